// The error catalogue's odd rows (see suite.ts).
import { catalogueSuite } from './suite';

catalogueSuite(0);

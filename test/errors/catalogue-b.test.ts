// The error catalogue's even rows (see suite.ts).
import { catalogueSuite } from './suite';

catalogueSuite(1);

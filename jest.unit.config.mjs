// `npm run test:unit`: the engine's and the planners' tests alone (no bundle, no gas-local, no lint), the fast inner
// loop; which files they are is scripts/testSuites.mjs's to say. The options are jest.config.js's.
import base from './jest.config.js';
import { suite } from './scripts/testSuites.mjs';

export default { ...base, testMatch: suite('unit') };

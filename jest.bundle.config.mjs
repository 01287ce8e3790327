// `npm run test:bundle`: the tests that load the add-on bundle (build/Code.js) in gas-local, the local spreadsheet
// service, the command line and the bench (scripts/testSuites.mjs). The options are jest.config.js's.
import base from './jest.config.js';
import { suite } from './scripts/testSuites.mjs';

export default { ...base, testMatch: suite('bundle') };

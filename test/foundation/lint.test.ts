// Lint, as part of `npm test` (and `npm run lint`): ESLint with typescript-eslint's type-checked rules, the layer
// boundaries and no import cycles (eslint.config.mjs) over the whole tree (package.json's lint:eslint). Run in a jest
// worker, beside the other suites.
import { runScript } from './tooling';

test('ESLint finds no problem in src, local, test, bench, scripts and eslint', () => {
  const r = runScript('lint:eslint');
  expect(r.output).toBe('');
  expect(r.status).toBe(0);
}, 600000);

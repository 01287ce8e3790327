// Lint, as part of `npm test`: ESLint with typescript-eslint's type-checked rules, the layer boundaries and no
// import cycles (eslint.config.mjs) over the whole tree. Run in a jest worker, beside the other suites.
import { runTool } from './tooling';

test('ESLint finds no problem in src, local, test, bench, scripts and eslint', () => {
  const r = runTool('eslint/bin/eslint.js', ['src', 'local', 'test', 'bench', 'scripts', 'eslint']);
  expect(r.output).toBe('');
  expect(r.status).toBe(0);
}, 600000);

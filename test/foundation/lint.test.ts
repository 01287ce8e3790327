// Lint, as part of `npm test`: ESLint with typescript-eslint's type-checked rules, the layer boundaries and no
// import cycles (eslint.config.mjs) over the whole tree. Run in a jest worker so it overlaps the other suites.
import { ESLint } from 'eslint';
import { join, relative } from 'path';

const ROOT = join(__dirname, '..', '..');

test('ESLint finds no problem in src, local, test, bench and scripts', async () => {
  const eslint = new ESLint({ cwd: ROOT });
  const results = await eslint.lintFiles(['src', 'local', 'test', 'bench', 'scripts']);
  const problems = results.flatMap((r) => r.messages.map((m) => `${relative(ROOT, r.filePath)}:${m.line}:${m.column} ${m.ruleId ?? 'parse'}: ${m.message}`));
  expect(problems).toEqual([]);
}, 600000);

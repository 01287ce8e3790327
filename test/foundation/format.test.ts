// Format, as part of `npm test`: every source file is as Prettier prints it at 120 columns (.prettierrc.json);
// `npx prettier --write src local test bench scripts eslint` rewrites them.
import { runTool } from './tooling';

test('every source file is formatted by Prettier', () => {
  const r = runTool('prettier/bin/prettier.cjs', [
    '--check',
    '--log-level',
    'warn',
    'src',
    'local',
    'test',
    'bench',
    'scripts',
    'eslint',
  ]);
  expect(r.output).toBe('');
  expect(r.status).toBe(0);
}, 300000);

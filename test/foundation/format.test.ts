// Format, as part of `npm test`: every source file is as Prettier prints it at 120 columns (.prettierrc.json);
// `npx prettier --write src local test bench scripts eslint` rewrites them.
// Prettier's cache (--cache, kept under node_modules/.cache, which git ignores: a clean clone checks every file)
// skips a file whose content (checksum) and Prettier's options, version and Node's version are those of a run
// that found it formatted; formatting a file depends on nothing else, so the check is the same
// (https://prettier.io/docs/cli#--cache).
import { runTool } from './tooling';

test('every source file is formatted by Prettier', () => {
  const r = runTool('prettier/bin/prettier.cjs', [
    '--check',
    '--log-level',
    'warn',
    '--cache',
    '--cache-strategy',
    'content',
    '--cache-location',
    'node_modules/.cache/prettier/mochalunt-format-test',
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

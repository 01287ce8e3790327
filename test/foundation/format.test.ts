// Format, as part of `npm test` (and `npm run lint`): every source file is as Prettier prints it at 120 columns
// (.prettierrc.json; package.json's lint:format); `npx prettier --write src local test bench scripts eslint` rewrites them.
// Prettier's cache (--cache, kept under node_modules/.cache, which git ignores: a clean clone checks every file)
// skips a file whose content (checksum) and Prettier's options, version and Node's version are those of a run
// that found it formatted; formatting a file depends on nothing else, so the check is the same
// (https://prettier.io/docs/cli#--cache).
import { runScript } from './tooling';

test('every source file is formatted by Prettier', () => {
  const r = runScript('lint:format');
  expect(r.output).toBe('');
  expect(r.status).toBe(0);
}, 300000);

// Format, as part of `npm test`: every source file is as Prettier prints it at 120 columns (.prettierrc.json);
// `npm run format` rewrites them.
import { readFileSync } from 'fs';
import { join, relative } from 'path';
import * as prettier from 'prettier';
import { execFileSync } from 'child_process';

const ROOT = join(__dirname, '..', '..');

test('every source file is formatted by Prettier', async () => {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src', 'local', 'test', 'bench', 'scripts'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n').filter((f) => /\.(ts|mjs|js)$/.test(f));
  const unformatted: string[] = [];
  for (const f of files) {
    const path = join(ROOT, f);
    const info = await prettier.getFileInfo(path, { ignorePath: join(ROOT, '.prettierignore') });
    if (info.ignored) continue;
    const options = await prettier.resolveConfig(path);
    if (!(await prettier.check(readFileSync(path, 'utf8'), { ...options, filepath: path }))) unformatted.push(relative(ROOT, path));
  }
  expect(unformatted).toEqual([]);
}, 600000);

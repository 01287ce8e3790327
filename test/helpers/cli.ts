// The command line as the tests drive it: one call of `mochalunt ...` in this process, its exit code and what it
// printed; and an empty workbook saved to a file (only set-up creates a missing one).
import { join } from 'path';
import { cli } from '../../local/cli/main';
import { LocalWorkbook, saveWorkbook } from '../../local/runner';

export async function runCli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await cli(argv, {
    out: (t) => {
      out += t;
    },
    err: (t) => {
      err += t;
    },
  });
  return { code, out, err };
}

export async function emptyWorkbookFile(dir: string, name: string): Promise<string> {
  const file = join(dir, name);
  await saveWorkbook(LocalWorkbook.empty(), file);
  return file;
}

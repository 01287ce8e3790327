// A workbook written by `mochalunt run set-up` opens in another spreadsheet program: LibreOffice converts it
// to PDF. Runs when soffice (or libreoffice) is on PATH; under CI (CI set) a missing binary fails the test.
// Install: apt-get install -y --no-install-recommends libreoffice-calc-nogui
import { spawnSync } from 'child_process';
import { existsSync, readFileSync } from 'fs';
import { delimiter, join } from 'path';
import { pathToFileURL } from 'url';
import { cli } from '../../local/cli/main';
import { requireBuild, tempDir } from '../helpers/gas';

function onPath(names: string[]): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    for (const n of names) if (dir && existsSync(join(dir, n))) return join(dir, n);
  }
  return undefined;
}

const soffice = onPath(['soffice', 'libreoffice']);
const maybe = soffice || process.env.CI ? test : test.skip;

describe('LibreOffice', () => {
  maybe('converts a workbook written by `mochalunt run set-up` to PDF', async () => {
    if (!soffice) {
      throw new Error('soffice is not on PATH: apt-get install -y --no-install-recommends libreoffice-calc-nogui');
    }
    requireBuild();
    const dir = tempDir();
    const file = join(dir, 'cup.xlsx');
    let err = '';
    const code = await cli(['run', 'set-up', file, '--format', 'mochalunt'], {
      out: () => undefined,
      err: (t) => {
        err += t;
      },
    });
    expect({ code, err }).toMatchObject({ code: 0 });
    const r = spawnSync(
      soffice,
      [
        `-env:UserInstallation=${pathToFileURL(join(dir, 'profile')).href}`,
        '--headless',
        '--convert-to',
        'pdf',
        '--outdir',
        dir,
        file,
      ],
      { encoding: 'utf8', timeout: 110000 },
    );
    expect(r.status).toBe(0);
    const pdf = join(dir, 'cup.pdf');
    expect(existsSync(pdf)).toBe(true);
    expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

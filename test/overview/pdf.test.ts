// The demo season's workbook opened by another spreadsheet program: LibreOffice converts it to PDF and the
// first page is the Overview, with the knock-out bracket and the two charts (pictures drawn into the .xlsx).
// Runs when soffice is on PATH (under CI a missing binary fails, as in test/foundation/libreoffice.test.ts);
// the page text is checked when pdftotext (poppler-utils) is there too.
import { spawnSync } from 'child_process';
import { existsSync, readFileSync } from 'fs';
import { delimiter, join } from 'path';
import { pathToFileURL } from 'url';
import { cli } from '../../local/cli/main';
import { requireBuild, tempDir } from '../helpers/gas';

const onPath = (name: string) =>
  (process.env.PATH ?? '')
    .split(delimiter)
    .map((d) => join(d, name))
    .find((p) => existsSync(p));
const soffice = onPath('soffice') ?? onPath('libreoffice');
const maybe = soffice || process.env.CI ? test : test.skip;

maybe(
  'the demo season in PDF: the Overview first, with the bracket and the charts',
  async () => {
    if (!soffice)
      throw new Error('soffice is not on PATH: apt-get install -y --no-install-recommends libreoffice-calc-nogui');
    requireBuild();
    const dir = tempDir('overview-pdf-');
    const file = join(dir, 'demo.xlsx');
    const code = await cli(['demo', '--out', file, '--teams', '8'], { out: () => undefined, err: () => undefined });
    expect(code).toBe(0);
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
    const pdf = readFileSync(join(dir, 'demo.pdf'));
    // the two chart pictures (each may come with its transparency mask)
    expect((pdf.toString('latin1').match(/\/Subtype\s*\/Image/g) ?? []).length).toBeGreaterThanOrEqual(2);
    const pdftotext = onPath('pdftotext');
    if (!pdftotext) return;
    const page1 = spawnSync(pdftotext, ['-f', '1', '-l', '1', join(dir, 'demo.pdf'), '-'], { encoding: 'utf8' }).stdout;
    for (const s of [
      'MOCHALUNT',
      'Standings after round 8 (M18)',
      'Quarter-finals (round 6)',
      'Semi-finals (round 7)',
      'Final (round 8)',
      'Placement matches (M4)',
      'Chart data: rank after each round',
    ]) {
      expect(page1).toContain(s);
    }
  },
  180000,
);

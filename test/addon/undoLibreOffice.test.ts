// Undo in a workbook re-saved by LibreOffice: an organizer opens the season's .xlsx in LibreOffice Calc, saves
// it, and clicks Undo afterwards. LibreOffice rewrites the whole file (numbers it reads as text, empty strings
// as empty cells, number formats as it names them, long texts as it stores them): Undo either puts back
// exactly what the action replaced, or refuses naming the damaged record, and then the file is byte for byte
// as it was. Never half of it. Runs when soffice (or libreoffice) is on PATH; under CI (CI set) a missing
// binary fails the test. Install: apt-get install -y --no-install-recommends libreoffice-calc-nogui
import { spawnSync } from 'child_process';
import { copyFileSync, existsSync, readFileSync } from 'fs';
import { delimiter, join } from 'path';
import { pathToFileURL } from 'url';
import { runCli } from '../helpers/cli';
import { LocalWorkbook, openWorkbook, saveWorkbook } from '../../local/runner';
import { Desk } from '../../local/demo/desk';
import { demoField } from '../../local/demo/data';
import { typeField } from '../../local/demo/season';
import { privatePath } from '../../local/gas/xlsx';
import { baseBook, copyBook } from '../errors/book';
import { requireBuild, tempDir } from '../helpers/gas';
import { jsString } from '../../local/gas/jsString';

function onPath(names: string[]): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    for (const n of names) if (dir && existsSync(join(dir, n))) return join(dir, n);
  }
  return undefined;
}

const soffice = onPath(['soffice', 'libreoffice']);
const maybe = soffice || process.env.CI ? test : test.skip;

/** LibreOffice opens `file` and saves it again as .xlsx, in place (the private file beside it stays). */
function resaveWithLibreOffice(dir: string, file: string): void {
  if (!soffice)
    throw new Error('soffice is not on PATH: apt-get install -y --no-install-recommends libreoffice-calc-nogui');
  const out = join(dir, 'libreoffice');
  const r = spawnSync(
    soffice,
    [
      `-env:UserInstallation=${pathToFileURL(join(dir, 'profile')).href}`,
      '--headless',
      '--convert-to',
      'xlsx',
      '--outdir',
      out,
      file,
    ],
    { encoding: 'utf8', timeout: 110000 },
  );
  expect({ status: r.status, stderr: r.status === 0 ? '' : r.stderr }).toEqual({ status: 0, stderr: '' });
  copyFileSync(join(out, file.split(/[\\/]/).pop() as string), file);
}

/** The question Undo asked, as printed by the command line. */
const question = (said: string): string => (/\[alert\][^\n]*/.exec(said) ?? [''])[0];

/** A cell's value as a person reads it: numbers by their digits, dates by their instant, empty as ''. */
function shown(v: unknown): string {
  if (v instanceof Date) return v.toISOString();
  if (v === null || v === undefined) return '';
  return jsString(v).trim();
}

/** The tabs (hidden ones too) and every value of the tournament's tabs (the add-on's hidden tabs aside), as text. */
function visibleValues(book: LocalWorkbook): Record<string, string[][]> {
  const out: Record<string, string[][]> = { tabs: [book.sheets.map((s) => s.name)] };
  for (const s of book.sheets) {
    if (s.name.startsWith('_')) continue;
    const rows = Array.from(s.grid, (r) => Array.from(r ?? [], (c) => shown(c?.v)));
    while (rows.length && rows[rows.length - 1].every((x) => x === '')) rows.pop();
    out[s.name] = rows.map((r) => {
      const t = r.slice();
      while (t.length && t[t.length - 1] === '') t.pop();
      return t;
    });
  }
  return out;
}

/**
 * Keeps a copy of `file` that LibreOffice never opens, has LibreOffice save `file`, then clicks Undo once per
 * step in both: each step is undone in both alike (same question, same tabs and values after), or refused
 * naming the damaged record with the file byte for byte as it was. Returns what happened to each step.
 */
async function undoAfterLibreOffice(dir: string, file: string, steps: readonly string[]): Promise<string[]> {
  const plain = join(dir, 'plain.xlsx');
  copyFileSync(file, plain);
  if (existsSync(privatePath(file))) copyFileSync(privatePath(file), privatePath(plain));
  resaveWithLibreOffice(dir, file);
  const outcomes: string[] = [];
  for (const step of steps) {
    const bytes = readFileSync(file);
    const undone = await runCli('run', 'undo', file, '--yes');
    const said = `${undone.out}\n${undone.err}`;
    if (undone.code !== 0) {
      // refused: the damaged-record message, nothing written
      expect(said).toMatch(/The newest undo step \(row \d+ of the hidden _undo tab\) is damaged: /);
      expect(readFileSync(file).equals(bytes)).toBe(true);
      outcomes.push(`${step}: refused`);
      break;
    }
    // undone exactly: the same question (LibreOffice's rewriting is no change since), every tab and value as
    // Undo leaves them in the workbook LibreOffice never saw
    expect(said).toContain(`Undone: ${step}`);
    const reference = await runCli('run', 'undo', plain, '--yes');
    expect(reference).toMatchObject({ code: 0 });
    expect(question(said)).toEqual(question(`${reference.out}\n${reference.err}`));
    expect(visibleValues(await openWorkbook(file))).toEqual(visibleValues(await openWorkbook(plain)));
    outcomes.push(`${step}: undone`);
  }
  return outcomes;
}

/** The longest text on the undo tab of the workbook saved at `file`. */
async function longestPiece(file: string): Promise<number> {
  const tab = (await openWorkbook(file)).sheetByName('_undo');
  return Math.max(
    0,
    ...Array.from(tab?.grid ?? [], (r) => Math.max(0, ...Array.from(r ?? [], (c) => String(c?.v ?? '').length))),
  );
}

/**
 * What another program may do to the cells of a workbook it re-saves, everywhere (the hidden undo tabs too),
 * stricter than what LibreOffice did above: numbers stored as text, text that reads as a number stored as a
 * number, empty cells dropped with their formats, every number format changed.
 */
function asIfResaved(book: LocalWorkbook): void {
  for (const s of book.sheets) {
    s.grid.forEach((r, i) =>
      (r ?? []).forEach((c, j) => {
        if (!c || c.f) return;
        if (c.v === '') {
          // eslint-disable-next-line @typescript-eslint/no-array-delete -- an empty cell LibreOffice does not keep is absent from the row (a hole), as xlsx.ts reads it back
          delete r[j];
          return;
        }
        if (typeof c.v === 'number') c.v = String(c.v);
        else if (typeof c.v === 'string' && /^-?\d+(\.\d+)?$/.test(c.v.trim())) c.v = Number(c.v);
        c.numberFormat = c.numberFormat === '@' ? 'General' : '@';
        void i;
      }),
    );
  }
}

describe('Undo in a workbook re-saved by LibreOffice', () => {
  test('(simulated) numbers as text, text as numbers, empty cells dropped, number formats changed: Undo asks the same and puts back the same', () => {
    requireBuild();
    const plain = copyBook(baseBook('mochalunt-results'));
    const resaved = copyBook(plain);
    asIfResaved(resaved);
    const [a, b] = [Desk.open(plain), Desk.open(resaved)];
    for (const step of ['Pair individual matches, round 1', 'Pair round 1']) {
      const [sa, sb] = [a.click('menuUndo', { button: 'YES' }), b.click('menuUndo', { button: 'YES' })];
      expect(sb).toBe(sa);
      expect(sb).toContain(`Undone: ${step}`);
      // the question names the results typed since alike: the program's rewriting is no change
      expect(b.session.ui.log.map((d) => d.text)).toEqual(a.session.ui.log.map((d) => d.text));
      if (step.startsWith('Pair individual'))
        expect(a.session.ui.log.map((d) => d.text).join('\n')).toMatch(
          /Changed after Pair individual matches, round 1: R1: \d+ cells/,
        );
      expect(visibleValues(resaved)).toEqual(visibleValues(plain));
    }
  });

  maybe(
    'puts back exactly what Pair individual matches, then Pair next round, replaced',
    async () => {
      requireBuild();
      const dir = tempDir('mochalunt-undo-lo-');
      const file = join(dir, 'season.xlsx');
      // the season up to line-ups typed for round 1 (set up, field typed, Pair next round), then Pair individual
      // matches from the command line
      await saveWorkbook(baseBook('mochalunt-lineups'), file);
      const paired = await runCli('run', 'pair-individual', file, '--round', '1', '--yes');
      expect({ code: paired.code, err: paired.err.slice(0, 300) }).toMatchObject({ code: 0 });
      expect(await undoAfterLibreOffice(dir, file, ['Pair individual matches, round 1', 'Pair round 1'])).toEqual([
        'Pair individual matches, round 1: undone',
        'Pair round 1: undone',
      ]);
    },
    240000,
  );

  maybe(
    'puts back a 64-team round 1, whose undo record is longer than the 32,767 characters LibreOffice keeps in a cell',
    async () => {
      requireBuild();
      const dir = tempDir('mochalunt-undo-lo-');
      const file = join(dir, 'season.xlsx');
      const book = LocalWorkbook.empty();
      const desk = Desk.open(book);
      desk.click('menuSetUp');
      typeField(desk, demoField(64, 3), 8);
      desk.click('menuSetUp');
      // notes typed over the Overview, which pairing rewrites: the record keeps every cell it replaces (its
      // repeated rows of formats are kept once, undoPack.ts), so these make it longer than a cell
      desk.type(
        'Overview',
        1,
        1,
        Array.from({ length: 40 }, (_, r) =>
          Array.from({ length: 12 }, (_, c) => `an organizer's note ${r + 1}.${c + 1} `.padEnd(80, '.')),
        ),
      );
      await saveWorkbook(book, file);
      const paired = await runCli('run', 'pair-next-round', file, '--yes');
      expect({ code: paired.code, err: paired.err.slice(0, 300) }).toMatchObject({ code: 0 });
      // the record is cut into pieces that each fit a cell of Excel and LibreOffice
      const text = (await openWorkbook(file)).sheetByName('_undo');
      const pieces = Array.from(text?.grid ?? [], (r) =>
        Array.from(r ?? [], (c) => String(c?.v ?? '')).filter((v) => v.startsWith('~')),
      );
      expect(Math.max(...pieces.map((p) => p.reduce((n, x) => n + x.length, 0)))).toBeGreaterThan(32767);
      expect(await longestPiece(file)).toBeLessThanOrEqual(32767);
      expect(await undoAfterLibreOffice(dir, file, ['Pair round 1'])).toEqual(['Pair round 1: undone']);
    },
    240000,
  );
});

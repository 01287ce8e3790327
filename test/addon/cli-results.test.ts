// Result cells through save and load (local/gas/xlsx.ts): every result cell of every round tab keeps its
// number format and its value, an empty one too (formatted as plain text '@' before anything is typed, as
// Google keeps the format of an empty cell), so a result typed after the workbook was saved stays text.
import { join } from 'path';
import { openWorkbook, saveWorkbook, type LocalWorkbook } from '../../local/runner';
import { freshBook, type BaseName } from '../errors/book';
import { tempDir } from '../helpers/gas';
import { requireBundle } from './support';

/** The result columns of a round tab: game N (MOCHALUNT), result (Swiss, league), place (multi-player). */
const RESULT = /^(game \d+|result|place)$/;

interface ResultCell {
  tab: string;
  row: number;
  column: number;
  v: unknown;
  numberFormat?: string;
}

/** Every result cell below the header of every round tab (R1, R2, ...), with its value and format. */
function resultCells(book: LocalWorkbook): ResultCell[] {
  const out: ResultCell[] = [];
  for (const s of book.sheets.filter((t) => /^R\d+$/.test(t.name))) {
    const header = (s.grid[0] ?? []).map((c) => String(c?.v ?? ''));
    const last = s.grid.length;
    header.forEach((h, j) => {
      if (!RESULT.test(h)) return;
      for (let row = 2; row <= last; row++) {
        const c = s.cell(row, j + 1);
        out.push({ tab: s.name, row, column: j + 1, v: c?.v ?? '', numberFormat: c?.numberFormat });
      }
    });
  }
  return out;
}

test.each<[BaseName]>([['mochalunt-boards'], ['mochalunt-results'], ['swiss-r1'], ['swiss-results']])(
  '%s: every result cell keeps its number format and value through save and load',
  async (base) => {
    requireBundle();
    const book = freshBook(base);
    const file = join(tempDir(), 'season.xlsx');
    await saveWorkbook(book, file);
    const before = resultCells(book);
    const saved = await openWorkbook(file);
    const after = before.map((c) => {
      const cell = saved.sheetByName(c.tab)?.cell(c.row, c.column);
      return { ...c, v: cell?.v ?? '', numberFormat: cell?.numberFormat };
    });
    expect(after).toEqual(before);
    // the test holds the cells that matter: result cells formatted as plain text, typed ones and empty ones
    const text = before.filter((c) => c.numberFormat === '@');
    expect(text.length).toBeGreaterThan(0);
    if (base === 'mochalunt-boards' || base === 'swiss-r1') expect(text.some((c) => c.v === '')).toBe(true);
    if (base.endsWith('results'))
      expect(text.some((c) => typeof c.v === 'string' && /^(1-0|0-1|½-½)$/.test(c.v))).toBe(true);
  },
);

// What Undo would lose, and whether it may put a step back at all. An undo step keeps, besides what the action
// replaced, a short fingerprint of every cell the action wrote (3 characters a cell: `written`), so that Undo
// can compare the cells as the action left them with the cells now, without keeping them twice:
// - cells changed since (results typed, a name corrected): counted per tab and named by their range in the
//   question Undo asks (YES/NO), since putting back the older cells loses them;
// - a block whose rows now hold what the action wrote in other rows (rows deleted, inserted or sorted since),
//   or whose tab is now too short: Undo refuses, naming the tab and row, since it would put old cells over
//   other rows.
// A cell that holds again what was there before the action (an action stopped before it wrote that block, an
// Undo stopped after it put that row back, a correction typed back) loses nothing: it is not counted, and a row
// that holds what it held before is never taken for a moved row.
// Values are compared as text ("12" and 12 alike, a date by its instant), so that a workbook saved by
// another program (LibreOffice: text that looks like a number becomes one, empty strings empty cells) reads
// the same.
import type { BlockSnapshot, Snapshot } from '../sheets/writePlan';
import { columnLetter } from '../sheets/plan';
import { cellMark } from '../sheets/undoFingerprint';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

export interface Changed {
  readonly tab: string;
  readonly cells: number;
  /** the smallest range holding them, e.g. R3!E5:H16 */
  readonly range: string;
}

export interface Moved {
  readonly tab: string;
  readonly row: number;
  /** the row whose cells it now holds (0: the tab is too short now) */
  readonly from: number;
}

type Written = BlockSnapshot & { readonly written?: string };

/** Cells changed since the action, per tab, and the first sign of rows moved; one read per block with a fingerprint. */
export function changedSince(book: Spreadsheet, snap: Snapshot): { changed: Changed[]; moved: Moved | null } {
  const perTab = new Map<string, { cells: number; top: number; left: number; bottom: number; right: number }>();
  let moved: Moved | null = null;
  for (const b of snap.blocks as readonly Written[]) {
    const written = b.written;
    const h = b.values.length;
    const w = h > 0 ? b.values[0].length : 0;
    if (!written || h === 0 || w === 0 || written.length !== 3 * h * w) continue;
    const sheet = book.getSheetByName(b.tab);
    if (!sheet) continue;
    if (sheet.getMaxRows() < b.row + h - 1 || sheet.getMaxColumns() < b.col + w - 1) {
      moved = moved ?? { tab: b.tab, row: Math.min(sheet.getMaxRows() + 1, b.row + h - 1), from: 0 };
      continue;
    }
    const now = sheet.getRange(b.row, b.col, h, w).getValues();
    const wroteRow = (r: number) => written.slice(3 * w * r, 3 * w * (r + 1));
    const nowRows = now.map((r) => r.map(cellMark).join(''));
    const blank = cellMark('').repeat(w);
    const before = b.values.map((r) => r.map(cellMark).join(''));
    for (let r = 0; r < h; r++) {
      const was = wroteRow(r);
      if (nowRows[r] === was || nowRows[r] === before[r]) continue;
      if (!moved && nowRows[r] !== blank) {
        // a row that now holds what the action wrote in another row (and not in this one): rows moved
        for (let q = 0; q < h; q++) {
          if (q !== r && wroteRow(q) === nowRows[r] && wroteRow(q) !== was) {
            moved = { tab: b.tab, row: b.row + r, from: b.row + q };
            break;
          }
        }
      }
      for (let c = 0; c < w; c++) {
        const cell = nowRows[r].slice(3 * c, 3 * c + 3);
        if (cell === was.slice(3 * c, 3 * c + 3) || cell === before[r].slice(3 * c, 3 * c + 3)) continue;
        const t = perTab.get(b.tab) ?? { cells: 0, top: Infinity, left: Infinity, bottom: 0, right: 0 };
        t.cells++;
        t.top = Math.min(t.top, b.row + r);
        t.bottom = Math.max(t.bottom, b.row + r);
        t.left = Math.min(t.left, b.col + c);
        t.right = Math.max(t.right, b.col + c);
        perTab.set(b.tab, t);
      }
    }
  }
  const changed = [...perTab].map(([tab, t]) => {
    const a = `${columnLetter(t.left)}${t.top}`;
    const z = `${columnLetter(t.right)}${t.bottom}`;
    return { tab, cells: t.cells, range: `${tab}!${a === z ? a : `${a}:${z}`}` };
  });
  return { changed, moved };
}

/** "R3: 12 cells (R3!E5:H16); Line-ups: 1 cell (Line-ups!C4)" */
export function changedText(changed: readonly Changed[]): string {
  return changed.map((c) => `${c.tab}: ${c.cells} cell${c.cells === 1 ? '' : 's'} (${c.range})`).join('; ');
}

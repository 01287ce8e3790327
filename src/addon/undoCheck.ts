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
import type { BlockSnapshot, Snapshot } from './workbook/apply';
import { columnLetter } from '../sheets/plan';
import { anyText } from '../engine/core/text';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** FNV-1a, 32 bits. */
export function fnv(text: string, seed = 0x811c9dc5): number {
  // kept a 32-bit integer until the end (the same bits as unsigned at every step): no doubles in the loop
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** A cell's value as compared: text, a number as its digits, a date by its instant, a truth value in capitals. */
function cellText(v: unknown): string {
  if (v instanceof Date || (typeof v === 'object' && v !== null && typeof (v as Date).getTime === 'function'))
    return `@${(v as Date).getTime()}`;
  if (typeof v === 'object' && v !== null && 'd' in v) return `@${Date.parse(String(v.d))}`;
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (v === null || v === undefined) return '';
  return anyText(v).trim();
}

/** A cell's fingerprint: 3 characters (18 bits). */
function cellMark(v: unknown): string {
  const h = fnv(cellText(v));
  return DIGITS[h & 63] + DIGITS[(h >>> 6) & 63] + DIGITS[(h >>> 12) & 63];
}

/** The fingerprints of a block of values, row after row. */
export function fingerprints(values: readonly (readonly unknown[])[]): string {
  // a round's cells repeat (results, blanks, scores): each distinct text or number hashed once
  const marks = new Map<unknown, string>();
  let out = '';
  for (const row of values)
    for (const v of row) {
      if (typeof v === 'string' || typeof v === 'number') {
        let m = marks.get(v);
        if (m === undefined) marks.set(v, (m = cellMark(v)));
        out += m;
      } else out += cellMark(v);
    }
  return out;
}

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

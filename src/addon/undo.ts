// Undo: what each menu action replaced, kept so that "Undo last action" can put it back exactly.
//
// Design: before an action writes, the add-on snapshots the cells its plan will replace
// (values, and the number formats / font weights / backgrounds where the plan writes those; see
// src/sheets/apply.ts snapshotBlocks) and the tabs it will create. The snapshot is kept as JSON in the
// hidden tab "_undo" — not in document properties, whose 9 KB per value is too small for a 64-team round.
// One row per action, newest last: column A the action's title, column B the time (UTC, ISO), column C
// onwards the JSON cut into pieces of at most 40,000 characters (a cell holds 50,000).
// It is a STACK of at most UNDO_DEPTH actions: "Undo last action" takes the newest row off and restores
// it; clicking it again undoes the action before. Undo itself is not recorded (there is no redo). Changes
// people type between actions are not recorded; undo only puts back the cells the action itself replaced.
// Captains' protections and check cells written by onEdit are not menu actions and are not recorded.
// The hidden tab holds only copies of the tournament tabs' own cells, so no e-mail address or phone number.
import type { Snapshot } from '../sheets/apply';

export const UNDO_TAB = '_undo';
/** Actions kept; older ones are dropped. */
export const UNDO_DEPTH = 10;
const PIECE = 40000;

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

function undoSheet(book: Spreadsheet, create: boolean): GoogleAppsScript.Spreadsheet.Sheet | null {
  let sheet = book.getSheetByName(UNDO_TAB);
  if (!sheet && create) {
    sheet = book.insertSheet(UNDO_TAB);
    sheet.hideSheet();
  }
  return sheet;
}

/** Cuts a JSON text into cell-sized pieces. */
export function pieces(json: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < json.length; i += PIECE) out.push(json.slice(i, i + PIECE));
  return out.length ? out : [''];
}

/**
 * Records an action's snapshot as the newest undo step (one write; drops the oldest beyond UNDO_DEPTH).
 * Returns true when it had to create the hidden tab.
 */
export function pushUndo(book: Spreadsheet, snap: Snapshot, now: Date): boolean {
  const created = !book.getSheetByName(UNDO_TAB);
  const sheet = undoSheet(book, true) as GoogleAppsScript.Spreadsheet.Sheet;
  const parts = pieces(JSON.stringify(snap));
  let last = sheet.getLastRow();
  if (last >= UNDO_DEPTH) {
    sheet.deleteRows(1, last - UNDO_DEPTH + 1);
    last = UNDO_DEPTH - 1;
  }
  const width = parts.length + 2;
  const cols = sheet.getMaxColumns();
  if (width > cols) sheet.insertColumnsAfter(cols, width - cols);
  // plain-text cells, so JSON is never read as a number or a formula
  const range = sheet.getRange(last + 1, 1, 1, width);
  range.setNumberFormat('@');
  range.setValues([[snap.title, now.toISOString(), ...parts]]);
  return created;
}

export interface UndoStep {
  readonly row: number;
  readonly title: string;
  readonly at: string;
  readonly snapshot: Snapshot;
}

/** The newest undo step, or null when there is none (one read). */
export function peekUndo(book: Spreadsheet): UndoStep | null {
  const sheet = undoSheet(book, false);
  if (!sheet) return null;
  const rows = sheet.getDataRange().getValues();
  for (let r = rows.length - 1; r >= 0; r--) {
    const row = rows[r];
    const json = row.slice(2).map((v) => String(v ?? '')).join('');
    if (json === '') continue;
    return { row: r + 1, title: String(row[0]), at: String(row[1]), snapshot: JSON.parse(json) as Snapshot };
  }
  return null;
}

/** Drops an undo step once restored. */
export function dropUndo(book: Spreadsheet, step: UndoStep): void {
  const sheet = undoSheet(book, false);
  if (sheet) sheet.deleteRow(step.row);
}

// Undo: what each menu action replaced, kept so that "Undo last action" can put it back exactly.
//
// Design: before an action writes, the add-on snapshots the cells its plan will replace
// (values, and the number formats / font weights / backgrounds where the plan writes those; see
// src/addon/workbook/apply.ts snapshotBlocks) and the tabs it will create. The snapshot is kept as JSON in the
// hidden tab "_undo" — not in document properties, whose 9 KB per value is too small for a 64-team round.
// One row per action: column A the action's title, column B the time (UTC, ISO, which orders the steps),
// column C onwards the JSON cut into pieces. Each piece is safe as cell text: the JSON is kept in ASCII
// (other characters as \uXXXX escapes, so no piece splits a character), and every piece starts with "~",
// so that no piece can begin with =, +, - or @ and be read as a formula, a number or a date, and no leading
// apostrophe is swallowed; a piece holds at most 40,001 characters (Google's cell limit is 50,000:
// https://support.google.com/docs/answer/37603). The row is written as one block formatted as plain
// text, and the tab grows (rows, columns) as the block needs. The dropdowns (validation rules) an action
// replaced are not turned into text, which would take one call per rule: they are set, as they were read, on
// the hidden tab "_undo rules", in the band of RULES_BAND columns of the step's row number (the step of row r
// uses columns (r-1)·RULES_BAND+1 onwards), the blocks' rules one under the other (one write); Undo reads
// them back from there (one read). A block wider than the band keeps them as text (one call per rule). The rules
// are written before the row, so that a step whose row exists has everything it reads even when Google stopped the
// action right after (unfinished.ts: Undo then puts back what that action wrote with this very step).
// It is a STACK of at most UNDO_DEPTH actions kept in UNDO_DEPTH rows: a new step takes an empty row, else
// the row of the oldest step (no rows are deleted, so a failed action can put the row back exactly).
// "Undo last action" takes the newest step and restores it; clicking it again undoes the action before.
// Undo itself is not recorded (there is no redo). Changes people type between actions are not recorded;
// undo only puts back the cells the action itself replaced. Captains' protections and check cells written
// by onEdit are not menu actions and are not recorded. The hidden tab holds only copies of the tournament
// tabs' own cells, so no e-mail address or phone number.
import { TabIndex } from './workbook/tabIndex';
import type { BlockSnapshot, Snapshot } from './workbook/apply';
import type { Plan, WriteBlock } from '../sheets/plan';
import { emptyPlan } from '../sheets/plan';

export const UNDO_TAB = '_undo';
/** Actions kept; older ones are dropped. */
export const UNDO_DEPTH = 10;
/** The hidden tab that keeps the steps' validation rules, and the width of each step's band of columns. */
export const UNDO_RULES_TAB = '_undo rules';
const RULES_BAND = 26;
const PIECE = 40000;
/** The first character of every piece (see the header). */
const MARK = '~';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** JSON with every character outside printable ASCII escaped (\uXXXX): still JSON, and cut anywhere safely. */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Cuts a JSON text into cell-sized pieces, each starting with the mark. */
export function pieces(json: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < json.length; i += PIECE) out.push(MARK + json.slice(i, i + PIECE));
  return out.length ? out : [MARK];
}

/** The JSON text back from a row's pieces (rows written before the mark existed start with "{"). */
export function joinPieces(cells: readonly unknown[]): string {
  const parts = cells.map((v) => String(v ?? '')).filter((p) => p !== '');
  if (parts.length === 0 || !parts[0].startsWith(MARK)) return parts.join('');
  return parts.map((p) => (p.startsWith(MARK) ? p.slice(1) : p)).join('');
}

/**
 * The write that records `snap` as the newest undo step, as a plan of one block (plain text) over the row it
 * takes: an empty row, else the next row while fewer than UNDO_DEPTH are used, else the oldest step's row.
 * The block covers the whole width the row may hold, so the pieces of an older, longer step are cleared.
 * Reads only the tab's first two columns. `hide` lists the tabs that do not exist yet (the plan's write
 * creates them; the caller hides them); `at` and `row` are the step's time and row.
 */
export function undoEntry(book: Spreadsheet, snap: Snapshot, now: Date, tabs = new TabIndex(book)): { plan: Plan; hide: string[]; at: string; row: number } {
  // the rules, block under block, for the rules tab; the JSON says where each block's start
  const stacked: unknown[][] = [];
  let cols = 0;
  const blocks: BlockSnapshot[] = snap.blocks.map((b) => {
    const { rules, ...rest } = b;
    if (!rules) return rest;
    const width = rules[0]?.length ?? 0;
    if (width > RULES_BAND) {
      // too wide for a band: as text (list dropdowns; other rules are not kept)
      return { ...rest, validations: rules.map((row) => row.map((r) => {
        const v = r ? r.getCriteriaValues()[0] : null;
        return Array.isArray(v) ? v.map(String) : null;
      })) };
    }
    const at = stacked.length;
    for (const r of rules) stacked.push(r.slice());
    cols = Math.max(cols, width);
    return { ...rest, rulesAt: at };
  });
  const rulesRows = cols > 0 ? stacked.length : 0;
  const parts = pieces(asciiJson({ ...snap, blocks, rulesRows, rulesCols: cols }));
  const sheet = tabs.get(UNDO_TAB);
  let row = 1;
  let width = parts.length + 2;
  let at = now.getTime();
  if (sheet) {
    const last = sheet.getLastRow();
    const heads = last > 0 ? sheet.getRange(1, 1, last, 2).getValues() : [];
    const empty = heads.findIndex((r) => String(r[0] ?? '') === '' && String(r[1] ?? '') === '');
    if (empty >= 0 && empty < UNDO_DEPTH) row = empty + 1;
    else if (last < UNDO_DEPTH) row = last + 1;
    else {
      let oldest = 0;
      for (let r = 1; r < Math.min(last, UNDO_DEPTH); r++) if (String(heads[r][1]) < String(heads[oldest][1])) oldest = r;
      row = oldest + 1;
    }
    width = Math.max(width, tabs.grid(sheet).cols);
    // times order the steps: strictly after the newest one, even within the same millisecond
    for (const r of heads) {
      const t = Date.parse(String(r[1] ?? ''));
      if (!isNaN(t) && t >= at) at = t + 1;
    }
  }
  const time = new Date(at).toISOString();
  const values = [[snap.title, time, ...parts]];
  while (values[0].length < width) values[0].push('');
  const writes: WriteBlock[] = [];
  const hide = sheet ? [] : [UNDO_TAB];
  if (rulesRows > 0) {
    // the rules first: once the step's row is written, everything it reads is there (an execution may be
    // stopped between two writes: unfinished.ts)
    const rules = stacked.map((r) => { const x = r.slice(); while (x.length < cols) x.push(null); return x; });
    const blanks = rules.map((r) => r.map((): string => ''));
    writes.push({ tab: UNDO_RULES_TAB, row: 1, col: (row - 1) * RULES_BAND + 1, values: blanks, rules });
    if (!tabs.get(UNDO_RULES_TAB)) hide.push(UNDO_RULES_TAB);
  }
  writes.push({ tab: UNDO_TAB, row, col: 1, values, numberFormat: '@' });
  return { plan: { ...emptyPlan('undo', `${snap.title} (undo step)`), blocks: writes }, hide, at: time, row };
}

export interface UndoStep {
  readonly row: number;
  readonly title: string;
  readonly at: string;
  readonly snapshot: Snapshot;
}

/** The newest undo step (the latest time), or null when there is none (one read). */
export function peekUndo(book: Spreadsheet): UndoStep | null {
  const sheet = book.getSheetByName(UNDO_TAB);
  if (!sheet) return null;
  const rows = sheet.getDataRange().getValues();
  let newest = -1;
  for (let r = 0; r < rows.length; r++) {
    if (joinPieces(rows[r].slice(2)) === '') continue;
    if (newest < 0 || String(rows[r][1]) >= String(rows[newest][1])) newest = r;
  }
  if (newest < 0) return null;
  const row = rows[newest];
  let snapshot = JSON.parse(joinPieces(row.slice(2))) as Snapshot;
  const rulesSheet = snapshot.rulesRows ? book.getSheetByName(UNDO_RULES_TAB) : null;
  if (rulesSheet && snapshot.rulesRows && snapshot.rulesCols) {
    // the dropdowns it replaced, from the step's band of the rules tab (one read)
    const all = rulesSheet.getRange(1, newest * RULES_BAND + 1, snapshot.rulesRows, snapshot.rulesCols).getDataValidations();
    snapshot = {
      ...snapshot,
      blocks: snapshot.blocks.map((b) => (b.rulesAt === undefined ? b
        : { ...b, rules: all.slice(b.rulesAt, b.rulesAt + b.existing.rows).map((r) => r.slice(0, b.existing.cols)) })),
    };
  }
  return { row: newest + 1, title: String(row[0]), at: String(row[1]), snapshot };
}

/** Drops an undo step once restored: its row is emptied (one write), and taken by a later step. */
export function dropUndo(book: Spreadsheet, step: { readonly row: number }): void {
  const sheet = book.getSheetByName(UNDO_TAB);
  if (sheet) sheet.getRange(step.row, 1, 1, sheet.getMaxColumns()).clearContent();
}

// Undo's record: what each menu action replaced, kept so that "Undo last action" can put it back exactly. Plain code
// over the write port (writePort.ts): the add-on keeps it in a spreadsheet (src/addon/write.ts, undoAction.ts), the
// tests in the in-memory workbook.
//
// Design: before an action writes, the add-on snapshots the cells its plan will replace
// (values, and the number formats / font weights / backgrounds where the plan writes those; see
// writePlan.ts snapshotBlocks) and the tabs it will create. The snapshot is kept as JSON in the
// hidden tab "_undo" — not in document properties, whose 9 KB per value is too small for a 64-team round.
// One row per action: column A the action's title, column B the time (UTC, ISO, which orders the steps),
// column C onwards the JSON cut into pieces. Each piece is safe as cell text: the JSON is kept in ASCII
// (other characters as \uXXXX escapes, so no piece splits a character), and every piece starts with "~",
// so that no piece can begin with =, +, - or @ and be read as a formula, a number or a date, and no leading
// apostrophe is swallowed; a piece holds at most 32,001 characters: Google's cell limit is 50,000
// (https://support.google.com/docs/answer/37603), but Excel's is 32,767 (https://support.microsoft.com/en-us/office/excel-specifications-and-limits-1672b34d-7043-467e-8e27-269d656771c3)
// and LibreOffice cuts longer cells there when it saves an .xlsx, so a step stays whole in a workbook
// re-saved by either (test/addon/undoLibreOffice.test.ts); one cut anyway is refused as damaged. The row is written as one block formatted as plain
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
import type { BlockSnapshot, RulesBlock, Snapshot, WrittenPlan } from './writePlan';
import type { Plan } from './plan';
import { lastRowOf, type TabValues } from './workbook';
import { emptyPlan } from './plan';
import { fingerprints, fnv } from './undoFingerprint';
import { anyText } from '../engine/core/text';
import { packedBlocks, unpackedSnapshot } from './undoPack';
import type { KeptRule, WritePort } from './writePort';

export const UNDO_TAB = '_undo';
/** Actions kept; older ones are dropped. */
export const UNDO_DEPTH = 10;
/** The hidden tab that keeps the steps' validation rules, and the width of each step's band of columns. */
export const UNDO_RULES_TAB = '_undo rules';
const RULES_BAND = 26;
const PIECE = 32000;
/** The first character of every piece (see the header). */
const MARK = '~';

/** JSON with every character outside printable ASCII escaped (\uXXXX): still JSON, and cut anywhere safely. */
export function asciiJson(value: unknown): string {
  // each character escaped once however often it comes (a round's "½-½" results)
  const escaped = new Map<string, string>();
  return JSON.stringify(value).replace(/[^\x20-\x7e]/g, (c) => {
    let e = escaped.get(c);
    if (e === undefined) escaped.set(c, (e = `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
    return e;
  });
}

/** Cuts a JSON text into cell-sized pieces, each starting with the mark. */
export function pieces(json: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < json.length; i += PIECE) out.push(MARK + json.slice(i, i + PIECE));
  return out.length ? out : [MARK];
}

/** The text back from a row's pieces (rows written before the mark existed start with "{"). */
export function joinPieces(cells: readonly unknown[]): string {
  const parts = cells.map((v) => anyText(v ?? '')).filter((p) => p !== '');
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
export function undoEntry(
  port: WritePort,
  snap: Snapshot,
  now: Date,
  wrote?: Plan,
  read?: (tab: string) => TabValues | undefined,
): { plan: WrittenPlan; hide: string[]; at: string; row: number } {
  // the rules, block under block, for the rules tab; the JSON says where each block's start
  const stacked: (KeptRule | null)[][] = [];
  let cols = 0;
  const blocks: BlockSnapshot[] = snap.blocks
    .map((b) => {
      const { rules, ...rest } = b;
      if (!rules) return rest;
      const width = rules[0]?.length ?? 0;
      if (width > RULES_BAND) {
        // too wide for a band: as text (list dropdowns; other rules are not kept)
        return {
          ...rest,
          validations: rules.map((row) => row.map((r) => (r ? port.ruleList(r) : null))),
        };
      }
      const at = stacked.length;
      for (const r of rules) stacked.push(r.slice());
      cols = Math.max(cols, width);
      return { ...rest, rulesAt: at };
    })
    .map((b) => {
      // the fingerprints of what the action writes there last (undoCheck.ts): Undo compares them with the cells
      // then (a range written twice, as the Needs you tab is, holds what the last block wrote)
      const mine = [...(wrote?.blocks ?? [])]
        .reverse()
        .find((x) => x.tab === b.tab && x.row === b.row && x.col === b.col && x.values.length === b.values.length);
      return mine && (mine.values[0]?.length ?? 0) === (b.values[0]?.length ?? 0)
        ? { ...b, written: fingerprints(mine.values) }
        : b;
    });
  const rulesRows = cols > 0 ? stacked.length : 0;
  // how many dropdowns the band keeps: Undo counts them again, so a rules tab deleted or cleared is seen
  const rulesKept = stacked.reduce((n, r) => n + r.filter((x) => x !== null).length, 0);
  const sheet = port.has(UNDO_TAB);
  let row = 1;
  let width = 3;
  let at = now.getTime();
  if (sheet) {
    // the steps' heads as the action's reading read the tab (under the same lock, nothing written since), else read now
    const known = read?.(UNDO_TAB);
    const last = known ? lastRowOf(known) : port.lastRow(UNDO_TAB);
    const heads = known
      ? known.slice(0, last).map((r) => [r[0] ?? '', r[1] ?? ''])
      : last > 0
        ? port.range(UNDO_TAB, 1, 1, last, 2).read('values')
        : [];
    const empty = heads.findIndex((r) => anyText(r[0] ?? '') === '' && anyText(r[1] ?? '') === '');
    if (empty >= 0 && empty < UNDO_DEPTH) row = empty + 1;
    else if (last < UNDO_DEPTH) row = last + 1;
    else {
      let oldest = 0;
      for (let r = 1; r < Math.min(last, UNDO_DEPTH); r++)
        if (String(heads[r][1]) < String(heads[oldest][1])) oldest = r;
      row = oldest + 1;
    }
    width = Math.max(width, port.grid(UNDO_TAB).cols);
    // times order the steps: strictly after the newest one, even within the same millisecond
    for (const r of heads) {
      const t = Date.parse(anyText(r[1] ?? ''));
      if (!isNaN(t) && t >= at) at = t + 1;
    }
  }
  const time = new Date(at).toISOString();
  const parts = pieces(
    seal(
      snap.title,
      time,
      asciiJson({
        ...snap,
        blocks: packedBlocks(blocks),
        rulesRows,
        rulesCols: cols,
        rulesKept,
        book: port.bookId(),
        row,
        round: wrote?.round,
      }),
    ),
  );
  width = Math.max(width, parts.length + 2);
  const values = [[snap.title, time, ...parts]];
  while (values[0].length < width) values[0].push('');
  const writes: RulesBlock[] = [];
  const hide = sheet ? [] : [UNDO_TAB];
  if (rulesRows > 0) {
    // the rules first: once the step's row is written, everything it reads is there (an execution may be
    // stopped between two writes: unfinished.ts)
    const rules = stacked.map((r) => {
      const x = r.slice();
      while (x.length < cols) x.push(null);
      return x;
    });
    const blanks = rules.map((r) => r.map((): string => ''));
    writes.push({ tab: UNDO_RULES_TAB, row: 1, col: (row - 1) * RULES_BAND + 1, values: blanks, rules });
    if (!port.has(UNDO_RULES_TAB)) hide.push(UNDO_RULES_TAB);
  }
  writes.push({ tab: UNDO_TAB, row, col: 1, values, numberFormat: '@' });
  return { plan: { ...emptyPlan('undo', `${snap.title} (undo step)`), blocks: writes }, hide, at: time, row };
}

/**
 * A step's text, sealed: "#<fingerprint>#<pieces>#" before the JSON, the fingerprint over the title, the time
 * and the JSON (undoCheck.ts fnv), and the number of pieces the text is cut into (pieces() of the sealed text
 * has that many: a piece added to the count changes it at most by one, so it is found again below).
 */
function seal(title: string, at: string, json: string): string {
  const print = fnv(`${title}\n${at}\n${json}`).toString(36);
  const head = (n: number) => `#${print}#${n}#`;
  let n = 1;
  while (Math.ceil((head(n).length + json.length) / PIECE) !== n) n++;
  return head(n) + json;
}

/** Why the JSON of a step (one written before steps were sealed) cannot be put back, or null. */
function unreadable(json: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return 'its text is not complete (it was cut or a piece was changed)';
  }
  const step = parsed as Partial<Record<keyof Snapshot, unknown>> | null;
  return step && Array.isArray(step.blocks) && Array.isArray(step.createdTabs)
    ? null
    : 'its text does not read as an undo record (its cells or tabs are missing)';
}

/** Why a step's record cannot be trusted, or null; `row` is its row on the undo tab. */
function damage(cells: readonly unknown[], row: number, bookId: string): string | null {
  const parts = cells
    .slice(2)
    .map((v) => anyText(v ?? ''))
    .filter((p) => p !== '');
  if (parts.length === 0) return 'its record is missing (the cells after its title and time are empty)';
  const text = joinPieces(cells.slice(2));
  const m = /^#([0-9a-z]+)#(\d+)#/.exec(text);
  if (!m) return text.startsWith('{') ? unreadable(text) : 'its text does not start as an undo record does';
  if (parts.some((p) => !p.startsWith(MARK))) return 'a cell of it does not start with "~" as every piece does';
  if (Number(m[2]) !== parts.length)
    return `it has ${parts.length} piece${parts.length === 1 ? '' : 's'} of the ${m[2]} it was written with (a piece is missing or was added)`;
  const json = text.slice(m[0].length);
  let parsed: { book?: unknown; row?: unknown };
  try {
    parsed = JSON.parse(json) as typeof parsed;
  } catch {
    return 'its text is not complete (it was cut or a piece was changed)';
  }
  if (fnv(`${anyText(cells[0] ?? '')}\n${anyText(cells[1] ?? '')}\n${json}`).toString(36) !== m[1]) {
    return 'its text, title or time was changed since it was written (its fingerprint does not match)';
  }
  if (parsed.book !== undefined && parsed.book !== bookId)
    return "it was written by another workbook (copied from it, or the workbook is a copy): its cells are not this workbook's";
  if (parsed.row !== undefined && parsed.row !== row)
    return `it was written in row ${anyText(parsed.row)} (the tab's rows were moved or sorted since); the dropdowns it keeps are filed by that row`;
  return null;
}

/** The refusal of a damaged record: what is damaged, that nothing was written, what to do. */
export function damagedMessage(label: string, row: number, what: string): string {
  return `${label}: nothing written. The newest undo step (row ${row} of the hidden ${UNDO_TAB} tab) is damaged: ${what}. Undo never puts back a damaged step. To drop that step, show the ${UNDO_TAB} tab (View > Hidden sheets) and clear row ${row} (select the row, press Delete; do not delete the row); ${label} then offers the step before it.`;
}

export class DamagedUndo extends Error {
  constructor(
    readonly row: number,
    readonly what: string,
  ) {
    super(what);
  }
}

export interface UndoStep {
  readonly row: number;
  readonly title: string;
  readonly at: string;
  readonly snapshot: Snapshot;
  /** the round the action was about, when it was about one (steps recorded before it was kept: undefined) */
  readonly round?: number;
}

/** The newest undo step (the latest time), or null when there is none (one read). */
export function peekUndo(port: WritePort): UndoStep | null {
  if (!port.has(UNDO_TAB)) return null;
  const rows = port.dataValues(UNDO_TAB);
  let newest = -1;
  for (let r = 0; r < rows.length; r++) {
    // an empty row is free; a row with a title or a time but no record is a damaged step (damage)
    if (joinPieces(rows[r].slice(2)) === '' && anyText(rows[r][0] ?? '') === '' && anyText(rows[r][1] ?? '') === '')
      continue;
    if (newest < 0 || String(rows[r][1]) >= String(rows[newest][1])) newest = r;
  }
  if (newest < 0) return null;
  const row = rows[newest];
  const damaged = damage(row, newest + 1, port.bookId());
  if (damaged) throw new DamagedUndo(newest + 1, damaged);
  const text = joinPieces(row.slice(2));
  let snapshot = unpackedSnapshot(
    JSON.parse(text.replace(/^#[0-9a-z]+#\d+#/, '')) as Snapshot & { rulesKept?: number; round?: unknown },
  );
  const round = typeof snapshot.round === 'number' ? snapshot.round : undefined;
  if (snapshot.rulesRows && snapshot.rulesCols) {
    // the dropdowns it replaced, from the step's band of the rules tab (one read); without them Undo would put
    // back the cells under the wrong dropdowns: the step is refused as damaged
    const lost = (why: string) =>
      new DamagedUndo(
        newest + 1,
        `the dropdowns it replaced are kept on the hidden tab ${UNDO_RULES_TAB}, which ${why}. Put that tab back as it was (Edit > Undo in Sheets, or File > Version history) to undo the step whole`,
      );
    const { rulesRows, rulesCols, rulesKept } = snapshot;
    const rulesSheet = port.has(UNDO_RULES_TAB);
    const col = newest * RULES_BAND + 1;
    let all: (KeptRule | null)[][];
    const grid = rulesSheet ? port.grid(UNDO_RULES_TAB) : null;
    if (!grid || grid.rows < rulesRows || grid.cols < col + rulesCols - 1) {
      // the cells it wrote had no dropdown before: nothing of the step is lost with the tab
      if (rulesKept !== 0) throw lost(rulesSheet ? 'lost rows or columns since' : 'is missing (deleted or renamed)');
      all = Array.from({ length: rulesRows }, () => Array.from({ length: rulesCols }, () => null));
    } else all = port.range(UNDO_RULES_TAB, 1, col, rulesRows, rulesCols).read('rules');
    const kept = all.reduce((n, r) => n + r.filter((x) => x !== null).length, 0);
    if (rulesKept !== undefined && kept !== rulesKept)
      throw lost(`holds ${kept} of the ${rulesKept} kept there for this step (it was cleared or edited since)`);
    snapshot = {
      ...snapshot,
      blocks: snapshot.blocks.map((b) =>
        b.rulesAt === undefined
          ? b
          : { ...b, rules: all.slice(b.rulesAt, b.rulesAt + b.existing.rows).map((r) => r.slice(0, b.existing.cols)) },
      ),
    };
  }
  return { row: newest + 1, title: String(row[0]), at: String(row[1]), snapshot, round };
}

/** Drops an undo step once restored: its row is emptied (one write), and taken by a later step. */
export function dropUndo(port: WritePort, step: { readonly row: number }): void {
  if (port.has(UNDO_TAB)) port.clearRow(UNDO_TAB, step.row);
}

/**
 * Drops the step Undo has just put back, trying once more when the write fails: everything is put back already,
 * and a step left would offer the same Undo again.
 */
export function dropRestoredUndo(port: () => WritePort, step: { readonly row: number }): void {
  try {
    dropUndo(port(), step);
  } catch {
    dropUndo(port(), step);
  }
}

// An action's outcome as data, computed without writing anything: tabs to create, blocks to write, problems
// that forbid writing, and the text shown for confirmation. The add-on applies it (apply.ts).
import type { Cell } from './workbook';
import type { TabLayout } from './layout';

/** An input error located in the workbook: "Line-ups, row 7, column line-up: unknown player Zed (type ...)". */
export interface SheetProblem {
  readonly tab: string;
  /** 1-based sheet row, when the problem is in one row */
  readonly row?: number;
  /** the header name of the column */
  readonly column?: string;
  /** A1 address of the cell, when row and column are known */
  readonly cell?: string;
  readonly message: string;
  /** what to type instead */
  readonly fix: string;
}

/** A dropdown: a list of allowed values (invalid entries are shown with a warning, not rejected). */
export interface Dropdown {
  readonly values: readonly string[];
}

/** A column of a tab to create: its header and the format of the cells below it. */
export interface ColumnSpec {
  readonly header: string;
  /** number format for the column below the header: '@' plain text, 'yyyy-mm-dd hh:mm' ... */
  readonly numberFormat?: string;
  readonly dropdown?: Dropdown;
  /** a short note shown on the header cell (what to type) */
  readonly note?: string;
  /** pixels */
  readonly width?: number;
  /** long text wraps onto more lines inside the width (set once, when the tab is created) */
  readonly wrap?: boolean;
}

/** A tab to create: headers in row 1 (bold, frozen), formats and dropdowns per column, optional first rows. */
export interface TabSpec {
  readonly name: string;
  readonly columns: readonly ColumnSpec[];
  /** frozen rows (1 = the header row) */
  readonly frozenRows: number;
  /** alternate row colours */
  readonly banding?: boolean;
  /** rows under the header to write at creation (e.g. Settings defaults) */
  readonly rows?: readonly (readonly Cell[])[];
  /** how many rows the column formats and dropdowns cover (default 1000) */
  readonly formatRows?: number;
  /** a technical tab people do not read (the record of the pairings): hidden once created */
  readonly hidden?: boolean;
}

/** A rectangle of values, written with one setValues; each attribute with one call for the whole block. */
export interface WriteBlock {
  readonly tab: string;
  /** 1-based top row and left column */
  readonly row: number;
  readonly col: number;
  /** rectangular: every row has the same length */
  readonly values: Cell[][];
  /** one format for the whole block, or one per cell; '@' makes the cells plain text (results like "1-2") */
  readonly numberFormat?: string | string[][];
  /** 'bold' | 'normal', for the whole block or per cell */
  readonly fontWeights?: string | string[][];
  /** '#rrggbb' or '' (none), for the whole block or per cell */
  readonly backgrounds?: string | string[][];
  /** a dropdown on every cell of the block */
  readonly validation?: Dropdown;
  /** a dropdown per cell (null: none, clears an earlier one); one call for the block */
  readonly validations?: (Dropdown | null)[][];
}

export interface Plan {
  /** the planner's id: "setUp", "pairNextRound", ... */
  readonly action: string;
  /** for the dialog title / toast title: "Pair round 3" */
  readonly title: string;
  /** the round the action is about (Pair round 3, Score round 3, the standings after round 3), when it is about one */
  readonly round?: number;
  /** shown for confirmation or as the toast: the proposed pairings with reasons, what was written */
  readonly summary: string;
  /** if any, nothing may be written */
  readonly problems: readonly SheetProblem[];
  /** problems reported in the Line-ups check cells (Check line-ups, onEdit): they do not block writing those cells */
  readonly checks?: readonly SheetProblem[];
  /** shown but do not block (e.g. unreported matches scored 0-0 per M16, late line-ups per M13) */
  readonly warnings: readonly string[];
  readonly newTabs: readonly TabSpec[];
  readonly blocks: readonly WriteBlock[];
  /** when set, ask this question and apply only on "yes" (e.g. "Round 3 already has results: overwrite?") */
  readonly needsConfirmation?: string;
  /** the action's product that is not written, e.g. the JSON of Export JSON */
  readonly result?: string;
  /** how tabs look beyond their cells (tab order, widths, charts, groups, conditional colours), applied after the blocks */
  readonly layout?: readonly TabLayout[];
  /**
   * the spreadsheet's time zone this plan sets (Set up: UTC), after its blocks and layout; part of the
   * action: a failed write and Undo put the old zone back (apply.ts)
   */
  readonly timeZone?: string;
  /**
   * what comes next, one sentence without the "Next: " the add-on puts before it as the summary's last line
   * ("captains fill their line-ups by 2026-11-29 18:00 UTC; then Check line-ups"); set by the registry of
   * formats from the workbook as it will be (src/sheets/formats/registry.ts) unless the planner gives it
   */
  readonly next?: string;
  /**
   * where each tab the plan creates goes: its 0-based index when inserted (Spreadsheet.insertSheet(name,
   * index)), so the public tabs stay in front of the organizers' ones (src/sheets/tabOrder.ts)
   */
  readonly tabIndex?: Readonly<Record<string, number>>;
}

/** True when a plan changes nothing: no tab, no block, no layout (Set up's tab order), no time zone (the action says "nothing to write"). */
export function writesNothing(plan: Plan): boolean {
  return plan.blocks.length + plan.newTabs.length + (plan.layout?.length ?? 0) === 0 && !plan.timeZone;
}

/** The number format of a cell nobody formatted, as Apps Script reports it (used for "no particular format"). */
export const DEFAULT_NUMBER_FORMAT = '0.###############';

/**
 * What is written for "no particular format": Sheets' Automatic format, set back with
 * Range.setNumberFormat("General"). Writing DEFAULT_NUMBER_FORMAT itself would make it an explicit number
 * format (a date typed later would show as a serial number); apply.ts translates it on every write.
 */
export const AUTOMATIC_NUMBER_FORMAT = 'General';

/** An empty plan to build on. */
export function emptyPlan(action: string, title: string): Plan {
  return { action, title, summary: '', problems: [], warnings: [], newTabs: [], blocks: [] };
}

/** A plan that only reports problems (nothing to write). */
export function problemPlan(action: string, title: string, problems: readonly SheetProblem[]): Plan {
  return { ...emptyPlan(action, title), summary: describeProblems(problems), problems };
}

/** Column number (1-based) to letters: 1 → A, 28 → AB. */
export function columnLetter(col: number): string {
  let s = '';
  let n = col;
  while (n > 0) {
    const m = (n - 1) % 26;
    s = String.fromCharCode(65 + m) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

export function a1(row: number, col: number): string {
  return `${columnLetter(col)}${row}`;
}

/** "Line-ups, row 7, column line-up (C7): unknown player Zed. Type a name from the Players tab for Italy." */
export function describeProblem(p: SheetProblem): string {
  const where = [p.tab, p.row !== undefined ? `row ${p.row}` : '', p.column ? `column ${p.column}` : '']
    .filter((s) => s)
    .join(', ');
  return `${where}${p.cell ? ` (${p.cell})` : ''}: ${p.message}. ${p.fix}`.trim();
}

export function describeProblems(problems: readonly SheetProblem[]): string {
  return problems.map(describeProblem).join('\n');
}

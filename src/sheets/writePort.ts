// The write port: the few verbs the writer's logic (writePlan.ts: what to snapshot, write and put back; writeAll.ts:
// all or nothing; undoRecord.ts: the undo record; undoRestore.ts: Undo all or nothing) needs from a spreadsheet, free of Apps Script types. Tabs are
// named; a range is taken once (`range`) and its attributes read or written through it, one verb per attribute, so
// that the add-on's adapter (src/addon/workbook/gasPort.ts) makes exactly one Apps Script call per verb. The tests'
// in-memory workbook (test/support/memoryWorkbook.ts) implements the same verbs over cells, attributes and tabs.
import type { Cell } from './workbook';
import type { TabLayout } from './layout';

/**
 * A validation rule as the spreadsheet read it (Range.getDataValidations in the add-on), kept to be set back as
 * it was: opaque to the writer's logic.
 */
export type KeptRule = object;

/** A tab's grid size: its rows and columns, written to or not. */
export interface Grid {
  readonly rows: number;
  readonly cols: number;
}

/** What a range's attributes read as, cell by cell. */
export interface RangeReads {
  readonly values: unknown[][];
  readonly numberFormats: string[][];
  readonly fontWeights: string[][];
  readonly backgrounds: string[][];
  readonly rules: (KeptRule | null)[][];
}

/** What a range's attributes are written as: one value for the whole range, or a grid. */
export interface RangeWrites {
  readonly values: Cell[][];
  readonly numberFormat: string;
  readonly numberFormats: string[][];
  readonly fontWeight: 'bold' | 'normal';
  readonly fontWeights: ('bold' | 'normal')[][];
  /** null: no background */
  readonly background: string | null;
  readonly backgrounds: (string | null)[][];
  /** a list dropdown (its allowed values; other values are allowed, shown flagged) */
  readonly dropdown: readonly string[];
  readonly dropdowns: (readonly string[] | null)[][];
  /** rules as read (RangeReads.rules) */
  readonly rules: readonly (readonly (KeptRule | null)[])[];
  readonly notes: string[][];
  readonly wrap: boolean;
  /** light grey alternating rows */
  readonly banding: true;
}

/** A rectangle of a tab, taken once: read or write one attribute per call. */
export interface PortRange {
  read<K extends keyof RangeReads>(attr: K): RangeReads[K];
  write<K extends keyof RangeWrites>(attr: K, value: RangeWrites[K]): void;
}

export interface WritePort {
  /** True when the tab exists (each tab looked up once per port). */
  has(tab: string): boolean;
  /** A new empty tab, at `index` (0-based) when given, else last. */
  insertTab(tab: string, index?: number): void;
  /** Deletes the tab when it exists. */
  removeTab(tab: string): void;
  hideTab(tab: string): void;
  /** The tab's grid size (read once per port). */
  grid(tab: string): Grid;
  /** Grows the tab's grid to hold row `rows` and column `cols`. */
  ensureSize(tab: string, rows: number, cols: number): void;
  /** Shrinks the tab's grid back to `to`. */
  shrink(tab: string, to: Grid): void;
  setFrozenRows(tab: string, rows: number): void;
  setColumnWidths(tab: string, col: number, count: number, width: number): void;
  /** Rows `row` to `row + rows - 1`, columns `col` to `col + cols - 1` (1-based) of an existing tab. */
  range(tab: string, row: number, col: number, rows: number, cols: number): PortRange;
  /** The last row with content (0: none). */
  lastRow(tab: string): number;
  /** The tab's values up to its last row and column with content, as the data range reads them. */
  dataValues(tab: string): unknown[][];
  /** Clears the contents of row `row` across the tab's whole width (formats stay). */
  clearRow(tab: string, row: number): void;
  /** A list dropdown's allowed values, from a rule as read (RangeReads.rules); null for another kind of rule. */
  ruleList(rule: KeptRule): string[] | null;
  /** The spreadsheet's own id (a copy has another). */
  bookId(): string;
  timeZone(): string;
  setTimeZone(zone: string): void;
  /** Lays out tabs (layout.ts): order, frozen rows, widths, groups, conditional colours, charts; removes an empty default tab. */
  layOut(layouts: readonly TabLayout[]): void;
  /** What `layOut(layouts)` would change, kept: returns what puts it back. */
  captureLayout(layouts: readonly TabLayout[]): () => void;
}

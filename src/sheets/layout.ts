// How a tab looks beyond its cells, planned as data like the blocks of a Plan: its place in the tab order,
// frozen rows, column widths, embedded charts, collapsible row and column groups, conditional colours, and
// the removal of the empty default sheet of a new spreadsheet. Applied by applyLayout.ts after the blocks,
// each in a fixed number of calls except the row groups (one call per group: Apps Script has no batch call).
import type { Cell, Workbook } from './workbook';
import { cellText } from './workbook';

/** A rectangle of a tab, 1-based. */
export interface Area {
  readonly row: number;
  readonly col: number;
  readonly rows: number;
  readonly cols: number;
}

/** An embedded line chart over a block of its own tab: one row per series (its name first), the rounds in the header row. */
export interface ChartSpec {
  readonly title: string;
  readonly range: Area;
  /** anchor cell (1-based) and size in pixels */
  readonly row: number;
  readonly col: number;
  readonly width: number;
  readonly height: number;
  readonly hAxisTitle: string;
  readonly vAxisTitle: string;
  /** rank charts: 1 at the top */
  readonly reversed?: boolean;
}

/** A conditional colour: cells of `ranges` get `background` where `formula` (relative to the first cell of the first range) holds. */
export interface ConditionalColour {
  readonly name: string;
  readonly ranges: readonly Area[];
  /** a custom formula, e.g. =AND($B2<>"",G2="1-0") */
  readonly formula: string;
  readonly background: string;
}

export interface TabLayout {
  readonly tab: string;
  /** delete the tab when it still has no content (the default "Sheet1" of a new spreadsheet) */
  readonly removeIfEmpty?: boolean;
  /** 1-based place in the tab order */
  readonly position?: number;
  readonly frozenRows?: number;
  /** widths in pixels from column 1, one call per column */
  readonly columnWidths?: readonly number[];
  /** columns 1..n fitted to their content (one autoResizeColumns call) */
  readonly fitColumns?: number;
  /** replaces the tab's embedded charts */
  readonly charts?: readonly ChartSpec[];
  /** replaces the tab's row groups within `rows`: each group (depth 1) collapses under the row above it */
  readonly rowGroups?: {
    readonly rows: Area;
    readonly groups: readonly { readonly row: number; readonly count: number }[];
    /**
     * the rows of the tab as it is where the add-on's groups can be (its board rows as they are, in runs): a
     * failed write's rollback looks for groups there only (one call per row), every other row of `rows` going
     * back to depth 0; absent, it looks over every row of `rows` that holds something
     */
    readonly was?: readonly { readonly row: number; readonly count: number }[];
  };
  /** column groups (depth 1), made idempotently */
  readonly columnGroups?: readonly { readonly col: number; readonly count: number }[];
  /** replaces the tab's conditional format rules */
  readonly conditionalColours?: readonly ConditionalColour[];
}

/** The names Google gives the first sheet of a new spreadsheet, by locale (en, fr, de, es, it, pt, nl). */
const DEFAULT_SHEET = /^(Sheet|Feuille|Tabellenblatt|Hoja|Foglio|Página|Planilha|Blad)\s?1$/i;

/** Set up: the empty default sheet of a new spreadsheet, to remove once the tournament's tabs exist. */
export function defaultSheetRemoval(book: Workbook): TabLayout[] {
  return book
    .tabNames()
    .filter((n) => DEFAULT_SHEET.test(n))
    .filter((n) => (book.read(n) ?? []).every((r) => r.every((c) => cellText(c) === '')))
    .map((tab) => ({ tab, removeIfEmpty: true }));
}

/**
 * An output tab's look: its header row frozen and its columns fitted to their content by Sheets itself
 * (Sheet.autoResizeColumns: one call whatever the tab's size or content).
 */
export function outputTabLayout(tab: string, rows: readonly (readonly Cell[])[]): TabLayout {
  return { tab, frozenRows: 1, fitColumns: rows.reduce((w, r) => Math.max(w, r.length), 0) };
}

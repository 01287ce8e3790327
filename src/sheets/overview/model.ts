// The Overview tab as data, before it is laid out in cells: the event's title lines, panels (a title, a
// header row, rows of styled cells) placed side by side or across the tab, and the series of the charts.
// Nothing here holds contact data: only names of teams, players and the results (the file is public).
import type { Cell } from '../workbook';

export const OVERVIEW_TAB = 'Overview';

export interface OvCell {
  readonly v: Cell;
  readonly bold?: boolean;
  /** '#rrggbb' */
  readonly bg?: string;
  /** number format; strings default to plain text '@' */
  readonly fmt?: string;
}

export interface Panel {
  readonly title: string;
  readonly header: readonly string[];
  readonly rows: readonly (readonly OvCell[])[];
}

/** One band of the tab: a panel on the left half (A-E) and/or the right half (G-L), or one across (A-L). */
export type Band = { readonly left?: Panel; readonly right?: Panel } | { readonly wide: Panel };

/** Values by round (rows) and entrant (columns); '' where an entrant has no value that round. */
export interface Series {
  readonly names: readonly string[];
  readonly rounds: readonly number[];
  readonly values: readonly (readonly (number | '')[])[];
}

export interface OverviewModel {
  readonly title: string;
  /** the format, the current round and its deadlines (UTC) */
  readonly lines: readonly string[];
  readonly bands: readonly Band[];
  /** rank after each round of the top entrants (1 = first) */
  readonly rank: Series;
  /** a normalized score after each round of the same entrants */
  readonly normalized: Series;
  /** what the normalized score is, for the chart's title and axis */
  readonly normalizedLabel: string;
}

export const WIN = '#d9ead3';
export const MATCH = '#e8f0fe';
export const HEAD = '#d9e2f3';

export const c = (v: Cell, style: Omit<OvCell, 'v'> = {}): OvCell => ({ v, ...style });

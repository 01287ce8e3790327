// Output tabs written whole (Standings, Schedule): the header row and every row in one block from row 1,
// blanking whatever was there before (a Standings tab left by the MOCHALUNT set-up gets the format's columns).
import type { Cell, Workbook } from '../workbook';
import type { TabSpec, WriteBlock } from '../plan';
import type { TabLayout } from '../layout';

/** The Standings tab of the formats other than MOCHALUNT, written whole by Update standings. */
export const STANDINGS_TAB = 'Standings';

export interface OutColumn {
  readonly header: string;
  readonly numberFormat?: string;
  readonly width?: number;
  readonly note?: string;
  /** long text (and the header) wraps onto more lines inside the width */
  readonly wrap?: boolean;
}

/**
 * A whole output tab's look: its header frozen and its columns at their fixed widths (one call per column), so
 * that it prints one page wide whatever its content (docs/sheets.md "Printing"; test/sheets/print.test.ts).
 */
export function wholeTabLayout(tab: string, columns: readonly OutColumn[]): TabLayout {
  return { tab, frozenRows: 1, columnWidths: columns.map((c) => c.width ?? DEFAULT_WIDTH) };
}

/** Sheets' own width of a new column, in pixels. */
const DEFAULT_WIDTH = 100;

/** The block and, when the tab is missing, the tab to create. */
export function wholeTab(
  book: Workbook,
  tab: string,
  columns: readonly OutColumn[],
  rows: readonly (readonly Cell[])[],
  bold: (i: number) => boolean = () => false,
): { newTab: TabSpec | null; block: WriteBlock } {
  const old = book.read(tab);
  const width = Math.max(columns.length, ...(old ?? []).map((r) => r.length));
  const height = Math.max(rows.length + 1, old ? old.length : 0);
  const values: Cell[][] = [];
  const formats: string[][] = [];
  const weights: string[][] = [];
  for (let r = 0; r < height; r++) {
    const row = r === 0 ? columns.map((c) => c.header) : rows[r - 1];
    values.push(Array.from({ length: width }, (_, c) => (row ? (row[c] ?? '') : '')));
    formats.push(Array.from({ length: width }, (_, c) => (r > 0 && columns[c]?.numberFormat) || 'General'));
    weights.push(
      Array.from({ length: width }, () => (r === 0 || (row !== undefined && bold(r - 1)) ? 'bold' : 'normal')),
    );
  }
  const newTab: TabSpec | null = old
    ? null
    : {
        name: tab,
        columns: columns.map((c) => ({
          header: c.header,
          numberFormat: c.numberFormat,
          width: c.width,
          note: c.note,
          ...(c.wrap ? { wrap: true } : {}),
        })),
        frozenRows: 1,
        formatRows: 1,
      };
  return { newTab, block: { tab, row: 1, col: 1, values, numberFormat: formats, fontWeights: weights } };
}

// Output tabs written whole (Standings, Schedule): the header row and every row in one block from row 1,
// blanking whatever was there before (a Standings tab left by the MOCHALUNT set-up gets the format's columns).
import { cellText, type Cell, type Workbook } from '../workbook';
import type { TabSpec, WriteBlock } from '../plan';
import { outputTabLayout, type TabLayout } from '../layout';

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
 * The block; when the tab is missing, the tab to create (its columns' fixed widths and wrapping, so that it prints
 * one page wide: docs/sheets.md "Printing"); and its layout: none while the tab has these columns (the widths
 * made with it stand: no call, nothing to put back after a failed write), its columns fitted to the content (one
 * call) when the tab holds other columns (another format's Standings).
 */
export function wholeTab(
  book: Workbook,
  tab: string,
  columns: readonly OutColumn[],
  rows: readonly (readonly Cell[])[],
  bold: (i: number) => boolean = () => false,
): { newTab: TabSpec | null; block: WriteBlock; layout: TabLayout[] } {
  const old = book.read(tab);
  const width = Math.max(columns.length, ...(old ?? []).map((r) => r.length));
  const height = Math.max(rows.length + 1, old ? old.length : 0);
  const values: Cell[][] = [];
  const formats: string[][] = [];
  const weights: string[][] = [];
  // the rows below the header share their number formats: worked out once, each row given its own copy
  const headFormats: string[] = [];
  const bodyFormats: string[] = [];
  for (let c = 0; c < width; c++) {
    headFormats.push('General');
    bodyFormats.push(columns[c]?.numberFormat || 'General');
  }
  for (let r = 0; r < height; r++) {
    const row = r === 0 ? columns.map((c) => c.header) : rows[r - 1];
    const weight = r === 0 || (row !== undefined && bold(r - 1)) ? 'bold' : 'normal';
    const line: Cell[] = [];
    const weightLine: string[] = [];
    for (let c = 0; c < width; c++) {
      line.push(row ? (row[c] ?? '') : '');
      weightLine.push(weight);
    }
    values.push(line);
    formats.push((r === 0 ? headFormats : bodyFormats).slice());
    weights.push(weightLine);
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
  const same = old !== null && columns.every((c, i) => cellText(old[0]?.[i] ?? '') === c.header);
  const layout = old === null || same ? [] : [outputTabLayout(tab, values)];
  return { newTab, block: { tab, row: 1, col: 1, values, numberFormat: formats, fontWeights: weights }, layout };
}

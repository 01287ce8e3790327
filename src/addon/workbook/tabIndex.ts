// One action's view of the spreadsheet's tabs while it writes: each tab looked up once (getSheetByName) and each
// grid's size read once (getMaxRows, getMaxColumns), kept current as the action inserts or deletes tabs, rows
// and columns. Each of those reads is a round trip to Google's servers that first commits the writes queued so
// far (https://developers.google.com/apps-script/guides/support/best-practices: "Use batch operations";
// https://developers.google.com/apps-script/reference/spreadsheet/spreadsheet-app#flush), so an action that
// snapshots, writes and lays out many blocks of one tab asks once instead of once per block.
// Only the action's own writes go through here; a sheet renamed meanwhile by someone else is not seen (the
// action holds the document lock while it writes). The tabs the action's reading listed (gasWorkbook.ts
// listedSheet, under the same lock) are taken from that listing, with no call.

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

interface Grid {
  readonly rows: number;
  readonly cols: number;
}

/** The grid of a sheet that insertSheet() has just made: 1000 rows × 26 columns in Google Sheets. */
const NEW_SHEET: Grid = { rows: 1000, cols: 26 };

export class TabIndex {
  private readonly sheets = new Map<string, Sheet | null>();
  private readonly grids = new Map<Sheet, Grid>();

  constructor(
    readonly book: Spreadsheet,
    private readonly listed: (name: string) => Sheet | null | undefined = () => undefined,
  ) {}

  /** The tab named `name`, or null: from the action's listing of the tabs, else one getSheetByName per name. */
  get(name: string): Sheet | null {
    if (!this.sheets.has(name)) {
      const known = this.listed(name);
      this.sheets.set(name, known === undefined ? this.book.getSheetByName(name) : known);
    }
    return this.sheets.get(name) ?? null;
  }

  /** A new tab (at `index` when given), known to be 1000 × 26. */
  insert(name: string, index?: number): Sheet {
    const sheet = index === undefined ? this.book.insertSheet(name) : this.book.insertSheet(name, index);
    this.sheets.set(name, sheet);
    this.grids.set(sheet, NEW_SHEET);
    return sheet;
  }

  /** Deletes the tab named `name` when it exists. */
  remove(name: string): void {
    const sheet = this.get(name);
    if (!sheet) return;
    this.book.deleteSheet(sheet);
    this.sheets.set(name, null);
    this.grids.delete(sheet);
  }

  /** The sheet's grid size: read once. */
  grid(sheet: Sheet): Grid {
    let g = this.grids.get(sheet);
    if (!g) {
      g = { rows: sheet.getMaxRows(), cols: sheet.getMaxColumns() };
      this.grids.set(sheet, g);
    }
    return g;
  }

  /** The sheet's number of columns: from its grid size when already read, else one getMaxColumns (not kept). */
  columns(sheet: Sheet): number {
    return this.grids.get(sheet)?.cols ?? sheet.getMaxColumns();
  }

  /** Grows the sheet's grid to hold row `lastRow` and column `lastCol` (Google's grid never grows by itself). */
  ensureSize(sheet: Sheet, lastRow: number, lastCol: number): void {
    const g = this.grid(sheet);
    if (lastRow > g.rows) sheet.insertRowsAfter(g.rows, lastRow - g.rows);
    if (lastCol > g.cols) sheet.insertColumnsAfter(g.cols, lastCol - g.cols);
    if (lastRow > g.rows || lastCol > g.cols)
      this.grids.set(sheet, { rows: Math.max(g.rows, lastRow), cols: Math.max(g.cols, lastCol) });
  }

  /** Shrinks the sheet's grid back to `to` (rows and columns an action had added). */
  shrink(sheet: Sheet, to: Grid): void {
    const g = this.grid(sheet);
    if (g.rows > to.rows) sheet.deleteRows(to.rows + 1, g.rows - to.rows);
    if (g.cols > to.cols) sheet.deleteColumns(to.cols + 1, g.cols - to.cols);
    this.grids.set(sheet, { rows: Math.min(g.rows, to.rows), cols: Math.min(g.cols, to.cols) });
  }
}

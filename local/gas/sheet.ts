// Sheet: one tab of the local spreadsheet. A fixed grid like Google's (1000 x 26 when new): getRange outside
// it throws Google's messages, so scripts must insert rows or columns first. Inserted rows and columns are
// empty and unformatted (scripts must format them; Google's inheritance of the neighbour's format is not
// relied upon). Range protections follow inserted and deleted rows (insertGridRows, deleteGridRows, also what a
// person's row edits do: hand.ts); bandings do not move.
import { parseA1, splitSheetName } from './a1';
import { enforceMode, enforceWrites } from './access';
import { categories, countCalls, type Execution, type Facade, type GoogleOnly, type Surface } from './execution';
import { LocalProtection, protectionType, shiftProtectedRows } from './protection';
import { LocalRange } from './range';
import { facade, registerFacade, type Facades } from './facades';
import { LocalEmbeddedChart, LocalEmbeddedChartBuilder } from './charts';
import { conditionalRules, groupAt, LocalConditionalFormatRule, LocalGroup } from './layout';
import { displayValue, DEFAULT_NUMBER_FORMAT, gasError, list, signatureMessage } from './values';
import type { Cell, LocalWorkbook, SheetModel } from './workbook';

type GasSheet = GoogleAppsScript.Spreadsheet.Sheet;
type GroupControlTogglePosition = GoogleAppsScript.Spreadsheet.GroupControlTogglePosition;

/** The local value of SpreadsheetApp.GroupControlTogglePosition (enum values are their names). */
const togglePosition = (after: boolean): GroupControlTogglePosition =>
  (after ? 'AFTER' : 'BEFORE') as unknown as GroupControlTogglePosition;

export class LocalSheet implements Facade<
  GasSheet,
  | 'getName'
  | 'setName'
  | 'getRange'
  | 'getDataRange'
  | 'getLastRow'
  | 'getLastColumn'
  | 'getMaxRows'
  | 'getMaxColumns'
  | 'insertRowsAfter'
  | 'insertColumnsAfter'
  | 'deleteRows'
  | 'deleteColumns'
  | 'setFrozenRows'
  | 'getFrozenRows'
  | 'hideSheet'
  | 'isSheetHidden'
  | 'setColumnWidth'
  | 'setColumnWidths'
  | 'autoResizeColumns'
  | 'protect'
  | 'getProtections'
  | 'getIndex'
  | 'getSheetId'
  | 'getParent'
  | 'getSheetValues'
  | 'setRowGroupControlPosition'
  | 'getRowGroupControlPosition'
> {
  constructor(
    readonly x: Execution,
    readonly model: SheetModel,
  ) {}

  /** A range without counting a call (for other facades). Checks bounds with Google's messages. */
  _range(row: number, column: number, numRows: number, numColumns: number): LocalRange {
    const realm = this.x.realm;
    for (const [v, what] of [
      [row, 'row'],
      [column, 'column'],
      [numRows, 'rows'],
      [numColumns, 'columns'],
    ] as const) {
      if (typeof v !== 'number' || !Number.isFinite(v)) {
        throw gasError(
          realm,
          `The parameters (${typeof v}) don't match the method signature for SpreadsheetApp.Sheet.getRange (${what}).`,
        );
      }
    }
    if (row < 1) throw gasError(realm, 'The starting row of the range is too small.');
    if (column < 1) throw gasError(realm, 'The starting column of the range is too small.');
    if (numRows < 1) throw gasError(realm, 'The number of rows in the range must be at least 1.');
    if (numColumns < 1) throw gasError(realm, 'The number of columns in the range must be at least 1.');
    if (row + numRows - 1 > this.model.maxRows || column + numColumns - 1 > this.model.maxColumns) {
      throw gasError(realm, 'The coordinates of the range are outside the dimensions of the sheet.');
    }
    return new LocalRange(this.x, this, {
      row: Math.floor(row),
      column: Math.floor(column),
      numRows: Math.floor(numRows),
      numColumns: Math.floor(numColumns),
    });
  }

  _rangeA1(a1: string): LocalRange {
    const { ref } = splitSheetName(a1);
    const area = parseA1(ref, this.model.maxRows, this.model.maxColumns);
    if (!area) throw gasError(this.x.realm, 'Range not found');
    return this._range(area.row, area.column, area.numRows, area.numColumns);
  }

  getName(): string {
    return this.model.name;
  }
  setName(name: string): this {
    const n = String(name);
    // https://developers.google.com/apps-script/reference/spreadsheet/sheet#setnamename: a name another tab has,
    // ignoring case and the spaces around it (LocalWorkbook.nameTaken), is refused with Google's message
    if (this.x.book.nameTaken(n, this.model)) {
      throw gasError(this.x.realm, `A sheet with the name "${n}" already exists. Please enter another name.`);
    }
    this.model.name = n;
    return this;
  }
  getSheetId(): number {
    return this.model.id;
  }
  getIndex(): number {
    return this.x.book.sheets.indexOf(this.model) + 1;
  }
  getParent(): InstanceType<Facades['LocalSpreadsheet']> {
    return new (facade('LocalSpreadsheet'))(this.x);
  }

  getRange(a: number | string, column?: number, numRows?: number, numColumns?: number): LocalRange {
    if (typeof a === 'string' && column === undefined) return this._rangeA1(a);
    return this._range(a as number, column as number, numRows ?? 1, numColumns ?? 1);
  }
  getDataRange(): LocalRange {
    return this._range(1, 1, Math.max(1, this.model.lastRow()), Math.max(1, this.model.lastColumn()));
  }
  /**
   * The values of a grid in one call; a -1 row or column count reaches the last row or column that has data
   * (https://developers.google.com/apps-script/reference/spreadsheet/sheet#getsheetvaluesstartrow,-startcolumn,-numrows,-numcolumns).
   * On a sheet with no data, -1 leaves no row: refused as a range of no rows (the stricter reading; Google's page
   * does not say).
   */
  getSheetValues(startRow: number, startColumn: number, numRows: number, numColumns: number): unknown[][] {
    const rows = numRows === -1 ? this.model.lastRow() - startRow + 1 : numRows;
    const cols = numColumns === -1 ? this.model.lastColumn() - startColumn + 1 : numColumns;
    return this._range(startRow, startColumn, rows, cols)._values();
  }
  getLastRow(): number {
    return this.model.lastRow();
  }
  getLastColumn(): number {
    return this.model.lastColumn();
  }
  getMaxRows(): number {
    return this.model.maxRows;
  }
  getMaxColumns(): number {
    return this.model.maxColumns;
  }

  insertRowsAfter(afterPosition: number, howMany: number): this {
    if (afterPosition < 1 || afterPosition > this.model.maxRows || howMany < 1) {
      throw gasError(this.x.realm, 'Those rows are out of bounds.');
    }
    insertGridRows(this.x.book, this.model, afterPosition + 1, howMany);
    return this;
  }
  deleteRows(rowPosition: number, howMany: number): this {
    if (rowPosition < 1 || howMany < 1 || rowPosition + howMany - 1 > this.model.maxRows) {
      throw gasError(this.x.realm, 'Those rows are out of bounds.');
    }
    if (this.model.maxRows - howMany <= this.model.frozenRows) {
      throw gasError(this.x.realm, 'Sorry, it is not possible to delete all non-frozen rows.');
    }
    deleteGridRows(this.x.book, this.model, rowPosition, howMany);
    return this;
  }
  insertColumnsAfter(afterPosition: number, howMany: number): this {
    if (afterPosition < 1 || afterPosition > this.model.maxColumns || howMany < 1) {
      throw gasError(this.x.realm, 'Those columns are out of bounds.');
    }
    for (const r of this.model.grid) {
      if (r && r.length > afterPosition) r.splice(afterPosition, 0, ...new Array<Cell | undefined>(howMany));
    }
    this.model.maxColumns += howMany;
    return this;
  }
  deleteColumns(columnPosition: number, howMany: number): this {
    if (columnPosition < 1 || howMany < 1 || columnPosition + howMany - 1 > this.model.maxColumns) {
      throw gasError(this.x.realm, 'Those columns are out of bounds.');
    }
    if (this.model.maxColumns - howMany <= this.model.frozenColumns) {
      throw gasError(this.x.realm, 'Sorry, it is not possible to delete all non-frozen columns.');
    }
    for (const r of this.model.grid) if (r) r.splice(columnPosition - 1, howMany);
    this.model.maxColumns -= howMany;
    return this;
  }

  setFrozenRows(rows: number): this {
    if (rows < 0 || rows > this.model.maxRows) throw gasError(this.x.realm, 'Those rows are out of bounds.');
    this.model.frozenRows = rows;
    return this;
  }
  getFrozenRows(): number {
    return this.model.frozenRows;
  }

  hideSheet(): this {
    if (this.x.book.sheets.filter((s) => !s.hidden && s !== this.model).length === 0) {
      throw gasError(this.x.realm, "You can't hide all the sheets in a document.");
    }
    this.model.hidden = true;
    return this;
  }
  isSheetHidden(): boolean {
    return this.model.hidden;
  }

  setColumnWidth(columnPosition: number, width: number): this {
    this.model.columnWidths.set(columnPosition, width);
    return this;
  }
  setColumnWidths(startColumn: number, numColumns: number, width: number): this {
    for (let c = startColumn; c < startColumn + numColumns; c++) this.model.columnWidths.set(c, width);
    return this;
  }
  /**
   * Fits columns to their widest displayed text, as Sheets measures the rendered text: about 7 pixels a
   * character, 9 in bold (a bold header such as "McMahon" is wider than its letters count).
   */
  autoResizeColumns(startColumn: number, numColumns: number): this {
    for (let c = startColumn; c < startColumn + numColumns; c++) {
      let widest = 0;
      for (const r of this.model.grid) {
        const cell = r?.[c - 1];
        // an empty cell (formats only, as whole columns have) displays nothing: no need to format it
        if (cell && cell.v !== '' && cell.v !== null && cell.v !== undefined)
          widest = Math.max(
            widest,
            displayValue(cell.v, cell.numberFormat ?? DEFAULT_NUMBER_FORMAT).length *
              (cell.fontWeight === 'bold' ? 9 : 7),
          );
      }
      this.model.columnWidths.set(c, Math.max(21, widest + 10));
    }
    return this;
  }

  newChart(): LocalEmbeddedChartBuilder {
    return new LocalEmbeddedChartBuilder(this.x);
  }
  insertChart(chart: LocalEmbeddedChart): void {
    if (!(chart instanceof LocalEmbeddedChart)) throw gasError(this.x.realm, 'Invalid argument: chart');
    if (this.model.charts.some((c) => c.id === chart.record.id))
      throw gasError(this.x.realm, 'The chart is already in the sheet.');
    this.model.charts.push(JSON.parse(JSON.stringify(chart.record)) as typeof chart.record);
  }
  getCharts(): LocalEmbeddedChart[] {
    return list(
      this.x.realm,
      this.model.charts.map((c) => new LocalEmbeddedChart(this.x, c)),
    );
  }
  updateChart(chart: LocalEmbeddedChart): void {
    const i = this.model.charts.findIndex((c) => c.id === chart.record.id);
    if (i < 0) throw gasError(this.x.realm, 'The chart is not in the sheet.');
    this.model.charts[i] = JSON.parse(JSON.stringify(chart.record)) as typeof chart.record;
  }
  removeChart(chart: LocalEmbeddedChart): void {
    this.model.charts = this.model.charts.filter((c) => c.id !== chart.record.id);
  }

  /**
   * Where the toggle of every row group of the sheet is: a member of SpreadsheetApp.GroupControlTogglePosition
   * (BEFORE: on the row above the group; AFTER, a new sheet's: below it). Anything else is refused with
   * Apps Script's signature error (a boolean too: `rowGroupControlAfter` is a field of the Sheets REST API,
   * not an Apps Script method).
   * https://developers.google.com/apps-script/reference/spreadsheet/sheet#setrowgroupcontrolpositionposition
   * https://developers.google.com/apps-script/reference/spreadsheet/group-control-toggle-position
   */
  setRowGroupControlPosition(position: GroupControlTogglePosition): this {
    this.model.rowGroupControlAfter = this._togglePosition(position, 'setRowGroupControlPosition');
    return this;
  }
  /** https://developers.google.com/apps-script/reference/spreadsheet/sheet#getrowgroupcontrolposition */
  getRowGroupControlPosition(): GroupControlTogglePosition {
    return togglePosition(this.model.rowGroupControlAfter);
  }
  /** true for AFTER, false for BEFORE; the signature error for anything else. */
  private _togglePosition(position: unknown, method: string): boolean {
    const name = typeof position === 'string' ? position : undefined;
    if (name !== 'BEFORE' && name !== 'AFTER')
      throw gasError(this.x.realm, signatureMessage([position], `SpreadsheetApp.Sheet.${method}`));
    return name === 'AFTER';
  }
  getColumnGroupDepth(columnIndex: number): number {
    return this.model.columnDepth.get(columnIndex) ?? 0;
  }
  /** The group of depth `groupDepth` that holds row `rowIndex`, or null. */
  getRowGroup(rowIndex: number, groupDepth: number): LocalGroup | null {
    const g = groupAt(this.model.rowDepth, rowIndex, groupDepth);
    return g
      ? new LocalGroup(
          this.x,
          this.model,
          'row',
          g.from,
          g.count,
          groupDepth,
          (from, count) =>
            new LocalRange(this.x, this, {
              row: from,
              column: 1,
              numRows: count,
              numColumns: this.model.maxColumns,
            }) as unknown as GoogleAppsScript.Spreadsheet.Range,
        )
      : null;
  }
  getColumnGroup(columnIndex: number, groupDepth: number): LocalGroup | null {
    const g = groupAt(this.model.columnDepth, columnIndex, groupDepth);
    return g
      ? new LocalGroup(
          this.x,
          this.model,
          'column',
          g.from,
          g.count,
          groupDepth,
          (from, count) =>
            new LocalRange(this.x, this, {
              row: 1,
              column: from,
              numRows: this.model.maxRows,
              numColumns: count,
            }) as unknown as GoogleAppsScript.Spreadsheet.Range,
        )
      : null;
  }

  setConditionalFormatRules(rules: LocalConditionalFormatRule[]): void {
    if (!Array.isArray(rules) || rules.some((r) => !(r instanceof LocalConditionalFormatRule)))
      throw gasError(this.x.realm, 'Invalid argument: rules');
    this.model.conditionalRules = rules.map((r) => ({ ...r.record, ranges: r.record.ranges.map((a) => ({ ...a })) }));
  }
  getConditionalFormatRules(): LocalConditionalFormatRule[] {
    return conditionalRules(this.x, this.model);
  }

  protect(): LocalProtection {
    const existing = this.x.book.protections.find((p) => p.type === 'SHEET' && p.sheetId === this.model.id);
    if (existing) return new LocalProtection(this.x, existing);
    const record = {
      id: this.x.book.newProtectionId(),
      type: 'SHEET' as const,
      sheetId: this.model.id,
      description: '',
      editors: [] as string[],
      warningOnly: false,
      mirror: true,
    };
    this.x.book.protections.push(record);
    return new LocalProtection(this.x, record);
  }
  /** type: a member of SpreadsheetApp.ProtectionType (RANGE or SHEET), else Apps Script's signature error */
  getProtections(type: GoogleAppsScript.Spreadsheet.ProtectionType): LocalProtection[] {
    const t = protectionType(this.x, type, 'SpreadsheetApp.Sheet.getProtections');
    return list(
      this.x.realm,
      this.x.book.protections
        .filter((p) => p.sheetId === this.model.id && p.type === t)
        .map((p) => new LocalProtection(this.x, p)),
    );
  }
}
export type SheetSurface = Surface<GoogleOnly<LocalSheet, GoogleAppsScript.Spreadsheet.Sheet>>; // only Google's methods (execution.ts)

// structural changes and whole-sheet clears need the right to write the whole sheet (local/gas/access.ts)
enforceWrites(
  LocalSheet,
  'setName insertRowsAfter deleteRows insertColumnsAfter deleteColumns setFrozenRows hideSheet setColumnWidth ' +
    'setColumnWidths autoResizeColumns insertChart updateChart removeChart setRowGroupControlPosition ' +
    'setConditionalFormatRules',
  (s) => ({ sheetId: s.model.id }),
);

enforceMode(LocalSheet, 'SpreadsheetApp', 'Sheet'); // no spreadsheet service in AuthMode.NONE (access.ts)
countCalls(LocalSheet, 'Sheet', {
  ...categories(
    'reads',
    'getSheetValues getLastRow getLastColumn getDataRange getCharts getColumnGroupDepth getRowGroup getColumnGroup ' +
      'getConditionalFormatRules getRowGroupControlPosition',
  ),
  ...categories('writes', 'insertRowsAfter deleteRows insertColumnsAfter deleteColumns'),
  ...categories(
    'formatting',
    'setFrozenRows hideSheet setColumnWidth setColumnWidths autoResizeColumns protect insertChart updateChart ' +
      'removeChart setRowGroupControlPosition setConditionalFormatRules',
  ),
});

declare module './facades' {
  interface Facades {
    LocalSheet: typeof LocalSheet;
  }
}
registerFacade('LocalSheet', LocalSheet);

/**
 * `count` empty, unformatted rows inserted before row `at` of a sheet (Sheet.insertRowsAfter, and a person's
 * Insert rows: hand.ts); range protections follow them (protection.ts, shiftProtectedRows).
 */
export function insertGridRows(book: LocalWorkbook, model: SheetModel, at: number, count: number): void {
  if (model.grid.length >= at)
    model.grid.splice(at - 1, 0, ...Array.from({ length: count }, () => [] as (Cell | undefined)[]));
  model.maxRows += count;
  book.protections = shiftProtectedRows(book.protections, model.id, at, count);
}

/** Rows `at` to `at + count - 1` of a sheet deleted (Sheet.deleteRows, and a person's Delete rows: hand.ts). */
export function deleteGridRows(book: LocalWorkbook, model: SheetModel, at: number, count: number): void {
  model.grid.splice(at - 1, count);
  model.maxRows -= count;
  book.protections = shiftProtectedRows(book.protections, model.id, at, -count);
}

// Sheet: one tab of the local spreadsheet. A fixed grid like Google's (1000 x 26 when new): getRange outside
// it throws Google's messages, so scripts must insert rows or columns first. Inserted rows and columns are
// empty and unformatted (scripts must format them; Google's inheritance of the neighbour's format is not
// relied upon). Protections and bandings do not move when rows are inserted or deleted.
import { parseA1, splitSheetName } from './a1';
import { enforceMode, enforceWrites } from './access';
import { categories, countCalls, type Execution, type Facade, type GoogleOnly, type Surface } from './execution';
import { LocalProtection, protectionType, shiftProtectedRows } from './protection';
import { LocalBanding, LocalRange, normalizeColor, storeInput as storeCell } from './range';
import { facade, registerFacade, type Facades } from './facades';
import { LocalEmbeddedChart, LocalEmbeddedChartBuilder, type ChartRange } from './charts';
import { conditionalRules, groupAt, LocalConditionalFormatRule, LocalGroup } from './layout';
import { displayValue, DEFAULT_NUMBER_FORMAT, gasError, list, signatureMessage } from './values';
import { DEFAULT_COLUMN_WIDTH, type Cell, type SheetModel } from './workbook';

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
  | 'insertRowsBefore'
  | 'insertColumnsAfter'
  | 'deleteRows'
  | 'deleteRow'
  | 'deleteColumns'
  | 'clear'
  | 'clearContents'
  | 'clearFormats'
  | 'setFrozenRows'
  | 'getFrozenRows'
  | 'setFrozenColumns'
  | 'getFrozenColumns'
  | 'hideSheet'
  | 'showSheet'
  | 'isSheetHidden'
  | 'setTabColor'
  | 'getTabColor'
  | 'setColumnWidth'
  | 'setColumnWidths'
  | 'getColumnWidth'
  | 'autoResizeColumns'
  | 'protect'
  | 'getProtections'
  | 'getIndex'
  | 'getSheetId'
  | 'getSheetName'
  | 'activate'
  | 'appendRow'
  | 'getParent'
  | 'getBandings'
  | 'getSheetValues'
  | 'setRowGroupControlPosition'
  | 'setColumnGroupControlPosition'
  | 'getRowGroupControlPosition'
  | 'getColumnGroupControlPosition'
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
  getSheetName(): string {
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
  activate(): this {
    this.x.book.activeSheetId = this.model.id;
    return this;
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

  /** Appends a row after the last row with content (grows the sheet by one row when it is full). */
  appendRow(rowContents: unknown[]): this {
    const row = this.model.lastRow() + 1;
    if (row > this.model.maxRows) this.model.maxRows = row;
    if (rowContents.length > this.model.maxColumns) this.model.maxColumns = rowContents.length;
    const year = this.x.now().getUTCFullYear();
    rowContents.forEach((v, j) => storeCell(this.model.touch(row, j + 1), v, year, this.x.book.timeZone));
    return this;
  }

  /** Range protections follow inserted and deleted rows (local/gas/protection.ts, shiftProtectedRows). */
  _shiftProtections(at: number, count: number): void {
    this.x.book.protections = shiftProtectedRows(this.x.book.protections, this.model.id, at, count);
  }

  insertRowsAfter(afterPosition: number, howMany: number): this {
    if (afterPosition < 1 || afterPosition > this.model.maxRows || howMany < 1) {
      throw gasError(this.x.realm, 'Those rows are out of bounds.');
    }
    if (this.model.grid.length > afterPosition) {
      this.model.grid.splice(afterPosition, 0, ...Array.from({ length: howMany }, () => [] as (Cell | undefined)[]));
    }
    this.model.maxRows += howMany;
    this._shiftProtections(afterPosition + 1, howMany);
    return this;
  }
  insertRowsBefore(beforePosition: number, howMany: number): this {
    if (beforePosition < 1 || beforePosition > this.model.maxRows || howMany < 1) {
      throw gasError(this.x.realm, 'Those rows are out of bounds.');
    }
    if (this.model.grid.length >= beforePosition) {
      this.model.grid.splice(
        beforePosition - 1,
        0,
        ...Array.from({ length: howMany }, () => [] as (Cell | undefined)[]),
      );
    }
    this.model.maxRows += howMany;
    this._shiftProtections(beforePosition, howMany);
    return this;
  }
  deleteRows(rowPosition: number, howMany: number): this {
    if (rowPosition < 1 || howMany < 1 || rowPosition + howMany - 1 > this.model.maxRows) {
      throw gasError(this.x.realm, 'Those rows are out of bounds.');
    }
    if (this.model.maxRows - howMany <= this.model.frozenRows) {
      throw gasError(this.x.realm, 'Sorry, it is not possible to delete all non-frozen rows.');
    }
    this.model.grid.splice(rowPosition - 1, howMany);
    this.model.maxRows -= howMany;
    this._shiftProtections(rowPosition, -howMany);
    return this;
  }
  deleteRow(rowPosition: number): this {
    if (rowPosition < 1 || rowPosition > this.model.maxRows)
      throw gasError(this.x.realm, 'Those rows are out of bounds.');
    if (this.model.maxRows - 1 <= this.model.frozenRows) {
      throw gasError(this.x.realm, 'Sorry, it is not possible to delete all non-frozen rows.');
    }
    this.model.grid.splice(rowPosition - 1, 1);
    this.model.maxRows -= 1;
    this._shiftProtections(rowPosition, -1);
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

  /** Sheet.clear(): contents and formats; notes and validations stay. */
  clear(options?: { contentsOnly?: boolean; formatOnly?: boolean }): this {
    const contents = !options || options.contentsOnly || !options.formatOnly;
    const formats = !options || options.formatOnly || !options.contentsOnly;
    this._cells((c) => {
      if (contents) {
        c.v = '';
        delete c.f;
      }
      if (formats) {
        delete c.numberFormat;
        delete c.background;
        delete c.fontWeight;
        delete c.fontColor;
        delete c.horizontalAlignment;
        delete c.wrap;
      }
    });
    return this;
  }
  clearContents(): this {
    this._cells((c) => {
      c.v = '';
      delete c.f;
    });
    return this;
  }
  clearFormats(): this {
    this._cells((c) => {
      delete c.numberFormat;
      delete c.background;
      delete c.fontWeight;
      delete c.fontColor;
      delete c.horizontalAlignment;
      delete c.wrap;
    });
    return this;
  }
  private _cells(fn: (c: Cell) => void): void {
    for (const r of this.model.grid) if (r) for (const c of r) if (c) fn(c);
  }

  setFrozenRows(rows: number): this {
    if (rows < 0 || rows > this.model.maxRows) throw gasError(this.x.realm, 'Those rows are out of bounds.');
    this.model.frozenRows = rows;
    return this;
  }
  getFrozenRows(): number {
    return this.model.frozenRows;
  }
  setFrozenColumns(columns: number): this {
    if (columns < 0 || columns > this.model.maxColumns)
      throw gasError(this.x.realm, 'Those columns are out of bounds.');
    this.model.frozenColumns = columns;
    return this;
  }
  getFrozenColumns(): number {
    return this.model.frozenColumns;
  }

  hideSheet(): this {
    if (this.x.book.sheets.filter((s) => !s.hidden && s !== this.model).length === 0) {
      throw gasError(this.x.realm, "You can't hide all the sheets in a document.");
    }
    this.model.hidden = true;
    return this;
  }
  showSheet(): this {
    this.model.hidden = false;
    return this;
  }
  isSheetHidden(): boolean {
    return this.model.hidden;
  }
  setTabColor(color: string | null): this {
    this.model.tabColor = color ? normalizeColor(color) : null;
    return this;
  }
  getTabColor(): string | null {
    return this.model.tabColor;
  }

  setColumnWidth(columnPosition: number, width: number): this {
    this.model.columnWidths.set(columnPosition, width);
    return this;
  }
  setColumnWidths(startColumn: number, numColumns: number, width: number): this {
    for (let c = startColumn; c < startColumn + numColumns; c++) this.model.columnWidths.set(c, width);
    return this;
  }
  getColumnWidth(columnPosition: number): number {
    return this.model.columnWidths.get(columnPosition) ?? DEFAULT_COLUMN_WIDTH;
  }
  /** Fits columns to their longest displayed text (about 7 pixels a character, 100 at least... like Sheets' fit). */
  autoResizeColumns(startColumn: number, numColumns: number): this {
    for (let c = startColumn; c < startColumn + numColumns; c++) {
      let longest = 0;
      for (const r of this.model.grid) {
        const cell = r?.[c - 1];
        // an empty cell (formats only, as whole columns have) displays nothing: no need to format it
        if (cell && cell.v !== '' && cell.v !== null && cell.v !== undefined)
          longest = Math.max(longest, displayValue(cell.v, cell.numberFormat ?? DEFAULT_NUMBER_FORMAT).length);
      }
      this.model.columnWidths.set(c, Math.max(21, longest * 7 + 10));
    }
    return this;
  }

  /** The range facade of a chart's range (on any sheet of the book). */
  _chartRange = (r: ChartRange): LocalRange => {
    const model = this.x.book.sheetById(r.sheetId) ?? this.model;
    return new LocalSheet(this.x, model)._range(r.area.row, r.area.column, r.area.numRows, r.area.numColumns);
  };

  newChart(): LocalEmbeddedChartBuilder {
    return new LocalEmbeddedChartBuilder(this.x, this._chartRange);
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
      this.model.charts.map((c) => new LocalEmbeddedChart(this.x, c, this._chartRange)),
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
  /** https://developers.google.com/apps-script/reference/spreadsheet/sheet#setcolumngroupcontrolpositionposition */
  setColumnGroupControlPosition(position: GroupControlTogglePosition): this {
    this.model.columnGroupControlAfter = this._togglePosition(position, 'setColumnGroupControlPosition');
    return this;
  }
  /** https://developers.google.com/apps-script/reference/spreadsheet/sheet#getrowgroupcontrolposition */
  getRowGroupControlPosition(): GroupControlTogglePosition {
    return togglePosition(this.model.rowGroupControlAfter);
  }
  /** https://developers.google.com/apps-script/reference/spreadsheet/sheet#getcolumngroupcontrolposition */
  getColumnGroupControlPosition(): GroupControlTogglePosition {
    return togglePosition(this.model.columnGroupControlAfter);
  }
  /** true for AFTER, false for BEFORE; the signature error for anything else. */
  private _togglePosition(position: unknown, method: string): boolean {
    const name = typeof position === 'string' ? position : undefined;
    if (name !== 'BEFORE' && name !== 'AFTER')
      throw gasError(this.x.realm, signatureMessage([position], `SpreadsheetApp.Sheet.${method}`));
    return name === 'AFTER';
  }
  getRowGroupDepth(rowIndex: number): number {
    return this.model.rowDepth.get(rowIndex) ?? 0;
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

  getBandings(): LocalBanding[] {
    return list(
      this.x.realm,
      this.model.bandings.map((b) => new LocalBanding(this.x, this, b)),
    );
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
  'setName appendRow insertRowsAfter insertRowsBefore deleteRows deleteRow insertColumnsAfter ' +
    'deleteColumns clear clearContents clearFormats setFrozenRows setFrozenColumns hideSheet showSheet setTabColor ' +
    'setColumnWidth setColumnWidths autoResizeColumns insertChart updateChart removeChart setRowGroupControlPosition ' +
    'setColumnGroupControlPosition setConditionalFormatRules',
  (s) => ({ sheetId: s.model.id }),
);

enforceMode(LocalSheet, 'SpreadsheetApp', 'Sheet'); // no spreadsheet service in AuthMode.NONE (access.ts)
countCalls(LocalSheet, 'Sheet', {
  ...categories(
    'reads',
    'getSheetValues getLastRow getLastColumn getDataRange getColumnWidth getBandings getCharts getRowGroupDepth ' +
      'getColumnGroupDepth getRowGroup getColumnGroup getConditionalFormatRules getRowGroupControlPosition ' +
      'getColumnGroupControlPosition',
  ),
  ...categories(
    'writes',
    'appendRow insertRowsAfter insertRowsBefore deleteRows deleteRow insertColumnsAfter deleteColumns ' +
      'clear clearContents',
  ),
  ...categories(
    'formatting',
    'clearFormats setFrozenRows setFrozenColumns hideSheet showSheet setTabColor setColumnWidth ' +
      'setColumnWidths autoResizeColumns protect insertChart updateChart removeChart setRowGroupControlPosition ' +
      'setColumnGroupControlPosition setConditionalFormatRules',
  ),
});

declare module './facades' {
  interface Facades {
    LocalSheet: typeof LocalSheet;
  }
}
registerFacade('LocalSheet', LocalSheet);

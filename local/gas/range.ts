// Range: a block of cells of one sheet, with Google's behaviours: 2-D arrays always, '' for empty cells,
// shape checks with Google's messages, formulas kept but not evaluated (getValues gives the value cached in
// the .xlsx, else ''), a leading apostrophe forcing text, and Sheets' automatic conversion of strings that
// look like numbers, booleans or dates in cells not formatted as plain text ('@').
import { shiftDepth } from './layout';
import { a1Notation } from './a1';
import { enforceMode, enforceWrites } from './access';
import { categories, countCalls, type Execution, type Facade, type GoogleOnly, type Surface } from './execution';
import type { Facades } from './facades';
import { LocalProtection } from './protection';
import { LocalDataValidation } from './validation';
import {
  DEFAULT_NUMBER_FORMAT,
  TEXT_FORMAT,
  gasError,
  isDate,
  parseTyped,
  signatureMessage,
  toRealm,
  type CellValue,
} from './values';
import { BANDING_THEMES, type BandingRecord, type Cell, type GridArea, type SheetModel } from './workbook';
import { jsString } from './jsString';

/** Google's most characters in one cell (https://developers.google.com/workspace/sheets/api/limits). */
const CELL_CHARACTERS = 50000;

/** The sheet a range is on (sheet.ts's class, named through facades.ts) */
type LocalSheet = InstanceType<Facades['LocalSheet']>;

declare module './facades' {
  interface Facades {
    LocalRange: typeof LocalRange;
  }
}

type GasRange = GoogleAppsScript.Spreadsheet.Range;

/** What writing `input` to a cell whose number format is `format` stores (Google's conversions). */
export function storeInput(cell: Cell, input: unknown, year: number, timeZone = 'Etc/UTC'): void {
  delete cell.f;
  if (input === null || input === undefined) {
    cell.v = '';
    return;
  }
  if (typeof input === 'number') {
    cell.v = Number.isFinite(input) ? input : '#NUM!';
    return;
  }
  if (typeof input === 'boolean') {
    cell.v = input;
    return;
  }
  if (isDate(input)) {
    cell.v = new Date(input.getTime());
    return;
  }
  const s = jsString(input);
  if (s.length > 1 && s.startsWith('=')) {
    cell.f = s;
    cell.v = '';
    return;
  }
  if (s.startsWith("'")) {
    cell.v = s.slice(1);
    return;
  }
  cell.v = cell.numberFormat === TEXT_FORMAT ? s : parseTyped(s, year, timeZone);
}

export class LocalRange implements Facade<
  GasRange,
  | 'getValues'
  | 'getFormulas'
  | 'setValues'
  | 'getValue'
  | 'setValue'
  | 'getNumberFormats'
  | 'setNumberFormat'
  | 'setNumberFormats'
  | 'setBackground'
  | 'setBackgrounds'
  | 'getBackgrounds'
  | 'setFontWeight'
  | 'setFontWeights'
  | 'getFontWeights'
  | 'setNotes'
  | 'setWrap'
  | 'setDataValidation'
  | 'setDataValidations'
  | 'getDataValidations'
  | 'clearContent'
  | 'getRow'
  | 'getColumn'
  | 'getNumRows'
  | 'getNumColumns'
  | 'getLastRow'
  | 'getA1Notation'
  | 'getSheet'
  | 'protect'
  | 'applyRowBanding'
  | 'shiftRowGroupDepth'
  | 'shiftColumnGroupDepth'
> {
  constructor(
    readonly x: Execution,
    readonly sheet: LocalSheet,
    readonly area: GridArea,
  ) {}

  private get _m(): SheetModel {
    return this.sheet.model;
  }

  /** Calls fn on every cell of the range (created when `create`), row by row. */
  private _each(fn: (cell: Cell, i: number, j: number) => void): void {
    const { row, column, numRows, numColumns } = this.area;
    const m = this._m;
    for (let i = 0; i < numRows; i++) for (let j = 0; j < numColumns; j++) fn(m.touch(row + i, column + j), i, j);
  }

  private _read<T>(fn: (cell: Cell | undefined) => T): T[][] {
    const { row, column, numRows, numColumns } = this.area;
    // a 2-D array of the script's realm, built directly (no first copy in Node's arrays)
    const { realm } = this.x;
    // (each array made at its length and filled: no growing by push)
    const out = new realm.Array<T[]>(numRows);
    const m = this._m;
    for (let i = 0; i < numRows; i++) {
      const line = new realm.Array<T>(numColumns);
      for (let j = 0; j < numColumns; j++) line[j] = fn(m.cell(row + i, column + j));
      out[i] = line;
    }
    return out;
  }

  private _first<T>(fn: (cell: Cell | undefined) => T): T {
    return fn(this._m.cell(this.area.row, this.area.column));
  }

  /** Checks a 2-D argument against the range's shape, with Google's messages. */
  private _shape(data: unknown): unknown[][] {
    if (!Array.isArray(data) || data.some((r) => !Array.isArray(r))) {
      const kind = Array.isArray(data)
        ? 'Object[]'
        : data === null
          ? 'null'
          : typeof data === 'string'
            ? 'String'
            : typeof data;
      throw gasError(
        this.x.realm,
        `The parameters (${kind}) don't match the method signature for SpreadsheetApp.Range (a 2-D array is needed).`,
      );
    }
    const rows = data as unknown[][];
    if (rows.length !== this.area.numRows) {
      throw gasError(
        this.x.realm,
        `The number of rows in the data does not match the number of rows in the range. The data has ${rows.length} but the range has ${this.area.numRows}.`,
      );
    }
    for (const r of rows) {
      if (r.length !== this.area.numColumns) {
        throw gasError(
          this.x.realm,
          `The number of columns in the data does not match the number of columns in the range. The data has ${r.length} but the range has ${this.area.numColumns}.`,
        );
      }
    }
    return rows;
  }

  /**
   * Google's limit of 50,000 characters in one cell (https://developers.google.com/workspace/sheets/api/limits):
   * a longer text is refused whole, nothing written, with the message Google's users report.
   */
  private _fitsCell(v: unknown): void {
    if (typeof v === 'string' && v.length > CELL_CHARACTERS)
      throw gasError(
        this.x.realm,
        `Your input contains more than the maximum of ${CELL_CHARACTERS} characters in a single cell.`,
      );
  }

  private _year(): number {
    return this.x.now().getUTCFullYear();
  }

  // ----- values -----
  getValues(): CellValue[][] {
    return this._values();
  }
  /** The values, without counting a call (Sheet.getSheetValues is the one call). */
  _values(): CellValue[][] {
    return this._read((c) => (c ? toRealm(this.x.realm, c.v) : ''));
  }
  getValue(): CellValue {
    return this._first((c) => (c ? toRealm(this.x.realm, c.v) : ''));
  }

  setValues(values: unknown[][]): this {
    const rows = this._shape(values);
    for (let i = 0; i < rows.length; i++) for (let j = 0; j < rows[i].length; j++) this._fitsCell(rows[i][j]);
    const year = this._year();
    this._each((cell, i, j) => storeInput(cell, rows[i][j], year, this.x.book.timeZone));
    return this;
  }
  setValue(value: unknown): this {
    this._fitsCell(value);
    const year = this._year();
    this._each((cell) => storeInput(cell, value, year, this.x.book.timeZone));
    return this;
  }
  clearContent(): this {
    this._each((cell) => {
      cell.v = '';
      delete cell.f;
    });
    return this;
  }

  // ----- formats -----
  getNumberFormats(): string[][] {
    return this._read((c) => c?.numberFormat ?? DEFAULT_NUMBER_FORMAT);
  }
  /** https://developers.google.com/apps-script/reference/spreadsheet/range#getFormulas(): '' where a cell has none. */
  getFormulas(): string[][] {
    return this._read((c) => c?.f ?? '');
  }
  /** "General" is Sheets' Automatic format: the cell goes back to having no number format of its own. */
  setNumberFormat(format: string): this {
    this._each((cell) => {
      setOrDelete(cell, 'numberFormat', String(format) === AUTOMATIC_FORMAT ? null : String(format));
    });
    return this;
  }
  setNumberFormats(formats: string[][]): this {
    const rows = this._shape(formats);
    this._each((cell, i, j) => {
      const f = String(rows[i][j]);
      setOrDelete(cell, 'numberFormat', f === AUTOMATIC_FORMAT ? null : f);
    });
    return this;
  }
  getBackgrounds(): string[][] {
    return this._read((c) => c?.background ?? '#ffffff');
  }
  setBackground(color: string | null): this {
    this._each((cell) => {
      setOrDelete(cell, 'background', color ? normalizeColor(color) : null);
    });
    return this;
  }
  setBackgrounds(colors: (string | null)[][]): this {
    const rows = this._shape(colors);
    this._each((cell, i, j) => {
      const c = rows[i][j];
      setOrDelete(cell, 'background', c ? normalizeColor(jsString(c)) : null);
    });
    return this;
  }
  getFontWeights(): ('bold' | 'normal')[][] {
    return this._read((c) => c?.fontWeight ?? 'normal');
  }
  setFontWeight(weight: 'bold' | 'normal' | null): this {
    this._each((cell) => {
      setOrDelete(cell, 'fontWeight', weight === 'bold' ? 'bold' : null);
    });
    return this;
  }
  setFontWeights(weights: unknown[][]): this {
    const rows = this._shape(weights);
    this._each((cell, i, j) => {
      setOrDelete(cell, 'fontWeight', rows[i][j] === 'bold' ? 'bold' : null);
    });
    return this;
  }

  /** Long text wraps onto more lines inside the column's width (the row grows): https://developers.google.com/apps-script/reference/spreadsheet/range#setWrap(Boolean) */
  setWrap(isWrapEnabled: boolean): this {
    if (typeof isWrapEnabled !== 'boolean')
      throw gasError(this.x.realm, signatureMessage([isWrapEnabled], 'SpreadsheetApp.Range.setWrap'));
    this._each((cell) => {
      setOrDelete(cell, 'wrap', isWrapEnabled ? true : null);
    });
    return this;
  }

  setNotes(notes: unknown[][]): this {
    const rows = this._shape(notes);
    this._each((cell, i, j) => {
      const n = rows[i][j];
      setOrDelete(cell, 'note', n ? jsString(n) : null);
    });
    return this;
  }

  getDataValidations(): (LocalDataValidation | null)[][] {
    return this._read((c) => (c?.validation ? new LocalDataValidation(this.x, c.validation) : null));
  }
  /** A built rule or null: a builder (newDataValidation() without build()) is refused as in Google. */
  setDataValidation(rule: LocalDataValidation | null): this {
    if (rule !== null && !(rule instanceof LocalDataValidation)) {
      throw gasError(this.x.realm, signatureMessage([rule], 'SpreadsheetApp.Range.setDataValidation'));
    }
    this._each((cell) => {
      setOrDelete(cell, 'validation', rule ? rule.rule : null);
    });
    return this;
  }
  setDataValidations(rules: (LocalDataValidation | null)[][]): this {
    const rows = this._shape(rules);
    if (rows.some((r) => r.some((v) => v !== null && !(v instanceof LocalDataValidation)))) {
      throw gasError(this.x.realm, signatureMessage([rules], 'SpreadsheetApp.Range.setDataValidations'));
    }
    this._each((cell, i, j) => {
      const r = rows[i][j] as LocalDataValidation | null;
      setOrDelete(cell, 'validation', r ? r.rule : null);
    });
    return this;
  }

  // ----- geometry -----
  getRow(): number {
    return this.area.row;
  }
  getColumn(): number {
    return this.area.column;
  }
  getNumRows(): number {
    return this.area.numRows;
  }
  getNumColumns(): number {
    return this.area.numColumns;
  }
  getLastRow(): number {
    return this.area.row + this.area.numRows - 1;
  }
  getA1Notation(): string {
    return a1Notation(this.area);
  }
  getSheet(): LocalSheet {
    return this.sheet;
  }

  // ----- protection, banding -----
  protect(): LocalProtection {
    const record = {
      id: this.x.book.newProtectionId(),
      type: 'RANGE' as const,
      sheetId: this._m.id,
      area: { ...this.area },
      description: '',
      editors: [] as string[],
      warningOnly: false,
      mirror: true,
    };
    this.x.book.protections.push(record);
    return new LocalProtection(this.x, record);
  }
  /**
   * Bands the rows: applyRowBanding(), (bandingTheme) or (bandingTheme, showHeader, showFooter), the theme a member
   * of SpreadsheetApp.BandingTheme (anything else: Apps Script's signature error). Google refuses a range
   * overlapping an existing banding.
   * https://developers.google.com/apps-script/reference/spreadsheet/range#applyrowbandingbandingtheme,-showheader,-showfooter
   */
  applyRowBanding(...args: unknown[]): LocalBanding {
    const [theme, showHeader, showFooter] = args as [unknown, boolean | undefined, boolean | undefined];
    const themeOk =
      args.length === 0 || (typeof theme === 'string' && (BANDING_THEMES as readonly string[]).includes(theme));
    const flagsOk =
      args.length <= 1 || (args.length === 3 && typeof showHeader === 'boolean' && typeof showFooter === 'boolean');
    if (!themeOk || !flagsOk)
      throw gasError(this.x.realm, signatureMessage(args, 'SpreadsheetApp.Range.applyRowBanding'));
    if (this._m.bandings.some((b) => overlaps(b.area, this.area))) {
      throw gasError(
        this.x.realm,
        'You cannot add alternating background colors to a range that already has alternating background colors.',
      );
    }
    const record = {
      area: { ...this.area },
      theme: theme === undefined ? 'LIGHT_GREY' : jsString(theme),
      header: showHeader ?? true,
      footer: showFooter ?? false,
    };
    this._m.bandings.push(record);
    return new LocalBanding(this.x, this.sheet, record);
  }
  // ----- row and column groups -----
  /** The depth of the range's rows changes by delta, within 0..8 (layout.ts). */
  shiftRowGroupDepth(delta: number): this {
    shiftDepth(this._m.rowDepth, this.area.row, this.area.numRows, Math.trunc(delta));
    return this;
  }
  shiftColumnGroupDepth(delta: number): this {
    shiftDepth(this._m.columnDepth, this.area.column, this.area.numColumns, Math.trunc(delta));
    return this;
  }
}
export type RangeSurface = Surface<GoogleOnly<LocalRange, GoogleAppsScript.Spreadsheet.Range>>; // only Google's methods (execution.ts)

/** A banding (alternating row colours) of a sheet. */
export class LocalBanding {
  constructor(
    readonly x: Execution,
    readonly sheet: LocalSheet,
    readonly record: BandingRecord,
  ) {}
}
export type BandingSurface = Surface<GoogleOnly<LocalBanding, GoogleAppsScript.Spreadsheet.Banding>>; // only Google's methods (execution.ts)

export function overlaps(a: GridArea, b: GridArea): boolean {
  return (
    a.row < b.row + b.numRows &&
    b.row < a.row + a.numRows &&
    a.column < b.column + b.numColumns &&
    b.column < a.column + a.numColumns
  );
}

function setOrDelete<K extends keyof Cell>(cell: Cell, key: K, value: Cell[K] | null): void {
  if (value === null || value === undefined) delete cell[key];
  else cell[key] = value;
}

/**
 * The number format Sheets calls Automatic, as a script sets it back: Range.setNumberFormat("General").
 * An unformatted cell reads "0.###############" (DEFAULT_NUMBER_FORMAT); writing that string back would make it
 * an explicit number format (a date would then show as a serial number), so scripts restore "General".
 */
export const AUTOMATIC_FORMAT = 'General';

const NAMED_COLORS: Record<string, string> = {
  white: '#ffffff',
  black: '#000000',
  red: '#ff0000',
  green: '#00ff00',
  blue: '#0000ff',
  yellow: '#ffff00',
  gray: '#808080',
  grey: '#808080',
  orange: '#ffa500',
};

/** Colours as Apps Script returns them: lower-case '#rrggbb'. */
export function normalizeColor(color: string): string {
  const c = color.trim().toLowerCase();
  if (NAMED_COLORS[c]) return NAMED_COLORS[c];
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(c);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  return c;
}

// Google refuses a write into a protected range (or by a viewer) and writes nothing (local/gas/access.ts)
enforceWrites(
  LocalRange,
  'setValues setValue clearContent setNumberFormat setNumberFormats setBackground setBackgrounds setFontWeight ' +
    'setFontWeights setNotes setWrap setDataValidation setDataValidations applyRowBanding shiftRowGroupDepth ' +
    'shiftColumnGroupDepth',
  (r) => ({ sheetId: r.sheet.model.id, area: r.area }),
);

enforceMode(LocalRange, 'SpreadsheetApp', 'Range'); // no spreadsheet service in AuthMode.NONE (access.ts)
countCalls(LocalRange, 'Range', {
  ...categories(
    'reads',
    'getValues getValue getFormulas getNumberFormats getBackgrounds getFontWeights getDataValidations',
  ),
  ...categories('writes', 'setValues setValue clearContent'),
  ...categories(
    'formatting',
    'setNumberFormat setNumberFormats setBackground setBackgrounds setFontWeight setFontWeights setNotes setWrap ' +
      'setDataValidation setDataValidations protect applyRowBanding shiftRowGroupDepth shiftColumnGroupDepth',
  ),
});

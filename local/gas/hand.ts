// What a person does in Google's own editors, not Apps Script: never handed to the bundle. Tests, the demo and the
// command line play an organizer's edits in the Sheets UI (rows inserted, deleted or sorted, the cells read as
// shown) and in the Forms editor (an editor taken off, the address collection switched) with these functions, on
// the workbook model, with the file owner's rights (no protection stops them). What a person types into a cell is
// AddonSession.edit (local/runner.ts: onEdit and the edit triggers run); a respondent's answer is submitResponse
// (forms.ts). The add-on's own calls go through the facades alone (test/google/surface.test.ts).
import { a1Notation, parseA1 } from './a1';
import type { EmailCollection, FormRecord } from './records';
import { deleteGridRows, insertGridRows } from './sheet';
import { DEFAULT_NUMBER_FORMAT, displayValue, isDate } from './values';
import { jsString } from './jsString';
import type { GridArea, LocalWorkbook, SheetModel } from './workbook';

function tabOf(book: LocalWorkbook, tab: string): SheetModel {
  const model = book.sheetByName(tab);
  if (!model) throw new Error(`hand: no tab "${tab}"`);
  return model;
}

function areaOf(model: SheetModel, range: string | GridArea): GridArea {
  const area = typeof range === 'string' ? parseA1(range, model.maxRows, model.maxColumns) : range;
  if (!area || area.row < 1 || area.row + area.numRows - 1 > model.maxRows)
    throw new Error(`hand: no range ${typeof range === 'string' ? range : a1Notation(range)} on "${model.name}"`);
  return area;
}

/**
 * Insert rows: `count` empty rows above row `row` (Sheets' "Insert rows above"; the row after the last one adds
 * rows at the end, "Insert rows below" the last); the rows below move down and range protections follow them, as
 * when the add-on inserts rows (sheet.ts insertGridRows; what Sheet.insertRowsBefore does,
 * https://developers.google.com/apps-script/reference/spreadsheet/sheet#insertrowsbeforebeforeposition,-howmany).
 */
export function insertRowsBefore(book: LocalWorkbook, tab: string, row: number, count = 1): void {
  const model = tabOf(book, tab);
  if (row < 1 || row > model.maxRows + 1 || count < 1) throw new Error(`hand: cannot insert ${count} rows at ${row}`);
  insertGridRows(book, model, row, count);
}

/** Delete rows: rows `row` to `row + count - 1`; the rows below move up, protections follow (deleteGridRows). */
export function deleteRows(book: LocalWorkbook, tab: string, row: number, count = 1): void {
  const model = tabOf(book, tab);
  if (row < 1 || count < 1 || row + count - 1 > model.maxRows)
    throw new Error(`hand: rows ${row} to ${row + count - 1} are not on "${tab}"`);
  deleteGridRows(book, model, row, count);
}

/** A sort key of Sheets' Data > Sort range: a column of the sheet (1-based), ascending unless said. */
type SortKey = number | { readonly column: number; readonly ascending?: boolean };

/**
 * Data > Sort range: the rows of `range` sorted by the columns `by`, the first deciding first, as Range.sort does it
 * (https://developers.google.com/apps-script/reference/spreadsheet/range#sortsortspecobj). Each row's cells
 * (values, formats, notes) move with it within the range; numbers and dates come before text, blanks last; equal
 * rows keep their order. Protected ranges do not move: after a sort a protection may cover another row's values
 * (the stricter reading: Google does not say that protections move with sorted rows, protection.ts).
 */
export function sortRows(book: LocalWorkbook, tab: string, range: string | GridArea, ...by: SortKey[]): void {
  const model = tabOf(book, tab);
  const { row, column, numRows, numColumns } = areaOf(model, range);
  const specs = by.map((s) => (typeof s === 'number' ? { column: s, ascending: true } : s));
  if (!specs.length || specs.some((s) => s.column < column || s.column >= column + numColumns))
    throw new Error(`hand: sort keys ${JSON.stringify(by)} are not columns of the range`);
  const rows = Array.from({ length: numRows }, (_, i) =>
    Array.from({ length: numColumns }, (_, j) => model.cell(row + i, column + j)),
  );
  const key = (v: unknown): [number, number | string] =>
    v === undefined || v === ''
      ? [2, 0]
      : typeof v === 'number'
        ? [0, v]
        : isDate(v)
          ? [0, v.getTime()]
          : [1, jsString(v).toLowerCase()];
  const order = rows
    .map((cells, i) => ({ cells, i }))
    .sort((a, b) => {
      for (const s of specs) {
        const [ka, kb] = [key(a.cells[s.column - column]?.v), key(b.cells[s.column - column]?.v)];
        if (ka[0] !== kb[0]) return ka[0] - kb[0];
        if (ka[1] !== kb[1]) return (ka[1] < kb[1] ? -1 : 1) * (s.ascending === false ? -1 : 1);
      }
      return a.i - b.i;
    });
  order.forEach(({ cells }, i) => {
    const r = model.grid[row + i - 1] ?? (model.grid[row + i - 1] = []);
    cells.forEach((c, j) => {
      r[column + j - 1] = c;
    });
  });
}

/**
 * The cells as a person sees them: each value's text in its number format, the spreadsheet's time zone and
 * locale; '' for an empty cell. The whole tab's data (from A1 to the last row and column with data) unless a range
 * is given.
 */
export function shown(book: LocalWorkbook, tab: string, range?: string): string[][] {
  const model = tabOf(book, tab);
  const area =
    range === undefined
      ? { row: 1, column: 1, numRows: Math.max(1, model.lastRow()), numColumns: Math.max(1, model.lastColumn()) }
      : areaOf(model, range);
  return Array.from({ length: area.numRows }, (_, i) =>
    Array.from({ length: area.numColumns }, (_, j) => {
      const c = model.cell(area.row + i, area.column + j);
      return c ? displayValue(c.v, c.numberFormat ?? DEFAULT_NUMBER_FORMAT, book.timeZone, book.locale) : '';
    }),
  );
}

function formOf(book: LocalWorkbook, formId: string): FormRecord {
  const form = book.forms.find((f) => f.id === formId);
  if (!form) throw new Error(`hand: no form "${formId}"`);
  return form;
}

/**
 * The form's owner takes `email` off its editors (Drive's share dialog): they can no longer open it (what
 * Form.removeEditor does, https://developers.google.com/apps-script/reference/forms/form#removeEditor(String)).
 */
export function removeFormEditor(book: LocalWorkbook, formId: string, email: string): void {
  const form = formOf(book, formId);
  form.editors = form.editors.filter((e) => e.toLowerCase() !== email.toLowerCase());
}

/**
 * The form editor's Settings > Responses > "Collect email addresses": not collected, verified (the signed-in
 * account) or responder input (the respondent types any address),
 * https://developers.google.com/apps-script/reference/forms/email-collection-type.
 */
/**
 * The form owner's Google Workspace administrator allows sharing its files only inside `domain` (Admin console,
 * Drive sharing): adding a responder outside it is refused.
 */
export function restrictSharing(book: LocalWorkbook, formId: string, domain: string): void {
  formOf(book, formId).sharingDomain = domain;
}

/**
 * The Workspace administrator turns the Forms API off for its users (Admin console, API controls): every call
 * of the Forms REST API is refused with 403 (formsApi.ts; the message is ours).
 */
export function formsApiOff(book: LocalWorkbook): void {
  book.formsApiOff = true;
}

export function collectAddresses(book: LocalWorkbook, formId: string, collection: EmailCollection): void {
  formOf(book, formId).emailCollection = collection;
}

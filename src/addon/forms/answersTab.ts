// A form's answers in this spreadsheet: Form.setDestination(SPREADSHEET, id) makes Google add a "Form Responses N"
// tab, first (https://developers.google.com/apps-script/reference/forms/form#setdestinationtype,-id). It is named
// for what it holds, goes after the public tabs and is protected like every tab the add-on makes (the format's
// tabsCreated hook). A form answers into the spreadsheet so that the spreadsheet's one form-submit trigger
// (triggers.ts) sees its responses: an Editor add-on may not watch the form itself.
// The file is public and keeps no e-mail address in any tab (src/sheets/privacy.ts): a form that records
// addresses (the results form, VERIFIED) has Google write each one on the answers tab, so the add-on masks them
// at once: the whole tab when the destination is set (Google copies the earlier responses there), each new row
// first thing in its trigger. The addresses stay in the form; the one a pending report needs is kept privately
// by its trigger before the mask (judgedReports.ts).
// A response as it arrived (`ArrivedResponse`) is read from the spreadsheet's form-submit event
// (https://developers.google.com/apps-script/guides/triggers/events#form-submit: `e.range` its row, `e.namedValues`
// its answers by column title, the address unmasked) or, for a row judged later, from the tab's rows after the
// last judged one (`rowsAfter`), never from the form's list of every response.
import { freeTabName, toLastPlace } from '../tabPlace';
import { tabsCreatedBy, toolHooks } from '../toolHooks';
import { gasWorkbook } from '../workbook/gasWorkbook';
import { maskContactData } from '../../sheets/privacy';
import { propertiesNow, undoDestination } from './undoDestination';

type Range = GoogleAppsScript.Spreadsheet.Range;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** The column Google names for the address a form records (VERIFIED or typed). */
const EMAIL_COLUMN = 'Email Address';

/** One response on an answers tab: its row, its time, the address recorded ('' when none is known), its answers by title. */
export interface ArrivedResponse {
  readonly row: number;
  readonly at: number;
  readonly email: string;
  readonly answers: Readonly<Record<string, string>>;
}

/** The spreadsheet's form-submit event's fields the add-on reads. */
export interface AnswersSubmitEvent {
  readonly range?: Range;
  readonly namedValues?: Readonly<Record<string, readonly string[]>>;
}

const text = (v: unknown): string =>
  v instanceof Date
    ? v.toISOString()
    : typeof v === 'string'
      ? v.trim()
      : typeof v === 'number' || typeof v === 'boolean'
        ? String(v)
        : '';
const time = (v: unknown): number => (v instanceof Date ? v.getTime() : Date.parse(String(v)));

/**
 * The response of the event: its row (e.range), its time (the row's Timestamp cell, column A: a Date), its
 * answers and address from e.namedValues (the text Google wrote, the address before any mask); `cells` the row
 * as read, for the mask. An event without namedValues is read from its row (header and cells, before the mask).
 */
export function arrivedFromEvent(
  range: Range,
  named: AnswersSubmitEvent['namedValues'],
): { response: ArrivedResponse; cells: unknown[][] | null } {
  if (!named) {
    const row = range.getRow();
    const [response] = rowsAfter(range.getSheet(), row - 1, row);
    return { response: response ?? { row, at: NaN, email: '', answers: {} }, cells: null };
  }
  const cells: unknown[][] = range.getValues();
  const answers: Record<string, string> = {};
  for (const k of Object.keys(named)) answers[k] = text(named[k]?.[0]);
  const first: unknown = cells[0]?.[0];
  const at = range.getColumn() === 1 && first instanceof Date ? first.getTime() : time(answers.Timestamp);
  const email = answers[EMAIL_COLUMN] ?? '';
  delete answers[EMAIL_COLUMN];
  return { response: { row: range.getRow(), at, email: email.includes('@') ? email : '', answers }, cells };
}

/**
 * The rows after `after` up to `upTo` (the tab's last row when null), in row order, read in one call; the address
 * as the cell shows it ('' once masked: the caller takes the one kept, judgedReports.ts keptAddress).
 */
export function rowsAfter(sheet: Sheet, after: number, upTo: number | null): ArrivedResponse[] {
  const last = upTo ?? sheet.getLastRow();
  const width = sheet.getLastColumn();
  if (last <= after || width < 1) return [];
  const header = sheet.getRange(1, 1, 1, width).getValues()[0].map(text);
  const rows = sheet.getRange(after + 1, 1, last - after, width).getValues();
  const t = header.indexOf('Timestamp');
  return rows.map((cells, i) => {
    const answers: Record<string, string> = {};
    header.forEach((h, j) => {
      if (h && h !== EMAIL_COLUMN) answers[h] = text(cells[j]);
    });
    const e = header.indexOf(EMAIL_COLUMN);
    const email = e < 0 ? '' : text(cells[e]);
    return {
      row: after + 1 + i,
      at: time(cells[t < 0 ? 0 : t]),
      email: maskContactData(email) === email ? '' : email,
      answers,
    };
  });
}

/** Masks every e-mail address in `range` (cells that change only); `values`: the range's cells already read. */
export function maskAddresses(range: Range, values?: readonly (readonly unknown[])[] | null): void {
  const sheet = range.getSheet();
  (values ?? range.getValues()).forEach((row, i) =>
    row.forEach((v, j) => {
      if (typeof v !== 'string' || !v.includes('@')) return;
      const masked = maskContactData(v);
      if (masked !== v) sheet.getRange(range.getRow() + i, range.getColumn() + j).setValue(masked);
    }),
  );
}

/**
 * Makes this spreadsheet the form's destination, then runs `then` with its answers tab, named `name` (or
 * "name 2", ...). All or nothing: on a failure the form is unlinked, the tab deleted and the document
 * properties `keys` put back (undoDestination.ts), and the error goes on.
 */
export function answerIntoSpreadsheet<T>(
  ss: GoogleAppsScript.Spreadsheet.Spreadsheet,
  form: GoogleAppsScript.Forms.Form,
  name: string,
  keys: readonly string[],
  then: (tab: GoogleAppsScript.Spreadsheet.Sheet | null) => T,
): T {
  const before = new Set(ss.getSheets().map((s) => s.getSheetId()));
  const kept = propertiesNow(keys);
  try {
    form.setDestination(FormApp.DestinationType.SPREADSHEET, ss.getId());
    SpreadsheetApp.flush();
    const tab = ss.getSheets().find((s) => !before.has(s.getSheetId())) ?? null;
    if (tab) {
      tab.setName(freeTabName(ss, name));
      toLastPlace(ss, tab);
      maskAddresses(tab.getDataRange());
      tabsCreatedBy(toolHooks(gasWorkbook(ss)))(ss, [tab.getName()]);
    }
    return then(tab);
  } catch (e) {
    undoDestination(ss, form, before, kept);
    throw e;
  }
}

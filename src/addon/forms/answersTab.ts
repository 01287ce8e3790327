// A form's answers in this spreadsheet: Form.setDestination(SPREADSHEET, id) makes Google add a "Form Responses N"
// tab, first (https://developers.google.com/apps-script/reference/forms/form#setdestinationtype,-id). It is named
// for what it holds, goes after the public tabs and is protected like every tab the add-on makes (the format's
// tabsCreated hook). A form answers into the spreadsheet so that the spreadsheet's one form-submit trigger
// (triggers.ts) sees its responses: an Editor add-on may not watch the form itself.
// The file is public and keeps no e-mail address in any tab (src/sheets/privacy.ts): a form that records
// addresses (the results form, VERIFIED) has Google write each one on the answers tab, so the add-on masks them
// at once: the whole tab when the destination is set (Google copies the earlier responses there), each new row
// first thing in its trigger. The addresses stay in the form, where the add-on reads them.
import { freeTabName, toLastPlace } from '../tabPlace';
import { tabsCreatedBy, toolHooks } from '../toolHooks';
import { gasWorkbook } from '../workbook/gasWorkbook';
import { maskContactData } from '../../sheets/privacy';
import { propertiesNow, undoDestination } from './undoDestination';

/** Masks every e-mail address in `range` (cells that change only). */
export function maskAddresses(range: GoogleAppsScript.Spreadsheet.Range): void {
  const sheet = range.getSheet();
  range.getValues().forEach((row, i) =>
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

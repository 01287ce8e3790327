// Spreadsheet and SpreadsheetApp: the document (its tabs, unique names, the active sheet, toasts,
// protections, time zone) and the service's entry points and enums. Enum values are their names as
// strings (String(SpreadsheetApp.ProtectionType.SHEET) is "SHEET" in Apps Script too).
import { parseA1, splitSheetName } from './a1';
import { enforceMode, requireEditor, requireWrite } from './access';
import { categories, countCalls, type Execution, type Facade } from './execution';
import { LocalProtection, LocalUser } from './protection';
import type { LocalRange } from './range';
import { LocalSheet } from './sheet';
import { LocalUi } from './ui';
import { CRITERIA, LocalDataValidationBuilder } from './validation';
import { LocalConditionalFormatRuleBuilder } from './layout';
import { gasError, list } from './values';

type GasSpreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

export class LocalSpreadsheet implements Facade<GasSpreadsheet,
  'getSheetByName' | 'getSheets' | 'insertSheet' | 'deleteSheet' | 'getName' | 'rename' | 'getId' | 'toast' |
  'getActiveSheet' | 'setActiveSheet' | 'getProtections' | 'getSpreadsheetTimeZone' | 'setSpreadsheetTimeZone' |
  'getRange' | 'getNumSheets' | 'getUrl' | 'getSheetById' | 'getEditors' | 'getOwner'> {
  constructor(readonly x: Execution) {}

  getSheetByName(name: string): LocalSheet | null {
    const m = this.x.book.sheetByName(String(name));
    return m ? new LocalSheet(this.x, m) : null;
  }
  getSheetById(id: number): LocalSheet | null {
    const m = this.x.book.sheetById(id);
    return m ? new LocalSheet(this.x, m) : null;
  }
  getSheets(): LocalSheet[] { return list(this.x.realm, this.x.book.sheets.map((m) => new LocalSheet(this.x, m))); }
  getNumSheets(): number { return this.x.book.sheets.length; }

  /** insertSheet(), (index), (name), (name, index): a new 1000 x 26 sheet, made active; index is 0-based. */
  insertSheet(a?: string | number | object, b?: number): LocalSheet {
    requireEditor(this.x);
    const book = this.x.book;
    let name: string | undefined;
    let index = book.sheets.length;
    if (typeof a === 'string') { name = a; if (typeof b === 'number') index = b; } else if (typeof a === 'number') index = a;
    if (name === undefined) {
      let n = book.sheets.length + 1;
      while (book.nameTaken(`Sheet${n}`)) n++;
      name = `Sheet${n}`;
    }
    if (book.nameTaken(name)) {
      throw gasError(this.x.realm, `A sheet with the name "${name}" already exists. Please enter another name.`);
    }
    if (index < 0 || index > book.sheets.length) throw gasError(this.x.realm, 'The sheet index is out of range.');
    const model = book.addSheet(name, index);
    book.activeSheetId = model.id;
    return new LocalSheet(this.x, model);
  }
  deleteSheet(sheet: LocalSheet): void {
    requireWrite(this.x, sheet.model.id);
    const book = this.x.book;
    if (book.sheets.length <= 1) throw gasError(this.x.realm, "You can't remove all the sheets in a document.");
    book.sheets = book.sheets.filter((s) => s !== sheet.model);
    book.protections = book.protections.filter((p) => p.sheetId !== sheet.model.id);
    if (book.activeSheetId === sheet.model.id) book.activeSheetId = book.sheets[0].id;
  }
  /** Moves the active sheet to 1-based position `pos` in the tab order. */
  moveActiveSheet(pos: number): void {
    const book = this.x.book;
    if (!Number.isInteger(pos) || pos < 1 || pos > book.sheets.length) throw gasError(this.x.realm, 'The sheet index is out of range.');
    const active = book.sheetById(book.activeSheetId) ?? book.sheets[0];
    // moving a tab is a change to it: refused to a viewer and on a tab protected against this user (access.ts)
    requireWrite(this.x, active.id);
    book.sheets = book.sheets.filter((s) => s !== active);
    book.sheets.splice(pos - 1, 0, active);
  }
  /**
   * The file's editors from its sharing (https://developers.google.com/apps-script/reference/spreadsheet/spreadsheet#geteditors:
   * "an array of users with edit permission"): the owner and the people it is shared with as editors. Anyone
   * who may edit only through the link is nobody's name and is not listed. A user without edit access gets an
   * exception (as the page said: "If the user who executes the script does not have edit access to the
   * Spreadsheet, this method throws an exception").
   */
  getEditors(): LocalUser[] {
    requireEditor(this.x);
    const s = this.x.book.sharing;
    const emails = [s.owner, ...s.editors].filter((e, i, all) => all.findIndex((f) => f.toLowerCase() === e.toLowerCase()) === i);
    return list(this.x.realm, emails.map((e) => new LocalUser(e)));
  }
  /** The file's owner (https://developers.google.com/apps-script/reference/spreadsheet/spreadsheet#getowner; null in a shared drive, never here). */
  getOwner(): LocalUser { return new LocalUser(this.x.book.sharing.owner); }
  getName(): string { return this.x.book.name; }
  rename(name: string): void { requireEditor(this.x); this.x.book.name = String(name); }
  getId(): string { return this.x.book.id; }
  getUrl(): string { return `https://docs.google.com/spreadsheets/d/${this.x.book.id}/edit`; }
  /** Shown in the scripted Ui's log as { kind: 'toast', title, text }. */
  toast(msg: string, title?: string, _timeoutSeconds?: number | null): void {
    this.x.ui.record({ kind: 'toast', title: title === undefined ? '' : String(title), text: String(msg) });
  }
  getActiveSheet(): LocalSheet {
    const book = this.x.book;
    const m = book.sheetById(book.activeSheetId) ?? book.sheets[0];
    return new LocalSheet(this.x, m);
  }
  setActiveSheet(sheet: LocalSheet): LocalSheet {
    this.x.book.activeSheetId = sheet.model.id;
    return sheet;
  }
  getProtections(type: GoogleAppsScript.Spreadsheet.ProtectionType): LocalProtection[] {
    const t = String(type);
    return list(this.x.realm, this.x.book.protections.filter((p) => p.type === t).map((p) => new LocalProtection(this.x, p)));
  }
  getSpreadsheetTimeZone(): string { return this.x.book.timeZone; }
  setSpreadsheetTimeZone(timeZone: string): void { requireEditor(this.x); this.x.book.timeZone = String(timeZone); }
  /** getRange("'Tab'!A1:B2"); without a tab name, the active sheet. */
  getRange(a1: string): LocalRange {
    const { sheetName, ref } = splitSheetName(a1);
    const sheet = sheetName === undefined ? this.getActiveSheetModel() : this.x.book.sheetByName(sheetName);
    if (!sheet) throw gasError(this.x.realm, 'Range not found');
    const area = parseA1(ref, sheet.maxRows, sheet.maxColumns);
    if (!area) throw gasError(this.x.realm, 'Range not found');
    return new LocalSheet(this.x, sheet)._range(area.row, area.column, area.numRows, area.numColumns);
  }
  private getActiveSheetModel() {
    return this.x.book.sheetById(this.x.book.activeSheetId) ?? this.x.book.sheets[0];
  }
}

enforceMode(LocalSpreadsheet, 'SpreadsheetApp', 'Spreadsheet'); // no spreadsheet service in AuthMode.NONE (access.ts)
countCalls(LocalSpreadsheet, 'Spreadsheet', categories('writes', 'insertSheet deleteSheet moveActiveSheet'));

function enumOf<T>(names: readonly string[]): T {
  const o: Record<string, string> = {};
  for (const n of names) o[n] = n;
  return Object.freeze(o) as unknown as T;
}

export const ENUMS = {
  ProtectionType: enumOf<typeof GoogleAppsScript.Spreadsheet.ProtectionType>(['RANGE', 'SHEET']),
  DataValidationCriteria: enumOf<typeof GoogleAppsScript.Spreadsheet.DataValidationCriteria>(CRITERIA),
  BandingTheme: enumOf<typeof GoogleAppsScript.Spreadsheet.BandingTheme>([
    'LIGHT_GREY', 'CYAN', 'GREEN', 'YELLOW', 'ORANGE', 'BLUE', 'TEAL', 'GREY', 'BROWN', 'LIGHT_GREEN', 'INDIGO', 'PINK',
  ]),
  WrapStrategy: enumOf<typeof GoogleAppsScript.Spreadsheet.WrapStrategy>(['WRAP', 'OVERFLOW', 'CLIP']),
};

export class LocalSpreadsheetApp implements Facade<GoogleAppsScript.Spreadsheet.SpreadsheetApp,
  'getActiveSpreadsheet' | 'getActive' | 'getUi' | 'flush' | 'newDataValidation' | 'getActiveSheet'> {
  readonly ProtectionType = ENUMS.ProtectionType;
  readonly DataValidationCriteria = ENUMS.DataValidationCriteria;
  readonly BandingTheme = ENUMS.BandingTheme;
  readonly WrapStrategy = ENUMS.WrapStrategy;
  constructor(readonly x: Execution) {}
  getActiveSpreadsheet(): LocalSpreadsheet { return new LocalSpreadsheet(this.x); }
  getActive(): LocalSpreadsheet { return new LocalSpreadsheet(this.x); }
  getActiveSheet(): LocalSheet {
    const b = this.x.book;
    return new LocalSheet(this.x, b.sheetById(b.activeSheetId) ?? b.sheets[0]);
  }
  getUi(): LocalUi { return new LocalUi(this.x); }
  flush(): void { /* writes are immediate locally */ }
  newDataValidation(): LocalDataValidationBuilder { return new LocalDataValidationBuilder(this.x); }
  newConditionalFormatRule(): LocalConditionalFormatRuleBuilder { return new LocalConditionalFormatRuleBuilder(this.x); }
}

countCalls(LocalSpreadsheetApp, 'SpreadsheetApp', {});

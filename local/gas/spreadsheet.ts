// Spreadsheet and SpreadsheetApp: the document (its tabs, unique names, the active sheet, toasts,
// protections, time zone) and the service's entry points and enums. Enum values are their names as
// strings (String(SpreadsheetApp.ProtectionType.SHEET) is "SHEET" in Apps Script too).
import { enforceMode, requireEditor, requireWrite } from './access';
import {
  categories,
  countCalls,
  type Execution,
  type Facade,
  googleEnum,
  type GoogleOnly,
  type Surface,
} from './execution';
import { LocalProtection, LocalUser, protectionType } from './protection';
import { LocalSheet } from './sheet';
import { BANDING_THEMES } from './workbook';
import { LocalUi } from './ui';
import { LocalDataValidationBuilder } from './validation';
import { LocalConditionalFormatRuleBuilder } from './layout';
import { gasError, list } from './values';
import { registerFacade } from './facades';

type GasSpreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

export class LocalSpreadsheet implements Facade<
  GasSpreadsheet,
  | 'getSheetByName'
  | 'getSheets'
  | 'insertSheet'
  | 'deleteSheet'
  | 'getName'
  | 'getId'
  | 'toast'
  | 'setActiveSheet'
  | 'getProtections'
  | 'getSpreadsheetTimeZone'
  | 'setSpreadsheetTimeZone'
  | 'getNumSheets'
  | 'getUrl'
  | 'getSheetById'
  | 'getEditors'
  | 'getOwner'
> {
  constructor(readonly x: Execution) {}

  getSheetByName(name: string): LocalSheet | null {
    const m = this.x.book.sheetByName(String(name));
    return m ? new LocalSheet(this.x, m) : null;
  }
  getSheetById(id: number): LocalSheet | null {
    const m = this.x.book.sheetById(id);
    return m ? new LocalSheet(this.x, m) : null;
  }
  getSheets(): LocalSheet[] {
    return list(
      this.x.realm,
      this.x.book.sheets.map((m) => new LocalSheet(this.x, m)),
    );
  }
  getNumSheets(): number {
    return this.x.book.sheets.length;
  }

  /** insertSheet(), (index), (name), (name, index): a new 1000 x 26 sheet, made active; index is 0-based. */
  insertSheet(a?: string | number | object, b?: number): LocalSheet {
    requireEditor(this.x);
    const book = this.x.book;
    let name: string | undefined;
    let index = book.sheets.length;
    if (typeof a === 'string') {
      name = a;
      if (typeof b === 'number') index = b;
    } else if (typeof a === 'number') index = a;
    if (name === undefined) {
      let n = book.sheets.length + 1;
      while (book.nameTaken(`Sheet${n}`)) n++;
      name = `Sheet${n}`;
    }
    // a name another tab has, ignoring case (LocalWorkbook.nameTaken, with the page it follows)
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
    if (!Number.isInteger(pos) || pos < 1 || pos > book.sheets.length)
      throw gasError(this.x.realm, 'The sheet index is out of range.');
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
    const emails = [s.owner, ...s.editors].filter(
      (e, i, all) => all.findIndex((f) => f.toLowerCase() === e.toLowerCase()) === i,
    );
    return list(
      this.x.realm,
      emails.map((e) => new LocalUser(e)),
    );
  }
  /** The file's owner (https://developers.google.com/apps-script/reference/spreadsheet/spreadsheet#getowner; null in a shared drive, never here). */
  getOwner(): LocalUser {
    return new LocalUser(this.x.book.sharing.owner);
  }
  getName(): string {
    return this.x.book.name;
  }
  getId(): string {
    return this.x.book.id;
  }
  getUrl(): string {
    return `https://docs.google.com/spreadsheets/d/${this.x.book.id}/edit`;
  }
  /** Shown in the scripted Ui's log as { kind: 'toast', title, text }. */
  toast(msg: string, title?: string, timeoutSeconds?: number | null): void {
    void timeoutSeconds;
    this.x.ui.record({ kind: 'toast', title: title === undefined ? '' : String(title), text: String(msg) });
  }
  setActiveSheet(sheet: LocalSheet): LocalSheet {
    this.x.book.activeSheetId = sheet.model.id;
    return sheet;
  }
  /** type: a member of SpreadsheetApp.ProtectionType (RANGE or SHEET), else Apps Script's signature error */
  getProtections(type: GoogleAppsScript.Spreadsheet.ProtectionType): LocalProtection[] {
    const t = protectionType(this.x, type, 'SpreadsheetApp.Spreadsheet.getProtections');
    return list(
      this.x.realm,
      this.x.book.protections.filter((p) => p.type === t).map((p) => new LocalProtection(this.x, p)),
    );
  }
  getSpreadsheetTimeZone(): string {
    return this.x.book.timeZone;
  }
  setSpreadsheetTimeZone(timeZone: string): void {
    requireEditor(this.x);
    this.x.book.timeZone = String(timeZone);
  }
}
export type SpreadsheetSurface = Surface<GoogleOnly<LocalSpreadsheet, GoogleAppsScript.Spreadsheet.Spreadsheet>>; // only Google's methods (execution.ts)

enforceMode(LocalSpreadsheet, 'SpreadsheetApp', 'Spreadsheet'); // no spreadsheet service in AuthMode.NONE (access.ts)
countCalls(
  LocalSpreadsheet,
  'Spreadsheet',
  categories('writes', 'insertSheet deleteSheet moveActiveSheet setSpreadsheetTimeZone'),
);

type SS = typeof GoogleAppsScript.Spreadsheet;

/** The enums of SpreadsheetApp the add-on uses, with Google's members only (googleEnum checks the names). */
const ENUMS = {
  ProtectionType: googleEnum<SS['ProtectionType']>(['RANGE', 'SHEET']),
  BandingTheme: googleEnum<SS['BandingTheme']>(BANDING_THEMES),
  /** https://developers.google.com/apps-script/reference/spreadsheet/group-control-toggle-position */
  GroupControlTogglePosition: googleEnum<SS['GroupControlTogglePosition']>(['BEFORE']),
};

export class LocalSpreadsheetApp implements Facade<
  GoogleAppsScript.Spreadsheet.SpreadsheetApp,
  'getActiveSpreadsheet' | 'getUi' | 'flush' | 'newDataValidation'
> {
  readonly ProtectionType = ENUMS.ProtectionType;
  readonly BandingTheme = ENUMS.BandingTheme;
  readonly GroupControlTogglePosition = ENUMS.GroupControlTogglePosition;
  constructor(readonly x: Execution) {}
  getActiveSpreadsheet(): LocalSpreadsheet {
    return new LocalSpreadsheet(this.x);
  }
  getUi(): LocalUi {
    return new LocalUi(this.x);
  }
  flush(): void {
    /* writes are immediate locally */
  }
  newDataValidation(): LocalDataValidationBuilder {
    return new LocalDataValidationBuilder(this.x);
  }
  newConditionalFormatRule(): LocalConditionalFormatRuleBuilder {
    return new LocalConditionalFormatRuleBuilder(this.x);
  }
}
export type SpreadsheetAppSurface = Surface<
  GoogleOnly<LocalSpreadsheetApp, GoogleAppsScript.Spreadsheet.SpreadsheetApp>
>; // only Google's methods (execution.ts)

countCalls(LocalSpreadsheetApp, 'SpreadsheetApp', {});

declare module './facades' {
  interface Facades {
    LocalSpreadsheet: typeof LocalSpreadsheet;
  }
}
registerFacade('LocalSpreadsheet', LocalSpreadsheet);

// Protection of a range or sheet: description, editors, warning-only. Kept in the workbook's protection
// list (saved in the private file beside the .xlsx). Enforced on every write by local/gas/access.ts: the
// owner writes anywhere, others only where they are editors of every protection covering the cells.
// Changing a protection needs the right to edit it. The owner and the current user stay editors.
import { enforceMode, accessOf, requireWrite } from './access';
import { categories, countCalls, type Execution, type Facade, type GoogleOnly, type Surface } from './execution';
import type { LocalRange } from './range';
import { LocalSheet } from './sheet';
import { gasError, list, signatureMessage } from './values';
import type { ProtectionRecord } from './workbook';

type GasProtection = GoogleAppsScript.Spreadsheet.Protection;

/** Session's User: an e-mail address. */
export class LocalUser implements Facade<GoogleAppsScript.Base.User, 'getEmail'> {
  constructor(private readonly email: string) {}
  getEmail(): string { return this.email; }
}
export type UserSurface = Surface<GoogleOnly<LocalUser, GoogleAppsScript.Base.User>>; // only Google's methods (execution.ts)

/** The name of a SpreadsheetApp.ProtectionType member given to `method`; anything else: the signature error. */
export function protectionType(x: Execution, type: unknown, method: string): 'RANGE' | 'SHEET' {
  if (type !== 'RANGE' && type !== 'SHEET') throw gasError(x.realm, signatureMessage([type], method));
  return type;
}

function emailOf(u: unknown): string {
  return u instanceof LocalUser ? u.getEmail() : String(u);
}

export class LocalProtection implements Facade<GasProtection,
  'setDescription' | 'getDescription' | 'addEditor' | 'addEditors' | 'removeEditor' | 'removeEditors' | 'getEditors' |
  'setWarningOnly' | 'isWarningOnly' | 'canEdit' | 'remove' | 'getRange' | 'getProtectionType' | 'setDomainEdit' |
  'canDomainEdit'> {
  constructor(readonly x: Execution, readonly record: ProtectionRecord) {}
  setDescription(description: string): this { this._mayChange(); this.record.description = String(description); return this; }
  getDescription(): string { return this.record.description; }
  private _mayChange(): void {
    requireWrite(this.x, this.record.sheetId, this.record.area);
  }
  /** An address or a User; Google refuses a malformed address ("Invalid email: ..."), and nothing is added. */
  addEditor(user: unknown): this {
    return this._add([emailOf(user)]);
  }
  /**
   * Addresses only: Google's addEditors takes String[] (removeEditors also takes Users).
   * https://developers.google.com/apps-script/reference/spreadsheet/protection#addeditorsemailaddresses
   */
  addEditors(emailAddresses: string[]): this {
    if (!Array.isArray(emailAddresses) || emailAddresses.some((e) => typeof e !== 'string')) {
      throw gasError(this.x.realm, signatureMessage([emailAddresses], 'SpreadsheetApp.Protection.addEditors'));
    }
    return this._add(emailAddresses);
  }
  /** Adds editors (addEditor and addEditors; tests plant Google's refusals here). */
  _add(emails: string[]): this {
    this._mayChange();
    const bad = emails.find((e) => !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e));
    if (bad !== undefined) throw gasError(this.x.realm, `Invalid email: ${bad}`);
    for (const e of emails) if (!this.record.editors.includes(e)) this.record.editors.push(e);
    return this;
  }
  /** As Google's: the current user cannot be removed (nor the owner, who runs the organizers' actions here). */
  removeEditor(user: unknown): this {
    return this._remove([user]);
  }
  removeEditors(users: unknown[]): this {
    if (!Array.isArray(users)) throw gasError(this.x.realm, signatureMessage([users], 'SpreadsheetApp.Protection.removeEditors'));
    return this._remove(users);
  }
  private _remove(users: unknown[]): this {
    this._mayChange();
    const drop = new Set(Array.from(users, emailOf));
    drop.delete(this.x.user);
    drop.delete(this.x.book.sharing.owner);
    this.record.editors = this.record.editors.filter((x) => !drop.has(x));
    return this;
  }
  getEditors(): LocalUser[] { return list(this.x.realm, this.record.editors.map((e) => new LocalUser(e))); }
  setWarningOnly(warningOnly: boolean): this { this._mayChange(); this.record.warningOnly = !!warningOnly; return this; }
  isWarningOnly(): boolean { return this.record.warningOnly; }
  setDomainEdit(_editable: boolean): this { return this; }
  canDomainEdit(): boolean { return false; }
  canEdit(): boolean {
    return this.record.warningOnly || accessOf(this.x.book, this.x.user) === 'owner' || this.record.editors.includes(this.x.user);
  }
  remove(): void {
    this._mayChange();
    this.x.book.protections = this.x.book.protections.filter((p) => p.id !== this.record.id);
  }
  getProtectionType(): GoogleAppsScript.Spreadsheet.ProtectionType {
    return this.record.type as unknown as GoogleAppsScript.Spreadsheet.ProtectionType;
  }
  getRange(): LocalRange {
    const model = this.x.book.sheetById(this.record.sheetId);
    if (!model) throw new this.x.realm.Error('The sheet of this protection was deleted.');
    const sheet = new LocalSheet(this.x, model);
    const a = this.record.area ?? { row: 1, column: 1, numRows: model.maxRows, numColumns: model.maxColumns };
    return sheet._range(a.row, a.column, a.numRows, a.numColumns);
  }
}
export type ProtectionSurface = Surface<GoogleOnly<LocalProtection, GoogleAppsScript.Spreadsheet.Protection>>; // only Google's methods (execution.ts)

enforceMode(LocalProtection, 'SpreadsheetApp', 'Protection'); // no spreadsheet service in AuthMode.NONE (access.ts)
countCalls(LocalProtection, 'Protection', categories('formatting',
  'setDescription addEditor addEditors removeEditor removeEditors setWarningOnly setDomainEdit remove'));

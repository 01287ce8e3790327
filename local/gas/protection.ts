// Protection of a range or sheet: description, editors, warning-only. Kept in the workbook's protection
// list (saved in the hidden "_properties" sheet of the .xlsx); not enforced on writes by scripts, like Google
// for the owner's own scripts, but canEdit() answers for the active user.
import { categories, countCalls, type Execution, type Facade } from './execution';
import type { LocalRange } from './range';
import { LocalSheet } from './sheet';
import { list } from './values';
import type { ProtectionRecord } from './workbook';

type GasProtection = GoogleAppsScript.Spreadsheet.Protection;

/** Session's User: an e-mail address. */
export class LocalUser implements Facade<GoogleAppsScript.Base.User, 'getEmail'> {
  constructor(private readonly email: string) {}
  getEmail(): string { return this.email; }
  toString(): string { return this.email; }
}

function emailOf(u: unknown): string {
  return u instanceof LocalUser ? u.getEmail() : String(u);
}

export class LocalProtection implements Facade<GasProtection,
  'setDescription' | 'getDescription' | 'addEditor' | 'addEditors' | 'removeEditor' | 'removeEditors' | 'getEditors' |
  'setWarningOnly' | 'isWarningOnly' | 'canEdit' | 'remove' | 'getRange' | 'getProtectionType' | 'setDomainEdit' |
  'canDomainEdit'> {
  constructor(readonly x: Execution, readonly record: ProtectionRecord) {}
  setDescription(description: string): this { this.record.description = String(description); return this; }
  getDescription(): string { return this.record.description; }
  addEditor(user: unknown): this {
    const e = emailOf(user);
    if (!this.record.editors.includes(e)) this.record.editors.push(e);
    return this;
  }
  addEditors(users: unknown[]): this {
    for (const u of users) { const e = emailOf(u); if (!this.record.editors.includes(e)) this.record.editors.push(e); }
    return this;
  }
  /** As Google's: the current user cannot be removed (nor the owner, who runs the organizers' actions here). */
  removeEditor(user: unknown): this {
    return this.removeEditors([user]);
  }
  removeEditors(users: unknown[]): this {
    const drop = new Set(Array.from(users, emailOf));
    drop.delete(this.x.user);
    this.record.editors = this.record.editors.filter((x) => !drop.has(x));
    return this;
  }
  getEditors(): LocalUser[] { return list(this.x.realm, this.record.editors.map((e) => new LocalUser(e))); }
  setWarningOnly(warningOnly: boolean): this { this.record.warningOnly = !!warningOnly; return this; }
  isWarningOnly(): boolean { return this.record.warningOnly; }
  setDomainEdit(_editable: boolean): this { return this; }
  canDomainEdit(): boolean { return false; }
  canEdit(): boolean {
    return this.record.warningOnly || this.record.editors.includes(this.x.user);
  }
  remove(): void {
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

countCalls(LocalProtection, 'Protection', categories('formatting',
  'setDescription addEditor addEditors removeEditor removeEditors setWarningOnly setDomainEdit remove'));

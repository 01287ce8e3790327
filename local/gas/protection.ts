// Protection of a range or sheet: description, editors (a warning-only one is set so in Sheets' own dialog,
// never by the add-on). Kept in the workbook's protection list (saved in the private file beside the .xlsx). Enforced on every write by local/gas/access.ts: the
// owner writes anywhere, others only where they are editors of every protection covering the cells.
// As Google's Protection (https://developers.google.com/apps-script/reference/spreadsheet/protection):
// - a new protection (Range.protect, Sheet.protect on an unprotected sheet) mirrors the spreadsheet's own
//   permissions until the script first changes its editors (addEditor(s), removeEditors, setDomainEdit):
//   until then it stops no one who may edit the file (https://developers.google.com/apps-script/reference/spreadsheet/range#protect,
//   .../sheet#protect); the first change starts from the file's editors (the owner, the editors the file is
//   shared with, the user running), which is why Google's own example adds the user, then removes getEditors();
// - neither the owner nor the current user can be removed (removeEditors leaves them, no error);
// - the owner can always edit (canEdit) and is always among getEditors();
// - getEditors and canDomainEdit throw when the user may not edit the protection;
// - changing a protection (description, editors, range, removal) needs the right to edit what it covers;
// - a range protection follows the rows when rows are inserted or deleted (shiftProtectedRows), as Sheets keeps
//   a range's references pointing at the same cells (https://developers.google.com/apps-script/reference/spreadsheet/sheet#insertrowsbeforebeforeposition,-howmany
//   inserts rows "before the given row position", moving the rows below; the protection of those rows moves with
//   them); rows inserted strictly inside a protected range join it (the stricter reading: more cells protected),
//   rows inserted before its first row or after its last do not; deleted rows leave it, and a protection whose
//   every row is deleted is removed. A sort moves values only: the protected ranges stay where they are
//   (https://developers.google.com/apps-script/reference/spreadsheet/range#sortsortspecobj says nothing of
//   protections: the stricter reading for this add-on, a range keeps its rows and so may cover another team's
//   values after a sort).
import { enforceMode, accessOf, requireWrite, PROTECTED_MESSAGE } from './access';
import { categories, countCalls, type Execution, type Facade, type GoogleOnly, type Surface } from './execution';
import { facade, type Facades } from './facades';
import { gasError, list, signatureMessage } from './values';
import type { ProtectionRecord } from './workbook';

/** The range facade (range.ts's class, named through facades.ts) */
type LocalRange = InstanceType<Facades['LocalRange']>;

type GasProtection = GoogleAppsScript.Spreadsheet.Protection;

/** Session's User: an e-mail address. */
export class LocalUser implements Facade<GoogleAppsScript.Base.User, 'getEmail'> {
  constructor(private readonly email: string) {}
  getEmail(): string {
    return this.email;
  }
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

const same = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

function unique(emails: readonly string[]): string[] {
  return emails.filter((e, i) => emails.findIndex((f) => same(e, f)) === i);
}

/** The spreadsheet's own editors, as a new protection mirrors them: the owner, the named editors, the user running. */
function fileEditors(x: Execution): string[] {
  const s = x.book.sharing;
  return unique([s.owner, ...s.editors, ...(accessOf(x.book, x.user) === 'viewer' ? [] : [x.user])]);
}

/**
 * The range protections of a sheet after rows were inserted (`count` > 0 rows before row `at`) or deleted
 * (`count` < 0: -count rows from row `at`). Sheet protections and other sheets' are not touched.
 */
export function shiftProtectedRows(
  protections: ProtectionRecord[],
  sheetId: number,
  at: number,
  count: number,
): ProtectionRecord[] {
  return protections.filter((p) => {
    const a = p.area;
    if (p.type !== 'RANGE' || p.sheetId !== sheetId || !a || count === 0) return true;
    const last = a.row + a.numRows - 1;
    if (count > 0) {
      if (at <= a.row) a.row += count;
      else if (at <= last) a.numRows += count;
      return true;
    }
    const end = at - count - 1; // last deleted row
    const before = Math.max(0, Math.min(end, a.row - 1) - at + 1);
    const inside = Math.max(0, Math.min(end, last) - Math.max(at, a.row) + 1);
    a.row -= before;
    a.numRows -= inside;
    return a.numRows > 0;
  });
}

export class LocalProtection implements Facade<
  GasProtection,
  | 'setDescription'
  | 'getDescription'
  | 'addEditor'
  | 'addEditors'
  | 'removeEditors'
  | 'getEditors'
  | 'canEdit'
  | 'remove'
  | 'getRange'
  | 'setRange'
  | 'getProtectionType'
  | 'setDomainEdit'
  | 'canDomainEdit'
> {
  constructor(
    readonly x: Execution,
    readonly record: ProtectionRecord,
  ) {}
  setDescription(description: string): this {
    this._mayChange();
    this.record.description = String(description);
    return this;
  }
  getDescription(): string {
    return this.record.description;
  }
  private _mayChange(): void {
    requireWrite(this.x, this.record.sheetId, this.record.area);
  }
  /** Reading the editors (or the domain setting) needs the right to edit the protection, as Google says. */
  private _mayRead(): void {
    if (!this._canEdit()) throw gasError(this.x.realm, PROTECTED_MESSAGE);
  }
  /** The first change of the editors starts from the spreadsheet's editors (the mirror ends). */
  private _materialize(): void {
    if (!this.record.mirror) return;
    this.record.editors = fileEditors(this.x);
    delete this.record.mirror;
  }
  /** An address or a User; Google refuses a malformed address ("Invalid email: ..."), and nothing is added. */
  addEditor(user: unknown): this {
    return this._add([user]);
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
  _add(users: unknown[]): this {
    this._mayChange();
    const emails = users.map(emailOf);
    const bad = emails.find((e) => !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e));
    if (bad !== undefined) throw gasError(this.x.realm, `Invalid email: ${bad}`);
    this._materialize();
    for (const e of emails) if (!this.record.editors.some((f) => same(e, f))) this.record.editors.push(e);
    return this;
  }
  removeEditors(users: unknown[]): this {
    if (!Array.isArray(users))
      throw gasError(this.x.realm, signatureMessage([users], 'SpreadsheetApp.Protection.removeEditors'));
    return this._remove(Array.from(users));
  }
  private _remove(users: unknown[]): this {
    this._mayChange();
    this._materialize();
    const keep = [this.x.user, this.x.book.sharing.owner];
    const drop = users.map(emailOf).filter((e) => !keep.some((k) => same(k, e)));
    this.record.editors = this.record.editors.filter((e) => !drop.some((d) => same(d, e)));
    return this;
  }
  /** The editors, the owner always among them (and, while the protection mirrors the file, the file's editors). */
  getEditors(): LocalUser[] {
    this._mayRead();
    const emails = this.record.mirror
      ? fileEditors(this.x)
      : unique([this.x.book.sharing.owner, ...this.record.editors]);
    return list(
      this.x.realm,
      emails.map((e) => new LocalUser(e)),
    );
  }
  /** No domain here (the file is not a Workspace domain's): the setting is never on; changing it ends the mirror. */
  setDomainEdit(editable: boolean): this {
    void editable;
    this._mayChange();
    this._materialize();
    return this;
  }
  canDomainEdit(): boolean {
    this._mayRead();
    return false;
  }
  canEdit(): boolean {
    return this._canEdit();
  }
  private _canEdit(): boolean {
    const r = this.record;
    const access = accessOf(this.x.book, this.x.user);
    if (access === 'owner') return true;
    if (r.mirror || r.warningOnly) return access === 'editor';
    return access === 'editor' && r.editors.some((e) => same(e, this.x.user));
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
    const sheet = new (facade('LocalSheet'))(this.x, model);
    const a = this.record.area ?? { row: 1, column: 1, numRows: model.maxRows, numColumns: model.maxColumns };
    return sheet._range(a.row, a.column, a.numRows, a.numColumns);
  }
  /**
   * Moves a range protection to cover `range` instead (Google: "Adjusts the range that is being protected").
   * Needs the right to edit both areas. Only a range protection here, on its own sheet (the stricter reading:
   * Google's page does not say what a sheet protection or another sheet's range does).
   */
  setRange(range: LocalRange): this {
    this._mayChange();
    if (this.record.type !== 'RANGE' || range.sheet.model.id !== this.record.sheetId) {
      throw gasError(this.x.realm, 'Invalid argument: range');
    }
    requireWrite(this.x, this.record.sheetId, range.area);
    this.record.area = { ...range.area };
    return this;
  }
}
export type ProtectionSurface = Surface<GoogleOnly<LocalProtection, GoogleAppsScript.Spreadsheet.Protection>>; // only Google's methods (execution.ts)

enforceMode(LocalProtection, 'SpreadsheetApp', 'Protection'); // no spreadsheet service in AuthMode.NONE (access.ts)
countCalls(
  LocalProtection,
  'Protection',
  categories('formatting', 'setDescription addEditor addEditors removeEditors setDomainEdit remove setRange'),
);

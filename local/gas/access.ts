// Who may do what, as Google decides it: the authorization mode an execution runs in (which services it may
// call) and the user it runs as (which cells it may write: sharing and protections).
//
// Authorization modes follow the table of Google's add-on documentation,
// https://developers.google.com/workspace/add-ons/concepts/editor-auth-lifecycle#authorization_modes :
//
// |                         | NONE              | LIMITED                                   | FULL         |
// | occurs for              | onOpen (installed | onOpen (enabled / bound script), onEdit   | onInstall,   |
// |                         | add-on, not yet   | (simple triggers)                         | menu items,  |
// |                         | used in the file) |                                           | installable  |
// |                         |                   |                                           | triggers,    |
// |                         |                   |                                           | google.script.run |
// | access to user data     | locale only       | locale only                               | yes          |
// | access to the file      | no                | yes                                       | yes          |
// | user interface          | add menu items    | add menu items                            | yes          |
// | properties              | no                | yes                                       | yes          |
// | other services          | Logger, Utilities | any service that does not access user data| any          |
//
// A call the mode does not allow throws Apps Script's authorization error, "You do not have permission to
// call X.y. Required permissions: <scope>" (the form Apps Script gives, e.g. for GmailApp.sendEmail in a
// simple trigger).
//
// Users: the owner may write everywhere; a viewer nowhere; an editor everywhere except in a protected range
// or sheet whose editors do not include them (warning-only protections do not stop scripts; nor does a new
// protection whose editors were never changed: it mirrors the file's permissions, protection.ts). A cell
// covered by several protections needs the user among the editors of each (the stricter reading: a sheet's
// protection is not lifted by a range protection inside it naming the user). Such a write throws Google's
// message, PROTECTED_MESSAGE, and writes nothing.
import { requireAlive, type Execution } from './execution';
import { gasError } from './values';
import type { GridArea, LocalWorkbook, ProtectionRecord } from './workbook';
import type { AuthModeName } from './records';
export type { AuthModeName };

/** Google's refusal of a write into a protected cell by a user who is not one of its editors. */
export const PROTECTED_MESSAGE =
  'You are trying to edit a protected cell or object. Please contact the spreadsheet owner to remove protection if you need to edit.';

/** A write by a user the file is shared with as a viewer (Sheets shows the file read-only to them). */
export const VIEWER_MESSAGE = 'You do not have permission to edit this spreadsheet. Ask the owner for edit access.';

const SCOPE = 'https://www.googleapis.com/auth/';

/** The OAuth scope each service (or service method) needs, named in the authorization error. */
const REQUIRED_SCOPE: Record<string, string> = {
  SpreadsheetApp: SCOPE + 'spreadsheets.currentonly',
  Ui: SCOPE + 'script.container.ui',
  'Session.getEffectiveUser': SCOPE + 'userinfo.email',
  ScriptApp: SCOPE + 'script.scriptapp',
  FormApp: SCOPE + 'forms',
  UrlFetchApp: SCOPE + 'script.external_request',
  MailApp: SCOPE + 'script.send_mail',
};

/** Services every mode may call (NONE: "Logger, Utilities"; the add-on logs with console). */
const ALWAYS = new Set(['console', 'Utilities']);
/** Services that access no user data: LIMITED may call them (the file itself counts as allowed there). */
const LIMITED_SERVICES = new Set(['SpreadsheetApp', 'PropertiesService', 'LockService', 'HtmlService', 'CacheService']);

/** The message of Apps Script's authorization error for `service.method`. */
export function permissionMessage(service: string, method: string): string {
  const scope = REQUIRED_SCOPE[`${service}.${method}`] ?? REQUIRED_SCOPE[service];
  return `You do not have permission to call ${service}.${method}.${scope ? ` Required permissions: ${scope}` : ''}`;
}

/**
 * Whether `mode` may call `service.method` of a global service (the table above). In NONE, SpreadsheetApp
 * gives only getUi (to add menu items) and its enums.
 */
export function modeAllows(mode: AuthModeName, service: string, method: string): boolean {
  if (mode === 'FULL' || ALWAYS.has(service)) return true;
  if (service === 'SpreadsheetApp' && method === 'getUi') return true;
  // Session gives the user's address only ("access to user data: locale only" before FULL; the add-on reads no locale)
  if (service === 'Session') return false;
  if (mode === 'NONE') return false;
  return LIMITED_SERVICES.has(service);
}

/** Ui methods: every mode may add menu items; dialogs, alerts and prompts need FULL. */
function uiAllows(mode: AuthModeName, method: string): boolean {
  return mode === 'FULL' || /^(createMenu|createAddonMenu)$/.test(method);
}

/** Throws the authorization error unless the execution's mode allows `service.method`. */
export function requireMode(x: Execution, service: string, method: string): void {
  const ok = service === 'Ui' ? uiAllows(x.authMode, method) : modeAllows(x.authMode, service, method);
  if (!ok) throw gasError(x.realm, permissionMessage(service, method));
}

/**
 * The global services as the bundle sees them: each method call first checks that the execution is alive
 * (a killed one calls nothing more: calls.ts killAfter) and its current authorization mode. Non-function
 * members (enums such as ScriptApp.AuthMode) pass through.
 */
export function guardGlobals<T extends object>(x: Execution, globals: T): T {
  const out: Record<string, unknown> = {};
  for (const [name, service] of Object.entries(globals)) {
    out[name] = new Proxy(service as object, {
      get(target, prop, receiver) {
        const v = Reflect.get(target, prop, receiver) as unknown;
        if (typeof v !== 'function' || typeof prop !== 'string') return v;
        return function (this: unknown, ...args: unknown[]) {
          requireAlive(x);
          requireMode(x, name, prop);
          return (v as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  }
  return out as T;
}

// ----- users -----

type AccessLevel = 'owner' | 'editor' | 'viewer';

export function accessOf(book: LocalWorkbook, user: string): AccessLevel {
  const s = book.sharing;
  const u = user.toLowerCase();
  if (s.owner.toLowerCase() === u) return 'owner';
  if (s.editors.some((e) => e.toLowerCase() === u)) return 'editor';
  if (s.viewers.some((e) => e.toLowerCase() === u)) return 'viewer';
  return s.link === 'edit' ? 'editor' : 'viewer';
}

function covers(p: ProtectionRecord, sheetId: number, a: GridArea): boolean {
  if (p.sheetId !== sheetId) return false;
  const b = p.area;
  if (!b) return true;
  return (
    a.row < b.row + b.numRows &&
    b.row < a.row + a.numRows &&
    a.column < b.column + b.numColumns &&
    b.column < a.column + a.numColumns
  );
}

/** The protection that stops `user` writing `area` of sheet `sheetId` (null when none does). */
export function blockingProtection(
  book: LocalWorkbook,
  user: string,
  sheetId: number,
  area?: GridArea,
): ProtectionRecord | null {
  if (accessOf(book, user) === 'owner') return null;
  const u = user.toLowerCase();
  const all = { row: 1, column: 1, numRows: Number.MAX_SAFE_INTEGER, numColumns: Number.MAX_SAFE_INTEGER };
  // a protection whose editors were never changed mirrors the file's permissions: it stops no editor
  return (
    book.protections.find(
      (p) =>
        !p.warningOnly && !p.mirror && covers(p, sheetId, area ?? all) && !p.editors.some((e) => e.toLowerCase() === u),
    ) ?? null
  );
}

/** The message refusing `user` a write to `area` of a sheet (whole sheet when no area), or null. */
function writeRefusal(book: LocalWorkbook, user: string, sheetId: number, area?: GridArea): string | null {
  if (accessOf(book, user) === 'viewer') return VIEWER_MESSAGE;
  return blockingProtection(book, user, sheetId, area) ? PROTECTED_MESSAGE : null;
}

/** Throws Google's error when the execution's user may not write `area` (whole sheet when omitted). */
export function requireWrite(x: Execution, sheetId: number, area?: GridArea): void {
  const refusal = writeRefusal(x.book, x.user, sheetId, area);
  if (refusal) throw gasError(x.realm, refusal);
}

/** Throws when a viewer changes the document (new sheets, properties of the file). */
export function requireEditor(x: Execution): void {
  if (accessOf(x.book, x.user) === 'viewer') throw gasError(x.realm, VIEWER_MESSAGE);
}

/**
 * Wraps the named prototype methods of a facade class so that each first checks the user's right to write
 * what the facade covers (`target(this)` gives the sheet id and area; no area: the whole sheet).
 * Applied before call counting wraps the same methods, so a refused call is still counted as a call.
 */
export function enforceWrites<T extends { x: Execution }>(
  cls: { prototype: T },
  names: string,
  target: (self: T) => { sheetId: number; area?: GridArea },
): void {
  const proto = cls.prototype as unknown as Record<string, unknown>;
  for (const name of names.split(/\s+/).filter(Boolean)) {
    const original = proto[name];
    if (typeof original !== 'function') throw new Error(`enforceWrites: no method ${name}`);
    proto[name] = function (this: T, ...args: unknown[]): unknown {
      const t = target(this);
      requireWrite(this.x, t.sheetId, t.area);
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    };
  }
}

/**
 * Every public method of a facade the bundle reaches through another object (a Range from an event, a Sheet
 * from a Range) checks the execution's authorization mode too: in NONE no method of the spreadsheet service
 * may run, whoever handed the object over. Applied before call counting wraps the same methods.
 */
export function enforceMode<T extends { x: Execution }>(cls: { prototype: T }, service: string, prefix: string): void {
  const proto = cls.prototype as unknown as Record<string, unknown>;
  for (const name of Object.getOwnPropertyNames(proto)) {
    const original = Object.getOwnPropertyDescriptor(proto, name)?.value as unknown;
    if (name === 'constructor' || name.startsWith('_') || typeof original !== 'function') continue;
    proto[name] = function (this: T, ...args: unknown[]): unknown {
      if (this.x.authMode === 'NONE') throw gasError(this.x.realm, permissionMessage(service, `${prefix}.${name}`));
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    };
  }
}

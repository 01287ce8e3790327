// The global objects Apps Script gives a script, built for one execution on a local workbook:
// SpreadsheetApp, FormApp, HtmlService, LockService, PropertiesService, Utilities, Session, ScriptApp, Charts,
// MailApp (mail.ts), UrlFetchApp (urlFetch.ts: only the Forms API's two endpoints) and console: only what the add-on (src/) calls (test/google/surface.test.ts).
// Nothing of Node (require, process, Buffer, timers) is among them.
import { randomUUID } from 'crypto';
import { countCalls, requireAlive, type Execution, type Facade, type GoogleOnly, type Surface } from './execution';
import { LocalUser } from './protection';
import { LocalSpreadsheetApp } from './spreadsheet';
import { LocalFormApp } from './forms';
import { LocalUrlFetchApp, oauthToken } from './urlFetch';
import {
  deleteTrigger,
  newTrigger,
  projectTriggers,
  userTriggers,
  type LocalTrigger,
  type LocalTriggerBuilder,
} from './triggers';
import { chartsService } from './charts';
import { LocalHtmlService } from './ui';
import { formatDate } from './date-format';
import { gasError } from './values';
import { LocalMailApp } from './mail';
import { lockFreed, lockWaitMs } from './clock';

const LOCK_TIMEOUT = 'Lock timeout: another process was holding the lock for too long.';

/**
 * A lock of the document, the script or a user. Held by one execution at a time; the holder keeps it until
 * releaseLock(), the end of its execution (AddonSession.call returning), or an alert, prompt or dialog it shows
 * (ui.ts: the dialog suspends the script, and the lock is not kept across the suspension). A lock held by an
 * execution still running (everything is synchronous: one started between two of its calls) is not freed while
 * this one waits: tryLock returns false and waitLock throws Google's timeout message once the timeout is spent.
 * Between executions running at the same time (concurrent.ts), a lock an earlier one held until virtual time T
 * makes a later one wait until T (clock.ts): longer than its timeout, it gives up likewise. A wait that passes
 * the execution's runtime limit kills it (calls.ts).
 */
export class LocalLock implements Facade<GoogleAppsScript.Lock.Lock, 'tryLock' | 'waitLock' | 'releaseLock'> {
  constructor(
    readonly x: Execution,
    private readonly key: string,
  ) {}
  private _holder(): number | null {
    return this.x.book.locks.get(this.key) ?? null;
  }
  /** Waits for the lock up to `timeoutInMillis` (virtual time); true when it is this execution's now. */
  private _take(timeoutInMillis: number): boolean {
    const timeout = Math.max(0, Number(timeoutInMillis) || 0);
    const h = this._holder();
    const wait = h !== null && h !== this.x.id ? Infinity : lockWaitMs(this.x, this.key);
    this.x.counter.wait(Math.min(wait, timeout)); // it waited that long (virtual time)
    requireAlive(this.x);
    if (wait > timeout) return false;
    this.x.book.locks.set(this.key, this.x.id);
    return true;
  }
  tryLock(timeoutInMillis: number): boolean {
    return this._take(timeoutInMillis);
  }
  waitLock(timeoutInMillis: number): void {
    if (!this._take(timeoutInMillis)) throw gasError(this.x.realm, LOCK_TIMEOUT);
  }
  releaseLock(): void {
    if (this._holder() !== this.x.id) return;
    this.x.book.locks.set(this.key, null);
    lockFreed(this.x, this.key);
  }
}
export type LockSurface = Surface<GoogleOnly<LocalLock, GoogleAppsScript.Lock.Lock>>; // only Google's methods (execution.ts)

/** Releases every lock held by the execution (its end, or a dialog it shows): execution.ts. */
export { releaseLocks } from './execution';

export class LocalLockService implements Facade<GoogleAppsScript.Lock.LockService, 'getDocumentLock'> {
  constructor(readonly x: Execution) {}
  getDocumentLock(): LocalLock {
    return new LocalLock(this.x, 'document');
  }
}
export type LockServiceSurface = Surface<GoogleOnly<LocalLockService, GoogleAppsScript.Lock.LockService>>; // only Google's methods (execution.ts)

/**
 * Google's quotas of the Properties service (https://developers.google.com/apps-script/guides/services/quotas):
 * 9 KB per value, 500 KB per property store. Over them Apps Script throws these messages and stores nothing.
 */
export const PROPERTY_VALUE_LIMIT = 9 * 1024;
export const PROPERTY_STORE_LIMIT = 500 * 1024;
export const PROPERTY_VALUE_MESSAGE = 'Argument too large: value';
export const PROPERTY_STORE_MESSAGE =
  'You have exceeded the property storage quota. Please remove some properties and try again.';

const bytes = (s: string): number => Buffer.byteLength(s, 'utf8');

/** A property store: values are strings; a missing key reads null. */
export class LocalProperties implements Facade<
  GoogleAppsScript.Properties.Properties,
  'getProperty' | 'setProperty' | 'setProperties' | 'getProperties' | 'deleteProperty'
> {
  constructor(
    readonly x: Execution,
    private readonly store: Map<string, string>,
  ) {}
  /** Checks the quotas for the store after `next` (key -> value) is written, `clear` first when asked. */
  private _fits(next: [string, string][], clear = false): void {
    for (const [, v] of next) if (bytes(v) > PROPERTY_VALUE_LIMIT) throw gasError(this.x.realm, PROPERTY_VALUE_MESSAGE);
    const after = new Map(clear ? [] : this.store);
    for (const [k, v] of next) after.set(k, v);
    let total = 0;
    for (const [k, v] of after) total += bytes(k) + bytes(v);
    if (total > PROPERTY_STORE_LIMIT) throw gasError(this.x.realm, PROPERTY_STORE_MESSAGE);
  }
  getProperty(key: string): string | null {
    return this.store.get(String(key)) ?? null;
  }
  setProperty(key: string, value: string): this {
    this._fits([[String(key), String(value)]]);
    this.store.set(String(key), String(value));
    return this;
  }
  setProperties(properties: Record<string, unknown>, deleteAllOthers?: boolean): this {
    const next = Object.keys(properties).map((k) => [k, String(properties[k])] as [string, string]);
    this._fits(next, !!deleteAllOthers);
    if (deleteAllOthers) this.store.clear();
    for (const [k, v] of next) this.store.set(k, v);
    return this;
  }
  getProperties(): Record<string, string> {
    const o = new this.x.realm.Object() as Record<string, string>;
    for (const [k, v] of this.store) o[k] = v;
    return o;
  }
  deleteProperty(key: string): this {
    this.store.delete(String(key));
    return this;
  }
}
export type PropertiesSurface = Surface<GoogleOnly<LocalProperties, GoogleAppsScript.Properties.Properties>>; // only Google's methods (execution.ts)

export class LocalPropertiesService implements Facade<
  GoogleAppsScript.Properties.PropertiesService,
  'getDocumentProperties' | 'getScriptProperties'
> {
  constructor(readonly x: Execution) {}
  getDocumentProperties(): LocalProperties {
    return new LocalProperties(this.x, this.x.book.documentProperties);
  }
  getScriptProperties(): LocalProperties {
    return new LocalProperties(this.x, this.x.book.scriptProperties);
  }
}
export type PropertiesServiceSurface = Surface<
  GoogleOnly<LocalPropertiesService, GoogleAppsScript.Properties.PropertiesService>
>; // only Google's methods (execution.ts)

export class LocalUtilities implements Facade<GoogleAppsScript.Utilities.Utilities, 'formatDate' | 'getUuid'> {
  constructor(readonly x: Execution) {}
  /** Java SimpleDateFormat patterns in an IANA time zone (see date-format.ts). */
  formatDate(date: Date, timeZone: string, format: string): string {
    return formatDate(date, timeZone, format);
  }
  getUuid(): string {
    return randomUUID();
  }
}
export type UtilitiesSurface = Surface<GoogleOnly<LocalUtilities, GoogleAppsScript.Utilities.Utilities>>; // only Google's methods (execution.ts)

export class LocalSession implements Facade<GoogleAppsScript.Base.Session, 'getEffectiveUser'> {
  constructor(readonly x: Execution) {}
  /** the user whose authority the script runs under: who clicked, who typed (simple triggers), who created an installable trigger */
  getEffectiveUser(): LocalUser {
    return new LocalUser(this.x.user);
  }
}
export type SessionSurface = Surface<GoogleOnly<LocalSession, GoogleAppsScript.Base.Session>>; // only Google's methods (execution.ts)

countCalls(LocalLock, 'Lock', {});
countCalls(LocalLockService, 'LockService', {});
countCalls(LocalProperties, 'Properties', {});
countCalls(LocalPropertiesService, 'PropertiesService', {});

function text(args: unknown[]): string {
  return args.map((a) => (typeof a === 'string' ? a : safeJson(a))).join(' ');
}
function safeJson(a: unknown): string {
  if (a instanceof Object && 'message' in a && 'name' in a) return `${(a as Error).name}: ${(a as Error).message}`;
  try {
    return JSON.stringify(a) ?? String(a);
  } catch {
    return String(a);
  }
}

/** ScriptApp: installable triggers (triggers.ts) and the execution's OAuth token (urlFetch.ts). */
export class LocalScriptApp implements Facade<
  GoogleAppsScript.Script.ScriptApp,
  'newTrigger' | 'getProjectTriggers' | 'getUserTriggers' | 'deleteTrigger' | 'getOAuthToken'
> {
  constructor(readonly x: Execution) {}
  newTrigger(functionName: string): LocalTriggerBuilder {
    return newTrigger(this.x, functionName);
  }
  getProjectTriggers(): LocalTrigger[] {
    return projectTriggers(this.x);
  }
  getUserTriggers(source: { getId(): string }): LocalTrigger[] {
    return userTriggers(this.x, source);
  }
  deleteTrigger(trigger: LocalTrigger): void {
    deleteTrigger(this.x, trigger);
  }
  /**
   * The effective user's OAuth token for the scopes the script was authorized with
   * (https://developers.google.com/apps-script/reference/script/script-app#getOAuthToken()): the one the local
   * UrlFetchApp accepts.
   */
  getOAuthToken(): string {
    return oauthToken(this.x);
  }
}
export type ScriptAppSurface = Surface<GoogleOnly<LocalScriptApp, GoogleAppsScript.Script.ScriptApp>>; // only Google's methods (execution.ts)

/** The Apps Script globals given to the bundle. */
export interface GasGlobals {
  ScriptApp: LocalScriptApp;
  SpreadsheetApp: LocalSpreadsheetApp;
  FormApp: LocalFormApp;
  /** only the Forms REST API's forms.get and forms.batchUpdate (urlFetch.ts, formsApi.ts) */
  UrlFetchApp: LocalUrlFetchApp;
  Charts: ReturnType<typeof chartsService>;
  HtmlService: LocalHtmlService;
  LockService: LocalLockService;
  PropertiesService: LocalPropertiesService;
  Utilities: LocalUtilities;
  Session: LocalSession;
  MailApp: LocalMailApp;
  console: { log(...a: unknown[]): void };
}
/** Apps Script's console (google-apps-script.base.d.ts, `interface Console`; the global Console type also has Node's) */
export type ConsoleSurface = Surface<
  GoogleOnly<GasGlobals['console'], Pick<Console, 'error' | 'info' | 'log' | 'time' | 'timeEnd' | 'warn'>>
>;

/** Builds the globals of one execution. console writes to the execution's log (not to stdout). */
export function createServices(x: Execution): GasGlobals {
  return {
    ScriptApp: new LocalScriptApp(x),
    SpreadsheetApp: new LocalSpreadsheetApp(x),
    FormApp: new LocalFormApp(x),
    UrlFetchApp: new LocalUrlFetchApp(x),
    Charts: chartsService(),
    HtmlService: new LocalHtmlService(x),
    LockService: new LocalLockService(x),
    PropertiesService: new LocalPropertiesService(x),
    Utilities: new LocalUtilities(x),
    Session: new LocalSession(x),
    MailApp: new LocalMailApp(x),
    console: {
      log(...a: unknown[]): void {
        x.log.push(text(a));
      },
    },
  };
}

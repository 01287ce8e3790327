// One execution of a script on a local workbook (one menu click on Google's servers): who runs it, its
// scripted user interface, its call counter, the realm its values are built in, and its identity for locks.
// Also the helpers every facade uses: call counting on prototypes, signature checks against
// @types/google-apps-script, the surface check (GoogleOnly: a facade compiles only with methods its Google
// interface has; '_' names are the local service's own) and Google's enums (googleEnum: only Google's members);
// and the end of an execution's locks (at its end, or when it shows a dialog).
import { QUOTA_MESSAGE, TIMEOUT_MESSAGE, type CallCategory, type CallCounter } from './calls';
import { gasError } from './values';
import { lockFreed } from './clock';
import type { ScriptedUi } from './dialogs';
import type { AuthModeName } from './records';
import type { Realm } from './values';
import type { LocalWorkbook } from './workbook';

export interface Execution {
  readonly id: number;
  readonly book: LocalWorkbook;
  readonly counter: CallCounter;
  readonly ui: ScriptedUi;
  /** the bundle's realm once its vm context exists (Node's before) */
  realm: Realm;
  /** Session.getEffectiveUser().getEmail(): who runs this execution (the person editing, for simple triggers) */
  readonly user: string;
  /** the authorization mode of what runs now (local/gas/access.ts): FULL for menu items, LIMITED for onEdit */
  authMode: AuthModeName;
  /** console output of the bundle */
  readonly log: string[];
  /** the current time (dates typed without a year take its year) */
  now(): Date;
}

/**
 * Releases every lock held by the execution: at its end ("the lock is automatically released when the script
 * terminates", https://developers.google.com/apps-script/reference/lock/lock#releaseLock()), and when it shows
 * an alert, a prompt or a dialog (ui.ts).
 */
export function releaseLocks(x: Execution): string[] {
  const released: string[] = [];
  for (const [k, h] of x.book.locks)
    if (h === x.id) {
      x.book.locks.set(k, null);
      lockFreed(x, k);
      released.push(k);
    }
  return released;
}

/** Throws Google's runtime-limit error when the execution was killed (calls.ts killAfter). */
export function requireAlive(x: Execution): void {
  if (x.counter.killed) throw gasError(x.realm, TIMEOUT_MESSAGE);
}

/** true when T is a primitive or (nested) array of primitives: results a facade returns as they are. */
type Plain<T> = T extends string | number | boolean | void | null | undefined
  ? true
  : T extends (infer E)[]
    ? Plain<E>
    : false;
/** Parameters of another service's interface type (a Range, a Sheet) are taken as the local facades. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- such a parameter is whichever local facade the caller passes: any, so each facade names its own class
type Loose<P extends unknown[]> = { [I in keyof P]: Plain<P[I]> extends true ? P[I] : any };

/**
 * The methods K of an Apps Script interface T, with T's parameter types (service objects passed in are the
 * local facades) and, for primitive results, its return type (facades return their own local objects where
 * T returns another interface). For overloaded methods TypeScript checks the last overload.
 */
export type Facade<T, K extends keyof T> = {
  [P in K]: T[P] extends (...args: infer A) => infer R
    ? (...args: Loose<A>) => Plain<R> extends true ? R : unknown
    : never;
};

/**
 * The public method names of a local class C that the Google interface T it stands for does not have
 * (per @types/google-apps-script and src/google/extensions.d.ts). Names starting with '_' are the local
 * service's internals; fields that are not functions (the execution, the model, enums) are allowed.
 */
export type NotGoogle<C, T> = {
  [K in keyof C]-?: K extends `_${string}` | keyof T ? never : C[K] extends (...args: never[]) => unknown ? K : never;
}[keyof C];

/**
 * true when every public method of C is one of T's; otherwise `{ name: 'not a method of Google', ... }`, so that
 * `GoogleOnly<LocalSheet, GoogleAppsScript.Spreadsheet.Sheet>` given to Surface names the invented methods in
 * the compiler's error. T may be a union of interfaces when one local class stands for several (a ListItem and
 * a MultipleChoiceItem): its methods must then be in every one of them.
 */
export type GoogleOnly<C, T> = [NotGoogle<C, T>] extends [never]
  ? true
  : { [K in NotGoogle<C, T>]: 'not a method of Google' };

/**
 * The one-line assertion placed after each facade class: `export type SheetSurface = Surface<GoogleOnly<LocalSheet, GasSheet>>;`
 * compiles only when the class has Google's methods alone (a method Google lacks cannot be called in Google).
 */
export type Surface<Check extends true> = Check;

/**
 * An Apps Script enum as the local service gives it: each member's value is its name (String(e) is the name
 * in Apps Script too). `names` must be members of Google's enum E, so the local enum has none Google lacks.
 */
export function googleEnum<E>(names: readonly (keyof E & string)[]): E {
  const o: Record<string, string> = {};
  for (const n of names) o[n] = n;
  return Object.freeze(o) as unknown as E;
}

/**
 * Counts every call of the public methods of `cls` (everything but the constructor and names starting
 * with '_') under `prefix.method`, in the category given by `table` (default 'other'). Facades keep
 * their execution in `this.x` and never call their own public methods internally. A write or formatting call
 * that is the counter's planted fault throws Google's quota error before it does anything, and every call of
 * a killed execution throws "Exceeded maximum execution time" (calls.ts).
 */
export function countCalls(cls: { prototype: object }, prefix: string, table: Record<string, CallCategory>): void {
  const proto = cls.prototype as Record<string, unknown>;
  for (const name of Object.getOwnPropertyNames(proto)) {
    const original = Object.getOwnPropertyDescriptor(proto, name)?.value as unknown;
    if (name === 'constructor' || name.startsWith('_') || typeof original !== 'function') continue;
    const category = table[name] ?? 'other';
    const method = `${prefix}.${name}`;
    proto[name] = function (this: { x: Execution }, ...args: unknown[]): unknown {
      const fault = this.x.counter.count(category, method);
      requireAlive(this.x);
      if (fault) throw gasError(this.x.realm, QUOTA_MESSAGE);
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    };
  }
}

/** Sets the same category for several method names. */
export function categories(category: CallCategory, names: string): Record<string, CallCategory> {
  const out: Record<string, CallCategory> = {};
  for (const n of names.split(/\s+/).filter(Boolean)) out[n] = category;
  return out;
}

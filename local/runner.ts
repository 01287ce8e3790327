// The harness that runs the add-on locally: opens/saves .xlsx workbooks and starts the bundle clasp pushes
// (build/Code.js) in a gas-local vm context whose only globals are the local Apps Script services
// (local/gas/). Tests, the `mochalunt run` command, the demo and the benchmarks all go through here.
import { extname, join } from 'path';
import * as vm from 'vm';
import { CallCounter, type CallCounts } from './gas/calls';
import { ScriptedUi, type UiAnswer, type UiResponder } from './gas/dialogs';
import type { Execution } from './gas/execution';
import { createServices, releaseLocks, type GasGlobals } from './gas/services';
import { LocalUser } from './gas/protection';
import { storeInput } from './gas/range';
import { LocalSheet } from './gas/sheet';
import { LocalSpreadsheet } from './gas/spreadsheet';
import { DEFAULT_NUMBER_FORMAT, NODE_REALM, displayValue, type Realm } from './gas/values';
import { LocalWorkbook, hasContent, type Cell } from './gas/workbook';
import { listValues } from './gas/validation';
import { loadXlsx, saveXlsx } from './gas/xlsx';
import { configureMail, outboxPath } from './gas/mail';

export { LocalWorkbook } from './gas/workbook';
export type { CallCounts } from './gas/calls';
export type { UiAnswer, UiDialog, UiMenu, UiMenuEntry, UiResponder, UiButtonName, UiButtonSetName } from './gas/dialogs';
export { ScriptedUi };
export type { GasGlobals } from './gas/services';

/** Where `npm run build` writes the add-on bundle. */
export const DEFAULT_BUNDLE_DIR = join(__dirname, '..', 'build');

export interface AddonOptions {
  /** answers the alerts/prompts that need one, after the queued `answers` run out */
  responder?: UiResponder;
  /** queued answers, used first, in order */
  answers?: UiAnswer[];
  /** Session.getActiveUser().getEmail(); default "organizer@example.com" */
  user?: string;
  /** the folder whose .js files are loaded (clasp pushes them all); default <repo>/build (build/Code.js) */
  bundleDir?: string;
  /** the workbook's .xlsx path: MailApp writes its e-mails to `<path>.outbox/round-N/` (local/gas/mail.ts) */
  workbookPath?: string;
  /** MailApp's daily quota in recipients (default 100, Google's consumer limit) */
  mailQuota?: number;
}

/** One execution of the add-on on a workbook (like one click of a menu item on Google's servers). */
export interface AddonSession {
  readonly workbook: LocalWorkbook;
  /** the scripted user: queue answers, read the log of alerts, prompts, dialogs, toasts and menus */
  readonly ui: ScriptedUi;
  /**
   * the Apps Script globals given to the bundle (SpreadsheetApp, LockService, ...), to drive them from a test as
   * the bundle would: calls are counted and values are built in the bundle's realm (a Date it returns is not
   * `instanceof Date` in the test's realm; jest's toEqual still compares it)
   */
  readonly services: GasGlobals;
  /** the same services for a test's own checks: not counted, values in the test's (Node's) realm */
  readonly inspect: GasGlobals;
  /**
   * calls a top-level function of the bundle by name (throws if there is none; errors the function throws
   * come from the bundle's realm: test them with toThrow(message), not instanceof). Its return ends the
   * execution: the locks this session holds are released, as on Google's servers.
   */
  call(fn: string, ...args: unknown[]): unknown;
  /**
   * The user types `typed` into one cell of tab `sheet` (Sheets' conversions apply, as for setValue of a
   * string), then the bundle's onEdit(e) runs if it has one, with e = { range, value, oldValue, source, user,
   * authMode: 'LIMITED' } (value and oldValue as displayed; oldValue undefined for an empty cell).
   * A cell protected against this user (not an editor, not warning-only), or whose validation rejects invalid
   * input (setAllowInvalid(false): a list or number range) and the value typed is not valid, refuses the edit,
   * as Google does: the cell is unchanged, onEdit does not run, an alert is logged, and the result is
   * { refused: true }.
   * Otherwise returns { refused: false, result } with onEdit's return value.
   */
  edit(sheet: string, a1: string, typed: string): { refused: boolean; result?: unknown };
  /** names of the bundle's top-level functions, sorted */
  globals(): string[];
  /** runs code inside the bundle's vm context (for tests of the sandbox itself) */
  evaluate(code: string): unknown;
  /** service calls since start or the last reset */
  calls(): CallCounts;
  resetCalls(): void;
  /**
   * a second execution on the same workbook (another user clicking, a trigger): its own bundle context, Ui
   * log, call counts and lock identity; options default to this session's (its responder, user, bundleDir),
   * queued answers excepted
   */
  newExecution(options?: AddonOptions): AddonSession;
}

/** Google's refusal when a user edits a cell protected against them. */
export const PROTECTED_MESSAGE =
  'You are trying to edit a protected cell or object. Please contact the spreadsheet owner to remove protection if you need to edit.';

/** Session.getActiveUser() when AddonOptions.user is not given. */
export const DEFAULT_USER = 'organizer@example.com';

const gasLocal = require('gas-local') as {
  require(dir: string, globals: object, options?: { filter?: (file: string) => boolean }): vm.Context;
};

/** The message of a validation that rejects `typed` in `cell`, or undefined. */
function rejectedBy(cell: Cell | undefined, typed: string, year: number): string | undefined {
  const rule = cell?.validation;
  if (!rule || rule.allowInvalid || typed === '') return undefined;
  const probe: Cell = { v: '', numberFormat: cell?.numberFormat };
  storeInput(probe, typed, year);
  const shown = displayValue(probe.v, probe.numberFormat ?? DEFAULT_NUMBER_FORMAT);
  let ok = true;
  if (rule.criteria === 'VALUE_IN_LIST') ok = listValues(rule).includes(shown);
  else if (rule.criteria === 'NUMBER_BETWEEN') {
    ok = typeof probe.v === 'number' && probe.v >= Number(rule.values[0]) && probe.v <= Number(rule.values[1]);
  }
  if (ok) return undefined;
  return rule.helpText || (rule.criteria === 'VALUE_IN_LIST'
    ? 'Input must be an item on the specified list.'
    : `Input must be a number between ${String(rule.values[0])} and ${String(rule.values[1])}.`);
}

/** Opens an .xlsx workbook; without a path, a new empty workbook with one sheet "Sheet1". */
export async function openWorkbook(path?: string): Promise<LocalWorkbook> {
  return path ? loadXlsx(path) : LocalWorkbook.empty();
}

/** Saves a workbook as .xlsx (see local/gas/xlsx.ts for what is kept and where). */
export async function saveWorkbook(book: LocalWorkbook, path: string): Promise<void> {
  await saveXlsx(book, path);
}

/**
 * Starts the add-on on `book`: every .js file of `bundleDir` (build/Code.js) runs in a fresh vm context
 * whose only globals are the Apps Script services of this execution (plus JavaScript's own built-ins).
 * Values the services hand to the bundle are built with that context's Array, Date, Object and Error.
 */
export function startAddon(book: LocalWorkbook, options: AddonOptions = {}): AddonSession {
  const ui = new ScriptedUi(options.responder, options.answers ?? []);
  if (options.workbookPath !== undefined) configureMail(book, { outbox: outboxPath(options.workbookPath) });
  if (options.mailQuota !== undefined) configureMail(book, { quota: options.mailQuota });
  const counter = new CallCounter();
  const x: Execution = {
    id: book.newExecutionId(), book, counter, ui, realm: NODE_REALM, user: options.user ?? DEFAULT_USER, log: [],
    now: () => new Date(),
  };
  const services = createServices(x);
  const ctx = vm.createContext({ ...services });
  x.realm = vm.runInContext('({ Array: Array, Date: Date, Object: Object, Error: Error })', ctx) as Realm;
  gasLocal.require(options.bundleDir ?? DEFAULT_BUNDLE_DIR, ctx, { filter: (f) => extname(f) === '.js' });
  const serviceNames = new Set(Object.keys(services));
  const global = ctx as Record<string, unknown>;
  const globals = (): string[] =>
    Object.keys(global).filter((k) => typeof global[k] === 'function' && !serviceNames.has(k)).sort();
  const quiet: Execution = { ...x, counter: new CallCounter(), realm: NODE_REALM };
  return {
    workbook: book,
    ui,
    services,
    inspect: createServices(quiet),
    globals,
    call(fn: string, ...args: unknown[]): unknown {
      const f = global[fn];
      if (typeof f !== 'function') {
        throw new Error(`The bundle has no top-level function "${fn}". It has: ${globals().join(', ')}`);
      }
      try {
        return (f as (...a: unknown[]) => unknown)(...args);
      } finally {
        releaseLocks(x); // the end of an execution releases its locks, as on Google's servers
      }
    },
    edit(sheetName: string, a1: string, typed: string): { refused: boolean; result?: unknown } {
      const model = book.sheetByName(sheetName);
      if (!model) throw new Error(`edit: no sheet "${sheetName}"`);
      // built without counting: the user's typing is not a call of the script
      const ss = new LocalSpreadsheet(x);
      const sheet = new LocalSheet(x, model);
      const range = sheet._rangeA1(a1);
      const { row, column } = range.area;
      const blocked = book.protections.some((p) => {
        if (p.sheetId !== sheet.model.id || p.warningOnly || p.editors.includes(x.user)) return false;
        const a = p.area;
        return !a || (row >= a.row && row < a.row + a.numRows && column >= a.column && column < a.column + a.numColumns);
      });
      if (blocked) {
        ui.record({ kind: 'alert', title: '', text: PROTECTED_MESSAGE });
        return { refused: true };
      }
      const before = sheet.model.cell(row, column);
      const rejected = rejectedBy(before, typed, x.now().getUTCFullYear());
      if (rejected) {
        ui.record({ kind: 'alert', title: 'There was a problem', text: rejected });
        return { refused: true };
      }
      const oldValue = before && hasContent(before) ? displayValue(before.v, before.numberFormat ?? DEFAULT_NUMBER_FORMAT) : undefined;
      const cell = sheet.model.touch(row, column);
      storeInput(cell, typed, x.now().getUTCFullYear());
      const onEdit = global.onEdit;
      if (typeof onEdit !== 'function') return { refused: false };
      const e = new x.realm.Object() as Record<string, unknown>;
      Object.assign(e, {
        range, source: ss, value: displayValue(cell.v, cell.numberFormat ?? DEFAULT_NUMBER_FORMAT), oldValue,
        user: new LocalUser(x.user), authMode: 'LIMITED', triggerUid: '0',
      });
      if (oldValue === undefined) delete e.oldValue;
      try {
        return { refused: false, result: (onEdit as (ev: unknown) => unknown)(e) };
      } finally {
        releaseLocks(x);
      }
    },
    evaluate(code: string): unknown {
      return vm.runInContext(code, ctx);
    },
    calls: () => counter.snapshot(),
    resetCalls: () => counter.reset(),
    newExecution: (more: AddonOptions = {}) => startAddon(book, { ...options, answers: [], ...more }),
  };
}

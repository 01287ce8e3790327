// The harness that runs the add-on locally: opens/saves .xlsx workbooks and starts the bundle clasp pushes
// (build/Code.js) in a gas-local vm context whose only globals are the local Apps Script services
// (local/gas/). Tests, the `mochalunt run` command, the demo and the benchmarks all go through here.
import { extname, join } from 'path';
import * as vm from 'vm';
import {
  accessOf,
  blockingProtection,
  guardGlobals,
  PROTECTED_MESSAGE,
  VIEWER_MESSAGE,
  type AuthModeName,
} from './gas/access';
import { CallCounter, TIMEOUT_MESSAGE, type CallCounts } from './gas/calls';
import { ScriptedUi, type UiAnswer, type UiDialog, type UiResponder } from './gas/dialogs';
import type { Execution } from './gas/execution';
import { createServices, releaseLocks, type GasGlobals } from './gas/services';
import { LocalUser } from './gas/protection';
import { storeInput } from './gas/range';
import { LocalSheet } from './gas/sheet';
import { LocalSpreadsheet } from './gas/spreadsheet';
import { DEFAULT_NUMBER_FORMAT, NODE_REALM, displayValue, gasError, type Realm } from './gas/values';
import { LocalWorkbook, hasContent, type Cell } from './gas/workbook';
import { listValues } from './gas/validation';
import { loadXlsx, missingPrivateNote, saveXlsx } from './gas/xlsx';
import { fireEditTriggers, joinProject, type TriggerOutcome, type TriggerRecord } from './gas/triggers';
import { configureMail, outboxPath, type MailAccount } from './gas/mail';
import { configureAccount } from './gas/quotas';
import type { Outcome } from '../src/sheets/outcome';
export type { MailAccount } from './gas/mail';

export { LocalWorkbook } from './gas/workbook';
export type { CallCounts } from './gas/calls';
export { CallCounter, QUOTA_MESSAGE, TIMEOUT_MESSAGE } from './gas/calls';
export type { UiAnswer, UiDialog, UiResponder } from './gas/dialogs';
export { ScriptedUi };
export type { GasGlobals } from './gas/services';
export type { AuthModeName } from './gas/access';
export { PROTECTED_MESSAGE, VIEWER_MESSAGE } from './gas/access';

/** Where `npm run build` writes the add-on bundle. */
export const DEFAULT_BUNDLE_DIR = join(__dirname, '..', 'build');

export interface AddonOptions {
  /** answers the alerts/prompts that need one, after the queued `answers` run out */
  responder?: UiResponder;
  /** queued answers, used first, in order */
  answers?: UiAnswer[];
  /** who runs it: Session.getEffectiveUser().getEmail(); default "organizer@example.com" (the file's owner) */
  user?: string;
  /** the folder whose .js files are loaded (clasp pushes them all); default <repo>/build (build/Code.js) */
  bundleDir?: string;
  /** a flat virtual latency charged per service call instead of the model (local/gas/calls.ts CallCounter) */
  callLatencyMs?: number;
  /** the workbook's .xlsx path: MailApp writes its e-mails to `<path>.outbox/round-N/` (local/gas/mail.ts) */
  workbookPath?: string;
  /**
   * The kind of the user's Google account (local/gas/quotas.ts): 'consumer' (gmail.com, the default: 100 e-mail
   * recipients and 90 minutes of trigger runtime a day) or 'workspace' (1,500 recipients, 6 hours); 50 recipients
   * per message for both
   */
  mailAccount?: MailAccount;
  /** MailApp's daily quota in recipients, overriding the account's figure */
  mailQuota?: number;
}

/** How a test takes part in the installable triggers an edit fires. */
export interface EditOptions {
  /**
   * Called with each installable trigger's execution before it runs. Trigger executions run concurrently on
   * Google's servers: set `run.counter.beforeCall` to run another execution (another person's edit) between
   * two of its calls.
   */
  readonly beforeTrigger?: (run: AddonSession, trigger: TriggerRecord) => void;
  /**
   * Called once the typed values are in the cells, before onEdit and the installable triggers run (the
   * command line compares the workbook then and after each trigger, to say what each wrote back).
   */
  afterInput?(): void;
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
  /** what the bundle wrote with console.log, in order (Apps Script's execution log) */
  readonly consoleLog: readonly string[];
  /**
   * calls a top-level function of the bundle by name (throws if there is none; errors the function throws
   * come from the bundle's realm: test them with toThrow(message), not instanceof). Its return ends the
   * execution: the locks this session holds are released, as on Google's servers. An execution killed by the
   * counter (`counter.killAfter(k)`) ends by throwing Google's "Exceeded maximum execution time", whatever
   * the script did after the kill; what it wrote before stays.
   */
  call(fn: string, ...args: unknown[]): unknown;
  /**
   * Runs a top-level function in an authorization mode (access.ts): `trigger('onOpen', 'NONE', e)`. `call`
   * runs in FULL (a menu item, google.script.run), or in the mode of its first argument's `authMode` (an
   * event object). Services the mode does not allow throw Apps Script's authorization error.
   */
  trigger(fn: string, mode: AuthModeName, ...args: unknown[]): unknown;
  /**
   * How the last `call` or `trigger` ended, as its handler returned it (src/sheets/outcome.ts: status, round,
   * problems, text): a function of the bundle's HANDLERS (src/index.ts: the menu's handlers, the dialogs'
   * server functions) is called there, its outcome kept and its text returned, as its top-level function
   * does; null when the last function was no handler. When a dialog's form was submitted after the handler,
   * the outcome of that submission.
   */
  outcome(): Outcome | null;
  /**
   * The user types `typed` into one cell of tab `sheet` (Sheets' conversions apply, as for setValue of a
   * string), or pastes a block (`a1` a range, `typed` rows of texts). Then the bundle's onEdit(e) runs if it
   * has one, as this user in LIMITED mode (a simple trigger), with e = { range, value, oldValue, source,
   * user, authMode: 'LIMITED' } (value and oldValue as displayed, for one cell; oldValue undefined for an
   * empty cell), then the workbook's installable edit triggers, each as its creator in FULL (fireEditTriggers in
   * gas/triggers.ts; their outcomes are returned as `triggers`; `options.beforeTrigger` prepares each run).
   * A viewer, a cell protected against this user (not the owner, not an editor, not warning-only), or a
   * validation that rejects invalid input (setAllowInvalid(false): a list or number range) refuses the edit,
   * as Google does: nothing is changed, no trigger runs, an alert is logged, and the result is
   * { refused: true, message }. Otherwise returns { refused: false, result } with onEdit's return value.
   */
  edit(
    sheet: string,
    a1: string,
    typed: string | string[][],
    options?: EditOptions,
  ): { refused: boolean; message?: string; result?: unknown; triggers?: TriggerOutcome[] };
  /** names of the bundle's top-level functions, sorted */
  globals(): string[];
  /** runs code inside the bundle's vm context (for tests of the sandbox itself) */
  evaluate(code: string): unknown;
  /** service calls since start or the last reset */
  calls(): CallCounts;
  resetCalls(): void;
  /**
   * The call counter of this execution: plant a fault (`failAfter(k)`: the k-th write or formatting call
   * from now throws Google's quota error), kill the execution (`killAfter(k)`: the k-th call from now and
   * every later one throw "Exceeded maximum execution time", Google's 6-minute limit), see whether either
   * fired, or run something before a given call (`beforeCall`, to interleave another execution).
   */
  readonly counter: CallCounter;
  /**
   * a second execution on the same workbook (another user clicking, a trigger): its own bundle context, Ui
   * log, call counts and lock identity; options default to this session's (its responder, user, bundleDir),
   * queued answers excepted
   */
  newExecution(options?: AddonOptions): AddonSession;
}

/** Session.getEffectiveUser() when AddonOptions.user is not given. */
export const DEFAULT_USER = 'organizer@example.com';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- gas-local ships no types and is CommonJS: required, and typed by hand here
const gasLocal = require('gas-local') as {
  require(dir: string, globals: object, options?: { filter?: (file: string) => boolean }): vm.Context;
};

/** The message of a validation that rejects `typed` in `cell`, or undefined. */
function rejectedBy(cell: Cell | undefined, typed: string, year: number, timeZone: string): string | undefined {
  const rule = cell?.validation;
  if (!rule || rule.allowInvalid || typed === '') return undefined;
  const probe: Cell = { v: '', numberFormat: cell?.numberFormat };
  storeInput(probe, typed, year, timeZone);
  const shown = displayValue(probe.v, probe.numberFormat ?? DEFAULT_NUMBER_FORMAT, timeZone);
  let ok = true;
  if (rule.criteria === 'VALUE_IN_LIST') ok = listValues(rule).includes(shown);
  else if (rule.criteria === 'NUMBER_BETWEEN') {
    ok = typeof probe.v === 'number' && probe.v >= Number(rule.values[0]) && probe.v <= Number(rule.values[1]);
  }
  if (ok) return undefined;
  return (
    rule.helpText ||
    (rule.criteria === 'VALUE_IN_LIST'
      ? 'Input must be an item on the specified list.'
      : `Input must be a number between ${String(rule.values[0])} and ${String(rule.values[1])}.`)
  );
}

/** Opens an .xlsx workbook; without a path, a new empty workbook with one sheet "Sheet1". */
export async function openWorkbook(path?: string): Promise<LocalWorkbook> {
  if (!path) return LocalWorkbook.empty();
  const book = await loadXlsx(path);
  // its installable triggers are the project's, seen from every document (gas/triggers.ts)
  if (book.triggers.length) joinProject(book);
  return book;
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
  if (options.mailAccount !== undefined) {
    configureMail(book, { account: options.mailAccount });
    // the kind of the user's account: their daily trigger runtime too (gas/quotas.ts)
    configureAccount({ kind: options.mailAccount }, options.user ?? DEFAULT_USER);
  }
  if (options.mailQuota !== undefined) configureMail(book, { quota: options.mailQuota });
  const counter = new CallCounter(options.callLatencyMs);
  const x: Execution = {
    id: book.newExecutionId(),
    book,
    counter,
    ui,
    realm: NODE_REALM,
    user: options.user ?? DEFAULT_USER,
    log: [],
    now: () => new Date(),
    authMode: 'FULL',
  };
  const services = createServices(x);
  // the bundle's globals check the authorization mode on every call (access.ts); tests' `services` do not.
  // The context's global object is an ordinary one (DONT_CONTEXTIFY), as a script's global is on Google's V8:
  // a contextified sandbox answers every global name the bundle reads (Math, JSON, String...) through an
  // interceptor, which made a hashing loop forty times slower than in Node itself. An older Node 20 lacks the
  // constant (or vm.constants): the context is then a contextified one, slower and otherwise the same.
  const ctx = Object.assign(vm.createContext(vm.constants?.DONT_CONTEXTIFY), guardGlobals(x, services));
  x.realm = vm.runInContext('({ Array: Array, Date: Date, Object: Object, Error: Error })', ctx) as Realm;
  gasLocal.require(options.bundleDir ?? DEFAULT_BUNDLE_DIR, ctx, { filter: (f) => extname(f) === '.js' });
  const serviceNames = new Set(Object.keys(services));
  const global = ctx as Record<string, unknown>;
  const globals = (): string[] =>
    Object.keys(global)
      .filter((k) => typeof global[k] === 'function' && !serviceNames.has(k))
      .sort();
  const quiet: Execution = { ...x, counter: new CallCounter(), realm: NODE_REALM };
  /** The bundle's handler of that name, returning its Outcome (src/index.ts HANDLERS), when it has one. */
  const handler = (fn: string): ((...a: unknown[]) => Outcome) | null => {
    const api = global.MOCHALUNT as { HANDLERS?: Record<string, unknown> } | undefined;
    const h = api && typeof api === 'object' ? api.HANDLERS?.[fn] : undefined;
    return typeof h === 'function' ? (h as (...a: unknown[]) => Outcome) : null;
  };
  /** How the last call ended, as its handler returned it: a plain copy in this realm (the bundle's arrays are not). */
  let last: Outcome | null = null;
  /** Runs fn in `mode`; then the forms of HTML dialogs the user submitted, each a new execution in FULL. */
  const run = (fn: string, mode: AuthModeName, args: unknown[]): unknown => {
    const f = global[fn];
    if (typeof f !== 'function') {
      throw new Error(`The bundle has no top-level function "${fn}". It has: ${globals().join(', ')}`);
    }
    // a workbook whose private file is missing says so at every action, first (xlsx.ts: read as the owner's alone)
    const missing = missingPrivateNote(book);
    if (missing) ui.log.push({ kind: 'toast', title: 'Private file missing', text: missing });
    const before = x.authMode;
    x.authMode = mode;
    last = null;
    const h = handler(fn);
    let result: unknown;
    let failure: { error: unknown } | null = null;
    try {
      if (h) {
        const ended = h(...args);
        last = JSON.parse(JSON.stringify(ended)) as Outcome;
        result = ended.text;
      } else result = (f as (...a: unknown[]) => unknown)(...args);
    } catch (error) {
      failure = { error };
    } finally {
      x.authMode = before;
      releaseLocks(x); // the end of an execution releases its locks, as on Google's servers
    }
    // a killed execution ends with Google's error, whatever the script did after the kill (calls.ts killAfter)
    if (counter.endExecution()) throw gasError(x.realm, TIMEOUT_MESSAGE);
    if (failure) throw failure.error;
    // google.script.run from an HTML dialog: the form's function runs after the handler, with the text typed
    while (ui.submissions.length) {
      const s = ui.submissions.shift() as { fn: string; text: string; hidden?: string[]; dialog?: UiDialog };
      result = run(s.fn, 'FULL', [s.text, ...(s.hidden ?? [])]);
      // the page's success handler gets the return value and shows it in the dialog
      if (s.dialog) s.dialog.reply = typeof result === 'string' ? result : JSON.stringify(result);
    }
    return result;
  };
  const modeOf = (args: unknown[]): AuthModeName => {
    const m = (args[0] as { authMode?: unknown } | undefined)?.authMode;
    return m === 'NONE' || m === 'LIMITED' || m === 'FULL' ? m : 'FULL';
  };
  const session: AddonSession = {
    workbook: book,
    ui,
    services,
    inspect: createServices(quiet),
    consoleLog: x.log,
    globals,
    call(fn: string, ...args: unknown[]): unknown {
      return run(fn, modeOf(args), args);
    },
    trigger(fn: string, mode: AuthModeName, ...args: unknown[]): unknown {
      return run(fn, mode, args);
    },
    edit(
      sheetName: string,
      a1: string,
      typed: string | string[][],
      options: EditOptions = {},
    ): { refused: boolean; message?: string; result?: unknown; triggers?: TriggerOutcome[] } {
      const model = book.sheetByName(sheetName);
      if (!model) throw new Error(`edit: no sheet "${sheetName}"`);
      // built without counting: the user's typing is not a call of the script
      const ss = new LocalSpreadsheet(x);
      const sheet = new LocalSheet(x, model);
      const range = sheet._rangeA1(a1);
      const { row, column, numRows, numColumns } = range.area;
      const rows = typeof typed === 'string' ? [[typed]] : typed;
      if (rows.length !== numRows || rows.some((r) => r.length !== numColumns)) {
        throw new Error(`edit: ${numRows} x ${numColumns} values expected for ${a1}`);
      }
      const refuse = (title: string, message: string) => {
        ui.record({ kind: 'alert', title, text: message });
        return { refused: true, message };
      };
      if (accessOf(book, x.user) === 'viewer') return refuse('', VIEWER_MESSAGE);
      if (blockingProtection(book, x.user, model.id, range.area)) return refuse('', PROTECTED_MESSAGE);
      const year = x.now().getUTCFullYear();
      for (let i = 0; i < numRows; i++)
        for (let j = 0; j < numColumns; j++) {
          const rejected = rejectedBy(model.cell(row + i, column + j), rows[i][j], year, book.timeZone);
          if (rejected) return refuse('There was a problem', rejected);
        }
      const before = model.cell(row, column);
      const oldValue =
        before && hasContent(before)
          ? displayValue(before.v, before.numberFormat ?? DEFAULT_NUMBER_FORMAT, book.timeZone, book.locale)
          : undefined;
      for (let i = 0; i < numRows; i++)
        for (let j = 0; j < numColumns; j++)
          storeInput(model.touch(row + i, column + j), rows[i][j], year, book.timeZone);
      options.afterInput?.();
      const first = model.cell(row, column) as Cell;
      const single = numRows === 1 && numColumns === 1;
      const event = {
        sheet: sheetName,
        a1: range.getA1Notation(),
        user: x.user,
        value: single
          ? displayValue(first.v, first.numberFormat ?? DEFAULT_NUMBER_FORMAT, book.timeZone, book.locale)
          : undefined,
        oldValue: single ? oldValue : undefined,
      };
      let result: unknown;
      const onEdit = global.onEdit;
      if (typeof onEdit === 'function') {
        const e = new x.realm.Object() as Record<string, unknown>;
        Object.assign(e, {
          range,
          source: ss,
          value: event.value,
          oldValue,
          user: new LocalUser(x.user),
          authMode: 'LIMITED',
          triggerUid: '0',
        });
        if (oldValue === undefined || !single) delete e.oldValue;
        if (!single) delete e.value;
        // a simple trigger: runs as the person editing, in LIMITED mode
        result = run('onEdit', 'LIMITED', [e]);
      }
      // then the workbook's installable edit triggers (ScriptApp, triggers.ts), each as its creator in FULL
      const triggers = fireEditTriggers(
        session,
        { sheet: sheetName, a1: event.a1, value: event.value, oldValue: event.oldValue, editor: x.user },
        { beforeRun: options.beforeTrigger },
      );
      return { refused: false, result, triggers };
    },
    outcome(): Outcome | null {
      return last;
    },
    evaluate(code: string): unknown {
      return vm.runInContext(code, ctx);
    },
    calls: () => counter.snapshot(),
    resetCalls: () => counter.reset(),
    counter,
    newExecution: (more: AddonOptions = {}) => startAddon(book, { ...options, answers: [], ...more }),
  };
  return session;
}

// Installable triggers of the local ScriptApp: ScriptApp.newTrigger(fn).forSpreadsheet(ss).onEdit() /
// .onFormSubmit() .create(), .forForm(form).onFormSubmit() .create(), getProjectTriggers,
// getUserTriggers, deleteTrigger, and the Trigger's getters. Each workbook keeps the triggers made from it with
// its private data (`<workbook>.xlsx.private.json`), as Google keeps them with the project, outside the cells;
// the project's view (a user's triggers in every document: getProjectTriggers, the limit of 20) is the union
// over the workbooks of this process (`joinProject`).
// An installable trigger runs as the user who created it, in AuthMode.FULL, whoever caused the event:
// https://developers.google.com/apps-script/guides/triggers/installable ("Installable triggers always run
// under the account of the person who created them"). fireEditTriggers / fireFormSubmitTriggers run them for
// an event, each in a new execution of that user; the harness, the `edit` and `form-submit` commands call them.
// Trigger executions run concurrently on Google's servers: a caller may prepare each run (`beforeRun`, e.g. a
// call counter's `beforeCall` that starts another person's edit between two calls of this trigger).
import type { CallCounter } from './calls';
import { countCalls, type Execution, type Facade, type GoogleOnly, type Surface } from './execution';
import { LocalUser } from './protection';
import type { LocalSpreadsheetApp } from './spreadsheet';
import type { LocalFormApp } from './forms';
import { gasError, list, signatureMessage } from './values';
import type { TriggerEventType, TriggerSourceType, TriggerRecord } from './records';
export type { TriggerEventType, TriggerSourceType, TriggerRecord };

/**
 * Google allows 20 triggers per user per script (https://developers.google.com/apps-script/guides/services/quotas,
 * "Triggers: 20 / user / script") and refuses the 21st with this message.
 */
export const TRIGGER_LIMIT = 20;
export const TOO_MANY_TRIGGERS =
  'This script has too many triggers. Triggers must be deleted from the script before more can be added.';

// The Editor add-on install. An add-on "can only create triggers for the file in which the add-on is used" and
// "can only have one trigger of each type, per user, per document"
// (https://developers.google.com/workspace/add-ons/concepts/editor-triggers#restrictions). The project says it is
// deployed as an add-on by its script property MOCHALUNT_INSTALL = "addon" (set by whoever deploys it, as
// src/addon/menu.ts reads it); then create() refuses a trigger on another file (a form) and a second trigger of
// the same event type on this document by the same user. Google's page quotes no message: these are ours.
export const ADDON_INSTALL_PROPERTY = 'MOCHALUNT_INSTALL';
export const ADDON_OTHER_FILE = 'Add-ons can only create triggers for the file in which the add-on is used.';
export const ADDON_ONE_OF_EACH =
  'An add-on can only have one trigger of each type, per user, per document: this document already has one.';

/** What forSpreadsheet / forForm accept: the object (anything with getId) or its id. */
type Source = string | { getId(): string };
const idOf = (s: Source): string => (typeof s === 'string' ? s : s.getId());

/** An installable trigger seen by the script. */
export class LocalTrigger implements Facade<
  GoogleAppsScript.Script.Trigger,
  'getHandlerFunction' | 'getTriggerSourceId' | 'getUniqueId'
> {
  constructor(
    readonly x: Execution,
    readonly _record: TriggerRecord,
  ) {}
  getHandlerFunction(): string {
    return this._record.handler;
  }
  getTriggerSourceId(): string {
    return this._record.sourceId;
  }
  getUniqueId(): string {
    return this._record.uid;
  }
}
export type TriggerSurface = Surface<GoogleOnly<LocalTrigger, GoogleAppsScript.Script.Trigger>>; // only Google's methods (execution.ts)

// ---------------------------------------------------------------------------------------------------------
// The project. Google keeps a user's installable triggers of a script or an add-on together, whatever document
// each watches: ScriptApp.getProjectTriggers() "Gets all installable triggers associated with the current
// project and current user" (https://developers.google.com/apps-script/reference/script/script-app#getprojecttriggers),
// so in an add-on it lists the user's triggers of EVERY document; getUserTriggers(spreadsheet) those of one
// document (https://developers.google.com/apps-script/reference/script/script-app#getusertriggersspreadsheet);
// and the limit of 20 triggers per user per script counts them all. Locally the bundle run in this process is
// that project: every workbook that made, loaded or fired a trigger joins it (the newest copy of a document by
// its id), so a second tournament of the same organizer sees the first one's triggers, as in Google.

/** The triggers of each document of the project, by workbook id. */
const project = new Map<string, TriggerRecord[]>();
/** The last unique id given to a trigger. */
let lastUid = 0;

/** A workbook joins the project (its triggers count in every document's getProjectTriggers and limit). */
export function joinProject(book: { readonly id: string; readonly triggers: TriggerRecord[] }): void {
  project.set(book.id, book.triggers);
}

/** Every trigger of the project (all users, all documents); the execution's workbook joins first. */
function projectRecords(x: Execution): TriggerRecord[] {
  joinProject(x.book);
  return [...project.values()].flat();
}

/** The last step of a builder: creates the trigger for the current user. */
export class LocalTriggerCreator {
  constructor(
    readonly x: Execution,
    private readonly draft: Omit<TriggerRecord, 'uid' | 'creator'>,
  ) {}
  create(): LocalTrigger {
    const all = projectRecords(this.x);
    if (all.filter((t) => t.creator === this.x.user).length >= TRIGGER_LIMIT)
      throw gasError(this.x.realm, TOO_MANY_TRIGGERS);
    if (this.x.book.scriptProperties.get(ADDON_INSTALL_PROPERTY) === 'addon') {
      const d = this.draft;
      if (d.source === 'FORMS' || d.sourceId !== this.x.book.id) throw gasError(this.x.realm, ADDON_OTHER_FILE);
      const same = (t: TriggerRecord) =>
        t.creator === this.x.user && t.sourceId === d.sourceId && t.eventType === d.eventType;
      if (all.some(same)) throw gasError(this.x.realm, ADDON_ONE_OF_EACH);
    }
    // unique in the project and never given twice, as Trigger.getUniqueId() distinguishes triggers
    lastUid = all.reduce((m, t) => Math.max(m, Number(t.uid) || 0), Math.max(lastUid, 999)) + 1;
    const uid = String(lastUid);
    const record: TriggerRecord = { ...this.draft, uid, creator: this.x.user };
    this.x.book.triggers.push(record);
    return new LocalTrigger(this.x, record);
  }
}
export type TriggerCreatorSurface = Surface<
  GoogleOnly<
    LocalTriggerCreator,
    GoogleAppsScript.Script.SpreadsheetTriggerBuilder | GoogleAppsScript.Script.FormTriggerBuilder
  >
>; // only Google's methods (execution.ts)

// Time-driven (clock) triggers: ScriptApp.newTrigger(h).timeBased().everyHours(n).create()
// (https://developers.google.com/apps-script/reference/script/clock-trigger-builder#everyhoursn). Only everyHours
// is modelled (the add-on calls nothing else), so no local clock trigger runs more often than hourly, as an
// Editor add-on's may not ("Time-driven triggers cannot run more frequently than once per hour":
// https://developers.google.com/workspace/add-ons/concepts/editor-triggers#restrictions). A clock trigger belongs to
// the document it was created in (its record's sourceId): in the add-on install that is its one CLOCK trigger per
// user per document. create() without a schedule is refused, and so is an interval that is not a whole number of
// hours from 1 (our wording: the reference quotes no message). fireClockTriggers runs those due at a given time.
export const CLOCK_NO_SCHEDULE = 'A time-based trigger needs a schedule: call everyHours(n) before create().';
export const CLOCK_BAD_HOURS = 'everyHours(n) takes a whole number of hours from 1.';

export class LocalClockTriggerBuilder implements Facade<
  GoogleAppsScript.Script.ClockTriggerBuilder,
  'everyHours' | 'create'
> {
  private hours = 0;
  constructor(
    readonly x: Execution,
    private readonly handler: string,
  ) {}
  everyHours(n: number): this {
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 1) throw gasError(this.x.realm, CLOCK_BAD_HOURS);
    this.hours = n;
    return this;
  }
  create(): LocalTrigger {
    if (this.hours === 0) throw gasError(this.x.realm, CLOCK_NO_SCHEDULE);
    return new LocalTriggerCreator(this.x, {
      handler: this.handler,
      eventType: 'CLOCK',
      source: 'CLOCK',
      sourceId: this.x.book.id,
      everyHours: this.hours,
    }).create();
  }
}
export type ClockTriggerBuilderSurface = Surface<
  GoogleOnly<LocalClockTriggerBuilder, GoogleAppsScript.Script.ClockTriggerBuilder>
>; // only Google's methods (execution.ts)

export class LocalSpreadsheetTriggerBuilder implements Facade<
  GoogleAppsScript.Script.SpreadsheetTriggerBuilder,
  'onEdit' | 'onFormSubmit'
> {
  constructor(
    readonly x: Execution,
    private readonly handler: string,
    private readonly sourceId: string,
  ) {}
  private _on(eventType: TriggerEventType): LocalTriggerCreator {
    return new LocalTriggerCreator(this.x, {
      handler: this.handler,
      eventType,
      source: 'SPREADSHEETS',
      sourceId: this.sourceId,
    });
  }
  onEdit(): LocalTriggerCreator {
    return this._on('ON_EDIT');
  }
  onFormSubmit(): LocalTriggerCreator {
    return this._on('ON_FORM_SUBMIT');
  }
}
export type SpreadsheetTriggerBuilderSurface = Surface<
  GoogleOnly<LocalSpreadsheetTriggerBuilder, GoogleAppsScript.Script.SpreadsheetTriggerBuilder>
>; // only Google's methods (execution.ts)

export class LocalFormTriggerBuilder implements Facade<GoogleAppsScript.Script.FormTriggerBuilder, 'onFormSubmit'> {
  constructor(
    readonly x: Execution,
    private readonly handler: string,
    private readonly sourceId: string,
  ) {}
  onFormSubmit(): LocalTriggerCreator {
    return new LocalTriggerCreator(this.x, {
      handler: this.handler,
      eventType: 'ON_FORM_SUBMIT',
      source: 'FORMS',
      sourceId: this.sourceId,
    });
  }
}
export type FormTriggerBuilderSurface = Surface<
  GoogleOnly<LocalFormTriggerBuilder, GoogleAppsScript.Script.FormTriggerBuilder>
>; // only Google's methods (execution.ts)

export class LocalTriggerBuilder implements Facade<
  GoogleAppsScript.Script.TriggerBuilder,
  'forSpreadsheet' | 'forForm' | 'timeBased'
> {
  constructor(
    readonly x: Execution,
    private readonly handler: string,
  ) {}
  forSpreadsheet(sheet: Source): LocalSpreadsheetTriggerBuilder {
    return new LocalSpreadsheetTriggerBuilder(this.x, this.handler, idOf(sheet));
  }
  forForm(form: Source): LocalFormTriggerBuilder {
    return new LocalFormTriggerBuilder(this.x, this.handler, idOf(form));
  }
  timeBased(): LocalClockTriggerBuilder {
    return new LocalClockTriggerBuilder(this.x, this.handler);
  }
}
export type TriggerBuilderSurface = Surface<GoogleOnly<LocalTriggerBuilder, GoogleAppsScript.Script.TriggerBuilder>>; // only Google's methods (execution.ts)

/** ScriptApp.newTrigger(functionName) */
export function newTrigger(x: Execution, functionName: string): LocalTriggerBuilder {
  return new LocalTriggerBuilder(x, String(functionName));
}

/** ScriptApp.getProjectTriggers(): the current user's installable triggers of this project, in every document. */
export function projectTriggers(x: Execution): LocalTrigger[] {
  return list(
    x.realm,
    projectRecords(x)
      .filter((t) => t.creator === x.user)
      .map((t) => new LocalTrigger(x, t)),
  );
}

/**
 * ScriptApp.getUserTriggers(spreadsheet or form): the current user's triggers of that document. Google takes the
 * document itself, not its id (forSpreadsheet and forForm take either). Whether a time-driven trigger is listed
 * with its document the page does not say: locally it is not (the stricter reading: find it by its unique id among
 * getProjectTriggers).
 * https://developers.google.com/apps-script/reference/script/script-app#getusertriggersspreadsheet
 */
export function userTriggers(x: Execution, source: { getId(): string }): LocalTrigger[] {
  if (source === null || typeof source !== 'object' || typeof source.getId !== 'function') {
    throw gasError(x.realm, signatureMessage([source], 'ScriptApp.getUserTriggers'));
  }
  const id = source.getId();
  return list(
    x.realm,
    projectRecords(x)
      .filter((t) => t.creator === x.user && t.sourceId === id && t.source !== 'CLOCK')
      .map((t) => new LocalTrigger(x, t)),
  );
}

/**
 * ScriptApp.deleteTrigger(trigger) "Removes the given trigger so it no longer runs", whichever document it
 * watches. A user can only delete their own triggers (others' are never handed to them).
 */
export function deleteTrigger(x: Execution, trigger: LocalTrigger): void {
  if (!(trigger instanceof LocalTrigger))
    throw gasError(x.realm, signatureMessage([trigger], 'ScriptApp.deleteTrigger'));
  const r = trigger._record;
  joinProject(x.book);
  for (const records of project.values()) {
    const k = records.findIndex(
      (t) => t === r || (t.uid === r.uid && t.sourceId === r.sourceId && t.creator === r.creator),
    );
    if (k >= 0 && records[k].creator === x.user) records.splice(k, 1);
  }
}

countCalls(LocalTrigger, 'Trigger', {});
countCalls(LocalTriggerCreator, 'TriggerBuilder', {});
countCalls(LocalSpreadsheetTriggerBuilder, 'SpreadsheetTriggerBuilder', {});
countCalls(LocalFormTriggerBuilder, 'FormTriggerBuilder', {});
countCalls(LocalClockTriggerBuilder, 'ClockTriggerBuilder', {});
countCalls(LocalTriggerBuilder, 'TriggerBuilder', {});

// ---------------------------------------------------------------------------------------------------------
// Firing. A trigger's run is a new execution of the bundle as its creator; its failure does not undo the event
// (Google e-mails the creator a failure summary), so results are reported, not thrown.

/** The part of an AddonSession (local/runner.ts) the firing needs. */
export interface TriggerHost<R extends TriggerRun = TriggerRun> {
  readonly workbook: { readonly id: string; readonly triggers: TriggerRecord[] };
  newExecution(options: { user: string }): R;
}
export interface TriggerRun {
  /** builds the event object in the execution's realm */
  evaluate(code: string): unknown;
  /** the run's SpreadsheetApp and FormApp (services.ts's GasGlobals) */
  readonly services: { readonly SpreadsheetApp: LocalSpreadsheetApp; readonly FormApp: LocalFormApp };
  call(fn: string, ...args: unknown[]): unknown;
  /** the run's call counter: its `beforeCall` lets another execution run between two of its calls */
  readonly counter: CallCounter;
}

/** How a caller takes part in the runs of one event's triggers. */
export interface FireOptions<R extends TriggerRun = TriggerRun> {
  /**
   * Called with each trigger's execution before its event is built and its handler runs: executions run
   * concurrently on Google's servers, so a test may set `run.counter.beforeCall` to start another execution
   * (another person's edit, whose own triggers then run) between two calls of this one.
   */
  beforeRun?(run: R, trigger: TriggerRecord): void;
}

/** What one trigger's run did. */
export interface TriggerOutcome {
  readonly uid: string;
  readonly handler: string;
  /** the user it ran as: its creator */
  readonly user: string;
  readonly ok: boolean;
  readonly error?: string;
  readonly result?: unknown;
}

function runTrigger<R extends TriggerRun>(
  host: TriggerHost<R>,
  t: TriggerRecord,
  fill: (run: R, e: Record<string, unknown>) => void,
  options: FireOptions<R>,
): TriggerOutcome {
  const run = host.newExecution({ user: t.creator });
  options.beforeRun?.(run, t);
  const e = run.evaluate('({})') as Record<string, unknown>;
  e.authMode = 'FULL';
  e.triggerUid = t.uid;
  try {
    fill(run, e);
    return { uid: t.uid, handler: t.handler, user: t.creator, ok: true, result: run.call(t.handler, e) };
  } catch (err) {
    return {
      uid: t.uid,
      handler: t.handler,
      user: t.creator,
      ok: false,
      error: err instanceof Object && 'message' in err ? String((err as Error).message) : String(err),
    };
  }
}

/** The edit a person made: the tab, the cell (A1) and the values as displayed (oldValue undefined when it was empty). */
export interface EditEvent {
  readonly sheet: string;
  readonly a1: string;
  /** undefined for a pasted block (Google's e.value is then absent) */
  readonly value?: string;
  readonly oldValue?: string;
  /** the e-mail of the person who edited */
  readonly editor: string;
}

/** Runs the workbook's installable edit triggers for one edit, each as its creator (AuthMode.FULL). */
export function fireEditTriggers<R extends TriggerRun>(
  host: TriggerHost<R>,
  edit: EditEvent,
  options: FireOptions<R> = {},
): TriggerOutcome[] {
  joinProject(host.workbook);
  const mine = host.workbook.triggers.filter(
    (t) => t.eventType === 'ON_EDIT' && t.source === 'SPREADSHEETS' && t.sourceId === host.workbook.id,
  );
  return mine.map((t) =>
    runTrigger(
      host,
      t,
      (run, e) => {
        const ss = run.services.SpreadsheetApp.getActiveSpreadsheet();
        const sheet = ss.getSheetByName(edit.sheet);
        if (!sheet) throw new Error(`no sheet "${edit.sheet}"`);
        Object.assign(e, { source: ss, range: sheet.getRange(edit.a1), user: new LocalUser(edit.editor) });
        if (edit.value !== undefined) e.value = edit.value;
        if (edit.oldValue !== undefined) e.oldValue = edit.oldValue;
      },
      options,
    ),
  );
}

/**
 * Runs the installable form-submit triggers of one response: those of the form (e.response, e.source) and
 * those of its destination spreadsheet (e.range of the new row, e.values, e.namedValues), each as its creator.
 * https://developers.google.com/apps-script/guides/triggers/events#form-submit
 */
export function fireFormSubmitTriggers<R extends TriggerRun>(
  host: TriggerHost<R>,
  submission: {
    formId: string;
    responseId: string;
    /** the destination row, when the form has the spreadsheet as destination */
    destination?: {
      spreadsheetId: string;
      sheet: string;
      a1: string;
      values: string[];
      namedValues: Record<string, string[]>;
    };
  },
  options: FireOptions<R> = {},
): TriggerOutcome[] {
  joinProject(host.workbook);
  const out: TriggerOutcome[] = [];
  for (const t of host.workbook.triggers) {
    if (t.eventType !== 'ON_FORM_SUBMIT') continue;
    if (t.source === 'FORMS' && t.sourceId === submission.formId) {
      out.push(
        runTrigger(
          host,
          t,
          (run, e) => {
            const form = run.services.FormApp.openById(submission.formId);
            const response = form.getResponses().find((r) => r.getId() === submission.responseId);
            Object.assign(e, { source: form, response });
          },
          options,
        ),
      );
    }
    const d = submission.destination;
    if (t.source === 'SPREADSHEETS' && d && t.sourceId === d.spreadsheetId && d.spreadsheetId === host.workbook.id) {
      out.push(
        runTrigger(
          host,
          t,
          (run, e) => {
            const sheet = run.services.SpreadsheetApp.getActiveSpreadsheet().getSheetByName(d.sheet);
            if (!sheet) throw new Error(`no sheet "${d.sheet}"`);
            const values = run.evaluate('[]') as string[];
            values.push(...d.values);
            const named = run.evaluate('({})') as Record<string, string[]>;
            for (const [k, v] of Object.entries(d.namedValues)) {
              const a = run.evaluate('[]') as string[];
              a.push(...v);
              named[k] = a;
            }
            Object.assign(e, { range: sheet.getRange(d.a1), values, namedValues: named });
          },
          options,
        ),
      );
    }
  }
  return out;
}

/**
 * Runs the clock triggers of the workbook due at `at`, each as its creator in a new execution: one never run is due
 * (Google picks the time within its first interval: "the time at which the script runs may be randomized"), else
 * when `everyHours` hours have passed since its last run. Each due trigger runs once, whatever the time since.
 * https://developers.google.com/apps-script/guides/triggers/installable#time-driven_triggers
 */
export function fireClockTriggers<R extends TriggerRun>(
  host: TriggerHost<R>,
  at: Date,
  options: FireOptions<R> = {},
): TriggerOutcome[] {
  joinProject(host.workbook);
  const out: TriggerOutcome[] = [];
  for (const t of host.workbook.triggers) {
    if (t.eventType !== 'CLOCK' || t.sourceId !== host.workbook.id) continue;
    const last = t.lastRun === undefined ? null : Date.parse(t.lastRun);
    if (last !== null && at.getTime() - last < (t.everyHours ?? 1) * 3600_000) continue;
    t.lastRun = at.toISOString();
    out.push(
      runTrigger(
        host,
        t,
        (_run, e) => {
          Object.assign(e, {
            year: at.getUTCFullYear(),
            month: at.getUTCMonth() + 1,
            'day-of-month': at.getUTCDate(),
            hour: at.getUTCHours(),
            minute: at.getUTCMinutes(),
            second: at.getUTCSeconds(),
            timezone: 'UTC',
          });
        },
        options,
      ),
    );
  }
  return out;
}

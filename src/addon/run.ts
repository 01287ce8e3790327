// The one way every menu action runs, in two phases, because a dialog suspends the script and a lock may
// not survive it (https://developers.google.com/apps-script/reference/lock/lock: a lock is held by one
// execution and released at its end; a question can stay open for minutes):
// 1. Under the document lock (lock.ts: it first stops if an earlier action was stopped halfway), read through
//    the sheets layer's Workbook, ask the registry of formats for the planner of the workbook's format
//    (src/sheets/formats/registry.ts) and get the action's Plan, so the reading never sees another
//    action's writes half done and a busy workbook is reported before any question. A plan that needs no
//    question (no round to ask, no confirmation) and has no problems is written at once, still under the
//    lock, from that one reading.
// 2. Otherwise the lock is released and the questions are asked without it: problems (nothing written),
//    the round, the confirmations.
// 3. Then, under the lock again: read the workbook afresh (each tab the first reading read) and, when something
//    changed since the question, plan again with the answers given and stop, saying so, if the plan is not the
//    one the user agreed to (someone wrote meanwhile); unchanged, the plan agreed to is the plan.
// Writing (write.ts): snapshot what the plan replaces, write it, record the undo step, protect new tabs,
// SpreadsheetApp.flush(), then the lock is released; all or nothing.
// Every way out returns the action's outcome (src/sheets/outcome.ts): done, nothing to do, refused (with the
// plan's problems), declined, error; with the plan's round and what it says.
import type { Plan } from '../sheets/plan';
import { describeProblem, writesNothing } from '../sheets/plan';
import { outcome, type Outcome } from '../sheets/outcome';
import type { ActionInput, Planner } from '../sheets/formats/planner';
import type { Workbook } from '../sheets/workbook';
import { gasWorkbook, sameReading } from './workbook/gasWorkbook';
import { formatQuestion, plannerFor, type FormatAction } from '../sheets/formats';
import { holdingDocumentLock, withDocumentLock } from './lock';
import { confirm, inform, promptChoice, promptNumber, showProblems, toast } from './ui';
import { guarded } from './guard';
import { writeAllOrNothing } from './write';
import { tabsCreatedBy, toolHooks, type ToolHooks } from './toolHooks';
import { changedMessage } from './changed';
import { drawSeed, hasDraws, keepDrawSeed } from './drawSeed';
import { withPublicFileCheck } from './publicFile';
import { readNeedsYouRecords } from './needsYouRecords';
import { unjudgedResponses } from './unjudgedResponses';
import { overlay } from '../sheets/overview';

export interface ActionSpec {
  /** the menu caption, used in messages: "Pair next round" */
  readonly label: string;
  /** the action's name in the registry of formats (src/sheets/formats/registry.ts) */
  readonly action: FormatAction;
  /** ask which round to act on, offering the planner's natural round (read from its first plan) */
  readonly askRound?: string;
  /** always show the plan's summary and ask this YES/NO question before writing (Pair next round) */
  readonly confirm?: string;
  /** record an undo step (default true) */
  readonly undoable?: boolean;
  /**
   * run first under the lock, before the planner reads the workbook (Pair individual matches writes the line-ups
   * in effect from the form or the log); it writes nothing to the sheets and may read them through `wb`, the
   * reading the planner then reads: a message refuses the action (shown, nothing written)
   */
  readonly prepare?: (now: Date, wb: Workbook) => string | null;
  /** what the action adds to the planner's input, read under the lock after `prepare` (the line-up form's responses) */
  readonly input?: () => Partial<ActionInput>;
  /**
   * run under the lock once the plan is written, with the workbook as written (the reading planned from, the
   * plan's blocks laid over it: no tab read again) and the reading itself (its document properties): the forms
   * that list the open boards follow the pairing
   */
  readonly written?: (after: Workbook, read: Workbook) => void;
  /** Set up: on a spreadsheet whose Settings tab names no format, ask this question first (ActionInput.format) */
  readonly askFormat?: string;
}

/** The round a plan acts on: its `round` field (the planner's), or null when it is about no round. */
export function planRound(plan: Plan): number | null {
  const r = plan.round;
  return typeof r === 'number' && Number.isInteger(r) && r > 0 ? r : null;
}

function firstLine(text: string): string {
  const line = text.split('\n').find((l) => l.trim() !== '') ?? '';
  return line.length > 200 ? `${line.slice(0, 197)}...` : line;
}

/** The summary's last line: what comes next ("Next: Update standings, then Pair next round"), or ''. */
export function nextLine(plan: Plan): string {
  return plan.next ? `Next: ${plan.next}${/[.!?]$/.test(plan.next) ? '' : '.'}` : '';
}

/** The final toast: the summary's first line, what comes next, then the warnings (e.g. M16 unreported matches), shortened. */
function toastText(plan: Plan): string {
  const head = [firstLine(plan.summary) || plan.title, nextLine(plan)].filter((s) => s).join(' ');
  const text = plan.warnings.length ? `${head} Note: ${plan.warnings.join('; ')}` : head;
  return text.length > 600 ? `${text.slice(0, 597)}...` : text;
}

/** What an action that wrote nothing says: its summary, then what comes next. */
function nothingText(plan: Plan): string {
  return [plan.summary, nextLine(plan)].filter((s) => s).join('\n');
}

/** The text shown to confirm a plan: its summary, then its warnings. */
function planText(plan: Plan, question: string): string {
  const warnings = plan.warnings.length
    ? [
        '',
        'Note:',
        ...plan.warnings.slice(0, 15).map((w) => `- ${w}`),
        ...(plan.warnings.length > 15 ? [`... and ${plan.warnings.length - 15} more`] : []),
      ]
    : [];
  return [plan.summary, ...warnings, '', question].join('\n');
}

/** What a plan would do to the workbook (its writes, problems and question), to compare two plans. */
function planWrites(plan: Plan): string {
  return JSON.stringify({ p: plan.problems, q: plan.needsConfirmation ?? '', t: plan.newTabs, b: plan.blocks });
}

function problemsText(label: string, plan: Plan): Outcome {
  const lines = plan.problems.map(describeProblem);
  showProblems(label, lines);
  return outcome(
    'refused',
    `${label}: nothing written, ${lines.length} problem${lines.length === 1 ? '' : 's'}:\n${lines.join('\n')}`,
    plan,
  );
}

/** The outcome of the questions: stop with a message, or write with these answers (and the plan agreed to). */
type Answers = { readonly stop: Outcome } | { readonly input: ActionInput; readonly agreed: Plan | null };

/** True when a plan can be written without asking anything: no round to ask, no confirmation, no problems. */
function writableAtOnce(spec: ActionSpec, wb: Workbook, plan: Plan): boolean {
  if (spec.askFormat && formatQuestion(wb)) return false;
  if (plan.problems.length > 0 || plan.needsConfirmation || writesNothing(plan)) return false;
  if (spec.askRound && planRound(plan) !== null) return false;
  return !spec.confirm;
}

/** Phase 2, without the lock: problems, the round and the confirmations, from the first plan. */
function ask(spec: ActionSpec, wb: Workbook, base: ActionInput, planner: Planner, first: Plan): Answers {
  let plan = first;
  let input = base;
  let asked = false;
  const formats = spec.askFormat ? formatQuestion(wb) : null;
  if (spec.askFormat && formats) {
    const format = promptChoice(spec.label, spec.askFormat, formats.choices);
    if ('cancelled' in format)
      return { stop: outcome('declined', `${spec.label}: no format chosen, nothing written`, plan) };
    if ('refused' in format)
      return { stop: outcome('refused', `${spec.label}: nothing written: ${format.refused}`, plan) };
    asked = true;
    input = { ...base, format: format.choice };
    plan = planner(wb, input);
  }
  if (spec.askRound) {
    const natural = planRound(plan);
    if (natural !== null) {
      const round = promptNumber(spec.label, spec.askRound, natural);
      asked = true;
      if (round === null) return { stop: outcome('declined', `${spec.label}: cancelled, nothing written`, plan) };
      if (round !== natural) {
        input = { ...input, round };
        plan = planner(wb, input);
      }
    }
  }
  if (plan.problems.length > 0) return { stop: problemsText(spec.label, plan) };
  if (plan.needsConfirmation) {
    if (!confirm(plan.title, planText(plan, plan.needsConfirmation)))
      return { stop: outcome('declined', `${plan.title}: cancelled, nothing written`, plan) };
    asked = true;
    input = { ...input, confirmed: true };
    plan = planner(wb, input);
    if (plan.problems.length > 0) return { stop: problemsText(spec.label, plan) };
  } else if (spec.confirm && !writesNothing(plan)) {
    if (!confirm(plan.title, planText(plan, spec.confirm)))
      return { stop: outcome('declined', `${plan.title}: cancelled, nothing written`, plan) };
    asked = true;
  }
  if (writesNothing(plan)) {
    inform(plan.title, nothingText(plan) || 'Nothing to write.');
    return {
      stop: outcome(
        'nothing to do',
        `${plan.title}: nothing to write${nothingText(plan) ? `\n${nothingText(plan)}` : ''}`,
        plan,
      ),
    };
  }
  return { input, agreed: asked ? plan : null };
}

/**
 * Writes a plan (all or nothing, write.ts) and returns the handler's summary, whose last line says what comes
 * next. The format's tools then add what they do after a write (toolHooks.ts: e.g. the Line-ups rows the plan
 * added protected for their captains), each a sentence of the summary.
 */
function write(
  spec: ActionSpec,
  book: GoogleAppsScript.Spreadsheet.Spreadsheet,
  read: Workbook,
  hooks: readonly ToolHooks[],
  plan: Plan,
  now: Date,
  seed?: string,
): Outcome {
  // a draw seed drawn by this run is kept with its plan, and forgotten again if the write fails (drawSeed.ts)
  const forget = seed ? keepDrawSeed(seed) : null;
  const failure = writeAllOrNothing(book, plan, {
    label: spec.label,
    undoable: spec.undoable !== false,
    now,
    tabsCreated: tabsCreatedBy(hooks),
    read,
    needsYou: { reading: read, records: readNeedsYouRecords(read, (all) => unjudgedResponses(all, read)) },
  });
  if (failure !== null) {
    if (forget) forget();
    return outcome('error', failure, plan);
  }
  spec.written?.(overlay(read, plan.blocks, plan.newTabs), read);
  const added = hooks.map((h) => h.written?.(book, plan) ?? '').filter((s) => s !== '');
  const done = added.length ? { ...plan, summary: [plan.summary, ...added].join('\n') } : plan;
  toast(toastText(done), 10);
  return outcome(
    'done',
    [done.title, done.summary, ...done.warnings, nextLine(done)].filter((s) => s).join('\n'),
    plan,
  );
}

/**
 * Runs one menu action end to end and returns how it ended, with the short summary the menu handler says.
 * Nothing is written when: the plan has problems, the user declines, the lock is held elsewhere, the workbook
 * changed after the question, or a write fails (then everything written is put back: write.ts).
 */
export function runAction(spec: ActionSpec): Outcome {
  return guarded(spec.label, () => {
    const book = SpreadsheetApp.getActiveSpreadsheet();
    let base: ActionInput = { now: new Date() };
    let fresh = false;
    toast(`${spec.label}: reading the workbook...`, 3);
    // an action reads several tabs: listed at once (gasWorkbook.ts)
    const wb = gasWorkbook(book, true);
    let hooks: readonly ToolHooks[] = [];
    // phase 1, under the lock
    const first = holdingDocumentLock(
      spec.label,
      (): { done: Outcome } | { planner: Planner; plan: Plan } => {
        const refused = spec.prepare ? spec.prepare(base.now, wb) : null;
        if (refused) {
          inform(spec.label, refused);
          return { done: outcome('refused', refused) };
        }
        // what the format's tools add to the input (toolHooks.ts: M20 categories for Individual ranking)
        hooks = toolHooks(wb);
        for (const h of hooks) base = { ...base, ...h.input?.(spec.action) };
        if (spec.input) base = { ...base, ...spec.input() };
        // the draw seed of a Swiss or league (drawSeed.ts), drawn at its first Set up or pairing, under the lock;
        // kept only with the plan written
        if ((spec.action === 'setUp' || spec.action === 'pairNextRound') && hasDraws(wb)) {
          const d = drawSeed();
          fresh = d.fresh;
          base = { ...base, drawSeed: d.seed };
        }
        const planner = plannerFor(spec.action, wb);
        let plan = planner(wb, base);
        // the public file's address scan reads every tab: done here when this plan is written or shows its
        // problems now, else in phase 3, from the reading written from (publicFile.ts)
        if (plan.problems.length > 0 || writableAtOnce(spec, wb, plan)) plan = withPublicFileCheck(wb, plan);
        return writableAtOnce(spec, wb, plan)
          ? { done: write(spec, book, wb, hooks, plan, base.now, fresh ? base.drawSeed : undefined) }
          : { planner, plan };
      },
      (stop) => ({ done: outcome('refused', stop) }),
    );
    if ('done' in first) return first.done;
    // phase 2, without the lock
    const answers = ask(spec, wb, base, first.planner, first.plan);
    if ('stop' in answers) return answers.stop;
    // phase 3, under the lock: read afresh
    return withDocumentLock(spec.label, () => {
      let input = answers.input;
      // a seed kept meanwhile by another action is the event's: planned with it (a different plan is refused below)
      if (fresh) {
        const d = drawSeed();
        if (!d.fresh) {
          fresh = false;
          input = { ...input, drawSeed: d.seed };
        }
      }
      const latest = gasWorkbook(book, true);
      hooks = toolHooks(latest, input.format);
      // planned again only when something it read changed since the question: the plan agreed to otherwise
      // (a planner is a pure function of what it reads and of its input)
      const agreed = answers.agreed;
      const same = agreed !== null && input === answers.input && sameReading(wb, latest);
      const planned = same && agreed ? agreed : plannerFor(spec.action, latest)(latest, input);
      if (agreed && !same && planWrites(planned) !== planWrites(agreed)) {
        const message = changedMessage(spec.label);
        inform(`${spec.label}: nothing written`, message);
        return outcome('refused', message, planned);
      }
      const plan = withPublicFileCheck(latest, planned);
      if (plan.problems.length > 0) return problemsText(spec.label, plan);
      if (writesNothing(plan))
        return outcome(
          'nothing to do',
          `${plan.title}: nothing to write${nothingText(plan) ? `\n${nothingText(plan)}` : ''}`,
          plan,
        );
      return write(spec, book, latest, hooks, plan, base.now, fresh ? input.drawSeed : undefined);
    });
  });
}

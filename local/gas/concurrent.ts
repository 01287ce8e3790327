// Form-submit triggers that run at the same time, under a seeded schedule. On Google's servers executions run
// concurrently, up to 30 per user ("Simultaneous executions: 30 / user",
// https://developers.google.com/apps-script/guides/services/quotas); the form writes each answer (its response
// and its row on the destination tab) before its trigger runs
// (https://developers.google.com/apps-script/guides/triggers/events#form-submit: the event carries the answer).
// JavaScript here is synchronous, so the scheduler models what matters: responses that arrived together are
// recorded first (the caller submits them), then their trigger executions run in a seeded order, each starting
// on a virtual clock (clock.ts) a seeded gap after the one before; by the schedule's draw an execution may
// instead start between two calls of the one running (`run.counter.beforeCall`: it runs whole there, while the
// other holds what it holds). Each lock attempt is resolved by the schedule: a lock held by an execution still
// running, or released by an earlier one later than the attempt's timeout allows, makes tryLock return false and
// waitLock throw Google's message (services.ts). Each execution is still killed at 6 minutes and charged to its
// user's daily trigger runtime (triggers.ts).
import { createRng } from '../../src/engine/core/rng';
import { clockOf, startClock } from './clock';
import { SIMULTANEOUS_EXECUTIONS } from './quotas';
import { fireFormSubmitTriggers, type TriggerHost, type TriggerOutcome, type TriggerRun } from './triggers';

/** One response whose triggers are to run: as fireFormSubmitTriggers takes it. */
export type Arrival = Parameters<typeof fireFormSubmitTriggers>[1];

interface Schedule {
  /** the draw: the same seed, the same schedule */
  readonly seed: string | number;
  /** the virtual time (ms) the first execution starts: default the earliest response's time */
  readonly at?: number;
  /** the longest gap (ms) between two starts one after another; default 2,000 */
  readonly gapMs?: number;
  /** the chance an execution starts between two calls of the one running (0 to 1); default 0.5 */
  readonly nesting?: number;
}

/** What one execution of the schedule did. */
interface ScheduledRun {
  /** the index of its response in the arrivals */
  readonly arrival: number;
  /** its virtual start (ms) */
  readonly at: number;
  /** the index (in run order) of the execution it started inside, or null */
  readonly inside: number | null;
  readonly outcomes: readonly TriggerOutcome[];
}

/** Runs the triggers of `arrivals` (already recorded) concurrently by the schedule; returns each run in run order. */
export function fireConcurrently<R extends TriggerRun>(
  host: TriggerHost<R>,
  arrivals: readonly Arrival[],
  schedule: Schedule,
): ScheduledRun[] {
  if (arrivals.length > SIMULTANEOUS_EXECUTIONS)
    throw new Error(`fireConcurrently: at most ${SIMULTANEOUS_EXECUTIONS} executions at once, not ${arrivals.length}`);
  const rng = createRng(schedule.seed);
  const order = rng.shuffle(arrivals.map((_, k) => k));
  const times = arrivals.map((a) => {
    const r = host.workbook.forms?.find((f) => f.id === a.formId)?.responses.find((x) => x.id === a.responseId);
    return r ? Date.parse(r.timestamp) : Date.now();
  });
  let next = schedule.at ?? Math.min(...times);
  const gap = schedule.gapMs ?? 2000;
  const nesting = schedule.nesting ?? 0.5;
  const runs: ScheduledRun[] = [];
  let started = 0;
  const start = (at: number, inside: number | null): void => {
    const i = started++;
    const k = order[i];
    // the call of this execution before which the next one starts, when the draw says so
    const nestAt = rng.next() < nesting ? 1 + rng.int(40) : null;
    const slot = runs.length;
    runs.push({ arrival: k, at, inside, outcomes: [] });
    const outcomes = fireFormSubmitTriggers(host, arrivals[k], {
      at,
      beforeRun(run) {
        startClock(run.counter, at);
        if (nestAt === null) return;
        const counter = run.counter;
        counter.beforeCall = (n) => {
          if (n === nestAt && started < order.length) start(clockOf(counter) ?? at, i);
        };
      },
    });
    runs[slot] = { ...runs[slot], outcomes };
  };
  while (started < order.length) {
    start(next, null);
    next += rng.int(gap + 1);
  }
  return runs;
}

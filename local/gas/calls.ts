// Counts calls into the local spreadsheet service by category, like the quota Google's servers charge:
// reads of the grid, writes to it, formatting, and everything else (getters such as getRange or
// getSheetByName, locks, toasts). Every call also costs virtual time (never slept: added to the execution's
// virtual clock) by the latency model of latency.ts: a read is a round trip that first commits the queued
// writes, a write is queued, slow calls (protections, tabs, charts, forms, triggers, mail) have their own
// figures; so the benchmark can say what an action would take in Google. And a fault can be planted: the K-th
// write or formatting call throws the error Google gives when a quota runs out, so tests can check that an
// action puts back what it wrote. And an execution can be killed at the K-th call, as Google kills one at its
// runtime limit (see killAfter).
import { FLUSH_MS, latencyOf, type CallCategory, type LatencyKind } from './latency';

export type { CallCategory };

export interface CallCounts {
  reads: number;
  writes: number;
  formatting: number;
  other: number;
  /** per method, e.g. "Range.getValues" */
  byMethod: Record<string, number>;
  /** the same calls by their kind in the latency model (latency.ts): read, write, slow, other */
  byLatency: Record<LatencyKind, number>;
  /** commits of queued writes: before a read or slow call, at SpreadsheetApp.flush, at the end */
  flushes: number;
  /** the virtual time per method, ms; the flushes under "(flush)" */
  msByMethod: Record<string, number>;
  /**
   * the virtual time the calls would take in Google, in milliseconds, by the latency model (latency.ts), as
   * if the execution ended now: writes still queued are committed by one more flush
   */
  virtualMs: number;
}

/** The key of the flushes' time in `CallCounts.msByMethod`. */
export const FLUSH_KEY = '(flush)';

/**
 * The error a planted fault throws: Google's message when a service's daily quota is used up
 * ("Service invoked too many times: ..."), listed with the other quota errors at
 * https://developers.google.com/apps-script/guides/services/quotas (the same rollback must follow a
 * protection added meanwhile; the 6-minute limit allows none: killAfter).
 */
export const QUOTA_MESSAGE = 'Service invoked too many times for one day: spreadsheets.';

/**
 * What every call of a killed execution throws: Google's message when an execution reaches its runtime limit
 * ("Script runtime: 6 min / execution", https://developers.google.com/apps-script/guides/services/quotas).
 */
export const TIMEOUT_MESSAGE = 'Exceeded maximum execution time';

export class CallCounter {
  private counts: CallCounts = CallCounter.zero();
  /** the write/formatting call (1-based, counted since the fault was planted) that throws, or null */
  private faultAt: number | null = null;
  private faultCalls = 0;
  /** true once the planted fault has thrown */
  faultFired = false;
  /** calls since the start (never reset): the index `beforeCall` receives */
  private total = 0;
  /**
   * Runs before the call numbered `n` (1-based, since the start) is carried out: tests start another
   * execution there, which then runs "between" two calls of this one, as concurrent executions interleave on
   * Google's servers.
   */
  beforeCall: ((n: number, method: string) => void) | null = null;
  /** the call (1-based, every category, counted since the kill was planted) at which the execution dies, or null */
  private killAt: number | null = null;
  private killCalls = 0;
  /** true from the planted kill on until the harness ends the execution: every call throws TIMEOUT_MESSAGE */
  killed = false;
  /** true once a planted kill has fired (stays true after the execution ended) */
  killFired = false;
  /**
   * The execution's runtime limit in virtual time (ms), or null: once its calls and waits pass it, the call in
   * progress and every later one throw TIMEOUT_MESSAGE, as killAfter does (Google's "Script runtime: 6 min /
   * execution", EXECUTION_LIMIT_MS; set on trigger executions, triggers.ts)
   */
  limitMs: number | null = null;

  /** writes queued since the last flush (latency.ts) */
  private queued = 0;

  /**
   * `latencyMs`: a flat cost per call instead of the latency model (latency.ts, its round trip ROUND_TRIP_MS with
   * its sources), with no queue: a what-if ("every call costs ms"); default the model
   */
  constructor(readonly latencyMs?: number) {}

  static zero(): CallCounts {
    return {
      reads: 0,
      writes: 0,
      formatting: 0,
      other: 0,
      byMethod: {},
      byLatency: { read: 0, write: 0, slow: 0, other: 0 },
      flushes: 0,
      msByMethod: {},
      virtualMs: 0,
    };
  }

  /**
   * Counts one call. Returns true when this call is the planted fault: the caller throws QUOTA_MESSAGE
   * before doing anything (the failed call writes nothing). A fault fires once: later calls succeed, as after
   * a transient error, so the action can put back what it wrote.
   */
  count(category: CallCategory, method: string): boolean {
    // a killed execution makes no more calls: the caller throws TIMEOUT_MESSAGE (and nothing is counted)
    if (this.killed) return false;
    if (this.killAt !== null && ++this.killCalls >= this.killAt) {
      this.killAt = null;
      this.killed = this.killFired = true;
      return false;
    }
    this.counts[category]++;
    this.counts.byMethod[method] = (this.counts.byMethod[method] ?? 0) + 1;
    this.counts.virtualMs += this.charge(category, method);
    // the runtime limit reached during this call: it is killed in progress (it does nothing)
    if (this.overLimit()) return false;
    this.total++;
    if (this.beforeCall) this.beforeCall(this.total, method);
    if (this.faultAt === null || (category !== 'writes' && category !== 'formatting')) return false;
    this.faultCalls++;
    if (this.faultCalls !== this.faultAt) return false;
    this.faultAt = null;
    this.faultFired = true;
    return true;
  }

  /**
   * The virtual time of one call by the latency model: a write is queued (cheap); a read or a slow call first
   * commits the queue (one flush), SpreadsheetApp.flush always makes that round trip; other calls leave the
   * queue alone. With a flat latency, every call costs it.
   */
  private charge(category: CallCategory, method: string): number {
    const l = latencyOf(category, method);
    this.counts.byLatency[l.kind]++;
    const own = this.latencyMs ?? l.ms;
    const ms = this.counts.msByMethod;
    ms[method] = (ms[method] ?? 0) + own;
    if (this.latencyMs !== undefined) return own;
    if (l.kind === 'write') this.queued++;
    else if (l.flush || ((l.kind === 'read' || l.kind === 'slow') && this.queued > 0)) {
      this.queued = 0;
      this.counts.flushes++;
      ms[FLUSH_KEY] = (ms[FLUSH_KEY] ?? 0) + FLUSH_MS;
      return FLUSH_MS + own;
    }
    return own;
  }

  /**
   * Adds waiting time that is not a call (a lock's tryLock timeout spent waiting); past the runtime limit the
   * execution is killed (the caller checks `killed`).
   */
  wait(ms: number): void {
    this.counts.virtualMs += ms;
    this.overLimit();
  }

  /** Kills the execution when its virtual time passed the runtime limit: it ran exactly that long. */
  private overLimit(): boolean {
    if (this.limitMs === null || this.counts.virtualMs <= this.limitMs) return false;
    this.counts.virtualMs = this.limitMs;
    this.killed = this.killFired = true;
    return true;
  }

  /** The virtual time (ms) of the calls and waits so far, without the end's flush. */
  elapsedMs(): number {
    return this.counts.virtualMs;
  }

  /** Plants a fault: the `k`-th write or formatting call from now on throws (k >= 1). */
  failAfter(k: number): void {
    if (!Number.isInteger(k) || k < 1) throw new Error(`failAfter: a call number from 1, not ${k}`);
    this.faultAt = k;
    this.faultCalls = 0;
    this.faultFired = false;
  }

  /**
   * Plants a kill, as Google's runtime limit (6 minutes an execution) ends an execution wherever it is: the
   * `k`-th service call from now on (every category, k >= 1) throws TIMEOUT_MESSAGE before it does anything, and
   * so does every later call of that execution, so no catch or finally of the script can repair anything (in
   * Google none runs at all). What was written before stays written. The harness ends the execution
   * (endExecution): its locks are released as at any end, and the next execution runs normally.
   */
  killAfter(k: number): void {
    if (!Number.isInteger(k) || k < 1) throw new Error(`killAfter: a call number from 1, not ${k}`);
    this.killAt = k;
    this.killCalls = 0;
    this.killed = false;
    this.killFired = false;
  }

  /** The end of an execution: returns true when it was killed (then the next execution lives again). */
  endExecution(): boolean {
    const killed = this.killed;
    this.killed = false;
    return killed;
  }

  /** The counts so far; writes still queued are committed as the execution ends: one more flush. */
  snapshot(): CallCounts {
    const end = this.queued > 0 && this.latencyMs === undefined ? 1 : 0;
    const msByMethod = { ...this.counts.msByMethod };
    if (end) msByMethod[FLUSH_KEY] = (msByMethod[FLUSH_KEY] ?? 0) + FLUSH_MS;
    return {
      ...this.counts,
      byMethod: { ...this.counts.byMethod },
      byLatency: { ...this.counts.byLatency },
      msByMethod,
      flushes: this.counts.flushes + end,
      virtualMs: this.counts.virtualMs + end * FLUSH_MS,
    };
  }

  reset(): void {
    this.counts = CallCounter.zero();
    this.queued = 0;
  }
}

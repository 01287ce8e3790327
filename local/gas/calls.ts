// Counts calls into the local spreadsheet service by category, like the quota Google's servers charge:
// reads of the grid, writes to it, formatting, and everything else (getters such as getRange or
// getSheetByName, locks, toasts: each is a round trip to Google's servers too). Every call also costs a
// virtual latency (never slept: added to the execution's virtual clock), so the benchmark can say what an
// action would take in Google. And a fault can be planted: the K-th write or formatting call throws the
// error Google gives when a quota runs out, so tests can check that an action puts back what it wrote. And an
// execution can be killed at the K-th call, as Google kills one at its runtime limit (see killAfter).

export type CallCategory = 'reads' | 'writes' | 'formatting' | 'other';

export interface CallCounts {
  reads: number;
  writes: number;
  formatting: number;
  other: number;
  /** per method, e.g. "Range.getValues" */
  byMethod: Record<string, number>;
  /** calls × the latency per call, in milliseconds (the virtual time the calls would take in Google) */
  virtualMs: number;
}

/**
 * Latency charged per service call, in milliseconds. Google's best-practices page says that calls to other
 * services (the Spreadsheet service included) are the slow part of a script and asks to batch them, but gives
 * no figure: https://developers.google.com/apps-script/guides/support/best-practices ("Minimize calls to other
 * services", "Use batch operations"; also Google's "Optimizing Spreadsheet Operations",
 * http://googleappsscript.blogspot.com/2010/06/optimizing-spreadsheet-operations.html). A public measurement of
 * 100 consecutive calls from Apps Script (https://ziritione.org/post/apps_script_performance) found a
 * PropertiesService get at 30 ms on average (20-84) and a set at 62 ms (43-231); a block write of 4,000 cells
 * in one setValues has been measured under 50 ms. 50 ms per call, getters included, is the default: the
 * benchmark reports the count of calls too, so another latency is a multiplication away.
 */
export const DEFAULT_CALL_LATENCY_MS = 50;

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

  constructor(readonly latencyMs = DEFAULT_CALL_LATENCY_MS) {}

  static zero(): CallCounts {
    return { reads: 0, writes: 0, formatting: 0, other: 0, byMethod: {}, virtualMs: 0 };
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
    this.counts.virtualMs += this.latencyMs;
    this.total++;
    if (this.beforeCall) this.beforeCall(this.total, method);
    if (this.faultAt === null || (category !== 'writes' && category !== 'formatting')) return false;
    this.faultCalls++;
    if (this.faultCalls !== this.faultAt) return false;
    this.faultAt = null;
    this.faultFired = true;
    return true;
  }

  /** Adds waiting time that is not a call (a lock's tryLock timeout spent waiting). */
  wait(ms: number): void {
    this.counts.virtualMs += ms;
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

  snapshot(): CallCounts {
    return { ...this.counts, byMethod: { ...this.counts.byMethod } };
  }

  reset(): void {
    this.counts = CallCounter.zero();
  }
}

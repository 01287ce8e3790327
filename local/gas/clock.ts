// The virtual clock of executions that run at the same time (concurrent.ts): each one's start (virtual ms, on
// the events' clock) plus the modelled time of its calls and waits so far (calls.ts), and the document lock's
// timeline between them. JavaScript here runs one execution after another; the scheduler decides the order in
// which they take the lock, and this timeline what each one's attempt meets: a lock released by an earlier one
// at virtual time T is free at T for a later one whose clock reads less (it waits until T, or gives up when its
// timeout comes first: Lock.tryLock "Attempts to acquire the lock, timing out after the provided number of
// milliseconds", https://developers.google.com/apps-script/reference/lock/lock#tryLock(Integer)). Executions
// without a clock (menu actions, triggers run one after another) meet the lock as it is now (services.ts).
import type { CallCounter } from './calls';

/** The virtual start of each clocked execution, by its call counter. */
const starts = new WeakMap<CallCounter, number>();
/** When each lock of a workbook is free again on the clocked executions' timeline, by workbook and lock. */
const freeAt = new WeakMap<object, Map<string, number>>();

/** Gives an execution its clock: it started at `at` (virtual ms). */
export function startClock(counter: CallCounter, at: number): void {
  starts.set(counter, at);
}

/** The execution's virtual time now, or null when it has no clock. */
export function clockOf(counter: CallCounter): number | null {
  const s = starts.get(counter);
  return s === undefined ? null : s + counter.elapsedMs();
}

/** The part of an execution (execution.ts) the timeline needs: its call counter and its workbook. */
interface Clocked {
  readonly counter: CallCounter;
  readonly book: object;
}

/** How long (ms) the clocked execution `x` must wait for `key` released by an earlier one (0: free now). */
export function lockWaitMs(x: Clocked, key: string): number {
  const now = clockOf(x.counter);
  const free = freeAt.get(x.book)?.get(key);
  return now === null || free === undefined ? 0 : Math.max(0, free - now);
}

/** The clocked execution `x` releases `key` now: later ones find it held until this time. */
export function lockFreed(x: Clocked, key: string): void {
  const now = clockOf(x.counter);
  if (now === null) return;
  const locks = freeAt.get(x.book) ?? new Map<string, number>();
  locks.set(key, Math.max(locks.get(key) ?? now, now));
  freeAt.set(x.book, locks);
}

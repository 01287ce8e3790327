// The document lock around the writing phase of every action, so two clicks cannot pair a round twice: the
// second execution waits a moment, then gives up with a clear message and writes nothing; or it gets the
// lock once the first has released it, reads the workbook afresh and stops if what it asked about changed
// (run.ts). No dialog is ever shown between two writes made under the lock: a dialog suspends the script for
// as long as the user takes and the lock does not outlive the suspension (it would keep every other action
// out meanwhile, or expire), so another execution could see a half-done write.
// https://developers.google.com/apps-script/reference/lock/lock-service,
// https://developers.google.com/apps-script/guides/dialogs
// Holding the lock, an action first checks that no earlier action was stopped halfway (unfinished.ts): then
// it writes nothing and says how to put back what that one wrote (Undo passes `afterStop`: it does that).
import { inform } from './ui';
import { readUnfinished, unfinishedMessage } from './unfinished';
import { outcome, type Outcome } from '../sheets/outcome';

/** How long a second click waits for the first one to finish before giving up. */
const LOCK_WAIT_MS = 3000;
const BUSY_MESSAGE =
  'Another MOCHALUNT action is running in this spreadsheet. Nothing was written: try again in a minute.';

/**
 * Runs `fn` while holding the document lock. If another execution holds it, or an earlier action was stopped
 * halfway (unless `afterStop`), says so (an alert, once the lock is released) and returns `refused(message)`.
 */
export function holdingDocumentLock<T, B>(
  action: string,
  fn: () => T,
  refused: (message: string) => B,
  afterStop = false,
): T | B {
  const lock = LockService.getDocumentLock();
  if (!lock || !lock.tryLock(LOCK_WAIT_MS)) {
    inform(`${action}: busy`, BUSY_MESSAGE);
    return refused(BUSY_MESSAGE);
  }
  let stopped = '';
  try {
    const u = afterStop ? null : readUnfinished();
    if (u === null) return fn();
    stopped = unfinishedMessage(u);
  } finally {
    lock.releaseLock();
  }
  inform(`${action}: nothing written`, stopped);
  return refused(`${action}: nothing written. ${stopped}`);
}

/** Runs `fn` while holding the document lock; when refused (busy, an action stopped halfway) returns a refusal saying why. */
export function withDocumentLock(action: string, fn: () => Outcome, afterStop = false): Outcome {
  return holdingDocumentLock(action, fn, (message) => outcome('refused', message), afterStop);
}

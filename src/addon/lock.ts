// The document lock around the writing phase of every action, so two clicks cannot pair a round twice: the
// second execution waits a moment, then gives up with a clear message and writes nothing; or it gets the
// lock once the first has released it, reads the workbook afresh and stops if what it asked about changed
// (run.ts). No dialog is ever shown while the lock is held: a dialog suspends the script for as long as the
// user takes, and the lock would keep every other action out meanwhile (or expire).
// https://developers.google.com/apps-script/reference/lock/lock-service
import { inform } from './ui';

/** How long a second click waits for the first one to finish before giving up. */
export const LOCK_WAIT_MS = 3000;
export const BUSY_MESSAGE = 'Another MOCHALUNT action is running in this spreadsheet. Nothing was written: try again in a minute.';

/** Runs `fn` while holding the document lock; if another execution holds it, says so and returns `busy`. */
export function holdingDocumentLock<T, B>(action: string, fn: () => T, busy: B): T | B {
  const lock = LockService.getDocumentLock();
  if (!lock || !lock.tryLock(LOCK_WAIT_MS)) {
    inform(`${action}: busy`, BUSY_MESSAGE);
    return busy;
  }
  try {
    return fn();
  } finally {
    lock.releaseLock();
  }
}

/** Runs `fn` while holding the document lock; if another execution holds it, says so and returns the message. */
export function withDocumentLock(action: string, fn: () => string): string {
  return holdingDocumentLock(action, fn, BUSY_MESSAGE);
}

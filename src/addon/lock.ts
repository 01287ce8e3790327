// The document lock around every action, so two clicks cannot pair a round twice: the second execution
// waits a moment, then gives up with a clear message and writes nothing.
import { inform } from './ui';

/** How long a second click waits for the first one to finish before giving up. */
export const LOCK_WAIT_MS = 3000;
export const BUSY_MESSAGE = 'Another MOCHALUNT action is running in this spreadsheet. Nothing was written: try again in a minute.';

/** Runs `fn` while holding the document lock; if another execution holds it, says so and returns the message. */
export function withDocumentLock(action: string, fn: () => string): string {
  const lock = LockService.getDocumentLock();
  if (!lock || !lock.tryLock(LOCK_WAIT_MS)) {
    inform(`${action}: busy`, BUSY_MESSAGE);
    return BUSY_MESSAGE;
  }
  try {
    return fn();
  } finally {
    lock.releaseLock();
  }
}

// The outcome of the execution's menu action (src/sheets/outcome.ts): every handler's return point records
// how it ended with `ended`, next to the sentence it returns. Apps Script starts each execution afresh, so the
// record is the one of this click. It is not a top-level function (nothing a dialog could call): the bundle
// exports the record object itself (src/index.ts), and the local runner reads it after each call
// (local/runner.ts `outcome()`), for the command line's exit code.
import type { Outcome, OutcomeStatus } from '../sheets/outcome';
import { outcome } from '../sheets/outcome';
import type { SheetProblem } from '../sheets/plan';

/** The last outcome recorded in this execution (null before any). */
export const OUTCOME_RECORD: { last: Outcome | null } = { last: null };

/** Records how the action ended and returns what it says (the handler's summary), unchanged. */
export function ended(status: OutcomeStatus, said: string, about: { readonly round?: number; readonly problems?: readonly SheetProblem[] } = {}): string {
  OUTCOME_RECORD.last = outcome(status, about);
  return said;
}

/** The status recorded so far in this execution (null before any), for handlers that wrap another. */
export function endedStatus(): OutcomeStatus | null {
  return OUTCOME_RECORD.last?.status ?? null;
}

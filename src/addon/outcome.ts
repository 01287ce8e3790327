// The outcome of the execution's menu action (src/sheets/outcome.ts): every handler's return point records
// how it ended with `ended`, next to the sentence it returns. On Google's servers nothing reads the record (a
// menu handler's return value is ignored too), so nothing depends on whether module state outlives an
// execution; the local runner clears it before each call and reads it after (local/runner.ts `outcome()`),
// for the command line's exit code. It is not a top-level function (nothing a dialog's google.script.run could
// call): the bundle exports the record object itself (src/index.ts), which gets no top-level stub.
import type { Outcome, OutcomeStatus } from '../sheets/outcome';
import { outcome } from '../sheets/outcome';
import type { SheetProblem } from '../sheets/plan';

/** The last outcome recorded in this execution (null before any). */
export const OUTCOME_RECORD: { last: Outcome | null } = { last: null };

/** Records how the action ended and returns what it says (the handler's summary), unchanged. */
export function ended(
  status: OutcomeStatus,
  said: string,
  about: { readonly round?: number; readonly problems?: readonly SheetProblem[] } = {},
): string {
  OUTCOME_RECORD.last = outcome(status, about);
  return said;
}

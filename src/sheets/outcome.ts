// How an action ended, as data: what every handler returns, the sentences it says beside fields, so that
// whoever acts on the ending (the command line's exit code, a problem's tab, the round acted on) reads fields
// and never the wording. A message may be reworded freely; an outcome's status changes only with behaviour.
import type { SheetProblem } from './plan';

/**
 * How an action ended:
 * - 'done': it did its work (wrote the plan, sent the e-mails, exported the JSON, put back the last action,
 *   created the form, showed the dialog it is for).
 * - 'nothing to do': the workbook already is as the action would make it: nothing to write, nothing left to
 *   send, no action to undo, nothing to export.
 * - 'refused': it would not do its work, and says what to change first: problems in the tabs (listed in
 *   `problems`), a busy workbook or one stopped halfway, organizers only, the workbook changed while the
 *   question was open, the mail quota used up, no address to send to, a form already created, Google refused.
 * - 'declined': the person answered No or Cancel to its question.
 * - 'error': an unexpected error stopped it (its message says what); what it had written is put back.
 * Only 'done' changed the workbook (or sent, or showed) what was asked; every other status wrote nothing.
 */
export type OutcomeStatus = 'done' | 'nothing to do' | 'refused' | 'declined' | 'error';

interface Ending {
  /** what the action says it did, for the person (the command line prints it; a dialog shows it): never parsed */
  readonly text: string;
  /** the round the action was about, when it was about one (Pair round 3, Send the pairings of round 3) */
  readonly round?: number;
}

/**
 * How an action ended, as every handler returns it (src/addon): discriminated by status; only a refusal
 * carries the problems that refused it, located in the tabs (empty when something else refused it).
 */
export type Outcome =
  | (Ending & { readonly status: 'refused'; readonly problems: readonly SheetProblem[] })
  | (Ending & { readonly status: Exclude<OutcomeStatus, 'refused'>; readonly problems: readonly [] });

/** An outcome saying `text`; the round only when it is a round (a positive whole number). */
export function outcome(
  status: OutcomeStatus,
  text: string,
  about: { readonly round?: number; readonly problems?: readonly SheetProblem[] } = {},
): Outcome {
  const r = about.round;
  const round = typeof r === 'number' && Number.isInteger(r) && r > 0 ? { round: r } : {};
  return status === 'refused'
    ? { status, text, ...round, problems: about.problems ?? [] }
    : { status, text, ...round, problems: [] };
}

/** The same outcome saying `text` instead (a handler adding a note to what its action said). */
export function saying(o: Outcome, text: string): Outcome {
  return { ...o, text };
}

// MOCHALUNT's own menu action beside the common ones (src/addon/actions.ts): Pair individual matches (M8-M14),
// which first writes the line-ups in effect from the line-up log (lineupLog.ts) and the line-up form
// (lineupForm.ts), and afterwards refreshes the forms that list the round's boards.
import { runAction } from '../run';
import { inform } from '../ui';
import { refreshResultsForm } from '../forms/resultsForm';
import { refreshSchedulingForm } from './schedulingForm';
import { applySealedLineups } from './lineupForm';
import { applyLoggedLineups } from './lineupLog';

/** Pair individual matches: asks the round (default: the last paired), boards from the line-ups (M8-M14). */
export function menuPairIndividual(): string {
  let note = ''; // line-up form responses not used, for the organizers
  // the line-ups in effect from the log or the form are written under the lock, before the workbook is read
  const prepare = (now: Date): string | null => {
    applyLoggedLineups(now);
    const sealed = applySealedLineups(now);
    note = sealed.note;
    return sealed.refusal ?? null;
  };
  const out = runAction({
    label: 'Pair individual matches',
    action: 'pairIndividual',
    askRound: 'Pair the individual matches of round',
    prepare,
  });
  refreshSchedulingForm(); // the scheduling form lists the new boards (when it exists)
  refreshResultsForm();
  if (note) inform('Line-up form', note);
  return note ? `${out}\n${note}` : out;
}

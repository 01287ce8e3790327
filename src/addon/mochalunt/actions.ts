// MOCHALUNT's own menu action beside the common ones (src/addon/actions.ts, its row in src/sheets/actions.ts): Pair individual matches (M8-M14),
// which first gives the planner the line-up form's responses (lineupForm.ts; the line-ups in effect from them
// and from the line-up log are written with the pairing), and afterwards refreshes the forms that list the round's boards.
import { planned } from '../actions';
import { saying, type Outcome } from '../../sheets/outcome';
import { ACTIONS } from '../../sheets/actions';
import { inform } from '../ui';
import { refreshResultsForm } from '../forms/resultsForm';
import { refreshSchedulingForm } from './schedulingForm';
import { readSealedLineups } from './lineupForm';
import { lineupFormulas } from './lineupEdit';
import type { SealedInput } from '../../engine/mochalunt/lineup';
import type { MochaluntInput } from '../../sheets/formats/mochalunt/planner';
import type { Workbook } from '../../sheets/workbook';

/** Pair individual matches: asks the round (default: the last paired), boards from the line-ups (M8-M14). */
export function pairIndividualAction(): Outcome {
  let note = ''; // line-up form responses not used, for the organizers
  let sealed: SealedInput | null = null;
  // under the lock, before the workbook is read: the form's responses; the planner plans the line-ups in effect
  // from them and from the line-up log with the pairing (written only with it)
  const prepare = (now: Date, wb: Workbook): string | null => {
    const formulas = lineupFormulas(wb);
    if (formulas) return `${ACTIONS.pairIndividual.label}: nothing written:\n${formulas}`;
    const read = readSealedLineups(now);
    note = read.note;
    sealed = read.input;
    return read.refusal ?? null;
  };
  const out = planned('pairIndividual', {
    prepare,
    input: (): Partial<MochaluntInput> => (sealed ? { sealed } : {}),
    // the scheduling and results forms list the new boards (when they exist)
    written: (after, read) => {
      refreshSchedulingForm(after, read);
      refreshResultsForm(after, read);
    },
  });
  if (note) inform('Line-up form', note);
  return note ? saying(out, `${out.text}\n${note}`) : out;
}

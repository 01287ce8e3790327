// Check line-ups with Settings line-ups: form: the line-up form's verified responses and the captains, given to
// the planner (toolHooks.ts `input`) so that it counts the line-ups sent through the form; they stay sealed (the
// Line-ups tab gets them with the pairing, Pair individual matches: lineupForm.ts readSealedLineups).
import { openRecorded } from '../forms/formFile';
import { FORM_PROPERTY, readResponses, verified } from '../forms/lineupResponses';
import { loadCaptains, ORGANIZERS_KEY } from '../captainsRecord';
import type { MochaluntInput } from '../../sheets/formats/mochalunt/planner';

/** The form's line-ups for the planner; nothing when there is no form, or it does not record verified addresses. */
export function formLineupsInput(): Partial<MochaluntInput> {
  const known = openRecorded(FORM_PROPERTY);
  if (known.state !== 'open' || !verified(known.form)) return {};
  const captains = { ...loadCaptains() };
  delete captains[ORGANIZERS_KEY];
  return { sealed: { responses: readResponses(known.form).responses, captains } };
}

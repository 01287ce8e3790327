// The event's draw seed: every "by draw" of the rulebooks (L2 the round-1 bye, L5 the colours, T5 the play-off
// pairs, L6 d who is named first in a rematch) is seeded from it, so no draw is a function of anything typed in
// the workbook (an event name chosen to steer a draw). Drawn at random (Utilities.getUuid:
// https://developers.google.com/apps-script/reference/utilities/utilities#getUuid()) the first time Set up
// tournament or Pair next round runs on a Swiss or a league (the formats that draw), and kept in the document
// properties with the organizers' other data
// (https://developers.google.com/apps-script/reference/properties/properties-service#getDocumentProperties()),
// never in a tab; each draw writes the seed it used next to its result, so an arbiter can replay it.
import type { Workbook } from '../sheets/workbook';
import { typedFormat } from '../sheets/formats/settings';

export const DRAW_SEED_PROPERTY = 'mochalunt.drawSeed';

/** True for the formats whose rules draw (a Swiss or a league: L2, L5, T5, L6 d); MOCHALUNT and the multi-player tables draw nothing. */
export function hasDraws(wb: Workbook): boolean {
  const format = (typedFormat(wb)?.value ?? '').trim().toLowerCase();
  return format === 'swiss' || format === 'league';
}

/** The event's draw seed, drawn and kept now when there is none (call it holding the document lock). */
export function ensureDrawSeed(): string {
  const props = PropertiesService.getDocumentProperties();
  const kept = props.getProperty(DRAW_SEED_PROPERTY);
  if (kept) return kept;
  const seed = Utilities.getUuid();
  props.setProperty(DRAW_SEED_PROPERTY, seed);
  return seed;
}

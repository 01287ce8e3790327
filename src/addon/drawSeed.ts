// The event's draw seed: every "by draw" of the rulebooks (L2 the round-1 bye, L5 the colours, T5 the play-off
// pairs, L6 d who is named first in a rematch) is seeded from it, so no draw is a function of anything typed in
// the workbook (an event name chosen to steer a draw). Drawn at random (Utilities.getUuid:
// https://developers.google.com/apps-script/reference/utilities/utilities#getUuid()) the first time Set up
// tournament or Pair next round runs on a format whose rules draw (its FormatEntry says: a Swiss or a league), and kept, once that
// action's plan is written, in the document properties with the organizers' other data
// (https://developers.google.com/apps-script/reference/properties/properties-service#getDocumentProperties()),
// never in a tab; each draw writes the seed it used next to its result, so an arbiter can replay it.
import type { Workbook } from '../sheets/workbook';
import { formatOf } from '../sheets/formats';

const DRAW_SEED_PROPERTY = 'mochalunt.drawSeed';

/** True for the formats whose rules draw (FormatEntry.draws: a Swiss or a league, L2, L5, T5, L6 d); MOCHALUNT and the multi-player tables draw nothing. */
export function hasDraws(wb: Workbook): boolean {
  const found = formatOf(wb);
  return 'entry' in found && found.entry.draws;
}

/**
 * The event's draw seed (call it holding the document lock): the one kept, or a new one drawn and not yet kept
 * (`fresh`): it is kept only with the first plan written with it (keepDrawSeed), so an action refused, declined
 * or failed leaves no seed behind.
 */
export function drawSeed(): { readonly seed: string; readonly fresh: boolean } {
  const kept = PropertiesService.getDocumentProperties().getProperty(DRAW_SEED_PROPERTY);
  return kept ? { seed: kept, fresh: false } : { seed: Utilities.getUuid(), fresh: true };
}

/** Keeps a fresh seed before its plan is written; returns how to forget it again if the write fails. */
export function keepDrawSeed(seed: string): () => void {
  const props = PropertiesService.getDocumentProperties();
  props.setProperty(DRAW_SEED_PROPERTY, seed);
  return () => {
    props.deleteProperty(DRAW_SEED_PROPERTY);
  };
}

// The event's draw seed: every "by draw" of the rulebooks (L2 the round-1 bye, L5 the colours, T5 the play-off
// pairs, L6 d who is named first in a rematch) is seeded from it, so no draw is a function of anything typed in
// the workbook (an event name chosen to steer a draw). Drawn at random (Utilities.getUuid:
// https://developers.google.com/apps-script/reference/utilities/utilities#getUuid()) the first time Set up
// tournament or Pair next round runs, and kept in the document properties with the organizers' other data
// (https://developers.google.com/apps-script/reference/properties/properties-service#getDocumentProperties()),
// never in a tab; each draw writes the seed it used next to its result, so an arbiter can replay it.
export const DRAW_SEED_PROPERTY = 'mochalunt.drawSeed';

/** The event's draw seed, drawn and kept now when there is none (call it holding the document lock). */
export function ensureDrawSeed(): string {
  const props = PropertiesService.getDocumentProperties();
  const kept = props.getProperty(DRAW_SEED_PROPERTY);
  if (kept) return kept;
  const seed = Utilities.getUuid();
  props.setProperty(DRAW_SEED_PROPERTY, seed);
  return seed;
}

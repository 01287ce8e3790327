// The draws of the two-player formats ("by draw": L2 the round-1 bye, L5 the colours of each board, T5 the
// play-off pairs, L6 d who is named first in a rematch): each is seeded from the event's draw seed, which the
// add-on draws at random and keeps in the document properties (src/addon/drawSeed.ts, ActionInput.drawSeed),
// and the round tab says, next to the draw's result, the text it was seeded with (seed "<event seed>/round 1/bye"),
// so that an arbiter can replay it with createRng(that text) (src/engine/core/rng.ts).
import type { SheetProblem } from '../../plan';
import { SETTINGS_TABLE } from '../../tabs/settings';

/** A draw is due but the planner was given no seed (only when it is called outside the add-on). */
export function noDrawSeed(what: string): SheetProblem {
  return {
    tab: SETTINGS_TABLE.tab,
    message: `${what} is drawn, and the event has no draw seed (the add-on draws one at random at Set up tournament and keeps it with the organizers' data)`,
    fix: "run Set up tournament or Pair next round from the add-on's menu",
  };
}

/** How a round tab names the seed of a draw. */
export const seedText = (seeded: string): string => `seed "${seeded}"`;

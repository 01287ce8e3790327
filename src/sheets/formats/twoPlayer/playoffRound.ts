// T5 in a Swiss or league: after the published rounds, two or more entrants on a perfect score play further
// rounds among themselves, drawn from the event's draw seed (draws.ts), no repeat where possible, until at most
// one remains perfect. "auto" (the perfect-score play-off setting) is on with the MSO tie-breaks, off with the
// Mind Lab chain (L6 settles ties there).
import { pairPlayoffRound } from '../../../engine/tiebreaks/playoff';
import { mindLabStandings } from '../../../engine/mindlab/standings';
import type { SheetProblem } from '../../plan';
import { playoffEnabled, playoffSettings } from '../playoff';
import { noRound, type ProposedRound } from '../proposal';
import { mindLabEvent, mindLabSettings, type TwoPlayerBook } from './twoPlayerEvent';
import { noDrawSeed, seedText } from './draws';

/** T5: whether perfect scores play off in this Swiss or league (auto: with the MSO tie-breaks). */
export const twoPlayerPlayoffs = (b: TwoPlayerBook): boolean =>
  playoffEnabled(b.settings, b.settings.tieBreaks === 'mso');

/**
 * T5: the play-off round `round` (after the published rounds) of a two-player event, or null when none is due;
 * the pairs are drawn from the event's draw seed (twoPlayer/draws.ts), the reason says the seed.
 */
export function twoPlayerPlayoff(b: TwoPlayerBook, round: number, drawSeed: string | undefined): ProposedRound | null {
  const problems: SheetProblem[] = [];
  const event = mindLabEvent(b, round - 1, problems);
  if (problems.length) return noRound(problems);
  const standings = mindLabStandings(event, mindLabSettings(b));
  const seed = `${drawSeed ?? ''}/round ${round}/play-off`;
  const p = pairPlayoffRound(standings, playoffSettings(b.published, b.team ? 4 : 1), seed);
  if (p === null) return null;
  if (drawSeed === undefined) return noRound([noDrawSeed('a T5 play-off round')]);
  const playing = [...p.pairs.flat(), ...(p.waiting ? [p.waiting] : [])];
  return {
    games: p.pairs.map(([first, second]) => ({
      first,
      second,
      reason: `T5 play-off: ${playing.length} entrants on a perfect score play on (drawn with ${seedText(seed)})`,
    })),
    byes: [],
    waiting: p.waiting
      ? [{ entrant: p.waiting, reason: 'T5 play-off: odd number of perfect scores, waits this round (stays perfect)' }]
      : [],
    notes: [`T5: perfect scores after round ${round - 1}: ${playing.join(', ')}`],
    problems: [],
  };
}

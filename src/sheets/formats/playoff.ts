// T5: perfect-score play-offs of a two-player event: after the published rounds, two or more entrants on a
// perfect score play further rounds among themselves (drawn from the event's draw seed, no repeat where possible) until at most
// one remains perfect. Decision: on by default with the MSO tie-breaks and in multi-player events ("auto"),
// off with the Mind Lab chain (L6 settles ties there); the "perfect-score play-off" setting overrides it.
import { pairPlayoffRound, perfectScores, type PlayoffSettings } from '../../engine/tiebreaks/playoff';
import type { TieBreakEntrant } from '../../engine/tiebreaks/types';
import { mindLabStandings } from '../../engine/mindlab/standings';
import type { SheetProblem } from '../plan';
import type { FormatSettings } from './settings';
import { mindLabEvent, mindLabSettings, type TwoPlayerBook } from './twoPlayer/twoPlayerEvent';
import { noRound, type ProposedRound } from './proposal';
import { noDrawSeed, seedText } from './twoPlayer/draws';

/** T5: whether perfect scores play off (the setting; auto = MSO tie-breaks or multiplayer). */
export function playoffEnabled(s: FormatSettings): boolean {
  return s.playoff === 'yes' || (s.playoff === 'auto' && (s.format === 'multiplayer' || s.tieBreaks === 'mso'));
}

/** T5: a perfect score is a win every round: 1 point a game, 4 board points a team match (L5), 4 at a table (K4). */
function playoffSettings(published: number, winPoints: number): PlayoffSettings {
  return { publishedRounds: published, winPoints };
}

/** T5: the entrants still perfect after the published rounds (and the play-off rounds scored so far). */
export function perfectAfter(
  entrants: readonly TieBreakEntrant[],
  published: number,
  winPoints: number,
  roundsScored: number,
): string[] {
  if (roundsScored < published) return [];
  return perfectScores(entrants, playoffSettings(published, winPoints));
}

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

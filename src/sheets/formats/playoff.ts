// T5: perfect-score play-offs: after the published rounds, two or more entrants on a perfect score play further
// rounds among themselves until at most one remains perfect. The "perfect-score play-off" setting says yes or no;
// "auto" is the format's own default (decision: on with the MSO tie-breaks and in multi-player events, off with
// the Mind Lab chain, where L6 settles ties). The rounds themselves are the format's (twoPlayer/playoffRound.ts,
// multiplayer/pairMultiplayer.ts).
import { perfectScores, type PlayoffSettings } from '../../engine/tiebreaks/playoff';
import type { TieBreakEntrant } from '../../engine/tiebreaks/types';
import type { FormatSettings } from './settings';

/** T5: whether perfect scores play off: the setting, or with "auto" what the format says (`auto`). */
export function playoffEnabled(s: Pick<FormatSettings, 'playoff'>, auto: boolean): boolean {
  return s.playoff === 'yes' || (s.playoff === 'auto' && auto);
}

/** T5: a perfect score is a win every round: 1 point a game, 4 board points a team match (L5), 4 at a table (K4). */
export function playoffSettings(published: number, winPoints: number): PlayoffSettings {
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

// One team's record of one round, the unit the standings (M18) add up: a team match (M17) or the bye (M3).
import type { RoundNumber, TeamName } from '../../core/ids';
import { DEFAULT_BYE } from './bye';
import type { ByeSettings } from './bye';
import type { Pair, TeamMatch } from './match';
import { offeredGameMatches } from './secondary';
import type { Offer } from './secondary';
import { mainScores, normalizedScores, teamMatchScore } from './teamMatch';

export type TeamRound =
  | {
      readonly kind: 'match';
      readonly round: RoundNumber;
      readonly opponent: TeamName;
      /** M17 team match sums: this team's and the opponent's */
      readonly score: number;
      readonly opponentScore: number;
      /** M17 main score */
      readonly main: number;
      /** M17 normalized score, whole percent */
      readonly normalized: number;
      /** M18 game matches offered this round (less forfeit losses) */
      readonly offered: number;
    }
  | {
      readonly kind: 'bye';
      readonly round: RoundNumber;
      readonly main: number;
      /** the normalized score the bye adds to the average, or null when it does not count (M3) */
      readonly normalized: number | null;
    };

/** M17, M18: both teams' round records from a team match and what each team offered. */
export function scoreTeamMatch(match: TeamMatch, offers: Pair<Offer>): Pair<TeamRound> {
  const sum = teamMatchScore(match);
  const main = mainScores(match);
  const norm = normalizedScores(match);
  const games = match.matches.flatMap((m) => m.games);
  const lostByFirst = games.filter((g) => g === 'forfeitLoss').length;
  const lostBySecond = games.filter((g) => g === 'forfeitWin').length;
  return {
    first: {
      kind: 'match',
      round: match.round,
      opponent: match.second,
      score: sum.first,
      opponentScore: sum.second,
      main: main.first,
      normalized: norm.first,
      offered: offeredGameMatches(offers.first, lostByFirst),
    },
    second: {
      kind: 'match',
      round: match.round,
      opponent: match.first,
      score: sum.second,
      opponentScore: sum.first,
      main: main.second,
      normalized: norm.second,
      offered: offeredGameMatches(offers.second, lostBySecond),
    },
  };
}

/** M3: the round record of a team that has the bye. */
export function byeRound(round: RoundNumber, settings: ByeSettings = DEFAULT_BYE): TeamRound {
  return {
    kind: 'bye',
    round,
    main: settings.byeMainScore,
    normalized: settings.byeCountsForSecondary ? settings.byeNormalized : null,
  };
}

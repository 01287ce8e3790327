// Test helpers: small team matches for the scoring, individual and knock-out suites.
import { playerName, roundNumber, teamName } from '../../src/engine/core/ids';
import type { GameResult } from '../../src/engine/core/result';
import type { TeamMatch } from '../../src/engine/mochalunt/scoring/match';

/** A team match from per-board game lists; players are "<team> <board>" unless named. */
export function teamMatch(
  round: number,
  first: string,
  second: string,
  boards: readonly (readonly GameResult[])[],
  players?: readonly (readonly [string, string])[],
): TeamMatch {
  return {
    round: roundNumber(round),
    first: teamName(first),
    second: teamName(second),
    matches: boards.map((games, i) => ({
      board: i + 1,
      first: playerName(players ? players[i][0] : `${first} ${i + 1}`),
      second: playerName(players ? players[i][1] : `${second} ${i + 1}`),
      games,
    })),
  };
}

/** n copies of one result. */
export const times = (n: number, r: GameResult): GameResult[] => new Array<GameResult>(n).fill(r);

// Game points (M15), individual match scores, and the 0-0 of unreported games (M16).
import type { GameResult } from '../../core/result';
import { reverseResult } from '../../core/result';
import type { IndividualMatch, Pair, TeamMatch } from './match';

/**
 * M15: game points for one game result: 3 win (also a forfeit win), 2 draw, 1 played loss, 0 forfeit loss;
 * M16: a game not reported by the deadline ('unplayed') ends 0-0.
 */
export function gamePoints(r: GameResult): number {
  switch (r) {
    case 'win':
    case 'forfeitWin':
      return 3;
    case 'draw':
      return 2;
    case 'loss':
      return 1;
    case 'forfeitLoss':
    case 'unplayed':
      return 0;
  }
}

/** M15: an individual match score: the sum of its game points, for the team-1 player and the team-2 player. */
export function individualMatchScore(games: readonly GameResult[]): Pair<number> {
  let first = 0;
  let second = 0;
  for (const g of games) {
    first += gamePoints(g);
    second += gamePoints(reverseResult(g));
  }
  return { first, second };
}

/** True for a game both sides actually played (win, draw or loss): M17 tells a played loss from a forfeit. */
export function isPlayed(r: GameResult): boolean {
  return r === 'win' || r === 'draw' || r === 'loss';
}

/** An individual match with games still unreported (M16): they end 0-0 at the round deadline. */
export interface UnreportedMatch {
  readonly board: number;
  readonly first: IndividualMatch['first'];
  readonly second: IndividualMatch['second'];
  /** 1-based numbers of the games still 'unplayed' */
  readonly games: readonly number[];
  /** for a toast: "board 3, Anna v Bert: games 2, 4 end 0-0 (M16)" */
  readonly message: string;
}

/** M16: the individual matches of a team match with unreported games, which end 0-0 at the deadline. */
export function unreportedMatches(match: TeamMatch): UnreportedMatch[] {
  const out: UnreportedMatch[] = [];
  for (const m of match.matches) {
    const games: number[] = [];
    m.games.forEach((g, i) => {
      if (g === 'unplayed') games.push(i + 1);
    });
    if (games.length === 0) continue;
    const which =
      games.length === m.games.length ? 'all games' : `game${games.length > 1 ? 's' : ''} ${games.join(', ')}`;
    out.push({
      board: m.board,
      first: m.first,
      second: m.second,
      games,
      message: `${match.first} v ${match.second}, board ${m.board}, ${m.first} v ${m.second}: ${which} end 0-0 (M16)`,
    });
  }
  return out;
}

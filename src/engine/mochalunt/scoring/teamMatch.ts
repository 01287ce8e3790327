// A team match's score (M17): the sum of its individual matches, the main score (3/2/1/0), the
// normalized score in whole percent, and what a whole-team forfeit looks like in data.
//
// Whole-team forfeit, in data: a team match whose every game is 'forfeitWin' (team 2 did not play) or
// every game 'forfeitLoss' (team 1 did not play). `teamForfeit` builds one; `teamForfeitWinner` detects
// one. The winner scores main 3 and normalized 100, the forfeiting team 0 and 0 (M17: "0 for forfeit losses
// (if no game is played)"). A match where no game at all was played and the sums are level (e.g. every game
// 'unplayed', M16, or a double forfeit) gives both teams 0: neither played a game.
import { playerName } from '../../core/ids';
import type { RoundNumber, TeamName } from '../../core/ids';
import type { GameResult } from '../../core/result';
import { GAMES_PER_MATCH, MAX_GAME_POINTS } from './match';
import type { IndividualMatch, Pair, Side, TeamMatch } from './match';
import { individualMatchScore, isPlayed } from './points';

/** M17: the team match score: the sum of its individual-match scores (M15), for team 1 and team 2. */
export function teamMatchScore(match: TeamMatch): Pair<number> {
  let first = 0;
  let second = 0;
  for (const m of match.matches) {
    const s = individualMatchScore(m.games);
    first += s.first;
    second += s.second;
  }
  return { first, second };
}

/** True when at least one game of the team match was played over the board (win, draw or loss). */
function anyGamePlayed(match: TeamMatch): boolean {
  return match.matches.some((m) => m.games.some(isPlayed));
}

/**
 * M17: main scores of a team match: 3 for the win, 2 each for a draw, 1 for a played loss, 0 for a forfeit
 * loss (the losing team played no game). With no game played at all and level sums, both score 0.
 */
export function mainScores(match: TeamMatch): Pair<number> {
  const s = teamMatchScore(match);
  const played = anyGamePlayed(match);
  if (s.first === s.second) return played ? { first: 2, second: 2 } : { first: 0, second: 0 };
  const loser = played ? 1 : 0;
  return s.first > s.second ? { first: 3, second: loser } : { first: loser, second: 3 };
}

/**
 * M17: a normalized score in whole percent: sum ÷ (individual matches × 4 × 3), rounded half up
 * (20 of 48 is 42, 44 of 48 is 92). `maxPerMatch` is 4 games × 3 points unless a match has other game counts.
 * Integer arithmetic, so 12.5 always rounds to 13.
 */
export function normalizedPercent(
  sum: number,
  individualMatches: number,
  maxPerMatch = GAMES_PER_MATCH * MAX_GAME_POINTS,
): number {
  const max = individualMatches * maxPerMatch;
  if (max <= 0) return 0;
  return Math.floor((200 * sum + max) / (2 * max));
}

/** M17: the normalized scores of both teams of a team match (the maximum counts each match's own games). */
export function normalizedScores(match: TeamMatch): Pair<number> {
  const s = teamMatchScore(match);
  const games = match.matches.reduce((n, m) => n + m.games.length, 0);
  const max = games * MAX_GAME_POINTS;
  return { first: normalizedPercent(s.first, 1, max), second: normalizedPercent(s.second, 1, max) };
}

/** M17: the winner of a whole-team forfeit (every game a forfeit the same way), or null for any other match. */
export function teamForfeitWinner(match: TeamMatch): Side | null {
  const all = match.matches.flatMap((m) => m.games);
  if (all.length === 0) return null;
  if (all.every((g) => g === 'forfeitWin')) return 'first';
  if (all.every((g) => g === 'forfeitLoss')) return 'second';
  return null;
}

/** The placeholder name on the side of a team that forfeited without a line-up. */
const NO_PLAYER = playerName('(forfeit)');

/**
 * M17: a whole-team forfeit as data: `boards` individual matches (default 4) of 4 games, every game a
 * forfeit win for `winner`. Players are NO_PLAYER unless line-ups are given (M19 leaves these matches out).
 */
export function teamForfeit(
  round: RoundNumber,
  first: TeamName,
  second: TeamName,
  winner: Side,
  boards = 4,
  lineUps: Partial<Pair<readonly IndividualMatch['first'][]>> = {},
): TeamMatch {
  const result: GameResult = winner === 'first' ? 'forfeitWin' : 'forfeitLoss';
  const matches: IndividualMatch[] = [];
  for (let b = 1; b <= boards; b++) {
    matches.push({
      board: b,
      first: lineUps.first?.[b - 1] ?? NO_PLAYER,
      second: lineUps.second?.[b - 1] ?? NO_PLAYER,
      games: new Array<GameResult>(GAMES_PER_MATCH).fill(result),
    });
  }
  return { round, first, second, matches };
}

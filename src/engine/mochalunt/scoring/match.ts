// The record of one MOCHALUNT team match as the scoring rules see it (M15-M17): its individual matches,
// each a list of games seen from the team-1 player. Plain data the sheets layer builds from a round tab.
import type { GameResult } from '../../core/result';
import type { PlayerName, RoundNumber, TeamName } from '../../core/ids';

/** One individual match: the team-1 player against the team-2 player, games from the team-1 player's side. */
export interface IndividualMatch {
  /** 1-based position in the team match (the i-th pairing of M9) */
  readonly board: number;
  readonly first: PlayerName;
  readonly second: PlayerName;
  /** normally 4 games; a game not reported by the deadline is 'unplayed' (M16) */
  readonly games: readonly GameResult[];
}

/** One team match: team 1 (the better-ranked side) against team 2. */
export interface TeamMatch {
  readonly round: RoundNumber;
  readonly first: TeamName;
  readonly second: TeamName;
  readonly matches: readonly IndividualMatch[];
}

/** Games in every individual match (M9: "each individual match is made of 4 game matches"). */
export const GAMES_PER_MATCH = 4;
/** Points for a won game (M15): the most one game can give. */
export const MAX_GAME_POINTS = 3;

/** A side of a match: the first-named (team 1 / its player) or the second. */
export type Side = 'first' | 'second';
/** A score seen from both sides. */
export interface Pair<T> {
  readonly first: T;
  readonly second: T;
}

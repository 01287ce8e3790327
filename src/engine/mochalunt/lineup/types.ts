// The line-up model (M8-M13): a team's priority list for one round and the individual matches it gives.
import type { PlayerName } from '../../core/ids';

/** Which team of a team match: team 1 is the better-ranked one (M7, M14). */
export type Side = 'team1' | 'team2';

/** M8: one team's line-up for a round, checked against its roster. */
export interface LineUp {
  /** the first part: each available player once, in priority order; its length is the NAP */
  readonly players: readonly PlayerName[];
  /** the second part: players of the first part who can play a second match, in order, each at most once */
  readonly seconds: readonly PlayerName[];
  /**
   * M11: the strength rank of each first-part player, in the order of `players` (1 = strongest);
   * a permutation of 1..NAP. Absent when the captain gave no strength order.
   */
  readonly strength?: readonly number[];
}

/** One individual match of a team match. */
export interface Board {
  /** 1-based */
  readonly board: number;
  readonly team1: PlayerName;
  readonly team2: PlayerName;
}

/** M10: the number of matches the captain of the higher-NAP team reduced to. */
export interface Reduction {
  readonly matches: number;
  /** the team whose captain asked for it; when given, it must be the team with the higher NAP */
  readonly by?: Side;
}

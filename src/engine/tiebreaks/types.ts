// The records every tie-break reads: one entrant's total and its games, round by round. Built by the
// Mind Lab (L6), multi-player (K7) and MSO (T1-T5) callers from their own results.

/** One entrant's game in one round (two-player game, multi-player table, or a bye). */
export interface TieBreakGame {
  /** 1-based round; play-off rounds (T5) come after the published rounds */
  readonly round: number;
  /** board or table number, 1 = top (T3 "board played on in the final round") */
  readonly board?: number;
  /** tournament points this entrant scored in the game (a bye's points included) */
  readonly points: number;
  /** won the game (T3 "most games won") */
  readonly won: boolean;
  /** games won inside this game record, when one record covers several games (L6 team matches); default won ? 1 : 0 */
  readonly wins?: number;
  /** the opponent, or every other player at the table; empty for a bye or a lone player (K6) */
  readonly opponents: readonly string[];
  /** T3: this entrant's game score for the percentage of the best opponent's score; default points */
  readonly gameScore?: number;
  /** T3: each opponent's game score, same order as opponents; default their points in the same round */
  readonly opponentGameScores?: readonly number[];
}

export interface TieBreakEntrant {
  /** name, unique in the field */
  readonly id: string;
  /** total tournament points (the primary score) */
  readonly score: number;
  readonly games: readonly TieBreakGame[];
}

/** One tie-break: a value per entrant of one still-tied group, higher is better. */
export interface TieBreakStep<E> {
  /** a name from TIE_BREAK_LABELS, shown on the sheet as what separated two neighbours */
  readonly name: string;
  /** values in the group's order; null when the step does not apply to this group (it is skipped) */
  values(group: readonly E[]): readonly number[] | null;
}

/** A chain entry that unfolds into several steps for a given group (T3: Buchholz cut-2, cut-3, ..., cut-1, cut-0). */
export interface TieBreakSeries<E> {
  readonly name: string;
  expand(group: readonly E[]): readonly TieBreakStep<E>[];
}

export type ChainEntry<E> = TieBreakStep<E> | TieBreakSeries<E>;

/** One line of a ranking. */
export interface RankedEntry<E> {
  readonly entrant: E;
  readonly id: string;
  /** 1-based; entrants the chain could not separate share a place */
  readonly place: number;
  /** still tied with the entrant above after the whole chain (reported, never silently ordered) */
  readonly tiedWithAbove: boolean;
  /**
   * what put this entrant below the one above: 'score', a step name, or null for the first entrant and for
   * an entrant still tied with the one above
   */
  readonly separatedBy: string | null;
}

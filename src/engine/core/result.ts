// The outcome of one game, seen from the first-named side. Every rulebook scores these its own way
// (M15 game points, L1 1/½/0, K4 table points); this file only names the outcomes.
export type GameResult =
  | 'win'
  | 'draw'
  | 'loss'
  /** the opponent did not play: a win on forfeit */
  | 'forfeitWin'
  /** this side did not play: a loss on forfeit */
  | 'forfeitLoss'
  /** not reported by the deadline (M16): 0-0 */
  | 'unplayed';

export const GAME_RESULTS: readonly GameResult[] = ['win', 'draw', 'loss', 'forfeitWin', 'forfeitLoss', 'unplayed'];

/** The same game seen from the other side. */
export function reverseResult(r: GameResult): GameResult {
  switch (r) {
    case 'win':
      return 'loss';
    case 'loss':
      return 'win';
    case 'forfeitWin':
      return 'forfeitLoss';
    case 'forfeitLoss':
      return 'forfeitWin';
    case 'draw':
    case 'unplayed':
      return r;
  }
}

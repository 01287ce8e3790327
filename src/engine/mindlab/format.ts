// L1, L2, L3: which format an event runs, how many rounds, and what games and byes score.
import type { GameResult } from '../core/result';

export type MindLabFormat = 'swiss' | 'league';
export type MindLabKind = 'individual' | 'team';

/** L1: the Swiss has five rounds. */
export const MINDLAB_SWISS_ROUNDS = 5;

/** L1: more than 6 entrants play a 5-round Swiss, 6 or fewer a league. */
export function mindLabFormat(entrants: number): MindLabFormat {
  return entrants > 6 ? 'swiss' : 'league';
}

/** L1, L3: rounds of the event: 5 in a Swiss; in a league N-1, or N with an odd N (one bye each round). */
export function mindLabRounds(entrants: number): number {
  if (mindLabFormat(entrants) === 'swiss') return MINDLAB_SWISS_ROUNDS;
  return entrants % 2 === 0 ? entrants - 1 : entrants;
}

/** L1: a game scores 1 for a win, ½ for a draw, 0 for a loss; forfeits as win and loss; unplayed 0. */
export function gamePoints(r: GameResult): number {
  switch (r) {
    case 'win':
    case 'forfeitWin':
      return 1;
    case 'draw':
      return 0.5;
    case 'loss':
    case 'forfeitLoss':
    case 'unplayed':
      return 0;
  }
}

/** L2, L3: a Swiss bye scores 1 in an individual event and 3 in a team event; a league bye scores 0. */
export function byePoints(format: MindLabFormat, kind: MindLabKind): number {
  if (format === 'league') return 0;
  return kind === 'team' ? 3 : 1;
}

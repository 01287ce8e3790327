// M14: who decides the first move. On odd boards the team-1 player decides in games 1 and 3 and the
// team-2 player in games 2 and 4; on even boards the reverse. Games are numbered in the round's list order.
import type { PlayerName } from '../../core/ids';
import type { Board, Side } from '../lineup/types';

/** M14: the side whose player decides who moves first, for a board (1-based) and a game (1-4). */
export function firstMoveDecider(board: number, game: number): Side {
  if (!Number.isInteger(board) || board < 1) throw new RangeError(`a board is a whole number from 1 up, not ${board}`);
  if (!Number.isInteger(game) || game < 1 || game > 4) throw new RangeError(`a game is numbered 1 to 4, not ${game}`);
  const oddBoard = board % 2 === 1;
  const oddGame = game % 2 === 1;
  return oddBoard === oddGame ? 'team1' : 'team2';
}

interface FirstMoveDecision {
  readonly board: number;
  /** 1-4, in the round-list order */
  readonly game: number;
  readonly gameName: string;
  readonly side: Side;
  /** the player who decides */
  readonly player: PlayerName;
}

/** M14: for every board and each of the 4 games (in order), the player who decides the first move. */
export function firstMovePlan(boards: readonly Board[], games: readonly string[]): FirstMoveDecision[] {
  if (games.length !== 4) throw new RangeError(`an individual match has 4 games, not ${games.length}`);
  const out: FirstMoveDecision[] = [];
  for (const b of boards) {
    games.forEach((gameName, i) => {
      const side = firstMoveDecider(b.board, i + 1);
      out.push({ board: b.board, game: i + 1, gameName, side, player: b[side] });
    });
  }
  return out;
}

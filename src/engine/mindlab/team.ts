// L5: team events: four players on fixed boards, the captain, colours drawn each round, team points.
import { createRng } from '../core/rng';
import { reverseResult, type GameResult } from '../core/result';
import type { Problem } from '../core/problem';
import { gamePoints } from './format';

/** L5: the boards in descending order; the Abalone player (board 1) is the captain. */
export const MINDLAB_BOARDS = ['Abalone', 'Checkers', 'Quoridor', 'Octi'] as const;
type MindLabGame = (typeof MINDLAB_BOARDS)[number];

/** L5: a team's four players in board order. */
export type TeamLineUp = readonly [string, string, string, string];

/** L5: the captain is the Abalone player. */
export const captainOf = (lineUp: TeamLineUp): string => lineUp[0];

interface BoardColours {
  /** 1..4 */
  readonly board: number;
  readonly game: MindLabGame;
  /** the team whose player takes the colour that moves first on this board */
  readonly firstColour: string;
}

/**
 * L5 (3.3.4): the colours of the four boards of one match, drawn at the start of the round: one draw per
 * board, seeded by the event's draw seed (drawn at random when the event is set up, never typed), the round
 * and the two teams, so the same round always draws the same; colourDrawSeed is the text the draw is seeded
 * with, to write next to the result.
 */
export function drawColours(drawSeed: string, round: number, first: string, second: string): BoardColours[] {
  const rng = createRng(colourDrawSeed(drawSeed, round, first, second));
  return MINDLAB_BOARDS.map((game, i) => ({ board: i + 1, game, firstColour: rng.int(2) === 0 ? first : second }));
}

/** L5: the text a match's colour draw is seeded with (replay: createRng(it), one int(2) per board). */
export function colourDrawSeed(drawSeed: string, round: number, first: string, second: string): string {
  return `${drawSeed}/round ${round}/colours/${first}/${second}`;
}

/** L5: each team's points in a match: the sum of its players' points (L1: 1, ½, 0) on the four boards. */
export function teamMatchPoints(results: readonly GameResult[]): { first: number; second: number } {
  return {
    first: results.reduce((s, r) => s + gamePoints(r), 0),
    second: results.reduce((s, r) => s + gamePoints(reverseResult(r)), 0),
  };
}

/** L5: a team match has a result on each of the four boards. */
export function checkTeamResults(results: readonly GameResult[]): Problem[] {
  return results.length === MINDLAB_BOARDS.length
    ? []
    : [
        {
          field: 'results',
          message: `a team match has ${MINDLAB_BOARDS.length} boards, not ${results.length}`,
          fix: `give one result for each of ${MINDLAB_BOARDS.join(', ')}`,
        },
      ];
}

// T3 steps 1, 2 and 4: the board played on in the final round, the result in the final round, games won.
import type { TieBreakContext } from './context';
import type { TieBreakEntrant, TieBreakGame, TieBreakStep } from './types';

const finalGame = (e: TieBreakEntrant, ctx: TieBreakContext): TieBreakGame | undefined =>
  e.games.find((g) => g.round === ctx.finalRound);

/** T3 step 1 (K7): a player from a higher board (smaller number) is ahead; not playing the final round ranks below every board. */
export function finalBoardStep(ctx: TieBreakContext): TieBreakStep<TieBreakEntrant> {
  return {
    name: 'finalBoard',
    values: (group) =>
      group.map((e) => {
        const g = finalGame(e, ctx);
        return g && g.board !== undefined ? -g.board : Number.NEGATIVE_INFINITY;
      }),
  };
}

/** T3 step 2: the points scored in the final round; not playing it ranks below every result. */
export function finalResultStep(ctx: TieBreakContext): TieBreakStep<TieBreakEntrant> {
  return {
    name: 'finalResult',
    values: (group) =>
      group.map((e) => {
        const g = finalGame(e, ctx);
        return g ? g.points : Number.NEGATIVE_INFINITY;
      }),
  };
}

/** Games won by one entrant (T3 step 4, L6 b). */
export const gamesWon = (e: TieBreakEntrant): number => e.games.reduce((s, g) => s + (g.wins ?? (g.won ? 1 : 0)), 0);

/** T3 step 4 and L6 b: most games won. */
export function gamesWonStep(): TieBreakStep<TieBreakEntrant> {
  return { name: 'gamesWon', values: (group) => group.map(gamesWon) };
}

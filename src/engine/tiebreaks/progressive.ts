// T1 step 3: the progressive score, the sum of the running totals after each round.
import type { TieBreakContext } from './context';
import type { TieBreakEntrant, TieBreakStep } from './types';

/** T1: running totals after rounds 1..finalRound, summed (W, L, W, D gives 1+1+2+2.5 = 6.5); a missed round adds 0 to the total. */
export function progressiveScore(e: TieBreakEntrant, finalRound: number): number {
  let running = 0;
  let sum = 0;
  for (let r = 1; r <= finalRound; r++) {
    for (const g of e.games) if (g.round === r) running += g.points;
    sum += running;
  }
  return sum;
}

export function progressiveStep(ctx: TieBreakContext): TieBreakStep<TieBreakEntrant> {
  return { name: 'progressive', values: (group) => group.map((e) => progressiveScore(e, ctx.finalRound)) };
}

// What the tie-break steps look up about the whole field: each entrant by id, its standing position by
// score (T2 "lowest ranked"), and the final round.
import type { TieBreakEntrant } from './types';

export interface TieBreakContext {
  readonly byId: ReadonlyMap<string, TieBreakEntrant>;
  /**
   * T2 "lowest ranked": the position in the field sorted by score (higher first), equal scores in input
   * order (seeding or arrival); 0 = best. Decision: tie-breaks are not used here (that would be circular).
   */
  readonly position: ReadonlyMap<string, number>;
  /** the last round played: the final round of T3, the length of T1's progressive table */
  readonly finalRound: number;
}

export function tieBreakContext(entrants: readonly TieBreakEntrant[], finalRound?: number): TieBreakContext {
  const byId = new Map(entrants.map((e) => [e.id, e] as const));
  // the field by score (higher first), equal scores in input order: grouped by score, only the scores sorted
  const byScore = new Map<number, TieBreakEntrant[]>();
  // (indexed loops: no iterator per entrant while the function is not yet optimized)
  for (let i = 0; i < entrants.length; i++) {
    const e = entrants[i];
    const group = byScore.get(e.score);
    if (group) group.push(e);
    else byScore.set(e.score, [e]);
  }
  const position = new Map<string, number>();
  let k = 0;
  for (const score of [...byScore.keys()].sort((a, b) => b - a))
    for (const e of byScore.get(score) as TieBreakEntrant[]) position.set(e.id, k++);
  let last = 0;
  if (finalRound === undefined)
    for (let i = 0; i < entrants.length; i++) {
      const games = entrants[i].games;
      for (let g = 0; g < games.length; g++) last = Math.max(last, games[g].round);
    }
  return { byId, position, finalRound: finalRound ?? last };
}

/** The opponent's total score; an id outside the field counts 0. */
export const scoreOf = (ctx: TieBreakContext, id: string): number => ctx.byId.get(id)?.score ?? 0;

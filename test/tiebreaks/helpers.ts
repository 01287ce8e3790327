import type { TieBreakEntrant, TieBreakGame } from '../../src/engine/tiebreaks/types';

/** A two-player entrant: one [opponent, points] per round (opponent null for a bye). */
export function player(
  id: string,
  rounds: readonly (readonly [string | null, number])[],
  score?: number,
): TieBreakEntrant {
  const games: TieBreakGame[] = rounds.map(([opp, points], i) => ({
    round: i + 1,
    points,
    won: points === 1,
    opponents: opp ? [opp] : [],
  }));
  return { id, score: score ?? games.reduce((s, g) => s + g.points, 0), games };
}

/** An opponent that only matters for its score. */
export const scoreOnly = (id: string, score: number): TieBreakEntrant => ({ id, score, games: [] });

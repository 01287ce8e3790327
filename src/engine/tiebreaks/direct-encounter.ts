// L6 a: the result between the tied entrants (their games against each other).
import type { TieBreakEntrant, TieBreakStep } from './types';

/**
 * L6 a: points each tied entrant scored in its games against the others of the group. Applies only when
 * every two of them met (else the step is skipped: L6 b "if these teams did not play each other").
 */
export function directEncounterStep(): TieBreakStep<TieBreakEntrant> {
  return {
    name: 'directEncounter',
    values(group) {
      const ids = new Set(group.map((e) => e.id));
      for (const a of group) {
        const met = new Set(a.games.flatMap((g) => g.opponents).filter((o) => ids.has(o)));
        if (met.size < group.length - 1) return null;
      }
      return group.map((e) =>
        e.games.filter((g) => g.opponents.some((o) => ids.has(o))).reduce((s, g) => s + g.points, 0),
      );
    },
  };
}

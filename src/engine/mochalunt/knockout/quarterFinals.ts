// The quarter-final draw of the knock-out phase (M4): seeds 1-8, 4-5, 2-7, 3-6, adjusted as little as
// possible when a pairing would repeat an earlier match.
//
// "As little as possible", exactly: every assignment of the 8 seeds to the 8 bracket slots
// (slot order 1, 8 | 4, 5 | 2, 7 | 3, 6; slots 1-4 make semi-final 1, slots 5-8 semi-final 2) is considered
// (8! = 40320) and the one chosen has, in this order of priority:
//   1. the fewest quarter-finals between teams that already met (0 whenever some bracket avoids them all);
//   2. the fewest seeds away from their own slot;
//   3. the smallest total displacement Σ |seed placed − seed of the slot|;
//   4. the better seeds kept in place: the moved seeds, sorted, compared from the best one, the set whose
//      best moved seed is the lower-ranked wins (moving 7 and 8 beats moving 1 and 2; 5 and 6 beats 3 and 4);
//   5. the lexicographically smallest slot sequence.
// The 40320 assignments are ordered once by 2-5 (which do not depend on the teams); a draw then takes the
// first assignment with the fewest rematches.
// Only the quarter-finals are adjusted; semi-finals and the final follow the bracket whatever happened before.
import type { TeamName } from '../../core/ids';
import { fail, ok } from '../../core/problem';
import type { Checked } from '../../core/problem';
import { orient } from './match';
import type { KnockoutMatch, KnockoutMatchId } from './match';

/** M4: the seeds in bracket slot order: QF1 = 1-8, QF2 = 4-5, QF3 = 2-7, QF4 = 3-6. */
const BRACKET_SLOTS: readonly number[] = [1, 8, 4, 5, 2, 7, 3, 6];

export interface QuarterFinalDraw {
  /** QF1..QF4 in bracket order, stage 1 of phase 2, team 1 the better seed */
  readonly matches: readonly KnockoutMatch[];
  /** seeds (1..8) in slot order, as chosen */
  readonly slots: readonly number[];
  /** quarter-finals that repeat an earlier match (0 unless unavoidable) */
  readonly rematches: number;
  /** seeds moved from their own slot */
  readonly moved: number;
  /** Σ |seed placed − seed of the slot| */
  readonly displacement: number;
  /** for the sheet: "standard draw" or "adjusted: 7 and 8 swapped to avoid rematches" */
  readonly reason: string;
}

/** Whether two teams already met: from the list of earlier team-match pairs. */
function metBefore(earlier: readonly (readonly [TeamName, TeamName])[]): (a: TeamName, b: TeamName) => boolean {
  const key = (a: string, b: string): string => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);
  const set = new Set(earlier.map(([a, b]) => key(a, b)));
  return (a, b) => set.has(key(a, b));
}

function permutations(items: readonly number[]): number[][] {
  if (items.length <= 1) return [items.slice()];
  const out: number[][] = [];
  items.forEach((x, i) => {
    const rest = items.slice(0, i).concat(items.slice(i + 1));
    for (const p of permutations(rest)) out.push([x, ...p]);
  });
  return out;
}

/** Seeds 1-8 as base-9 digits: equal-length lists compare as their numbers do (lexicographic order). */
const digits = (xs: readonly number[]): number => xs.reduce((n, x) => n * 9 + x, 0);

interface Assignment {
  readonly slots: readonly number[];
  readonly moved: number;
  readonly displacement: number;
  readonly movedSeeds: readonly number[];
  /** movedSeeds and slots as numbers, for sorting (lists of one length: `moved` is compared first) */
  readonly movedKey: number;
  readonly slotsKey: number;
}

let ordered: readonly Assignment[] | null = null;

/** M4: every assignment of seeds to slots, in the order of criteria 2-5 (computed once). */
function assignmentsInOrder(): readonly Assignment[] {
  if (ordered) return ordered;
  const all: Assignment[] = permutations([1, 2, 3, 4, 5, 6, 7, 8]).map((slots) => {
    const movedSeeds = slots.filter((s, i) => s !== BRACKET_SLOTS[i]).sort((x, y) => x - y);
    const displacement = slots.reduce((d, s, i) => d + Math.abs(s - BRACKET_SLOTS[i]), 0);
    return {
      slots,
      moved: movedSeeds.length,
      displacement,
      movedSeeds,
      movedKey: digits(movedSeeds),
      slotsKey: digits(slots),
    };
  });
  all.sort(
    (a, b) =>
      a.moved - b.moved || a.displacement - b.displacement || b.movedKey - a.movedKey || a.slotsKey - b.slotsKey,
  );
  ordered = all;
  return all;
}

/**
 * M4: the quarter-finals for the top 8 of the updated ranking (`ranking[0]` is seed 1), avoiding matches
 * already played (`earlier`: every earlier team match as a pair) as described above.
 */
export function drawQuarterFinals(
  ranking: readonly TeamName[],
  earlier: readonly (readonly [TeamName, TeamName])[],
): Checked<QuarterFinalDraw> {
  const top = ranking.slice(0, 8);
  if (top.length < 8) {
    return fail({
      field: 'standings',
      message: `the knock-out needs 8 teams, the standings have ${top.length}`,
      fix: 'enter at least 8 teams',
    });
  }
  if (new Set(top).size < 8) {
    return fail({ field: 'standings', message: 'a team appears twice in the top 8', fix: 'list each team once' });
  }
  const met = metBefore(earlier);
  const team = (seed: number): TeamName => top[seed - 1];
  const metSeeds: boolean[][] = [];
  for (let a = 1; a <= 8; a++) {
    metSeeds[a] = [];
    for (let b = 1; b <= 8; b++) metSeeds[a][b] = a !== b && met(team(a), team(b));
  }
  let chosen: Assignment | null = null;
  let fewest = Infinity;
  for (const x of assignmentsInOrder()) {
    const s = x.slots;
    const rematches =
      (metSeeds[s[0]][s[1]] ? 1 : 0) +
      (metSeeds[s[2]][s[3]] ? 1 : 0) +
      (metSeeds[s[4]][s[5]] ? 1 : 0) +
      (metSeeds[s[6]][s[7]] ? 1 : 0);
    if (rematches < fewest) {
      fewest = rematches;
      chosen = x;
      if (rematches === 0) break;
    }
  }
  const best = chosen as Assignment;
  const ids: KnockoutMatchId[] = ['QF1', 'QF2', 'QF3', 'QF4'];
  const matches = ids.map((id, q) => {
    const a = best.slots[2 * q];
    const b = best.slots[2 * q + 1];
    return orient(id, 1, team(a), team(b), top, `quarter-final ${Math.min(a, b)}-${Math.max(a, b)}`);
  });
  const rematches = fewest;
  const { moved, displacement, movedSeeds } = best;
  const reason =
    moved === 0
      ? rematches === 0
        ? 'standard draw 1-8, 4-5, 2-7, 3-6'
        : `standard draw; ${rematches} rematch${rematches > 1 ? 'es' : ''} could not be avoided`
      : `adjusted: seeds ${movedSeeds.join(', ')} moved to avoid rematches` +
        (rematches > 0 ? `; ${rematches} rematch${rematches > 1 ? 'es' : ''} could not be avoided` : '');
  return ok({ matches, slots: best.slots, rematches, moved, displacement, reason });
}

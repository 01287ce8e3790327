// The pairing criteria (M3, L4 "Decision (revised)"), each a named cost per pair, and how they are folded
// into one integer weight for the matching. In strict priority:
//   1. rematch   (M3, L4): 1 when the two have met before;
//   2. the bye   (M3, L2): decided before the matching (pairRound.ts);
//   3. gapSq     (M3, L4): the squared score gap, in the score's smallest unit (halves in individual Swiss:
//        a gap of 1 point is 2 units and costs 4), so a gap of 4 costs as much as four gaps of 2 and a lone
//        leader meets the next group, never the tail;
//   4. unequal   (M3, L4): 1 when the two scores differ (the fewest pairs of unequal score);
//   5. floatHeight (L4, rulebook 001 4.3 "The order of the pairing of the teams is performed from top to
//        bottom in the score table"): for a pair of unequal score, the number of score groups below the
//        higher one's group; 0 for a pair of equal score. Among pairings equal on 1-4, the one that keeps the
//        higher score groups paired inside themselves and sends the floats lower wins: with 9, 9, 7, 7, 5, 5
//        where the two 7s have met, 9-9, 7-5, 7-5 (heights 1 + 1) beats 9-7, 9-7, 5-5 (2 + 2). It is a sum, so
//        it weighs two floats of one group against one float of another by their heights; the parity of each
//        score group fixes how many floats cross each boundary up to an even number, and equal squared gaps and
//        counts leave this choice only where earlier meetings force extra floats;
//   6. sameHalf  (L4, rulebook 001 4.4 "divides them into two sets ... pairs the first team in the first half
//        against the first team in the second half"): 1 for a pair of the same score group whose two entrants
//        are in the same half (both in the top half, or both in the bottom half; the halves are those of the
//        split below, places i .. i+h-1 and i+h .. i+2h-1; the entrant that meets a floater coming in and the
//        one that floats out are in neither). So the bottom half is transposed (1-4, 2-3 in a group of four
//        whose 1-3 and 2-4 have met), and entrants are exchanged between the halves only when no transposition
//        avoids a rematch; a transposition never ties with a pairing of a half against itself;
//   7. split     (L4): the square of the pair's distance from "first of the top half meets first of the
//        bottom half, an odd one floats down into the next group":
//        - same score group of size g, places p < q (0 = best ranked): |(q - p) - h| with h = (g - i - o)/2,
//          where i = 1 when an odd number of entrants score above the group (one of them floats down into
//          it and meets its first, who is then not part of the split) and o = 1 when an odd number score at
//          or above the group's score (its last floats down). g - i - o is even, and the ideal is places
//          i and i + h, i + 1 and i + h + 1, ...: a group of 8 splits 1-5, 2-6, 3-7, 4-8; a group of 4 that
//          receives a floater and sends one pairs its 2nd and 3rd;
//        - different groups, the higher-scored at place p of a group of size g, the other at place q of its
//          group: (g - 1 - p) + q (0 when the lowest of the higher group meets the top of the lower group).
//        Squared, so that a forced shift is spread (1st v 4th, 2nd v 5th rather than 1st v 5th, 2nd v 4th);
//   8. a fixed order: whatever is left equal is settled by the solver over the field in pairing order
//        (score, rank, id), so the same input always gives the same pairing.
//
// Folding. The weight of a pair is top - cost, cost = rematch·rematchUnit + gapSq·gapSqUnit +
// unequal·unequalUnit + floatHeight·floatUnit + sameHalf·sameHalfUnit + min(split, splitCap). Every perfect
// matching has ⌊n/2⌋ pairs, so the heaviest matching is the one of least total cost. The order of 1-7 holds
// exactly when each unit exceeds what the levels below it add up to on the best pairing M* (if M beats M* on
// a lower level only, M* still costs less as long as M*'s lower levels stay under the unit): with a bound A on
// M*'s total squared gap,
//   split total     ≤ ⌊n/2⌋ · splitCap                                  → sameHalfUnit = that + 1
//   sameHalf total  ≤ Σ over the groups of ⌊size/2⌋ (at most ⌊n/2⌋)     → floatUnit = sameHalfUnit·(that + 1)
//   floatHeight     ≤ the heights of the first U entrants, U = min(⌊n/2⌋, A / (smallest gap between two
//                     neighbouring groups)²) (each pair of unequal score has a gap of at least that)
//                                                                       → unequalUnit = floatUnit·(that + 1)
//   unequal total   ≤ U                                                 → gapSqUnit = unequalUnit·(U + 1)
//   rematches       ≤ ⌊n/2⌋ (only in the second solve, when no rematch-free pairing exists): rematchUnit
//                     exceeds the other levels' largest totals over any matching (A replaced by Σ_k
//                     (s_k - s_(n-1-k))², scores sorted, k < ⌊n/2⌋: pairing the highest with the lowest
//                     maximises Σ(a-b)² = Σx² - 2Σab, by exchange)
// A is not known before the solve. The solver assumes one (twice the least the groups' parities force, plus a
// margin: gapSqGuess), solves, and checks that the pairing found has a total squared gap ≤ A. Then M* (no
// worse) has too, so the bounds held and the pairing is exact. If not, the found total is an upper bound of
// M*'s (the found pairing is a valid one, with the fewest rematches when rematches are weighed), and a second
// solve with it is exact. top is the largest cost of one pair, so every weight is ≥ 0.
// Weights must stay below 2^weightBits (48 by default; the blossom needs headroom below 2^53 for doubled
// duals). Levels 1, 3, 4, 5 and 6 are never approximated: when they do not fit, the solver refuses
// (RangeError). When the split level does not fit in the bits left, it is capped per pair at splitCap. The cap
// is checked afterwards, and the result is still exact whenever no chosen pair has a split above the cap
// (splitWithinCap): the solver minimises the capped cost, capped ≤ true cost for every matching, and both are
// equal on the chosen one, so no matching is better on the true levels. `npm run bench` reports this check at
// every size; test/pairing/pairing.test.ts checks the magnitudes at 4,096 entrants.
import type { Field } from './field';

export interface PairCost {
  /** 1 when the two have met before (level 1) */
  readonly rematch: number;
  /** the score gap in the score's smallest unit (not a criterion itself; its square is) */
  readonly gap: number;
  /** gap² (level 3) */
  readonly gapSq: number;
  /** 1 when the scores differ (level 4) */
  readonly unequal: number;
  /** L4 (4.3): for a pair of unequal score, the number of score groups below the higher one's (level 5) */
  readonly floatHeight: number;
  /** L4 (4.4): 1 when both are in the same half of their score group (level 6) */
  readonly sameHalf: number;
  /** L4: the distance from the ideal split (see the header); level 7 weighs its square */
  readonly splitDistance: number;
  /** splitDistance² (level 7) */
  readonly split: number;
}

/** the criteria of one pair (i, j are field indices) */
export function pairCost(f: Field, i: number, j: number): PairCost {
  const met = f.timesMet(i, j);
  const gap = Math.abs(f.points[i] - f.points[j]);
  const d = splitDistance(f, i, j);
  return {
    rematch: met > 0 ? 1 : 0,
    gap,
    gapSq: gap * gap,
    unequal: gap > 0 ? 1 : 0,
    floatHeight: floatHeight(f, i, j),
    sameHalf: sameHalf(f, i, j),
    splitDistance: d,
    split: d * d,
  };
}

/** L4: distance of the pair from the ideal split (see the header). */
export function splitDistance(f: Field, i: number, j: number): number {
  const a = Math.min(i, j),
    b = Math.max(i, j); // a comes first in pairing order: higher score or better rank
  if (f.group[a] === f.group[b]) return Math.abs(f.place[b] - f.place[a] - splitHalf(f, f.group[a]));
  return f.groupSize[f.group[a]] - 1 - f.place[a] + f.place[b];
}

/** L4: h of the header for score group g: (size - floater in - floater out) / 2, by the parity of the field above. */
export function splitHalf(f: Field, g: number): number {
  const above = f.groupStart[g],
    through = f.groupStart[g] + f.groupSize[g];
  return (f.groupSize[g] - (above % 2) - (through % 2)) / 2;
}

/** Which half of its score group entrant i is in (4.4): TOP, BOTTOM, or NO_HALF (meets the floater coming in, or floats out). */
export const NO_HALF = 0;
export const TOP_HALF = 1;
const BOTTOM_HALF = 2;
export function halfOf(f: Field, i: number): number {
  const g = f.group[i],
    p = f.place[i];
  const into = f.groupStart[g] % 2,
    h = splitHalf(f, g);
  if (p < into) return NO_HALF;
  if (p < into + h) return TOP_HALF;
  if (p < into + 2 * h) return BOTTOM_HALF;
  return NO_HALF;
}

/** L4 (4.4): 1 when i and j are in the same score group and the same half of it (header, level 6). */
export function sameHalf(f: Field, i: number, j: number): number {
  if (f.group[i] !== f.group[j]) return 0;
  const h = halfOf(f, i);
  return h !== NO_HALF && h === halfOf(f, j) ? 1 : 0;
}

/** L4 (4.3): for a pair of unequal score, the score groups below the higher one's group; else 0 (header, level 5). */
function floatHeight(f: Field, i: number, j: number): number {
  const a = Math.min(i, j),
    b = Math.max(i, j);
  return f.group[a] === f.group[b] ? 0 : f.groupSize.length - 1 - f.group[a];
}

/** The weight units of each level, computed from the actual field's bounds. */
export interface Levels {
  readonly withRematch: boolean;
  /** per-pair cap on the split level (Infinity when not capped) */
  readonly splitCap: number;
  readonly sameHalfUnit: number;
  readonly floatUnit: number;
  readonly unequalUnit: number;
  readonly gapSqUnit: number;
  readonly rematchUnit: number;
  /** the largest cost of a pair; weight = top - cost */
  readonly top: number;
  /** the bound A on the best pairing's total squared gap the units assume (header); checked after the solve */
  readonly assumedGapSq: number;
}

/** The largest gapSq total of any perfect matching of the field (see the header). */
function gapSqBound(f: Field): number {
  const n = f.entrants.length;
  const sorted = Array.from(f.points).sort((x, y) => y - x);
  let bound = 0;
  for (let k = 0; k < Math.floor(n / 2); k++) bound += (sorted[k] - sorted[n - 1 - k]) ** 2;
  return bound;
}

/**
 * The least total squared gap the parities force: each boundary between two score groups with an odd number
 * of entrants above it is crossed by a pair whose gap is at least the boundary's (a lower bound of any
 * pairing's; a pair crossing several boundaries costs at least the sum of their squares).
 */
export function gapSqForced(f: Field): number {
  let forced = 0;
  for (let g = 1; g < f.groupSize.length; g++) {
    const step = f.points[f.groupStart[g] - 1] - f.points[f.groupStart[g]];
    if (f.groupStart[g] % 2 === 1) forced += step * step;
  }
  return forced;
}

/**
 * A first bound A to assume on the best pairing's total squared gap (header): twice what the parities force
 * (gapSqForced), plus two of the widest boundary between neighbouring score groups. Checked after the solve.
 */
export function gapSqGuess(f: Field): number {
  let widest = 0;
  for (let g = 1; g < f.groupSize.length; g++)
    widest = Math.max(widest, (f.points[f.groupStart[g] - 1] - f.points[f.groupStart[g]]) ** 2);
  return 2 * gapSqForced(f) + 2 * widest;
}

/** The total squared gap of a perfect matching (mate[i] = partner). */
export function matchingGapSq(f: Field, mate: Int32Array): number {
  let total = 0;
  for (let i = 0; i < mate.length; i++) {
    const j = mate[i];
    if (j > i) total += (f.points[i] - f.points[j]) ** 2;
  }
  return total;
}

/** The largest split level of one pair: at most (⌊g/2⌋ + 1)² inside a group, (g + g' - 2)² across two groups. */
function maxPairSplit(f: Field): number {
  const sizes = f.groupSize.slice().sort((x, y) => y - x);
  const inside = sizes.length > 0 ? Math.floor(sizes[0] / 2) + 1 : 0;
  const across = sizes.length > 1 ? sizes[0] + sizes[1] - 2 : 0;
  return Math.max(inside, across) ** 2;
}

/** The floatHeight total of the first `pairs` entrants in pairing order (each pair of unequal score has its own higher entrant). */
function heightsOfFirst(f: Field, pairs: number): number {
  const groups = f.groupSize.length;
  let total = 0;
  for (let i = 0; i < pairs && i < f.entrants.length; i++) total += groups - 1 - f.group[i];
  return total;
}

/**
 * Units so that each level outweighs everything below it on the best pairing, assuming its total squared gap
 * is at most `assumedGapSq` (see the header; Infinity: no assumption, the bound over every matching). When
 * the units would exceed 2^weightBits, the split level is capped per pair; when even the levels above it do
 * not fit, RangeError.
 */
export function computeLevels(f: Field, withRematch: boolean, weightBits: number, assumedGapSq = Infinity): Levels {
  const n = f.entrants.length;
  const half = Math.floor(n / 2);
  const groups = f.groupSize.length;
  const sqBound = gapSqBound(f);
  const assumed = Math.min(assumedGapSq, sqBound);
  let step = Infinity;
  for (let g = 1; g < groups; g++)
    step = Math.min(step, (f.points[f.groupStart[g] - 1] - f.points[f.groupStart[g]]) ** 2);
  const unequalBound = groups <= 1 ? 0 : Math.min(half, Math.floor(assumed / step));
  const floatBound = heightsOfFirst(f, unequalBound);
  const unequalAny = groups <= 1 ? 0 : half;
  const floatAny = heightsOfFirst(f, unequalAny);
  let sameHalfBound = 0;
  for (const size of f.groupSize) sameHalfBound += Math.floor(size / 2);
  sameHalfBound = Math.min(half, sameHalfBound);
  const maxPairSq = n > 0 ? (f.points[0] - f.points[n - 1]) ** 2 : 0;
  const units = (cap: number) => {
    const sameHalfUnit = half * cap + 1;
    const floatUnit = sameHalfUnit * (sameHalfBound + 1);
    const unequalUnit = floatUnit * (floatBound + 1);
    const gapSqUnit = unequalUnit * (unequalBound + 1);
    // above every other level's total over any matching (A unknown when rematches are weighed)
    const rematchUnit =
      gapSqUnit * sqBound +
      unequalUnit * unequalAny +
      floatUnit * floatAny +
      sameHalfUnit * sameHalfBound +
      half * cap +
      1;
    const pair = gapSqUnit * maxPairSq + unequalUnit + floatUnit * Math.max(0, groups - 1) + sameHalfUnit + cap;
    return {
      sameHalfUnit,
      floatUnit,
      unequalUnit,
      gapSqUnit,
      rematchUnit,
      top: withRematch ? rematchUnit + pair : pair,
    };
  };
  const limit = 2 ** weightBits;
  const full = maxPairSplit(f);
  let splitCap = Infinity;
  let u = units(full);
  if (u.top > limit) {
    // every unit is affine in the cap
    const t0 = units(0).top;
    if (t0 > limit) throw new RangeError(`pairing: a field of ${n} with these scores is too large to pair exactly`);
    const slope = units(1).top - t0;
    splitCap = Math.max(0, Math.floor((limit - t0) / slope));
    u = units(splitCap);
  }
  return { withRematch, splitCap, ...u, assumedGapSq: assumed };
}

/**
 * The weight of a pair: top - cost (header), or NaN when rematches are left out and the pair has met. A
 * closure over flat arrays: the pricing loop calls it n² times.
 */
export function weigher(f: Field, lv: Levels): (i: number, j: number) => number {
  const n = f.entrants.length;
  const points = f.points,
    group = f.group,
    place = f.place;
  const groups = f.groupSize.length;
  const size = new Int32Array(n),
    half = new Int32Array(n),
    side = new Int8Array(n);
  for (let i = 0; i < n; i++) {
    size[i] = f.groupSize[group[i]];
    half[i] = splitHalf(f, group[i]);
    side[i] = halfOf(f, i);
  }
  const timesMet = f.timesMet;
  const { top, rematchUnit, gapSqUnit, unequalUnit, floatUnit, sameHalfUnit, splitCap, withRematch } = lv;
  return (i: number, j: number): number => {
    const a = i < j ? i : j,
      b = i < j ? j : i;
    const met = timesMet(a, b);
    if (met > 0 && !withRematch) return NaN;
    const gap = points[a] - points[b];
    let d: number;
    let level: number;
    if (group[a] === group[b]) {
      d = place[b] - place[a] - half[a];
      level = side[a] !== 0 && side[a] === side[b] ? sameHalfUnit : 0;
    } else {
      d = size[a] - 1 - place[a] + place[b];
      level = unequalUnit + gap * gap * gapSqUnit + (groups - 1 - group[a]) * floatUnit;
    }
    let split = d * d;
    if (split > splitCap) split = splitCap;
    return top - ((met > 0 ? rematchUnit : 0) + level + split);
  };
}

/** True when no pair of the matching has a split above the cap, i.e. the capped optimum is exact (header). */
export function splitWithinCap(f: Field, lv: Levels, mate: Int32Array): boolean {
  if (lv.splitCap === Infinity) return true;
  for (let i = 0; i < mate.length; i++) {
    const j = mate[i];
    if (j > i && splitDistance(f, i, j) ** 2 > lv.splitCap) return false;
  }
  return true;
}

// The pairing criteria (M3, L4 "Decision (revised)"), each a named cost per pair, and how they are folded
// into one integer weight for the matching. In strict priority:
//   1. rematch (M3, L4): 1 when the two have met before;
//   2. the bye  (M3, L2): decided before the matching (pairRound.ts);
//   3. gapSq   (M3, L4): the squared score gap, in the score's smallest unit (halves in individual Swiss:
//        a gap of 1 point is 2 units and costs 4), so a gap of 4 costs as much as four gaps of 2 and a lone
//        leader meets the next group, never the tail;
//   4. unequal (M3, L4): 1 when the two scores differ (the fewest pairs of unequal score);
//   5. split   (L4):     the square of the pair's distance from "first of the top half meets first of the
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
//   6. a fixed order: whatever is left equal is settled by the solver over the field in pairing order
//        (score, rank, id), so the same input always gives the same pairing.
//
// Magnitudes. The weight of a pair is top - (rematch·rematchUnit + gapSq·gapSqUnit + unequal·unequalUnit +
// split), and each unit exceeds the largest total of every level below it over any perfect matching:
//   split total   ≤ ⌊n/2⌋ · (largest split of one pair)                      → unequalUnit = that + 1
//   unequal total ≤ ⌊n/2⌋                                                     → gapSqUnit = unequalUnit·(⌊n/2⌋+1)
//   gapSq total   ≤ Σ_k (s_k - s_(n-1-k))², scores sorted, k < ⌊n/2⌋ (pairing the highest with the lowest
//                   maximises Σ(a-b)² = Σx² - 2Σab, by exchange)              → rematchUnit = gapSqUnit·(that + 1)
//   rematches     ≤ ⌊n/2⌋ (only in the second solve, when no rematch-free pairing exists)
// Weights must stay below 2^weightBits (48 by default; the blossom needs headroom below 2^53 for doubled
// duals). Levels 1, 3 and 4 are never approximated: when they do not fit, the solver refuses (RangeError).
// With scores spanning R units they need about (⌊n/2⌋·R²)·⌊n/2⌋ (and another ⌊n/2⌋ when rematches must be
// weighed): at 4,096 entrants that is 2^22·R², which fits 2^48 up to R ≈ 8,000 units, and 2^33·R², R ≈ 180,
// in the rare second solve that weighs rematches; at 64 entrants R ≈ 500,000 and 90,000. After 5 Swiss
// rounds (R = 10 half points) levels 1-4 take 27 bits, 38 with rematches (test/pairing/pairing.test.ts checks
// the 4,096 figures). The first solve leaves rematch pairs out of the graph altogether, so it needs no
// rematch level. When the split level does not fit in the bits left, it is capped per pair at splitCap.
// The cap is checked afterwards, and the result is still exact whenever no chosen pair has a split
// above the cap (splitWithinCap): the solver minimises the capped cost, capped ≤ true cost for every
// matching, and both are equal on the chosen one, so no matching has a smaller true cost. `npm run bench`
// reports this check at every size.
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
  /** L4: the distance from the ideal split (see the header); level 5 weighs its square */
  readonly splitDistance: number;
  /** splitDistance² (level 5) */
  readonly split: number;
}

/** the criteria of one pair (i, j are field indices) */
export function pairCost(f: Field, i: number, j: number): PairCost {
  const met = f.timesMet(i, j);
  const gap = Math.abs(f.points[i] - f.points[j]);
  const d = splitDistance(f, i, j);
  return { rematch: met > 0 ? 1 : 0, gap, gapSq: gap * gap, unequal: gap > 0 ? 1 : 0, splitDistance: d, split: d * d };
}

/** L4: distance of the pair from the ideal split (see the header). */
export function splitDistance(f: Field, i: number, j: number): number {
  const a = Math.min(i, j), b = Math.max(i, j); // a comes first in pairing order: higher score or better rank
  if (f.group[a] === f.group[b]) return Math.abs(f.place[b] - f.place[a] - splitHalf(f, f.group[a]));
  return f.groupSize[f.group[a]] - 1 - f.place[a] + f.place[b];
}

/** L4: h of the header for score group g: (size - floater in - floater out) / 2, by the parity of the field above. */
export function splitHalf(f: Field, g: number): number {
  const above = f.groupStart[g], through = f.groupStart[g] + f.groupSize[g];
  return (f.groupSize[g] - (above % 2) - (through % 2)) / 2;
}

/** The weight units of each level, computed from the actual field's bounds. */
export interface Levels {
  readonly withRematch: boolean;
  /** per-pair cap on the split level (Infinity when not capped) */
  readonly splitCap: number;
  readonly unequalUnit: number;
  readonly gapSqUnit: number;
  readonly rematchUnit: number;
  /** the largest cost of a pair; weight = top - cost */
  readonly top: number;
}

/** The largest gapSq total of any perfect matching of the field (see the header). */
export function gapSqBound(f: Field): number {
  const n = f.entrants.length;
  const sorted = Array.from(f.points).sort((x, y) => y - x);
  let bound = 0;
  for (let k = 0; k < Math.floor(n / 2); k++) bound += (sorted[k] - sorted[n - 1 - k]) ** 2;
  return bound;
}

/** The largest split level of one pair: at most (⌊g/2⌋ + 1)² inside a group, (g + g' - 2)² across two groups. */
export function maxPairSplit(f: Field): number {
  const sizes = f.groupSize.slice().sort((x, y) => y - x);
  const inside = sizes.length > 0 ? Math.floor(sizes[0] / 2) + 1 : 0;
  const across = sizes.length > 1 ? sizes[0] + sizes[1] - 2 : 0;
  return Math.max(inside, across) ** 2;
}

/**
 * Units so that each level outweighs everything below it over any perfect matching of the field (see the
 * header). When the product would exceed 2^weightBits, the split level is capped per pair; when even the
 * levels above it do not fit, RangeError.
 */
export function computeLevels(f: Field, withRematch: boolean, weightBits: number): Levels {
  const n = f.entrants.length;
  const half = Math.floor(n / 2);
  const sqBound = gapSqBound(f);
  let splitCap = maxPairSplit(f);
  let splitBound = splitCap * half;
  const limit = 2 ** weightBits;
  const above = (sqBound + 1) * (half + 1) * (withRematch ? half + 1 : 1);
  if ((splitBound + 1) * above > limit) {
    const room = Math.floor(limit / above) - 1;
    if (room < 0) throw new RangeError(`pairing: a field of ${n} with these scores is too large to pair exactly`);
    splitCap = half > 0 ? Math.floor(room / half) : 0;
    splitBound = splitCap * half;
  } else splitCap = Infinity;
  const unequalUnit = splitBound + 1;
  const gapSqUnit = unequalUnit * (half + 1);
  const rematchUnit = gapSqUnit * (sqBound + 1);
  const top = withRematch ? rematchUnit * (half + 1) : rematchUnit;
  return { withRematch, splitCap, unequalUnit, gapSqUnit, rematchUnit, top };
}

/**
 * The weight of a pair: top - (rematch·rematchUnit + gapSq·gapSqUnit + unequal·unequalUnit + min(split,
 * splitCap)), or NaN when rematches are left out and the pair has met. A closure over flat arrays: the
 * pricing loop calls it n² times.
 */
export function weigher(f: Field, lv: Levels): (i: number, j: number) => number {
  const n = f.entrants.length;
  const points = f.points, group = f.group, place = f.place;
  const size = new Int32Array(n), half = new Int32Array(n);
  for (let i = 0; i < n; i++) { size[i] = f.groupSize[group[i]]; half[i] = splitHalf(f, group[i]); }
  const timesMet = f.timesMet;
  const { top, rematchUnit, gapSqUnit, unequalUnit, splitCap, withRematch } = lv;
  return (i: number, j: number): number => {
    const a = i < j ? i : j, b = i < j ? j : i;
    const met = timesMet(a, b);
    if (met > 0 && !withRematch) return NaN;
    const gap = points[a] - points[b];
    let d: number;
    if (group[a] === group[b]) d = place[b] - place[a] - half[a];
    else d = size[a] - 1 - place[a] + place[b];
    let split = d * d;
    if (split > splitCap) split = splitCap;
    return top - ((met > 0 ? rematchUnit : 0) + (gap !== 0 ? unequalUnit + gap * gap * gapSqUnit : 0) + split);
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

// The pairing criteria (M3, L4), each a named cost per pair, and how they are folded into one integer
// weight for the matching. In strict priority:
//   1. rematch  (M3, L4): 1 when the two have met before;
//   2. float    (M3, L4): 1 when their scores differ;
//   3. gap      (M3):     the score difference, in the score's smallest unit (halves for Swiss);
//   4. split    (L4):     how far the pair is from "first of the top half meets first of the bottom half":
//        same score group of size g, places p < q (0 = best ranked): |(q - p) - ⌊g/2⌋|
//        (0 for 1st v (⌊g/2⌋+1)th, 2nd v (⌊g/2⌋+2)th, ...; with g odd the last one is left to float);
//        different groups, the higher-scored at place p of a group of size g, the other at place q of its
//        group: (g - 1 - p) + q (0 when the lowest of the higher group meets the top of the lower group).
// The bye is decided before (pairRound.ts). Whatever is left equal is settled by the fixed pairing order
// (score, rank, id), so the same input always gives the same pairing.
import type { Field } from './field';

export interface PairCost {
  readonly rematch: number;
  readonly float: number;
  readonly gap: number;
  readonly split: number;
}

/** the four criteria of one pair (i, j are field indices) */
export function pairCost(f: Field, i: number, j: number): PairCost {
  const met = f.timesMet(i, j);
  const gap = Math.abs(f.points[i] - f.points[j]);
  return { rematch: met > 0 ? 1 : 0, float: gap > 0 ? 1 : 0, gap, split: splitPenalty(f, i, j) };
}

/** L4: distance of the pair from the ideal split (see the header). */
export function splitPenalty(f: Field, i: number, j: number): number {
  const a = Math.min(i, j), b = Math.max(i, j); // a comes first in pairing order: higher score or better rank
  if (f.group[a] === f.group[b]) {
    const g = f.groupSize[f.group[a]];
    return Math.abs(f.place[b] - f.place[a] - Math.floor(g / 2));
  }
  return f.groupSize[f.group[a]] - 1 - f.place[a] + f.place[b];
}

/** The weight units of each level, computed from the actual field's bounds. */
export interface Levels {
  readonly withRematch: boolean;
  /** per-pair cap on the split penalty (Infinity when not capped; 0 drops the level) */
  readonly splitCap: number;
  readonly gapUnit: number;
  readonly floatUnit: number;
  readonly rematchUnit: number;
  /** the largest cost of a pair; weight = top - cost */
  readonly top: number;
}

/**
 * Units so that each level outweighs everything below it over any perfect matching of the field:
 * split total ≤ Σ_v (g(v) - 1); gap total ≤ (sum of the top half of the points) - (sum of the bottom half);
 * floats, rematches ≤ n/2. When the product would exceed 2^weightBits, the split penalty is capped per pair
 * (documented in settings.ts); when even the levels above it do not fit, RangeError.
 */
export function computeLevels(f: Field, withRematch: boolean, weightBits: number): Levels {
  const n = f.entrants.length;
  const half = Math.floor(n / 2);
  let splitBound = 0;
  for (const g of f.groupSize) splitBound += g * (g - 1);
  const sorted = Array.from(f.points).sort((x, y) => y - x);
  let gapBound = 0;
  for (let i = 0; i < half; i++) gapBound += sorted[i] - sorted[n - 1 - i];
  const limit = 2 ** weightBits;
  const above = (gapBound + 1) * (half + 1) * (withRematch ? half + 1 : 1);
  let splitCap = Infinity;
  if ((splitBound + 1) * above > limit) {
    const room = Math.floor(limit / above) - 1;
    if (room < 0) throw new RangeError(`pairing: a field of ${n} with these scores is too large to pair exactly`);
    splitCap = half > 0 ? Math.floor(room / half) : 0;
    splitBound = splitCap * half;
  }
  const gapUnit = splitBound + 1;
  const floatUnit = gapUnit * (gapBound + 1);
  const rematchUnit = floatUnit * (half + 1);
  const top = withRematch ? rematchUnit * (half + 1) : rematchUnit;
  return { withRematch, splitCap, gapUnit, floatUnit, rematchUnit, top };
}

/**
 * The weight of a pair: top - (rematch·rematchUnit + float·floatUnit + gap·gapUnit + min(split, splitCap)),
 * or NaN when rematches are left out and the pair has met. A closure over flat arrays: the pricing loop
 * calls it n² times.
 */
export function weigher(f: Field, lv: Levels): (i: number, j: number) => number {
  const n = f.entrants.length;
  const points = f.points, group = f.group, place = f.place;
  const size = new Int32Array(n);
  for (let i = 0; i < n; i++) size[i] = f.groupSize[group[i]];
  const timesMet = f.timesMet;
  const { top, rematchUnit, floatUnit, gapUnit, splitCap, withRematch } = lv;
  return (i: number, j: number): number => {
    const a = i < j ? i : j, b = i < j ? j : i;
    const met = timesMet(a, b);
    if (met > 0 && !withRematch) return NaN;
    const gap = points[a] - points[b];
    let split: number;
    if (group[a] === group[b]) {
      const d = place[b] - place[a] - (size[a] >> 1);
      split = d < 0 ? -d : d;
    } else split = size[a] - 1 - place[a] + place[b];
    if (split > splitCap) split = splitCap;
    return top - ((met > 0 ? rematchUnit : 0) + (gap !== 0 ? floatUnit + gap * gapUnit : 0) + split);
  };
}

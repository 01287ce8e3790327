// pairRound: one weighted pairing solver for McMahon (M2, M3) and Swiss (L2, L4). Chooses the bye of an odd
// field first (M3 / L2), then the best perfect matching of the rest under the criteria of criteria.ts, with a
// reason per match that the sheet can show.
import { createRng } from '../core/rng';
import { perfectMatchingWithPricing } from '../matching/pricing';
import { DualRangeError } from '../matching/blossom';
import { candidatePairs } from './candidates';
import {
  computeLevels,
  gapSqForced,
  gapSqGuess,
  halfOf,
  matchingGapSq,
  NO_HALF,
  sameHalf,
  splitDistance,
  splitHalf,
  splitWithinCap,
  TOP_HALF,
  weigher,
  type Levels,
} from './criteria';
import { buildField, comparePairingOrder, scoreUnit, type Field } from './field';
import { DEFAULT_PAIRING_SETTINGS, type PairingSettings } from './settings';
import type { ByeRule, PairedMatch, PairingEntrant, PairingRequest, RoundPairing } from './types';

/**
 * M3, L2, L4: pairs every entrant once (one bye in an odd field) by the criteria of criteria.ts, in order:
 * no rematch whenever a rematch-free pairing exists (else the fewest, flagged); the bye; the smallest sum of
 * squared score gaps; the fewest pairs of unequal score; the higher score groups kept whole, floats sent lower
 * (4.3); top half against bottom half (4.4); the L4 split; a fixed order.
 * The bye goes to the first candidate in bye order (byeOrder) whose absence leaves a rematch-free pairing;
 * when none does, to the candidate whose absence leaves the fewest rematches (the first such).
 * Throws RangeError on invalid input (duplicate ids, scores that are not simple fractions).
 */
export function pairRound(request: PairingRequest, settings: Partial<PairingSettings> = {}): RoundPairing {
  return pairRoundWithProof(request, settings).pairing;
}

/**
 * pairRound, with whether the L4 split level was exact: always, unless the field was so large that the split
 * was capped per pair and a chosen pair went past the cap (criteria.ts header); the levels above are exact.
 */
export function pairRoundWithProof(
  request: PairingRequest,
  settings: Partial<PairingSettings> = {},
): { pairing: RoundPairing; splitExact: boolean } {
  const s: PairingSettings = { ...DEFAULT_PAIRING_SETTINGS, ...settings };
  const ids = new Set<string>();
  for (const e of request.entrants) {
    if (ids.has(e.id)) throw new RangeError(`pairing: "${e.id}" appears twice in the field`);
    ids.add(e.id);
  }
  const ordered = request.entrants.slice().sort(comparePairingOrder);
  const unit = scoreUnit(
    ordered.map((e) => e.score),
    request.scoreStep,
  );
  if (ordered.length % 2 === 0) {
    const rest = pairField(ordered, unit, s);
    return { pairing: { matches: rest.matches, bye: null, byeReason: null }, splitExact: rest.splitExact };
  }
  const order = byeOrder(ordered, request.bye);
  // the first candidate nearly always leaves a rematch-free pairing; when not, one matching with a "bye"
  // vertex finds the first candidate whose absence leaves the fewest rematches, instead of n solves
  const firstRest = pairField(
    ordered.filter((e) => e !== order[0]),
    unit,
    s,
  );
  let chosen = { bye: order[0], rest: firstRest, tried: 0 };
  if (firstRest.rematches > 0 && order.length > 1) {
    const k = bestByeIndex(ordered, order, unit, s);
    if (k > 0)
      chosen = {
        bye: order[k],
        rest: pairField(
          ordered.filter((e) => e !== order[k]),
          unit,
          s,
        ),
        tried: k,
      };
  }
  const pairing = {
    matches: chosen.rest.matches,
    bye: chosen.bye.id,
    byeReason: byeReason(request.bye, chosen, order.length, ordered),
  };
  return { pairing, splitExact: chosen.rest.splitExact };
}

/**
 * M3, L2: the index in `order` of the first bye candidate whose absence leaves the fewest rematches. One
 * perfect matching of the field plus a bye vertex, linked to the candidates; weights by level: rematches,
 * then the candidate's place in `order` (the levels below do not change which candidate it is).
 */
function bestByeIndex(
  ordered: readonly PairingEntrant[],
  order: readonly PairingEntrant[],
  unit: number,
  s: PairingSettings,
): number {
  const f = buildField(ordered, unit);
  const n = ordered.length;
  const byeVertex = n;
  const place = new Map(order.map((e, k) => [e, k]));
  const candidateOf = ordered.map((e) => place.get(e) ?? -1);
  const rematchUnit = order.length;
  const top = rematchUnit * (Math.floor(n / 2) + 2);
  const weight = (i: number, j: number): number => {
    if (j === byeVertex) return candidateOf[i] >= 0 ? top - candidateOf[i] : NaN;
    return top - (f.timesMet(i, j) > 0 ? rematchUnit : 0);
  };
  const candidates: [number, number][] = candidatePairs(f, s, false);
  for (let i = 0; i < n; i++) if (candidateOf[i] >= 0) candidates.push([i, byeVertex]);
  const m = perfectMatchingWithPricing({ n: n + 1, candidates, weight });
  if (!m) throw new Error('pairing: no perfect matching with a bye vertex; this is a bug');
  return candidateOf[m.mate[byeVertex]];
}

/**
 * M3, L2: the order in which entrants are offered the bye. lowestRanked: those without a bye, lowest-ranked
 * first (highest rank number; ties: lower score, then id). draw: those without a bye, shuffled with the seed.
 * If everybody has had a bye, everybody is a candidate in the same order.
 */
function byeOrder(entrants: readonly PairingEntrant[], rule: ByeRule): PairingEntrant[] {
  const lowestFirst = entrants.slice().sort((a, b) => comparePairingOrder(b, a));
  const fresh = lowestFirst.filter((e) => !e.hadBye);
  const pool = fresh.length > 0 ? fresh : lowestFirst;
  if (rule.kind === 'draw') return createRng(rule.seed).shuffle(pool);
  return pool.slice().sort((a, b) => b.rank - a.rank || comparePairingOrder(b, a));
}

function byeReason(
  rule: ByeRule,
  chosen: { bye: PairingEntrant; rest: PairedRest; tried: number },
  candidates: number,
  all: readonly PairingEntrant[],
): string {
  const everyone = all.every((e) => e.hadBye);
  const base = rule.kind === 'draw' ? 'drawn among those without a bye' : 'lowest-ranked without a bye';
  if (everyone) return `everybody has had a bye: ${rule.kind === 'draw' ? 'drawn' : 'lowest-ranked'}`;
  if (chosen.rest.rematches > 0) return `${base}; no choice of bye avoids a rematch`;
  if (chosen.tried > 0)
    return `${base} that leaves a pairing without rematches (${chosen.tried} skipped of ${candidates})`;
  return base;
}

interface PairedRest {
  readonly matches: PairedMatch[];
  readonly rematches: number;
  /** false only when the L4 split level was capped and the cap was reached (criteria.ts) */
  readonly splitExact: boolean;
}

/** The best perfect matching of an even field (in pairing order), with reasons. */
function pairField(entrants: readonly PairingEntrant[], unit: number, s: PairingSettings): PairedRest {
  const f = buildField(entrants, unit);
  const { mate, splitExact } = solve(f, s);
  const crossings = boundaryCrossings(f, mate);
  const matches: PairedMatch[] = [];
  let rematches = 0;
  for (let i = 0; i < f.entrants.length; i++) {
    const j = mate[i];
    if (j < i) continue;
    const m = describe(f, i, j, crossings);
    if (m.rematch) rematches++;
    matches.push(m);
  }
  return { matches, rematches, splitExact };
}

function solve(f: Field, s: PairingSettings): { mate: Int32Array; splitExact: boolean } {
  // the duals of the blossom may grow past the weights; should they ever leave the exact integer range, the
  // matching refuses (RangeError) and the solve is repeated with smaller weights (the L4 split level capped)
  for (let bits = s.weightBits; ; bits -= 8) {
    try {
      return solveWithBits(f, s, bits);
    } catch (e) {
      if (!(e instanceof DualRangeError) || bits - 8 < 16) throw e;
    }
  }
}

function solveWithBits(f: Field, s: PairingSettings, weightBits: number): { mate: Int32Array; splitExact: boolean } {
  // first without any rematch edge (fewer levels, fewer bits); if the sparse graph has no perfect matching,
  // again with rematches allowed at the top level, which always has one
  const first = solveAssuming(f, s, weightBits, false);
  if (first) return first;
  const second = solveAssuming(f, s, weightBits, true);
  if (!second) throw new Error('pairing: no perfect matching in a complete graph; this is a bug');
  return second;
}

/**
 * One solve with units that assume a bound on the best pairing's total squared gap (criteria.ts header): a
 * first guess, then, when the pairing found has more, again with its total, which bounds the best one's.
 */
function solveAssuming(
  f: Field,
  s: PairingSettings,
  weightBits: number,
  withRematch: boolean,
): { mate: Int32Array; splitExact: boolean } | null {
  const n = f.entrants.length;
  let assumed = gapSqGuess(f);
  let guessing = true;
  for (;;) {
    let lv: Levels;
    try {
      lv = computeLevels(f, withRematch, weightBits, assumed);
    } catch (e) {
      // the first guess does not fit: the least the parities force may (checked after the solve like any guess)
      const least = gapSqForced(f);
      if (!(e instanceof RangeError) || !guessing || assumed <= least) throw e;
      assumed = least;
      guessing = false;
      continue;
    }
    guessing = false;
    const m = perfectMatchingWithPricing({
      n,
      candidates: candidatePairs(f, s, !withRematch),
      weight: weigher(f, lv),
      blocks: groupBlocks(f, lv),
    });
    if (!m) return null;
    const found = matchingGapSq(f, m.mate);
    if (found <= lv.assumedGapSq) return { mate: m.mate, splitExact: splitWithinCap(f, lv, m.mate) };
    assumed = found;
  }
}

/** Pricing blocks: each score group cut into runs of at most BLOCK entrants, with the best weight two blocks' pairs can have. */
const BLOCK = 64;

function groupBlocks(f: Field, lv: Levels): { start: number[]; bound(k: number, l: number): number } {
  const start: number[] = [];
  for (let g = 0; g < f.groupSize.length; g++) {
    for (let p = 0; p < f.groupSize[g]; p += BLOCK) start.push(f.groupStart[g] + p);
  }
  start.push(f.entrants.length);
  const split = (d: number): number => Math.min(d * d, lv.splitCap);
  const groups = f.groupSize.length;
  return {
    start,
    // k ≤ l: the higher entrant is in block k. No rematch, and the smallest cost the places allow.
    bound(k: number, l: number): number {
      const a0 = start[k],
        a1 = start[k + 1] - 1,
        b0 = start[l],
        b1 = start[l + 1] - 1;
      const g = f.group[a0],
        h = f.group[b0];
      if (g === h) {
        const half = splitHalf(f, g);
        // q - p ranges over [b0 - a1, b1 - a0] (only q > p counts, which can only narrow it)
        const lo = Math.max(1, b0 - a1),
          hi = b1 - a0;
        const d = half < lo ? lo - half : half > hi ? half - hi : 0;
        // 4.4: every pair of the two blocks in one half when both blocks lie in it
        const side = halfOf(f, a0);
        const same = side !== NO_HALF && halfOf(f, a1) === side && halfOf(f, b0) === side && halfOf(f, b1) === side;
        return lv.top - ((same ? lv.sameHalfUnit : 0) + split(d));
      }
      const gap = f.points[a0] - f.points[b0];
      // (size - 1 - p) + q is smallest for the last of block k and the first of block l
      const d = f.groupSize[g] - 1 - f.place[a1] + f.place[b0];
      return lv.top - (lv.unequalUnit + gap * gap * lv.gapSqUnit + (groups - 1 - g) * lv.floatUnit + split(d));
    },
  };
}

/**
 * How many pairs cross each boundary between score groups g and g + 1 (index g). Without rematches to avoid,
 * the smallest sum of squared gaps crosses a boundary once when the entrants above it are odd in number and
 * never otherwise, and pairs only neighbouring groups (two pairs crossing one boundary, or one pair nested
 * over another, always have a smaller squared sum re-paired: (a-b)² + (c-d)² > (a-c)² + (b-d)²); any other
 * crossing is there to avoid a rematch. The reasons below say which.
 */
function boundaryCrossings(f: Field, mate: Int32Array): Int32Array {
  const groups = f.groupSize.length;
  const diff = new Int32Array(groups + 1);
  for (let i = 0; i < mate.length; i++) {
    const j = mate[i];
    if (j > i && f.group[j] !== f.group[i]) {
      diff[f.group[i]]++;
      diff[f.group[j]]--;
    }
  }
  const out = new Int32Array(groups);
  let run = 0;
  for (let g = 0; g < groups; g++) {
    run += diff[g];
    out[g] = run;
  }
  return out;
}

/** The match of field entrants i < j (i is first in pairing order), with its reason. */
function describe(f: Field, i: number, j: number, crossings: Int32Array): PairedMatch {
  const a = f.entrants[i],
    b = f.entrants[j];
  const aFirst = a.rank < b.rank || (a.rank === b.rank && i < j);
  const first = aFirst ? a.id : b.id,
    second = aFirst ? b.id : a.id;
  const met = f.timesMet(i, j);
  const float = f.points[i] !== f.points[j];
  let reason: string;
  if (met > 0) reason = `rematch: no other pairing possible${met > 1 ? ` (met ${met} times before)` : ''}`;
  else if (!float) reason = `same score ${formatScore(a.score)}${halvesReason(f, i, j)}`;
  else reason = floatReason(f, i, j, crossings);
  return { first, second, reason, float, rematch: met > 0 };
}

/** L4 (4.4): how a pair of one score group stands to its halves, when not the plain split. */
function halvesReason(f: Field, i: number, j: number): string {
  const side = halfOf(f, i);
  if (side === NO_HALF || halfOf(f, j) === NO_HALF) return '';
  if (sameHalf(f, i, j))
    return `: both in the ${side === TOP_HALF ? 'top' : 'bottom'} half (L4 4.4: the halves could not be paired against each other without a rematch)`;
  return splitDistance(f, i, j) === 0 ? '' : ': top half v bottom half, the bottom half transposed (L4 4.4)';
}

/** M3, L4: why i (higher) meets j (lower score): parity of the field above, or a rematch avoided. */
function floatReason(f: Field, i: number, j: number, crossings: Int32Array): string {
  const from = formatScore(f.entrants[i].score),
    to = formatScore(f.entrants[j].score);
  const g = f.group[i];
  const gap = f.points[i] - f.points[j];
  const size = gapText(gap, f.unit);
  const head = `floated down from ${from} to ${to}`;
  const above = f.groupStart[g] + f.groupSize[g];
  if (f.group[j] === g + 1 && above % 2 === 1 && crossings[g] === 1) {
    return `${head}: ${above} on ${from} or more, an odd number; the nearest score (${size})`;
  }
  const start = f.groupStart[g],
    groupSize = f.groupSize[g];
  let unmet = false;
  for (let k = start; k < start + groupSize; k++)
    if (k !== i && f.timesMet(i, k) === 0) {
      unmet = true;
      break;
    }
  if (!unmet && groupSize > 1) return `${head}: all of group ${from} already met (${size})`;
  return `${head}: to avoid a rematch (${size})`;
}

/** "gap 2, squared 4" (McMahon) or "gap 1 = 2 units of ½, squared 4" (Swiss halves) */
function gapText(gapUnits: number, unit: number): string {
  const sq = gapUnits * gapUnits;
  if (unit === 1) return `gap ${gapUnits}, squared ${sq}`;
  return `gap ${formatScore(gapUnits / unit)} = ${gapUnits} unit${gapUnits === 1 ? '' : 's'} of ${formatScore(1 / unit)}, squared ${sq}`;
}

/** 3 → "3", 2.5 → "2½" */
export function formatScore(score: number): string {
  const whole = Math.floor(score);
  const frac = score - whole;
  if (frac === 0) return String(score);
  if (frac === 0.5) return `${whole === 0 ? '' : whole}½`;
  return String(score);
}

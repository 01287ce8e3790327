// pairRound: one weighted pairing solver for McMahon (M2, M3) and Swiss (L2, L4). Chooses the bye of an odd
// field first (M3 / L2), then the best perfect matching of the rest under the criteria of criteria.ts, with a
// reason per match that the sheet can show.
import { createRng } from '../core/rng';
import { perfectMatchingWithPricing } from '../matching/pricing';
import { candidatePairs } from './candidates';
import { computeLevels, weigher } from './criteria';
import { buildField, comparePairingOrder, scoreUnit, type Field } from './field';
import { DEFAULT_PAIRING_SETTINGS, type PairingSettings } from './settings';
import type { ByeRule, PairedMatch, PairingEntrant, PairingRequest, RoundPairing } from './types';

/**
 * M3, L2, L4: pairs every entrant once (one bye in an odd field), with no rematch whenever a rematch-free
 * pairing exists (else the fewest, flagged), fewest floats, then smallest score gaps, then the L4 split.
 * The bye goes to the first candidate in bye order (byeOrder) whose absence leaves a rematch-free pairing;
 * when none does, to the candidate whose absence leaves the fewest rematches (the first such).
 * Throws RangeError on invalid input (duplicate ids, scores that are not simple fractions).
 */
export function pairRound(request: PairingRequest, settings: Partial<PairingSettings> = {}): RoundPairing {
  const s: PairingSettings = { ...DEFAULT_PAIRING_SETTINGS, ...settings };
  const ids = new Set<string>();
  for (const e of request.entrants) {
    if (ids.has(e.id)) throw new RangeError(`pairing: "${e.id}" appears twice in the field`);
    ids.add(e.id);
  }
  const ordered = request.entrants.slice().sort(comparePairingOrder);
  const unit = scoreUnit(ordered.map((e) => e.score));
  if (ordered.length % 2 === 0) {
    const rest = pairField(ordered, unit, s);
    return { matches: rest.matches, bye: null, byeReason: null };
  }
  const order = byeOrder(ordered, request.bye);
  // the first candidate nearly always leaves a rematch-free pairing; when not, one matching with a "bye"
  // vertex finds the first candidate whose absence leaves the fewest rematches, instead of n solves
  const firstRest = pairField(ordered.filter((e) => e !== order[0]), unit, s);
  let chosen = { bye: order[0], rest: firstRest, tried: 0 };
  if (firstRest.rematches > 0 && order.length > 1) {
    const k = bestByeIndex(ordered, order, unit, s);
    if (k > 0) chosen = { bye: order[k], rest: pairField(ordered.filter((e) => e !== order[k]), unit, s), tried: k };
  }
  return { matches: chosen.rest.matches, bye: chosen.bye.id, byeReason: byeReason(request.bye, chosen, order.length, ordered) };
}

/**
 * M3, L2: the index in `order` of the first bye candidate whose absence leaves the fewest rematches. One
 * perfect matching of the field plus a bye vertex, linked to the candidates; weights by level: rematches,
 * then the candidate's place in `order`, then floats and score gaps (the split does not matter here).
 */
function bestByeIndex(ordered: readonly PairingEntrant[], order: readonly PairingEntrant[], unit: number, s: PairingSettings): number {
  const f = buildField(ordered, unit);
  const n = ordered.length;
  const byeVertex = n;
  const place = new Map(order.map((e, k) => [e, k]));
  const candidateOf = ordered.map((e) => place.get(e) ?? -1);
  const lv = computeLevels(f, true, s.weightBits);
  // drop the split level and put the bye level between rematches and floats
  const floatUnit = lv.floatUnit / lv.gapUnit;
  const byeUnit = floatUnit * (Math.floor(n / 2) + 1);
  const rematchUnit = byeUnit * order.length;
  const top = rematchUnit * (Math.floor(n / 2) + 1);
  if (top > 2 ** s.weightBits) throw new RangeError(`pairing: a field of ${n} is too large to choose the bye exactly`);
  const weight = (i: number, j: number): number => {
    if (j === byeVertex) return candidateOf[i] >= 0 ? top - candidateOf[i] * byeUnit : NaN;
    const gap = Math.abs(f.points[i] - f.points[j]);
    return top - ((f.timesMet(i, j) > 0 ? rematchUnit : 0) + (gap > 0 ? floatUnit + gap : 0));
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
export function byeOrder(entrants: readonly PairingEntrant[], rule: ByeRule): PairingEntrant[] {
  const lowestFirst = entrants.slice().sort((a, b) => comparePairingOrder(b, a));
  const fresh = lowestFirst.filter((e) => !e.hadBye);
  const pool = fresh.length > 0 ? fresh : lowestFirst;
  if (rule.kind === 'draw') return createRng(rule.seed).shuffle(pool);
  return pool.slice().sort((a, b) => b.rank - a.rank || comparePairingOrder(b, a));
}

function byeReason(rule: ByeRule, chosen: { bye: PairingEntrant; rest: PairedRest; tried: number }, candidates: number, all: readonly PairingEntrant[]): string {
  const everyone = all.every((e) => e.hadBye);
  const base = rule.kind === 'draw' ? 'drawn among those without a bye' : 'lowest-ranked without a bye';
  if (everyone) return `everybody has had a bye: ${rule.kind === 'draw' ? 'drawn' : 'lowest-ranked'}`;
  if (chosen.rest.rematches > 0) return `${base}; no choice of bye avoids a rematch`;
  if (chosen.tried > 0) return `${base} that leaves a pairing without rematches (${chosen.tried} skipped of ${candidates})`;
  return base;
}

interface PairedRest {
  readonly matches: PairedMatch[];
  readonly rematches: number;
}

/** The best perfect matching of an even field (in pairing order), with reasons. */
function pairField(entrants: readonly PairingEntrant[], unit: number, s: PairingSettings): PairedRest {
  const f = buildField(entrants, unit);
  const mate = solve(f, s);
  const matches: PairedMatch[] = [];
  let rematches = 0;
  for (let i = 0; i < f.entrants.length; i++) {
    const j = mate[i];
    if (j < i) continue;
    const m = describe(f, i, j);
    if (m.rematch) rematches++;
    matches.push(m);
  }
  return { matches, rematches };
}

function solve(f: Field, s: PairingSettings): Int32Array {
  // the duals of the blossom may grow past the weights; should they ever leave the exact integer range, the
  // matching refuses (RangeError) and the solve is repeated with smaller weights (the L4 split level capped)
  for (let bits = s.weightBits; ; bits -= 8) {
    try {
      return solveWithBits(f, s, bits);
    } catch (e) {
      if (!(e instanceof RangeError) || !/dual values/.test(e.message) || bits - 8 < 16) throw e;
    }
  }
}

function solveWithBits(f: Field, s: PairingSettings, weightBits: number): Int32Array {
  const n = f.entrants.length;
  // first without any rematch edge (fewer levels, fewer bits); if the sparse graph has no perfect matching,
  // again with rematches allowed at the top level, which always has one
  const strict = computeLevels(f, false, weightBits);
  const first = perfectMatchingWithPricing({ n, candidates: candidatePairs(f, s, true), weight: weigher(f, strict) });
  if (first) return first.mate;
  const loose = computeLevels(f, true, weightBits);
  const second = perfectMatchingWithPricing({ n, candidates: candidatePairs(f, s, false), weight: weigher(f, loose) });
  if (!second) throw new Error('pairing: no perfect matching in a complete graph; this is a bug');
  return second.mate;
}

/** The match of field entrants i < j (i is first in pairing order), with its reason. */
function describe(f: Field, i: number, j: number): PairedMatch {
  const a = f.entrants[i], b = f.entrants[j];
  const aFirst = a.rank < b.rank || (a.rank === b.rank && i < j);
  const first = aFirst ? a.id : b.id, second = aFirst ? b.id : a.id;
  const met = f.timesMet(i, j);
  const float = f.points[i] !== f.points[j];
  let reason: string;
  if (met > 0) reason = `rematch: no other pairing possible${met > 1 ? ` (met ${met} times before)` : ''}`;
  else if (!float) reason = `same score ${formatScore(a.score)}`;
  else reason = floatReason(f, i, j);
  return { first, second, reason, float, rematch: met > 0 };
}

function floatReason(f: Field, i: number, j: number): string {
  const from = formatScore(f.entrants[i].score);
  const g = f.group[i];
  const start = f.groupStart[g], size = f.groupSize[g];
  let unmet = false;
  for (let k = start; k < start + size; k++) if (k !== i && f.timesMet(i, k) === 0) { unmet = true; break; }
  const to = f.group[j] > g + 1 ? ` to ${formatScore(f.entrants[j].score)}` : '';
  if (!unmet && size > 1) return `floated down from ${from}${to}: all of group ${from} already met`;
  if (size % 2 === 1) return `floated down from ${from}${to}: group ${from} odd`;
  return `floated down from ${from}${to}: to avoid a rematch in group ${from}`;
}

/** 3 → "3", 2.5 → "2½" */
export function formatScore(score: number): string {
  const whole = Math.floor(score);
  const frac = score - whole;
  if (frac === 0) return String(score);
  if (frac === 0.5) return `${whole === 0 ? '' : whole}½`;
  return String(score);
}

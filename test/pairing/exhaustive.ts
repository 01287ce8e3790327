// Test helpers: random tournaments with histories, and the exhaustive optimum of the pairing criteria.
import { createRng } from '../../src/engine/core/rng';
import { buildField, byeOrder, comparePairingOrder, pairCost, scoreUnit, type PairingEntrant, type PairingRequest, type RoundPairing } from '../../src/engine/pairing';

/** [rematches, floats, score-gap sum, split sum] */
export type Vector = [number, number, number, number];

const less = (a: Vector, b: Vector): boolean => {
  for (let k = 0; k < 4; k++) if (a[k] !== b[k]) return a[k] < b[k];
  return false;
};

function bestOfRest(rest: readonly PairingEntrant[], unit: number): Vector {
  const f = buildField(rest, unit);
  const n = rest.length;
  const used = new Array<boolean>(n).fill(false);
  let best: Vector | null = null;
  const acc: Vector = [0, 0, 0, 0];
  const go = (i: number): void => {
    while (i < n && used[i]) i++;
    if (i >= n) { if (best === null || less(acc, best)) best = [acc[0], acc[1], acc[2], acc[3]]; return; }
    used[i] = true;
    for (let j = i + 1; j < n; j++) {
      if (used[j]) continue;
      const c = pairCost(f, i, j);
      used[j] = true;
      acc[0] += c.rematch; acc[1] += c.float; acc[2] += c.gap; acc[3] += c.split;
      go(i + 1);
      acc[0] -= c.rematch; acc[1] -= c.float; acc[2] -= c.gap; acc[3] -= c.split;
      used[j] = false;
    }
    used[i] = false;
  };
  go(0);
  return best as unknown as Vector;
}

/** The optimum by the rules: bye (first candidate leaving a rematch-free rest, else fewest rematches), then the rest. */
export function exhaustiveOptimum(request: PairingRequest): { bye: string | null; vector: Vector } {
  const ordered = request.entrants.slice().sort(comparePairingOrder);
  const unit = scoreUnit(ordered.map((e) => e.score));
  if (ordered.length % 2 === 0) return { bye: null, vector: bestOfRest(ordered, unit) };
  let best: { bye: string; vector: Vector } | null = null;
  for (const c of byeOrder(ordered, request.bye)) {
    const v = bestOfRest(ordered.filter((e) => e !== c), unit);
    if (best === null || v[0] < best.vector[0]) best = { bye: c.id, vector: v };
    if (v[0] === 0) break;
  }
  return best as { bye: string; vector: Vector };
}

/** The criteria vector of a pairing the solver returned. */
export function vectorOf(request: PairingRequest, pairing: RoundPairing): Vector {
  const ordered = request.entrants.slice().sort(comparePairingOrder).filter((e) => e.id !== pairing.bye);
  const unit = scoreUnit(request.entrants.map((e) => e.score));
  const f = buildField(ordered, unit);
  const index = new Map(ordered.map((e, i) => [e.id, i]));
  const v: Vector = [0, 0, 0, 0];
  for (const m of pairing.matches) {
    const c = pairCost(f, index.get(m.first) as number, index.get(m.second) as number);
    v[0] += c.rematch; v[1] += c.float; v[2] += c.gap; v[3] += c.split;
  }
  return v;
}

export interface RandomTournament {
  readonly request: PairingRequest;
  readonly system: 'mcmahon' | 'swiss';
}

/**
 * A field of n entrants after `rounds` earlier rounds paired at random (so histories may force rematches),
 * with byes (at most one each) and random results; McMahon scores start at M2's 3/1, Swiss at 0 with halves.
 */
export function randomTournament(n: number, rounds: number, seed: number, system: 'mcmahon' | 'swiss', shuffledRanks: boolean): RandomTournament {
  const rng = createRng(seed);
  const ids = Array.from({ length: n }, (_, i) => `E${i + 1}`);
  const score = new Map(ids.map((id, i) => [id, system === 'mcmahon' ? (i < Math.floor(n / 2) ? 3 : 1) : 0]));
  const opponents = new Map(ids.map((id) => [id, [] as string[]]));
  const hadBye = new Set<string>();
  const [win, draw, loss, bye] = system === 'mcmahon' ? [3, 2, 1, 3] : [1, 0.5, 0, 1];
  for (let r = 0; r < rounds; r++) {
    let order = rng.shuffle(ids);
    if (n % 2 === 1) {
      const free = order.filter((id) => !hadBye.has(id));
      const b = free.length > 0 ? free[0] : order[0];
      if (!hadBye.has(b)) { hadBye.add(b); score.set(b, (score.get(b) as number) + bye); }
      order = order.filter((id) => id !== b);
    }
    for (let i = 0; i + 1 < order.length; i += 2) {
      const a = order[i], b = order[i + 1];
      (opponents.get(a) as string[]).push(b);
      (opponents.get(b) as string[]).push(a);
      const x = rng.next();
      const [sa, sb] = x < 0.2 ? [draw, draw] : x < 0.6 ? [win, loss] : [loss, win];
      score.set(a, (score.get(a) as number) + sa);
      score.set(b, (score.get(b) as number) + sb);
    }
  }
  const ranked = shuffledRanks ? rng.shuffle(ids) : ids.slice().sort((a, b) => (score.get(b) as number) - (score.get(a) as number) || ids.indexOf(a) - ids.indexOf(b));
  const entrants: PairingEntrant[] = ids.map((id) => ({
    id, score: score.get(id) as number, rank: ranked.indexOf(id), opponents: opponents.get(id) as string[], hadBye: hadBye.has(id),
  }));
  const byeRule = system === 'swiss' && rounds === 0 ? { kind: 'draw' as const, seed: `s${seed}` } : { kind: 'lowestRanked' as const };
  return { request: { entrants, bye: byeRule }, system };
}

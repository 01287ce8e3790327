// The field of one pairing: the entrants to pair (the bye already set aside) in pairing order (score
// descending, then rank, then id), their scores in whole units, their score groups and places in them, and
// how often each pair has already met.
import type { PairingEntrant } from './types';

export interface Field {
  readonly entrants: readonly PairingEntrant[];
  /** scores are multiplied by this to make whole numbers (1 for McMahon, 2 for Swiss halves) */
  readonly unit: number;
  /** score × unit, per entrant */
  readonly points: Int32Array;
  /** index of the score group (0 = top) */
  readonly group: Int32Array;
  /** place inside the score group, 0 = best ranked */
  readonly place: Int32Array;
  /** size of each score group */
  readonly groupSize: readonly number[];
  /** index of the first entrant of each group */
  readonly groupStart: readonly number[];
  /** how many times i and j have met */
  readonly timesMet: (i: number, j: number) => number;
}

/** Pairing order: higher score first, then better rank, then id. */
export function comparePairingOrder(a: PairingEntrant, b: PairingEntrant): number {
  return b.score - a.score || a.rank - b.rank || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * The smallest multiplier (1, 2, 3, 4, ..., 1000) that makes every score a whole number; with `step` (the
 * score's smallest unit, ½ in individual Swiss), a multiple of 1/step, so that a gap of 1 point is 2 units
 * even in a round where every score happens to be whole.
 */
export function scoreUnit(scores: readonly number[], step?: number): number {
  const base =
    step !== undefined &&
    step > 0 &&
    Number.isInteger(Math.round(1 / step)) &&
    Math.abs(1 / step - Math.round(1 / step)) < 1e-9
      ? Math.round(1 / step)
      : 1;
  for (let u = base; u <= 1000; u += base) {
    if (scores.every((s) => Math.abs(s * u - Math.round(s * u)) < 1e-9)) return u;
  }
  throw new RangeError('pairing: scores must be whole numbers or simple fractions (halves, thirds, quarters)');
}

/** entrants must already be in pairing order */
export function buildField(entrants: readonly PairingEntrant[], unit: number): Field {
  const n = entrants.length;
  const points = new Int32Array(n);
  const group = new Int32Array(n);
  const place = new Int32Array(n);
  const groupSize: number[] = [];
  const groupStart: number[] = [];
  for (let i = 0; i < n; i++) {
    points[i] = Math.round(entrants[i].score * unit);
    if (i === 0 || points[i] !== points[i - 1]) {
      groupStart.push(i);
      groupSize.push(0);
    }
    group[i] = groupSize.length - 1;
    place[i] = groupSize[groupSize.length - 1]++;
  }
  const index = new Map<string, number>();
  entrants.forEach((e, i) => index.set(e.id, i));
  const met = n * n <= 1 << 25 ? new Uint8Array(n * n) : null;
  const metMap = met ? null : new Map<number, number>();
  entrants.forEach((e, i) => {
    for (const o of e.opponents) {
      const j = index.get(o);
      if (j === undefined || j === i) continue;
      const key = Math.min(i, j) * n + Math.max(i, j);
      // each meeting is listed by both sides; count it from the lower index only
      if (i > j && entrants[j].opponents.includes(e.id)) continue;
      if (met) met[key] = Math.min(255, met[key] + 1);
      else (metMap as Map<number, number>).set(key, ((metMap as Map<number, number>).get(key) ?? 0) + 1);
    }
  });
  const timesMet = met
    ? (i: number, j: number): number => met[i < j ? i * n + j : j * n + i]
    : (i: number, j: number): number => (metMap as Map<number, number>).get(i < j ? i * n + j : j * n + i) ?? 0;
  return { entrants, unit, points, group, place, groupSize, groupStart, timesMet };
}

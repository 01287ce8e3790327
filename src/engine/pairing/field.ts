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
  // each meeting once, from the lower index (each is listed by both sides)
  const meetings: [number, number][] = [];
  entrants.forEach((e, i) => {
    for (const o of e.opponents) {
      const j = index.get(o);
      if (j === undefined || j === i) continue;
      if (i > j && entrants[j].opponents.includes(e.id)) continue;
      meetings.push([Math.min(i, j), Math.max(i, j)]);
    }
  });
  let timesMet: (i: number, j: number) => number;
  if (n * n <= 1 << 25) {
    const met = new Uint8Array(n * n);
    for (const [i, j] of meetings) met[i * n + j] = Math.min(255, met[i * n + j] + 1);
    timesMet = (i, j) => met[i < j ? i * n + j : j * n + i];
  } else {
    // large fields: each entrant's earlier opponents (a few) in one flat array, scanned
    const start = new Int32Array(n + 1);
    for (const [i, j] of meetings) {
      start[i + 1]++;
      start[j + 1]++;
    }
    for (let i = 0; i < n; i++) start[i + 1] += start[i];
    const fill = start.slice(0, n);
    const opp = new Int32Array(start[n]);
    for (const [i, j] of meetings) {
      opp[fill[i]++] = j;
      opp[fill[j]++] = i;
    }
    timesMet = (i, j) => {
      let c = 0;
      for (let k = start[i]; k < start[i + 1]; k++) if (opp[k] === j) c++;
      return Math.min(255, c);
    };
  }
  return { entrants, unit, points, group, place, groupSize, groupStart, timesMet };
}

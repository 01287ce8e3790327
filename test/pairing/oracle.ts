// An independent oracle of the pairing criteria, written from the rules digest (M3, L2, L4 "Decision
// (revised)") and not from the solver: it imports nothing from src/engine/pairing (only the seeded rng of
// src/engine/core, which the L2 round-1 draw is defined by). It scores a whole round as a lexicographic
// tuple, smaller is better:
//   [0] rematches: pairs that have met before (M3, L4: no two entrants meet twice);
//   [1] bye: the bye's place in the bye order (M3: the lowest-ranked without a bye; L2: fewest points, round 1
//       by draw; nobody gets two), Infinity for an entrant not eligible, 0 without a bye;
//   [2] squared score gaps: Σ (gap in half points)² over the pairs (a gap of 1 point costs 4);
//   [3] unequal pairs: pairs whose scores differ;
//   [4] float heights (L4, 4.3 "from top to bottom in the score table"): over the pairs whose scores differ,
//       the number of distinct scores below the higher one's score (a float sent lower costs less);
//   [5] same halves (L4, 4.4 "the first team in the first half against the first team in the second half"):
//       pairs of one score whose two entrants are in the same half of it (see halfOf);
//   [6] split (L4): Σ over pairs of the squared distance from the ideal split (see splitDistance).
// The last criterion, a fixed order, is not scored: it only chooses among pairings equal on all seven.
import { createRng } from '../../src/engine/core/rng';

export interface OracleEntrant {
  readonly id: string;
  readonly score: number;
  /** 0 = best ranked */
  readonly rank: number;
  readonly opponents: readonly string[];
  readonly hadBye: boolean;
}

export type OracleBye = { readonly kind: 'lowestRanked' } | { readonly kind: 'draw'; readonly seed: string };

export interface OracleRound {
  readonly entrants: readonly OracleEntrant[];
  readonly bye: OracleBye;
}

type Pair = readonly [string, string];

/** [rematches, bye place, squared gaps, unequal pairs, float heights, same halves, split] */
export type Score = [number, number, number, number, number, number, number];

const better = (a: Score, b: Score): number => {
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return a[k] - b[k];
  return 0;
};

/** pairing order of L4 and M3: score descending, then rank, then id */
const byPairingOrder = (a: OracleEntrant, b: OracleEntrant): number =>
  b.score - a.score || a.rank - b.rank || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * M3, L2: who may get the bye, in order. M3 and L2 from round 2: those without a bye, lowest-ranked first
 * (ties: fewer points, then the later id); L2 round 1: the same list shuffled by the seeded draw. When all
 * have had one, all are eligible in the same order.
 */
function byeCandidates(round: OracleRound): string[] {
  const lowestFirst = round.entrants.slice().sort((a, b) => byPairingOrder(b, a));
  const fresh = lowestFirst.filter((e) => !e.hadBye);
  const pool = fresh.length > 0 ? fresh : lowestFirst;
  if (round.bye.kind === 'draw')
    return createRng(round.bye.seed)
      .shuffle(pool)
      .map((e) => e.id);
  return pool
    .slice()
    .sort((a, b) => b.rank - a.rank || byPairingOrder(b, a))
    .map((e) => e.id);
}

interface Placed {
  readonly e: OracleEntrant;
  /** index in pairing order */
  readonly index: number;
  readonly half: number;
  readonly place: number;
  readonly groupSize: number;
  /** entrants with a higher score */
  readonly above: number;
  /** distinct scores below this one's */
  readonly scoresBelow: number;
}

/** The entrants to pair (bye left out) with their score group, place in it, and its size. */
function place(entrants: readonly OracleEntrant[]): Map<string, Placed> {
  const ordered = entrants.slice().sort(byPairingOrder);
  const out = new Map<string, Placed>();
  ordered.forEach((e, index) => {
    const group = ordered.filter((x) => x.score === e.score);
    const above = ordered.filter((x) => x.score > e.score).length;
    const scoresBelow = new Set(ordered.filter((x) => x.score < e.score).map((x) => x.score)).size;
    out.set(e.id, {
      e,
      index,
      half: Math.round(e.score * 2),
      place: group.indexOf(e),
      groupSize: group.length,
      above,
      scoresBelow,
    });
  });
  return out;
}

/**
 * L4: how far a pair is from the split. Inside a score group of size g: the group's first meets the one
 * h places below, h = (g - i - o)/2, where i = 1 when an odd number score more (one of them floats in and
 * meets the group's first) and o = 1 when an odd number score as much or more (the group's last floats
 * down); the distance is |(q - p) - h|. Across groups: the higher one's places from the bottom of its group
 * plus the lower one's places from the top of its group.
 */
function splitDistance(x: Placed, y: Placed): number {
  const [hi, lo] = x.index < y.index ? [x, y] : [y, x];
  if (hi.half === lo.half) {
    const i = hi.above % 2,
      o = (hi.above + hi.groupSize) % 2;
    return Math.abs(lo.place - hi.place - (hi.groupSize - i - o) / 2);
  }
  return hi.groupSize - 1 - hi.place + lo.place;
}

/**
 * L4 (4.4): the half of its score group an entrant is in: with i and h as in splitDistance, places i to
 * i + h - 1 are the top half and i + h to i + 2h - 1 the bottom half; the first when a floater comes in (it
 * meets the floater) and the last when one floats out are in neither ('none').
 */
function halfOf(x: Placed): 'top' | 'bottom' | 'none' {
  const i = x.above % 2,
    o = (x.above + x.groupSize) % 2;
  const h = (x.groupSize - i - o) / 2;
  if (x.place < i || x.place >= i + 2 * h) return 'none';
  return x.place < i + h ? 'top' : 'bottom';
}

/** The six criteria of one pair (the bye level is the round's), in the order of Score without [1]. */
function pairScore(x: Placed, y: Placed): [number, number, number, number, number, number] {
  const met = x.e.opponents.includes(y.e.id) || y.e.opponents.includes(x.e.id) ? 1 : 0;
  const gap = Math.abs(x.half - y.half);
  const hi = x.index < y.index ? x : y;
  const height = gap !== 0 ? hi.scoresBelow : 0;
  const same = gap === 0 && halfOf(x) !== 'none' && halfOf(x) === halfOf(y) ? 1 : 0;
  return [met, gap * gap, gap !== 0 ? 1 : 0, height, same, splitDistance(x, y) ** 2];
}

/** The oracle's score of a round: the pairs and the bye (null in an even field). */
export function scoreRound(round: OracleRound, pairs: readonly Pair[], bye: string | null): Score {
  const candidates = byeCandidates(round);
  const byePlace = bye === null ? 0 : candidates.includes(bye) ? candidates.indexOf(bye) : Infinity;
  const placed = place(round.entrants.filter((e) => e.id !== bye));
  const s: Score = [0, byePlace, 0, 0, 0, 0, 0];
  for (const [a, b] of pairs) {
    const c = pairScore(placed.get(a) as Placed, placed.get(b) as Placed);
    s[0] += c[0];
    s[2] += c[1];
    s[3] += c[2];
    s[4] += c[3];
    s[5] += c[4];
    s[6] += c[5];
  }
  return s;
}

interface Optimum {
  readonly score: Score;
  /** the optimal rounds: bye and pairs (several when the fixed order has to choose) */
  readonly rounds: { bye: string | null; pairs: Pair[] }[];
}

/**
 * The exhaustive optimum over every eligible bye (byeCandidates; eligibility is a rule, not a cost) and every
 * pairing of the rest (fields up to 12).
 */
export function exhaustiveOptimum(round: OracleRound): Optimum {
  const byes: (string | null)[] = round.entrants.length % 2 === 0 ? [null] : byeCandidates(round);
  let best: Score | null = null;
  let rounds: { bye: string | null; pairs: Pair[] }[] = [];
  for (let k = 0; k < byes.length; k++) {
    const bye = byes[k];
    // a later candidate cannot beat a bye that left no rematch (level [0] first, then the bye's place)
    if (best !== null && best[0] === 0) break;
    const placed = Array.from(place(round.entrants.filter((e) => e.id !== bye)).values());
    const n = placed.length;
    const cost = placed.map((x) => placed.map((y) => (x === y ? [0, 0, 0, 0, 0, 0] : pairScore(x, y))));
    const used = new Array<boolean>(n).fill(false);
    const mate = new Array<number>(n).fill(-1);
    const acc = [0, 0, 0, 0, 0, 0];
    const leaf = (): void => {
      const s: Score = [acc[0], bye === null ? 0 : k, acc[1], acc[2], acc[3], acc[4], acc[5]];
      const c = best === null ? -1 : better(s, best);
      if (c > 0) return;
      const pairs: Pair[] = [];
      for (let i = 0; i < n; i++) if (mate[i] > i) pairs.push([placed[i].e.id, placed[mate[i]].e.id]);
      if (c < 0) {
        best = s;
        rounds = [{ bye, pairs }];
      } else rounds.push({ bye, pairs });
    };
    const go = (i: number): void => {
      while (i < n && used[i]) i++;
      if (i >= n) {
        leaf();
        return;
      }
      used[i] = true;
      for (let j = i + 1; j < n; j++) {
        if (used[j]) continue;
        const c = cost[i][j];
        used[j] = true;
        mate[i] = j;
        mate[j] = i;
        for (let l = 0; l < 6; l++) acc[l] += c[l];
        go(i + 1);
        for (let l = 0; l < 6; l++) acc[l] -= c[l];
        used[j] = false;
        mate[i] = -1;
        mate[j] = -1;
      }
      used[i] = false;
    };
    go(0);
  }
  return { score: best as unknown as Score, rounds };
}

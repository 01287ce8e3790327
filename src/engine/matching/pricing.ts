// Maximum-weight PERFECT matching of a complete (or nearly complete) graph, solved on a sparse candidate
// graph and proven optimal by pricing: after each solve, every pair of the full graph is checked against the
// final dual solution (vertex duals and nested blossom duals); any pair with negative reduced cost is added
// to the candidate graph and the graph solved again, until none is left. By LP duality for Edmonds'
// perfect-matching polytope the matching is then optimal over the full graph, not only the sparse one.
// Each round adds every violated pair, so that one more solve nearly always settles it; only a flood (more
// than `flood` per vertex, as a first sparse solve can leave millions on the largest fields) is cut to each
// vertex's `flood` most violated, and only in the first rounds. Exactness never depends on it: the loop ends
// only when no pair of the full graph is violated.
// Pricing walks the n² pairs in blocks: a block is cleared at once when a bound on its weights, the smallest
// vertex dual in it and the duals of the blossoms that hold both the vertex and the whole block leave no
// negative reduced cost.

import { maxWeightMatching, type MatchingResult, type WeightedEdge } from './blossom';

interface PricedProblem {
  /** vertices 0..n-1; n even */
  readonly n: number;
  /** starting candidate pairs [i, j]; should contain a perfect matching (otherwise the result may be null) */
  readonly candidates: readonly (readonly [number, number])[];
  /** weight of the pair (i < j) as an integer, or NaN when the pair is not an edge of the full graph */
  readonly weight: (i: number, j: number) => number;
  /**
   * Optional, for speed only: the vertices cut into consecutive blocks (block k is start[k] .. start[k+1]-1,
   * start ending with n), and bound(k, l) ≥ the weight of every pair between blocks k ≤ l. Pricing skips a
   * vertex's whole block l when even the bound leaves no negative reduced cost.
   */
  readonly blocks?: { readonly start: readonly number[]; bound(k: number, l: number): number };
}

interface PricedMatching {
  /** mate[v] = partner */
  readonly mate: Int32Array;
  /** solves needed (1 = the sparse graph was already optimal) */
  readonly rounds: number;
  /** edges in the final candidate graph */
  readonly edges: number;
}

interface PricingOptions {
  /** solves at most (then a bug is reported); 50 */
  readonly maxRounds?: number;
  /** violated pairs added per vertex and round when there are more than that many per vertex in all; 16 */
  readonly flood?: number;
}

/** Rounds in which a flood of violated pairs is cut; every violated pair is added after them. */
const FLOOD_ROUNDS = 8;

/**
 * The best perfect matching of the full graph, or null when the candidate graph (even after pricing) has no
 * perfect matching; null never claims that the full graph has none.
 */
export function perfectMatchingWithPricing(
  problem: PricedProblem,
  options: PricingOptions = {},
): PricedMatching | null {
  const maxRounds = options.maxRounds ?? 50;
  const flood = options.flood ?? 16;
  const { n } = problem;
  if (n === 0) return { mate: new Int32Array(0), rounds: 0, edges: 0 };
  // the pairs already taken, one bit each (i * n + j): no boxed keys in a Set for the thousands of candidates
  // of a large field (beyond 8,192 vertices, a Set: the bits would outgrow their use)
  const bits = n <= 8192 ? new Uint8Array(Math.ceil((n * n) / 8)) : null;
  const set = bits ? null : new Set<number>();
  const edges: WeightedEdge[] = [];
  const add = (a: number, b: number): void => {
    const i = Math.min(a, b),
      j = Math.max(a, b);
    if (i === j) return;
    const key = i * n + j;
    if (bits ? (bits[key >>> 3] & (1 << (key & 7))) !== 0 : (set as Set<number>).has(key)) return;
    const w = problem.weight(i, j);
    if (Number.isNaN(w)) return;
    if (bits) bits[key >>> 3] |= 1 << (key & 7);
    else (set as Set<number>).add(key);
    edges.push({ u: i, v: j, w });
  };
  // (indexed loops: no iterator per pair while the function is not yet optimized)
  const given = problem.candidates;
  for (let k = 0; k < given.length; k++) add(given[k][0], given[k][1]);
  for (let round = 1; round <= maxRounds; round++) {
    const r = maxWeightMatching(n, edges, { maxCardinality: true, warmStart: true });
    for (let v = 0; v < n; v++) if (r.mate[v] === -1) return null;
    const violators = price(r, problem, round <= FLOOD_ROUNDS ? flood : Infinity);
    if (violators.length === 0) return { mate: r.mate, rounds: round, edges: edges.length };
    for (let k = 0; k < violators.length; k++) add(violators[k][0], violators[k][1]);
  }
  throw new Error('matching: pricing did not settle; this is a bug');
}

/**
 * Pairs of the full graph with negative reduced cost under r's duals (only each vertex's `flood` most violated
 * when there are more than `flood` per vertex in all); empty exactly when no pair is violated.
 * The blossoms are laid out as nested ranges of one leaf order, so that the blossoms two vertices share are a
 * prefix of either one's chain (outermost first), found by binary search; their duals are summed in advance.
 */
function price(r: MatchingResult, problem: PricedProblem, flood: number): [number, number][] {
  const { n } = problem;
  const dual = r.dual;
  const parent = r.blossomParent;
  // the blossom forest: children, a leaf order (pos), each blossom's range [lo, hi), its dual summed with its ancestors'
  const kids: number[][] = [];
  const tops: number[] = [];
  for (let b = 0; b < 2 * n; b++) {
    if (b >= n && !r.blossomInUse[b]) continue;
    const p = parent[b];
    if (p === -1) tops.push(b);
    else (kids[p] ??= []).push(b);
  }
  const pos = new Int32Array(n),
    lo = new Int32Array(2 * n),
    hi = new Int32Array(2 * n),
    zsum = new Float64Array(2 * n);
  // depth first without recursion (blossoms nest thousands deep on the largest fields): a blossom is pushed
  // again, as ~b, to close its range once its children are laid out
  let next = 0;
  const stack: number[] = [];
  for (let t = tops.length - 1; t >= 0; t--) stack.push(tops[t]);
  while (stack.length > 0) {
    const b = stack.pop() as number;
    if (b < 0) {
      hi[~b] = next;
      continue;
    }
    lo[b] = next;
    if (b < n) {
      pos[b] = next++;
      hi[b] = next;
      continue;
    }
    const p = parent[b];
    zsum[b] = (p === -1 ? 0 : zsum[p]) + dual[b];
    stack.push(~b);
    const ch = kids[b] ?? [];
    for (let c = ch.length - 1; c >= 0; c--) stack.push(ch[c]);
  }
  // each vertex's blossoms, outermost first, in one flat array
  const chainStart = new Int32Array(n + 1);
  for (let v = 0; v < n; v++) {
    let d = 0;
    for (let b = parent[v]; b !== -1; b = parent[b]) d++;
    chainStart[v + 1] = chainStart[v] + d;
  }
  const chain = new Int32Array(chainStart[n]);
  for (let v = 0; v < n; v++) {
    let k = chainStart[v + 1];
    for (let b = parent[v]; b !== -1; b = parent[b]) chain[--k] = b;
  }
  const out: [number, number][] = [];
  const slacks: number[] = [];
  const rowEnd: number[] = [];
  const weight = problem.weight;
  // blocks: the smallest vertex dual of each, so that dual[i] + minDual - 2·bound ≥ 0 clears the block (blossom
  // duals are never negative and only add to the reduced cost)
  const start = problem.blocks ? problem.blocks.start : [0, n];
  const blocks = start.length - 1;
  const minDual = new Float64Array(blocks);
  const bounds = new Float64Array(blocks * blocks);
  // each block's span in the leaf order: a blossom holds the whole block when it holds the span
  const first = new Int32Array(blocks),
    last = new Int32Array(blocks);
  for (let k = 0; k < blocks; k++) {
    let m = Infinity;
    first[k] = n;
    last[k] = -1;
    for (let v = start[k]; v < start[k + 1]; v++) {
      if (dual[v] < m) m = dual[v];
      first[k] = Math.min(first[k], pos[v]);
      last[k] = Math.max(last[k], pos[v]);
    }
    minDual[k] = m;
    for (let l = k; l < blocks; l++) bounds[k * blocks + l] = problem.blocks ? problem.blocks.bound(k, l) : Infinity;
  }
  let block = 0;
  for (let i = 0; i < n; i++) {
    const di = dual[i];
    const c0 = chainStart[i],
      c1 = chainStart[i + 1];
    const outer = c1 > c0 ? chain[c0] : -1;
    while (i >= start[block + 1]) block++;
    for (let l = block; l < blocks; l++) {
      const least = di + minDual[l] - 2 * bounds[block * blocks + l];
      if (least >= 0) continue;
      // with the duals of the blossoms that hold i and the whole block
      if (outer !== -1 && first[l] >= lo[outer] && last[l] < hi[outer]) {
        let a = c0,
          z = c1 - 1;
        while (a < z) {
          const m = (a + z + 1) >> 1;
          if (first[l] >= lo[chain[m]] && last[l] < hi[chain[m]]) a = m;
          else z = m - 1;
        }
        if (least + 2 * zsum[chain[a]] >= 0) continue;
      }
      const to = start[l + 1];
      for (let j = Math.max(i + 1, start[l]); j < to; j++) {
        const w = weight(i, j);
        if (w !== w) continue; // NaN: not an edge
        let s = di + dual[j] - 2 * w;
        if (s < 0 && outer !== -1) {
          const pj = pos[j];
          if (pj >= lo[outer] && pj < hi[outer]) {
            // the deepest blossom of i's chain that holds j
            let a = c0,
              z = c1 - 1;
            while (a < z) {
              const m = (a + z + 1) >> 1;
              if (pj >= lo[chain[m]] && pj < hi[chain[m]]) a = m;
              else z = m - 1;
            }
            s += 2 * zsum[chain[a]];
          }
        }
        if (s < 0) {
          out.push([i, j]);
          slacks.push(s);
        }
      }
    }
    rowEnd.push(out.length);
  }
  if (out.length <= flood * n) return out;
  // a flood: each vertex's `flood` most violated pairs (those it comes first in)
  const kept: [number, number][] = [];
  for (let i = 0, from = 0; i < n; from = rowEnd[i++]) {
    const row = Array.from({ length: rowEnd[i] - from }, (_, k) => from + k);
    if (row.length > flood) row.sort((a, b) => slacks[a] - slacks[b]).length = flood;
    for (const k of row) kept.push(out[k]);
  }
  return kept;
}

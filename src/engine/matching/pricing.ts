// Maximum-weight PERFECT matching of a complete (or nearly complete) graph, solved on a sparse candidate
// graph and proven optimal by pricing: after each solve, every pair of the full graph is checked against the
// final dual solution (vertex duals and nested blossom duals); any pair with negative reduced cost is added
// to the candidate graph and the graph solved again, until none is left. By LP duality for Edmonds'
// perfect-matching polytope the matching is then optimal over the full graph, not only the sparse one.
// Each round adds, per vertex, only its most violated pairs (a few): with squared score gaps a first sparse
// solve can leave hundreds of thousands of violated pairs at 4,096 entrants, of which a few thousand suffice;
// adding fewer keeps the next solve small, and exactness never depends on it (the loop ends only when no
// pair of the full graph is violated).

import { maxWeightMatching, type MatchingResult, type WeightedEdge } from './blossom';

export interface PricedProblem {
  /** vertices 0..n-1; n even */
  readonly n: number;
  /** starting candidate pairs [i, j]; should contain a perfect matching (otherwise the result may be null) */
  readonly candidates: readonly (readonly [number, number])[];
  /** weight of the pair (i < j) as an integer, or NaN when the pair is not an edge of the full graph */
  weight(i: number, j: number): number;
}

export interface PricedMatching {
  /** mate[v] = partner */
  readonly mate: Int32Array;
  /** solves needed (1 = the sparse graph was already optimal) */
  readonly rounds: number;
  /** edges in the final candidate graph */
  readonly edges: number;
}

/**
 * The best perfect matching of the full graph, or null when the candidate graph (even after pricing) has no
 * perfect matching; null never claims that the full graph has none.
 */
export function perfectMatchingWithPricing(problem: PricedProblem, maxRounds = 50, perVertex = 2): PricedMatching | null {
  const { n } = problem;
  if (n === 0) return { mate: new Int32Array(0), rounds: 0, edges: 0 };
  const seen = new Set<number>();
  const edges: WeightedEdge[] = [];
  const add = (a: number, b: number): void => {
    const i = Math.min(a, b), j = Math.max(a, b);
    if (i === j) return;
    const key = i * n + j;
    if (seen.has(key)) return;
    const w = problem.weight(i, j);
    if (Number.isNaN(w)) return;
    seen.add(key);
    edges.push({ u: i, v: j, w });
  };
  for (const [a, b] of problem.candidates) add(a, b);
  for (let round = 1; round <= maxRounds; round++) {
    const r = maxWeightMatching(n, edges, { maxCardinality: true, warmStart: true });
    for (let v = 0; v < n; v++) if (r.mate[v] === -1) return null;
    // a few per vertex at first; should that ever be slow to settle, every violated pair
    const violators = price(r, problem, round <= 8 ? perVertex : 0);
    if (violators.length === 0) return { mate: r.mate, rounds: round, edges: edges.length };
    for (const [i, j] of violators) add(i, j);
  }
  throw new Error('matching: pricing did not settle; this is a bug');
}

/**
 * Pairs of the full graph with negative reduced cost under r's duals: for each vertex i, the `perVertex` most
 * violated pairs (i, j > i), all of them when perVertex is 0. Empty exactly when no pair is violated.
 */
function price(r: MatchingResult, problem: PricedProblem, perVertex: number): [number, number][] {
  const { n } = problem;
  const dual = r.dual;
  // each vertex's blossoms, outermost first (empty for a vertex outside every blossom)
  const chains: number[][] = [];
  for (let v = 0; v < n; v++) {
    const c: number[] = [];
    for (let b = r.blossomParent[v]; b !== -1; b = r.blossomParent[b]) c.push(b);
    chains.push(c.reverse());
  }
  const out: [number, number][] = [];
  const weight = problem.weight;
  for (let i = 0; i < n; i++) {
    const di = dual[i];
    const ci = chains[i];
    const row: [number, number][] = [];
    for (let j = i + 1; j < n; j++) {
      const w = weight(i, j);
      if (w !== w) continue; // NaN: not an edge
      let s = di + dual[j] - 2 * w;
      if (s < 0 && ci.length > 0) {
        const cj = chains[j];
        for (let k = 0; k < ci.length && k < cj.length && ci[k] === cj[k]; k++) s += 2 * dual[ci[k]];
      }
      if (s < 0) row.push([j, s]);
    }
    if (perVertex > 0 && row.length > perVertex) { row.sort((a, b) => a[1] - b[1]); row.length = perVertex; }
    for (const [j] of row) out.push([i, j]);
  }
  return out;
}

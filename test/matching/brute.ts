// Test helpers: exhaustive maximum-weight matching on small graphs, and the LP optimality certificate.
import type { MatchingResult, WeightedEdge } from '../../src/engine/matching/blossom';
import { reducedSlack } from '../../src/engine/matching/blossom';

/** Best (cardinality, weight) when maxCardinality, else best weight; returns [cardinality, weight]. */
export function bruteForce(n: number, edges: readonly WeightedEdge[], maxCardinality: boolean): [number, number] {
  const adj: { to: number; w: number }[][] = Array.from({ length: n }, () => []);
  for (const e of edges) {
    adj[e.u].push({ to: e.v, w: e.w });
    adj[e.v].push({ to: e.u, w: e.w });
  }
  const used = new Array<boolean>(n).fill(false);
  let best: [number, number] = [0, 0];
  const better = (a: [number, number], b: [number, number]): boolean =>
    maxCardinality ? a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]) : a[1] > b[1];
  const go = (v: number, card: number, weight: number): void => {
    while (v < n && used[v]) v++;
    if (v >= n) {
      if (better([card, weight], best)) best = [card, weight];
      return;
    }
    used[v] = true;
    go(v + 1, card, weight);
    for (const { to, w } of adj[v]) {
      if (!used[to]) {
        used[to] = true;
        go(v + 1, card + 1, weight + w);
        used[to] = false;
      }
    }
    used[v] = false;
  };
  go(0, 0, 0);
  return best;
}

export function matchingValue(edges: readonly WeightedEdge[], mate: Int32Array): [number, number] {
  let card = 0,
    weight = 0;
  for (const e of edges)
    if (mate[e.u] === e.v) {
      card++;
      weight += e.w;
    }
  return [card, weight];
}

/** Throws unless the duals prove the matching optimal (Van Rantwijk's verifyOptimum). */
export function checkCertificate(r: MatchingResult, edges: readonly WeightedEdge[], maxCardinality: boolean): void {
  const n = r.n;
  let minDual = Infinity;
  for (let v = 0; v < n; v++) minDual = Math.min(minDual, r.dual[v]);
  const offset = maxCardinality ? Math.max(0, -minDual) : 0;
  for (let v = 0; v < n; v++) if (r.dual[v] + offset < 0) throw new Error(`negative vertex dual at ${v}`);
  for (let b = n; b < 2 * n; b++) if (r.blossomInUse[b] && r.dual[b] < 0) throw new Error(`negative blossom dual ${b}`);
  for (const e of edges) {
    const s = reducedSlack(r, e.u, e.v, e.w);
    if (s < 0) throw new Error(`negative slack on ${e.u}-${e.v}: ${s}`);
    if (r.mate[e.u] === e.v && s !== 0) throw new Error(`matched edge ${e.u}-${e.v} not tight: ${s}`);
  }
  for (let v = 0; v < n; v++)
    if (r.mate[v] === -1 && r.dual[v] + offset !== 0) throw new Error(`single vertex ${v} with dual ${r.dual[v]}`);
}

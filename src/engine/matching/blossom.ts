// Maximum-weight matching in a general graph: Edmonds' blossom algorithm, primal-dual, after the
// structure of J. van Rantwijk's mwmatching (Galil 1986), written for integer weights kept below 2^53.
// Returns the matching together with its dual solution (vertex duals, nested blossom duals) so that a
// caller can price edges that were left out of the graph (see pricing.ts) and prove optimality.
//
// Conventions kept from the original: vertex duals are stored doubled (dual[v] = 2·u(v)), blossom duals
// are stored as z(b), and the slack of edge (i, j) with weight w outside any common blossom is
// dual[i] + dual[j] - 2w. With integer weights every quantity stays an integer.

/** The duals left the exact integer range: the weights are too large (the caller solves again with smaller ones). */
export class DualRangeError extends RangeError {
  constructor() {
    super('matching: dual values left the exact integer range; the weights are too large');
  }
}

export interface WeightedEdge {
  readonly u: number;
  readonly v: number;
  /** an integer; |w| must stay well below 2^50 (checked) */
  readonly w: number;
}

interface MatchingOptions {
  /** only maximum-cardinality matchings are considered (then the best of those by weight) */
  readonly maxCardinality?: boolean;
  /**
   * Start from per-vertex duals (each vertex's heaviest edge) and a greedy matching of tight edges.
   * Only valid with maxCardinality, and only proven optimal when the result is a perfect matching;
   * the pricing loop uses it because its candidate graphs always contain a perfect matching.
   */
  readonly warmStart?: boolean;
}

export interface MatchingResult {
  readonly n: number;
  /** mate[v] = partner vertex, or -1 */
  readonly mate: Int32Array;
  /** length 2n: doubled vertex duals for 0..n-1, blossom duals z(b) for n..2n-1 */
  readonly dual: Float64Array;
  /** length 2n: parent blossom of each vertex or blossom at the end, -1 at the top */
  readonly blossomParent: Int32Array;
  /** true when the blossom b (n..2n-1) is in use at the end */
  readonly blossomInUse: Uint8Array;
}

/** Largest magnitude any dual or slack may reach before integers lose exactness. */
const MATCHING_SAFE_LIMIT = 2 ** 52;

export function maxWeightMatching(
  n: number,
  edges: readonly WeightedEdge[],
  options: MatchingOptions = {},
): MatchingResult {
  const maxCard = options.maxCardinality === true;
  const nedge = edges.length;
  const eu = new Int32Array(nedge);
  const ev = new Int32Array(nedge);
  const ew = new Float64Array(nedge);
  let maxWeight = 0;
  for (let k = 0; k < nedge; k++) {
    const e = edges[k];
    if (e.u === e.v || e.u < 0 || e.v < 0 || e.u >= n || e.v >= n) throw new RangeError(`bad edge ${e.u}-${e.v}`);
    if (!Number.isInteger(e.w) || Math.abs(e.w) > 2 ** 50)
      throw new RangeError(`edge weight ${e.w} is not an integer below 2^50`);
    eu[k] = e.u;
    ev[k] = e.v;
    ew[k] = e.w;
    if (e.w > maxWeight) maxWeight = e.w;
  }
  // endpoint p of edge k: p = 2k is eu[k], p = 2k + 1 is ev[k]
  const endpoint = (p: number): number => ((p & 1) === 0 ? eu[p >> 1] : ev[p >> 1]);
  // neighbour endpoints in compressed rows
  const degree = new Int32Array(n + 1);
  for (let k = 0; k < nedge; k++) {
    degree[eu[k] + 1]++;
    degree[ev[k] + 1]++;
  }
  for (let v = 0; v < n; v++) degree[v + 1] += degree[v];
  const rowStart = degree;
  const fill = rowStart.slice(0, n);
  const neighbend = new Int32Array(2 * nedge);
  for (let k = 0; k < nedge; k++) {
    neighbend[fill[eu[k]]++] = 2 * k + 1;
    neighbend[fill[ev[k]]++] = 2 * k;
  }

  const mate = new Int32Array(n).fill(-1); // remote endpoint of the matched edge
  const label = new Int32Array(2 * n);
  const labelEnd = new Int32Array(2 * n).fill(-1);
  const inBlossom = new Int32Array(n);
  for (let v = 0; v < n; v++) inBlossom[v] = v;
  const blossomParent = new Int32Array(2 * n).fill(-1);
  const blossomChilds: (number[] | null)[] = new Array<number[] | null>(2 * n).fill(null);
  const blossomBase = new Int32Array(2 * n).fill(-1);
  for (let v = 0; v < n; v++) blossomBase[v] = v;
  const blossomEndps: (number[] | null)[] = new Array<number[] | null>(2 * n).fill(null);
  const bestEdge = new Int32Array(2 * n).fill(-1);
  const blossomBestEdges: (number[] | null)[] = new Array<number[] | null>(2 * n).fill(null);
  const unusedBlossoms: number[] = [];
  for (let b = 2 * n - 1; b >= n; b--) unusedBlossoms.push(b);
  const dual = new Float64Array(2 * n);
  const allowEdge = new Uint8Array(nedge);
  let queue: number[] = [];
  // what a stage has touched, so that each dual update costs the size of the trees, not of the graph:
  // vertices labelled, free vertices given a least-slack edge, and top-level blossoms labelled (each once per
  // stage, by its stamp; entries that went stale are skipped where read)
  let stamp = 0;
  const seenVertex = new Int32Array(n),
    seenFree = new Int32Array(n),
    seenBlossom = new Int32Array(2 * n);
  let labelled: number[] = [],
    frontier: number[] = [],
    blossoms: number[] = [];
  const touchBlossom = (b: number): void => {
    if (seenBlossom[b] !== stamp) {
      seenBlossom[b] = stamp;
      blossoms.push(b);
    }
  };
  const touchVertex = (v: number): void => {
    if (seenVertex[v] !== stamp) {
      seenVertex[v] = stamp;
      labelled.push(v);
    }
  };

  if (options.warmStart && maxCard) {
    for (let v = 0; v < n; v++) dual[v] = -Infinity;
    for (let k = 0; k < nedge; k++) {
      if (ew[k] > dual[eu[k]]) dual[eu[k]] = ew[k];
      if (ew[k] > dual[ev[k]]) dual[ev[k]] = ew[k];
    }
    // all even: the roots of the search trees then share one parity, so every slack between S-vertices is
    // even and the duals stay integers (the invariant the uniform start gives for free)
    for (let v = 0; v < n; v++) if (dual[v] === -Infinity) dual[v] = 0;
    // greedy matching over tight edges (both ends at their heaviest edge)
    for (let k = 0; k < nedge; k++) {
      const i = eu[k],
        j = ev[k];
      if (mate[i] === -1 && mate[j] === -1 && dual[i] + dual[j] - 2 * ew[k] === 0) {
        mate[i] = 2 * k + 1;
        mate[j] = 2 * k;
      }
    }
    for (let v = 0; v < n; v++) if (mate[v] === -1 && dual[v] % 2 !== 0) dual[v] += 1;
  } else {
    for (let v = 0; v < n; v++) dual[v] = maxWeight;
  }

  const slack = (k: number): number => dual[eu[k]] + dual[ev[k]] - 2 * ew[k];

  const leaves = (b: number, out: number[]): number[] => {
    if (b < n) {
      out.push(b);
      return out;
    }
    const stack = [b];
    while (stack.length > 0) {
      const t = stack.pop() as number;
      if (t < n) out.push(t);
      else {
        const ch = blossomChilds[t] as number[];
        for (let i = ch.length - 1; i >= 0; i--) stack.push(ch[i]);
      }
    }
    return out;
  };

  const assignLabel = (w0: number, t0: number, p0: number): void => {
    let w = w0,
      t = t0,
      p = p0;
    for (;;) {
      const b = inBlossom[w];
      label[w] = label[b] = t;
      labelEnd[w] = labelEnd[b] = p;
      bestEdge[w] = bestEdge[b] = -1;
      touchBlossom(b);
      if (t === 1) {
        const from = queue.length;
        leaves(b, queue);
        for (let q = from; q < queue.length; q++) touchVertex(queue[q]);
        return;
      }
      for (const x of leaves(b, [])) touchVertex(x);
      // T: label the mate of the base S
      const base = blossomBase[b];
      const m = mate[base];
      w = endpoint(m);
      t = 1;
      p = m ^ 1;
    }
  };

  const scanBlossom = (v0: number, w0: number): number => {
    const path: number[] = [];
    let base = -1;
    let v = v0,
      w = w0;
    while (v !== -1 || w !== -1) {
      let b = inBlossom[v];
      if (label[b] & 4) {
        base = blossomBase[b];
        break;
      }
      path.push(b);
      label[b] = 5;
      if (labelEnd[b] === -1) v = -1;
      else {
        v = endpoint(labelEnd[b]);
        b = inBlossom[v];
        v = endpoint(labelEnd[b]);
      }
      if (w !== -1) {
        const t = v;
        v = w;
        w = t;
      }
    }
    for (const b of path) label[b] = 1;
    return base;
  };

  const addBlossom = (base: number, k: number): void => {
    let v = eu[k],
      w = ev[k];
    const bb = inBlossom[base];
    let bv = inBlossom[v];
    let bw = inBlossom[w];
    const b = unusedBlossoms.pop() as number;
    blossomBase[b] = base;
    blossomParent[b] = -1;
    blossomParent[bb] = b;
    const path: number[] = [];
    const endps: number[] = [];
    while (bv !== bb) {
      blossomParent[bv] = b;
      path.push(bv);
      endps.push(labelEnd[bv]);
      v = endpoint(labelEnd[bv]);
      bv = inBlossom[v];
    }
    path.push(bb);
    path.reverse();
    endps.reverse();
    endps.push(2 * k);
    while (bw !== bb) {
      blossomParent[bw] = b;
      path.push(bw);
      endps.push(labelEnd[bw] ^ 1);
      w = endpoint(labelEnd[bw]);
      bw = inBlossom[w];
    }
    blossomChilds[b] = path;
    blossomEndps[b] = endps;
    label[b] = 1;
    labelEnd[b] = labelEnd[bb];
    dual[b] = 0;
    for (const x of leaves(b, [])) {
      if (label[inBlossom[x]] === 2) queue.push(x);
      inBlossom[x] = b;
    }
    // least-slack edges to neighbouring S-blossoms
    const bestTo = new Map<number, number>();
    for (const sub of path) {
      const lists: number[][] = [];
      const own = blossomBestEdges[sub];
      if (own === null) {
        for (const x of leaves(sub, [])) {
          const list: number[] = [];
          for (let q = rowStart[x]; q < rowStart[x + 1]; q++) list.push(neighbend[q] >> 1);
          lists.push(list);
        }
      } else lists.push(own);
      for (const list of lists) {
        for (const kk of list) {
          let j = ev[kk];
          if (inBlossom[j] === b) j = eu[kk];
          const bj = inBlossom[j];
          if (bj !== b && label[bj] === 1) {
            const cur = bestTo.get(bj);
            if (cur === undefined || slack(kk) < slack(cur)) bestTo.set(bj, kk);
          }
        }
      }
      blossomBestEdges[sub] = null;
      bestEdge[sub] = -1;
    }
    const best = Array.from(bestTo.values());
    blossomBestEdges[b] = best;
    let be = -1;
    for (const kk of best) if (be === -1 || slack(kk) < slack(be)) be = kk;
    bestEdge[b] = be;
    touchBlossom(b);
  };

  const expandBlossom = (b: number, endStage: boolean): void => {
    const childs = blossomChilds[b] as number[];
    for (const s of childs) {
      blossomParent[s] = -1;
      if (s < n) inBlossom[s] = s;
      else if (endStage && dual[s] === 0) expandBlossom(s, endStage);
      else for (const x of leaves(s, [])) inBlossom[x] = s;
    }
    if (!endStage && label[b] === 2) {
      const endps = blossomEndps[b] as number[];
      const entryChild = inBlossom[endpoint(labelEnd[b] ^ 1)];
      let j = childs.indexOf(entryChild);
      let jstep: number, trick: number;
      if (j & 1) {
        j -= childs.length;
        jstep = 1;
        trick = 0;
      } else {
        jstep = -1;
        trick = 1;
      }
      const at = (i: number): number => (i < 0 ? i + childs.length : i);
      let p = labelEnd[b];
      while (j !== 0) {
        label[endpoint(p ^ 1)] = 0;
        label[endpoint(endps[at(j - trick)] ^ trick ^ 1)] = 0;
        assignLabel(endpoint(p ^ 1), 2, p);
        allowEdge[endps[at(j - trick)] >> 1] = 1;
        j += jstep;
        p = endps[at(j - trick)] ^ trick;
        allowEdge[p >> 1] = 1;
        j += jstep;
      }
      const bv0 = childs[at(j)];
      label[endpoint(p ^ 1)] = label[bv0] = 2;
      touchBlossom(bv0);
      labelEnd[endpoint(p ^ 1)] = labelEnd[bv0] = p;
      bestEdge[bv0] = -1;
      j += jstep;
      while (childs[at(j)] !== entryChild) {
        const bv = childs[at(j)];
        if (label[bv] === 1) {
          j += jstep;
          continue;
        }
        let reached = -1;
        for (const x of leaves(bv, []))
          if (label[x] !== 0) {
            reached = x;
            break;
          }
        if (reached !== -1) {
          label[reached] = 0;
          label[endpoint(mate[blossomBase[bv]])] = 0;
          assignLabel(reached, 2, labelEnd[reached]);
        }
        j += jstep;
      }
    }
    label[b] = labelEnd[b] = -1;
    blossomChilds[b] = blossomEndps[b] = null;
    blossomBase[b] = -1;
    blossomBestEdges[b] = null;
    bestEdge[b] = -1;
    unusedBlossoms.push(b);
  };

  const augmentBlossom = (b: number, v: number): void => {
    let t = v;
    while (blossomParent[t] !== b) t = blossomParent[t];
    if (t >= n) augmentBlossom(t, v);
    const childs = blossomChilds[b] as number[];
    const endps = blossomEndps[b] as number[];
    const i = childs.indexOf(t);
    let j = i;
    let jstep: number, trick: number;
    if (i & 1) {
      j -= childs.length;
      jstep = 1;
      trick = 0;
    } else {
      jstep = -1;
      trick = 1;
    }
    const at = (x: number): number => (x < 0 ? x + childs.length : x);
    while (j !== 0) {
      j += jstep;
      let s = childs[at(j)];
      const p = endps[at(j - trick)] ^ trick;
      if (s >= n) augmentBlossom(s, endpoint(p));
      j += jstep;
      s = childs[at(j)];
      if (s >= n) augmentBlossom(s, endpoint(p ^ 1));
      mate[endpoint(p)] = p ^ 1;
      mate[endpoint(p ^ 1)] = p;
    }
    blossomChilds[b] = childs.slice(i).concat(childs.slice(0, i));
    blossomEndps[b] = endps.slice(i).concat(endps.slice(0, i));
    blossomBase[b] = blossomBase[blossomChilds[b][0]];
  };

  const augmentMatching = (k: number): void => {
    const starts: [number, number][] = [
      [eu[k], 2 * k + 1],
      [ev[k], 2 * k],
    ];
    for (const [s0, p0] of starts) {
      let s = s0,
        p = p0;
      for (;;) {
        const bs = inBlossom[s];
        if (bs >= n) augmentBlossom(bs, s);
        mate[s] = p;
        if (labelEnd[bs] === -1) break;
        const t = endpoint(labelEnd[bs]);
        const bt = inBlossom[t];
        s = endpoint(labelEnd[bt]);
        const j = endpoint(labelEnd[bt] ^ 1);
        if (bt >= n) augmentBlossom(bt, j);
        mate[j] = labelEnd[bt];
        p = labelEnd[bt] ^ 1;
      }
    }
  };

  let exposed0 = 0; for (let v = 0; v < n; v++) if (mate[v] === -1) exposed0++;
  let nstages = 0, nupd = 0; const cnt = [0,0,0,0,0];
  for (let stage = 0; stage < n; stage++) {
    nstages++;
    label.fill(0);
    bestEdge.fill(-1);
    for (let b = n; b < 2 * n; b++) blossomBestEdges[b] = null;
    allowEdge.fill(0);
    queue = [];
    stamp++;
    labelled = [];
    frontier = [];
    blossoms = [];
    for (let v = 0; v < n; v++) if (mate[v] === -1 && label[inBlossom[v]] === 0) assignLabel(v, 1, -1);
    let augmented = false;
    for (;;) {
      while (queue.length > 0 && !augmented) {
        const v = queue.pop() as number;
        for (let q = rowStart[v]; q < rowStart[v + 1]; q++) {
          const p = neighbend[q];
          const k = p >> 1;
          const w = endpoint(p);
          if (inBlossom[v] === inBlossom[w]) continue;
          let kslack = 0;
          if (!allowEdge[k]) {
            kslack = slack(k);
            if (kslack <= 0) allowEdge[k] = 1;
          }
          if (allowEdge[k]) {
            if (label[inBlossom[w]] === 0) assignLabel(w, 2, p ^ 1);
            else if (label[inBlossom[w]] === 1) {
              const base = scanBlossom(v, w);
              if (base >= 0) addBlossom(base, k);
              else {
                augmentMatching(k);
                augmented = true;
                break;
              }
            } else if (label[w] === 0) {
              label[w] = 2;
              labelEnd[w] = p ^ 1;
            }
          } else if (label[inBlossom[w]] === 1) {
            const b = inBlossom[v];
            if (bestEdge[b] === -1 || kslack < slack(bestEdge[b])) {
              bestEdge[b] = k;
              touchBlossom(b);
            }
          } else if (label[w] === 0) {
            if (bestEdge[w] === -1 || kslack < slack(bestEdge[w])) {
              bestEdge[w] = k;
              if (seenFree[w] !== stamp) {
                seenFree[w] = stamp;
                frontier.push(w);
              }
            }
          }
        }
      }
      if (augmented) break;

      let deltaType = -1;
      let delta = 0;
      let deltaEdge = -1;
      let deltaBlossom = -1;
      if (!maxCard) {
        deltaType = 1;
        delta = Infinity;
        for (let v = 0; v < n; v++) if (dual[v] < delta) delta = dual[v];
      }
      for (const v of frontier) {
        if (label[inBlossom[v]] === 0 && bestEdge[v] !== -1) {
          const d = slack(bestEdge[v]);
          if (deltaType === -1 || d < delta) {
            delta = d;
            deltaType = 2;
            deltaEdge = bestEdge[v];
          }
        }
      }
      for (const b of blossoms) {
        if ((b < n || blossomBase[b] >= 0) && blossomParent[b] === -1 && label[b] === 1 && bestEdge[b] !== -1) {
          const d = slack(bestEdge[b]) / 2;
          if (deltaType === -1 || d < delta) {
            delta = d;
            deltaType = 3;
            deltaEdge = bestEdge[b];
          }
        }
      }
      for (const b of blossoms) {
        if (
          b >= n &&
          blossomBase[b] >= 0 &&
          blossomParent[b] === -1 &&
          label[b] === 2 &&
          (deltaType === -1 || dual[b] < delta)
        ) {
          delta = dual[b];
          deltaType = 4;
          deltaBlossom = b;
        }
      }
      if (deltaType === -1) {
        // max-cardinality optimum: a last update so that the duals certify it
        deltaType = 1;
        let m = Infinity;
        for (let v = 0; v < n; v++) if (dual[v] < m) m = dual[v];
        delta = Math.max(0, n > 0 ? m : 0);
      }
      let peak = 0;
      for (const v of labelled) {
        const l = label[inBlossom[v]];
        if (l === 1) dual[v] -= delta;
        else if (l === 2) dual[v] += delta;
        const a = Math.abs(dual[v]);
        if (a > peak) peak = a;
      }
      for (const b of blossoms) {
        if (b >= n && blossomBase[b] >= 0 && blossomParent[b] === -1) {
          if (label[b] === 1) dual[b] += delta;
          else if (label[b] === 2) dual[b] -= delta;
        }
      }
      if (peak > MATCHING_SAFE_LIMIT / 4 || !Number.isInteger(delta)) {
        throw new DualRangeError();
      }
      nupd++; cnt[deltaType]++;
      if (deltaType === 1) break;
      if (deltaType === 2) {
        allowEdge[deltaEdge] = 1;
        let i = eu[deltaEdge];
        if (label[inBlossom[i]] === 0) i = ev[deltaEdge];
        queue.push(i);
      } else if (deltaType === 3) {
        allowEdge[deltaEdge] = 1;
        queue.push(eu[deltaEdge]);
      } else if (deltaType === 4) expandBlossom(deltaBlossom, false);
    }
    if (!augmented) break;
    for (let b = n; b < 2 * n; b++) {
      if (blossomParent[b] === -1 && blossomBase[b] >= 0 && label[b] === 1 && dual[b] === 0) expandBlossom(b, true);
    }
  }

  if (typeof process !== 'undefined' && process.env.PDBG) console.error(`  blossom n=${n} m=${nedge} exposed0=${exposed0} stages=${nstages} updates=${nupd} types=${cnt}`);
  const partner = new Int32Array(n).fill(-1);
  for (let v = 0; v < n; v++) if (mate[v] >= 0) partner[v] = endpoint(mate[v]);
  const inUse = new Uint8Array(2 * n);
  for (let b = n; b < 2 * n; b++) if (blossomBase[b] >= 0) inUse[b] = 1;
  return { n, mate: partner, dual, blossomParent: blossomParent.slice(), blossomInUse: inUse };
}

/**
 * Twice the reduced cost of edge (i, j) of weight w under the result's duals:
 * 2u(i) + 2u(j) - 2w + 2·Σ z(B) over the blossoms containing both ends. Non-negative for every edge of a
 * dual-feasible solution; zero on matched edges.
 */
export function reducedSlack(r: MatchingResult, i: number, j: number, w: number): number {
  let s = r.dual[i] + r.dual[j] - 2 * w;
  const ci = ancestors(r, i);
  const cj = ancestors(r, j);
  for (let a = ci.length - 1, b = cj.length - 1; a >= 0 && b >= 0 && ci[a] === cj[b]; a--, b--) s += 2 * r.dual[ci[a]];
  return s;
}

/** The blossoms containing v, innermost first. */
function ancestors(r: MatchingResult, v: number): number[] {
  const out: number[] = [];
  for (let b = r.blossomParent[v]; b !== -1; b = r.blossomParent[b]) out.push(b);
  return out;
}

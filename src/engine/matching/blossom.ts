// Maximum-weight matching in a general graph: Edmonds' blossom algorithm, primal-dual, after the
// structure of J. van Rantwijk's mwmatching (Galil 1986), written for integer weights kept below 2^53.
// Returns the matching together with its dual solution (vertex duals, nested blossom duals) so that a
// caller can price edges that were left out of the graph (see pricing.ts) and prove optimality.
//
// Conventions kept from the original: vertex duals are stored doubled (dual[v] = 2·u(v)), blossom duals
// are stored as z(b), and the slack of edge (i, j) with weight w outside any common blossom is
// dual[i] + dual[j] - 2w. With integer weights every quantity stays an integer.
//
// Unlike the original, a dual update does not walk the graph: the updates of a stage are kept as one running
// shift applied lazily (see the main loop), and the least slacks that bound the next update come from heaps, so
// a stage costs the edges its trees scan, not the number of updates times n. Nested blossoms are augmented and
// expanded by work lists rather than recursion (they nest thousands deep on fields of 16,384).

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
  const bestEdge = new Int32Array(n).fill(-1);
  const unusedBlossoms: number[] = [];
  for (let b = 2 * n - 1; b >= n; b--) unusedBlossoms.push(b);
  const dual = new Float64Array(2 * n);
  const allowEdge = new Uint8Array(nedge);
  let queue: number[] = [];
  // Lazy dual updates: within a stage every S-vertex dual falls, every T-vertex dual rises, every top-level
  // S-blossom dual rises and every T-blossom dual falls by the same delta. `shift` is the stage's total so far;
  // a vertex or blossom holds its dual as of shift = since[x], and its label says the sign of what is pending.
  // It is brought up to date (settled) before its label or its top-level blossom changes, except a vertex that
  // stays S while its S-blossom joins a new one: its pending update is the same either way. The smallest delta of
  // each kind comes from a heap keyed so that the key stays fixed while the duals move (slack + shift for an
  // edge from an S-vertex to a free one, slack + 2·shift between two S-blossoms, z + shift for a T-blossom);
  // an entry whose key no longer matches is stale and dropped when it comes to the top.
  let shift = 0;
  const since = new Float64Array(2 * n);
  const toFree = new MinHeap(),
    betweenS = new MinHeap(),
    tBlossoms = new MinHeap();
  let peak = 0;

  if (options.warmStart && maxCard) {
    for (let v = 0; v < n; v++) dual[v] = -Infinity;
    for (let k = 0; k < nedge; k++) {
      if (ew[k] > dual[eu[k]]) dual[eu[k]] = ew[k];
      if (ew[k] > dual[ev[k]]) dual[ev[k]] = ew[k];
    }
    // exposed vertices are then made even: the roots of the search trees share one parity, every vertex joins a
    // tree through a tight edge (so with the parity of its tree), every slack between S-vertices is even and
    // the duals stay integers (the invariant the uniform start gives for free). A matched vertex keeps an odd
    // dual: rounding it up would untie its matched edge, and the greedy start would match almost nothing.
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

  /** the current dual of vertex v */
  const vdual = (v: number): number => {
    const l = label[inBlossom[v]];
    return l === 1 ? dual[v] - (shift - since[v]) : l === 2 ? dual[v] + (shift - since[v]) : dual[v];
  };
  /** the current dual z of blossom b */
  const zdual = (b: number): number => {
    if (blossomParent[b] !== -1) return dual[b];
    const l = label[b];
    return l === 1 ? dual[b] + (shift - since[b]) : l === 2 ? dual[b] - (shift - since[b]) : dual[b];
  };
  const settleVertex = (v: number): void => {
    const d = vdual(v);
    dual[v] = d;
    since[v] = shift;
    if (Math.abs(d) > peak) peak = Math.abs(d);
  };
  const settleBlossom = (b: number): void => {
    if (b < n) return;
    dual[b] = zdual(b);
    since[b] = shift;
  };
  const slack = (k: number): number => vdual(eu[k]) + vdual(ev[k]) - 2 * ew[k];

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
      const members = leaves(b, []);
      for (const x of members) settleVertex(x);
      if (b >= n) settleBlossom(b);
      label[w] = label[b] = t;
      labelEnd[w] = labelEnd[b] = p;
      bestEdge[w] = -1;
      if (t === 1) {
        for (const x of members) queue.push(x);
        return;
      }
      if (b >= n) tBlossoms.push(dual[b] + shift, b);
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
    // the S sub-blossoms' vertices stay S, their pending updates unchanged (the base's always is one): only the
    // T ones are settled, as their pending update changes sign
    if (label[bb] !== 1) for (const x of leaves(bb, [])) settleVertex(x);
    settleBlossom(bb);
    blossomParent[bb] = b;
    const path: number[] = [];
    const endps: number[] = [];
    while (bv !== bb) {
      if (label[bv] !== 1) for (const x of leaves(bv, [])) settleVertex(x);
      settleBlossom(bv);
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
      if (label[bw] !== 1) for (const x of leaves(bw, [])) settleVertex(x);
      settleBlossom(bw);
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
    since[b] = shift;
    for (const x of leaves(b, [])) {
      if (label[inBlossom[x]] === 2) queue.push(x);
      inBlossom[x] = b;
    }
  };

  const expandBlossom = (b0: number, endStage: boolean): void => {
    // at the end of a stage, sub-blossoms of dual 0 are expanded too (a work list: they nest deep)
    const work = [b0];
    while (work.length > 0) expandOne(work.pop() as number, endStage, work);
  };
  const expandOne = (b: number, endStage: boolean, work: number[]): void => {
    const childs = blossomChilds[b] as number[];
    const members = endStage ? [] : leaves(b, []);
    for (const x of members) settleVertex(x);
    for (const s of childs) {
      blossomParent[s] = -1;
      if (s < n) inBlossom[s] = s;
      else if (endStage && dual[s] === 0) work.push(s);
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
      if (bv0 >= n) {
        since[bv0] = shift;
        tBlossoms.push(dual[bv0] + shift, bv0);
      }
      labelEnd[endpoint(p ^ 1)] = labelEnd[bv0] = p;
      if (bv0 < n) bestEdge[bv0] = -1;
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
    unusedBlossoms.push(b);
    // members left free meet the S-vertices again through their least-slack edges, now falling with the duals
    for (const x of members)
      if (label[inBlossom[x]] === 0 && bestEdge[x] !== -1) toFree.push(slack(bestEdge[x]) + shift, x);
  };

  // v becomes the base of blossom b: the even path from v to the old base flipped, in every nested blossom it
  // crosses (a work list, not recursion: blossoms nest thousands deep on large fields)
  const augmentBlossom = (b0: number, v0: number): void => {
    const work = [b0, v0];
    while (work.length > 0) {
      const v = work.pop() as number,
        b = work.pop() as number;
      augmentOne(b, v, work);
    }
  };
  const augmentOne = (b: number, v: number, work: number[]): void => {
    let t = v;
    while (blossomParent[t] !== b) t = blossomParent[t];
    if (t >= n) work.push(t, v);
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
      if (s >= n) work.push(s, endpoint(p));
      j += jstep;
      s = childs[at(j)];
      if (s >= n) work.push(s, endpoint(p ^ 1));
      mate[endpoint(p)] = p ^ 1;
      mate[endpoint(p ^ 1)] = p;
    }
    blossomChilds[b] = childs.slice(i).concat(childs.slice(0, i));
    blossomEndps[b] = endps.slice(i).concat(endps.slice(0, i));
    blossomBase[b] = v;
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

  for (let v = 0; v < n; v++) peak = Math.max(peak, Math.abs(dual[v]));
  for (let stage = 0; stage < n; stage++) {
    label.fill(0);
    bestEdge.fill(-1);
    allowEdge.fill(0);
    queue = [];
    shift = 0;
    since.fill(0);
    toFree.clear();
    betweenS.clear();
    tBlossoms.clear();
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
          } else if (label[inBlossom[w]] === 1) betweenS.push(kslack + 2 * shift, k);
          else if (label[w] === 0) {
            if (bestEdge[w] === -1 || kslack < slack(bestEdge[w])) {
              bestEdge[w] = k;
              if (label[inBlossom[w]] === 0) toFree.push(kslack + shift, w);
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
        for (let v = 0; v < n; v++) delta = Math.min(delta, vdual(v));
      }
      // the heaps' tops, stale entries dropped
      for (; toFree.size() > 0; toFree.pop()) {
        const w = toFree.top();
        if (label[inBlossom[w]] === 0 && bestEdge[w] !== -1 && slack(bestEdge[w]) === toFree.key() - shift) break;
      }
      for (; betweenS.size() > 0; betweenS.pop()) {
        const k = betweenS.top();
        const bu = inBlossom[eu[k]],
          bv = inBlossom[ev[k]];
        if (bu !== bv && label[bu] === 1 && label[bv] === 1) break;
      }
      for (; tBlossoms.size() > 0; tBlossoms.pop()) {
        const b = tBlossoms.top();
        if (blossomBase[b] >= 0 && blossomParent[b] === -1 && label[b] === 2 && zdual(b) === tBlossoms.key() - shift)
          break;
      }
      if (toFree.size() > 0) {
        const d = toFree.key() - shift;
        if (deltaType === -1 || d < delta) {
          delta = d;
          deltaType = 2;
          deltaEdge = bestEdge[toFree.top()];
        }
      }
      if (betweenS.size() > 0) {
        const d = (betweenS.key() - 2 * shift) / 2;
        if (deltaType === -1 || d < delta) {
          delta = d;
          deltaType = 3;
          deltaEdge = betweenS.top();
        }
      }
      if (tBlossoms.size() > 0) {
        const d = tBlossoms.key() - shift;
        if (deltaType === -1 || d < delta) {
          delta = d;
          deltaType = 4;
          deltaBlossom = tBlossoms.top();
        }
      }
      if (deltaType === -1) {
        // max-cardinality optimum: a last update so that the duals certify it
        deltaType = 1;
        let m = Infinity;
        for (let v = 0; v < n; v++) m = Math.min(m, vdual(v));
        delta = Math.max(0, n > 0 ? m : 0);
      }
      if (!Number.isInteger(delta)) throw new DualRangeError();
      shift += delta;
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
    // the stage's pending updates made real, labels still as they were
    for (let v = 0; v < n; v++) settleVertex(v);
    for (let b = n; b < 2 * n; b++) if (blossomBase[b] >= 0 && blossomParent[b] === -1) settleBlossom(b);
    if (peak > MATCHING_SAFE_LIMIT / 4) throw new DualRangeError();
    if (!augmented) break;
    for (let b = n; b < 2 * n; b++) {
      if (blossomParent[b] === -1 && blossomBase[b] >= 0 && label[b] === 1 && dual[b] === 0) expandBlossom(b, true);
    }
  }

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

/**
 * A binary min-heap of items by key; the caller drops stale entries when they come to the top. In typed arrays
 * grown by doubling: a stage of a large field pushes hundreds of thousands of entries.
 */
class MinHeap {
  private keys = new Float64Array(64);
  private items = new Int32Array(64);
  private count = 0;
  size(): number {
    return this.count;
  }
  clear(): void {
    this.count = 0;
  }
  key(): number {
    return this.keys[0];
  }
  top(): number {
    return this.items[0];
  }
  push(key: number, item: number): void {
    if (this.count === this.keys.length) {
      const k = new Float64Array(2 * this.count),
        t = new Int32Array(2 * this.count);
      k.set(this.keys);
      t.set(this.items);
      this.keys = k;
      this.items = t;
    }
    const keys = this.keys,
      items = this.items;
    let i = this.count++;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (keys[up] <= key) break;
      keys[i] = keys[up];
      items[i] = items[up];
      i = up;
    }
    keys[i] = key;
    items[i] = item;
  }
  pop(): void {
    if (this.count === 0) return;
    const keys = this.keys,
      items = this.items;
    const m = --this.count;
    if (m === 0) return;
    const key = keys[m],
      item = items[m];
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= m) break;
      if (c + 1 < m && keys[c + 1] < keys[c]) c++;
      if (keys[c] >= key) break;
      keys[i] = keys[c];
      items[i] = items[c];
      i = c;
    }
    keys[i] = key;
    items[i] = item;
  }
}

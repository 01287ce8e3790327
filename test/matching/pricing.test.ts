// The pricing loop: started from a sparse candidate graph that misses the optimum, it must still end with
// the best perfect matching of the full graph (checked against exhaustive search).
import fc from 'fast-check';
import { perfectMatchingWithPricing } from '../../src/engine/matching/pricing';
import { bruteForce } from './brute';
import { depth } from '../helpers/depth';

describe('perfect matching with pricing', () => {
  test("a poor sparse start (one fixed perfect matching) still ends optimal over the full graph, with every violated pair added per round or a flood cut to each vertex's most violated one", () => {
    const runs = depth(2000, 200);
    let repriced = 0;
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 5 })
          .chain((h) =>
            fc.tuple(
              fc.constant(2 * h),
              fc.array(fc.integer({ min: -50, max: 100 }), { minLength: 2 * h * 2 * h, maxLength: 2 * h * 2 * h }),
              fc.array(fc.boolean(), { minLength: 2 * h * 2 * h, maxLength: 2 * h * 2 * h }),
              fc.constantFrom(16, 1),
            ),
          ),
        ([n, ws, missing, flood]) => {
          // pairs (2k, 2k+1) always exist; other pairs may be missing from the full graph
          const weight = (i: number, j: number): number =>
            (j === i + 1 && i % 2 === 0) || !missing[i * n + j] ? ws[i * n + j] : NaN;
          const candidates: [number, number][] = [];
          for (let i = 0; i < n; i += 2) candidates.push([i, i + 1]);
          const r = perfectMatchingWithPricing({ n, candidates, weight }, { flood });
          expect(r).not.toBeNull();
          const mate = (r as { mate: Int32Array }).mate;
          const edges: { u: number; v: number; w: number }[] = [];
          for (let i = 0; i < n; i++)
            for (let j = i + 1; j < n; j++)
              if (!Number.isNaN(weight(i, j))) edges.push({ u: i, v: j, w: weight(i, j) });
          let total = 0;
          for (let i = 0; i < n; i++) {
            expect(mate[mate[i]]).toBe(i);
            if (mate[i] > i) {
              expect(Number.isNaN(weight(i, mate[i]))).toBe(false);
              total += weight(i, mate[i]);
            }
          }
          expect([n / 2, total]).toEqual(bruteForce(n, edges, true));
          if ((r as { rounds: number }).rounds > 1) repriced++;
        },
      ),
      { numRuns: runs, seed: 31 },
    );
    // a quarter of the runs at least need a second round of pricing (500 of the full run's 2000)
    expect(repriced).toBeGreaterThan(runs / 4);
  });

  test('blocks with weight bounds skip whole runs of pairs and still end optimal over the full graph', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 5 })
          .chain((h) =>
            fc.tuple(
              fc.constant(2 * h),
              fc.array(fc.integer({ min: -50, max: 100 }), { minLength: 4 * h * h, maxLength: 4 * h * h }),
              fc.integer({ min: 1, max: 2 * h }),
            ),
          ),
        ([n, ws, cut]) => {
          const weight = (i: number, j: number): number => ws[i * n + j];
          const start = cut < n ? [0, cut, n] : [0, n];
          const blockOf = (v: number): number => (v < start[1] ? 0 : 1);
          // the true largest weight between the two blocks, a valid bound
          const bound = (k: number, l: number): number => {
            let m = -Infinity;
            for (let i = 0; i < n; i++)
              for (let j = i + 1; j < n; j++) if (blockOf(i) === k && blockOf(j) === l) m = Math.max(m, weight(i, j));
            return m;
          };
          const candidates: [number, number][] = [];
          for (let i = 0; i < n; i += 2) candidates.push([i, i + 1]);
          const r = perfectMatchingWithPricing({ n, candidates, weight, blocks: { start, bound } });
          const mate = (r as { mate: Int32Array }).mate;
          const edges: { u: number; v: number; w: number }[] = [];
          for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) edges.push({ u: i, v: j, w: weight(i, j) });
          let total = 0;
          for (let i = 0; i < n; i++) if (mate[i] > i) total += weight(i, mate[i]);
          expect([n / 2, total]).toEqual(bruteForce(n, edges, true));
        },
      ),
      { numRuns: 1000, seed: 32 },
    );
  });

  test('null when the candidate graph has no perfect matching', () => {
    expect(
      perfectMatchingWithPricing({ n: 4, candidates: [[0, 1]], weight: (i, j) => (i === 0 && j === 1 ? 1 : NaN) }),
    ).toBeNull();
  });
});

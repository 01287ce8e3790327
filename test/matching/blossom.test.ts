// The blossom matching against exhaustive search on thousands of small random graphs, in both modes.
import fc from 'fast-check';
import { maxWeightMatching, type WeightedEdge } from '../../src/engine/matching/blossom';
import { bruteForce, checkCertificate, matchingValue } from './brute';
import { depth } from '../helpers/depth';

const graph = (maxN: number, minW: number, maxW: number) =>
  fc.integer({ min: 0, max: maxN }).chain((n) =>
    fc.tuple(
      fc.constant(n),
      n < 2
        ? fc.constant([] as WeightedEdge[])
        : fc
            .uniqueArray(
              fc.tuple(
                fc.integer({ min: 0, max: n - 1 }),
                fc.integer({ min: 0, max: n - 1 }),
                fc.integer({ min: minW, max: maxW }),
              ),
              {
                maxLength: (n * (n - 1)) / 2,
                selector: ([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`,
              },
            )
            .map((es) => es.filter(([a, b]) => a !== b).map(([u, v, w]) => ({ u, v, w }))),
    ),
  );

const isMatching = (n: number, mate: Int32Array): boolean => {
  for (let v = 0; v < n; v++) if (mate[v] !== -1 && mate[mate[v]] !== v) return false;
  return true;
};

describe('maximum-weight matching (blossom)', () => {
  test('known cases from the literature (S- and T-blossoms, nested, expansions)', () => {
    const cases: [number[][], boolean, number[]][] = [
      [
        [
          [1, 2, 8],
          [1, 3, 9],
          [2, 3, 10],
          [3, 4, 7],
          [1, 6, 5],
          [4, 5, 6],
        ],
        false,
        [-1, 6, 3, 2, 5, 4, 1],
      ],
      [
        [
          [1, 2, 9],
          [1, 3, 8],
          [2, 3, 10],
          [1, 4, 5],
          [4, 5, 3],
          [3, 6, 4],
        ],
        false,
        [-1, 2, 1, 6, 5, 4, 3],
      ],
      [
        [
          [1, 2, 23],
          [1, 5, 22],
          [1, 6, 15],
          [2, 3, 25],
          [3, 4, 22],
          [4, 5, 25],
          [4, 8, 14],
          [5, 7, 13],
        ],
        false,
        [-1, 6, 3, 2, 8, 7, 1, 5, 4],
      ],
      [
        [
          [1, 2, 45],
          [1, 5, 45],
          [2, 3, 50],
          [3, 4, 45],
          [4, 5, 50],
          [1, 6, 30],
          [3, 9, 35],
          [4, 8, 28],
          [5, 7, 26],
          [9, 10, 5],
        ],
        false,
        [-1, 6, 3, 2, 8, 7, 1, 5, 4, 10, 9],
      ],
      [
        [
          [1, 2, 45],
          [1, 7, 45],
          [2, 3, 50],
          [3, 4, 45],
          [4, 5, 95],
          [4, 6, 94],
          [5, 6, 94],
          [6, 7, 50],
          [1, 8, 30],
          [3, 11, 35],
          [5, 9, 36],
          [7, 10, 26],
          [11, 12, 5],
        ],
        false,
        [-1, 8, 3, 2, 6, 9, 4, 10, 1, 5, 7, 12, 11],
      ],
      [
        [
          [1, 2, 40],
          [1, 3, 40],
          [2, 3, 60],
          [2, 4, 55],
          [3, 5, 55],
          [4, 5, 50],
          [1, 8, 15],
          [5, 7, 30],
          [7, 6, 10],
          [8, 10, 10],
          [4, 9, 30],
        ],
        false,
        [-1, 2, 1, 5, 9, 3, 7, 6, 10, 4, 8],
      ],
      [
        [
          [1, 2, 5],
          [2, 3, 11],
          [3, 4, 5],
        ],
        true,
        [-1, 2, 1, 4, 3],
      ],
      [
        [
          [1, 2, 2],
          [1, 3, -2],
          [2, 3, 1],
          [2, 4, -1],
          [3, 4, -6],
        ],
        true,
        [-1, 3, 4, 1, 2],
      ],
    ];
    for (const [es, maxCardinality, expected] of cases) {
      const edges = es.map(([u, v, w]) => ({ u, v, w }));
      const r = maxWeightMatching(expected.length, edges, { maxCardinality });
      expect(Array.from(r.mate)).toEqual(expected);
      checkCertificate(r, edges, maxCardinality);
    }
  });

  test('equals exhaustive search, maximum weight, with a valid dual certificate', () => {
    fc.assert(
      fc.property(graph(9, -5, 30), ([n, edges]) => {
        const r = maxWeightMatching(n, edges);
        expect(isMatching(n, r.mate)).toBe(true);
        expect(matchingValue(edges, r.mate)[1]).toBe(bruteForce(n, edges, false)[1]);
        checkCertificate(r, edges, false);
      }),
      { numRuns: depth(2500, 250), seed: 11 },
    );
  });

  test('equals exhaustive search in max-cardinality mode', () => {
    fc.assert(
      fc.property(graph(9, -20, 30), ([n, edges]) => {
        const r = maxWeightMatching(n, edges, { maxCardinality: true });
        expect(isMatching(n, r.mate)).toBe(true);
        expect(matchingValue(edges, r.mate)).toEqual(bruteForce(n, edges, true));
        checkCertificate(r, edges, true);
      }),
      { numRuns: depth(2500, 250), seed: 12 },
    );
  });

  test('warm start on dense graphs of few distinct weights (many ties, nested blossoms, expansions): the best perfect matching, certified', () => {
    const dense = fc
      .integer({ min: 2, max: 6 })
      .chain((h) =>
        fc.tuple(
          fc.constant(2 * h),
          fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 4 * h * h, maxLength: 4 * h * h }),
        ),
      );
    fc.assert(
      fc.property(dense, ([n, ws]) => {
        const edges: WeightedEdge[] = [];
        // odd weights too: the duals of matched vertices may be odd, the exposed ones share one parity
        for (let i = 0; i < n; i++)
          for (let j = i + 1; j < n; j++) edges.push({ u: i, v: j, w: 2 * ws[i * n + j] + (j % 2) });
        const r = maxWeightMatching(n, edges, { maxCardinality: true, warmStart: true });
        expect(matchingValue(edges, r.mate)).toEqual(bruteForce(n, edges, true));
        checkCertificate(r, edges, true);
      }),
      { numRuns: depth(1500, 150), seed: 14 },
    );
  });

  test('warm start finds the best perfect matching whenever one exists', () => {
    fc.assert(
      fc.property(graph(10, 0, 40), ([n, edges]) => {
        const r = maxWeightMatching(n, edges, { maxCardinality: true, warmStart: true });
        expect(isMatching(n, r.mate)).toBe(true);
        const best = bruteForce(n, edges, true);
        if (best[0] * 2 === n) {
          expect(matchingValue(edges, r.mate)).toEqual(best);
          checkCertificate(r, edges, true);
        }
      }),
      { numRuns: depth(2500, 250), seed: 13 },
    );
  });
});

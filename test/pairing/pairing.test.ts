// McMahon (M2, M3) and Swiss (L2, L4) pairing: structural properties over thousands of random tournaments,
// equality with the optimum of an exhaustive search scored by an independent oracle (oracle.ts, written from
// the rules) on small fields, hand-checked examples and whole seasons. More hand-computed rounds: golden.test.ts.
import fc from 'fast-check';
import {
  buildField,
  comparePairingOrder,
  explainPairing,
  mcMahonStartScores,
  pairRound,
  scoreUnit,
  type PairingEntrant,
  type RoundPairing,
} from '../../src/engine/pairing';
import { computeLevels, gapSqGuess, weigher } from '../../src/engine/pairing/criteria';
import { pairRoundWithProof } from '../../src/engine/pairing/pairRound';
import { exhaustiveOptimum, randomTournament, scoreOf } from './exhaustive';
import { depth } from '../helpers/depth';

const tournaments = (maxN: number) =>
  fc
    .record({
      n: fc.integer({ min: 1, max: maxN }),
      rounds: fc.integer({ min: 0, max: 7 }),
      seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
      system: fc.constantFrom<'mcmahon' | 'swiss'>('mcmahon', 'swiss'),
      shuffledRanks: fc.boolean(),
    })
    .map((t) => randomTournament(t.n, t.rounds, t.seed, t.system, t.shuffledRanks));

function checkStructure(entrants: readonly PairingEntrant[], p: RoundPairing): void {
  const seen = new Set<string>();
  for (const m of p.matches) {
    expect(seen.has(m.first) || seen.has(m.second) || m.first === m.second).toBe(false);
    seen.add(m.first);
    seen.add(m.second);
  }
  if (p.bye !== null) {
    expect(seen.has(p.bye)).toBe(false);
    seen.add(p.bye);
  }
  expect(seen.size).toBe(entrants.length);
  expect(p.bye !== null).toBe(entrants.length % 2 === 1);
}

const met = (entrants: readonly PairingEntrant[], a: string, b: string): boolean =>
  (entrants.find((e) => e.id === a) as PairingEntrant).opponents.includes(b);

describe('pairing properties', () => {
  test('M3, L2: every entrant is paired exactly once, a bye only in odd fields and to one without a bye', () => {
    fc.assert(
      fc.property(tournaments(12), ({ request }) => {
        const p = pairRound(request);
        checkStructure(request.entrants, p);
        if (p.bye !== null && request.entrants.some((e) => !e.hadBye)) {
          expect((request.entrants.find((e) => e.id === p.bye) as PairingEntrant).hadBye).toBe(false);
        }
        for (const m of p.matches) {
          expect(m.rematch).toBe(met(request.entrants, m.first, m.second));
          const a = request.entrants.find((e) => e.id === m.first) as PairingEntrant;
          const b = request.entrants.find((e) => e.id === m.second) as PairingEntrant;
          expect(a.rank <= b.rank).toBe(true); // first = the better-ranked
          expect(m.float).toBe(a.score !== b.score);
          expect(m.reason.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: depth(3000, 300), seed: 21 },
    );
  });

  test("M3, L4: equals the oracle's exhaustive optimum (rematches, bye, squared gaps, unequal pairs, float heights, halves, split) on fields up to 11", () => {
    fc.assert(
      fc.property(tournaments(11), ({ request }) => {
        const p = pairRound(request);
        const best = exhaustiveOptimum(request);
        expect(scoreOf(request, p)).toEqual(best.score);
        expect(best.rounds.some((r) => r.bye === p.bye)).toBe(true);
      }),
      { numRuns: depth(3000, 300), seed: 22 },
    );
  });

  test('M3, L4: never repeats a match when a rematch-free pairing exists', () => {
    fc.assert(
      fc.property(tournaments(12), ({ request }) => {
        const p = pairRound(request);
        const rematches = p.matches.filter((m) => m.rematch).length;
        if (request.entrants.length <= 11) expect(rematches).toBe(exhaustiveOptimum(request).score[0]);
        for (const m of p.matches) if (m.rematch) expect(m.reason).toMatch(/^rematch/);
      }),
      { numRuns: depth(2000, 200), seed: 23 },
    );
  });

  test('the same input always gives the same pairing, whatever the order of the entrants', () => {
    fc.assert(
      fc.property(tournaments(12), fc.integer(), ({ request }, k) => {
        const rotated = request.entrants
          .slice(k % Math.max(1, request.entrants.length))
          .concat(request.entrants.slice(0, k % Math.max(1, request.entrants.length)));
        expect(pairRound({ ...request, entrants: rotated })).toEqual(pairRound(request));
      }),
      { numRuns: 300, seed: 24 },
    );
  });
});

const entrant = (
  id: string,
  score: number,
  rank: number,
  opponents: string[] = [],
  hadBye = false,
): PairingEntrant => ({ id, score, rank, opponents, hadBye });

describe('hand-checked pairings', () => {
  test('L4: one score group of 8 splits 1-5, 2-6, 3-7, 4-8', () => {
    const es = 'ABCDEFGH'.split('').map((id, i) => entrant(id, 2, i));
    const p = pairRound({ entrants: es, bye: { kind: 'lowestRanked' } });
    expect(p.matches.map((m) => m.first + m.second)).toEqual(['AE', 'BF', 'CG', 'DH']);
    expect(p.matches[0].reason).toBe('same score 2');
  });

  test('L4: an odd group floats its lowest-ranked down to the top of the next group', () => {
    const es = [
      entrant('A', 2, 0),
      entrant('B', 2, 1),
      entrant('C', 2, 2),
      entrant('D', 1, 3),
      entrant('E', 1, 4),
      entrant('F', 1, 5),
    ];
    const p = pairRound({ entrants: es, bye: { kind: 'lowestRanked' } });
    expect(p.matches.map((m) => m.first + m.second)).toEqual(['AB', 'CD', 'EF']);
    expect(p.matches[1]).toMatchObject({
      float: true,
      reason: 'floated down from 2 to 1: 3 on 2 or more, an odd number; the nearest score (gap 1, squared 1)',
    });
    // split: A-B in a group of 3 that sends a floater: h = (3 - 0 - 1)/2 = 1, places 0,1: |1 - 1| = 0;
    // C (lowest of 2) meets D (top of 1): 0 + 0; E-F in a group of 3 that receives one: h = 1, |2 - 1 - 1| = 0
    // floatHeight: C floats from group 2, which has one group below it (4.3); A-B and E-F: no entrant of
    // group 2 (3 entrants, sends one: h = 1, places 0 and 1) shares a half with... A top, B bottom (4.4)
    expect(explainPairing({ entrants: es, bye: { kind: 'lowestRanked' } }, p).map((x) => x.cost)).toEqual([
      { rematch: 0, gap: 0, gapSq: 0, unequal: 0, floatHeight: 0, sameHalf: 0, splitDistance: 0, split: 0 },
      { rematch: 0, gap: 1, gapSq: 1, unequal: 1, floatHeight: 1, sameHalf: 0, splitDistance: 0, split: 0 },
      { rematch: 0, gap: 0, gapSq: 0, unequal: 0, floatHeight: 0, sameHalf: 0, splitDistance: 0, split: 0 },
    ]);
  });

  test('M3: a float when all of the group already met', () => {
    const es = [entrant('A', 7, 0, ['B']), entrant('B', 7, 1, ['A']), entrant('C', 5, 2), entrant('D', 5, 3)];
    const p = pairRound({ entrants: es, bye: { kind: 'lowestRanked' } });
    // both pairs float (squared gaps 4 + 4, the least without the rematch); split: A-C is 1 + 0, B-D is
    // 0 + 1 (1 + 1 squared), against A-D 1 + 1 and B-C 0 (4 squared)
    expect(p.matches.map((m) => m.first + m.second)).toEqual(['AC', 'BD']);
    expect(p.matches[0].reason).toBe('floated down from 7 to 5: all of group 7 already met (gap 2, squared 4)');
  });

  test('M3: a rematch only when no other pairing is possible, flagged', () => {
    const es = [entrant('A', 3, 0, ['B']), entrant('B', 3, 1, ['A'])];
    const p = pairRound({ entrants: es, bye: { kind: 'lowestRanked' } });
    expect(p.matches).toEqual([
      { first: 'A', second: 'B', reason: 'rematch: no other pairing possible', float: false, rematch: true },
    ]);
  });

  test('M3: the bye goes to the lowest-ranked without one, skipping one whose absence forces a rematch', () => {
    const es = [entrant('A', 5, 0, ['B']), entrant('B', 3, 1, ['A']), entrant('C', 1, 2, [], true), entrant('D', 1, 3)];
    es.push(entrant('E', 1, 4, [], false));
    const p = pairRound({ entrants: es, bye: { kind: 'lowestRanked' } });
    expect(p.bye).toBe('E');
    expect(p.byeReason).toBe('lowest-ranked without a bye');
    // A and B met: with E out, A-B would be a rematch, so the bye passes to the next candidate, B
    const three = [entrant('A', 5, 0, ['B']), entrant('B', 3, 1, ['A']), entrant('E', 1, 2)];
    const q = pairRound({ entrants: three, bye: { kind: 'lowestRanked' } });
    expect(q.bye).toBe('B');
    expect(q.matches[0].rematch).toBe(false);
    expect(q.byeReason).toMatch(/skipped/);
  });

  test('L2: a round-1 bye is drawn from the seed, the same seed giving the same draw', () => {
    const es = 'ABCDEFG'.split('').map((id, i) => entrant(id, 0, i));
    const draws = new Set<string>();
    for (let s = 0; s < 30; s++) {
      const p = pairRound({ entrants: es, bye: { kind: 'draw', seed: `event/${s}` } });
      expect(pairRound({ entrants: es, bye: { kind: 'draw', seed: `event/${s}` } })).toEqual(p);
      draws.add(p.bye as string);
    }
    expect(draws.size).toBeGreaterThan(3);
  });
});

describe('M2: McMahon start scores and whole seasons', () => {
  test('M2: the top ⌊n/2⌋ by seeding start on 3, the rest on 1; the top group size is a setting', () => {
    const ids = ['a', 'b', 'c', 'd', 'e'];
    expect(Array.from(mcMahonStartScores(ids).values())).toEqual([3, 3, 1, 1, 1]);
    expect(Array.from(mcMahonStartScores(ids, { topGroupSize: 3 }).values())).toEqual([3, 3, 3, 1, 1]);
    expect(() => mcMahonStartScores(ids, { topGroupSize: 6 })).toThrow(/M2/);
  });

  test('M2, M3: seasons of 16 and 15 teams × 5 rounds: no rematch, at most one bye each', () => {
    for (const n of [16, 15, 9]) {
      for (let season = 0; season < 20; season++) {
        const ids = Array.from({ length: n }, (_, i) => `T${i + 1}`);
        const start = mcMahonStartScores(ids);
        const score = new Map(ids.map((id) => [id, start.get(id) as number]));
        const opponents = new Map(ids.map((id) => [id, [] as string[]]));
        const byes = new Set<string>();
        let x = season * 7919 + n;
        for (let round = 1; round <= 5; round++) {
          const ranking = ids
            .slice()
            .sort((a, b) => (score.get(b) as number) - (score.get(a) as number) || ids.indexOf(a) - ids.indexOf(b));
          const entrants = ranking.map((id, rank) =>
            entrant(id, score.get(id) as number, rank, opponents.get(id), byes.has(id)),
          );
          const p = pairRound({ entrants, bye: { kind: 'lowestRanked' } });
          checkStructure(entrants, p);
          expect(p.matches.some((m) => m.rematch)).toBe(false);
          if (p.bye) {
            expect(byes.has(p.bye)).toBe(false);
            byes.add(p.bye);
            score.set(p.bye, (score.get(p.bye) as number) + 3);
          }
          for (const m of p.matches) {
            (opponents.get(m.first) as string[]).push(m.second);
            (opponents.get(m.second) as string[]).push(m.first);
            x = (x * 1103515245 + 12345) % 2147483648;
            const r = x % 5;
            const [a, b] = r < 2 ? [3, 1] : r < 4 ? [1, 3] : [2, 2];
            score.set(m.first, (score.get(m.first) as number) + a);
            score.set(m.second, (score.get(m.second) as number) + b);
          }
        }
      }
    }
  });
});

describe('weight levels', () => {
  test('M3: when the exact weights would not fit, only the L4 split level is capped; too small a budget is refused', () => {
    for (let seed = 0; seed < depth(20, 4); seed++) {
      const { request } = randomTournament(40, 3, seed, seed % 2 ? 'swiss' : 'mcmahon', false);
      const exact = pairRound(request);
      const ordered = request.entrants.slice().sort(comparePairingOrder);
      const unit = scoreUnit(ordered.map((e) => e.score));
      // the field the solver pairs (the bye set aside) and its best total squared gap, from the exact pairing
      const rest = ordered.filter((e) => e.id !== exact.bye);
      const f = buildField(rest, unit);
      const best = scoreOf(request, exact)[2] * (unit / 2) ** 2;
      expect(computeLevels(f, false, 60, best).splitCap).toBe(Infinity);
      let capped = 0,
        refused = 0;
      for (let bits = 48; bits >= 6; bits--) {
        let p: RoundPairing;
        try {
          p = pairRound(request, { weightBits: bits });
        } catch (e) {
          expect(e).toBeInstanceOf(RangeError);
          refused++;
          continue;
        }
        checkStructure(request.entrants, p);
        expect(p.bye).toBe(exact.bye);
        // rematches, bye, squared gaps, unequal pairs, float heights (4.3) and halves (4.4) are never approximated
        expect(scoreOf(request, p).slice(0, 6)).toEqual(scoreOf(request, exact).slice(0, 6));
        if (computeLevels(f, false, bits, best).splitCap < Infinity) capped++;
      }
      expect(capped).toBeGreaterThan(0);
      expect(refused).toBeGreaterThan(0);
      expect(() => pairRound(request, { weightBits: 6 })).toThrow(RangeError);
    }
  });
});

describe('weight magnitudes (criteria.ts header)', () => {
  // the widest squared-gap bound for a spread of R units: half the field on R, half on 0
  const split = (n: number, R: number) => {
    const es = Array.from({ length: n }, (_, i) => entrant(`E${i}`, i < n / 2 ? R : 0, i));
    return buildField(es, 1);
  };
  test('M3: 4,096 entrants fit exact integer weights (≤ 2^48) up to a spread of 120,000 units at the bound the solver assumes first, 2,700 when rematches must be weighed; beyond, a refusal', () => {
    for (const [R, withRematch] of [
      [120000, false],
      [2700, true],
    ] as const) {
      const f = split(4096, R);
      const lv = computeLevels(f, withRematch, 48, gapSqGuess(f));
      expect(Number.isSafeInteger(lv.top)).toBe(true);
      expect(lv.top).toBeLessThanOrEqual(2 ** 48);
      // each level outweighs all below it on the best pairing: with A = 2R², at most 2 pairs of unequal
      // score (each costs R²), of height 1; at most 2048 pairs in one half and 2048 capped splits
      expect(lv.assumedGapSq).toBe(2 * R * R);
      expect(lv.gapSqUnit).toBeGreaterThan(2 * lv.unequalUnit);
      expect(lv.unequalUnit).toBeGreaterThan(2 * lv.floatUnit);
      expect(lv.floatUnit).toBeGreaterThan(2048 * lv.sameHalfUnit);
      expect(lv.sameHalfUnit).toBeGreaterThan(2048 * Math.min(lv.splitCap, 4094 ** 2));
      if (withRematch)
        expect(lv.rematchUnit).toBeGreaterThan(
          lv.gapSqUnit * 2048 * R * R + 2048 * lv.unequalUnit + 2048 * lv.floatUnit + 2048 * lv.sameHalfUnit,
        );
    }
    expect(() => computeLevels(split(4096, 125000), false, 48, 2 * 125000 ** 2)).toThrow(RangeError);
    expect(() => computeLevels(split(4096, 2800), true, 48, 2 * 2800 ** 2)).toThrow(RangeError);
  });
});

describe('sparse start and pricing', () => {
  test('M3, L4: on fields of 20-80 the sparse start with pricing reaches the same optimum as the complete graph', () => {
    const complete = { splitWindow: 1000, boundaryLinks: 1000, crossLinks: 1000 };
    const thin = { splitWindow: 0, boundaryLinks: 1, crossLinks: 0 };
    for (let seed = 0; seed < 40; seed++) {
      const n = 20 + ((seed * 7) % 61);
      const { request } = randomTournament(
        n,
        1 + (seed % 6),
        1000 + seed,
        seed % 2 ? 'swiss' : 'mcmahon',
        seed % 5 === 0,
      );
      const full = pairRound(request, complete);
      const best = scoreOf(request, full);
      for (const settings of [{}, thin]) {
        const p = pairRound(request, settings);
        expect(p.bye).toBe(full.bye);
        expect(scoreOf(request, p)).toEqual(best);
      }
    }
  });

  test('M3, L4: at 4,096 entrants (Swiss and McMahon) another start graph reaches the same total weight, the same oracle score and no rematch', () => {
    // fields after four random rounds; each pairing proven optimal by pricing over every pair of the full field
    const other = { splitWindow: 2, boundaryLinks: 1, crossLinks: 1 };
    for (const system of ['swiss', 'mcmahon'] as const) {
      const { request } = randomTournament(4097, 4, 4096, system, false);
      const a = pairRoundWithProof(request);
      const b = pairRoundWithProof(request, other);
      expect(b.pairing.bye).toBe(a.pairing.bye);
      // the total weight by the solver's own levels, on the field it paired
      const ordered = request.entrants.filter((e) => e.id !== a.pairing.bye).sort(comparePairingOrder);
      const f = buildField(ordered, scoreUnit(ordered.map((e) => e.score)));
      const weight = weigher(f, computeLevels(f, false, 48, gapSqGuess(f)));
      const at = new Map(ordered.map((e, i) => [e.id, i]));
      const total = (p: RoundPairing): bigint =>
        p.matches.reduce(
          (t, m) => t + BigInt(weight(at.get(m.first) as number, at.get(m.second) as number)),
          BigInt(0),
        );
      expect(total(b.pairing)).toBe(total(a.pairing));
      expect(scoreOf(request, a.pairing)[0]).toBe(0);
      expect(scoreOf(request, b.pairing).slice(0, 6)).toEqual(scoreOf(request, a.pairing).slice(0, 6));
      if (a.splitExact && b.splitExact) expect(scoreOf(request, b.pairing)).toEqual(scoreOf(request, a.pairing));
    }
  });
});

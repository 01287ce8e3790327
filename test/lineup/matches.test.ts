// M9-M11: individual matches from two line-ups; M10 reductions; property tests of the flexible pairing system.
import fc from 'fast-check';
import {
  parseLineup,
  individualMatches,
  defaultMatchCount,
  reductionRange,
  checkReduction,
  effectiveReduction,
  nap,
  slots,
  type LineUp,
  type Board,
} from '../../src/engine/mochalunt/lineup';
import type { PlayerName } from '../../src/engine/core/ids';

function lineup(text: string, strength?: string): LineUp {
  const r = parseLineup(text, { strength });
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.value;
}
const CAMEROON = lineup('A, B, C, D, E, F / D, A');
const ESTONIA = lineup('L, M, N, O / N, L, O');
const pairs = (r: ReturnType<typeof individualMatches>) => {
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.value.map((b) => `${b.team1}-${b.team2}`);
};

describe('M9: truncation and reordering', () => {
  test('M9: ABCDEF/DA v LMNO/NLO gives A-L, B-L, C-M, D-N, E-N, F-O', () => {
    expect(defaultMatchCount(CAMEROON, ESTONIA)).toBe(6);
    expect(pairs(individualMatches(CAMEROON, ESTONIA))).toEqual(['A-L', 'B-L', 'C-M', 'D-N', 'E-N', 'F-O']);
  });
  test('M9: ABCDEF/DA v LMNO gives A-L, B-M, C-N, D-O (only 4 slots on one side)', () => {
    expect(pairs(individualMatches(CAMEROON, lineup('L, M, N, O')))).toEqual(['A-L', 'B-M', 'C-N', 'D-O']);
  });
  test('M9: the team order does not matter: the smaller NAP may be team 1', () => {
    expect(pairs(individualMatches(ESTONIA, CAMEROON))).toEqual(['L-A', 'L-B', 'M-C', 'N-D', 'N-E', 'O-F']);
  });
  test('M9: equal NAPs: one match per player, second parts unused', () => {
    expect(pairs(individualMatches(lineup('A, B, C, D / A, B'), lineup('L, M, N, O / O')))).toEqual([
      'A-L',
      'B-M',
      'C-N',
      'D-O',
    ]);
  });
});

describe('M10: reduction', () => {
  test('M10: Cameroon reduces to 4: A-L, B-M, C-N, D-O', () => {
    expect(pairs(individualMatches(CAMEROON, ESTONIA, { matches: 4 }))).toEqual(['A-L', 'B-M', 'C-N', 'D-O']);
  });
  test('M10: Cameroon reduces to 5: A-L, B-M, C-N, D-N, E-O', () => {
    expect(pairs(individualMatches(CAMEROON, ESTONIA, { matches: 5, by: 'team1' }))).toEqual([
      'A-L',
      'B-M',
      'C-N',
      'D-N',
      'E-O',
    ]);
  });
  test('M10: the range is from the smaller NAP to the default number, for the higher-NAP team', () => {
    expect(reductionRange(CAMEROON, ESTONIA)).toEqual({ min: 4, max: 6, by: 'team1' });
    expect(reductionRange(ESTONIA, CAMEROON)).toEqual({ min: 4, max: 6, by: 'team2' });
    expect(checkReduction(CAMEROON, ESTONIA, { matches: 6 })).toEqual({ ok: true, value: 6 });
  });
  test('M10: below the smaller NAP or above the default number is a problem', () => {
    for (const m of [3, 7]) {
      const r = checkReduction(CAMEROON, ESTONIA, { matches: m });
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.problems[0]).toEqual({
          field: 'matches',
          message: `${m} matches is outside the allowed range: at least 4 (the smaller NAP), at most 6 (the default number of matches)`,
          fix: 'to reduce, type a whole number from 4 to 5; leave it empty (or type 6) to play the default 6 matches',
        });
      }
    }
  });
  test('M10: only the team with the higher NAP may reduce', () => {
    const r = individualMatches(CAMEROON, ESTONIA, { matches: 5, by: 'team2' });
    expect(!r.ok && r.problems[0].message).toBe(
      'only the captain of team 1, the team with more available players, may reduce the number of matches',
    );
  });
  test('M10: equal NAPs: nothing to reduce; the default number itself is accepted from either team', () => {
    const a = lineup('A, B, C, D, E / A');
    const b = lineup('L, M, N, O, P / L, M');
    expect(reductionRange(a, b)).toEqual({ min: 5, max: 5, by: null });
    expect(checkReduction(a, b, { matches: 5, by: 'team2' })).toEqual({ ok: true, value: 5 });
    const r = checkReduction(a, b, { matches: 4 });
    expect(!r.ok && r.problems[0].message).toBe(
      'both teams have 5 available players, so there is nothing to reduce: the team match has 5 individual matches',
    );
  });
  test('M10: a number equal to the default is no reduction; only a smaller one by the higher-NAP team is', () => {
    expect(effectiveReduction(CAMEROON, ESTONIA, { matches: 6, by: 'team1' })).toBeNull();
    expect(effectiveReduction(CAMEROON, ESTONIA, { matches: 6, by: 'team2' })).toBeNull();
    expect(effectiveReduction(CAMEROON, ESTONIA, { matches: 5, by: 'team1' })).toBe(5);
    expect(effectiveReduction(CAMEROON, ESTONIA, { matches: 5, by: 'team2' })).toBeNull();
    expect(effectiveReduction(CAMEROON, ESTONIA, { matches: 7, by: 'team1' })).toBeNull();
    expect(effectiveReduction(CAMEROON, ESTONIA, null)).toBeNull();
    // the lower-NAP team typing the default is accepted; a smaller number from it is refused, naming what to type
    expect(checkReduction(CAMEROON, ESTONIA, { matches: 6, by: 'team2' })).toEqual({ ok: true, value: 6 });
    const r = checkReduction(CAMEROON, ESTONIA, { matches: 4, by: 'team2' });
    expect(!r.ok && r.problems[0].fix).toBe(
      'leave the number of matches empty (or type 6, the default); only team 1 may type a smaller number',
    );
  });
  test('M10: a number that is not whole', () => {
    const r = checkReduction(CAMEROON, ESTONIA, { matches: 4.5 });
    expect(!r.ok && r.problems[0].message).toBe('"4.5" is not a whole number of matches');
  });
});

describe('M11: strength order', () => {
  test('M11: A5 B4 C1 D3 E2/DA v L1 M4 N2 O3/NLOM gives C-L, E-N, D-N, B-O, A-M', () => {
    const cameroon = lineup('A, B, C, D, E / D, A', '5, 4, 1, 3, 2');
    const estonia = lineup('L, M, N, O / N, L, O, M', '1, 4, 2, 3');
    expect(pairs(individualMatches(cameroon, estonia))).toEqual(['C-L', 'E-N', 'D-N', 'B-O', 'A-M']);
  });
  test('M11: a strength order on one side only reorders that side; the other keeps its priority order', () => {
    const cameroon = lineup('A, B, C, D, E / D, A', '5, 4, 1, 3, 2');
    const estonia = lineup('L, M, N, O / N, L, O, M');
    expect(pairs(individualMatches(cameroon, estonia))).toEqual(['C-L', 'E-M', 'D-N', 'B-N', 'A-O']);
  });
});

describe('M9-M11 properties', () => {
  const names = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}` as PlayerName);
  const arbLineup = (prefix: string): fc.Arbitrary<LineUp> =>
    fc.integer({ min: 3, max: 10 }).chain((n) =>
      fc
        .record({
          seconds: fc.shuffledSubarray(names(prefix, n)),
          strength: fc.option(
            fc.shuffledSubarray(
              Array.from({ length: n }, (_, i) => i + 1),
              { minLength: n, maxLength: n },
            ),
            { nil: undefined },
          ),
        })
        .map(({ seconds, strength }) =>
          strength ? { players: names(prefix, n), seconds, strength } : { players: names(prefix, n), seconds },
        ),
    );
  const arbCase = fc.tuple(arbLineup('a'), arbLineup('b'), fc.nat(), fc.boolean());

  const count = (boards: readonly Board[], side: 'team1' | 'team2') => {
    const m = new Map<PlayerName, number>();
    for (const b of boards) m.set(b[side], (m.get(b[side]) ?? 0) + 1);
    return m;
  };

  test("M9/M10: the number of matches lies between the smaller-NAP team's slots (capped by the higher NAP) and the higher NAP", () => {
    fc.assert(
      fc.property(arbCase, ([l1, l2, k, reduce]) => {
        const { min, max } = reductionRange(l1, l2);
        const matches = reduce ? min + (k % (max - min + 1)) : undefined;
        const r = individualMatches(l1, l2, matches === undefined ? undefined : { matches });
        if (!r.ok) return false;
        const n = r.value.length;
        const hi = Math.max(nap(l1), nap(l2));
        const small = nap(l1) <= nap(l2) ? l1 : l2;
        if (n > hi || n < Math.min(nap(l1), nap(l2))) return false;
        return matches === undefined ? n === Math.min(hi, slots(small)) : n === matches;
      }),
      { numRuns: 300, seed: 21 },
    );
  });

  test('M8/M9: every player plays at most twice, twice only if listed after the "/", never twice against the same opponent', () => {
    fc.assert(
      fc.property(arbCase, ([l1, l2]) => {
        const r = individualMatches(l1, l2);
        if (!r.ok) return false;
        for (const [side, l] of [
          ['team1', l1],
          ['team2', l2],
        ] as const) {
          for (const [p, n] of count(r.value, side)) {
            if (!l.players.includes(p) || n > 2 || (n === 2 && !l.seconds.includes(p))) return false;
          }
        }
        return new Set(r.value.map((b) => `${b.team1}|${b.team2}`)).size === r.value.length;
      }),
      { numRuns: 300, seed: 9 },
    );
  });

  test('M9/M11: boards are 1..n and each side plays exactly the first n slots of its list', () => {
    fc.assert(
      fc.property(arbCase, ([l1, l2]) => {
        const r = individualMatches(l1, l2);
        if (!r.ok) return false;
        const n = r.value.length;
        if (!r.value.every((b, i) => b.board === i + 1)) return false;
        const sorted = (xs: readonly string[]) => [...xs].sort().join(',');
        return (
          sorted(r.value.map((b) => b.team1)) === sorted([...l1.players, ...l1.seconds].slice(0, n)) &&
          sorted(r.value.map((b) => b.team2)) === sorted([...l2.players, ...l2.seconds].slice(0, n))
        );
      }),
      { numRuns: 300, seed: 3 },
    );
  });

  test('M11: with strength orders, each side is in strength order (stronger players on lower boards)', () => {
    fc.assert(
      fc.property(arbCase, ([l1, l2]) => {
        const r = individualMatches(l1, l2);
        if (!r.ok) return false;
        const ok = (side: 'team1' | 'team2', l: LineUp) => {
          const rank = (p: PlayerName) => (l.strength ? l.strength[l.players.indexOf(p)] : l.players.indexOf(p));
          return r.value.every((b, i) => i === 0 || rank(r.value[i - 1][side]) <= rank(b[side]));
        };
        return ok('team1', l1) && ok('team2', l2);
      }),
      { numRuns: 300, seed: 11 },
    );
  });
});

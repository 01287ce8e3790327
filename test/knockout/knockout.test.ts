import fc from 'fast-check';
import { teamName } from '../../src/engine/core/ids';
import type { TeamName } from '../../src/engine/core/ids';
import { drawQuarterFinals } from '../../src/engine/mochalunt/knockout/quarterFinals';
import type { QuarterFinalDraw } from '../../src/engine/mochalunt/knockout/quarterFinals';
import { knockoutOutcome, knockoutRound, mcMahonPool } from '../../src/engine/mochalunt/knockout/bracket';
import { knockoutPlaces } from '../../src/engine/mochalunt/knockout/places';
import type { KnockoutMatch, KnockoutResult } from '../../src/engine/mochalunt/knockout/match';

const T = (n: number): TeamName => teamName(`T${n}`);
const ranking = Array.from({ length: 12 }, (_, i) => T(i + 1)); // T1 best
const pair = (a: number, b: number): [TeamName, TeamName] => [T(a), T(b)];
const draw = (earlier: [TeamName, TeamName][], r: readonly TeamName[] = ranking): QuarterFinalDraw => {
  const d = drawQuarterFinals(r, earlier);
  if (!d.ok) throw new Error(d.problems[0].message);
  return d.value;
};
const pairs = (ms: readonly KnockoutMatch[]): string[] => ms.map((m) => `${m.id} ${m.first}-${m.second}`);
/** a result: the named team wins (or level when 'level') */
const res = (match: KnockoutMatch, winner: TeamName | 'level'): KnockoutResult => ({
  match,
  firstScore: winner === 'level' ? 32 : winner === match.first ? 40 : 24,
  secondScore: winner === 'level' ? 32 : winner === match.second ? 40 : 24,
});

describe('M4 quarter-finals', () => {
  test('M4: without earlier meetings the quarter-finals are 1-8, 4-5, 2-7, 3-6, team 1 the better seed', () => {
    const d = draw([pair(1, 9), pair(2, 10), pair(9, 10)]);
    expect(pairs(d.matches)).toEqual(['QF1 T1-T8', 'QF2 T4-T5', 'QF3 T2-T7', 'QF4 T3-T6']);
    expect(d.matches.every((m) => m.stage === 1)).toBe(true);
    expect([d.rematches, d.moved, d.displacement]).toEqual([0, 0, 0]);
    expect(d.reason).toBe('standard draw 1-8, 4-5, 2-7, 3-6');
  });
  test('M4: a repeated 1-8 is avoided by the smallest change: seeds 7 and 8 swap (1-7, 2-8)', () => {
    const d = draw([pair(1, 8)]);
    expect(pairs(d.matches)).toEqual(['QF1 T1-T7', 'QF2 T4-T5', 'QF3 T2-T8', 'QF4 T3-T6']);
    expect([d.rematches, d.moved, d.displacement]).toEqual([0, 2, 2]);
    expect(d.reason).toBe('adjusted: seeds 7, 8 moved to avoid rematches');
  });
  test('M4: two repeated pairings are each fixed with the fewest seeds moved', () => {
    // 4-5 and 3-6 met: swapping 5 and 6 fixes both (4-6, 3-5)
    const d = draw([pair(4, 5), pair(3, 6)]);
    expect(pairs(d.matches)).toEqual(['QF1 T1-T8', 'QF2 T4-T6', 'QF3 T2-T7', 'QF4 T3-T5']);
    expect(d.moved).toBe(2);
  });
  test('M4: when a rematch cannot be avoided the standard draw keeps it and says so', () => {
    const earlier = [2, 3, 4, 5, 6, 7, 8].map((n) => pair(1, n));
    const d = draw(earlier);
    expect(d.rematches).toBe(1);
    expect(pairs(d.matches)).toEqual(['QF1 T1-T8', 'QF2 T4-T5', 'QF3 T2-T7', 'QF4 T3-T6']);
    expect(d.reason).toBe('standard draw; 1 rematch could not be avoided');
  });
  test('M4: fewer than 8 teams is a problem, not a draw', () => {
    const d = drawQuarterFinals(ranking.slice(0, 7), []);
    expect(d.ok).toBe(false);
  });

  /** an independent check: does some perfect matching of the 8 avoid every earlier pair? */
  const avoidable = (met: (a: number, b: number) => boolean, left: number[]): boolean => {
    if (left.length === 0) return true;
    const [a, ...rest] = left;
    return rest.some(
      (b) =>
        !met(a, b) &&
        avoidable(
          met,
          rest.filter((x) => x !== b),
        ),
    );
  };
  test('M4 property: a rematch only when unavoidable; the standard draw when nothing repeats; every team once', () => {
    const pairArb = fc
      .tuple(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 10 }))
      .filter(([a, b]) => a !== b);
    fc.assert(
      fc.property(fc.array(pairArb, { maxLength: 20 }), (earlier) => {
        const d = draw(earlier.map(([a, b]) => pair(a, b)));
        const metSet = new Set(earlier.map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`));
        const met = (a: number, b: number): boolean => metSet.has(`${Math.min(a, b)}-${Math.max(a, b)}`);
        const teams = d.matches.flatMap((m) => [m.first, m.second]);
        expect([...teams].sort()).toEqual(ranking.slice(0, 8).slice().sort());
        for (const m of d.matches) expect(ranking.indexOf(m.first)).toBeLessThan(ranking.indexOf(m.second));
        const actual = d.matches.filter((m) => met(ranking.indexOf(m.first) + 1, ranking.indexOf(m.second) + 1)).length;
        expect(actual).toBe(d.rematches);
        if (avoidable(met, [1, 2, 3, 4, 5, 6, 7, 8])) expect(d.rematches).toBe(0);
        const standard = [
          [1, 8],
          [4, 5],
          [2, 7],
          [3, 6],
        ].every(([a, b]) => !met(a, b));
        if (standard) expect(pairs(d.matches)).toEqual(['QF1 T1-T8', 'QF2 T4-T5', 'QF3 T2-T7', 'QF4 T3-T6']);
      }),
      { numRuns: 60, seed: 4 },
    );
  });
});

describe('M4, M5 semi-finals, final, placement and the McMahon pool', () => {
  const qf = draw([]).matches; // T1-T8, T4-T5, T2-T7, T3-T6
  test('M5: a level knock-out match goes to the better-ranked team (team 1)', () => {
    expect(knockoutOutcome(res(qf[1], 'level'))).toEqual({ winner: T(4), loser: T(5), decidedBy: 'ranking' });
    expect(knockoutOutcome(res(qf[1], T(5)))).toEqual({ winner: T(5), loser: T(4), decidedBy: 'score' });
  });
  // QF: T1 wins, T5 beats T4, level 2-7 (T2 through), T6 beats T3.
  const quarterResults = [res(qf[0], T(1)), res(qf[1], T(5)), res(qf[2], 'level'), res(qf[3], T(6))];
  // the updated ranking after round 6: T6 has climbed above T5
  const after6 = [T(1), T(2), T(6), T(5), T(3), T(4), T(7), T(8), T(9), T(10), T(11), T(12)];
  test('M4: semi-finals W(1-8)–W(4-5) and W(2-7)–W(3-6); quarter-final losers play for places 5-8 (round 7)', () => {
    const r7 = knockoutRound(2, quarterResults, after6);
    if (!r7.ok) throw new Error('round 7');
    expect(pairs(r7.value)).toEqual(['SF1 T1-T5', 'SF2 T2-T6', 'P5A T4-T8', 'P5B T3-T7']);
    expect(r7.value.every((m) => m.stage === 2)).toBe(true);
    // labels name the quarter-finals, so they stay right when M4 adjusted the quarter-final draw
    expect(r7.value.map((m) => m.label)).toEqual([
      'semi-final W(QF1)–W(QF2)',
      'semi-final W(QF3)–W(QF4)',
      'places 5-8: L(QF1)–L(QF2)',
      'places 5-8: L(QF3)–L(QF4)',
    ]);
  });
  test('M4: team 1 of a semi-final is the better team of the updated ranking, not of the seeding', () => {
    const climbed = [T(6), T(1), T(2), T(5), T(3), T(4), T(7), T(8)];
    const r7 = knockoutRound(2, quarterResults, climbed);
    if (!r7.ok) throw new Error('round 7');
    expect(pairs(r7.value).slice(0, 2)).toEqual(['SF1 T1-T5', 'SF2 T6-T2']);
  });
  test('M4: round 8 has the final, 3rd place, 5th place and 7th place; the places 1-8 follow', () => {
    const r7 = knockoutRound(2, quarterResults, after6);
    if (!r7.ok) throw new Error('round 7');
    const [sf1, sf2, p5a, p5b] = r7.value;
    const round7 = [res(sf1, T(5)), res(sf2, 'level'), res(p5a, T(8)), res(p5b, T(3))];
    const r8 = knockoutRound(3, [...quarterResults, ...round7], after6);
    if (!r8.ok) throw new Error('round 8');
    expect(pairs(r8.value)).toEqual(['F T2-T5', 'P3 T1-T6', 'P5 T3-T8', 'P7 T4-T7']);
    const [f, p3, p5, p7] = r8.value;
    const places = knockoutPlaces(
      [...quarterResults, ...round7, res(f, T(5)), res(p3, T(6)), res(p5, 'level'), res(p7, T(7))],
      after6,
    );
    // M18: the places 1-8 come from the matches; a played level P5 goes to team 1 (M5)
    expect(places.map((p) => [p.place, p.team])).toEqual([
      [1, T(5)],
      [2, T(2)],
      [3, T(6)],
      [4, T(1)],
      [5, T(3)],
      [6, T(8)],
      [7, T(7)],
      [8, T(4)],
    ]);
    expect(places.every((p) => !p.level)).toBe(true);
  });
  test('M4: a round cannot be drawn before the previous results are in', () => {
    const r7 = knockoutRound(2, quarterResults.slice(0, 3), after6);
    expect(r7.ok).toBe(false);
    if (!r7.ok) expect(r7.problems[0].message).toBe('no result yet for QF4');
  });
  test('M4: teams ranked 9th and below play the McMahon; with the mcmahon setting, losers join them the next round', () => {
    const top8 = ranking.slice(0, 8);
    expect(mcMahonPool(2, after6, top8, quarterResults)).toEqual([T(9), T(10), T(11), T(12)]);
    expect(mcMahonPool(1, after6, top8, [], { eliminated: 'mcmahon' })).toEqual([T(9), T(10), T(11), T(12)]);
    expect(mcMahonPool(2, after6, top8, quarterResults, { eliminated: 'mcmahon' })).toEqual([
      T(3),
      T(4),
      T(7),
      T(8),
      T(9),
      T(10),
      T(11),
      T(12),
    ]);
    const r7 = knockoutRound(2, quarterResults, after6, { eliminated: 'mcmahon' });
    if (!r7.ok) throw new Error('round 7');
    expect(pairs(r7.value)).toEqual(['SF1 T1-T5', 'SF2 T2-T6']);
  });
  test('M4: without placement matches, places 3-4 and 5-8 follow the updated ranking', () => {
    const settings = { eliminated: 'none' as const };
    const r7 = knockoutRound(2, quarterResults, after6, settings);
    if (!r7.ok) throw new Error('round 7');
    const round7 = [res(r7.value[0], T(1)), res(r7.value[1], T(6))];
    const r8 = knockoutRound(3, [...quarterResults, ...round7], after6, settings);
    if (!r8.ok) throw new Error('round 8');
    expect(pairs(r8.value)).toEqual(['F T1-T6']);
    const places = knockoutPlaces([...quarterResults, ...round7, res(r8.value[0], T(6))], after6);
    expect(places.map((p) => p.team)).toEqual([T(6), T(1), T(2), T(5), T(3), T(4), T(7), T(8)]);
    expect(places.map((p) => p.place)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

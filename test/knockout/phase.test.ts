// M4: the knock-out phase counted from its own start: a season whose phase 1 has 3, 4 or 5 rounds plays its
// quarter-finals, semi-finals and final in the three rounds after it, with the same matches.
import { teamName, type TeamName } from '../../src/engine/core/ids';
import {
  roundOfStage,
  stageOfRound,
  type KnockoutMatch,
  type KnockoutResult,
} from '../../src/engine/mochalunt/knockout/match';
import { phaseRound } from '../../src/engine/mochalunt/knockout/phase';

const T = (n: number): TeamName => teamName(`T${n}`);
const ranking = Array.from({ length: 11 }, (_, i) => T(i + 1));
const win1 = (m: KnockoutMatch): KnockoutResult => ({ match: m, firstScore: 40, secondScore: 24 });
const ids = (ms: readonly KnockoutMatch[]) => ms.map((m) => `${m.id} ${m.first}-${m.second}`);

test.each([3, 4, 5])(
  'M4: after a phase 1 of %i rounds, the three next rounds are stages 1, 2, 3 and no other round is',
  (p1) => {
    expect([p1, p1 + 1, p1 + 2, p1 + 3, p1 + 4].map((r) => stageOfRound(r, p1))).toEqual([null, 1, 2, 3, null]);
    expect(([1, 2, 3] as const).map((s) => roundOfStage(s, p1))).toEqual([p1 + 1, p1 + 2, p1 + 3]);
  },
);

test('M4, M5: the three stages from the ranking alone, with 9th and below in the McMahon pool every round', () => {
  const settings = { eliminated: 'placement' as const };
  const qf = phaseRound(1, ranking, [], { results: [], top8: [] }, settings);
  if (!qf.ok) throw new Error(qf.problems[0].message);
  expect(ids(qf.value.knockout)).toEqual(['QF1 T1-T8', 'QF2 T4-T5', 'QF3 T2-T7', 'QF4 T3-T6']);
  expect(qf.value.knockout.every((m) => m.stage === 1)).toBe(true);
  expect(qf.value.mcMahon).toEqual([T(9), T(10), T(11)]);
  const top8 = qf.value.knockout.flatMap((m) => [m.first, m.second]);
  const r1 = qf.value.knockout.map(win1);
  const sf = phaseRound(2, ranking, [], { results: r1, top8 }, settings);
  if (!sf.ok) throw new Error(sf.problems[0].message);
  expect(ids(sf.value.knockout)).toEqual(['SF1 T1-T4', 'SF2 T2-T3', 'P5A T5-T8', 'P5B T6-T7']);
  expect(sf.value.drawReason).toBeNull();
  expect(sf.value.mcMahon).toEqual([T(9), T(10), T(11)]);
  const f = phaseRound(3, ranking, [], { results: [...r1, ...sf.value.knockout.map(win1)], top8 }, settings);
  if (!f.ok) throw new Error(f.problems[0].message);
  expect(ids(f.value.knockout)).toEqual(['F T1-T2', 'P3 T3-T4', 'P5 T5-T6', 'P7 T7-T8']);
  expect(f.value.knockout.every((m) => m.stage === 3)).toBe(true);
});

test("M4 Decision 'mcmahon': quarter-final losers join the McMahon pool from stage 2; fewer than 8 teams is a problem", () => {
  const qf = phaseRound(1, ranking, [], { results: [], top8: [] }, { eliminated: 'mcmahon' });
  if (!qf.ok) throw new Error(qf.problems[0].message);
  const top8 = qf.value.knockout.flatMap((m) => [m.first, m.second]);
  const sf = phaseRound(2, ranking, [], { results: qf.value.knockout.map(win1), top8 }, { eliminated: 'mcmahon' });
  if (!sf.ok) throw new Error(sf.problems[0].message);
  expect(sf.value.mcMahon).toEqual([T(5), T(6), T(7), T(8), T(9), T(10), T(11)]);
  const few = phaseRound(1, ranking.slice(0, 7), [], { results: [], top8: [] }, { eliminated: 'placement' });
  expect(few.ok ? null : few.problems[0].message).toBe(
    'phase 2 starts with a knock-out of 8 teams (M4), but only 7 teams are active',
  );
});

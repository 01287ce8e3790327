// M18 after phase 2 (M4, M5): the knock-out's places 1-8 on top of the standings, the McMahon standings from
// place 9 on; a match for places that was not played leaves its teams level.
import fc from 'fast-check';
import { roundNumber, teamName, type TeamName } from '../../src/engine/core/ids';
import { drawQuarterFinals } from '../../src/engine/mochalunt/knockout/quarterFinals';
import { knockoutRound } from '../../src/engine/mochalunt/knockout/bracket';
import { knockoutPlaces, placedStandings } from '../../src/engine/mochalunt/knockout/places';
import type { KnockoutMatch, KnockoutResult } from '../../src/engine/mochalunt/knockout/match';
import { standings, type StandingsRow } from '../../src/engine/mochalunt/scoring/standings';
import type { TeamRound } from '../../src/engine/mochalunt/scoring/teamRound';

const T = (n: number): TeamName => teamName(`T${n}`);
/** 12 teams, T1 best: T1..T8 play the knock-out */
const TEAMS = Array.from({ length: 12 }, (_, i) => T(i + 1));
const rec = (main: number, normalized: number): TeamRound => ({
  kind: 'match',
  round: roundNumber(1),
  opponent: T(99),
  score: 0,
  opponentScore: 0,
  main,
  normalized,
  offered: 16,
});
/** the McMahon standings: T1 best ... T12 last, except where `same` makes two teams level */
function mcMahonRows(level: [number, number][] = []): StandingsRow[] {
  return standings(
    TEAMS.map((t, i) => {
      const pair = level.find(([, b]) => b === i + 1);
      const k = pair ? pair[0] - 1 : i;
      return { team: t, seed: i + 1, rounds: [rec(20 - k, 60)] };
    }),
    { rankByMcMahonScore: false },
  );
}

type Outcome = 'first' | 'second' | 'level' | 'unplayed';
const result = (match: KnockoutMatch, o: Outcome): KnockoutResult => ({
  match,
  firstScore: o === 'first' ? 40 : o === 'second' ? 24 : o === 'level' ? 32 : 0,
  secondScore: o === 'second' ? 40 : o === 'first' ? 24 : o === 'level' ? 32 : 0,
  played: o !== 'unplayed',
});

/** Plays the knock-out of T1..T8 with the given outcomes (QF ×4, round 7 ×4, round 8 ×4). */
function bracket(outcomes: readonly Outcome[], ranking: readonly TeamName[] = TEAMS): KnockoutResult[] {
  const d = drawQuarterFinals(ranking, []);
  if (!d.ok) throw new Error('draw');
  const results = d.value.matches.map((m, i) => result(m, outcomes[i]));
  const r7 = knockoutRound(2, results, ranking);
  if (!r7.ok) throw new Error('round 7');
  results.push(...r7.value.map((m, i) => result(m, outcomes[4 + i])));
  const r8 = knockoutRound(3, results, ranking);
  if (!r8.ok) throw new Error('round 8');
  results.push(...r8.value.map((m, i) => result(m, outcomes[8 + i])));
  return results;
}

const shown = (rows: readonly { place: number; level: boolean; team: string }[]) =>
  rows.map((r) => `${r.place}${r.level ? '=' : ''} ${r.team}`);

describe('M18: the knock-out decides places 1-8', () => {
  test("M18: after round 8 the final's winner is first and its loser second, then 3rd place, 5th, 7th; the others from 9 on", () => {
    // QF: T8 beats T1, T4 beats T5, T7 beats T2, T3 beats T6 (upsets); SF1 T4-T8: T8; SF2 T3-T7: T7;
    // P5A T1-T5: T5; P5B T2-T6: T2; F T7-T8: T8 (team 2) wins; P3 T3-T4: T3; P5 T2-T5: T5; P7 T1-T6: T6
    const results = bracket([
      'second',
      'first',
      'second',
      'first',
      'second',
      'second',
      'second',
      'first',
      'second',
      'first',
      'second',
      'second',
    ]);
    const rows = placedStandings(mcMahonRows(), results);
    expect(shown(rows)).toEqual([
      '1 T8',
      '2 T7',
      '3 T3',
      '4 T4',
      '5 T5',
      '6 T2',
      '7 T6',
      '8 T1',
      '9 T9',
      '10 T10',
      '11 T11',
      '12 T12',
    ]);
    expect(rows.slice(0, 8).map((r) => r.decidedByText)).toEqual([
      'final',
      'final',
      '3rd-place match',
      '3rd-place match',
      '5th-place match',
      '5th-place match',
      '7th-place match',
      '7th-place match',
    ]);
    expect(rows.slice(0, 8).every((r) => r.stage === 'knock-out')).toBe(true);
    expect(rows.slice(8).every((r) => r.stage === 'McMahon')).toBe(true);
  });

  test('M18: an unplayed placement match leaves its teams level: "7=" for both, and the next place is 9', () => {
    const results = bracket([
      'first',
      'first',
      'first',
      'first',
      'first',
      'first',
      'first',
      'first',
      'first',
      'first',
      'first',
      'unplayed',
    ]);
    const rows = placedStandings(mcMahonRows(), results);
    expect(shown(rows).slice(0, 9)).toEqual(['1 T1', '2 T2', '3 T3', '4 T4', '5 T5', '6 T6', '7= T7', '7= T8', '9 T9']);
    expect(rows[6].decidedByText).toBe('7th-place match not played');
  });

  test('M5, M18: a placement match played and level goes to team 1, not shared', () => {
    const results = bracket([
      'first',
      'first',
      'first',
      'first',
      'first',
      'first',
      'first',
      'first',
      'first',
      'first',
      'first',
      'level',
    ]);
    expect(shown(placedStandings(mcMahonRows(), results)).slice(6, 8)).toEqual(['7 T7', '8 T8']);
  });

  test('M18: during phase 2 the stage reached orders the teams: after the quarter-finals, winners 1-4 and losers 5-8 by the standings', () => {
    const all = bracket([
      'second',
      'first',
      'second',
      'first',
      'first',
      'first',
      'first',
      'first',
      'first',
      'first',
      'first',
      'first',
    ]);
    const rows = placedStandings(
      mcMahonRows(),
      all.filter((r) => r.match.stage === 1),
    );
    expect(shown(rows).slice(0, 9)).toEqual(['1 T3', '2 T4', '3 T7', '4 T8', '5 T1', '6 T2', '7 T5', '8 T6', '9 T9']);
    expect(rows[0].decidedByText).toBe('quarter-final, then the standings');
  });

  test('M18: before the knock-out the McMahon standings stand as they are; level teams share ("2=" for both, not "2=" and "3=")', () => {
    const rows = placedStandings(mcMahonRows([[2, 3]]), []);
    expect(shown(rows).slice(0, 4)).toEqual(['1 T1', '2= T2', '2= T3', '4 T4']);
  });

  test('M18: level teams outside the knock-out share their place from 9 on', () => {
    const results = bracket(new Array<Outcome>(12).fill('first'));
    const rows = placedStandings(mcMahonRows([[10, 11]]), results);
    expect(shown(rows).slice(8)).toEqual(['9 T9', '10= T10', '10= T11', '12 T12']);
  });

  test("M18 property: for any knock-out, the final's winner is 1st and loser 2nd, no quarter-final loser stands above a semi-finalist, no team outside the knock-out above 9th", () => {
    const outcome = fc.constantFrom<Outcome>('first', 'second', 'level', 'unplayed');
    fc.assert(
      fc.property(
        fc.array(outcome, { minLength: 12, maxLength: 12 }),
        fc.shuffledSubarray(TEAMS, { minLength: 12, maxLength: 12 }),
        (outs, order) => {
          // round 6 and 7 matches are always played (M5 decides a level one); only round 8 may go unplayed
          const o = outs.map((x, i) => (i < 8 && x === 'unplayed' ? 'level' : x));
          const mc = standings(
            order.map((t, i) => ({ team: t, seed: i + 1, rounds: [rec(20 - i, 60)] })),
            { rankByMcMahonScore: false },
          );
          const ranking = mc.map((r) => r.team);
          const results = bracket(o, ranking);
          const rows = placedStandings(mc, results);
          const place = (t: TeamName) => (rows.find((r) => r.team === t) as StandingsRow).place;
          const f = results.find((r) => r.match.id === 'F') as KnockoutResult;
          if (f.played !== false) {
            const firstWins = f.firstScore >= f.secondScore;
            expect(place(firstWins ? f.match.first : f.match.second)).toBe(1);
            expect(place(firstWins ? f.match.second : f.match.first)).toBe(2);
          } else {
            expect([place(f.match.first), place(f.match.second)]).toEqual([1, 1]);
          }
          const sf = results.filter((r) => r.match.id.startsWith('SF')).flatMap((r) => [r.match.first, r.match.second]);
          const qf = results.filter((r) => r.match.id.startsWith('QF')).flatMap((r) => [r.match.first, r.match.second]);
          for (const q of qf.filter((t) => !sf.includes(t)))
            for (const s of sf) expect(place(q)).toBeGreaterThan(place(s));
          for (const t of ranking.filter((x) => !qf.includes(x))) expect(place(t)).toBeGreaterThanOrEqual(9);
          expect(knockoutPlaces(results, ranking)).toHaveLength(8);
        },
      ),
      { numRuns: 200, seed: 18 },
    );
  });
});

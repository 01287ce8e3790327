import fc from 'fast-check';
import { playerName, roundNumber, teamName } from '../../src/engine/core/ids';
import { GAME_RESULTS } from '../../src/engine/core/result';
import { finalScore, individualRanking, personalScore } from '../../src/engine/mochalunt/individual/ranking';
import type { IndividualRow } from '../../src/engine/mochalunt/individual/ranking';
import {
  categoryDraw,
  categoryFinal,
  categoryMatchWinner,
  PRIZE_CATEGORIES,
} from '../../src/engine/mochalunt/individual/prizes';
import type { PlayerProfile } from '../../src/engine/mochalunt/individual/prizes';
import { teamForfeit } from '../../src/engine/mochalunt/scoring/teamMatch';
import { teamMatch, times } from '../scoring/helpers';

const row = (rows: IndividualRow[], player: string): IndividualRow => {
  const r = rows.find((x) => x.player === player);
  if (!r) throw new Error(`no row for ${player}`);
  return r;
};

describe('M19 exact ties', () => {
  test('M19: two players with FS 1/2 reached through different fractions (PS 3/6 and 7/14) share a place, "=" for both', () => {
    // 1/½/0 points: Xan scores 2 of 4 in one match; Zed scores 0, 2 and 4 of 4 in three matches, each
    // against an opponent who plays only that match. Both: PS = 1/2, AOS = 1/2, FS = 1/2 exactly, though
    // the floats of the two paths differ in the last bit.
    const settings = { points: 'oneHalfZero' as const, countUnplayed: true };
    const matches = [
      teamMatch(1, 'A', 'B', [['win', 'loss', 'draw', 'draw']], [['Xan', 'Yul']]),
      teamMatch(1, 'C', 'D', [times(4, 'loss')], [['Zed', 'W1']]),
      teamMatch(2, 'C', 'D', [['win', 'loss', 'win', 'loss']], [['Zed', 'W2']]),
      teamMatch(3, 'C', 'D', [times(4, 'win')], [['Zed', 'W3']]),
    ];
    const rows = individualRanking(matches, settings);
    const xan = row(rows, 'Xan');
    const zed = row(rows, 'Zed');
    expect([xan.op, xan.pp, zed.op, zed.pp]).toEqual([2, 4, 6, 12]);
    // the old float path: (4·PS + 3·AOS)/7 with AOS summed in floats
    const floatFs = (ps: number, opp: number[]) => finalScore(ps, opp.reduce((a, b) => a + b, 0) / opp.length);
    expect(floatFs(3 / 6, [3 / 6])).not.toBe(floatFs(7 / 14, [5 / 6, 3 / 6, 1 / 6]));
    expect(xan.place).toBe(zed.place);
    expect(xan.level && zed.level).toBe(true);
    // Yul and W2 also end on 1/2 (PS 1/2 against an opponent on 1/2): four players share the place
    const shared = rows
      .filter((r) => r.place === xan.place)
      .map((r) => r.player)
      .sort();
    expect(shared).toEqual(['W2', 'Xan', 'Yul', 'Zed']);
    // the places around a shared place: the next one skips (1, 1=, ..., then 1 + 4)
    const places = rows.map((r) => `${r.place}${r.level ? '=' : ''}`);
    expect(places.filter((p) => p === `${xan.place}=`)).toHaveLength(4);
    expect(rows.every((r, i) => r.rank === i + 1)).toBe(true);
    const after = rows.find((r) => r.place > xan.place);
    if (after) expect(after.place).toBe(xan.place + 4);
  });
});

describe('M19 individual ranking', () => {
  test('M19: FS = (4·PS + 3·AOS)/7, PS = (OP+1)/(PP+2), in M15 game points, 12 per individual match', () => {
    // the M15 example: 1-0, ½-½, 0-1, 1-0 is 9-7
    const rows = individualRanking([
      teamMatch(1, 'Italy', 'Spain', [['win', 'draw', 'loss', 'win']], [['Ada', 'Bea']]),
    ]);
    const ada = row(rows, 'Ada');
    const bea = row(rows, 'Bea');
    expect([ada.op, ada.pp, bea.op, bea.pp]).toEqual([9, 12, 7, 12]);
    expect(ada.ps).toBeCloseTo(10 / 14, 12);
    expect(ada.aos).toBeCloseTo(8 / 14, 12);
    expect(ada.fs).toBeCloseTo((4 * (10 / 14) + 3 * (8 / 14)) / 7, 12);
    expect(bea.fs).toBeCloseTo((4 * (8 / 14) + 3 * (10 / 14)) / 7, 12);
    expect(rows.map((r) => [r.rank, r.player])).toEqual([
      [1, 'Ada'],
      [2, 'Bea'],
    ]);
    expect(personalScore(0, 0)).toBe(0.5);
    expect(finalScore(1, 0)).toBeCloseTo(4 / 7, 12);
  });
  test('M19: the 1/½/0 setting scores the same match 2.5 of 4', () => {
    const rows = individualRanking(
      [teamMatch(1, 'Italy', 'Spain', [['win', 'draw', 'loss', 'win']], [['Ada', 'Bea']])],
      {
        points: 'oneHalfZero',
        countUnplayed: true,
      },
    );
    expect([row(rows, 'Ada').op, row(rows, 'Ada').pp, row(rows, 'Bea').op]).toEqual([2.5, 4, 1.5]);
  });
  test('M19: forfeit wins of an entire team are left out; individual forfeits count', () => {
    const rows = individualRanking([
      teamForfeit(roundNumber(1), teamName('Italy'), teamName('Spain'), 'first', 4, {
        first: ['Ada', 'Cid', 'Dan', 'Eva'].map(playerName),
      }),
      teamMatch(
        2,
        'Italy',
        'Chile',
        [times(4, 'forfeitWin'), times(4, 'loss')],
        [
          ['Ada', 'Pia'],
          ['Cid', 'Rui'],
        ],
      ),
    ]);
    expect(rows.map((r) => r.player).sort()).toEqual(['Ada', 'Cid', 'Pia', 'Rui']);
    expect([row(rows, 'Ada').op, row(rows, 'Ada').pp, row(rows, 'Ada').matches]).toEqual([12, 12, 1]);
    expect(row(rows, 'Pia').op).toBe(0);
  });
  test('M16, M19: a wholly unreported 0-0 match counts 0 of 12 by default; a setting leaves it out', () => {
    const matches = [
      teamMatch(
        1,
        'Italy',
        'Spain',
        [times(4, 'win'), times(4, 'unplayed')],
        [
          ['Ada', 'Bea'],
          ['Cid', 'Dan'],
        ],
      ),
    ];
    const counted = individualRanking(matches);
    expect([row(counted, 'Cid').op, row(counted, 'Cid').pp, row(counted, 'Cid').ps]).toEqual([0, 12, 1 / 14]);
    const ignored = individualRanking(matches, { points: 'gamePoints', countUnplayed: false });
    expect(ignored.map((r) => r.player).sort()).toEqual(['Ada', 'Bea']);
  });
  test('M19: AOS averages the opponents once per individual match (a player met twice counts twice)', () => {
    // Lia plays twice (line-up LMNO/L): against Ada (lost all) and Bea (won all); Cid beats Max
    const rows = individualRanking([
      teamMatch(
        1,
        'Italy',
        'Spain',
        [times(4, 'win'), times(4, 'loss'), times(4, 'win')],
        [
          ['Ada', 'Lia'],
          ['Bea', 'Lia'],
          ['Cid', 'Max'],
        ],
      ),
    ]);
    const lia = row(rows, 'Lia');
    expect([lia.op, lia.pp, lia.matches]).toEqual([16, 24, 2]);
    expect(lia.aos).toBeCloseTo((13 / 14 + 5 / 14) / 2, 12);
    expect(row(rows, 'Ada').aos).toBeCloseTo(17 / 26, 12);
  });
  test('M19 property: PS, AOS and FS lie in (0, 1); every player who played is ranked once', () => {
    const result = fc.constantFrom(...GAME_RESULTS);
    const board = fc.record({
      a: fc.integer({ min: 0, max: 5 }),
      b: fc.integer({ min: 0, max: 5 }),
      games: fc.array(result, { minLength: 4, maxLength: 4 }),
    });
    fc.assert(
      fc.property(
        fc.array(fc.array(board, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 6 }),
        (rounds) => {
          const matches = rounds.map((bs, i) =>
            teamMatch(
              i + 1,
              'X',
              'Y',
              bs.map((b) => b.games),
              bs.map((b) => [`x${b.a}`, `y${b.b}`] as const),
            ),
          );
          const rows = individualRanking(matches);
          expect(new Set(rows.map((r) => `${r.team}/${r.player}`)).size).toBe(rows.length);
          expect(rows.map((r) => r.rank)).toEqual(rows.map((_, i) => i + 1));
          for (const r of rows) {
            for (const x of [r.ps, r.aos, r.fs]) {
              expect(x).toBeGreaterThan(0);
              expect(x).toBeLessThan(1);
            }
          }
          for (let i = 1; i < rows.length; i++) expect(rows[i - 1].fs).toBeGreaterThanOrEqual(rows[i].fs);
        },
      ),
      { numRuns: 150, seed: 19 },
    );
  });
});

describe('M20 prize categories', () => {
  // six teams, one ranked match each between two of their players
  const boards: [string, string][] = [
    ['A1', 'B1'],
    ['A2', 'B2'],
    ['C1', 'D1'],
    ['E1', 'F1'],
  ];
  const ranking = individualRanking([
    teamMatch(1, 'A', 'B', [times(4, 'win'), ['win', 'win', 'draw', 'loss']], boards.slice(0, 2)),
    teamMatch(1, 'C', 'D', [['win', 'win', 'win', 'draw']], boards.slice(2, 3)),
    teamMatch(1, 'E', 'F', [['draw', 'draw', 'draw', 'draw']], boards.slice(3, 4)),
  ]);
  const profile = (
    team: string,
    player: string,
    gender: PlayerProfile['gender'],
    ageGroup: PlayerProfile['ageGroup'] = 'adult',
  ): PlayerProfile => ({
    team: teamName(team),
    player: playerName(player),
    gender,
    ageGroup,
  });
  const profiles = [
    profile('A', 'A1', 'man'),
    profile('A', 'A2', 'woman'),
    profile('B', 'B1', 'woman'),
    profile('B', 'B2', 'woman', 'under18'),
    profile('C', 'C1', 'woman'),
    profile('D', 'D1', 'woman', 'over65'),
    profile('E', 'E1', 'woman'),
    profile('F', 'F1', 'man'),
  ];
  test('M20: the top player of each team in the category qualifies; the best 4 meet 1-4 and 2-3 in round 7', () => {
    const d = categoryDraw('woman', ranking, profiles);
    // FS × 7 × 14: A1 67, C1 66, A2 64, E1 63, F1 63 (same PS and OP: team E before F), B2 62, D1 60, B1 59
    expect(ranking.map((r) => r.player)).toEqual(['A1', 'C1', 'A2', 'E1', 'F1', 'B2', 'D1', 'B1']);
    const names = d.qualifiers.map((q) => q.player);
    expect(names).toEqual(['C1', 'A2', 'E1', 'B2', 'D1']);
    expect(d.awarded).toBe(true);
    expect(d.matches.map((m) => [m.id, m.stage, m.first.player, m.second.player])).toEqual([
      ['SF1', 2, 'C1', 'B2'],
      ['SF2', 2, 'A2', 'E1'],
    ]);
  });
  test('M20: a category with fewer than 4 teams represented is not awarded (setting)', () => {
    const d = categoryDraw('man', ranking, profiles);
    expect(d.qualifiers.map((q) => q.player)).toEqual(['A1', 'F1']);
    expect(d.awarded).toBe(false);
    expect(d.reason).toBe('2 teams have a player in the category, 4 needed');
    const lowered = categoryDraw('man', ranking, profiles, { minParticipants: 2 });
    expect(lowered.matches.map((m) => [m.id, m.stage, m.first.player, m.second.player])).toEqual([
      ['F', 3, 'A1', 'F1'],
    ]);
    expect(categoryDraw('under18', ranking, profiles).awarded).toBe(false);
    expect(PRIZE_CATEGORIES).toHaveLength(6);
  });
  test('M20: the final is between the semi-final winners; a level match goes to the better-ranked player', () => {
    const d = categoryDraw('woman', ranking, profiles);
    const [sf1, sf2] = d.matches;
    expect(categoryMatchWinner(sf1, times(4, 'draw'))).toBe(sf1.first);
    expect(categoryMatchWinner(sf1, ['loss', 'loss', 'win', 'draw'])).toBe(sf1.second);
    const f = categoryFinal([
      { match: sf1, games: ['loss', 'loss', 'win', 'draw'] },
      { match: sf2, games: times(4, 'draw') },
    ]);
    expect(f.ok).toBe(true);
    if (f.ok) {
      expect(f.value.stage).toBe(3);
      // SF1: B2 beats C1 9-7; SF2: A2 and E1 level, A2 (better ranked) goes through; A2 is player 1
      expect([f.value.first.player, f.value.second.player]).toEqual(['A2', 'B2']);
    }
    expect(categoryFinal([{ match: sf1, games: times(4, 'win') }]).ok).toBe(false);
  });
});

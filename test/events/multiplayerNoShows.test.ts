// K4, K6 through the planners of the multi-player format, in the in-memory workbook: players typed "absent" on a
// multi-player round tab are recorded without re-seating the session; Score round scores each table as it was
// played (3 who came at a table of 4: 4, 2, 0; 2 who came: 4, 0; 1 alone: 4 with no carrot penalty); Update
// standings ranks a player who never played below every player who played; the next round seats everyone again.
import { newEvent, type MemoryBook } from './memory';

/** Types the places (player → place or "absent") and carrots of a round tab. */
function typeRound(
  m: MemoryBook,
  round: number,
  places: Record<string, string>,
  carrots: Record<string, number> = {},
): void {
  m.records(`R${round}`).forEach((x, i) => {
    m.set(`R${round}`, i, 'place', places[x.player]);
    if (carrots[x.player] !== undefined) m.set(`R${round}`, i, 'carrots', carrots[x.player]);
  });
}

describe('no-shows at a multi-player event (K4, K6)', () => {
  test('absent players are recorded without re-seating; each table is scored as played; who never played ranks last', () => {
    const m = newEvent('multiplayer');
    const names = ['Ann', 'Bob', 'Cat', 'Dov', 'Eli', 'Fay', 'Gil'];
    m.append(
      'Entrants',
      names.map((n, i) => [n, i + 1, '', '']),
    );
    expect(m.run('pairNextRound').summary).toMatch(/Round 1: 7 players at 2 tables \(4 3\)/);
    // table 1 Ann Bob Cat Dov: Dov did not come; table 2 Eli Fay Gil: Gil did not come
    typeRound(
      m,
      1,
      { Ann: '3', Bob: '1', Cat: '2', Dov: 'absent', Eli: '2', Fay: '1', Gil: 'absent' },
      { Ann: 20, Bob: 5, Cat: 10, Eli: 12, Fay: 3 },
    );
    const scored = m.run('scoreRound').summary;
    expect(scored).toMatch(/Table 1: Bob 4, Cat 2, Ann 0, Dov absent 0 \(played as a table of 3, K6\)/);
    expect(scored).toMatch(/Table 2: Fay 4, Eli 0, Gil absent 0 \(played as a table of 2, K6\)/);
    const r1 = Object.fromEntries(m.records('R1').map((x) => [x.player, [x.points, x['carrot count']]]));
    expect(r1).toEqual({
      Ann: ['0', '20'],
      Bob: ['4', '5'],
      Cat: ['2', '10'],
      Dov: ['0', ''],
      Eli: ['0', '12'],
      Fay: ['4', '3'],
      Gil: ['0', ''],
    });
    m.run('updateStandings');
    const st = m.records('Standings');
    // Dov and Gil never played: below Ann and Eli, who came last with 20 and 12 carrots
    expect(st.map((x) => x.player)).toEqual(['Fay', 'Bob', 'Cat', 'Eli', 'Ann', 'Dov', 'Gil']);
    expect(st.find((x) => x.player === 'Dov')).toMatchObject({
      played: '0',
      'separated by': 'never played (absent at every table, K6)',
    });
    expect(st.find((x) => x.player === 'Gil')!.note).toMatch(
      /absent in round 1 \(K6: 0 points, no carrots\); never played: ranked below every player who played/,
    );
    // round 2 seats everyone again, the no-shows at the bottom of the order
    m.run('pairNextRound');
    const r2 = m.records('R2');
    expect(r2.map((x) => x.player)).toEqual(['Fay', 'Bob', 'Cat', 'Eli', 'Ann', 'Dov', 'Gil']);
    // table 1: only Cat came: she wins 4 with no carrot penalty (rule 6)
    typeRound(
      m,
      2,
      { Fay: 'absent', Bob: 'absent', Cat: '1', Eli: 'absent', Ann: '1', Dov: '2', Gil: '3' },
      { Cat: 60, Ann: 0, Dov: 4, Gil: 9 },
    );
    expect(m.run('scoreRound').summary).toMatch(/Table 1: Cat 4, Fay absent 0, Bob absent 0, Eli absent 0\n/);
    expect(m.records('R2').find((x) => x.player === 'Cat')).toMatchObject({ points: '4', 'carrot count': '0' });
  });
});

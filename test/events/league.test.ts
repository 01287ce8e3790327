// A Mind Lab league played start to finish through the format planners: L3 Berger table by name, an odd
// field's bye worth 0, L6 a tie at the top flagged for a rematch.
import { newEvent, TEST_DRAW_SEED } from './memory';
import { RULEBOOK_BERGER_6 } from '../../src/engine/mindlab/berger';

const FIVE = ['Ada', 'Ben', 'Cleo', 'Dan', 'Eva'];

describe('Mind Lab league through the sheets', () => {
  test('L3, L6: a league of 5: the printed Berger table, bye worth 0, a tie at the top flagged for a rematch', () => {
    const m = newEvent('league');
    m.tabs.Entrants.push(...FIVE.map((n, i) => [n, i + 1, '', '']));
    const first = m.run('pairNextRound');
    // the whole schedule is known in advance: the Schedule tab and the summary
    expect(first.summary).toMatch(/League schedule/);
    expect(m.records('Schedule')).toHaveLength(5 * 3);
    const seed = (n: string) => FIVE.indexOf(n) + 1;
    for (let r = 1; r <= 5; r++) {
      if (r > 1) m.run('pairNextRound');
      const rows = m.records(`R${r}`);
      // L3: the rulebook's table for 6, entrant 6 fictive: meeting it is the bye
      const printed = RULEBOOK_BERGER_6[r - 1];
      const games = rows.filter((x) => x.match !== 'bye').map((x) => [seed(x.first), seed(x.second)]);
      expect(games).toEqual(printed.filter(([a, b]) => a !== 6 && b !== 6));
      const bye = rows.filter((x) => x.match === 'bye');
      expect(bye).toHaveLength(1);
      const fictive = printed.find(([a, b]) => a === 6 || b === 6) as readonly [number, number];
      expect(seed(bye[0].first)).toBe(fictive[0] === 6 ? fictive[1] : fictive[0]);
      expect(bye[0]['points 1']).toBe('0');
      // Ada and Ben draw together and beat everyone else; otherwise the better seed wins
      rows.forEach((x, i) => {
        if (x.match === 'bye') return;
        const top = ['Ada', 'Ben'];
        const result =
          top.includes(x.first) && top.includes(x.second) ? '½-½' : seed(x.first) < seed(x.second) ? '1-0' : '0-1';
        m.set(`R${r}`, i, 'result', result);
      });
      m.run('scoreRound');
    }
    m.run('updateStandings');
    const st = m.records('Standings');
    expect(st.map((x) => [x.rank, x.entrant, x.points])).toEqual([
      ['1=', 'Ada', '3.5'],
      ['1=', 'Ben', '3.5'],
      ['3', 'Cleo', '2'],
      ['4', 'Dan', '1'],
      ['5', 'Eva', '0'],
    ]);
    expect(st[0].note).toMatch(/a rematch decides \(L6 d\)/);
    expect(st[1].note).toMatch(/a rematch decides \(L6 d\)/);
    expect(st[2].note).toBe('');
    expect(st.every((x) => x.byes === '1')).toBe(true);
    // L6 d: the rematch is the next round; who plays first drawn from the event's draw seed
    expect(m.run('pairNextRound').summary).toMatch(/^Round 6 \(L6 d rematch\): 1 game/);
    const r6 = m.records('R6');
    expect(r6.map((x) => [x.first, x.second].sort().join('-'))).toEqual(['Ada-Ben']);
    expect(r6[0].reason).toContain(`drawn with seed "${TEST_DRAW_SEED}/round 6/rematch/Ada/Ben"`);
    m.set('R6', 0, 'result', r6[0].first === 'Ben' ? '1-0' : '0-1');
    m.run('scoreRound');
    m.run('updateStandings');
    // Ben won the rematch: first; the rematch adds no points
    expect(m.records('Standings').map((x) => [x.rank, x.entrant, x.points, x['separated by']])).toEqual([
      ['1', 'Ben', '3.5', ''],
      ['2', 'Ada', '3.5', 'rematch (L6 d)'],
      ['3', 'Cleo', '2', 'score'],
      ['4', 'Dan', '1', 'score'],
      ['5', 'Eva', '0', 'score'],
    ]);
    expect(m.problems('pairNextRound')).toMatch(/all 5 rounds are paired and no rematch is due/);
  });

  test('L3: a league takes no late entrant; a player who left forfeits the remaining games', () => {
    const m = newEvent('league');
    m.tabs.Entrants.push(...FIVE.map((n, i) => [n, i + 1, '', '']));
    m.tabs.Entrants.push(['Zed', 6, 2, '']);
    expect(m.problems('pairNextRound')).toMatch(/Zed enters from round 2, but a league's Berger table is fixed/);
    m.tabs.Entrants.pop();
    m.tabs.Entrants[5][3] = 0; // Eva left before round 1
    m.run('pairNextRound');
    const r1 = m.records('R1');
    const eva = r1.find((x) => x.first === 'Eva' || x.second === 'Eva');
    expect(eva && eva.result).toBe(eva && eva.first === 'Eva' ? '-' : '+');
    expect(eva && eva.reason).toMatch(/forfeit/);
  });
});

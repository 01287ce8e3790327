// A Mind Lab individual Swiss played start to finish through the format planners (L1, L2, L4, L6), and a
// T5 perfect-score play-off under the MSO tie-breaks.
import { newEvent, type MemoryBook } from './memory';
import { createRng } from '../../src/engine/core/rng';

const PLAYERS = ['Ada', 'Ben', 'Cleo', 'Dan', 'Eva', 'Finn', 'Gus', 'Hana', 'Ivo', 'Jan', 'Kim'];

function enter(m: MemoryBook, names: string[], extra: (i: number) => unknown[] = () => []): void {
  m.tabs.Entrants.push(...names.map((n, i) => [n, i + 1, '', '', ...extra(i)] as (string | number)[]));
}

/** Types a result for every game of round r: the better seed wins, with a seeded draw now and then. */
function playRound(m: MemoryBook, r: number, seedOf: (n: string) => number): void {
  const rng = createRng(`results ${r}`);
  m.records(`R${r}`).forEach((row, i) => {
    if (row.match === 'bye' || row.match === 'waits') return;
    const x = rng.next();
    const result = x < 0.15 ? '½-½' : seedOf(row.first) < seedOf(row.second) === x < 0.85 ? '1-0' : '0-1';
    m.set(`R${r}`, i, 'result', result);
  });
}

describe('Mind Lab individual Swiss through the sheets', () => {
  test('L1, L2, L4, L6: 11 players, 5 rounds: no repeats, one bye each at most (round 1 drawn), byes score 1', () => {
    const m = newEvent('swiss');
    expect(Object.keys(m.tabs)).toEqual(expect.arrayContaining(['Settings', 'Entrants', 'Standings']));
    enter(m, PLAYERS);
    expect(m.run('checkLineups').summary).toMatch(/11 entrants play a swiss of 5 rounds/);
    const seedOf = (n: string) => PLAYERS.indexOf(n) + 1;
    const met = new Set<string>();
    const byes: string[] = [];
    for (let r = 1; r <= 5; r++) {
      const plan = m.run('pairNextRound');
      expect(plan.title).toBe(`Pair round ${r}`);
      const rows = m.records(`R${r}`);
      const games = rows.filter((x) => x.match !== 'bye');
      const bye = rows.filter((x) => x.match === 'bye');
      expect(games).toHaveLength(5);
      expect(bye).toHaveLength(1);
      // L2: the bye is worth 1, written with the pairing; round 1 by seeded draw, recorded
      expect(bye[0]['points 1']).toBe('1');
      if (r === 1)
        expect(bye[0].reason).toMatch(/drawn among those without a bye \(seed "memory test draw seed\/round 1\/bye"/);
      else {
        expect(bye[0].reason).toMatch(/lowest-ranked without a bye/);
        // the fewest points among those without a bye (standings before the round)
        const before = m.records('Standings');
        const pts = new Map(before.map((s) => [s.entrant, Number(s.points)]));
        const fewest = Math.min(...PLAYERS.filter((p) => !byes.includes(p)).map((p) => pts.get(p) ?? 0));
        expect(pts.get(bye[0].first)).toBe(fewest);
      }
      byes.push(bye[0].first);
      for (const g of games) {
        const key = [g.first, g.second].sort().join('|');
        expect(met.has(key)).toBe(false);
        met.add(key);
        expect(g.reason).toMatch(/^L4: /);
      }
      playRound(m, r, seedOf);
      m.run('scoreRound');
      m.run('updateStandings');
    }
    expect(new Set(byes).size).toBe(5);
    const standings = m.records('Standings');
    expect(standings).toHaveLength(11);
    const total = standings.reduce((s, x) => s + Number(x.points), 0);
    expect(total).toBe(5 * 5 + 5); // five games a round, one point each, plus five byes of 1
    // ranks follow points; ties broken by the L6 chain or shown with "="
    for (let i = 1; i < standings.length; i++)
      expect(Number(standings[i].points)).toBeLessThanOrEqual(Number(standings[i - 1].points));
    expect(standings[0].rank).toMatch(/^1=?$/);
    // L6: what separated two entrants on equal points is shown and agrees with the values shown
    let broken = 0;
    for (let i = 1; i < standings.length; i++) {
      const a = standings[i - 1],
        b = standings[i];
      if (a.points !== b.points) {
        expect(b['separated by']).toBe('score');
        continue;
      }
      expect(['', 'result between the tied', 'number of wins', 'Buchholz']).toContain(b['separated by']);
      if (b['separated by'] === 'number of wins') expect(Number(a.wins)).toBeGreaterThan(Number(b.wins));
      if (b['separated by'] === 'Buchholz') expect(Number(a.Buchholz)).toBeGreaterThan(Number(b.Buchholz));
      if (b['separated by'] !== '') broken++;
      else expect(b.rank.endsWith('=')).toBe(true);
    }
    expect(broken).toBeGreaterThan(0);
    // all five rounds paired: no next round without a perfect-score play-off (L6 chain: T5 off by default)
    expect(m.problems('pairNextRound')).toMatch(/all 5 rounds are paired/);
    const json = JSON.parse(m.run('exportJson').result as string) as {
      format: string;
      matches: unknown[];
      byes: unknown[];
    };
    expect(json.format).toBe('swiss');
    expect(json.matches).toHaveLength(25);
    expect(json.byes).toHaveLength(5);
  });

  test('L2: a round cannot be paired before the previous one is scored; a blank result is a problem', () => {
    const m = newEvent('swiss');
    enter(m, PLAYERS.slice(0, 8));
    m.run('pairNextRound');
    expect(m.problems('pairNextRound')).toMatch(/round 1 is not scored yet/);
    expect(m.problems('scoreRound')).toMatch(/R1, row 2, column result \(D2\): no result for/);
    m.set('R1', 0, 'result', 'x');
    expect(m.problems('scoreRound')).toMatch(/"x" is not a result/);
  });

  test('K6 in a Swiss: a withdrawn player is no longer paired, a late entrant joins on 0 points', () => {
    const m = newEvent('swiss');
    enter(m, PLAYERS.slice(0, 8));
    m.tabs.Entrants[8][3] = 1; // Hana left after round 1
    m.tabs.Entrants.push(['Zoe', 9, 2, '']);
    m.run('pairNextRound');
    expect(
      m
        .records('R1')
        .map((r) => [r.first, r.second])
        .flat(),
    ).toContain('Hana');
    playRound(m, 1, (n) => n.charCodeAt(0));
    m.run('scoreRound');
    m.run('pairNextRound');
    const r2 = m
      .records('R2')
      .map((r) => [r.first, r.second])
      .flat();
    expect(r2).not.toContain('Hana');
    expect(r2).toContain('Zoe');
  });

  test('T5: two perfect scores after the published rounds play off until one remains (MSO tie-breaks)', () => {
    const m = newEvent('swiss', { rounds: '2', 'tie-breaks': 'mso' });
    enter(m, PLAYERS.slice(0, 8));
    const seedOf = (n: string) => PLAYERS.indexOf(n) + 1;
    for (let r = 1; r <= 2; r++) {
      m.run('pairNextRound');
      m.records(`R${r}`).forEach((row, i) =>
        m.set(`R${r}`, i, 'result', seedOf(row.first) < seedOf(row.second) ? '1-0' : '0-1'),
      );
      m.run('scoreRound');
    }
    const s = m.run('updateStandings');
    expect(s.summary).toMatch(/T5: 2 perfect scores/);
    expect(s.summary).toMatch(/tie-breaks T1 \(MSO\)/);
    // T1: equal points are separated by Buchholz cut-2, Buchholz, then the progressive score
    const st = m.records('Standings');
    for (let i = 1; i < st.length; i++) {
      const a = st[i - 1],
        b = st[i];
      if (a.points !== b.points) continue;
      expect(['', 'Buchholz cut-2', 'Buchholz', 'progressive score']).toContain(b['separated by']);
      if (b['separated by'] === 'Buchholz cut-2')
        expect(Number(a['Buchholz cut-2'])).toBeGreaterThan(Number(b['Buchholz cut-2']));
      if (b['separated by'] === 'Buchholz') expect(Number(a.Buchholz)).toBeGreaterThan(Number(b.Buchholz));
      if (b['separated by'] === 'progressive score')
        expect(Number(a.progressive)).toBeGreaterThan(Number(b.progressive));
    }
    const perfect = m
      .records('Standings')
      .filter((x) => /play-off due/.test(x.note))
      .map((x) => x.entrant);
    expect(perfect).toHaveLength(2);
    const p = m.run('pairNextRound');
    expect(p.title).toBe('Pair round 3');
    const r3 = m.records('R3');
    expect(r3).toHaveLength(1);
    expect([r3[0].first, r3[0].second].sort()).toEqual(perfect.slice().sort());
    expect(r3[0].reason).toMatch(/^T5 play-off/);
    m.set('R3', 0, 'result', '1-0');
    m.run('scoreRound');
    expect(m.problems('pairNextRound')).toMatch(/no perfect-score play-off is due/);
    m.run('updateStandings');
    expect(m.records('Standings')[0].entrant).toBe(r3[0].first);
    expect(m.records('Standings')[0]['separated by']).toBe('');
  });
});

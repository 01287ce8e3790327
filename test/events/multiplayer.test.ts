// A multi-player (Katarenga) event played start to finish through the format planners: K1 tables of 4 then
// 3, K2 order, K3 seats, K4 points, K5 carrots with the cap and lettuces, K6 a late entry and a withdrawal,
// K7/T3 tie-breaks; and a T5 play-off table.
import { newEvent, type MemoryBook } from './memory';
import { createRng } from '../../src/engine/core/rng';

const TEN = ['Ann', 'Bob', 'Cat', 'Dov', 'Eli', 'Fay', 'Gil', 'Hal', 'Ivy', 'Joe'];

/** Types places (a seeded shuffle per table), carrots and lettuces for round r; returns what was typed. */
function play(
  m: MemoryBook,
  r: number,
): Map<string, { place: number; carrots: number; lettuces: number; table: number }> {
  const rng = createRng(`katarenga ${r}`);
  const rows = m.records(`R${r}`);
  const typed = new Map<string, { place: number; carrots: number; lettuces: number; table: number }>();
  const tables = Array.from(new Set(rows.map((x) => x.table)));
  for (const t of tables) {
    const at = rows.map((x, i) => ({ x, i })).filter(({ x }) => x.table === t);
    const order = rng.shuffle(at);
    order.forEach(({ x, i }, k) => {
      const carrots = rng.int(61);
      const lettuces = rng.int(2);
      m.set(`R${r}`, i, 'place', String(k + 1));
      m.set(`R${r}`, i, 'carrots', carrots);
      m.set(`R${r}`, i, 'lettuces', lettuces);
      typed.set(x.player, { place: k + 1, carrots, lettuces, table: Number(t) });
    });
  }
  return typed;
}

describe('Multi-player event through the sheets', () => {
  test('K1-K7: 10 players, 4 rounds, a late entry and a withdrawal, carrots capped, tie-breaks', () => {
    const m = newEvent('multiplayer');
    expect(m.tabs.Entrants[0]).toEqual(['player', 'arrival', 'from round', 'left after round']);
    m.tabs.Entrants.push(...TEN.map((n, i) => [n, i + 1, '', '']));
    m.tabs.Entrants.push(['Kai', 11, 2, '']); // K6: joins in round 2
    m.tabs.Entrants[3][3] = 2; // Cat leaves after round 2
    expect(m.run('checkLineups').summary).toMatch(/Round 1: 10 players at tables of 4 3 3 \(K1\)/);
    const points = new Map<string, number>();
    const carrots = new Map<string, number>();
    let capped = 0;
    for (let r = 1; r <= 4; r++) {
      m.run('pairNextRound');
      const rows = m.records(`R${r}`);
      const sizes = Array.from(new Set(rows.map((x) => x.table))).map((t) => rows.filter((x) => x.table === t).length);
      // K1: 4 3 3 with 10 players; 11 in round 2 (Kai joined): 4 4 3; 10 again after Cat left
      expect(sizes).toEqual(r === 2 ? [4, 4, 3] : [4, 3, 3]);
      expect(rows.map((x) => x.player)).not.toContain(r > 2 ? 'Cat' : 'nobody');
      if (r === 1) {
        // K2: order of arrival; K3: the lowest-ranked of each table moves first
        expect(rows.map((x) => x.player)).toEqual(TEN);
        expect(rows.slice(0, 4).map((x) => x.seat)).toEqual(['4', '3', '2', '1']);
        expect(rows).not.toContainEqual(expect.objectContaining({ player: 'Kai' }));
      }
      if (r === 2) {
        // K6: the late entrant ranks below everyone with points and above those last in every game so far
        const order = rows.map((x) => x.player);
        const zero = TEN.filter((p) => points.get(p) === 0);
        expect(zero).toHaveLength(3);
        expect(order.indexOf('Kai')).toBe(11 - zero.length - 1);
        // K2: the order is points descending, then carrots (fewer better)
        for (let i = 1; i < order.length; i++) {
          if (order[i] === 'Kai' || order[i - 1] === 'Kai') continue;
          const a = order[i - 1],
            b = order[i];
          expect(
            (points.get(a) as number) > (points.get(b) as number) ||
              (points.get(a) === points.get(b) && (carrots.get(a) as number) <= (carrots.get(b) as number)),
          ).toBe(true);
        }
      }
      const typed = play(m, r);
      m.run('scoreRound');
      const scored = m.records(`R${r}`);
      for (const x of scored) {
        const t = typed.get(x.player) as { place: number; carrots: number; lettuces: number };
        const size = scored.filter((y) => y.table === x.table).length;
        // K4 points; K5 carrots capped at 40, each lettuce 10
        expect(Number(x.points)).toBe((size === 4 ? [4, 2, 1, 0] : [4, 2, 0])[t.place - 1]);
        expect(Number(x['carrot count'])).toBe(Math.min(t.carrots, 40) + 10 * t.lettuces);
        if (t.carrots > 40) capped++;
        points.set(x.player, (points.get(x.player) ?? 0) + Number(x.points));
        carrots.set(x.player, (carrots.get(x.player) ?? 0) + Number(x['carrot count']));
      }
      m.run('updateStandings');
    }
    expect(capped).toBeGreaterThan(0); // the cap was exercised
    expect(m.problems('pairNextRound')).toMatch(/all 4 rounds are paired and no perfect-score play-off is due/);
    const st = m.records('Standings');
    expect(st).toHaveLength(11);
    for (const x of st) {
      expect(Number(x.points)).toBe(points.get(x.player));
      expect(Number(x.carrots)).toBe(carrots.get(x.player));
    }
    for (let i = 1; i < st.length; i++) {
      const a = st[i - 1],
        b = st[i];
      expect(
        Number(a.points) > Number(b.points) || (a.points === b.points && Number(a.carrots) <= Number(b.carrots)),
      ).toBe(true);
      // K5 then K6/T3: what separated two players on equal points
      if (a.points === b.points && a.carrots !== b.carrots) expect(b['separated by']).toBe('carrots');
      if (a.points === b.points && a.carrots === b.carrots && !b.rank.endsWith('=')) {
        expect([
          'late entrant ahead of those last in every game',
          'board in the final round',
          'result in the final round',
          "percentage of the best opponent's score",
          'games won',
        ]).toContain(b['separated by'].replace(/^Buchholz cut-\d+$/, 'games won'));
      }
    }
    expect(st.find((x) => x.player === 'Cat')?.note).toMatch(/left after round 2/);
    expect(st.find((x) => x.player === 'Cat')?.played).toBe('2');
    expect(st.find((x) => x.player === 'Kai')?.note).toMatch(/late entry from round 2/);
    const json = JSON.parse(m.run('exportJson').result as string) as { tables: unknown[] };
    expect(json.tables).toHaveLength(3 + 3 + 3 + 3);
  });

  test('K1: 5 players cannot be seated at tables of 4 and 3; K6: a player alone at a table scores 4 with no carrots', () => {
    const m = newEvent('multiplayer');
    m.tabs.Entrants.push(...TEN.slice(0, 5).map((n, i) => [n, i + 1, '', '']));
    expect(m.problems('pairNextRound')).toMatch(/5 players cannot be seated at tables of 4 and 3/);
    m.tabs.Entrants.pop();
    m.run('pairNextRound');
    ['absent', 'absent', 'absent', '1'].forEach((p, i) => m.set('R1', i, 'place', p));
    m.set('R1', 3, 'carrots', 30);
    m.run('scoreRound');
    const r1 = m.records('R1');
    expect(r1.map((x) => x.points)).toEqual(['0', '0', '0', '4']);
    expect(r1[3]['carrot count']).toBe('0');
  });

  test('K5, T3: a table with places only (as the results form reports it) is scored with a warning that its carrots are to be typed', () => {
    const m = newEvent('multiplayer');
    m.tabs.Entrants.push(...TEN.slice(0, 7).map((n, i) => [n, i + 1, '', '']));
    m.run('pairNextRound');
    const rows = m.records('R1');
    // table 1: places only; table 2: places, carrots and lettuces typed
    rows.forEach((x, i) => {
      const k = rows.slice(0, i).filter((y) => y.table === x.table).length;
      m.set('R1', i, 'place', String(k + 1));
      if (x.table === '2') m.set('R1', i, 'carrots', 10 + k);
    });
    const summary = m.run('scoreRound').summary;
    expect(summary).toContain(
      'Table 1: no carrots or lettuces typed (the results form asks the places only), so each carrot count (K5, the T3 tie-break) is 0: if any were left in hand, the organizers type them on R1 and Score round again.',
    );
    expect(summary).not.toMatch(/Table 2: no carrots/);
  });

  test('T5: three perfect scores after the published rounds play off at a table of their own', () => {
    const m = newEvent('multiplayer', { rounds: '1' });
    const twelve = [...TEN, 'Kim', 'Lou'];
    m.tabs.Entrants.push(...twelve.map((n, i) => [n, i + 1, '', '']));
    m.run('pairNextRound');
    play(m, 1);
    m.run('scoreRound');
    expect(m.run('updateStandings').summary).toMatch(/T5: 3 perfect scores/);
    const winners = m
      .records('R1')
      .filter((x) => x.place === '1')
      .map((x) => x.player);
    const p = m.run('pairNextRound');
    expect(p.title).toBe('Pair round 2');
    const r2 = m.records('R2');
    expect(r2.map((x) => x.player).sort()).toEqual(winners.slice().sort());
    expect(r2[0].reason).toMatch(/T5 play-off/);
    r2.forEach((_, i) => m.set('R2', i, 'place', String(i + 1)));
    m.run('scoreRound');
    expect(m.problems('pairNextRound')).toMatch(/no perfect-score play-off is due/);
    m.run('updateStandings');
    expect(m.records('Standings')[0].player).toBe(r2[0].player);
  });
});

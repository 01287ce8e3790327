// A Mind Lab team event played start to finish through the format planners: 7 teams of four on the fixed
// boards (L5), Swiss (L1, L4) with a team bye worth 3 (L2), colours drawn each round, team points the sum
// of the boards.
import { newEvent, TEST_DRAW_SEED } from './memory';
import { createRng } from '../../src/engine/core/rng';
import { drawColours, MINDLAB_BOARDS } from '../../src/engine/mindlab/team';

const TEAMS = ['Athens', 'Berlin', 'Cairo', 'Delhi', 'Essen', 'Fez', 'Genoa'];
const lineUp = (t: string) => MINDLAB_BOARDS.map((g) => `${t} ${g}`);

describe('Mind Lab team event through the sheets', () => {
  test('L1, L2, L4, L5: 7 teams, 5 rounds: boards, drawn colours, bye worth 3, no repeats, team points', () => {
    const m = newEvent('swiss', { entrants: 'team' });
    // Set up again after choosing team events: it adds the board columns to the Entrants tab
    expect(m.run('setUp').summary).toMatch(/Added the columns Abalone, Checkers, Quoridor, Octi/);
    expect(m.tabs.Entrants[0]).toEqual([
      'player',
      'seed',
      'from round',
      'left after round',
      'Abalone',
      'Checkers',
      'Quoridor',
      'Octi',
    ]);
    m.tabs.Entrants.push(...TEAMS.map((t, i) => [t, i + 1, '', '', ...lineUp(t)]));
    expect(m.run('checkLineups').summary).toMatch(/7 teams/);
    const met = new Set<string>();
    const byes: string[] = [];
    for (let r = 1; r <= 5; r++) {
      m.run('pairNextRound');
      const rows = m.records(`R${r}`);
      const matches = rows.filter((x) => /^\d+$/.test(x.match) && x.board === '');
      expect(matches).toHaveLength(3);
      const bye = rows.filter((x) => x.match === 'bye');
      expect(bye).toHaveLength(1);
      expect(bye[0]['points 1']).toBe('3');
      byes.push(bye[0].first);
      for (const mt of matches) {
        const key = [mt.first, mt.second].sort().join('|');
        expect(met.has(key)).toBe(false);
        met.add(key);
        const boards = rows.filter((x) => x.match === mt.match && x.board !== '');
        expect(boards.map((b) => b.board)).toEqual([...MINDLAB_BOARDS]);
        const colours = drawColours(TEST_DRAW_SEED, r, mt.first, mt.second);
        // the seed is written with the draw, for an arbiter to replay it
        expect(mt.reason).toContain(
          `L5 colours drawn with seed "${TEST_DRAW_SEED}/round ${r}/colours/${mt.first}/${mt.second}"`,
        );
        boards.forEach((b, k) => {
          // L5: fixed boards: each team's player of that board
          expect(b.first).toBe(`${mt.first} ${MINDLAB_BOARDS[k]}`);
          expect(b.second).toBe(`${mt.second} ${MINDLAB_BOARDS[k]}`);
          // colours drawn per round, seeded by the event's draw seed (never typed) and the round
          expect(b['first colour']).toBe(colours[k].firstColour === mt.first ? b.first : b.second);
        });
      }
      const rng = createRng(`team results ${r}`);
      rows.forEach((x, i) => {
        if (x.board === '') return;
        m.set(`R${r}`, i, 'result', ['1-0', '0-1', '½-½'][rng.int(3)]);
      });
      m.run('scoreRound');
      // L5: the match row holds the sum of the four boards
      const scored = m.records(`R${r}`);
      for (const mt of scored.filter((x) => /^\d+$/.test(x.match) && x.board === '')) {
        const boards = scored.filter((x) => x.match === mt.match && x.board !== '');
        expect(Number(mt['points 1'])).toBe(boards.reduce((s, b) => s + Number(b['points 1']), 0));
        expect(Number(mt['points 1']) + Number(mt['points 2'])).toBe(4);
      }
    }
    expect(new Set(byes).size).toBe(5);
    m.run('updateStandings');
    const st = m.records('Standings');
    expect(st).toHaveLength(7);
    expect(st.reduce((s, x) => s + Number(x.points), 0)).toBe(5 * 3 * 4 + 5 * 3);
    const json = JSON.parse(m.run('exportJson').result as string) as { kind: string; entrants: { boards: unknown }[] };
    expect(json.kind).toBe('team');
    expect(json.entrants[0].boards).toEqual(lineUp('Athens'));
  });

  test('L5: a team without four players, or a player on two teams, is a problem on the Entrants tab', () => {
    const m = newEvent('swiss', { entrants: 'team' });
    m.run('setUp');
    m.tabs.Entrants.push(['Athens', 1, '', '', 'A1', 'A2', 'A3', ''], ['Berlin', 2, '', '', 'B1', 'A2', 'B3', 'B4']);
    const p = m.problems('pairNextRound');
    expect(p).toMatch(/Entrants, row 2, column Octi \(H2\): Athens has no Octi player/);
    expect(p).toMatch(/A2 already plays for Athens/);
  });
});

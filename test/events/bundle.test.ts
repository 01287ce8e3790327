// The four events (Swiss, league, team, multi-player) played start to finish through the add-on bundle (build/Code.js) in gas-local,
// menu item by menu item, as an organizer would: Set up on a new workbook (MOCHALUNT's tabs, format =
// mochalunt), the format typed on the Settings tab, Set up again (the format's tabs), entrants typed, then
// Pair next round / results typed / Score round / Update standings for every round, and Export JSON.
// Expectation: every menu handler asks the registry of formats for the workbook's planner
// (plannerFor(action, book), src/sheets/formats/registry.ts). EVENTS_BUNDLE_DIR may name another bundle folder.
import { BundleEvent, type Value } from '../helpers/bundleEvent';
import { createRng } from '../../src/engine/core/rng';
import { MINDLAB_BOARDS } from '../../src/engine/mindlab/team';
import { typePlaces } from '../helpers/typedRounds';

/** The first/second names of every game row of a two-player round tab. */
const games = (rows: Record<string, string>[]) => rows.filter((x) => /^\d+$/.test(x.match) && (x.board ?? '') === '');

describe('the four other events through the add-on bundle', () => {
  test('L1, L2, L4, L6: a Swiss of 9 players over 5 rounds', () => {
    const e = BundleEvent.start('swiss');
    const names = ['Ada', 'Ben', 'Cleo', 'Dan', 'Eva', 'Finn', 'Gus', 'Hana', 'Ivo'];
    e.append(
      'Entrants',
      names.map((n, i) => [n, i + 1, '', '']),
    );
    const met = new Set<string>();
    const byes: string[] = [];
    for (let r = 1; r <= 5; r++) {
      const rows = e.pair(r);
      const bye = rows.filter((x) => x.match === 'bye');
      expect(bye).toHaveLength(1);
      expect(bye[0]['points 1']).toBe('1');
      if (r === 1)
        expect(bye[0].reason).toMatch(/drawn among those without a bye \(seed "bundle draw seed\/round 1\/bye"/);
      byes.push(bye[0].first);
      for (const g of games(rows)) {
        const key = [g.first, g.second].sort().join('|');
        expect(met.has(key)).toBe(false);
        met.add(key);
      }
      rows.forEach((x, i) => {
        if (x.match !== 'bye')
          e.set(`R${r}`, i, 'result', names.indexOf(x.first) < names.indexOf(x.second) ? '1-0' : '½-½');
      });
      e.menu('menuScoreRound');
      e.menu('menuUpdateStandings');
    }
    expect(new Set(byes).size).toBe(5);
    const st = e.records('Standings');
    expect(st).toHaveLength(9);
    expect(st.reduce((s, x) => s + Number(x.points), 0)).toBe(4 * 5 + 5);
    expect(e.menu('menuPairNextRound')).toMatch(/all 5 rounds are paired/);
    expect((JSON.parse(e.menu('menuExport')) as { matches: unknown[] }).matches).toHaveLength(20);
    expect(e.menu('menuPairIndividual')).toMatch(/only for MOCHALUNT/);
  });

  test('L3, L6: a league of 5: Berger table, bye worth 0, a tie flagged for a rematch', () => {
    const e = BundleEvent.start('league');
    const names = ['Ada', 'Ben', 'Cleo', 'Dan', 'Eva'];
    e.append(
      'Entrants',
      names.map((n, i) => [n, i + 1, '', '']),
    );
    for (let r = 1; r <= 5; r++) {
      const rows = e.pair(r);
      expect(rows.filter((x) => x.match === 'bye').map((x) => x['points 1'])).toEqual(['0']);
      rows.forEach((x, i) => {
        if (x.match === 'bye') return;
        const top = ['Ada', 'Ben'].includes(x.first) && ['Ada', 'Ben'].includes(x.second);
        e.set(`R${r}`, i, 'result', top ? '½-½' : names.indexOf(x.first) < names.indexOf(x.second) ? '1-0' : '0-1');
      });
      e.menu('menuScoreRound');
    }
    expect(e.records('R1').map((x) => `${x.first}-${x.second}`)).toEqual(['Ben-Eva', 'Cleo-Dan', 'Ada-']);
    e.menu('menuUpdateStandings');
    const st = e.records('Standings');
    expect(st.slice(0, 2).map((x) => [x.rank, x.entrant, x.points])).toEqual([
      ['1=', 'Ada', '3.5'],
      ['1=', 'Ben', '3.5'],
    ]);
    expect(st[0].note).toMatch(/rematch/);
    expect(e.tabs()).toContain('Schedule');
  });

  test('L2, L5: a team Swiss of 7 teams: boards, drawn colours, team bye worth 3', () => {
    const e = BundleEvent.start('swiss', { entrants: 'team' });
    const teams = ['Athens', 'Berlin', 'Cairo', 'Delhi', 'Essen', 'Fez', 'Genoa'];
    e.append(
      'Entrants',
      teams.map((t, i) => [t, i + 1, '', '', ...MINDLAB_BOARDS.map((g) => `${t} ${g}`)]),
    );
    const met = new Set<string>();
    for (let r = 1; r <= 5; r++) {
      const rows = e.pair(r);
      expect(rows.filter((x) => x.match === 'bye').map((x) => x['points 1'])).toEqual(['3']);
      for (const m of games(rows)) {
        const key = [m.first, m.second].sort().join('|');
        expect(met.has(key)).toBe(false);
        met.add(key);
        const boards = rows.filter((x) => x.match === m.match && x.board !== '');
        expect(boards.map((b) => b.board)).toEqual([...MINDLAB_BOARDS]);
        for (const b of boards) expect([b.first, b.second]).toContain(b['first colour']);
      }
      const rng = createRng(`bundle team ${r}`);
      rows.forEach((x, i) => {
        if (x.board) e.set(`R${r}`, i, 'result', ['1-0', '0-1', '½-½'][rng.int(3)]);
      });
      e.menu('menuScoreRound');
    }
    e.menu('menuUpdateStandings');
    const st = e.records('Standings');
    expect(st).toHaveLength(7);
    expect(st.reduce((s, x) => s + Number(x.points), 0)).toBe(5 * 3 * 4 + 5 * 3);
  });

  test('K1-K7: a multi-player event of 10 with a late entry and a withdrawal', () => {
    const e = BundleEvent.start('multiplayer');
    const names = ['Ann', 'Bob', 'Cat', 'Dov', 'Eli', 'Fay', 'Gil', 'Hal', 'Ivy', 'Joe'];
    e.append('Entrants', [...names.map((n, i) => [n, i + 1, '', ''] as Value[]), ['Kai', 11, 2, '']]);
    e.set('Entrants', 2, 'left after round', 2); // Cat
    for (let r = 1; r <= 4; r++) {
      const rows = e.pair(r);
      const sizes = Array.from(new Set(rows.map((x) => x.table))).map((t) => rows.filter((x) => x.table === t).length);
      expect(sizes).toEqual(r === 2 ? [4, 4, 3] : [4, 3, 3]);
      typePlaces(e, 'bundle katarenga', 30)(r, rows);
      e.menu('menuScoreRound');
      for (const x of e.records(`R${r}`)) expect(Number(x['carrot count'])).toBeLessThanOrEqual(40 + 10);
    }
    e.menu('menuUpdateStandings');
    const st = e.records('Standings');
    expect(st).toHaveLength(11);
    expect(st.find((x) => x.player === 'Cat')?.note).toMatch(/left after round 2/);
    for (let i = 1; i < st.length; i++) expect(Number(st[i].points)).toBeLessThanOrEqual(Number(st[i - 1].points));
  });
});

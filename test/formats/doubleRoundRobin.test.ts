// The double round robin (src/sheets/formats/doubleRoundRobin/, the example format added in one folder) played
// start to finish menu item by menu item through its planners in the in-memory workbook (test/support/memoryMenu.ts):
// Set up (its own Settings key "points for a win" appended), players typed, every round paired, results typed,
// scored, standings; the second cycle repeats the first round by round with colours reversed (the engine's Berger
// table), an odd field gives one bye a round worth 0, ranking by points then Sonneborn-Berger, and nothing is paired
// after the last round. Its tools through the add-on bundle: test/formats/doubleRoundRobinTools.test.ts.
import { MenuEvent } from '../support/memoryMenu';

const FORMAT = 'double round robin';

/** The games of a round tab as "first-second", in row order. */
const games = (rows: Record<string, string>[]): string[] =>
  rows.filter((x) => /^\d+$/.test(x.match)).map((x) => `${x.first}-${x.second}`);
const byes = (rows: Record<string, string>[]) => rows.filter((x) => x.match === 'bye');

/** Set up, then the players typed in Berger order (seed 1, 2, ...). */
function start(names: readonly string[], settings: Record<string, string> = {}): MenuEvent {
  const e = MenuEvent.start(FORMAT, settings);
  e.append(
    'Entrants',
    names.map((n, i) => [n, i + 1, '', '']),
  );
  return e;
}

describe('the double round robin through its planners', () => {
  test('4 players: 6 rounds, cycle 2 = cycle 1 with colours reversed; points, Sonneborn-Berger; no round 7', () => {
    const names = ['Ada', 'Ben', 'Cleo', 'Dan'];
    const e = start(names);
    expect(e.records('Settings').find((x) => x.key === 'points for a win')?.value).toBe('1');
    expect(e.tabs()).toEqual(expect.arrayContaining(['Entrants', 'Standings']));
    expect(e.menu('menuCheckLineups')).toMatch(/4 players play 6 rounds: every player meets every other twice/);
    // who wins each pairing, whatever the colours; Cleo and Dan draw in the second cycle
    const winner: Record<string, string> = {
      'Ada|Ben': 'Ada',
      'Ada|Cleo': 'Cleo',
      'Ada|Dan': 'Ada',
      'Ben|Cleo': 'Ben',
      'Ben|Dan': 'Ben',
      'Cleo|Dan': 'Dan',
    };
    const rounds: string[][] = [];
    for (let r = 1; r <= 6; r++) {
      const rows = e.pair(r);
      expect(byes(rows)).toHaveLength(0);
      rounds.push(games(rows));
      if (r === 1) expect(e.menu('menuPairNextRound')).toMatch(/round 1 is not scored yet/);
      rows.forEach((x, i) => {
        const pair = [x.first, x.second].sort().join('|');
        const w = r > 3 && pair === 'Cleo|Dan' ? null : winner[pair];
        e.set(`R${r}`, i, 'result', w === null ? '½-½' : w === x.first ? '1-0' : '0-1');
      });
      expect(e.menu('menuScoreRound')).toMatch(new RegExp(`^Score round ${r}`));
      e.menu('menuUpdateStandings');
    }
    // the engine's Berger table for 4: 1-4 2-3 / 4-3 1-2 / 2-4 3-1; then the same rounds with colours reversed
    expect(rounds.slice(0, 3)).toEqual([
      ['Ada-Dan', 'Ben-Cleo'],
      ['Dan-Cleo', 'Ada-Ben'],
      ['Ben-Dan', 'Cleo-Ada'],
    ]);
    expect(rounds.slice(3)).toEqual(rounds.slice(0, 3).map((r) => r.map((g) => g.split('-').reverse().join('-'))));
    // every pair met twice, each player first once
    const all = rounds.flat();
    for (const g of all) expect(all.filter((x) => x === g)).toHaveLength(1);
    expect(new Set(all.map((g) => g.split('-').sort().join('|'))).size).toBe(6);
    expect(e.records('R4')[0]).toMatchObject({ result: '0-1', 'points 1': '0', 'points 2': '1' });
    // Ada and Ben 4 points; Sonneborn-Berger: Ada 2×4 (Ben) + 2×1.5 (Dan) = 11, Ben 2×2.5 + 2×1.5 = 8
    const st = e.records('Standings');
    expect(st.map((x) => [x.rank, x.player, x.points, x['Sonneborn-Berger'], x.won, x.drawn, x.lost])).toEqual([
      ['1', 'Ada', '4', '11', '4', '0', '2'],
      ['2', 'Ben', '4', '8', '4', '0', '2'],
      ['3', 'Cleo', '2.5', '8.75', '2', '1', '3'],
      ['4', 'Dan', '1.5', '3.75', '1', '1', '4'],
    ]);
    expect(st[1]['separated by']).toBe('Sonneborn-Berger');
    // the Overview, from the shared model
    const overview = e.grid('Overview').flat().map(String);
    expect(overview).toContain('Double round robin · 4 players · round 6 of 6 (cycle 2)');
    expect(overview).toContain('Standings after round 6');
    // past the last round of the second cycle: refused, nothing written
    expect(e.menu('menuPairNextRound')).toMatch(/all 6 rounds are paired \(every player meets every other twice/);
    expect(e.tabs()).not.toContain('R7');
    const json = JSON.parse(e.menu('menuExport')) as { games: unknown[]; standings: { player: string }[] };
    expect(json.games).toHaveLength(12);
    expect(json.standings[0].player).toBe('Ada');
    expect(e.menu('menuPairIndividual')).toMatch(/only for MOCHALUNT/);
  });

  test('5 players, 3 points a win: 10 rounds, one bye a round worth 0, the same bye in both cycles', () => {
    const names = ['Ada', 'Ben', 'Cleo', 'Dan', 'Eva'];
    const e = start(names, { 'points for a win': '3' });
    const rounds: { games: string[]; bye: string }[] = [];
    for (let r = 1; r <= 10; r++) {
      const rows = e.pair(r);
      const bye = byes(rows);
      expect(bye.map((x) => x['points 1'])).toEqual(['0']);
      rounds.push({ games: games(rows), bye: bye[0].first });
      // the first named wins, but for one draw in round 1
      rows.forEach((x, i) => {
        if (x.match !== 'bye') e.set(`R${r}`, i, 'result', r === 1 && i === 0 ? '½-½' : '1-0');
      });
      e.menu('menuScoreRound');
    }
    expect(rounds.slice(5).map((r) => r.bye)).toEqual(rounds.slice(0, 5).map((r) => r.bye));
    expect(new Set(rounds.slice(0, 5).map((r) => r.bye)).size).toBe(5);
    expect(rounds.slice(5).map((r) => r.games)).toEqual(
      rounds.slice(0, 5).map((r) => r.games.map((g) => g.split('-').reverse().join('-'))),
    );
    expect(new Set(rounds.flatMap((r) => r.games)).size).toBe(20);
    expect(e.records('R1')[0]).toMatchObject({ 'points 1': '1.5', 'points 2': '1.5' });
    e.menu('menuUpdateStandings');
    const st = e.records('Standings');
    expect(st).toHaveLength(5);
    expect(st.reduce((s, x) => s + Number(x.points), 0)).toBe(20 * 3);
    expect(st.map((x) => x.byes)).toEqual(['2', '2', '2', '2', '2']);
    expect(e.menu('menuPairNextRound')).toMatch(/all 10 rounds are paired/);
    expect(e.tabs()).not.toContain('R11');
  });

  test('refusals: a late entrant, teams, a result that is not one', () => {
    const e = start(['Ada', 'Ben', 'Cleo']);
    e.set('Entrants', 2, 'from round', 2);
    expect(e.menu('menuPairNextRound')).toMatch(/Cleo enters from round 2, but a round robin's Berger table is fixed/);
    e.set('Entrants', 2, 'from round', '');
    e.pair(1);
    e.set('R1', 0, 'result', 'won');
    expect(e.menu('menuScoreRound')).toMatch(/"won" is not a result/);
    expect(e.records('R1')[0]['points 1']).toBe('');
    e.append('Settings', [['entrants', 'team', '']]);
    expect(e.menu('menuSetUp')).toMatch(/a double round robin pairs individual players, not teams/);
  });
});

// The single round robin ranked by wins (src/sheets/formats/singleRoundRobin/: a demonstration format, one
// configuration of the round robin, docs/decisions.md): every player meets every other once in the order of the
// engine's Berger table (L3; an odd field meets a fictive player: a bye worth 0), a win 1, a draw ½, a loss 0;
// ranked by games won, then the result between the tied (head-to-head), whatever the points say. The ranking in
// the engine (rankByWins), then the format played menu item by menu item through its planners in the in-memory
// workbook (test/support/memoryMenu.ts).
import { rankByWins } from '../../src/engine/tiebreaks/byWins';
import { bergerSchedule } from '../../src/engine/mindlab/berger';
import type { TieBreakEntrant, TieBreakGame } from '../../src/engine/tiebreaks/types';
import { ALL_FORMATS, FORMATS } from '../../src/sheets/formats';
import { MenuEvent } from '../support/memoryMenu';

const FORMAT = 'single round robin';

/** Who won each pairing ("Ada|Ben": the first of the sorted pair's score), found so that the games won and the points disagree. */
const SCORE: Record<string, number> = {
  'Ada|Ben': 1,
  'Ada|Cleo': 1,
  'Ada|Dan': 1,
  'Ada|Eva': 0.5,
  'Ben|Cleo': 1,
  'Ben|Dan': 0.5,
  'Ben|Eva': 0,
  'Cleo|Dan': 1,
  'Cleo|Eva': 1,
  'Dan|Eva': 0,
};

/** The field's games as tie-break records, from SCORE (one round a game: the round does not matter here). */
function field(): TieBreakEntrant[] {
  const games = new Map<string, TieBreakGame[]>();
  Object.entries(SCORE).forEach(([pair, s], k) => {
    const [a, b] = pair.split('|');
    games.set(a, [...(games.get(a) ?? []), { round: k + 1, points: s, won: s === 1, opponents: [b] }]);
    games.set(b, [...(games.get(b) ?? []), { round: k + 1, points: 1 - s, won: s === 0, opponents: [a] }]);
  });
  return [...games].map(([id, gs]) => ({ id, score: gs.reduce((t, g) => t + g.points, 0), games: gs }));
}

describe('rankByWins: games won first, then the chain (the single round robin: wins, then head-to-head)', () => {
  test('Cleo and Eva won 2 each; Cleo beat Eva, so Cleo is above although Eva has more points', () => {
    const ranked = rankByWins(field(), ['directEncounter']);
    expect(ranked.map((r) => [r.place, r.id, r.entrant.score, r.separatedBy])).toEqual([
      [1, 'Ada', 3.5, null],
      [2, 'Cleo', 2, 'wins'],
      [3, 'Eva', 2.5, 'directEncounter'],
      [4, 'Ben', 1.5, 'wins'],
      [5, 'Dan', 0.5, 'wins'],
    ]);
  });

  test('a drawn game changes the wins; equal wins and an equal result between them: a shared place', () => {
    const drawn = field().map((e) =>
      e.id === 'Cleo' || e.id === 'Eva'
        ? {
            ...e,
            games: e.games.map((g) =>
              g.opponents[0] === (e.id === 'Cleo' ? 'Eva' : 'Cleo') ? { ...g, points: 0.5, won: false } : g,
            ),
          }
        : e,
    );
    // Cleo and Eva drew: Eva alone on 2 wins; Ben and Cleo 1 each, and Ben beat Cleo
    const ranked = rankByWins(drawn, ['directEncounter']);
    expect(ranked.map((r) => [r.place, r.id])).toEqual([
      [1, 'Ada'],
      [2, 'Eva'],
      [3, 'Ben'],
      [4, 'Cleo'],
      [5, 'Dan'],
    ]);
    expect(ranked[3].separatedBy).toBe('directEncounter');
    const tied = rankByWins(
      [
        { id: 'X', score: 1, games: [{ round: 1, points: 0.5, won: false, opponents: ['Y'] }] },
        { id: 'Y', score: 1, games: [{ round: 1, points: 0.5, won: false, opponents: ['X'] }] },
      ],
      ['directEncounter'],
    );
    expect(tied.map((r) => [r.place, r.tiedWithAbove])).toEqual([
      [1, false],
      [1, true],
    ]);
  });
});

/** Set up, then the players typed in Berger order (seed 1, 2, ...). */
function start(names: readonly string[]): MenuEvent {
  const e = MenuEvent.start(FORMAT);
  e.append(
    'Entrants',
    names.map((n, i) => [n, i + 1, '', '']),
  );
  return e;
}

const games = (rows: Record<string, string>[]): string[] =>
  rows.filter((x) => /^\d+$/.test(x.match)).map((x) => `${x.first}-${x.second}`);

describe('the single round robin through its planners in the in-memory workbook', () => {
  test('a registry entry of its own: one Settings name, no Settings key of its own', () => {
    expect(ALL_FORMATS).toContain(FORMAT);
    expect(FORMATS[FORMAT].settings).toEqual([]);
    expect(FORMATS[FORMAT]).not.toBe(FORMATS['double round robin']);
  });

  test('5 players: the Berger table once (5 rounds, a bye a round worth 0), ranked by wins, then head-to-head', () => {
    const names = ['Ada', 'Ben', 'Cleo', 'Dan', 'Eva'];
    const e = start(names);
    expect(e.records('Settings').map((x) => x.key)).not.toContain('points for a win');
    expect(e.menu('menuCheckLineups')).toMatch(
      /5 players play 5 rounds: every player meets every other once; one bye \(0 points\) a round\./,
    );
    const rounds: string[][] = [];
    const byes: string[] = [];
    for (let r = 1; r <= 5; r++) {
      const rows = e.pair(r);
      rounds.push(games(rows));
      byes.push(...rows.filter((x) => x.match === 'bye').map((x) => x.first));
      rows.forEach((x, i) => {
        if (x.match === 'bye') return;
        const pair = [x.first, x.second].sort();
        const s = SCORE[pair.join('|')];
        const mine = pair[0] === x.first ? s : 1 - s;
        e.set(`R${r}`, i, 'result', mine === 1 ? '1-0' : mine === 0 ? '0-1' : '½-½');
      });
      expect(e.menu('menuScoreRound')).toMatch(new RegExp(`^Score round ${r}`));
    }
    // L3: the engine's Berger table for 5 (a fictive 6th: its opponent has the bye), in Berger order
    const table = bergerSchedule(5);
    expect(rounds).toEqual(table.map((t) => t.pairs.map((p) => `${names[p.first - 1]}-${names[p.second - 1]}`)));
    expect(byes).toEqual(table.map((t) => names[(t.bye as number) - 1]));
    // every pair met once, every player had one bye
    expect(new Set(rounds.flat().map((g) => g.split('-').sort().join('|')))).toEqual(new Set(Object.keys(SCORE)));
    expect(new Set(byes).size).toBe(5);
    // scoring: a win 1, a draw ½, the bye 0
    const r1 = e.records('R1');
    for (const x of r1) expect(Number(x['points 1']) + Number(x['points 2'] || 0)).toBe(x.match === 'bye' ? 0 : 1);
    // past the last round: refused, nothing written
    expect(e.menu('menuPairNextRound')).toMatch(/all 5 rounds are paired \(every player meets every other once\)/);
    expect(e.tabs()).not.toContain('R6');
    expect(e.menu('menuUpdateStandings')).toMatch(/\(games won, then the result between the tied\)/);
    const st = e.records('Standings');
    expect(st.map((x) => [x.rank, x.player, x.won, x.points, x['separated by']])).toEqual([
      ['1', 'Ada', '3', '3.5', ''],
      ['2', 'Cleo', '2', '2', 'number of wins'],
      ['3', 'Eva', '2', '2.5', 'result between the tied'],
      ['4', 'Ben', '1', '1.5', 'number of wins'],
      ['5', 'Dan', '0', '0.5', 'number of wins'],
    ]);
    // the games won rank first and come first; Sonneborn-Berger ranks nothing here and is not shown
    expect(e.grid('Standings')[0].slice(0, 4).map(String)).toEqual(['rank', 'player', 'won', 'points']);
    expect(e.grid('Standings')[0].map(String)).not.toContain('Sonneborn-Berger');
    expect(e.menu('menuUpdateStandings')).toMatch(/\n1\. Ada 3 won\n/);
    // the Overview says what it is, and ranks as the Standings do
    const overview = e.grid('Overview').flat().map(String);
    expect(overview).toContain('Single round robin · 5 players · round 5 of 5');
    const json = JSON.parse(e.menu('menuExport')) as { standings: { player: string; won: number }[] };
    expect(json.standings.map((s) => [s.player, s.won])).toEqual([
      ['Ada', 3],
      ['Cleo', 2],
      ['Eva', 2],
      ['Ben', 1],
      ['Dan', 0],
    ]);
  });
});

// The Crosstable tab of every two-player format, written by Update standings: a league of 4 worked by hand
// cell by cell (L3 Berger table, L1 points, T1 tie-breaks), the Overview naming the tie-break that separated
// two entrants on equal points (T1, T4), and each format (Swiss, league, team Swiss L5, double round robin,
// MOCHALUNT M17-M18) producing its crosstable, checked against its own Standings and round tabs.
import { newEvent, type MemoryBook } from '../events/memory';
import { cellText } from '../../src/sheets/workbook';
import { crosstableRows, type CrosstableEntrant } from '../../src/sheets/formats/crosstableCells';
import { separatedLines } from '../../src/sheets/overview/separated';
import { ACTIONS } from '../../src/sheets/formats/mochalunt';
import { NOW } from './memory';
import { seasonBook, playRound, ok } from './season';
import { mochaluntOverview } from '../../src/sheets/formats/mochalunt/overview';

const grid = (m: MemoryBook, tab: string): string[][] => (m.tabs[tab] ?? []).map((r) => r.map(cellText));

/** Types `results` (by "first-second" pair, from the first's side) into round r, then scores it. */
function play(m: MemoryBook, r: number, results: Record<string, string>): void {
  m.run('pairNextRound');
  m.records(`R${r}`).forEach((row, i) => {
    const result = results[`${row.first}-${row.second}`];
    if (result === undefined) throw new Error(`R${r}: ${row.first}-${row.second} not expected`);
    m.set(`R${r}`, i, 'result', result);
  });
  m.run('scoreRound');
}

describe('Crosstable', () => {
  test('L1, L3, T1: a league of 4 worked by hand, cell by cell; the Overview names the tie-break that separated equal points', () => {
    const m = newEvent('league', { 'tie-breaks': 'mso' });
    m.tabs.Entrants.push(...['Ada', 'Ben', 'Cleo', 'Dan'].map((n, i) => [n, i + 1, '', '']));
    // L3: the Berger table for 4 (Ada 1, Ben 2, Cleo 3, Dan 4): 1-4 2-3 / 4-3 1-2 / 2-4 3-1, the first named first
    play(m, 1, { 'Ada-Dan': '½-½', 'Ben-Cleo': '0-1' });
    play(m, 2, { 'Dan-Cleo': '½-½', 'Ada-Ben': '0-1' });
    play(m, 3, { 'Ben-Dan': '+', 'Cleo-Ada': '0-1' });
    m.run('updateStandings');
    // L1 points: Ben 0+1+1 = 2 (the forfeit win counts 1), Ada ½+0+1 = 1½, Cleo 1+½+0 = 1½, Dan ½+½+0 = 1.
    // T1 for Ada and Cleo, level on 1½: Buchholz cut-2 (the best opponent left): Ada 2 (Ben), Cleo 2 (Ben);
    // Buchholz: Ada 1 + 2 + 1½ = 4½, Cleo 2 + 1 + 1½ = 4½; progressive: Ada ½ + ½ + 1½ = 2½, Cleo 1 + 1½ + 1½ = 4:
    // Cleo above Ada (T4: the first step that splits them decides).
    // Ben: cut-2 1½, Buchholz 1½ + 1½ + 1 = 4, progressive 0 + 1 + 2 = 3; Dan: 2, 1½ + 1½ + 2 = 5, ½ + 1 + 1 = 2½.
    expect(grid(m, 'Crosstable')).toEqual([
      ['no.', 'rank', 'player', 'R1', 'R2', 'R3', 'points', 'Buchholz cut-2', 'Buchholz', 'progressive'],
      // line 1 Ben: R1 second against Cleo (line 2), lost; R2 second against Ada (3), won; R3 first against Dan (4), forfeit win
      ['1', '1', 'Ben', '2w-', '3b+', '4w+f', '2', '1.5', '4', '3'],
      ['2', '2', 'Cleo', '1b+', '4b=', '3w-', '1.5', '2', '4.5', '4'],
      ['3', '3', 'Ada', '4w=', '1w-', '2b+', '1.5', '2', '4.5', '2.5'],
      ['4', '4', 'Dan', '3b=', '2w=', '1b-f', '1', '2', '5', '2.5'],
    ]);
    // the Standings agree, and name what separated Cleo and Ada
    const st = m.records('Standings');
    expect(st.map((r) => [r.rank, r.entrant, r.points, r['separated by']])).toEqual([
      ['1', 'Ben', '2', ''],
      ['2', 'Cleo', '1.5', 'score'],
      ['3', 'Ada', '1.5', 'progressive score'],
      ['4', 'Dan', '1', 'score'],
    ]);
    const overview = grid(m, 'Overview').map((r) => r[0]);
    expect(overview).toContain('Equal points: what separated them');
    expect(overview).toContain('Places 2 and 3: Cleo above Ada on 1½ points, separated by progressive score.');
    // the first's side of the round tab is the "w" of the cell
    expect(m.records('R3').map((r) => `${r.first}-${r.second} ${r.result}`)).toEqual(['Ben-Dan +', 'Cleo-Ada 0-1']);
  });

  test('T4: places still shared after the chain are "3=" on both lines and named tied on the Overview; byes and unplayed games', () => {
    const line = (id: string, place: number, shared: boolean, points: number): CrosstableEntrant => ({
      id,
      place,
      shared,
      points,
      games: [],
      byeRounds: [],
      tieBreaks: [],
    });
    const rows = crosstableRows(
      [
        { ...line('Eva', 1, false, 2), games: [{ round: 1, opponent: 'Gus', first: true, outcome: 'win' }] },
        { ...line('Finn', 2, true, 1), byeRounds: [1] },
        { ...line('Gus', 2, true, 1), games: [{ round: 1, opponent: 'Eva', first: false, outcome: 'loss' }] },
        { ...line('Hana', 4, false, 0), games: [{ round: 2, opponent: 'Ivo', first: false, outcome: 'unplayed' }] },
      ],
      2,
    );
    expect(rows.map((r) => r.slice(0, 5))).toEqual([
      [1, '1', 'Eva', '3w+', ''],
      [2, '2=', 'Finn', 'bye', ''],
      [3, '2=', 'Gus', '1b-', ''],
      // an opponent not in the table (left the event) is named
      [4, '4', 'Hana', '', 'Ivob0'],
    ]);
    expect(
      separatedLines([
        { name: 'Eva', place: 1, shared: false, points: 2, by: '' },
        { name: 'Finn', place: 2, shared: true, points: 1, by: '' },
        { name: 'Gus', place: 2, shared: true, points: 1, by: '' },
        { name: 'Hana', place: 4, shared: false, points: 1, by: 'Buchholz' },
      ]),
    ).toEqual([
      'Place 2=: Finn and Gus on 1 points, tied after every tie-break.',
      'Places 2 and 4: Gus above Hana on 1 points, separated by Buchholz.',
    ]);
  });
});

/** Every line of a crosstable agrees with the Standings (order, points) and each round cell with the round tabs. */
function expectAgrees(m: MemoryBook, nameHeader: string, rounds: number): void {
  const cross = m.records('Crosstable');
  const st = m.records('Standings');
  expect(cross.map((r) => [r.rank, r[nameHeader], r.points])).toEqual(
    st.map((r) => [r.rank, r[nameHeader] ?? r.entrant, r.points]),
  );
  const lineOf = new Map(cross.map((r) => [r[nameHeader], r['no.']]));
  for (let r = 1; r <= rounds; r++) {
    for (const row of m.records(`R${r}`)) {
      if (row.board) continue;
      const cellOf = (name: string) => cross.find((x) => x[nameHeader] === name)?.[`R${r}`];
      if (row.match === 'bye') {
        expect(cellOf(row.first)).toBe('bye');
        continue;
      }
      expect(cellOf(row.first)).toMatch(new RegExp(`^${lineOf.get(row.second)}w[-+=0]`));
      expect(cellOf(row.second)).toMatch(new RegExp(`^${lineOf.get(row.first)}b[-+=0]`));
    }
  }
}

/** Rounds 1..n paired, every game but the byes given `result(row)`, scored (and the standings updated each round). */
function playRounds(m: ReturnType<typeof newEvent>, n: number, result: (row: number) => string, standings: boolean) {
  for (let r = 1; r <= n; r++) {
    m.run('pairNextRound');
    m.records(`R${r}`).forEach((row, i) => {
      if (row.match !== 'bye') m.set(`R${r}`, i, 'result', result(i));
    });
    m.run('scoreRound');
    if (standings) m.run('updateStandings');
  }
}

describe('each two-player format writes its Crosstable with Update standings', () => {
  const SEVEN = ['Ada', 'Ben', 'Cleo', 'Dan', 'Eva', 'Finn', 'Gus'];

  test('L1, L4, L6: an individual Swiss of 7 (byes), the L6 tie-break columns', () => {
    const m = newEvent('swiss');
    m.tabs.Entrants.push(...SEVEN.map((n, i) => [n, i + 1, '', '']));
    playRounds(m, 3, (i) => (i % 3 === 0 ? '½-½' : '1-0'), true);
    // a column for each of the 5 rounds (L1) from the first click on; the rounds not played yet are blank
    expect(grid(m, 'Crosstable')[0]).toEqual([
      'no.',
      'rank',
      'player',
      'R1',
      'R2',
      'R3',
      'R4',
      'R5',
      'points',
      'wins',
      'Buchholz',
    ]);
    expect(m.records('Crosstable').map((r) => r.R4 + r.R5)).toEqual(SEVEN.map(() => ''));
    expectAgrees(m, 'player', 3);
  });

  test('L5: a team Swiss: each cell with the match board points', () => {
    const m = newEvent('swiss', { entrants: 'team' });
    m.run('setUp'); // adds the board columns (L5) to the Entrants tab
    m.tabs.Entrants.push(
      ...['North', 'South', 'East', 'West'].map((n, i) => [n, i + 1, '', '', `${n}1`, `${n}2`, `${n}3`, `${n}4`]),
    );
    m.run('pairNextRound');
    m.records('R1').forEach((row, i) => {
      if (row.board) m.set('R1', i, 'result', row.board === 'Octi' ? '0-1' : '1-0');
    });
    m.run('scoreRound');
    m.run('updateStandings');
    const cross = m.records('Crosstable');
    expect(cross.map((r) => r.R1)).toEqual(['3w+ 3-1', '4w+ 3-1', '1b- 1-3', '2b- 1-3']);
    expectAgrees(m, 'team', 1);
  });

  test('double round robin: points, then Sonneborn-Berger', () => {
    const m = newEvent('double round robin');
    m.tabs.Entrants.push(...['Ada', 'Ben', 'Cleo'].map((n, i) => [n, i + 1, '', '']));
    playRounds(m, 2, () => '1-0', false);
    m.run('updateStandings');
    // 3 players: 6 rounds (a bye each round), every one a column
    expect(grid(m, 'Crosstable')[0]).toEqual([
      'no.',
      'rank',
      'player',
      ...['R1', 'R2', 'R3', 'R4', 'R5', 'R6'],
      'points',
      'Sonneborn-Berger',
    ]);
    const st = m.records('Standings');
    expect(m.records('Crosstable').map((r) => r['Sonneborn-Berger'])).toEqual(st.map((r) => r['Sonneborn-Berger']));
    expectAgrees(m, 'player', 2);
  });

  test('M17, M18: MOCHALUNT: team matches won, drawn or lost by the main score; McMahon score, then secondary', () => {
    const book = seasonBook({ teams: 9 });
    for (let r = 1; r <= 2; r++) playRound(book, r);
    book.apply(ok(ACTIONS.updateStandings(book, { now: NOW })));
    const cross = book.rows('Crosstable');
    const st = book.rows('Standings');
    expect(Object.keys(cross[0])).toEqual([
      'no.',
      'rank',
      'team',
      ...['R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7', 'R8'],
      'McMahon',
      'secondary',
    ]);
    expect(cross.map((r) => [String(r.rank), r.team, r.McMahon, r.secondary])).toEqual(
      st.map((r) => [String(r.rank), r.team, r.McMahon, r.secondary]),
    );
    const lineOf = new Map(cross.map((r) => [r.team, r['no.']]));
    for (let r = 1; r <= 2; r++) {
      for (const m of book.rows(`R${r}`).filter((x) => String(x.board) === '')) {
        const cellOf = (t: unknown) => cross.find((x) => x.team === t)?.[`R${r}`];
        if (m.match === 'bye') {
          expect(cellOf(m['team 1'])).toBe('bye');
          continue;
        }
        // M17: 3 win, 2 draw, 1 played loss, 0 forfeit loss
        const sign = (p: unknown, q: unknown) =>
          p === 3 ? (q === 0 ? '+f' : '+') : p === 2 ? '=' : p === 1 ? '-' : q === 0 ? '0' : '-f';
        expect(cellOf(m['team 1'])).toBe(`${String(lineOf.get(m['team 2']))}w${sign(m['points 1'], m['points 2'])}`);
        expect(cellOf(m['team 2'])).toBe(`${String(lineOf.get(m['team 1']))}b${sign(m['points 2'], m['points 1'])}`);
      }
    }
    // the Overview names what separated neighbours on an equal McMahon score: the Standings' "decided by" (M18)
    const expected = st
      .map((r, i) => ({ r, a: st[i - 1] }))
      .filter(({ r, a }) => a && a.McMahon === r.McMahon && r['decided by'] !== '')
      .map(
        ({ r, a }) =>
          `Places ${String(a.rank)} and ${String(r.rank)}: ${String(a.team)} above ${String(r.team)} on ${String(r.McMahon)} points, separated by ${String(r['decided by'])}.`,
      );
    expect(expected.length).toBeGreaterThan(0);
    const band = mochaluntOverview(book)?.bands.find((b) => 'wide' in b && b.wide.title.startsWith('Equal points'));
    expect(band && 'wide' in band ? band.wide.rows.map((x) => x[0].v) : []).toEqual(expected.slice(0, 8));
  });
});

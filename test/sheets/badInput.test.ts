// The bad-input suite: mistakes captains and organizers make. For each, the plan names the tab, row and
// column, says what is wrong and what to type instead, and writes nothing but the Line-ups check cells.
import { ACTIONS } from '../../src/sheets/formats/mochalunt';
import type { Plan, SheetProblem } from '../../src/sheets/plan';
import type { Cell } from '../../src/sheets/workbook';
import { MemoryBook, NOW } from './memory';
import { seasonBook, playRound, fillLineups, fillResults, ok, boardsOfRound1 } from './season';

interface Want {
  tab: string;
  row?: number;
  column?: string;
  message: RegExp;
}

function find(ps: readonly SheetProblem[], w: Want): SheetProblem {
  const hit = ps.find(
    (p) =>
      p.tab === w.tab &&
      (w.row === undefined || p.row === w.row) &&
      (w.column === undefined || p.column === w.column) &&
      w.message.test(p.message),
  );
  if (!hit)
    throw new Error(
      `no problem like ${JSON.stringify({ ...w, message: String(w.message) })} in:\n${ps.map((p) => JSON.stringify(p)).join('\n')}`,
    );
  expect(hit.fix.length).toBeGreaterThan(5);
  if (hit.row !== undefined && hit.row > 1 && hit.column !== undefined) expect(hit.cell).toMatch(/^[A-Z]+\d+$/);
  return hit;
}

/** A blocked plan: the problem is there, nothing is written. */
function blocked(plan: Plan, w: Want): SheetProblem {
  expect(plan.blocks).toHaveLength(0);
  expect(plan.newTabs).toHaveLength(0);
  return find(plan.problems, w);
}

/** A line-up check: the problem is in the check cell; only check/sent cells of that row are written. */
function checked(book: MemoryBook, row: number, w: Want): string {
  const before = book.clone();
  const plan = ACTIONS.lineupCheck(book, { row, now: NOW });
  expect(plan.problems).toHaveLength(0);
  find(plan.checks ?? [], { ...w, tab: 'Line-ups', row });
  const header = book.tabs.get('Line-ups')![0].map(String);
  const allowed = ['check', 'sent (UTC)', 'games sent (UTC)'].map((h) => header.indexOf(h) + 1);
  for (const b of plan.blocks) {
    expect(b.tab).toBe('Line-ups');
    expect(b.row).toBe(row);
    expect(allowed).toContain(b.col);
    expect(b.values[0]).toHaveLength(1);
  }
  book.apply(plan);
  // nothing else changed
  for (const [tab, grid] of before.tabs) {
    grid.forEach((r, i) =>
      r.forEach((v, j) => {
        if (!(tab === 'Line-ups' && i === row - 1 && allowed.includes(j + 1)))
          expect(book.tabs.get(tab)![i][j]).toEqual(v);
      }),
    );
  }
  return String(book.cell('Line-ups', `${'ABCDEFGHIJ'[allowed[0] - 1]}${row}`));
}

function setCell(book: MemoryBook, tab: string, row: number, header: string, value: Cell): void {
  const g = book.tabs.get(tab)!;
  const c = g[0].map(String).indexOf(header);
  if (c < 0) throw new Error(`no header ${header} in ${tab}`);
  while (g.length < row) g.push([]);
  while (g[row - 1].length <= c) g[row - 1].push('');
  g[row - 1][c] = value;
}

/** The Line-ups row (1-based) of a team and round. */
function lineupRow(book: MemoryBook, team: string, round: number): number {
  const g = book.tabs.get('Line-ups')!;
  const i = g.findIndex((r) => r[1] === team && Number(r[0]) === round);
  if (i < 0) throw new Error(`no row for ${team} ${round}`);
  return i + 1;
}

/** A season with round 1 paired (team pairings only): Italy (4 players) ... */
function pairedRound1(): MemoryBook {
  const book = seasonBook({ teams: 8 });
  book.apply(ok(ACTIONS.pairNextRound(book, { now: NOW })));
  return book;
}

function opponents(book: MemoryBook, round: number, team: string): { opponent: string; side: 1 | 2 } {
  const m = book.rows(`R${round}`).find((r) => r['team 1'] === team || r['team 2'] === team)!;
  return m['team 1'] === team ? { opponent: String(m['team 2']), side: 1 } : { opponent: String(m['team 1']), side: 2 };
}

describe('captains (Line-ups, checked as they type)', () => {
  test('1 M8: misspelt player', () => {
    const book = pairedRound1();
    const r = lineupRow(book, 'Italy', 1);
    setCell(book, 'Line-ups', r, 'line-up', 'Italy A, Italy B, Italy C, Italy Dd');
    const text = checked(book, r, {
      tab: 'Line-ups',
      column: 'line-up',
      message: /Italy Dd is not on the team's roster/,
    });
    expect(text).toMatch(/did you mean Italy D/);
  });
  test('2 M8: player of another team', () => {
    const book = pairedRound1();
    const r = lineupRow(book, 'Italy', 1);
    setCell(book, 'Line-ups', r, 'line-up', 'Italy A, Italy B, Italy C, France A');
    checked(book, r, { tab: 'Line-ups', column: 'line-up', message: /France A plays for France, not for Italy/ });
  });
  test('3 M8: a player listed twice before the "/"', () => {
    const book = pairedRound1();
    const r = lineupRow(book, 'France', 1);
    setCell(book, 'Line-ups', r, 'line-up', 'France A, France B, France C, France A, France D');
    checked(book, r, { tab: 'Line-ups', column: 'line-up', message: /listed twice/ });
  });
  test('4 M8: a second match for a player not in the first part', () => {
    const book = pairedRound1();
    const r = lineupRow(book, 'France', 1);
    setCell(book, 'Line-ups', r, 'line-up', 'France A, France B, France C, France D / France E');
    checked(book, r, { tab: 'Line-ups', column: 'line-up', message: /after the "\/" but not before it/ });
  });
  test('5 M8: too few players', () => {
    const book = pairedRound1();
    const r = lineupRow(book, 'France', 1);
    setCell(book, 'Line-ups', r, 'line-up', 'France A, France B, France C');
    checked(book, r, { tab: 'Line-ups', column: 'line-up', message: /at least 4/ });
  });
  test('6 M11: strength list of the wrong length', () => {
    const book = pairedRound1();
    const r = lineupRow(book, 'France', 1);
    setCell(book, 'Line-ups', r, 'line-up', 'France A, France B, France C, France D');
    setCell(book, 'Line-ups', r, 'strength', '1, 2, 3');
    checked(book, r, { tab: 'Line-ups', column: 'strength', message: /3 numbers for 4 players/ });
  });
  test('7 M10: reduction out of range', () => {
    const book = pairedRound1();
    fillLineups(book, 1);
    const { opponent } = opponents(book, 1, 'Spain');
    setCell(
      book,
      'Line-ups',
      lineupRow(book, opponent, 1),
      'line-up',
      [1, 2, 3, 4].map((k) => `${opponent} ${'ABCD'[k - 1]}`).join(', '),
    );
    setCell(
      book,
      'Line-ups',
      lineupRow(book, 'Spain', 1),
      'line-up',
      'Spain A, Spain B, Spain C, Spain D, Spain E, Spain F, Spain G',
    );
    const r = lineupRow(book, 'Spain', 1);
    setCell(book, 'Line-ups', r, 'matches', 3);
    checked(book, r, {
      tab: 'Line-ups',
      column: 'matches',
      message: /3 matches is outside the allowed range: at least 4 \(the smaller NAP\), at most 4/,
    });
  });
  test('8 M10: reduction by the team with the lower NAP', () => {
    const book = pairedRound1();
    fillLineups(book, 1);
    // Italy has 4 players: whoever it meets has at least as many
    const { opponent } = opponents(book, 1, 'Italy');
    const oppSize = book.rows('Players').filter((p) => p.team === opponent).length;
    expect(oppSize).toBeGreaterThan(4);
    const r = lineupRow(book, 'Italy', 1);
    setCell(book, 'Line-ups', r, 'line-up', 'Italy A, Italy B, Italy C, Italy D / Italy A, Italy B');
    setCell(book, 'Line-ups', r, 'matches', 4);
    const text = checked(book, r, { tab: 'Line-ups', column: 'matches', message: /only the captain of .+ may reduce/ });
    expect(text).toMatch(new RegExp(opponent));
  });
  test("9 M7: a game that is not in the round's list", () => {
    const book = seasonBook({ teams: 8 });
    for (let r = 1; r <= 5; r++) playRound(book, r);
    book.apply(ok(ACTIONS.pairNextRound(book, { now: NOW })));
    const team1 = String(book.rows('R6')[0]['team 1']);
    const r = lineupRow(book, team1, 6);
    setCell(book, 'Line-ups', r, 'games', 'Chess, Go, Monopoly');
    checked(book, r, { tab: 'Line-ups', column: 'games', message: /Monopoly is not one of this round's games/ });
  });
  test('10 M7: games typed in a round with 4 set games', () => {
    const book = pairedRound1();
    const r = lineupRow(book, 'Italy', 1);
    setCell(book, 'Line-ups', r, 'games', 'Chess');
    checked(book, r, { tab: 'Line-ups', column: 'games', message: /4 set games/ });
  });
  test('11 line-up for a finished round', () => {
    const book = seasonBook({ teams: 8 });
    playRound(book, 1);
    const r = lineupRow(book, 'Italy', 1);
    setCell(book, 'Line-ups', r, 'line-up', 'Italy A, Italy B, Italy C, Italy D / Italy A');
    checked(book, r, { tab: 'Line-ups', column: 'line-up', message: /round 1 is finished/ });
  });
  test('12 line-up for a round that does not exist', () => {
    const book = pairedRound1();
    const g = book.tabs.get('Line-ups')!;
    g.push([9, 'Italy', 'Italy A, Italy B, Italy C, Italy D']);
    checked(book, g.length, { tab: 'Line-ups', column: 'round', message: /no round 9/ });
  });
  test('13 M13, M21: line-up sent after the deadline is flagged; the previous line-up applies', () => {
    const book = seasonBook({ teams: 8 });
    playRound(book, 1);
    book.apply(ok(ACTIONS.pairNextRound(book, { now: NOW })));
    fillLineups(book, 2);
    const r = lineupRow(book, 'France', 2);
    setCell(book, 'Line-ups', r, 'line-up', 'France A, France B, France C, France D');
    const late = new Date('2024-02-25T10:00:00Z'); // round 2 published 2024-02-14 18:00, due +5 days
    const plan = ACTIONS.lineupCheck(book, { row: r, now: late });
    book.apply(plan);
    expect(String(book.cell('Line-ups', `H${r}`))).toBe('2024-02-25 10:00');
    expect(String(book.cell('Line-ups', `J${r}`))).toMatch(/LATE \(M13\).*line-up of round 1 applies/);
    const pi = ok(ACTIONS.pairIndividual(book, { now: NOW }));
    expect(pi.summary).toMatch(/France: no line-up on time, the line-up of round 1 is used \(M13\)/);
  });
  test('14 M12: agreed changes that are not board: player - player', () => {
    const book = pairedRound1();
    const r = lineupRow(book, 'Italy', 1);
    setCell(book, 'Line-ups', r, 'line-up', 'Italy A, Italy B, Italy C, Italy D');
    setCell(book, 'Line-ups', r, 'agreed', 'Italy A against France B');
    checked(book, r, { tab: 'Line-ups', column: 'agreed', message: /is not an agreed board/ });
  });
  test('15 a team name misspelt in the Line-ups team column', () => {
    const book = pairedRound1();
    const r = lineupRow(book, 'Italy', 1);
    setCell(book, 'Line-ups', r, 'team', 'Itlay');
    setCell(book, 'Line-ups', r, 'line-up', 'Italy A, Italy B, Italy C, Italy D');
    checked(book, r, { tab: 'Line-ups', column: 'team', message: /"Itlay" is not a team/ });
  });
  test('16 M1: a player who joins in a later round', () => {
    const book = pairedRound1();
    const players = book.tabs.get('Players')!;
    const i = players.findIndex((p) => p[0] === 'Italy D');
    players[i][2] = 3; // joined round
    const r = lineupRow(book, 'Italy', 1);
    setCell(book, 'Line-ups', r, 'line-up', 'Italy A, Italy B, Italy C, Italy D');
    checked(book, r, { tab: 'Line-ups', column: 'line-up', message: /Italy D joins Italy from round 3/ });
  });
});

describe('organizers (input tabs): nothing is written', () => {
  test('17 team listed twice', () => {
    const book = seasonBook();
    book.tabs.get('Teams')!.push(['italy', 9, '']);
    blocked(ACTIONS.pairNextRound(book, { now: NOW }), {
      tab: 'Teams',
      row: 10,
      column: 'team',
      message: /italy is listed twice \(also in row 2\)/,
    });
  });
  test('18 empty team name', () => {
    const book = seasonBook();
    book.tabs.get('Teams')!.push(['', 9, '']);
    blocked(ACTIONS.pairNextRound(book, { now: NOW }), {
      tab: 'Teams',
      row: 10,
      column: 'team',
      message: /team name is empty/,
    });
  });
  test('39 M1: a team with fewer than 4 registered players', () => {
    const book = seasonBook();
    const players = book.tabs.get('Players')!;
    players.splice(
      players.findIndex((r) => r[0] === 'Italy D'),
      1,
    );
    blocked(ACTIONS.pairNextRound(book, { now: NOW }), {
      tab: 'Players',
      column: 'team',
      message: /Italy has 3 registered players for round 1; a team needs at least 4 \(M1\)/,
    });
  });
  test('19 M2: seed not a number', () => {
    const book = seasonBook();
    book.tabs.get('Teams')![3][1] = 'third';
    blocked(ACTIONS.pairNextRound(book, { now: NOW }), {
      tab: 'Teams',
      row: 4,
      column: 'seed',
      message: /"third", not a whole number/,
    });
  });
  test('20 M2: the same seed twice', () => {
    const book = seasonBook();
    book.tabs.get('Teams')![3][1] = 1;
    blocked(ACTIONS.pairNextRound(book, { now: NOW }), {
      tab: 'Teams',
      row: 4,
      column: 'seed',
      message: /seed 1 is given twice/,
    });
  });
  test('21 unknown team in Players', () => {
    const book = seasonBook();
    book.tabs.get('Players')!.push(['Zed', 'Frnace', '', '', '']);
    const p = blocked(ACTIONS.pairNextRound(book, { now: NOW }), {
      tab: 'Players',
      column: 'team',
      message: /"Frnace" is not a team/,
    });
    expect(p.fix).toMatch(/did you mean France/);
  });
  test('22 duplicate player', () => {
    const book = seasonBook();
    book.tabs.get('Players')!.push(['Italy A', 'France', '', '', '']);
    blocked(ACTIONS.pairNextRound(book, { now: NOW }), {
      tab: 'Players',
      column: 'player',
      message: /Italy A is listed twice/,
    });
  });
  test('23 M20: an age group column on the Players tab (personal data in the public file)', () => {
    const book = seasonBook();
    const players = book.tabs.get('Players')!;
    players[0].push('age group');
    players[1].push('over 65');
    const p = blocked(ACTIONS.pairNextRound(book, { now: NOW }), {
      tab: 'Players',
      row: 1,
      column: 'age group',
      message: /"age group" column is personal data, and the file is public/,
    });
    expect(p.fix).toMatch(/Captains and protections as a line "Player Name: over 65, woman", then delete this column/);
  });
  test('24 M6: two games of one family in a phase-1 round', () => {
    const book = seasonBook();
    const g = book.tabs.get('Games')!;
    g[2][2] = g[1][2]; // round 1, game 2 gets game 1's family
    blocked(ACTIONS.pairNextRound(book, { now: NOW }), {
      tab: 'Games',
      row: 3,
      column: 'family',
      message: /round 1: .+ both .+ games/,
    });
  });
  test('25 M6: a phase-1 round with 5 games', () => {
    const book = seasonBook();
    book.tabs.get('Games')!.push([2, 'Abalone', 'various', 'BGA']);
    blocked(ACTIONS.pairNextRound(book, { now: NOW }), { tab: 'Games', message: /round 2 lists 5 games/ });
  });
  test('26 Settings: unknown key', () => {
    const book = seasonBook();
    book.tabs.get('Settings')!.push(['phase one rounds', '4', '']);
    const p = blocked(ACTIONS.pairNextRound(book, { now: NOW }), {
      tab: 'Settings',
      column: 'key',
      message: /"phase one rounds" is not a setting/,
    });
    expect(p.fix).toMatch(/phase 1 rounds/);
  });
  test('27 Settings: bad value', () => {
    const book = seasonBook();
    const s = book.tabs.get('Settings')!;
    const i = s.findIndex((r) => r[0] === 'bye counts for secondary');
    s[i][1] = 'maybe';
    blocked(ACTIONS.pairNextRound(book, { now: NOW }), {
      tab: 'Settings',
      row: i + 1,
      column: 'value',
      message: /"maybe" is not yes or no/,
    });
  });
  test('28 deleted header', () => {
    const book = seasonBook();
    book.tabs.get('Teams')![0][1] = '';
    blocked(ACTIONS.pairNextRound(book, { now: NOW }), {
      tab: 'Teams',
      row: 1,
      column: 'seed',
      message: /column "seed" is missing/,
    });
  });
  test('38 an e-mail address or a phone number in the public file', () => {
    const book = seasonBook();
    book.tabs.get('Players')![0].push('contact');
    book.tabs.get('Players')![3][3] = 'anna.rossi@example.org';
    blocked(ACTIONS.pairNextRound(book, { now: NOW }), {
      tab: 'Players',
      row: 4,
      column: 'contact',
      message: /e-mail address, and the file is public/,
    });
    book.tabs.get('Players')![3][3] = '+39 333 123 4567';
    blocked(ACTIONS.updateStandings(book, { now: NOW }), {
      tab: 'Players',
      row: 4,
      column: 'contact',
      message: /phone number/,
    });
  });
  test('29 renamed tab', () => {
    const book = seasonBook();
    const teams = book.tabs.get('Teams')!;
    book.tabs.delete('Teams');
    book.tabs.set('Team', teams);
    const p = blocked(ACTIONS.pairNextRound(book, { now: NOW }), { tab: 'Teams', message: /tab "Teams" is missing/ });
    expect(p.fix).toBe('rename the tab "Team" back to "Teams"');
    blocked(ACTIONS.setUp(book, { now: NOW }), { tab: 'Teams', message: /missing/ });
  });
});

describe('rounds and results', () => {
  const individuallyPaired = boardsOfRound1;
  function firstBoardRow(book: MemoryBook, round: number): number {
    return book.tabs.get(`R${round}`)!.findIndex((r) => r[1] !== '' && r[1] !== 'board') + 1;
  }
  test('30 M15: result "2-0"', () => {
    const book = individuallyPaired();
    fillResults(book, 1);
    const row = firstBoardRow(book, 1);
    setCell(book, 'R1', row, 'game 2', '2-0');
    const p = blocked(ACTIONS.scoreRound(book, { now: NOW }), {
      tab: 'R1',
      row,
      column: 'game 2',
      message: /"2-0" is not a result/,
    });
    expect(p.cell).toBe(`H${row}`);
    expect(p.fix).toMatch(/1-0.*0-1.*½-½/);
  });
  test('31 M17: a result in a whole-team forfeit', () => {
    const book = seasonBook({ teams: 8 });
    book.apply(ok(ACTIONS.pairNextRound(book, { now: NOW })));
    fillLineups(book, 1, ['Italy']);
    book.apply(ok(ACTIONS.pairIndividual(book, { now: NOW })));
    fillResults(book, 1);
    const g = book.tabs.get('R1')!;
    const i = g.findIndex((r) => r[4] === '(forfeit)' || r[5] === '(forfeit)');
    expect(i).toBeGreaterThan(0);
    g[i][6] = '1-0';
    blocked(ACTIONS.scoreRound(book, { now: NOW }), {
      tab: 'R1',
      row: i + 1,
      column: 'game 1',
      message: /whole-team forfeit \(Italy sent no line-up\)/,
    });
  });
  test('32 round tab with an edited header', () => {
    const book = individuallyPaired();
    book.tabs.get('R1')![0][6] = 'Game one';
    const p = blocked(ACTIONS.scoreRound(book, { now: NOW }), {
      tab: 'R1',
      row: 1,
      column: 'game 1',
      message: /column "game 1" is missing/,
    });
    expect(p.fix).toBe('rename the header "Game one" back to "game 1"');
  });
  test('33 Pair next round twice (the round has no results yet)', () => {
    const book = seasonBook();
    book.apply(ok(ACTIONS.pairNextRound(book, { now: NOW })));
    blocked(ACTIONS.pairNextRound(book, { now: NOW }), { tab: 'R1', message: /round 1 has no scores yet/ });
  });
  test('34 score a round not paired yet', () => {
    const book = seasonBook();
    blocked(ACTIONS.scoreRound(book, { now: NOW }), { tab: 'R1', message: /not paired yet/ });
    book.apply(ok(ACTIONS.pairNextRound(book, { now: NOW })));
    blocked(ACTIONS.scoreRound(book, { now: NOW }), {
      tab: 'R1',
      column: 'board',
      message: /individual matches .* are not paired yet/,
    });
  });
  test('35 pair individual matches of a round without games', () => {
    const book = seasonBook();
    book.tabs.set('Games', [book.tabs.get('Games')![0]]);
    book.apply(ok(ACTIONS.pairNextRound(book, { now: NOW })));
    fillLineups(book, 1);
    blocked(ACTIONS.pairIndividual(book, { now: NOW }), { tab: 'Games', message: /no games for round 1/ });
  });
  test('36 an invalid line-up blocks Pair individual matches and names its row', () => {
    const book = seasonBook();
    book.apply(ok(ACTIONS.pairNextRound(book, { now: NOW })));
    fillLineups(book, 1);
    const r = lineupRow(book, 'Germany', 1);
    setCell(book, 'Line-ups', r, 'line-up', 'Germany A, Germany B, Germany Q, Germany D');
    blocked(ACTIONS.pairIndividual(book, { now: NOW }), {
      tab: 'Line-ups',
      row: r,
      column: 'line-up',
      message: /Germany Q is not on the team's roster/,
    });
  });
  test('37 re-pairing a round with results needs an explicit confirmation', () => {
    const book = individuallyPaired();
    fillResults(book, 1);
    const plan = ACTIONS.pairNextRound(book, { now: NOW, round: 1 });
    expect(plan.problems).toHaveLength(0);
    expect(plan.needsConfirmation).toMatch(/Round 1 already has results/);
    expect(ACTIONS.pairNextRound(book, { now: NOW, round: 1, confirmed: true }).needsConfirmation).toBeUndefined();
    expect(ACTIONS.pairIndividual(book, { now: NOW }).needsConfirmation).toMatch(/already has results/);
  });
});

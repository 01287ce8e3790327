// Deadline extensions on a round tab (seed 000, Scheduling and Communication; M21): the organizers'
// `extension (days)` and `extension reason` cells move a team match's deadlines (or one board's round
// deadline), and the lateness of line-ups (M13), the game choice (M7) and the unreported-match rule (M16) follow.
import { ACTIONS } from '../../src/sheets/formats/mochalunt';
import { NOW, type MemoryBook } from './memory';
import { fillLineups, ok, playRound, seasonBook } from './season';
import { loadSeason } from '../../src/sheets/season';
import { effectiveRow } from '../../src/sheets/formats/mochalunt/history';
import { matchCalendar } from '../../src/sheets/tabs/roundExtension';
import { extendCalendar, parseInstant, roundCalendar, DAY_MS } from '../../src/engine/mochalunt/calendar';
import { teamName } from '../../src/engine/core/ids';
import { describeProblem } from '../../src/sheets/plan';

function cellOf(book: MemoryBook, tab: string, header: string): number {
  return book.tabs.get(tab)![0].map(String).indexOf(header);
}

/** The grid row of a team's match row on round tab R1, and its teams. */
function firstMatchRow(book: MemoryBook): {
  row: (string | number | boolean | Date | null)[];
  team1: string;
  team2: string;
  at: number;
} {
  const g = book.tabs.get('R1')!;
  const at = 1;
  return {
    row: g[at],
    team1: String(g[at][cellOf(book, 'R1', 'team 1')]),
    team2: String(g[at][cellOf(book, 'R1', 'team 2')]),
    at,
  };
}

function extend(book: MemoryBook, at: number, days: string | number, reason: string): void {
  const g = book.tabs.get('R1')!;
  g[at][cellOf(book, 'R1', 'extension (days)')] = days;
  g[at][cellOf(book, 'R1', 'extension reason')] = reason;
}

function setSent(book: MemoryBook, team: string, round: number, sent: string): void {
  const g = book.tabs.get('Line-ups')!;
  const h = g[0].map(String);
  const row = g.find((r) => r[h.indexOf('team')] === team && Number(r[h.indexOf('round')]) === round)!;
  row[h.indexOf('sent (UTC)')] = sent;
}

describe('M21 calendar with an extension', () => {
  test('every deadline moves by the days; the default appointment follows the new round deadline', () => {
    const c = roundCalendar(parseInstant('2024-01-15 18:00')!, { fiveGames: true });
    const e = extendCalendar(c, { days: 7, reason: 'illness' });
    expect(e.published).toBe(c.published);
    expect(e.lineupsDue - c.lineupsDue).toBe(7 * DAY_MS);
    expect(e.gameChoiceDue! - c.gameChoiceDue!).toBe(7 * DAY_MS);
    expect(e.changesDue - c.changesDue).toBe(7 * DAY_MS);
    expect(e.roundEnds - c.roundEnds).toBe(7 * DAY_MS);
    // round ends Wed 2024-02-14 18:00 -> Wed 02-21: default appointment Sat 02-17 14:00 (was Sat 02-10)
    expect(new Date(c.defaultAppointment).toISOString()).toBe('2024-02-10T14:00:00.000Z');
    expect(new Date(e.defaultAppointment).toISOString()).toBe('2024-02-17T14:00:00.000Z');
  });
});

describe('extension columns on the round tab', () => {
  test('M13: a line-up sent after the deadline is late; after an extension of its team match it is on time', () => {
    const book = seasonBook({ teams: 8 });
    book.apply(ok(ACTIONS.pairNextRound(book, { now: NOW })));
    fillLineups(book, 1);
    const m = firstMatchRow(book);
    setSent(book, m.team1, 1, '2024-01-22 09:00'); // line-ups due 2024-01-20 18:00
    const late = ok(ACTIONS.checkLineups(book, { now: NOW }));
    expect(late.summary).toMatch(/1 late/);
    expect(effectiveRow(loadSeason(book), teamName(m.team1), 1).source).toBe('none');
    extend(book, m.at, 3, 'captain in hospital, asked on 18 January');
    const season = loadSeason(book);
    const line = season.rounds.get(1)!.matches[0];
    expect(new Date(matchCalendar(line)!.lineupsDue).toISOString()).toBe('2024-01-23T18:00:00.000Z');
    expect(effectiveRow(season, teamName(m.team1), 1).source).toBe('sent');
    const onTime = ok(ACTIONS.checkLineups(book, { now: NOW }));
    expect(onTime.summary).toMatch(/0 late/);
    book.apply(onTime);
    const g = book.tabs.get('Line-ups')!;
    const h = g[0].map(String);
    const check = String(
      g.find((r) => r[h.indexOf('team')] === m.team1 && Number(r[h.indexOf('round')]) === 1)![h.indexOf('check')],
    );
    expect(check).toMatch(/on time: the line-up deadline was extended by 3 days: captain in hospital/);
    // the other teams keep the round's deadline
    expect(effectiveRow(season, teamName(m.team2), 1).source).toBe('sent');
    // Pair individual matches uses the line-up (no M13 fallback) and keeps the extension cells
    book.apply(ok(ACTIONS.pairIndividual(book, { now: NOW })));
    const r1 = book.rows('R1');
    expect(String(r1[0].reason)).not.toMatch(/M13/);
    expect(r1[0]['extension (days)']).toBe(3);
    expect(r1[0]['extension reason']).toMatch(/hospital/);
  });

  test('M16: an unreported board of an extended match is still open before the extended deadline, 0-0 after it', () => {
    const book = seasonBook({ teams: 8 });
    book.apply(ok(ACTIONS.pairNextRound(book, { now: NOW })));
    fillLineups(book, 1);
    book.apply(ok(ACTIONS.pairIndividual(book, { now: NOW })));
    const g = book.tabs.get('R1')!;
    const h = g[0].map(String);
    for (const row of g.slice(1))
      if (row[h.indexOf('board')] !== '') for (let k = 1; k <= 4; k++) row[h.indexOf(`game ${k}`)] = '1-0';
    // the first match's board 1 reports nothing; the round ends 2024-02-14 18:00
    g[2][h.indexOf('game 1')] = '';
    g[2][h.indexOf('game 2')] = '';
    g[2][h.indexOf('game 3')] = '';
    g[2][h.indexOf('game 4')] = '';
    const between = new Date('2024-02-16T12:00:00Z');
    const plain = ok(ACTIONS.scoreRound(book, { now: between }));
    expect(plain.warnings.join('\n')).toMatch(/board 1, .+: all games end 0-0 \(M16\)/);
    extend(book, 1, 5, 'a player moved house');
    const open = ok(ACTIONS.scoreRound(book, { now: between }));
    const text = open.warnings.join('\n');
    expect(text).not.toMatch(/scored 0-0 \(M16\)/);
    expect(text).toMatch(/1 individual match with an extended deadline still open/);
    expect(text).toMatch(
      /board 1, .+: all games not reported yet; the deadline is 2024-02-19 18:00 UTC \(extended by 5 days: a player moved house\)/,
    );
    const after = ok(ACTIONS.scoreRound(book, { now: new Date('2024-02-20T00:00:00Z') }));
    expect(after.warnings.join('\n')).toMatch(
      /all games end 0-0 \(M16\) at the extended deadline 2024-02-19 18:00 UTC \(extended by 5 days/,
    );
    // a board's own extension: only that board
    extend(book, 1, '', '');
    extend(book, 2, 2, 'internet outage');
    const board = ok(ACTIONS.scoreRound(book, { now: between }));
    expect(board.warnings.join('\n')).toMatch(
      /the deadline is 2024-02-16 18:00 UTC \(extended by 2 days: internet outage\)/,
    );
    book.apply(board);
    expect(book.rows('R1')[1]['extension reason']).toBe('internet outage'); // Score round keeps the cells
  });

  test.each([
    ['-3', /-3 is negative/],
    ['2.5', /2\.5 is not a whole number of days/],
    ['365', /365 days is more than a whole round \(30 days\)/],
    ['soon', /"soon" is not a number of days/],
  ])('bad input %s: the problem names tab, row, column and what to type; nothing is written', (days, message) => {
    const book = seasonBook({ teams: 8 });
    book.apply(ok(ACTIONS.pairNextRound(book, { now: NOW })));
    extend(book, 1, days, 'reason');
    const plan = ACTIONS.pairIndividual(book, { now: NOW });
    expect(plan.blocks).toHaveLength(0);
    const p = plan.problems.find((x) => x.column === 'extension (days)')!;
    expect(p.tab).toBe('R1');
    expect(p.row).toBe(2);
    expect(p.message).toMatch(message);
    expect(describeProblem(p)).toMatch(/whole number of days from 1 to 30/);
  });

  test('an extension without a reason (or a reason without days) is refused with what to type', () => {
    const book = seasonBook({ teams: 8 });
    book.apply(ok(ACTIONS.pairNextRound(book, { now: NOW })));
    extend(book, 1, 4, '');
    const season = loadSeason(book);
    const noReason = season.problems.find((x) => x.column === 'extension reason')!;
    expect(noReason.message).toMatch(/extension of 4 days has no reason/);
    expect(noReason.fix).toMatch(/type why/);
    extend(book, 1, '', 'asked by mail');
    const noDays = loadSeason(book).problems.find((x) => x.column === 'extension (days)')!;
    expect(noDays.message).toMatch(/"asked by mail" has no number of days/);
  });
});

describe('M7 with an extension', () => {
  test("team 1's game choice sent after the games deadline is ignored; after an extension of its match it counts", () => {
    const book = seasonBook({ teams: 8 });
    for (let r = 1; r <= 5; r++) playRound(book, r);
    book.apply(ok(ACTIONS.pairNextRound(book, { now: NOW })));
    fillLineups(book, 6);
    const g = book.tabs.get('Line-ups')!;
    const h = g[0].map(String);
    const r6 = book.tabs.get('R6')!;
    const rh = r6[0].map(String);
    const first = r6[1];
    const [team1, team2] = [String(first[rh.indexOf('team 1')]), String(first[rh.indexOf('team 2')])];
    const gamesDue = String(first[rh.indexOf('games due (UTC)')]);
    const list = book
      .rows('Games')
      .filter((x) => x.round === 6)
      .map((x) => String(x.game));
    const row = (team: string) => g.find((x) => x[h.indexOf('team')] === team && Number(x[h.indexOf('round')]) === 6)!;
    // team 1 picks the last 3 games one day after the games deadline; team 2 the 4th in time
    const late = new Date(parseInstant(gamesDue)! + DAY_MS).toISOString().slice(0, 16).replace('T', ' ');
    row(team1)[h.indexOf('games')] = list.slice(2).join(', ');
    row(team1)[h.indexOf('games sent (UTC)')] = late;
    row(team2)[h.indexOf('games')] = list[1];
    row(team2)[h.indexOf('games sent (UTC)')] = late;
    const ignored = ok(ACTIONS.pairIndividual(book, { now: NOW }));
    const before = ignored.summary.split('\n').find((l) => l.includes(`${team1} v ${team2}`))!;
    expect(before).toMatch(
      /games: no choice sent, the first games of the list \(M7\); team 1's choice sent .* is ignored/,
    );
    r6[1][rh.indexOf('extension (days)')] = 2;
    r6[1][rh.indexOf('extension reason')] = 'captain travelling, asked in time';
    const counted = ok(ACTIONS.pairIndividual(book, { now: NOW }));
    const line = counted.summary.split('\n').find((l) => l.includes(`${team1} v ${team2}`))!;
    expect(line).toMatch(/games: chosen by both teams \(M7\)/);
    expect(line).not.toMatch(/ignored/);
  });
});

test('pairing a round again keeps the extension of a team match it keeps', () => {
  const book = seasonBook({ teams: 8 });
  book.apply(ok(ACTIONS.pairNextRound(book, { now: NOW })));
  extend(book, 1, 6, 'kept across a re-pairing');
  book.apply(ok(ACTIONS.pairNextRound(book, { now: NOW, round: 1, confirmed: true })));
  const r1 = book.rows('R1');
  expect([r1[0]['extension (days)'], r1[0]['extension reason']]).toEqual([6, 'kept across a re-pairing']);
  expect(r1.slice(1).every((r) => r['extension (days)'] === '')).toBe(true);
});

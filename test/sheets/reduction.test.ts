// M10 reduction and its effect on G (M18), through the planners: a typed number equal to the default number
// of matches is no reduction; only the team with the higher NAP may type a smaller number.
import { ACTIONS } from '../../src/sheets/formats/mochalunt';
import type { Cell } from '../../src/sheets/workbook';
import { MemoryBook, NOW } from './memory';
import { seasonBook, fillLineups, ok } from './season';

function setCell(book: MemoryBook, tab: string, row: number, header: string, value: Cell): void {
  const g = book.tabs.get(tab)!;
  const c = g[0].map(String).indexOf(header);
  while (g[row - 1].length <= c) g[row - 1].push('');
  g[row - 1][c] = value;
}
const lineupRow = (book: MemoryBook, team: string, round: number): number =>
  book.tabs.get('Line-ups')!.findIndex((r) => r[1] === team && Number(r[0]) === round) + 1;

/** Round 1 paired with line-ups typed: Italy has 6 players (A-F / A, B), everyone else 4 (no doubles). */
function italyRound1(): { book: MemoryBook; opponent: string } {
  const book = seasonBook({ teams: 8, sizes: [6, 4, 4, 4, 4, 4, 4, 4] });
  book.apply(ok(ACTIONS.pairNextRound(book, { now: NOW })));
  fillLineups(book, 1);
  const m = book.rows('R1').find((r) => r['team 1'] === 'Italy' || r['team 2'] === 'Italy')!;
  return { book, opponent: String(m['team 1'] === 'Italy' ? m['team 2'] : m['team 1']) };
}

const matchProblems = (book: MemoryBook, row: number) =>
  (ACTIONS.lineupCheck(book, { row, now: NOW }).checks ?? []).filter((p) => p.column === 'matches');

describe('M10: a reduction only when something is reduced', () => {
  test("M10, M18: Italy (NAP 6) v a team of 4: typing the default 4 is no reduction; Italy's G stays 24, not 16", () => {
    const { book } = italyRound1();
    const r = lineupRow(book, 'Italy', 1);
    setCell(book, 'Line-ups', r, 'matches', 4);
    expect(matchProblems(book, r)).toEqual([]);
    book.apply(ok(ACTIONS.pairIndividual(book, { now: NOW })));
    // every game played (no forfeit loss to take off G)
    const g = book.tabs.get('R1')!;
    const h = g[0].map(String);
    for (const row of g.slice(1))
      if (String(row[h.indexOf('board')] ?? '') !== '')
        for (let k = 1; k <= 4; k++) row[h.indexOf(`game ${k}`)] = '½-½';
    book.apply(ok(ACTIONS.scoreRound(book, { now: NOW })));
    book.apply(ok(ACTIONS.updateStandings(book, { now: NOW })));
    const italy = book.rows('Standings').find((s) => s.team === 'Italy')!;
    // M18: NAP 6 not smaller than the opponent's roster 4: min(6, 2 × 4) × 4 = 24
    expect(italy.G).toBe(24);
  });

  test('M10: the lower-NAP team may type the default (no reduction), but a smaller number is refused with tab, row, column and what to type', () => {
    const { book, opponent } = italyRound1();
    const r = lineupRow(book, opponent, 1);
    setCell(book, 'Line-ups', r, 'line-up', [1, 2, 3, 4].map((k) => `${opponent} ${'ABCD'[k - 1]}`).join(', '));
    setCell(book, 'Line-ups', r, 'matches', 4);
    expect(matchProblems(book, r)).toEqual([]);
    // and the individual matches are paired as without it
    book.apply(ok(ACTIONS.pairIndividual(book, { now: NOW })));
  });

  test('M10: a number typed by the lower-NAP team that is not the default is refused', () => {
    // Italy A-F / A, B (NAP 6) v a team of 4 sending its 4 players twice: 8 slots, default 6 matches
    const { book, opponent } = italyRound1();
    const r = lineupRow(book, opponent, 1);
    const four = [1, 2, 3, 4].map((k) => `${opponent} ${'ABCD'[k - 1]}`);
    setCell(book, 'Line-ups', r, 'line-up', `${four.join(', ')} / ${four.join(', ')}`);
    setCell(book, 'Line-ups', r, 'matches', 5);
    const [p] = matchProblems(book, r);
    expect(p).toMatchObject({ tab: 'Line-ups', row: r, column: 'matches' });
    expect(p.message).toMatch(/only the captain of Italy, the team with more available players, may reduce/);
    expect(p.fix).toMatch(/type 6, the default/);
    setCell(book, 'Line-ups', r, 'matches', 6);
    expect(matchProblems(book, r)).toEqual([]);
  });

  test('M10: the higher-NAP team may only type a smaller number; more than the default is refused with the numbers to type', () => {
    const { book, opponent } = italyRound1();
    const o = lineupRow(book, opponent, 1);
    const four = [1, 2, 3, 4].map((k) => `${opponent} ${'ABCD'[k - 1]}`);
    setCell(book, 'Line-ups', o, 'line-up', `${four.join(', ')} / ${four.join(', ')}`);
    const r = lineupRow(book, 'Italy', 1);
    setCell(book, 'Line-ups', r, 'matches', 7);
    const [p] = matchProblems(book, r);
    expect(p).toMatchObject({ tab: 'Line-ups', row: r, column: 'matches' });
    expect(p.message).toMatch(/7 matches is outside the allowed range: at least 4 \(the smaller NAP\), at most 6/);
    expect(p.fix).toMatch(/to reduce, type a whole number from 4 to 5/);
    setCell(book, 'Line-ups', r, 'matches', 5);
    expect(matchProblems(book, r)).toEqual([]);
    book.apply(ok(ACTIONS.pairIndividual(book, { now: NOW })));
    const boards = book
      .rows('R1')
      .filter(
        (x) =>
          String(x.board) !== '' &&
          (x['player 1'] === 'Italy A' ||
            String(x['player 1']).startsWith('Italy') ||
            String(x['player 2']).startsWith('Italy')),
      );
    expect(boards).toHaveLength(5);
  });
});

// Headers are read by name: an organizer's own column inserted before the known ones changes nothing the
// planners read or write, and no plan writes into it. Through the MOCHALUNT planners in the in-memory workbook
// (a season of test/sheets/season.ts), each played beside the same season without the organizer's column.
import type { Cell } from '../../src/sheets/workbook';
import { ACTIONS } from '../../src/sheets/formats/mochalunt';
import { NOW, type MemoryBook } from '../sheets/memory';
import { fillLineups, fillResults, ok, seasonBook } from '../sheets/season';

type Action = 'pairNextRound' | 'pairIndividual' | 'scoreRound';

/** Runs a menu action's planner and writes its plan (problems throw): the plan's title. */
function click(book: MemoryBook, action: Action): string {
  const plan = ok(ACTIONS[action](book, { now: NOW }));
  book.apply(plan);
  return plan.title;
}

function column(book: MemoryBook, tab: string, header: string): number {
  const c = (book.tabs.get(tab) as Cell[][])[0].map(String).indexOf(header);
  if (c < 0) throw new Error(`${tab} has no column ${header}`);
  return c;
}

/** An organizer's column inserted before `header` (Insert column left): the cells from there move right. */
function insertColumnBefore(book: MemoryBook, tab: string, header: string, title: string): void {
  const c = column(book, tab, header);
  for (const [i, r] of (book.tabs.get(tab) as Cell[][]).entries()) {
    while (r.length < c) r.push('');
    r.splice(c, 0, i === 0 ? title : '');
  }
}

/** Types a cell by header in sheet row `row`. */
function set(book: MemoryBook, tab: string, row: number, header: string, v: Cell): void {
  const g = book.tabs.get(tab) as Cell[][];
  const c = column(book, tab, header);
  while (g[row - 1].length <= c) g[row - 1].push('');
  g[row - 1][c] = v;
}

function columnValues(book: MemoryBook, tab: string, header: string): unknown[] {
  const c = column(book, tab, header);
  return book
    .read(tab)!
    .slice(1)
    .map((r) => r[c]);
}

/** A season of 6 teams with round 1's results typed (M15): paired, line-ups, boards, results. */
function withResults(): MemoryBook {
  const book = seasonBook({ teams: 6 });
  click(book, 'pairNextRound');
  fillLineups(book, 1);
  click(book, 'pairIndividual');
  fillResults(book, 1);
  return book;
}

test('a column "notes" inserted before team (Teams, Players): Pair next round pairs as before and leaves the notes alone', () => {
  const plain = seasonBook({ teams: 6 });
  const book = seasonBook({ teams: 6 });
  insertColumnBefore(book, 'Teams', 'team', 'notes');
  insertColumnBefore(book, 'Players', 'player', 'notes');
  set(book, 'Teams', 2, 'notes', 'paid');
  const notes = columnValues(book, 'Teams', 'notes');
  expect(click(book, 'pairNextRound')).toMatch(/^Pair round 1/);
  expect(click(plain, 'pairNextRound')).toMatch(/^Pair round 1/);
  expect(book.read('R1')).toEqual(plain.read('R1'));
  expect(columnValues(book, 'Teams', 'notes')).toEqual(notes);
});

test('M15: a column "comment" inserted before game 1 on R1: Score round scores as before, under the score headers, and leaves the comments alone', () => {
  const plain = withResults();
  const book = withResults();
  insertColumnBefore(book, 'R1', 'game 1', 'comment');
  set(book, 'R1', 3, 'comment', 'played late');
  expect(click(book, 'scoreRound')).toMatch(/^Score round 1/);
  expect(click(plain, 'scoreRound')).toMatch(/^Score round 1/);
  for (const h of ['score 1', 'score 2', 'points 1', 'points 2'])
    expect(columnValues(book, 'R1', h)).toEqual(columnValues(plain, 'R1', h));
  expect(columnValues(book, 'R1', 'comment').filter((v) => v !== '')).toEqual(['played late']);
});

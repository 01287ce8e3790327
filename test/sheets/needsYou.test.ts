// The organizers' Needs you tab (src/sheets/needsYou/): each kind of thing that waits appears with its cell and
// the action that settles it, and disappears once settled; one line says when nothing waits; no address.
import { ACTIONS } from '../../src/sheets/formats/mochalunt';
import { plannerFor } from '../../src/sheets/formats';
import { needsYouItems, NO_RECORDS, type NeedsYouRecords } from '../../src/sheets/needsYou/items';
import { NEEDS_YOU_TAB, NOTHING_WAITS, needsYouRefresh, withNeedsYou } from '../../src/sheets/needsYou/tab';
import { MemoryBook, NOW } from './memory';
import { fillLineups, fillResults, ok, boardsOfRound1, seasonBook } from './season';

const col = (book: MemoryBook, tab: string, header: string): string =>
  String.fromCharCode(65 + (book.tabs.get(tab)![0] ?? []).map(String).indexOf(header));

/** Round 1 paired, line-ups typed: the workbook and the grid row of round 1's first Line-ups row. */
function lineupsOfRound1(): { book: MemoryBook; at: number } {
  const book = seasonBook({ teams: 8 });
  book.apply(ok(ACTIONS.pairNextRound(book, { now: NOW })));
  fillLineups(book, 1);
  return { book, at: book.tabs.get('Line-ups')!.findIndex((r, i) => i > 0 && Number(r[0]) === 1) };
}

/** The first board row of R1 (0-based grid row). */
const firstBoard = (book: MemoryBook): number =>
  book.tabs.get('R1')!.findIndex((r, i) => i > 0 && String(r[1] ?? '') !== '');

function setCell(book: MemoryBook, tab: string, at: number, header: string, value: string): void {
  const g = book.tabs.get(tab)!;
  const c = g[0].map(String).indexOf(header);
  while (g[at].length <= c) g[at].push('');
  g[at][c] = value;
}

const LATE = Date.parse('2024-12-31T00:00:00Z');

test('M16: a board in dispute is listed with its reported cell and what settles it, until a result is typed', () => {
  const book = boardsOfRound1();
  const at = firstBoard(book);
  expect(needsYouItems(book, NO_RECORDS, NOW.getTime())).toEqual([]);
  setCell(book, 'R1', at, 'reported', 'in dispute: Ann: 1-0 1-0 1-0 1-0; Bea: 0-1 0-1 0-1 0-1: the organizers decide');
  const items = needsYouItems(book, NO_RECORDS, NOW.getTime());
  expect(items).toHaveLength(1);
  expect(items[0]).toMatchObject({ kind: 'result to decide', where: `R1!${col(book, 'R1', 'reported')}${at + 1}` });
  expect(items[0].action).toMatch(/type the result in game 1 to game 4/);
  setCell(book, 'R1', at, 'game 1', '1-0');
  expect(needsYouItems(book, NO_RECORDS, NOW.getTime())).toEqual([]);
});

test('M16, M21: a one-sided report is listed only once its round deadline has passed', () => {
  const book = boardsOfRound1();
  const at = firstBoard(book);
  setCell(book, 'R1', at, 'reported', 'waiting for the opponent: Ann: 1-0 1-0 1-0 1-0');
  expect(needsYouItems(book, NO_RECORDS, NOW.getTime())).toEqual([]);
  const late = needsYouItems(book, NO_RECORDS, LATE);
  expect(late).toHaveLength(1);
  expect(late[0].what).toMatch(/only one side reported by the round deadline/);
  expect(late[0].where).toBe(`R1!${col(book, 'R1', 'reported')}${at + 1}`);
});

test('M8: a line-up whose check is not OK is listed with its check cell until it is corrected or paired', () => {
  const { book, at } = lineupsOfRound1();
  book.apply(ok(ACTIONS.checkLineups(book, { now: NOW })));
  expect(needsYouItems(book, NO_RECORDS, NOW.getTime())).toEqual([]);
  setCell(book, 'Line-ups', at, 'line-up', 'Nobody, Zed');
  book.apply(ok(ACTIONS.checkLineups(book, { now: NOW })));
  const items = needsYouItems(book, NO_RECORDS, NOW.getTime());
  expect(items).toHaveLength(1);
  expect(items[0]).toMatchObject({ kind: 'line-up', where: `Line-ups!${col(book, 'Line-ups', 'check')}${at + 1}` });
  expect(items[0].action).toMatch(/corrects the line-up/);
  fillLineups(book, 1);
  book.apply(ok(ACTIONS.checkLineups(book, { now: NOW })));
  expect(needsYouItems(book, NO_RECORDS, NOW.getTime())).toEqual([]);
});

test('M13: a line-up sent after its deadline is listed with its sent cell until the round is paired', () => {
  const { book, at } = lineupsOfRound1();
  setCell(book, 'Line-ups', at, 'sent (UTC)', '2024-12-01 10:00');
  const items = needsYouItems(book, NO_RECORDS, NOW.getTime()).filter((i) => i.kind === 'line-up');
  expect(items).toHaveLength(1);
  expect(items[0].where).toBe(`Line-ups!${col(book, 'Line-ups', 'sent (UTC)')}${at + 1}`);
  expect(items[0].what).toMatch(/after the deadline/);
  expect(items[0].action).toMatch(/Line-up log/);
  book.apply(ok(ACTIONS.pairIndividual(book, { now: NOW, confirmed: true })));
  expect(needsYouItems(book, NO_RECORDS, NOW.getTime())).toEqual([]);
});

test('Send pairings: the teams not e-mailed the last round are listed until every one is; no e-mail, no line', () => {
  const book = seasonBook({ teams: 8 });
  book.apply(ok(ACTIONS.pairNextRound(book, { now: NOW })));
  const teams = book.rows('Teams').map((t) => String(t.team));
  const some: NeedsYouRecords = { ...NO_RECORDS, mailed: teams.slice(0, 6).map((t) => `1.teams.${t}`) };
  const items = needsYouItems(book, some, NOW.getTime());
  expect(items).toEqual([expect.objectContaining({ kind: 'e-mail', where: 'R1', action: 'Send pairings...' })]);
  expect(items[0].what).toContain(`2 teams: ${teams[6]}, ${teams[7]}`);
  const all = { ...NO_RECORDS, mailed: teams.map((t) => `1.teams.${t}`) };
  expect(needsYouItems(book, all, NOW.getTime())).toEqual([]);
  // paired into boards: the boards e-mail is the one that waits
  fillLineups(book, 1);
  book.apply(ok(ACTIONS.pairIndividual(book, { now: NOW, confirmed: true })));
  expect(needsYouItems(book, all, NOW.getTime())[0].what).toMatch(/the boards of round 1 are not e-mailed to 8 teams/);
  // a line-up check the form could not e-mail, of a round not yet paired into boards
  book.apply(ok(ACTIONS.pairNextRound(book, { now: NOW, round: 1, confirmed: true })));
  const unmailed = { ...NO_RECORDS, unmailed: [{ round: 1, line: 'Chile, round 1: OK; not e-mailed (quota)' }] };
  expect(needsYouItems(book, unmailed, NOW.getTime())).toEqual([
    expect.objectContaining({ kind: 'e-mail', where: 'line-up form, round 1', what: unmailed.unmailed[0].line }),
  ]);
});

test('a scored result changed since Score round is listed with its cell until it is typed back', () => {
  const book = boardsOfRound1();
  fillResults(book, 1);
  book.apply(ok(plannerFor('scoreRound', book)(book, { now: NOW, confirmed: true })));
  expect(needsYouItems(book, NO_RECORDS, NOW.getTime())).toEqual([]);
  const at = firstBoard(book);
  const was = String(book.tabs.get('R1')![at][6]);
  setCell(book, 'R1', at, 'game 1', was === '1-0' ? '0-1' : '1-0');
  const items = needsYouItems(book, NO_RECORDS, NOW.getTime());
  expect(items).toEqual([expect.objectContaining({ kind: 'changed result', where: `R1!G${at + 1}` })]);
  expect(items[0].action).toMatch(/run Score round for round 1 again/);
  setCell(book, 'R1', at, 'game 1', was);
  expect(needsYouItems(book, NO_RECORDS, NOW.getTime())).toEqual([]);
});

test('results-form responses not judged are one line, naming Create results form', () => {
  const book = boardsOfRound1();
  expect(needsYouItems(book, { ...NO_RECORDS, unjudged: 2 }, NOW.getTime())).toEqual([
    expect.objectContaining({ kind: 'form response', where: 'Results form answers' }),
  ]);
  expect(needsYouItems(book, NO_RECORDS, NOW.getTime())).toEqual([]);
});

test('the tab: written last in the plan, with the stopped line first; one line when nothing waits; no address', () => {
  const book = boardsOfRound1();
  const at = firstBoard(book);
  setCell(book, 'R1', at, 'reported', 'in dispute: Ann wrote to ann@example.org: the organizers decide');
  const plan = withNeedsYou(
    ok(ACTIONS.checkLineups(book, { now: NOW })),
    book,
    { ...NO_RECORDS, unmailed: [] },
    'Check line-ups',
    NOW,
  );
  expect(plan.newTabs.map((t) => t.name)).toContain(NEEDS_YOU_TAB);
  const mine = plan.blocks.filter((b) => b.tab === NEEDS_YOU_TAB);
  expect(plan.blocks[0].tab).toBe(NEEDS_YOU_TAB);
  expect(plan.blocks[plan.blocks.length - 1].tab).toBe(NEEDS_YOU_TAB);
  expect(mine).toHaveLength(2);
  // a stop between the first and the last block leaves the action's own line
  expect(mine[0].values[1][0]).toBe('stopped action');
  expect(mine[0].values[1][3]).toMatch(/^Undo last action/);
  expect(mine[1].values.map((r) => r[0])).not.toContain('stopped action');
  expect(mine[1].values[1][0]).toBe('result to decide');
  expect(JSON.stringify(mine.map((b) => b.values))).not.toMatch(/@|example\.org/);
  book.apply(plan);
  // settled: the next write says that nothing waits, over the old lines
  setCell(book, 'R1', at, 'game 1', '1-0');
  const next = withNeedsYou(ok(ACTIONS.checkLineups(book, { now: NOW })), book, NO_RECORDS, 'Check line-ups', NOW);
  book.apply(next);
  expect(book.read(NEEDS_YOU_TAB)).toEqual([
    ['what', 'where', 'waiting', 'to settle it'],
    [NOTHING_WAITS, '', '', ''],
  ]);
  expect(next.newTabs.map((t) => t.name)).not.toContain(NEEDS_YOU_TAB);
  // a plan that writes nothing stays so
  const none = { ...next, blocks: [], newTabs: [] };
  expect(withNeedsYou(none, book, NO_RECORDS, 'Check line-ups', NOW)).toBe(none);
});

test('M8-M11 (line-ups: form): a team whose latest line-up was not valid on arrival is listed by question only, until its round is paired into boards', () => {
  const book = seasonBook({ teams: 8 });
  book.apply(ok(ACTIONS.pairNextRound(book, { now: NOW })));
  const team = String(book.rows('Teams')[2].team);
  const sealed: NeedsYouRecords = {
    ...NO_RECORDS,
    sealed: [{ round: 1, team, at: NOW.getTime(), questions: ['Line-up', 'Matches'] }],
  };
  expect(needsYouItems(book, sealed, NOW.getTime())).toEqual([
    {
      kind: 'line-up',
      where: 'line-up form, round 1',
      what: `${team}, round 1: the line-up sent ${NOW.toISOString().slice(0, 16).replace('T', ' ')} UTC is not valid (the answer to Line-up, Matches); its captain was told what to correct`,
      action: expect.stringMatching(
        /^the captain sends a valid line-up through the form before the deadline/,
      ) as unknown,
    },
  ]);
  // a record of a round with no team pairing yet lists nothing; nor once the round's boards are paired
  expect(needsYouItems(book, { ...NO_RECORDS, sealed: [{ ...sealed.sealed[0], round: 2 }] }, NOW.getTime())).toEqual(
    [],
  );
  fillLineups(book, 1);
  book.apply(ok(ACTIONS.pairIndividual(book, { now: NOW, confirmed: true })));
  expect(needsYouItems(book, sealed, NOW.getTime())).toEqual([]);
});

test('the refresh of an action or trigger without a plan: one block when a line changed, none when the tab says it', () => {
  const book = boardsOfRound1();
  const first = needsYouRefresh(book, NO_RECORDS, 'Send pairings', NOW);
  expect(first?.newTabs.map((t) => t.name)).toEqual([NEEDS_YOU_TAB]);
  expect(first?.blocks.map((b) => b.tab)).toEqual([NEEDS_YOU_TAB]);
  book.apply(first!);
  expect(needsYouRefresh(book, NO_RECORDS, 'Send pairings', NOW)).toBeNull();
  setCell(
    book,
    'R1',
    firstBoard(book),
    'reported',
    'in dispute: Ann: 1-0 1-0 1-0 1-0; Bea: 0-1 0-1 0-1 0-1: the organizers decide',
  );
  const again = needsYouRefresh(book, NO_RECORDS, 'Send pairings', NOW);
  expect(again?.newTabs).toEqual([]);
  book.apply(again!);
  expect(
    book
      .read(NEEDS_YOU_TAB)!
      .slice(1)
      .map((r) => r[0]),
  ).toEqual(['result to decide']);
  // a refresh does not count the results-form responses: the tab's line stays as it is
  book.apply(
    withNeedsYou(
      ok(ACTIONS.checkLineups(book, { now: NOW })),
      book,
      { ...NO_RECORDS, unjudged: 1 },
      'Check line-ups',
      NOW,
    ),
  );
  expect(needsYouRefresh(book, { ...NO_RECORDS, unjudged: null }, 'Send pairings', NOW)).toBeNull();
});

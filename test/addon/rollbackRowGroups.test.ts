// A failed Pair individual matches puts the round tab's row groups back (applyLayout.ts captureRowGroups): the
// rollback looks for groups on the tab's board rows as they are, one getRowGroup a row outside a group and one a
// group, and on no team-match row. Each board group comes back over its rows, collapsed as it was; a group made
// by hand over team-match rows is not looked for, and the rollback leaves those rows at depth 0 (docs/decisions.md).
import { Desk } from '../../local/demo/desk';
import { typeLineups } from '../../local/demo/season';
import { QUOTA_MESSAGE } from '../../local/runner';
import { createRng } from '../../src/engine/core/rng';
import { baseBook, bookDifference, copyBook, FIELD } from '../errors/book';
import { requireBundle } from './support';

/** The round-1 tab's groups: each row's depth above 0, and the collapsed groups. */
const groups = (book: ReturnType<typeof baseBook>) => {
  const m = book.sheetByName('R1');
  if (!m) throw new Error('no R1 tab');
  return {
    depths: [...m.rowDepth].filter(([, d]) => d > 0).sort((a, b) => a[0] - b[0]),
    collapsed: [...m.collapsed].sort(),
  };
};

test('a failed Pair individual matches puts its board groups back, collapsed as they were, asking only the board rows', () => {
  requireBundle();
  const book = copyBook(baseBook('mochalunt-boards'));
  const desk = Desk.open(book);
  // the organizer collapses the first match's boards
  const tab = desk.session.inspect.SpreadsheetApp.getActiveSpreadsheet().getSheetByName('R1');
  const boards = groups(book).depths.map(([row]) => row);
  const runs = boards.filter((row, i) => i === 0 || boards[i - 1] !== row - 1).length;
  expect(runs).toBeGreaterThan(1);
  tab?.getRowGroup(boards[0], 1)?.collapse();
  const before = groups(book);
  expect(before.collapsed).toHaveLength(1);
  // other line-ups: the boards change, so Pair individual matches lays the tab out again; it fails at its last write
  typeLineups(desk, createRng(7), FIELD, 1, false, false);
  const reference = copyBook(book);
  desk.click('menuPairIndividual');
  expect(desk.lastOutcome()?.status).toBe('done');
  const calls = desk.clicks[desk.clicks.length - 1].calls;
  Object.assign(book, copyBook(reference));
  desk.session.counter.failAfter(calls.writes + calls.formatting);
  const out = desk.click('menuPairIndividual');
  expect(desk.session.counter.faultFired).toBe(true);
  expect(out).toContain(QUOTA_MESSAGE.replace(/\.$/, ''));
  expect(groups(book)).toEqual(before);
  expect(bookDifference(book, reference)).toBeNull();
  // one getRowGroup per group to keep it, one more to collapse it again: none on a team-match row
  expect(desk.clicks[desk.clicks.length - 1].calls.byMethod['Sheet.getRowGroup']).toBe(runs + 1);
});

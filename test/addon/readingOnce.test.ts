// What a menu action has read under the lock it does not read again: Pair individual matches checks the typed
// Line-ups formulas over the planner's own reading of the tab (one getFormulas of the same range, no
// getSheetByName, getDataRange or getValues of its own), the undo step finds its row and the rows it replaces
// from the reading of the undo tabs, the Needs you tab counts the results form's unjudged answers from the
// reading's listing of the tabs (no getSheets more) and its values of the answers tab, and the round tab's
// column groups are kept for a rollback from the grid width the snapshot read. The round tab's frozen header and
// column group are left as Pair next round made them. Undo then puts back every value the action wrote (the same
// snapshot, taken with fewer calls).
import { Desk } from '../../local/demo/desk';
import { typeLineups } from '../../local/demo/season';
import { createRng } from '../../src/engine/core/rng';
import { baseBook, copyBook, FIELD } from '../errors/book';
import { requireBundle, visibleValues } from './support';

test('Pair individual matches reads no tab it read already: one listing of the tabs a reading, no getValues, no getDataRange; Undo puts every value back', () => {
  requireBundle();
  const book = copyBook(baseBook('mochalunt-boards'));
  const desk = Desk.open(book);
  expect(desk.click('menuCreateResultsForm')).toMatch(/Results form created/);
  typeLineups(desk, createRng(7), FIELD, 1, false, false);
  const before = visibleValues(desk.session);
  desk.click('menuPairIndividual');
  expect(desk.lastOutcome()?.status).toBe('done');
  const calls = desk.clicks[desk.clicks.length - 1].calls.byMethod;
  // the tabs listed once before the question and once after it (the reading written from)
  expect(calls['Spreadsheet.getSheets']).toBe(2);
  // the organizers' check of Settings only (the Line-ups tab comes from the listing)
  expect(calls['Spreadsheet.getSheetByName']).toBe(1);
  expect(calls['Sheet.getDataRange']).toBeUndefined();
  expect(calls['Range.getValues']).toBeUndefined();
  expect(calls['Range.getFormulas']).toBe(1);
  // the undo tab's grid (the step's width) and the rules tab's; the round tab's, the Overview's and Needs you's
  // for the snapshot; nothing more for the column groups
  expect(calls['Sheet.getMaxColumns']).toBe(calls['Sheet.getMaxRows']);
  // the round tab's frozen header and column group stay as Pair next round made them: neither read nor written
  for (const m of ['getFrozenRows', 'setFrozenRows', 'getColumnGroupDepth', 'shiftColumnGroupDepth'])
    expect(calls[`Sheet.${m}`] ?? calls[`Range.${m}`]).toBeUndefined();
  const tab = desk.session.inspect.SpreadsheetApp.getActiveSpreadsheet().getSheetByName('R1')!;
  expect(tab.getFrozenRows()).toBe(1);
  expect(tab.getColumnGroupDepth(16)).toBe(1);
  expect(visibleValues(desk.session)).not.toEqual(before);
  desk.click('menuUndo');
  expect(desk.lastOutcome()?.status).toBe('done');
  expect(visibleValues(desk.session)).toEqual(before);
});

// A tab's sheet id is the tab's for good, as in Google
// (https://developers.google.com/apps-script/reference/spreadsheet/sheet#getSheetId()): the local service keeps
// it across a save and a reopening, even when tabs were inserted before it meanwhile, so that what the add-on
// finds by id (the results form's answers tab) is found again by the next command.
import { join } from 'path';
import { LocalWorkbook, openWorkbook, saveWorkbook } from '../../local/runner';
import { tempDir } from '../helpers/gas';

test('sheet ids survive a save and a reopening, with tabs inserted and deleted before them', async () => {
  const book = LocalWorkbook.empty();
  book.addSheet('Settings');
  const answers = book.addSheet('Results form answers');
  book.sheets.splice(0, 1); // Sheet1 deleted
  book.addSheet('Results log', 0); // a tab inserted in front
  const before = book.sheets.map((s) => [s.name, s.id]);
  expect(answers.id).toBe(2);
  const file = join(tempDir(), 'ids.xlsx');
  await saveWorkbook(book, file);
  const again = await openWorkbook(file);
  expect(again.sheets.map((s) => [s.name, s.id])).toEqual(before);
  // a tab added after reopening gets a new id, never one of the kept ones
  const added = again.addSheet('R1');
  expect(before.map(([, id]) => id)).not.toContain(added.id);
});

// Fidelity of Spreadsheet and Sheet: tabs by name, unique names, the fixed 1000 x 26 grid of a new sheet and
// Google's errors beyond it, rows inserted and deleted, frozen rows, hidden tabs.
import { LocalWorkbook } from '../../local/runner';
import { probe, spreadsheet } from '../helpers/gas';

describe('Spreadsheet and Sheet fidelity', () => {
  test('a new workbook has one sheet "Sheet1"; getSheetByName returns null for a missing tab', () => {
    const ss = spreadsheet(probe(LocalWorkbook.empty()));
    expect(ss.getSheets().map((s) => s.getName())).toEqual(['Sheet1']);
    expect(ss.getSheetByName('Teams')).toBeNull();
    expect(ss.getSheetByName('Sheet1')!.getName()).toBe('Sheet1');
  });

  test("sheet names are unique: insertSheet and setName of a taken name throw Google's message", () => {
    const ss = spreadsheet(probe());
    const teams = ss.insertSheet('Teams');
    expect(() => ss.insertSheet('Teams')).toThrow(
      'A sheet with the name "Teams" already exists. Please enter another name.',
    );
    expect(() => ss.insertSheet('teams')).toThrow('already exists');
    const other = ss.insertSheet('Other');
    expect(() => other.setName('Teams')).toThrow(
      'A sheet with the name "Teams" already exists. Please enter another name.',
    );
    other.setName('Rounds');
    expect(ss.getSheets().map((s) => s.getName())).toEqual(['Sheet1', 'Teams', 'Rounds']);
    expect(teams.getIndex()).toBe(2);
  });

  test('insertSheet(name, index) inserts at a 0-based index and makes the new sheet active; insertSheet() names it', () => {
    const session = probe();
    const ss = spreadsheet(session);
    ss.insertSheet('First', 0);
    expect(ss.getSheets().map((s) => s.getName())).toEqual(['First', 'Sheet1']);
    const book = session.workbook;
    expect(book.sheetById(book.activeSheetId)?.name).toBe('First');
    expect(ss.insertSheet().getName()).toBe('Sheet3');
    ss.deleteSheet(ss.getSheetByName('First')!);
    expect(ss.getSheets().map((s) => s.getName())).toEqual(['Sheet1', 'Sheet3']);
  });

  test('a new sheet is a 1000 x 26 grid; a range beyond it throws until rows or columns are inserted', () => {
    const ss = spreadsheet(probe());
    const sh = ss.insertSheet('Pairings');
    expect(sh.getMaxRows()).toBe(1000);
    expect(sh.getMaxColumns()).toBe(26);
    expect(() => sh.getRange(1001, 1)).toThrow('The coordinates of the range are outside the dimensions of the sheet.');
    expect(() => sh.getRange(999, 1, 5, 1)).toThrow(
      'The coordinates of the range are outside the dimensions of the sheet.',
    );
    expect(() => sh.getRange(1, 27)).toThrow('The coordinates of the range are outside the dimensions of the sheet.');
    expect(() => sh.getRange('AA1')).toThrow('The coordinates of the range are outside the dimensions of the sheet.');
    sh.insertRowsAfter(sh.getMaxRows(), 10);
    expect(sh.getMaxRows()).toBe(1010);
    sh.getRange(1001, 1, 10, 1).setValue('ok');
    expect(sh.getLastRow()).toBe(1010);
  });

  test('insertRowsAfter shifts the rows below; deleteRows removes rows and checks bounds', () => {
    const sh = spreadsheet(probe()).getSheetByName('Sheet1')!;
    sh.getRange(1, 1, 3, 1).setValues([['a'], ['b'], ['c']]);
    sh.insertRowsAfter(1, 2);
    expect(sh.getRange(1, 1, 5, 1).getValues()).toEqual([['a'], [''], [''], ['b'], ['c']]);
    expect(sh.getMaxRows()).toBe(1002);
    sh.deleteRows(2, 2);
    expect(sh.getRange(1, 1, 3, 1).getValues()).toEqual([['a'], ['b'], ['c']]);
    expect(() => sh.deleteRows(999, 5)).toThrow('Those rows are out of bounds.');
    sh.setFrozenRows(1);
    expect(() => sh.deleteRows(2, 999)).toThrow('Sorry, it is not possible to delete all non-frozen rows.');
  });

  test('frozen rows and hidden tabs read back; column widths are kept', () => {
    const ss = spreadsheet(probe());
    const sh = ss.insertSheet('Log');
    sh.setFrozenRows(2).setColumnWidth(2, 180).setColumnWidths(3, 2, 60).hideSheet();
    expect(sh.getFrozenRows()).toBe(2);
    expect(sh.isSheetHidden()).toBe(true);
    expect([...sh.model.columnWidths]).toEqual([
      [2, 180],
      [3, 60],
      [4, 60],
    ]);
    expect(() => ss.getSheetByName('Sheet1')!.hideSheet()).toThrow("You can't hide all the sheets in a document.");
  });

  test('protections: description, editors, warning-only, listed by type', () => {
    const s = probe(LocalWorkbook.empty(), { user: 'td@example.com' });
    const ss = spreadsheet(s);
    const { ProtectionType } = s.inspect.SpreadsheetApp;
    const sh = ss.getSheetByName('Sheet1')!;
    const p = sh.getRange('A1:C3').protect().setDescription('results');
    // a new protection mirrors the file: its editors are the file's (the owner, the user running)
    expect(p.getEditors().map((u) => u.getEmail())).toEqual(['organizer@example.com', 'td@example.com']);
    expect(p.canEdit()).toBe(true);
    p.addEditors(['arbiter@example.com', 'captain@example.com']).removeEditors([
      'td@example.com',
      'captain@example.com',
      'organizer@example.com',
    ]);
    // as in Google Sheets, neither the owner nor the current user can be removed from the editors
    expect(p.getEditors().map((u) => u.getEmail())).toEqual([
      'organizer@example.com',
      'td@example.com',
      'arbiter@example.com',
    ]);
    expect(p.canEdit()).toBe(true);
    const other = probe(s.workbook, { user: 'captain@example.com' });
    const theirs = spreadsheet(other).getProtections(ProtectionType.RANGE)[0];
    expect(theirs.canEdit()).toBe(false);
    s.workbook.protections.find((x) => x.description === 'results')!.warningOnly = true; // "Show a warning", in Sheets
    expect(theirs.canEdit()).toBe(true);
    sh.protect().setDescription('whole tab');
    expect(ss.getProtections(ProtectionType.RANGE).map((x) => x.getDescription())).toEqual(['results']);
    expect(sh.getProtections(ProtectionType.SHEET).map((x) => x.getDescription())).toEqual(['whole tab']);
    expect(p.getRange().getA1Notation()).toBe('A1:C3');
    p.remove();
    expect(ss.getProtections(ProtectionType.RANGE)).toEqual([]);
  });
});

describe('banding', () => {
  test("a second banding over the same rows throws Google's message; beside it is allowed", () => {
    const s = probe();
    const sh = spreadsheet(s).getSheetByName('Sheet1')!;
    const theme = s.inspect.SpreadsheetApp.BandingTheme.LIGHT_GREY;
    sh.getRange(1, 1, 10, 3).applyRowBanding(theme);
    expect(() => sh.getRange(5, 2, 10, 3).applyRowBanding(theme)).toThrow(
      'You cannot add alternating background colors to a range that already has alternating background colors.',
    );
    sh.getRange(11, 1, 5, 3).applyRowBanding(theme);
    expect(sh.model.bandings.map((b) => [b.area.row, b.area.numRows, b.theme])).toEqual([
      [1, 10, 'LIGHT_GREY'],
      [11, 5, 'LIGHT_GREY'],
    ]);
  });
});

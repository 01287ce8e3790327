// Protected ranges and row structure, as Google's: a range protection follows inserted and deleted rows (rows
// inserted strictly inside it join it; before its first row they push it down; after its last row they leave it
// alone; deleted rows leave it, and it is removed with its last row), whether the add-on (Sheet.insertRowsAfter,
// deleteRows) or a person in Sheets (hand.ts) moves them; a person's sort moves the values (with their formats) but
// never a protected range, so after a sort a protection may cover another row's values.
import { LocalWorkbook } from '../../local/runner';
import { deleteRows, insertRowsBefore, sortRows } from '../../local/gas/hand';
import { probe, spreadsheet } from '../helpers/gas';

function setting() {
  const s = probe(LocalWorkbook.empty());
  const ss = spreadsheet(s);
  const sh = ss.getSheetByName('Sheet1')!;
  const protect = (a1: string) => sh.getRange(a1).protect().setDescription(a1);
  const where = () => s.workbook.protections.map((p) => `${p.description}:${p.area!.row}+${p.area!.numRows}`);
  return { s, sh, protect, where };
}

describe('protected ranges follow rows', () => {
  test('rows inserted before, inside and after a protected range', () => {
    const { s, sh, protect, where } = setting();
    protect('A2:C5');
    protect('A6:C9');
    insertRowsBefore(s.workbook, 'Sheet1', 2); // a person inserts a row above row 2: both move down
    expect(where()).toEqual(['A2:C5:3+4', 'A6:C9:7+4']);
    sh.insertRowsAfter(4, 2); // strictly inside the first: it grows, the second moves
    expect(where()).toEqual(['A2:C5:3+6', 'A6:C9:9+4']);
    sh.insertRowsAfter(12, 1); // after the last row of the second: neither changes
    expect(where()).toEqual(['A2:C5:3+6', 'A6:C9:9+4']);
  });

  test('rows deleted: the range shrinks or moves up; a range whose every row is deleted is removed', () => {
    const { s, sh, protect, where } = setting();
    protect('A2:C5');
    protect('A6:C9');
    deleteRows(s.workbook, 'Sheet1', 1); // a person deletes row 1
    expect(where()).toEqual(['A2:C5:1+4', 'A6:C9:5+4']);
    sh.deleteRows(4, 3); // the last row of the first, the first two of the second
    expect(where()).toEqual(['A2:C5:1+3', 'A6:C9:4+2']);
    sh.deleteRows(4, 2);
    expect(where()).toEqual(['A2:C5:1+3']);
  });

  test("a person's sort moves values with their formats; the protected ranges stay on their rows", () => {
    const { s, sh, protect, where } = setting();
    sh.getRange('A1:B4').setValues([
      ['b', 2],
      ['a', 1],
      ['c', 3],
      ['', 0],
    ]);
    sh.getRange('B2').setNumberFormat('@');
    protect('A1:B1');
    sortRows(s.workbook, 'Sheet1', 'A1:B4', 1);
    expect(sh.getRange('A1:B4').getValues()).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
      ['', 0],
    ]);
    expect(sh.getRange('B1').getNumberFormats()).toEqual([['@']]);
    expect(where()).toEqual(['A1:B1:1+1']);
    sortRows(s.workbook, 'Sheet1', 'A1:B3', { column: 2, ascending: false });
    expect(sh.getRange('A1:A3').getValues()).toEqual([['c'], ['b'], ['a']]);
    expect(() => sortRows(s.workbook, 'Sheet1', 'A1:B3', 5)).toThrow(/not columns of the range/);
  });
});

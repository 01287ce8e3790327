// Fidelity of Range and Sheet.getRange to Google Sheets: 1-based grid, Google's error messages, value types,
// shapes, formulas, apostrophes, and Sheets' automatic conversion of typed strings unless formatted '@'.
import { probe, spreadsheet } from '../helpers/gas';

function sheet() {
  const s = probe();
  return { session: s, sheet: spreadsheet(s).getSheetByName('Sheet1')! };
}

describe('Range fidelity', () => {
  test('rows and columns are 1-based', () => {
    const { sheet: sh } = sheet();
    sh.getRange(1, 1).setValue('A1');
    sh.getRange(2, 3).setValue('C2');
    expect(sh.getRange('A1').getValue()).toBe('A1');
    expect(sh.getRange('C2').getValue()).toBe('C2');
    expect(sh.getRange(2, 3).getA1Notation()).toBe('C2');
    expect(sh.getRange(2, 2, 3, 4).getA1Notation()).toBe('B2:E4');
    expect(sh.getRange('B2:E4').getNumRows()).toBe(3);
    expect(sh.getRange('B2:E4').getNumColumns()).toBe(4);
  });

  test("getRange with a 0 or negative row/column or 0 rows/columns throws Google's messages", () => {
    const { sheet: sh } = sheet();
    expect(() => sh.getRange(0, 1)).toThrow('The starting row of the range is too small.');
    expect(() => sh.getRange(-1, 1)).toThrow('The starting row of the range is too small.');
    expect(() => sh.getRange(1, 0)).toThrow('The starting column of the range is too small.');
    expect(() => sh.getRange(1, 1, 0, 1)).toThrow('The number of rows in the range must be at least 1.');
    expect(() => sh.getRange(1, 1, 1, 0)).toThrow('The number of columns in the range must be at least 1.');
    // the classic bug: an empty tab's getLastRow() - 1 rows
    expect(() => sh.getRange(2, 1, sh.getLastRow() - 1, 3)).toThrow(
      'The number of rows in the range must be at least 1.',
    );
    expect(() => sh.getRange('not a range')).toThrow('Range not found');
  });

  test('getValues: always 2-D, "" for empty cells, numbers, booleans and Dates keep their types', () => {
    const { sheet: sh } = sheet();
    const when = new Date(Date.UTC(2024, 2, 5));
    sh.getRange(1, 1, 1, 4).setValues([[3, true, when, 'x']]);
    const values = sh.getRange(1, 1, 2, 5).getValues();
    expect(values).toEqual([
      [3, true, when, 'x', ''],
      ['', '', '', '', ''],
    ]);
    expect(typeof values[0][0]).toBe('number');
    expect(values[0][2]).toBeInstanceOf(Date);
    expect(sh.getRange(5, 5).getValues()).toEqual([['']]);
    expect(sh.getRange(5, 5).getValue()).toBe('');
  });

  test("values a script receives are built in its own realm (session.services), a test's in Node's (session.inspect)", () => {
    const s = probe();
    s.inspect.SpreadsheetApp.getActiveSheet().getRange(1, 1).setValue(new Date(0));
    const asScript = s.services.SpreadsheetApp.getActiveSheet().getRange(1, 1).getValues();
    expect(asScript[0][0]).not.toBeInstanceOf(Date);
    expect(Object.prototype.toString.call(asScript[0][0])).toBe('[object Date]');
    expect(s.evaluate('Date')).toBe(asScript[0][0].constructor);
    expect(s.inspect.SpreadsheetApp.getActiveSheet().getRange(1, 1).getValue()).toBeInstanceOf(Date);
  });

  test("setValues with data of the wrong shape throws Google's messages", () => {
    const { sheet: sh } = sheet();
    const r = sh.getRange(1, 1, 2, 3);
    expect(() => r.setValues([[1, 2, 3]])).toThrow(
      'The number of rows in the data does not match the number of rows in the range. The data has 1 but the range has 2.',
    );
    expect(() =>
      r.setValues([
        [1, 2],
        [3, 4],
      ]),
    ).toThrow(
      'The number of columns in the data does not match the number of columns in the range. The data has 2 but the range has 3.',
    );
    expect(r.getValues()).toEqual([
      ['', '', ''],
      ['', '', ''],
    ]);
  });

  test('a string starting with "=" becomes a formula; values of formulas are not evaluated ("" until loaded from .xlsx)', () => {
    const { sheet: sh } = sheet();
    sh.getRange(1, 1, 1, 3).setValues([[1, 2, '=A1+B1']]);
    expect(sh.getRange(1, 3).getFormula()).toBe('=A1+B1');
    expect(sh.getRange(1, 1, 1, 3).getFormulas()).toEqual([['', '', '=A1+B1']]);
    expect(sh.getRange(1, 3).getValue()).toBe('');
    sh.getRange(2, 1).setFormula('=SUM(A1:B1)');
    expect(sh.getRange(2, 1).getFormulas()).toEqual([['=SUM(A1:B1)']]);
    sh.getRange(2, 1).setValue(7);
    expect(sh.getRange(2, 1).getFormula()).toBe('');
    expect(sh.getLastRow()).toBe(2);
  });

  test('a leading apostrophe stores the rest as text', () => {
    const { sheet: sh } = sheet();
    sh.getRange(1, 1, 1, 3).setValues([["'007", "'1-2", "'=A1"]]);
    expect(sh.getRange(1, 1, 1, 3).getValues()).toEqual([['007', '1-2', '=A1']]);
    expect(sh.getRange(1, 3).getFormula()).toBe('');
  });

  test('strings that look like numbers, booleans or dates are converted unless the cell is plain text (@)', () => {
    const { sheet: sh } = sheet();
    const year = new Date().getUTCFullYear();
    sh.getRange(1, 1, 1, 8).setValues([['12', '1,000', '-3.5', 'TRUE', 'false', '1-2', '1/2', '2024-03-05']]);
    const [row] = sh.getRange(1, 1, 1, 8).getValues();
    expect(row.slice(0, 5)).toEqual([12, 1000, -3.5, true, false]);
    expect(row[5]).toEqual(new Date(Date.UTC(year, 0, 2)));
    expect(row[6]).toEqual(new Date(Date.UTC(year, 0, 2)));
    expect(row[7]).toEqual(new Date(Date.UTC(2024, 2, 5)));
    expect(sh.getRange(1, 6).getDisplayValue()).toBe(`1/2/${year}`);
    // things that are not numbers or dates stay strings
    sh.getRange(2, 1, 1, 4).setValues([['1-0', '13/40', 'abc', '1½']]);
    expect(sh.getRange(2, 1, 1, 4).getValues()).toEqual([['1-0', '13/40', 'abc', '1½']]);

    // result cells formatted as plain text keep exactly what was written: why result columns must be '@'
    const plain = sh.getRange(3, 1, 1, 5).setNumberFormat('@');
    plain.setValues([['12', 'TRUE', '1-2', '2024-03-05', '0.5']]);
    expect(plain.getValues()).toEqual([['12', 'TRUE', '1-2', '2024-03-05', '0.5']]);
    expect(plain.getNumberFormats()).toEqual([['@', '@', '@', '@', '@']]);
    expect(sh.getRange(4, 1).getNumberFormat()).toBe('0.###############');
  });

  test('getDisplayValues shows numbers with their format, booleans as TRUE/FALSE', () => {
    const { sheet: sh } = sheet();
    sh.getRange(1, 1, 1, 4).setValues([[1.5, 2, true, 0.25]]);
    sh.getRange(1, 2).setNumberFormat('0.00');
    sh.getRange(1, 4).setNumberFormat('0%');
    expect(sh.getRange(1, 1, 1, 4).getDisplayValues()).toEqual([['1.5', '2.00', 'TRUE', '25%']]);
  });

  test("Range.getLastRow/getLastColumn are the range's end; Sheet.getLastRow is the last row with content", () => {
    const { sheet: sh } = sheet();
    expect(sh.getLastRow()).toBe(0);
    expect(sh.getLastColumn()).toBe(0);
    sh.getRange(4, 2).setValue('x');
    expect(sh.getLastRow()).toBe(4);
    expect(sh.getLastColumn()).toBe(2);
    expect(sh.getRange(2, 3, 5, 2).getLastRow()).toBe(6);
    expect(sh.getRange(2, 3, 5, 2).getLastColumn()).toBe(4);
    expect(sh.getDataRange().getA1Notation()).toBe('A1:B4');
    sh.getRange(4, 2).clearContent();
    expect(sh.getLastRow()).toBe(0);
  });

  test('formats, notes and validations read back as written', () => {
    const { session, sheet: sh } = sheet();
    const r = sh.getRange(1, 1, 2, 2);
    r.setBackground('#FFEE00').setFontWeight('bold').setFontColor('#123456').setNote('hi');
    expect(r.getBackgrounds()).toEqual([
      ['#ffee00', '#ffee00'],
      ['#ffee00', '#ffee00'],
    ]);
    expect(r.getFontWeights()[1][1]).toBe('bold');
    expect(r.getNotes()).toEqual([
      ['hi', 'hi'],
      ['hi', 'hi'],
    ]);
    const rule = session.services.SpreadsheetApp.newDataValidation()
      .requireValueInList(['1-0', '0-1', '½-½'])
      .setAllowInvalid(false)
      .build();
    r.setDataValidation(rule);
    const got = r.getDataValidations();
    expect(got[0][0]!.getCriteriaType()).toBe(session.services.SpreadsheetApp.DataValidationCriteria.VALUE_IN_LIST);
    expect(got[1][1]!.getCriteriaValues()).toEqual([['1-0', '0-1', '½-½'], true]);
    expect(got[1][1]!.getAllowInvalid()).toBe(false);
    r.clearDataValidations();
    expect(r.getDataValidations()).toEqual([
      [null, null],
      [null, null],
    ]);
    r.clear();
    expect(r.getBackgrounds()[0][0]).toBe('#ffffff');
  });
});

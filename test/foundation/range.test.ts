// Fidelity of Range and Sheet.getRange to Google Sheets: 1-based grid, Google's error messages, value types,
// shapes, formulas, apostrophes, and Sheets' automatic conversion of typed strings unless formatted '@'.
import { shown } from '../../local/gas/hand';
import { probe, spreadsheet } from '../helpers/gas';

function sheet() {
  const s = probe();
  const model = s.workbook.sheets[0];
  return { session: s, sheet: spreadsheet(s).getSheetByName('Sheet1')!, formula: (a1: string) => cellAt(model, a1)?.f };
}

/** The model's cell at an A1 reference of one cell (what the add-on cannot read back: formulas, notes). */
function cellAt(model: { cell(row: number, column: number): { f?: string; note?: string } | undefined }, a1: string) {
  const m = /^([A-Z])(\d+)$/.exec(a1)!;
  return model.cell(Number(m[2]), m[1].charCodeAt(0) - 64);
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
    const tab = (app: typeof s.inspect.SpreadsheetApp) => app.getActiveSpreadsheet().getSheetByName('Sheet1')!;
    tab(s.inspect.SpreadsheetApp).getRange(1, 1).setValue(new Date(0));
    const asScript = tab(s.services.SpreadsheetApp).getRange(1, 1).getValues();
    expect(asScript[0][0]).not.toBeInstanceOf(Date);
    expect(Object.prototype.toString.call(asScript[0][0])).toBe('[object Date]');
    expect(s.evaluate('Date')).toBe(asScript[0][0].constructor);
    expect(tab(s.inspect.SpreadsheetApp).getRange(1, 1).getValue()).toBeInstanceOf(Date);
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
    const { sheet: sh, formula } = sheet();
    sh.getRange(1, 1, 1, 3).setValues([[1, 2, '=A1+B1']]);
    expect([formula('A1'), formula('C1')]).toEqual([undefined, '=A1+B1']);
    expect(sh.getRange(1, 3).getValue()).toBe('');
    sh.getRange(2, 1).setValue('=SUM(A1:B1)');
    expect(formula('A2')).toBe('=SUM(A1:B1)');
    sh.getRange(2, 1).setValue(7);
    expect(formula('A2')).toBeUndefined();
    expect(sh.getLastRow()).toBe(2);
  });

  test('a leading apostrophe stores the rest as text', () => {
    const { sheet: sh, formula } = sheet();
    sh.getRange(1, 1, 1, 3).setValues([["'007", "'1-2", "'=A1"]]);
    expect(sh.getRange(1, 1, 1, 3).getValues()).toEqual([['007', '1-2', '=A1']]);
    expect(formula('C1')).toBeUndefined();
  });

  test('strings that look like numbers, booleans or dates are converted unless the cell is plain text (@)', () => {
    const { session, sheet: sh } = sheet();
    const year = new Date().getUTCFullYear();
    sh.getRange(1, 1, 1, 8).setValues([['12', '1,000', '-3.5', 'TRUE', 'false', '1-2', '1/2', '2024-03-05']]);
    const [row] = sh.getRange(1, 1, 1, 8).getValues();
    expect(row.slice(0, 5)).toEqual([12, 1000, -3.5, true, false]);
    expect(row[5]).toEqual(new Date(Date.UTC(year, 0, 2)));
    expect(row[6]).toEqual(new Date(Date.UTC(year, 0, 2)));
    expect(row[7]).toEqual(new Date(Date.UTC(2024, 2, 5)));
    expect(shown(session.workbook, 'Sheet1', 'F1')).toEqual([[`1/2/${year}`]]);
    // things that are not numbers or dates stay strings
    sh.getRange(2, 1, 1, 4).setValues([['1-0', '13/40', 'abc', '1½']]);
    expect(sh.getRange(2, 1, 1, 4).getValues()).toEqual([['1-0', '13/40', 'abc', '1½']]);

    // result cells formatted as plain text keep exactly what was written: why result columns must be '@'
    const plain = sh.getRange(3, 1, 1, 5).setNumberFormat('@');
    plain.setValues([['12', 'TRUE', '1-2', '2024-03-05', '0.5']]);
    expect(plain.getValues()).toEqual([['12', 'TRUE', '1-2', '2024-03-05', '0.5']]);
    expect(plain.getNumberFormats()).toEqual([['@', '@', '@', '@', '@']]);
    expect(sh.getRange(4, 1).getNumberFormats()).toEqual([['0.###############']]);
  });

  test('a person sees numbers with their format, booleans as TRUE/FALSE', () => {
    const { session, sheet: sh } = sheet();
    sh.getRange(1, 1, 1, 4).setValues([[1.5, 2, true, 0.25]]);
    sh.getRange(1, 2).setNumberFormat('0.00');
    sh.getRange(1, 4).setNumberFormat('0%');
    expect(shown(session.workbook, 'Sheet1', 'A1:D1')).toEqual([['1.5', '2.00', 'TRUE', '25%']]);
  });

  test("Range.getLastRow is the range's end; Sheet.getLastRow/getLastColumn the last row/column with content", () => {
    const { sheet: sh } = sheet();
    expect(sh.getLastRow()).toBe(0);
    expect(sh.getLastColumn()).toBe(0);
    sh.getRange(4, 2).setValue('x');
    expect(sh.getLastRow()).toBe(4);
    expect(sh.getLastColumn()).toBe(2);
    expect(sh.getRange(2, 3, 5, 2).getLastRow()).toBe(6);
    expect(sh.getDataRange().getA1Notation()).toBe('A1:B4');
    sh.getRange(4, 2).clearContent();
    expect(sh.getLastRow()).toBe(0);
  });

  test('formats, notes and validations read back as written', () => {
    const { session, sheet: sh } = sheet();
    const r = sh.getRange(1, 1, 2, 2);
    r.setBackground('#FFEE00')
      .setFontWeight('bold')
      .setNotes([
        ['hi', ''],
        ['', 'ho'],
      ]);
    expect(r.getBackgrounds()).toEqual([
      ['#ffee00', '#ffee00'],
      ['#ffee00', '#ffee00'],
    ]);
    expect(r.getFontWeights()[1][1]).toBe('bold');
    expect([cellAt(sh.model, 'A1')?.note, cellAt(sh.model, 'A2')?.note, cellAt(sh.model, 'B2')?.note]).toEqual([
      'hi',
      undefined,
      'ho',
    ]);
    const rule = session.services.SpreadsheetApp.newDataValidation()
      .requireValueInList(['1-0', '0-1', '½-½'])
      .setAllowInvalid(false)
      .build();
    r.setDataValidation(rule);
    const got = r.getDataValidations();
    expect(got[1][1]!.getCriteriaValues()).toEqual([['1-0', '0-1', '½-½'], true]);
    expect(sh.model.cell(1, 1)?.validation).toMatchObject({ criteria: 'VALUE_IN_LIST', allowInvalid: false });
    r.setDataValidation(null);
    expect(r.getDataValidations()).toEqual([
      [null, null],
      [null, null],
    ]);
    r.setBackground(null);
    expect(r.getBackgrounds()[0][0]).toBe('#ffffff');
  });
});

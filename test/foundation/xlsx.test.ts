// Save -> load round trip of a workbook through a real .xlsx file (exceljs).
import ExcelJS from 'exceljs';
import { readFileSync } from 'fs';
import { join } from 'path';
import { privatePath } from '../../local/gas/xlsx';
import { openWorkbook, saveWorkbook } from '../../local/runner';
import { probe, spreadsheet, tab, tempDir } from '../helpers/gas';
import { jsString } from '../../local/gas/jsString';

describe('.xlsx round trip', () => {
  test('values, formulas, formats, notes, validations, frozen panes, widths, hidden tabs, order, properties and protections survive', async () => {
    const s = probe();
    const app = s.inspect.SpreadsheetApp;
    const ss = spreadsheet(s);
    ss.getSheetByName('Sheet1')!.setName('Teams');
    const teams = ss.getSheetByName('Teams')!;
    const when = new Date(Date.UTC(2025, 4, 17));
    teams.getRange(1, 1, 3, 4).setValues([
      ['Team', 'Rating', 'Present', 'Since'],
      ['Lions', 1850.5, true, when],
      ['Tigers', 1700, false, ''],
    ]);
    teams.getRange(4, 2).setValue('=SUM(B2:B3)');
    teams.getRange(1, 1, 1, 4).setFontWeight('bold').setBackground('#cfe2f3');
    teams
      .getRange(2, 5, 2, 1)
      .setNumberFormat('@')
      .setValues([['1-0'], ['007']]);
    teams
      .getRange(2, 2)
      .setNumberFormat('0.0')
      .setNotes([['average of the boards']]);
    teams.setFrozenRows(1).setColumnWidth(1, 140);
    // what a person formats in Sheets (the add-on never does): a font colour, alignment, wrap, a frozen column, a
    // tab colour, a number range with a help text, a warning-only protection
    const m = teams.model;
    for (let c = 1; c <= 4; c++) m.touch(1, c).fontColor = '#990000';
    Object.assign(m.touch(2, 3), { horizontalAlignment: 'center', wrap: true });
    Object.assign(m, { frozenColumns: 1, tabColor: '#00ff00' });
    m.touch(2, 7).validation = { criteria: 'NUMBER_BETWEEN', values: [1, 9], allowInvalid: true, helpText: '1 to 9' };
    const list = app
      .newDataValidation()
      .requireValueInList(['1-0', '0-1', '½-½', 'a,b'])
      .setAllowInvalid(false)
      .build();
    teams.getRange(2, 6, 2, 1).setDataValidation(list);
    const log = ss.insertSheet('Log');
    log.getRange('A1').setValue('hidden');
    log.hideSheet();
    ss.insertSheet('Pairings', 1).insertRowsAfter(1000, 50);
    teams.getRange('A1:D1').protect().setDescription('header').addEditor('arbiter@example.com');
    log.protect().setDescription('log');
    s.workbook.protections.find((p) => p.description === 'log')!.warningOnly = true;
    const props = s.inspect.PropertiesService.getDocumentProperties();
    props.setProperty('round', '2');
    props.setProperty('big', 'x'.repeat(9000)); // a property value holds at most 9 KB (Google's quota)

    const file = join(tempDir(), 'round-trip.xlsx');
    await saveWorkbook(s.workbook, file);
    const back = probe(await openWorkbook(file));
    const ss2 = spreadsheet(back);

    expect(ss2.getSheets().map((x) => [x.getName(), x.isSheetHidden()])).toEqual([
      ['Teams', false],
      ['Pairings', false],
      ['Log', true],
    ]);
    const t = ss2.getSheetByName('Teams')!;
    expect(t.getRange(1, 1, 3, 4).getValues()).toEqual([
      ['Team', 'Rating', 'Present', 'Since'],
      ['Lions', 1850.5, true, when],
      ['Tigers', 1700, false, ''],
    ]);
    const tm = t.model;
    expect(tm.cell(4, 2)?.f).toBe('=SUM(B2:B3)');
    expect(t.getRange(2, 5, 2, 1).getValues()).toEqual([['1-0'], ['007']]);
    expect(t.getRange(2, 5).getNumberFormats()).toEqual([['@']]);
    expect(t.getRange(2, 2).getNumberFormats()).toEqual([['0.0']]);
    expect(tm.cell(2, 2)?.note).toBe('average of the boards');
    expect(t.getRange(1, 1, 1, 4).getFontWeights()).toEqual([['bold', 'bold', 'bold', 'bold']]);
    expect(t.getRange(1, 1).getBackgrounds()).toEqual([['#cfe2f3']]);
    expect([tm.cell(1, 1)?.fontColor, tm.cell(2, 3)?.horizontalAlignment, tm.cell(2, 3)?.wrap]).toEqual([
      '#990000',
      'center',
      true,
    ]);
    expect([t.getFrozenRows(), tm.frozenColumns, tm.columnWidths.get(1), tm.tabColor]).toEqual([1, 1, 140, '#00ff00']);
    const v = t.getRange(2, 6, 2, 2).getDataValidations();
    expect(v[1][0]!.getCriteriaValues()).toEqual([['1-0', '0-1', '½-½', 'a,b'], true]);
    expect(tm.cell(2, 6)?.validation?.allowInvalid).toBe(false);
    expect(tm.cell(2, 7)?.validation).toMatchObject({ criteria: 'NUMBER_BETWEEN', helpText: '1 to 9' });
    expect(v[1][1]).toBeNull();
    expect(ss2.getSheetByName('Pairings')!.getMaxRows()).toBe(1050);
    expect(ss2.getSheetByName('Log')!.getRange('A1').getValue()).toBe('hidden');
    const p2 = back.inspect.PropertiesService.getDocumentProperties();
    expect(p2.getProperty('round')).toBe('2');
    expect(p2.getProperty('big')).toHaveLength(9000);
    expect(
      ss2
        .getProtections(app.ProtectionType.RANGE)
        .map((p) => [p.getDescription(), p.getRange().getA1Notation(), p.getEditors().map((u) => u.getEmail())]),
    ).toEqual([['header', 'A1:D1', ['organizer@example.com', 'arbiter@example.com']]]);
    expect(
      ss2
        .getProtections(app.ProtectionType.SHEET)
        .map((p) => [p.getDescription(), p.record.warningOnly, p.getRange().getSheet().getName()]),
    ).toEqual([['log', true, 'Log']]);
  });

  test('the .xlsx is an ordinary workbook: formulas as formulas, the list dropdown native, "_properties" very hidden', async () => {
    const s = probe();
    const sh = tab(s);
    sh.getRange(1, 1, 1, 3).setValues([[1, 2, '=A1+B1']]);
    sh.getRange(2, 1).setDataValidation(
      s.inspect.SpreadsheetApp.newDataValidation().requireValueInList(['x', 'y']).build(),
    );
    const file = join(tempDir(), 'plain.xlsx');
    await saveWorkbook(s.workbook, file);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    expect(wb.worksheets.map((w) => [w.name, w.state])).toEqual([
      ['Sheet1', 'visible'],
      ['_properties', 'veryHidden'],
    ]);
    const ws = wb.getWorksheet('Sheet1')!;
    expect(ws.getCell('C1').value).toEqual({ formula: 'A1+B1' });
    expect(ws.getCell('A2').dataValidation).toMatchObject({ type: 'list', formulae: ['"x,y"'] });
  });

  test('properties and protections (e-mail addresses) stay out of the .xlsx, in the private file beside it', async () => {
    const s = probe();
    const ss = spreadsheet(s);
    ss.getSheetByName('Sheet1')!
      .getRange('A1:B2')
      .protect()
      .setDescription('captains')
      .addEditor('captain@example.org');
    s.inspect.PropertiesService.getDocumentProperties().setProperty('captains', '{"Italy":["captain@example.org"]}');
    const file = join(tempDir(), 'private.xlsx');
    await saveWorkbook(s.workbook, file);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    const cells: string[] = [];
    for (const ws of wb.worksheets)
      ws.eachRow((row) =>
        row.eachCell((c) => {
          cells.push(jsString(c.value));
        }),
      );
    expect(cells.filter((c) => c.includes('@'))).toEqual([]);
    expect(readFileSync(privatePath(file), 'utf8')).toContain('captain@example.org');
    const back = probe(await openWorkbook(file));
    expect(back.inspect.PropertiesService.getDocumentProperties().getProperty('captains')).toBe(
      '{"Italy":["captain@example.org"]}',
    );
    const p = spreadsheet(back).getProtections(back.inspect.SpreadsheetApp.ProtectionType.RANGE)[0];
    expect(p.getEditors().map((u) => u.getEmail())).toContain('captain@example.org');
  });

  test('sheet names Google allows but Excel refuses (long, with : / ? [ ]) survive, with their protections and the active sheet', async () => {
    const s = probe();
    const ss = spreadsheet(s);
    const long = 'Round 1: pairings / results [final] for the whole field';
    ss.insertSheet(long).getRange('A1').setValue('x');
    ss.insertSheet('Round 1: pairings / results [final] for the whole field?').protect().setDescription('p');
    ss.setActiveSheet(ss.getSheetByName(long)!);
    const file = join(tempDir(), 'names.xlsx');
    await saveWorkbook(s.workbook, file);
    const reopened = await openWorkbook(file);
    const back = spreadsheet(probe(reopened));
    expect(back.getSheets().map((x) => x.getName())).toEqual(['Sheet1', long, long + '?']);
    expect(back.getSheetByName(long)!.getRange('A1').getValue()).toBe('x');
    expect(reopened.sheetById(reopened.activeSheetId)?.name).toBe(long);
    expect(back.getProtections(s.inspect.SpreadsheetApp.ProtectionType.SHEET)[0].getRange().getSheet().getName()).toBe(
      long + '?',
    );
  });

  test('openWorkbook() without a path is a new workbook with one sheet "Sheet1" of 1000 x 26', async () => {
    const book = await openWorkbook();
    expect(book.sheets.map((x) => [x.name, x.maxRows, x.maxColumns])).toEqual([['Sheet1', 1000, 26]]);
  });
});

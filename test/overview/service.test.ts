// The local service's embedded charts, row and column groups, conditional format rules and tab order, as
// Google documents them (https://developers.google.com/apps-script/reference/spreadsheet/range#shiftrowgroupdepthdelta,
// .../group, .../embedded-chart-builder, .../conditional-format-rule-builder).
import { probe, spreadsheet, tab } from '../helpers/gas';

type Any = any; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('local service: groups, conditional rules, charts, tab order', () => {
  test('shiftRowGroupDepth makes groups (depth 0..8, never below 0); getRowGroup finds the run; the toggle before or after', () => {
    const s = probe();
    const sheet = tab(s) as Any;
    const depth = (row: number) => s.workbook.sheets[0].rowDepth.get(row) ?? 0;
    sheet.getRange('A3:A5').shiftRowGroupDepth(1);
    sheet.getRange('A8:A9').shiftRowGroupDepth(1);
    sheet.getRange('A2:A10').shiftRowGroupDepth(-1).shiftRowGroupDepth(-1);
    expect(depth(4)).toBe(0);
    sheet.getRange('A3:A5').shiftRowGroupDepth(1);
    sheet.getRange('A8:A9').shiftRowGroupDepth(1);
    sheet.getRange('A4:A4').shiftRowGroupDepth(20);
    expect([2, 3, 4, 5, 6, 8].map(depth)).toEqual([0, 1, 8, 1, 0, 1]);
    const g = sheet.getRowGroup(4, 1);
    expect(g.getRange().getA1Notation()).toBe('A3:Z5');
    // Google's Sheet.setRowGroupControlPosition with its enum; a boolean (the REST API's rowGroupControlAfter) is refused
    const app = s.inspect.SpreadsheetApp as Any;
    expect(sheet.getRowGroupControlPosition()).toBe('AFTER');
    expect(() => sheet.setRowGroupControlPosition(false)).toThrow(
      "The parameters (Boolean) don't match the method signature for SpreadsheetApp.Sheet.setRowGroupControlPosition.",
    );
    expect(sheet.setRowGroupControlAfter).toBeUndefined();
    sheet.setRowGroupControlPosition(app.GroupControlTogglePosition.BEFORE);
    expect(sheet.getRowGroupControlPosition()).toBe('BEFORE');
    expect(sheet.getRowGroup(9, 1).getRange().getA1Notation()).toBe('A8:Z9');
    expect(sheet.getRowGroup(6, 1)).toBeNull();
    g.collapse();
    expect(sheet.getRowGroup(3, 1).isCollapsed()).toBe(true);
    sheet.getRange('C1:D1').shiftColumnGroupDepth(1);
    expect([2, 3, 4, 5].map((c) => sheet.getColumnGroupDepth(c))).toEqual([0, 1, 1, 0]);
    expect(sheet.getColumnGroup(3, 1).getRange().getA1Notation()).toBe('C1:D1000');
  });

  test('conditional format rules: custom formula and background over ranges; a rule without a condition or range is refused', () => {
    const s = probe();
    const app = s.inspect.SpreadsheetApp as Any;
    const sheet = tab(s) as Any;
    expect(() =>
      app
        .newConditionalFormatRule()
        .setBackground('#ff0000')
        .setRanges([sheet.getRange('A1')])
        .build(),
    ).toThrow(/condition/);
    expect(() => app.newConditionalFormatRule().whenFormulaSatisfied('=A1=1').build()).toThrow(/range/);
    const rule = app
      .newConditionalFormatRule()
      .whenFormulaSatisfied('=$B2<>""')
      .setBackground('#B7E1CD')
      .setRanges([sheet.getRange('G2:J9')])
      .build();
    sheet.setConditionalFormatRules([rule]);
    expect(sheet.getConditionalFormatRules()).toHaveLength(1);
    expect(s.workbook.sheets[0].conditionalRules).toEqual([
      { formula: '=$B2<>""', background: '#b7e1cd', ranges: [{ row: 2, column: 7, numRows: 8, numColumns: 4 }] },
    ]);
    sheet.setConditionalFormatRules([]);
    expect(sheet.getConditionalFormatRules()).toHaveLength(0);
  });

  test('embedded charts: built, inserted, listed with their ranges and options, updated and removed', () => {
    const s = probe();
    const g = s.inspect as Any;
    const sheet = tab(s) as Any;
    const chart = sheet
      .newChart()
      .setChartType(g.Charts.ChartType.LINE)
      .addRange(sheet.getRange('B2:D5'))
      .setNumHeaders(1)
      .setPosition(3, 2, 0, 0)
      .setOption('title', 'Rank')
      .setOption('vAxis', { direction: -1 })
      .build();
    expect(() => sheet.newChart().setChartType('BAR')).toThrow(/Invalid argument/); // only line charts are drawn
    sheet.insertChart(chart);
    expect(() => sheet.insertChart(chart)).toThrow(/already/);
    const [record] = s.workbook.sheets[0].charts;
    expect(record).toMatchObject({
      type: 'LINE',
      ranges: [{ sheetId: 0, area: { row: 2, column: 2, numRows: 4, numColumns: 3 } }],
      anchor: { row: 3, column: 2 },
      options: { title: 'Rank', vAxis: { direction: -1 } },
      numHeaders: 1,
    });
    const [c] = sheet.getCharts();
    sheet.updateChart(c.modify().setPosition(10, 1, 0, 0).build());
    expect(s.workbook.sheets[0].charts[0].anchor.row).toBe(10);
    sheet.removeChart(sheet.getCharts()[0]);
    expect(sheet.getCharts()).toHaveLength(0);
  });

  test('moveActiveSheet puts the active sheet at a 1-based place in the tab order', () => {
    const s = probe();
    const ss = spreadsheet(s) as Any;
    ss.insertSheet('B');
    const c = ss.insertSheet('C');
    ss.setActiveSheet(c);
    ss.moveActiveSheet(1);
    expect(ss.getSheets().map((x: Any) => x.getName())).toEqual(['C', 'Sheet1', 'B']);
    expect(() => ss.moveActiveSheet(4)).toThrow(/out of range/);
  });
});

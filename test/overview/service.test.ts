// The local service's embedded charts, row and column groups, conditional format rules and tab order, as
// Google documents them (https://developers.google.com/apps-script/reference/spreadsheet/range#shiftrowgroupdepthdelta,
// .../group, .../embedded-chart-builder, .../conditional-format-rule-builder).
import { probe, spreadsheet } from '../helpers/gas';

type Any = any; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('local service: groups, conditional rules, charts, tab order', () => {
  test('shiftRowGroupDepth makes groups (depth 0..8, never below 0); getRowGroup finds the run; the toggle before or after', () => {
    const s = probe();
    const sheet = spreadsheet(s).getActiveSheet() as Any;
    sheet.getRange('A3:A5').shiftRowGroupDepth(1);
    sheet.getRange('A8:A9').shiftRowGroupDepth(1);
    sheet.getRange('A2:A10').shiftRowGroupDepth(-1).shiftRowGroupDepth(-1);
    expect(sheet.getRowGroupDepth(4)).toBe(0);
    sheet.getRange('A3:A5').shiftRowGroupDepth(1);
    sheet.getRange('A8:A9').shiftRowGroupDepth(1);
    sheet.getRange('A4:A4').shiftRowGroupDepth(20);
    expect([2, 3, 4, 5, 6, 8].map((r) => sheet.getRowGroupDepth(r))).toEqual([0, 1, 8, 1, 0, 1]);
    const g = sheet.getRowGroup(4, 1);
    expect([g.getDepth(), g.getControlIndex()]).toEqual([1, 6]);
    // Google's Sheet.setRowGroupControlPosition with its enum; a boolean (the REST API's rowGroupControlAfter) is refused
    const app = s.inspect.SpreadsheetApp as Any;
    expect(sheet.getRowGroupControlPosition()).toBe(app.GroupControlTogglePosition.AFTER);
    expect(() => sheet.setRowGroupControlPosition(false)).toThrow(
      "The parameters (Boolean) don't match the method signature for SpreadsheetApp.Sheet.setRowGroupControlPosition.",
    );
    expect(sheet.setRowGroupControlAfter).toBeUndefined();
    sheet.setRowGroupControlPosition(app.GroupControlTogglePosition.BEFORE);
    expect(sheet.getRowGroupControlPosition()).toBe('BEFORE');
    expect(sheet.getRowGroup(9, 1).getControlIndex()).toBe(7);
    expect(sheet.getRowGroup(6, 1)).toBeNull();
    g.collapse();
    expect(sheet.getRowGroup(3, 1).isCollapsed()).toBe(true);
    sheet.getRange('C1:D1').shiftColumnGroupDepth(1);
    expect([2, 3, 4, 5].map((c) => sheet.getColumnGroupDepth(c))).toEqual([0, 1, 1, 0]);
  });

  test('conditional format rules: custom formula and background over ranges; a rule without a condition or range is refused', () => {
    const s = probe();
    const app = s.inspect.SpreadsheetApp as Any;
    const sheet = spreadsheet(s).getActiveSheet() as Any;
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
    const back = sheet.getConditionalFormatRules();
    const conditions = back.map((r: Any) => r.getBooleanCondition());
    expect(conditions.map((c: Any) => [String(c.getCriteriaType()), c.getCriteriaValues(), c.getBackground()])).toEqual(
      [['CUSTOM_FORMULA', ['=$B2<>""'], '#b7e1cd']],
    );
    sheet.setConditionalFormatRules([]);
    expect(sheet.getConditionalFormatRules()).toHaveLength(0);
  });

  test('embedded charts: built, inserted, listed with their ranges and options, updated and removed', () => {
    const s = probe();
    const g = s.inspect as Any;
    const sheet = spreadsheet(s).getActiveSheet() as Any;
    const chart = sheet
      .newChart()
      .setChartType(g.Charts.ChartType.LINE)
      .addRange(sheet.getRange('B2:D5'))
      .setNumHeaders(1)
      .setPosition(3, 2, 0, 0)
      .setOption('title', 'Rank')
      .setOption('vAxis', { direction: -1 })
      .build();
    expect(() => sheet.newChart().setChartType('NOPE')).toThrow(/Invalid argument/);
    sheet.insertChart(chart);
    expect(() => sheet.insertChart(chart)).toThrow(/already/);
    const [c] = sheet.getCharts();
    expect(c.getRanges().map((r: Any) => r.getA1Notation())).toEqual(['B2:D5']);
    expect([
      c.getOptions().get('title'),
      c.getOptions().get('vAxis.direction'),
      c.getContainerInfo().getAnchorRow(),
    ]).toEqual(['Rank', -1, 3]);
    sheet.updateChart(c.modify().setPosition(10, 1, 0, 0).build());
    expect(sheet.getCharts()[0].getContainerInfo().getAnchorRow()).toBe(10);
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

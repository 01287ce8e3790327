// Applies the layouts of a Plan (layout.ts) after its blocks: removes the empty default sheet, moves a tab in
// the tab order, freezes rows, sets column widths (one call per column), replaces a tab's embedded charts
// (Sheet.newChart ... insertChart), its conditional colours (one setConditionalFormatRules), its column
// groups (made idempotently: depth lowered, then raised) and its row groups (the old ones lowered in one
// call, then one call per group). Google's references:
// https://developers.google.com/apps-script/reference/spreadsheet/embedded-chart-builder
// https://developers.google.com/apps-script/reference/spreadsheet/range#shiftrowgroupdepthdelta
// https://developers.google.com/apps-script/reference/spreadsheet/conditional-format-rule-builder
import type { Area, ChartSpec, TabLayout } from '../../sheets/layout';
import { TabIndex } from './tabIndex';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

const range = (sheet: Sheet, a: Area) => sheet.getRange(a.row, a.col, a.rows, a.cols);

/**
 * A line chart; the legend stays where Sheets puts it (on the right), each option being a call of its own. From
 * `base` (an existing chart's modify(): its ranges cleared), the chart is rebuilt in place for updateChart.
 */
function buildChart(
  sheet: Sheet,
  c: ChartSpec,
  base?: GoogleAppsScript.Spreadsheet.EmbeddedChartBuilder,
): GoogleAppsScript.Spreadsheet.EmbeddedChart {
  const builder = (base ? base.clearRanges() : sheet.newChart())
    .setChartType(Charts.ChartType.LINE)
    .addRange(range(sheet, c.range))
    .setNumHeaders(1)
    .setTransposeRowsAndColumns(true)
    .setPosition(c.row, c.col, 0, 0)
    .setOption('title', c.title)
    .setOption('width', c.width)
    .setOption('height', c.height)
    .setOption('hAxis', { title: c.hAxisTitle })
    .setOption('vAxis', c.reversed ? { title: c.vAxisTitle, direction: -1 } : { title: c.vAxisTitle });
  return builder.build();
}

function layoutTab(book: Spreadsheet, tabs: TabIndex, sheet: Sheet, l: TabLayout): void {
  const ensureSize = (s: Sheet, rows: number, cols: number) => tabs.ensureSize(s, rows, cols);
  if (l.position !== undefined && sheet.getIndex() !== l.position) {
    book.setActiveSheet(sheet);
    book.moveActiveSheet(l.position);
  }
  if (l.frozenRows !== undefined) sheet.setFrozenRows(l.frozenRows);
  if (l.columnWidths) {
    ensureSize(sheet, 1, l.columnWidths.length);
    l.columnWidths.forEach((w, i) => sheet.setColumnWidth(i + 1, w));
  }
  // https://developers.google.com/apps-script/reference/spreadsheet/sheet#autoResizeColumns(Integer,Integer)
  if (l.fitColumns) sheet.autoResizeColumns(1, l.fitColumns);
  if (l.columnGroups) {
    for (const g of l.columnGroups) {
      ensureSize(sheet, 1, g.col + g.count - 1);
      const cols = sheet.getRange(1, g.col, 1, g.count);
      cols.shiftColumnGroupDepth(-1);
      cols.shiftColumnGroupDepth(1);
    }
  }
  if (l.rowGroups) {
    const { rows, groups } = l.rowGroups;
    ensureSize(sheet, rows.row + rows.rows - 1, 1);
    // the toggle on the team-match row above its boards
    // https://developers.google.com/apps-script/reference/spreadsheet/sheet#setrowgroupcontrolpositionposition
    sheet.setRowGroupControlPosition(SpreadsheetApp.GroupControlTogglePosition.BEFORE);
    range(sheet, rows).shiftRowGroupDepth(-1);
    for (const g of groups) sheet.getRange(g.row, 1, g.count, 1).shiftRowGroupDepth(1);
  }
  if (l.conditionalColours) {
    const areas = l.conditionalColours.flatMap((c) => c.ranges);
    if (areas.length)
      ensureSize(
        sheet,
        Math.max(...areas.map((a) => a.row + a.rows - 1)),
        Math.max(...areas.map((a) => a.col + a.cols - 1)),
      );
    const rules = l.conditionalColours.map((c) =>
      SpreadsheetApp.newConditionalFormatRule()
        .whenFormulaSatisfied(c.formula)
        .setBackground(c.background)
        .setRanges(c.ranges.map((a) => range(sheet, a)))
        .build(),
    );
    sheet.setConditionalFormatRules(rules);
  }
  if (l.charts) {
    // the tab's charts are changed in place (one updateChart each, https://developers.google.com/apps-script/reference/spreadsheet/sheet#updatechartchart)
    // where there are as many as wanted; otherwise removed and inserted again
    const existing = sheet.getCharts();
    const inPlace = existing.length === l.charts.length;
    if (!inPlace) for (const old of existing) sheet.removeChart(old);
    l.charts.forEach((c, i) => {
      ensureSize(sheet, c.range.row + c.range.rows - 1, c.range.col + c.range.cols - 1);
      if (inPlace) sheet.updateChart(buildChart(sheet, c, existing[i].modify()));
      else sheet.insertChart(buildChart(sheet, c));
    });
  }
}

/** Applies layouts in order; a tab to remove goes last, and only while it is still empty and not alone. */
export function applyLayout(book: Spreadsheet, layouts: readonly TabLayout[], tabs = new TabIndex(book)): void {
  for (const l of layouts) {
    if (l.removeIfEmpty) continue;
    const sheet = tabs.get(l.tab);
    if (sheet) layoutTab(book, tabs, sheet, l);
  }
  for (const l of layouts) {
    if (!l.removeIfEmpty) continue;
    const sheet = tabs.get(l.tab);
    if (sheet && sheet.getLastRow() === 0 && sheet.getLastColumn() === 0 && book.getNumSheets() > 1) tabs.remove(l.tab);
  }
}

/**
 * The row groups (depth 1) of a tab's `area` and the place of their toggles, and the function that puts them
 * back. Groups are found by Sheet.getRowGroup (https://developers.google.com/apps-script/reference/spreadsheet/sheet#getrowgrouprowindex,-groupdepth),
 * one call per row outside a group and one per group (Google lists no sheet's groups), over the rows where the
 * add-on's groups can be: `was`, the board rows of the tab as it is (layout.ts), or else every row that holds
 * something. Put back: every depth of the area to 0 in one call (depths never go below 0:
 * https://developers.google.com/apps-script/reference/spreadsheet/range#shiftrowgroupdepthdelta), then each
 * group found again, collapsed as it was; a group made by hand on other rows is not put back.
 */
function captureRowGroups(sheet: Sheet, a: Area, was?: readonly { row: number; count: number }[]): () => void {
  const control = sheet.getRowGroupControlPosition();
  const end = a.row + a.rows - 1;
  const spans = was
    ? was.map((w) => ({ from: Math.max(w.row, a.row), to: Math.min(w.row + w.count - 1, end) }))
    : [{ from: a.row, to: Math.min(end, sheet.getLastRow()) }];
  const groups: { row: number; count: number; collapsed: boolean }[] = [];
  let r = a.row;
  for (const span of spans) {
    for (r = Math.max(r, span.from); r <= span.to;) {
      const g = sheet.getRowGroup(r, 1);
      if (!g) {
        r++;
        continue;
      }
      const range = g.getRange();
      const from = Math.max(range.getRow(), a.row);
      const to = range.getLastRow();
      groups.push({ row: from, count: to - from + 1, collapsed: g.isCollapsed() });
      r = to + 1;
    }
  }
  return () => {
    if (sheet.getRowGroupControlPosition() !== control) sheet.setRowGroupControlPosition(control);
    range(sheet, a).shiftRowGroupDepth(-8);
    for (const g of groups) {
      sheet.getRange(g.row, 1, g.count, 1).shiftRowGroupDepth(1);
      if (g.collapsed) sheet.getRowGroup(g.row, 1)?.collapse();
    }
  };
}

/**
 * The depth of each column group a layout makes (layoutTab lowers it, then raises it: a failure in between
 * leaves it lowered), read from its first column (Sheet.getColumnGroupDepth:
 * https://developers.google.com/apps-script/reference/spreadsheet/sheet#getcolumngroupdepthcolumnindex), and
 * whether it was collapsed; the function that shifts each back to that depth
 * (https://developers.google.com/apps-script/reference/spreadsheet/range#shiftcolumngroupdepthdelta).
 * Columns the tab did not have are left alone (the rollback takes them away).
 */
function captureColumnGroups(
  sheet: Sheet,
  groups: readonly { col: number; count: number }[],
  tabs: TabIndex,
): () => void {
  // the grid's width before any write: the snapshot of the tab's blocks has read it (tabIndex.ts), else read here
  const width = tabs.columns(sheet);
  const was = groups
    .filter((g) => g.col + g.count - 1 <= width)
    .map((g) => {
      const depth = sheet.getColumnGroupDepth(g.col);
      return { ...g, depth, collapsed: depth > 0 && (sheet.getColumnGroup(g.col, depth)?.isCollapsed() ?? false) };
    });
  return () => {
    for (const g of was) {
      const delta = g.depth - sheet.getColumnGroupDepth(g.col);
      if (delta !== 0) sheet.getRange(1, g.col, 1, g.count).shiftColumnGroupDepth(delta);
      if (delta !== 0 && g.collapsed) sheet.getColumnGroup(g.col, g.depth)?.collapse();
    }
  };
}

/**
 * What the layouts are about to change, kept as Google's own objects so a failed write can put it back
 * (all or nothing): each tab's place in the tab order, frozen rows, conditional format rules
 * (getConditionalFormatRules, then setConditionalFormatRules with the same list, as Google's reference does)
 * embedded charts (re-inserted from EmbeddedChart.modify().build()), row groups (captureRowGroups) and the
 * depth of the column groups it makes (captureColumnGroups). Column widths are not kept (reading them takes
 * one call per column); the next click lays them out again.
 * Returns the function that puts them back; a few calls per tab with a layout, whatever the tab's size.
 */
export function captureLayout(book: Spreadsheet, layouts: readonly TabLayout[], tabs = new TabIndex(book)): () => void {
  const steps: (() => void)[] = [];
  for (const l of layouts) {
    if (l.removeIfEmpty) continue;
    const sheet = tabs.get(l.tab);
    if (!sheet) continue;
    if (l.position !== undefined) {
      const index = sheet.getIndex();
      steps.push(() => {
        if (sheet.getIndex() === index) return;
        book.setActiveSheet(sheet);
        book.moveActiveSheet(index);
      });
    }
    if (l.frozenRows !== undefined) {
      const frozen = sheet.getFrozenRows();
      steps.push(() => {
        if (sheet.getFrozenRows() !== frozen) sheet.setFrozenRows(frozen);
      });
    }
    if (l.conditionalColours) {
      const rules = sheet.getConditionalFormatRules();
      steps.push(() => sheet.setConditionalFormatRules(rules));
    }
    if (l.columnGroups) steps.push(captureColumnGroups(sheet, l.columnGroups, tabs));
    if (l.rowGroups) steps.push(captureRowGroups(sheet, l.rowGroups.rows, l.rowGroups.was));
    if (l.charts) {
      const charts = sheet.getCharts();
      steps.push(() => {
        for (const now of sheet.getCharts()) sheet.removeChart(now);
        for (const old of charts) sheet.insertChart(old.modify().build());
      });
    }
  }
  // tabs were moved first when laid out, so they are put back last
  return () => {
    for (const step of steps.reverse()) step();
  };
}

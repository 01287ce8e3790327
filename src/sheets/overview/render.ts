// Lays an OverviewModel out in cells: 12 columns that fit a laptop screen (about 1,050 pixels), the title
// lines, then each band's panels (left half A-E, right half G-L, or across), then the two charts side by side
// and, under them, the small data block they read. One block for the whole tab (one call per attribute),
// rows below the new content blanked over the old extent, and the tab's layout: its two charts, and when the
// tab is new, first in the tab order, no frozen rows and fixed column widths.
import type { Cell, Workbook } from '../workbook';
import type { WriteBlock } from '../plan';
import type { ChartSpec, TabLayout } from '../layout';
import type { OverviewModel, OvCell, Panel, Series } from './model';
import { c, HEAD, OVERVIEW_TAB } from './model';

const OVERVIEW_WIDTHS: readonly number[] = [44, 150, 68, 68, 150, 36, 44, 150, 48, 48, 150, 130];
const WIDTH = OVERVIEW_WIDTHS.length;
const LEFT = { col: 0, cols: 5 };
const RIGHT = { col: 6, cols: 6 };
const WIDE = { col: 0, cols: WIDTH };
/** rows the charts cover (300 pixels at 21 pixels a row) */
const CHART_ROWS = 15;

function panelRows(p: Panel, cols: number): OvCell[][] {
  const out: OvCell[][] = [[c(p.title, { bold: true })]];
  if (p.header.length) out.push(p.header.slice(0, cols).map((h) => c(h, { bold: true, bg: HEAD })));
  for (const r of p.rows) out.push(r.slice(0, cols));
  return out;
}

/** rounds the chart data keeps (the last ones): one column each from C to L */
const CHART_ROUNDS = 10;

/** A chart's data: one row per entrant (name in B), one column per round (C...), the rounds in the header row. */
function seriesRows(title: string, s: Series): OvCell[][] {
  const from = Math.max(0, s.rounds.length - CHART_ROUNDS);
  const rounds = s.rounds.slice(from);
  return [
    [c(''), c(title, { bold: true })],
    [c(''), c('round', { bold: true, bg: HEAD }), ...rounds.map((r) => c(r, { bold: true, bg: HEAD, fmt: '0' }))],
    ...s.names.map((n, j) => [c(''), c(n), ...rounds.map((_, i) => c(s.values[from + i][j], { fmt: '0.#' }))]),
  ];
}

interface OverviewOut {
  readonly block: WriteBlock;
  readonly layout: TabLayout;
}

/**
 * The Overview's cells by row and column, and its charts; `withCells` false: the charts alone (where they go
 * depends only on the panels' heights), the grid left empty.
 */
function laidOut(model: OverviewModel, withCells = true): { grid: OvCell[][]; charts: ChartSpec[] } {
  const grid: OvCell[][] = [];
  const put = (row: number, col: number, cells: readonly OvCell[]) => {
    if (!withCells) return;
    while (grid.length <= row) grid.push([]);
    cells.forEach((cell, j) => {
      grid[row][col + j] = cell;
    });
  };
  put(0, 0, [c(model.title, { bold: true })]);
  model.lines.forEach((l, i) => put(1 + i, 0, [c(l)]));
  let row = model.lines.length + 2;
  for (const band of model.bands) {
    const parts =
      'wide' in band
        ? [{ p: band.wide, at: WIDE }]
        : [
            { p: band.left, at: LEFT },
            { p: band.right, at: RIGHT },
          ];
    let height = 0;
    for (const { p, at } of parts) {
      if (!p) continue;
      // the panel's rows laid out either way: the charts go below them, with or without the cells
      const rows = panelRows(p, at.cols);
      rows.forEach((r, i) => put(row + i, at.col, r));
      height = Math.max(height, rows.length);
    }
    if (height) row += height + 1;
  }
  const charts: ChartSpec[] = [];
  if (model.rank.rounds.length > 0 && model.rank.names.length > 0) {
    const chartRow = row + 1;
    const dataRow = chartRow + CHART_ROWS + 1;
    const rank = seriesRows('Chart data: rank after each round', model.rank);
    const norm = seriesRows(`Chart data: ${model.normalizedLabel} after each round`, model.normalized);
    rank.forEach((r, i) => put(dataRow + i, 0, r));
    norm.forEach((r, i) => put(dataRow + rank.length + 1 + i, 0, r));
    const area = (top: number, s: Series) => ({
      row: top + 2,
      col: 2,
      rows: s.names.length + 1,
      cols: Math.min(s.rounds.length, CHART_ROUNDS) + 1,
    });
    charts.push(
      {
        title: 'Rank by round (top entrants)',
        range: area(dataRow, model.rank),
        row: chartRow + 1,
        col: 1,
        width: 450,
        height: 300,
        hAxisTitle: 'round',
        vAxisTitle: 'rank',
        reversed: true,
      },
      {
        title: `${model.normalizedLabel} by round`,
        range: area(dataRow + rank.length + 1, model.normalized),
        row: chartRow + 1,
        col: 7,
        width: 560,
        height: 300,
        hAxisTitle: 'round',
        vAxisTitle: model.normalizedLabel,
      },
    );
    row = dataRow + rank.length + 1 + norm.length;
  }
  return { grid, charts };
}

/** The Overview's two charts as `renderOverview` lays them out (what the charts of two Overviews are compared by). */
export function overviewCharts(model: OverviewModel): ChartSpec[] {
  return laidOut(model, false).charts;
}

const BLANK = c('');

/** The Overview's block and layout; `book` gives the old extent to blank. */
export function renderOverview(model: OverviewModel, book: Workbook): OverviewOut {
  const { grid, charts } = laidOut(model);
  const old = book.read(OVERVIEW_TAB);
  const height = Math.max(grid.length, old ? old.length : 0, 1);
  const values: Cell[][] = [];
  const formats: string[][] = [];
  const weights: string[][] = [];
  const backgrounds: string[][] = [];
  for (let r = 0; r < height; r++) {
    const v: Cell[] = [];
    const f: string[] = [];
    const w: string[] = [];
    const bg: string[] = [];
    for (let j = 0; j < WIDTH; j++) {
      const x = grid[r]?.[j] ?? BLANK;
      v.push(x.v);
      f.push(typeof x.v === 'number' ? (x.fmt ?? '0.##') : '@');
      w.push(x.bold ? 'bold' : 'normal');
      bg.push(x.bg ?? '#ffffff');
    }
    values.push(v);
    formats.push(f);
    weights.push(w);
    backgrounds.push(bg);
  }
  return {
    block: { tab: OVERVIEW_TAB, row: 1, col: 1, values, numberFormat: formats, fontWeights: weights, backgrounds },
    // first in the tab order, widths and frozen rows once, when the tab is new (Set up puts it back first;
    // a width someone changes later stays)
    layout: old
      ? { tab: OVERVIEW_TAB, charts }
      : { tab: OVERVIEW_TAB, position: 1, frozenRows: 0, columnWidths: OVERVIEW_WIDTHS, charts },
  };
}

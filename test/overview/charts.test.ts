// The Overview's charts as computed alone (overviewCharts: what the charts of the Overview before and after an
// action are compared by, so that an action that leaves them as they were does not rebuild them) are exactly the
// charts the whole layout places (renderOverview): below every band of panels, whatever their heights, with or
// without a header row, side by side or across the tab.
import { overviewCharts, renderOverview } from '../../src/sheets/overview/render';
import { c, type OverviewModel, type Panel } from '../../src/sheets/overview/model';
import { memoryWorkbook } from '../../src/sheets/workbook';

const panel = (title: string, rows: number, header = true): Panel => ({
  title,
  header: header ? ['#', 'team', 'points'] : [],
  rows: Array.from({ length: rows }, (_, i) => [c(i + 1), c(`Team ${i + 1}`), c(10 - i)]),
});

const series = (names: string[], rounds: number) => ({
  names,
  rounds: Array.from({ length: rounds }, (_, i) => i + 1),
  values: Array.from({ length: rounds }, (_, r) => names.map((_, j) => r + j)),
});

function model(bands: OverviewModel['bands'], lines: string[], rounds = 3): OverviewModel {
  const names = ['Jamaica', 'Brazil', 'Latvia'];
  return {
    title: 'MOCHALUNT 2026',
    lines,
    bands,
    rank: series(names, rounds),
    normalized: series(names, rounds),
    normalizedLabel: 'match points',
  };
}

describe('the Overview charts computed without its cells', () => {
  test.each([
    ['no panels', model([], ['round 1 under way'])],
    [
      'a left panel taller than the right one',
      model([{ left: panel('Standings', 12), right: panel('Round 2', 4) }], ['a', 'b']),
    ],
    [
      'a right panel without header taller than the left one',
      model([{ left: panel('Standings', 2), right: panel('Notes', 9, false) }], []),
    ],
    [
      'one panel alone, then one across',
      model([{ right: panel('Round 1', 5) }, { wide: panel('Tables', 7, false) }], ['x']),
    ],
    ['twelve rounds (the data keeps the last ten)', model([{ wide: panel('Standings', 20) }], ['y'], 12)],
  ])('%s: the same charts as the whole layout, below the panels', (_, m) => {
    const laid = renderOverview(m, memoryWorkbook({}));
    const charts = laid.layout.charts ?? [];
    expect(charts).toHaveLength(2);
    expect(overviewCharts(m)).toEqual(charts);
    // each chart's data range holds its series' header ("round") where the block writes it
    const grid = laid.block.values;
    for (const ch of charts) expect(grid[ch.range.row - 1][ch.range.col - 1]).toBe('round');
  });

  test('no charts while no round has a rank', () => {
    const m = { ...model([{ left: panel('Standings', 3) }], []), rank: series([], 0) };
    expect(overviewCharts(m)).toEqual([]);
    expect(renderOverview(m, memoryWorkbook({})).layout.charts ?? []).toEqual([]);
  });
});

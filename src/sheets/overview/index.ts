// The Overview tab, first in the tab order, written by Set up and rewritten by every action that changes what
// it shows (Pair next round, Pair individual matches, Score round, Update standings, Individual ranking) in
// every format: withOverview adds its block and layout to a plan that has no problems, from the format's own
// model (each format's folder in src/sheets/formats has one; the registry passes it). The Overview is
// computed from the workbook as it will be once the plan is written (its new tabs and blocks laid over the
// tabs read: `overlay`), so Pair next round's Overview already names the round's matches and Score round's
// shows its scores. A workbook not ready yet (Set up on a new file: no teams) gets a first Overview saying
// what will appear there; an Overview already written is left as it is while the workbook cannot be read.
import type { Cell, TabValues, Workbook } from '../workbook';
import type { Plan, TabSpec, WriteBlock } from '../plan';
import type { OverviewModel } from './model';
import { OVERVIEW_TAB } from './model';
import { overviewCharts, renderOverview } from './render';
import { readSettings } from '../tabs/settings';
import { correctionLines } from '../tabs/roundSeal';
import { readOnce } from '../readOnce';

export { OVERVIEW_TAB } from './model';

/** The workbook with `tabs` created and `blocks` written over it (values only), read through the same interface. */
export function overlay(book: Workbook, blocks: readonly WriteBlock[], tabs: readonly TabSpec[] = []): Workbook {
  const cache = new Map<string, TabValues | null>();
  const read = (tab: string): TabValues | null => {
    if (!cache.has(tab)) {
      const mine = blocks.filter((b) => b.tab === tab);
      let grid = book.read(tab);
      const spec = grid ? undefined : tabs.find((t) => t.name === tab);
      if (spec) grid = [spec.columns.map((c) => c.header), ...(spec.rows ?? []).map((r) => r.slice())];
      if (mine.length && !grid) grid = [];
      if (grid && mine.length) {
        // the tab's grid is the workbook's own (never changed): the rows the blocks write are copied first
        const g: (readonly Cell[])[] = grid.slice();
        const copied = new Map<number, Cell[]>();
        for (const b of mine) {
          b.values.forEach((row, i) => {
            const r = b.row - 1 + i;
            while (g.length <= r) g.push([]);
            let line = copied.get(r);
            if (!line) {
              line = g[r].slice();
              copied.set(r, line);
              g[r] = line;
            }
            row.forEach((v, j) => {
              const col = b.col - 1 + j;
              while (line.length < col) line.push('');
              line[col] = v;
            });
          });
        }
        grid = g;
      }
      cache.set(tab, grid);
    }
    return cache.get(tab) ?? null;
  };
  const names = () => {
    const n = book.tabNames();
    for (const t of [...tabs.map((x) => x.name), ...blocks.map((b) => b.tab)]) if (!n.includes(t)) n.push(t);
    return n;
  };
  return { tabNames: names, read };
}

/** The first Overview of a workbook that cannot show standings yet: its title and what will appear. */
function firstOverview(after: Workbook): OverviewModel {
  const none = { names: [], rounds: [], values: [] };
  return {
    title: readSettings(after).settings.eventName || 'MOCHALUNT',
    bands: [],
    rank: none,
    normalized: none,
    normalizedLabel: '',
    lines: ['The tournament is being set up: the standings and the pairings appear here from the first pairing on.'],
  };
}

/**
 * The plan with the Overview's block and layout added (unchanged when it has problems). `after` is the
 * workbook as it will be (overlay(book, plan.blocks, plan.newTabs)).
 */
export function withOverview(
  plan: Plan,
  book: Workbook,
  after: Workbook,
  overview: (book: Workbook) => OverviewModel | null,
): Plan {
  if (plan.problems.length > 0) return plan;
  const exists = book.read(OVERVIEW_TAB) !== null;
  // the model is a function of what it reads: computed once when the workbook as it was reads the same (readOnce.ts;
  // Update standings leaves the tabs it reads as they were)
  const model = (b: Workbook): OverviewModel | null => readOnce(overview, 'overview', b, overview);
  const own = model(after) ?? (exists ? null : firstOverview(after));
  if (!own) return plan;
  // a round corrected after scoring says so (roundSeal.ts)
  const shown = { ...own, lines: [...own.lines, ...correctionLines(after)] };
  const { block, layout } = renderOverview(shown, book);
  // the charts read their data block: they are rebuilt only when they would change (what the Overview showed
  // before is computed from the workbook as it is; pairing leaves the charts as they were)
  const before = exists ? model(book) : null;
  const same = before !== null && JSON.stringify(overviewCharts(before)) === JSON.stringify(layout.charts);
  const { charts, ...rest } = layout;
  void charts; // the layout without its charts
  const kept = same ? (Object.keys(rest).length > 1 ? [rest] : []) : [layout];
  return { ...plan, blocks: [...plan.blocks, block], layout: [...(plan.layout ?? []), ...kept] };
}

// The Overview tab, first in the tab order, rewritten by Score round, Update standings and Individual ranking
// in every format: withOverview(plan, book, overview) adds its block and layout to a plan that has no
// problems, from the format's own model (each format's folder in src/sheets/formats has one; the registry
// passes it). The Overview is computed from the workbook as it will be once the plan is written (its blocks
// laid over the tabs read), so Score round's Overview already shows the round's scores.
import type { Cell, Workbook } from '../workbook';
import type { Plan, WriteBlock } from '../plan';
import type { OverviewModel } from './model';
import { renderOverview } from './render';

export { OVERVIEW_TAB } from './model';

/** The workbook with `blocks` written over it (values only), read through the same interface. */
export function overlay(book: Workbook, blocks: readonly WriteBlock[]): Workbook {
  const cache = new Map<string, Cell[][] | null>();
  const read = (tab: string): Cell[][] | null => {
    if (!cache.has(tab)) {
      const mine = blocks.filter((b) => b.tab === tab);
      let grid = book.read(tab);
      if (mine.length && !grid) grid = [];
      if (grid) {
        for (const b of mine) {
          b.values.forEach((row, i) => {
            const r = b.row - 1 + i;
            while (grid.length <= r) grid.push([]);
            row.forEach((v, j) => {
              const col = b.col - 1 + j;
              while (grid[r].length < col) grid[r].push('');
              grid[r][col] = v;
            });
          });
        }
      }
      cache.set(tab, grid);
    }
    const g = cache.get(tab);
    return g ? g.map((r) => r.slice()) : null;
  };
  const names = () => { const n = book.tabNames(); for (const b of blocks) if (!n.includes(b.tab)) n.push(b.tab); return n; };
  return { tabNames: names, read };
}

/** The plan with the Overview's block and layout added (unchanged when it has problems). */
export function withOverview(plan: Plan, book: Workbook, overview: (book: Workbook) => OverviewModel | null): Plan {
  if (plan.problems.length > 0) return plan;
  const model = overview(overlay(book, plan.blocks));
  if (!model) return plan;
  const { block, layout } = renderOverview(model, book);
  return { ...plan, blocks: [...plan.blocks, block], layout: [...(plan.layout ?? []), layout] };
}

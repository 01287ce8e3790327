// A tiny in-memory spreadsheet for the event tests: tabs as arrays, plans applied to them (newTabs: header
// row and first rows; blocks: values written at their place), and the planners of src/sheets/formats run
// through the registry of formats (plannerFor) as the add-on will (problems throw, confirmations answered yes).
import { memoryWorkbook, cellText, type Cell, type Workbook } from '../../src/sheets/workbook';
import { describeProblems, type Plan } from '../../src/sheets/plan';
import type { ActionInput } from '../../src/sheets/formats/planner';
import { plannerFor, type FormatAction } from '../../src/sheets/formats';

/** The draw seed the add-on would have drawn at random (src/addon/drawSeed.ts), fixed so that the tests replay. */
export const TEST_DRAW_SEED = 'memory test draw seed';

export class MemoryBook {
  readonly tabs: Record<string, Cell[][]> = {};

  book(): Workbook {
    return memoryWorkbook(this.tabs);
  }

  apply(plan: Plan): void {
    if (plan.problems.length) throw new Error(`${plan.title}: ${describeProblems(plan.problems)}`);
    for (const t of plan.newTabs) {
      if (this.tabs[t.name]) continue;
      this.tabs[t.name] = [t.columns.map((c) => c.header), ...(t.rows ?? []).map((r) => r.slice())];
    }
    for (const b of plan.blocks) {
      const grid = (this.tabs[b.tab] ??= []);
      b.values.forEach((row, r) => {
        const at = b.row - 1 + r;
        while (grid.length <= at) grid.push([]);
        row.forEach((v, c) => {
          const line = grid[at];
          while (line.length < b.col - 1 + c) line.push('');
          line[b.col - 1 + c] = v;
        });
      });
    }
  }

  /** Runs a menu action of the workbook's format; throws on problems; answers yes to a confirmation. */
  run(action: FormatAction, input: Partial<ActionInput> = {}): Plan {
    const planner = plannerFor(action, this.book());
    let plan = planner(this.book(), { now: new Date(Date.UTC(2026, 0, 1)), drawSeed: TEST_DRAW_SEED, ...input });
    if (plan.needsConfirmation)
      plan = planner(this.book(), {
        now: new Date(Date.UTC(2026, 0, 1)),
        drawSeed: TEST_DRAW_SEED,
        ...input,
        confirmed: true,
      });
    this.apply(plan);
    return plan;
  }

  /** Problems of an action, without applying it. */
  problems(action: FormatAction, input: Partial<ActionInput> = {}): string {
    const planner = plannerFor(action, this.book());
    return describeProblems(planner(this.book(), { now: new Date(), drawSeed: TEST_DRAW_SEED, ...input }).problems);
  }

  /** A tab as records by header (rows below row 1, blank rows skipped). */
  records(tab: string): Record<string, string>[] {
    const grid = this.tabs[tab] ?? [];
    const head = (grid[0] ?? []).map((h) => cellText(h));
    return grid
      .slice(1)
      .filter((r) => r.some((v) => cellText(v) !== ''))
      .map((r) => Object.fromEntries(head.map((h, i) => [h, cellText(r[i])])));
  }

  /** Sets a cell by header in the 0-based data row `i` (row i+2 of the sheet). */
  set(tab: string, i: number, header: string, value: Cell): void {
    const grid = this.tabs[tab];
    const c = grid[0].map((h) => cellText(h)).indexOf(header);
    if (c < 0) throw new Error(`${tab} has no column ${header}`);
    const row = grid[i + 1];
    while (row.length <= c) row.push('');
    row[c] = value;
  }

  /** Sets a Settings value (the row must exist). */
  setting(key: string, value: string): void {
    const grid = this.tabs.Settings;
    const row = grid.find((r) => cellText(r[0]) === key);
    if (row) row[1] = value;
    else grid.push([key, value, '']);
  }
}

/** A new workbook as the MOCHALUNT Set up leaves it, reduced to its Settings tab, with the format chosen. */
export function newEvent(format: string, settings: Record<string, string> = {}): MemoryBook {
  const m = new MemoryBook();
  m.tabs.Settings = [
    ['key', 'value', 'description'],
    ['format', format, ''],
    ['event name', 'Test Open', ''],
  ];
  m.run('setUp');
  for (const [k, v] of Object.entries(settings)) m.setting(k, v);
  return m;
}

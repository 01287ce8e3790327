// An event in the in-memory workbook (test/support/memoryWorkbook.ts): the planners of src/sheets/formats run
// through the registry of formats (plannerFor) as the add-on will (problems throw, confirmations answered yes),
// their plans written as the add-on writes them, the tabs read and typed by header.
import { cellText, type Cell, type Workbook } from '../../src/sheets/workbook';
import { describeProblems, type Plan } from '../../src/sheets/plan';
import { MemoryWorkbook } from '../support/memoryWorkbook';
import { withNeedsYou } from '../../src/sheets/needsYou/tab';
import { NO_RECORDS } from '../../src/sheets/needsYou/items';
import type { ActionInput } from '../../src/sheets/formats/planner';
import { plannerFor, type FormatAction } from '../../src/sheets/formats';

/** The draw seed the add-on would have drawn at random (src/addon/drawSeed.ts), fixed so that the tests replay. */
export const TEST_DRAW_SEED = 'memory test draw seed';

export class MemoryBook extends MemoryWorkbook {
  /** write the organizers' Needs you tab with each plan, as the add-on's writer does (src/addon/write.ts), from no mail or form records */
  needsYou = false;

  book(): Workbook {
    return this;
  }

  /** The plan of a menu action of the workbook's format, without writing it; a confirmation answered yes. */
  plan(action: FormatAction, input: Partial<ActionInput> = {}): Plan {
    const planner = plannerFor(action, this.book());
    const plan = planner(this.book(), { now: new Date(Date.UTC(2026, 0, 1)), drawSeed: TEST_DRAW_SEED, ...input });
    if (!plan.needsConfirmation) return plan;
    return planner(this.book(), {
      now: new Date(Date.UTC(2026, 0, 1)),
      drawSeed: TEST_DRAW_SEED,
      ...input,
      confirmed: true,
    });
  }

  /** Runs a menu action of the workbook's format; throws on problems; answers yes to a confirmation. */
  run(action: FormatAction, input: Partial<ActionInput> = {}): Plan {
    const plan = this.plan(action, input);
    this.apply(this.needsYou ? withNeedsYou(plan, this, NO_RECORDS, plan.title, new Date(Date.UTC(2026, 0, 1))) : plan);
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

  /** Appends rows below the tab's last row with data. */
  append(tab: string, rows: Cell[][]): void {
    const grid = this.tabs[tab];
    const last = (this.read(tab) ?? []).length;
    rows.forEach((r, i) => (grid[last + i] = r.slice()));
  }

  /** Pair next round, checked to pair round `round`: the round tab's records. */
  pair(round: number): Record<string, string>[] {
    expect(this.run('pairNextRound').title).toBe(`Pair round ${round}`);
    return this.records(`R${round}`);
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

/**
 * A new spreadsheet as an organizer starts an event: Set up (MOCHALUNT's tabs), the format and the event's name
 * typed on Settings, Set up again, then `settings` typed and Set up once more when there are any (as
 * test/helpers/bundleEvent.ts does through the add-on); the Needs you tab written with every plan.
 */
export function startEvent(format: string, settings: Record<string, string> = {}): MemoryBook {
  const m = new MemoryBook({ Sheet1: [] });
  m.needsYou = true;
  m.run('setUp');
  m.setting('format', format);
  m.setting('event name', 'Memory Open');
  m.run('setUp');
  for (const [k, v] of Object.entries(settings)) m.setting(k, v);
  if (Object.keys(settings).length) m.run('setUp');
  return m;
}

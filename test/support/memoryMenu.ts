// The add-on's menu items over the in-memory workbook (test/events/memory.ts), for tests of planning written as an
// organizer clicks: each menu item's action planned through the registry of formats and written as the add-on
// writes it (a confirmation answered yes), and what its handler says (src/addon/run.ts, actions.ts): the problems
// and nothing written, the JSON of Export JSON, or the title, the summary, the warnings and what comes next.
import { describeProblem } from '../../src/sheets/plan';
import { withNeedsYou } from '../../src/sheets/needsYou/tab';
import { NO_RECORDS } from '../../src/sheets/needsYou/items';
import type { FormatAction } from '../../src/sheets/formats';
import type { ActionInput } from '../../src/sheets/formats/planner';
import { nextLine } from '../../src/addon/run';
import { startEvent, type MemoryBook } from '../events/memory';

/** Each menu item's handler: the action it runs. */
const ACTION: Record<string, FormatAction> = {
  menuSetUp: 'setUp',
  menuCheckLineups: 'checkLineups',
  menuPairNextRound: 'pairNextRound',
  menuPairIndividual: 'pairIndividual',
  menuScoreRound: 'scoreRound',
  menuUpdateStandings: 'updateStandings',
  menuExport: 'exportJson',
};

/** Clicks a menu item: its action planned and, without problems, written; what the handler says. */
function click(m: MemoryBook, handler: string, input: Partial<ActionInput> = {}): string {
  const action = ACTION[handler];
  if (!action) throw new Error(`no action for ${handler}`);
  const plan = m.plan(action, input);
  if (plan.problems.length > 0) {
    const lines = plan.problems.map(describeProblem);
    return `${plan.title}: nothing written, ${lines.length} problem${lines.length === 1 ? '' : 's'}:\n${lines.join('\n')}`;
  }
  if (action === 'exportJson') return plan.result ?? '';
  m.apply(m.needsYou ? withNeedsYou(plan, m, NO_RECORDS, plan.title, new Date(Date.UTC(2026, 0, 1))) : plan);
  return [plan.title, plan.summary, ...plan.warnings, nextLine(plan)].filter((s) => s).join('\n');
}

type Value = string | number;

/** An event started as an organizer starts it (startEvent), clicked by menu item and read by tab. */
export class MenuEvent {
  /** what every click adds to the planners' input (e.g. the event's draw seed) */
  input: Partial<ActionInput> = {};
  constructor(readonly m: MemoryBook) {}
  static start(format: string, settings: Record<string, string> = {}): MenuEvent {
    return new MenuEvent(startEvent(format, settings));
  }
  menu(handler: string): string {
    return click(this.m, handler, this.input);
  }
  tabs(): string[] {
    return this.m.tabNames();
  }
  grid(tab: string): Value[][] {
    const g = this.m.read(tab);
    if (!g) throw new Error(`no tab ${tab}; tabs: ${this.tabs().join(', ')}`);
    return g as Value[][];
  }
  records(tab: string): Record<string, string>[] {
    return this.m.records(tab);
  }
  set(tab: string, i: number, header: string, value: Value): void {
    this.m.set(tab, i, header, value);
  }
  append(tab: string, rows: Value[][]): void {
    this.m.append(tab, rows);
  }
  setting(key: string, value: string): void {
    this.m.setting(key, value);
  }
  /** Pair next round, checked to pair round `round`: the round tab's records. */
  pair(round: number): Record<string, string>[] {
    expect(this.menu('menuPairNextRound')).toMatch(new RegExp(`^Pair round ${round}`));
    return this.records(`R${round}`);
  }
}

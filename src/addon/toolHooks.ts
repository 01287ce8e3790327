// What the add-on's tools add to every menu action of a format that uses them. A format's entry lists its tools
// (src/sheets/formats/entry.ts `tools`); this table gives each tool's hooks, so the runner (run.ts), the writer
// (write.ts) and Undo call them without knowing any tool or format:
// - `input`: what the tool adds to a planner's input, read under the lock before planning (M20: the players'
//   prize categories, kept in the document properties, for Individual ranking; the line-up form's line-ups, for
//   Check line-ups to count them);
// - `tabsCreated`: inside the all-or-nothing write, the tabs the action created (Captains and protections:
//   protected for the organizers, once captains are set);
// - `written`: after the plan is written, a sentence for the summary (Captains and protections: the Line-ups
//   rows the plan added protected for their captains);
// - `undoing`: what an Undo of an action takes back that left the sheet, a sentence for its question and summary
//   (Send pairings: the teams e-mailed the pairings or boards it removes).
import type { Workbook } from '../sheets/workbook';
import type { Plan } from '../sheets/plan';
import type { ActionInput } from '../sheets/formats/planner';
import { lineupTeamsOf, type MochaluntInput } from '../sheets/formats/mochalunt/planner';
import { formatOf, type FormatAction, type FormatTool } from '../sheets/formats';
import { protectLineupRows, protectNewTabs } from './mochalunt/captains';
import { loadCategories } from './mochalunt/playerCategories';
import { mailedBefore } from './mochalunt/sendPairings';
import { formLineupsInput } from './mochalunt/formLineups';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

export interface ToolHooks {
  readonly input?: (action: FormatAction) => Partial<ActionInput>;
  readonly tabsCreated?: (book: Spreadsheet, tabs: readonly string[]) => void;
  readonly written?: (book: Spreadsheet, plan: Plan) => string;
  readonly undoing?: (action: string, round: number | undefined) => string;
}

const HOOKS: Readonly<Partial<Record<FormatTool, ToolHooks>>> = {
  captains: {
    input: (action): Partial<MochaluntInput> =>
      action === 'individualRanking' ? { categories: loadCategories() } : {},
    tabsCreated: (book, tabs) => protectNewTabs(book, tabs),
    written: (book, plan) => {
      const teams = lineupTeamsOf(plan);
      return teams.length ? protectLineupRows(book, teams) : '';
    },
  },
  sendPairings: { undoing: mailedBefore },
  lineupForm: { input: (action) => (action === 'checkLineups' ? formLineupsInput() : {}) },
};

/**
 * The hooks of the workbook's format's tools (none for a format the registry does not know); `chosen`, the format
 * Set up's question chose for a spreadsheet naming none.
 */
export function toolHooks(wb: Workbook, chosen?: string): readonly ToolHooks[] {
  const found = formatOf(wb, chosen);
  if ('problem' in found) return [];
  return found.entry.tools.flatMap((t) => HOOKS[t] ?? []);
}

/** Every hook's `tabsCreated`, as one call. */
export function tabsCreatedBy(hooks: readonly ToolHooks[]): (book: Spreadsheet, tabs: readonly string[]) => void {
  return (book, tabs) => {
    if (tabs.length === 0) return;
    for (const h of hooks) h.tabsCreated?.(book, tabs);
  };
}

/** What an Undo of `action` (about `round`) takes back that left the sheet, in sentences ("" when nothing). */
export function undoingBy(hooks: readonly ToolHooks[], action: string, round: number | undefined): string {
  return hooks
    .map((h) => h.undoing?.(action, round) ?? '')
    .filter((t) => t !== '')
    .join(' ');
}

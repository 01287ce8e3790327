// One format of the registry (registry.ts): what a format's folder exports. Its planners by menu action, its
// Overview, what it says of an action it does not have, and the menu items it adds to the common ones.
import type { Workbook } from '../workbook';
import type { OverviewModel } from '../overview/model';
import type { FormatName } from '../tabs/settings';
import type { Plan } from '../plan';
import type { Planner } from './planner';

/** The menu actions that have a planner. */
export type FormatAction =
  | 'setUp'
  | 'checkLineups'
  | 'pairNextRound'
  | 'pairIndividual'
  | 'scoreRound'
  | 'updateStandings'
  | 'individualRanking'
  | 'exportJson'
  | 'addRegistrations';

/** Menu items that are not planners: forms, dialogs, triggers and e-mail of the add-on. */
export type FormatTool =
  | 'captains'
  | 'lineupLog'
  | 'lineupForm'
  | 'registrationForm'
  | 'schedulingForm'
  | 'resultsForm'
  | 'sendPairings'
  | 'entrantAddresses';

export interface FormatEntry {
  /** the formats of the Settings tab's "format" key this entry runs */
  readonly names: readonly FormatName[];
  /** the planner of each menu action the format has */
  readonly planners: Readonly<Partial<Record<FormatAction, Planner>>>;
  /** the Overview's model of a workbook of this format, or null when it cannot be read yet */
  readonly overview: (book: Workbook) => OverviewModel | null;
  /** the add-on's tools this format uses (the menu shows their items) */
  readonly tools: readonly FormatTool[];
  /**
   * what comes next after `action` wrote `plan`, read from the workbook as it will be (`after`): the
   * summary's last line "Next: ..." (e.g. "Update standings, then Pair next round")
   */
  readonly next: (action: FormatAction, plan: Plan, after: Workbook, now: Date) => string;
  /** why an action without a planner is not in this format, and what to use instead */
  readonly missing: (action: FormatAction, format: FormatName) => { readonly message: string; readonly fix: string };
}

// One format of the registry (registry.ts): what a format's folder exports. Its names and Settings keys, its
// planners by menu action, its Overview, what comes next, what it says of an action it does not have, the menu
// items it adds to the common ones, and what the add-on asks of it (draws, results form). Shared code asks
// these, never the format's name.
import type { Workbook } from '../workbook';
import type { OverviewModel } from '../overview/model';
import type { SettingDef } from '../tabs/settings';
import type { FormatSettings } from './settings';
import type { Plan } from '../plan';
import type { Planner } from './planner';
import type { EntrantsSpec } from './entrants';
import type { FormatAction, FormatTool } from '../actions';

/** The menu actions that have a planner, and the add-on's tools (both from the one table of actions). */
export type { FormatAction, FormatTool };

/**
 * What one report of the results form is (src/addon/forms): 'season' MOCHALUNT's board of four games
 * (src/sheets/resultReports.ts); 'games' a two-player game, 'boards' a board of a team match (L5), 'tables' a
 * multi-player table's places (src/sheets/formats/formatReports.ts).
 */
export type ResultsKind = 'season' | 'games' | 'boards' | 'tables';

export interface FormatEntry {
  /** the formats of the Settings tab's "format" key this entry runs, in lower case */
  readonly names: readonly string[];
  /**
   * the Settings keys this format declares in its own folder (besides the shared ones of
   * src/sheets/tabs/settings.ts): its Set up appends them, its planners read them with readFormatSettings(book, own)
   */
  readonly settings: readonly SettingDef<unknown>[];
  /** the planner of each menu action the format has */
  readonly planners: Readonly<Partial<Record<FormatAction, Planner>>>;
  /** the Overview's model of a workbook of this format, or null when it cannot be read yet */
  readonly overview: (book: Workbook) => OverviewModel | null;
  /** its Entrants tab for these settings, when it has one (Entrants' addresses reads the names there) */
  readonly entrants?: (s: FormatSettings) => EntrantsSpec;
  /** the add-on's tools this format uses (the menu shows their items) */
  readonly tools: readonly FormatTool[];
  /** whether its rules draw (L2 bye, L5 colours, ...): the add-on then keeps the event's draw seed (src/addon/drawSeed.ts) */
  readonly draws: boolean;
  /** what one report of the results form is, for these settings */
  readonly results: (settings: FormatSettings) => ResultsKind;
  /**
   * what comes next after `action` wrote `plan`, read from the workbook as it will be (`after`): the
   * summary's last line "Next: ..." (e.g. "Update standings, then Pair next round")
   */
  readonly next: (action: FormatAction, plan: Plan, after: Workbook, now: Date) => string;
  /** why an action without a planner is not in this format, and what to use instead */
  readonly missing: (action: FormatAction, format: string) => { readonly message: string; readonly fix: string };
}

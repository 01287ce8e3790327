// The registry of formats: the Settings tab's "format" key names an entry (a folder of src/sheets/formats
// exporting a FormatEntry), and every menu action asks plannerFor(action, book) for its planner. A blank
// format, or a workbook without Settings yet (Set up creates it), is MOCHALUNT. Adding a format is one
// folder and one line here (docs/ARCHITECTURE.md, "Adding a format").
import type { Workbook } from '../workbook';
import type { SheetProblem } from '../plan';
import { problemPlan } from '../plan';
import { SETTINGS_TABLE, type FormatName } from '../tabs/settings';
import { withOverview } from '../overview';
import { ALL_FORMATS, typedFormat, FORMAT_KEY } from './settings';
import type { FormatAction, FormatEntry, FormatTool } from './entry';
import type { Planner } from './planner';
import { MOCHALUNT } from './mochalunt/entry';
import { TWO_PLAYER } from './twoPlayer/entry';
import { MULTIPLAYER } from './multiplayer/entry';

/** Every format by the name typed in Settings. */
export const FORMATS: Readonly<Record<FormatName, FormatEntry>> = {
  mochalunt: MOCHALUNT,
  swiss: TWO_PLAYER,
  league: TWO_PLAYER,
  multiplayer: MULTIPLAYER,
};

const TITLES: Record<FormatAction, string> = {
  setUp: 'Set up tournament', checkLineups: 'Check line-ups', pairNextRound: 'Pair next round', pairIndividual: 'Pair individual matches',
  scoreRound: 'Score round', updateStandings: 'Update standings', individualRanking: 'Individual ranking', exportJson: 'Export JSON',
  addRegistrations: 'Add registered players',
};

/** The actions whose plans also rewrite the Overview tab (src/sheets/overview). */
const REWRITES_OVERVIEW: ReadonlySet<FormatAction> = new Set<FormatAction>(['scoreRound', 'updateStandings', 'individualRanking']);

export type FoundFormat = { readonly name: FormatName; readonly entry: FormatEntry } | { readonly problem: SheetProblem };

/** The workbook's format: its entry, or the problem of a format the registry does not know. */
export function formatOf(book: Workbook): FoundFormat {
  const typed = typedFormat(book);
  const value = (typed?.value ?? '').toLowerCase();
  if (value === '') return { name: 'mochalunt', entry: MOCHALUNT };
  const name = ALL_FORMATS.find((f) => f === value);
  if (name === undefined) {
    return { problem: { tab: SETTINGS_TABLE.tab, row: (typed?.row ?? 0) + 1, column: 'value', message: `${FORMAT_KEY}: "${typed?.value}" is not a format`, fix: `type one of: ${ALL_FORMATS.join(', ')}` } };
  }
  return { name, entry: FORMATS[name] };
}

/**
 * The planner of `action` for the workbook's format, never missing: a format without the action, or an
 * unknown format, gets a planner that only states the problem (nothing is written). Score round, Update
 * standings and Individual ranking also rewrite the Overview, from the format's own model.
 */
export function plannerFor(action: FormatAction, book: Workbook): Planner {
  const found = formatOf(book);
  if ('problem' in found) return () => problemPlan(action, TITLES[action], [found.problem]);
  const planner = found.entry.planners[action];
  if (!planner) {
    const p: SheetProblem = { tab: SETTINGS_TABLE.tab, ...found.entry.missing(action, found.name) };
    return () => problemPlan(action, TITLES[action], [p]);
  }
  if (!REWRITES_OVERVIEW.has(action)) return planner;
  const overview = found.entry.overview;
  return (b, input) => withOverview(planner(b, input), b, overview);
}

/** What the workbook's format puts in the menu: its actions and tools; null for an unknown format. */
export function menuOf(book: Workbook): { readonly actions: readonly FormatAction[]; readonly tools: readonly FormatTool[] } | null {
  const found = formatOf(book);
  if ('problem' in found) return null;
  return { actions: Object.keys(found.entry.planners) as FormatAction[], tools: found.entry.tools };
}

// The registry of formats: the Settings tab's "format" key names an entry (a folder of src/sheets/formats
// exporting a FormatEntry: its names are the ones the key accepts), and every menu action asks
// plannerFor(action, book) for its planner. A blank format, or a workbook without Settings yet (Set up creates
// it), is MOCHALUNT. Adding a format is one folder and its entry in ENTRIES here (docs/ARCHITECTURE.md,
// "Adding a format").
import type { Workbook } from '../workbook';
import type { SheetProblem } from '../plan';
import { problemPlan } from '../plan';
import { SETTINGS_TABLE } from '../tabs/settings';
import { overlay, withOverview, OVERVIEW_TAB } from '../overview';
import { readingOnce } from '../readOnce';
import { tabOrderLayouts, tabPlaces } from '../tabOrder';
import { tabNameProblems } from '../tabs/tabNames';
import type { Plan } from '../plan';
import type { ActionInput } from './planner';
import { readFormatSettings, typedFormat, FORMAT_KEY } from './settings';
import type { FormatAction, FormatEntry, FormatTool, ResultsKind } from './entry';
import type { EntrantsSpec } from './entrants';
import type { Planner } from './planner';
import { MOCHALUNT } from './mochalunt/entry';
import { TWO_PLAYER } from './twoPlayer/entry';
import { MULTIPLAYER } from './multiplayer/entry';
import { DOUBLE_ROUND_ROBIN } from './doubleRoundRobin/entry';
import { SINGLE_ROUND_ROBIN } from './singleRoundRobin/entry';
import { withScoredRounds } from './scoredRounds';
import { ACTIONS } from '../actions';

/** Every format, in the order the Settings tab's "format" key lists them; the first is the default (blank). */
const ENTRIES: readonly FormatEntry[] = [MOCHALUNT, TWO_PLAYER, MULTIPLAYER, DOUBLE_ROUND_ROBIN, SINGLE_ROUND_ROBIN];

/** Every name the Settings tab's "format" key accepts. */
export const ALL_FORMATS: readonly string[] = ENTRIES.flatMap((e) => e.names);

/** Every format by the name typed in Settings. */
export const FORMATS: Readonly<Record<string, FormatEntry>> = Object.fromEntries(
  ENTRIES.flatMap((e) => e.names.map((n) => [n, e] as const)),
);

/** The actions whose plans also write the Overview tab (src/sheets/overview): every action that changes what it shows. */
const REWRITES_OVERVIEW: ReadonlySet<FormatAction> = new Set<FormatAction>([
  'setUp',
  'pairNextRound',
  'pairIndividual',
  'scoreRound',
  'updateStandings',
  'individualRanking',
]);

type FoundFormat = { readonly name: string; readonly entry: FormatEntry } | { readonly problem: SheetProblem };

/**
 * The workbook's format: its entry, or the problem of a format the registry does not know. A workbook whose
 * Settings tab names no format is MOCHALUNT, or the format `chosen` at Set up's question (formatQuestion).
 */
export function formatOf(book: Workbook, chosen?: string): FoundFormat {
  const typed = typedFormat(book);
  const asked = typed === null && chosen !== undefined;
  const value = (asked ? chosen : (typed?.value ?? '')).trim().toLowerCase();
  if (value === '') return { name: ENTRIES[0].names[0], entry: ENTRIES[0] };
  const entry = ENTRIES.find((e) => e.names.includes(value));
  if (entry === undefined) {
    return {
      problem: {
        tab: SETTINGS_TABLE.tab,
        ...(asked ? {} : { row: (typed?.row ?? 0) + 1, column: 'value' }),
        message: `${FORMAT_KEY}: "${asked ? chosen : typed?.value}" is not a format`,
        fix: `type one of: ${ALL_FORMATS.join(', ')}`,
      },
    };
  }
  return { name: value, entry };
}

/**
 * What Set up asks on a spreadsheet whose Settings tab names no format (a new one): the formats to choose from,
 * the first the default (an empty answer); null when the tab names one (the organizer changes it there).
 */
export function formatQuestion(book: Workbook): { readonly choices: readonly string[] } | null {
  return typedFormat(book) === null ? { choices: ALL_FORMATS } : null;
}

/**
 * What every plan without problems gets besides the planner's own work, from the workbook as it will be once
 * written: the Overview (REWRITES_OVERVIEW), the place of each tab it creates (public tabs first:
 * src/sheets/tabOrder.ts) and what comes next (the format's `next`, unless the planner said it).
 */
function completed(plan: Plan, book: Workbook, input: ActionInput, action: FormatAction, entry: FormatEntry): Plan {
  if (plan.problems.length > 0) return plan;
  const after = overlay(book, plan.blocks, plan.newTabs);
  // Set up writes the first Overview; once it exists, the actions that change what it shows rewrite it
  const overview = REWRITES_OVERVIEW.has(action) && (action !== 'setUp' || !book.tabNames().includes(OVERVIEW_TAB));
  const full = overview ? withOverview(plan, book, after, entry.overview) : plan;
  const created = [...full.newTabs.map((t) => t.name), ...full.blocks.map((b) => b.tab)];
  const { places, order } = tabPlaces(book.tabNames(), created);
  // Set up also moves the tabs left out of place (a workbook set up before the public tabs came first)
  const moves = action === 'setUp' ? tabOrderLayouts(order) : [];
  const next = full.next ?? entry.next(action, full, after, input.now);
  return {
    ...full,
    ...(Object.keys(places).length ? { tabIndex: places } : {}),
    ...(moves.length ? { layout: [...(full.layout ?? []), ...moves] } : {}),
    ...(next ? { next } : {}),
  };
}

/**
 * The planner of `action` for the workbook's format, never missing: a format without the action, or an
 * unknown format, gets a planner that only states the problem (nothing is written); so does a file with a tab
 * named like one of the add-on's (tabNames.ts). Every plan is completed
 * with the Overview where the action changes it, the places of new tabs and what comes next (`completed`).
 */
export function plannerFor(action: FormatAction, book: Workbook): Planner {
  // Set up on a spreadsheet naming no format plans the format its question chose (input.format)
  return (b, input) => formatPlanner(action, book, action === 'setUp' ? input.format : undefined)(b, input);
}

function formatPlanner(action: FormatAction, book: Workbook, chosen: string | undefined): Planner {
  const found = formatOf(book, chosen);
  if ('problem' in found) return () => problemPlan(action, ACTIONS[action].label, [found.problem]);
  const planner = found.entry.planners[action];
  if (!planner) {
    const p: SheetProblem = { tab: SETTINGS_TABLE.tab, ...found.entry.missing(action, found.name) };
    return () => problemPlan(action, ACTIONS[action].label, [p]);
  }
  const entry = found.entry;
  // scored rounds are sealed: a changed result cell stops the actions that read it; Score round asks (scoredRounds.ts)
  const sealed = withScoredRounds(
    action,
    (b, input) => completed(planner(b, input), b, input, action, entry),
    entry.planners.updateStandings,
  );
  return (b, input) => {
    // tabs are found by their exact name: a tab named like one of the add-on's is refused first (tabNames.ts)
    const names = tabNameProblems(b.tabNames());
    // the planner, the Overview as it was and as it will be, and "Next" read the event once (readOnce.ts)
    return names.length ? problemPlan(action, ACTIONS[action].label, names) : readingOnce(() => sealed(b, input));
  };
}

/** What the workbook's format puts in the menu: its actions and tools; null for an unknown format. */
export function menuOf(
  book: Workbook,
): { readonly actions: readonly FormatAction[]; readonly tools: readonly FormatTool[] } | null {
  const found = formatOf(book);
  if ('problem' in found) return null;
  return { actions: Object.keys(found.entry.planners) as FormatAction[], tools: found.entry.tools };
}

/** What one report of the workbook's results form is (its format's FormatEntry.results); null for an unknown format. */
export function resultsKindOf(book: Workbook): ResultsKind | null {
  const found = formatOf(book);
  return 'problem' in found ? null : found.entry.results(readFormatSettings(book).settings);
}

/** The workbook's Entrants tab as its format reads it, or null when the format has none (or is unknown). */
export function entrantsSpecOf(book: Workbook): EntrantsSpec | null {
  const found = formatOf(book);
  if ('problem' in found || !found.entry.entrants) return null;
  return found.entry.entrants(readFormatSettings(book).settings);
}

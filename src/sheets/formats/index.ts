// The dispatch of the menu actions to the other formats: formatPlanner(action, book) gives the
// planner of the workbook's format, or null for MOCHALUNT (and for a workbook without a Settings tab, which
// the MOCHALUNT Set up creates). The add-on calls it first in each handler and falls back to its own planner.
import type { Workbook } from '../workbook';
import type { SheetProblem } from '../plan';
import { problemPlan } from '../plan';
import type { Planner } from '../actions/types';
import { SETTINGS_TABLE } from '../tabs/settings';
import { ALL_FORMATS, typedFormat, FORMAT_KEY, type OtherFormat } from './settings';
import { setUpFormat } from './setUp';
import { checkEntrants } from './checkEntrants';
import { pairTwoPlayer } from './pairTwoPlayer';
import { scoreTwoPlayer } from './scoreTwoPlayer';
import { standingsTwoPlayer } from './standingsTwoPlayer';
import { pairMultiplayer } from './pairMultiplayer';
import { scoreMultiplayer } from './scoreMultiplayer';
import { standingsMultiplayer } from './standingsMultiplayer';
import { exportFormatJson } from './exportJson';

export type FormatAction = 'setUp' | 'checkLineups' | 'pairNextRound' | 'pairIndividual' | 'scoreRound' | 'updateStandings' | 'individualRanking' | 'exportJson' | 'addRegistrations';

const TITLES: Record<FormatAction, string> = {
  setUp: 'Set up tournament', checkLineups: 'Check line-ups', pairNextRound: 'Pair next round', pairIndividual: 'Pair individual matches',
  scoreRound: 'Score round', updateStandings: 'Update standings', individualRanking: 'Individual ranking', exportJson: 'Export JSON',
  addRegistrations: 'Add registered players',
};

/** A planner that only says the action does not exist in this format. */
function notInFormat(action: FormatAction, format: OtherFormat): Planner {
  const why = action === 'pairIndividual'
    ? `"Pair individual matches" is only for MOCHALUNT (line-ups, M8-M13); in a ${format} event Pair next round writes every game`
    : action === 'addRegistrations'
    ? `"Add registered players" fills the MOCHALUNT Players tab; in a ${format} event type the entrants on the Entrants tab`
    : `"Individual ranking" is only for MOCHALUNT (M19, M20); in a ${format} event the Standings tab is the ranking`;
  const p: SheetProblem = { tab: SETTINGS_TABLE.tab, message: why, fix: 'use Pair next round, Score round and Update standings' };
  return () => problemPlan(action, TITLES[action], [p]);
}

const PLANNERS: Record<'twoPlayer' | 'multiplayer', Partial<Record<FormatAction, Planner>>> = {
  twoPlayer: { setUp: setUpFormat, checkLineups: checkEntrants, pairNextRound: pairTwoPlayer, scoreRound: scoreTwoPlayer, updateStandings: standingsTwoPlayer, exportJson: exportFormatJson },
  multiplayer: { setUp: setUpFormat, checkLineups: checkEntrants, pairNextRound: pairMultiplayer, scoreRound: scoreMultiplayer, updateStandings: standingsMultiplayer, exportJson: exportFormatJson },
};

/**
 * The planner of `action` for the workbook's format: null when the format is mochalunt (blank) or there is
 * no Settings tab / no "format" row yet (the add-on then runs the MOCHALUNT planner); a problem planner for an
 * unknown format or an action the format does not have (Pair individual matches, Individual ranking).
 */
export function formatPlanner(action: FormatAction, book: Workbook): Planner | null {
  const typed = typedFormat(book);
  if (typed === null) return null;
  const value = typed.value.toLowerCase();
  if (value === '' || value === 'mochalunt') return null;
  const format = ALL_FORMATS.find((f) => f === value) as OtherFormat | undefined;
  if (format === undefined) {
    const p: SheetProblem = { tab: SETTINGS_TABLE.tab, row: typed.row + 1, column: 'value', message: `${FORMAT_KEY}: "${typed.value}" is not a format`, fix: `type one of: ${ALL_FORMATS.join(', ')}` };
    return () => problemPlan(action, TITLES[action], [p]);
  }
  const planner = PLANNERS[format === 'multiplayer' ? 'multiplayer' : 'twoPlayer'][action];
  return planner ?? notInFormat(action, format);
}

export { FORMAT_DEFS, ALL_FORMATS, readFormatSettings, formatSettingsDoc, type FormatSettings } from './settings';

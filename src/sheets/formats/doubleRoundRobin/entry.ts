// The double round robin as an entry of the format registry: every player meets every other twice, the second
// cycle with colours reversed (the engine's Berger table, event.ts), a win worth the "points for a win" setting
// (settings.ts), ranked by points, Sonneborn-Berger, then the result between the tied. Its planners are this
// folder's and the shared ones of src/sheets/formats (Set up, Check line-ups, Export JSON) given what they need
// to know of it.
import type { FormatEntry } from '../entry';
import { setUpFormat, type FormatTabs } from '../setUp';
import { checkEntrants } from '../checkEntrants';
import { exportFormatJson } from '../exportJson';
import { notMochalunt } from '../notMochalunt';
import { bergerSchedule } from '../../../engine/mindlab/berger';
import { ROBIN_KEYS } from './settings';
import { ROBIN_ENTRANTS } from './event';
import { pairRobin } from './pairNextRound';
import { scoreRobin } from './scoreRound';
import { ROBIN_STANDINGS, standingsRobin } from './standings';
import { robinJson } from './exportJson';
import { robinOverview } from './overview';
import { robinNext } from './next';

const ROBIN_TABS: FormatTabs = {
  settingRows: Object.values(ROBIN_KEYS),
  own: ROBIN_KEYS,
  entrants: () => ROBIN_ENTRANTS,
  refuse: (s) =>
    s.entrants === 'team'
      ? {
          message: 'a double round robin pairs individual players, not teams',
          fix: 'type individual in the "entrants" row, or choose the swiss or league format for teams',
        }
      : null,
  standings: ROBIN_STANDINGS,
  event: (s) => `${s.format} event (individual)`,
  field: (entrants) => {
    const n = entrants.length;
    const c = n >= 2 ? bergerSchedule(n).length : 0;
    return n < 2
      ? { lines: [], warnings: ['A round robin needs at least 2 players.'] }
      : {
          lines: [
            `${n} players play ${2 * c} rounds: every player meets every other twice, the second cycle (rounds ${c + 1}-${2 * c}) with colours reversed${n % 2 ? '; one bye (0 points) a round' : ''}.`,
          ],
          warnings: [],
        };
  },
};

export const DOUBLE_ROUND_ROBIN: FormatEntry = {
  names: ['double round robin'],
  settings: Object.values(ROBIN_KEYS),
  planners: {
    setUp: setUpFormat(ROBIN_TABS),
    checkLineups: checkEntrants(ROBIN_TABS),
    pairNextRound: pairRobin,
    scoreRound: scoreRobin,
    updateStandings: standingsRobin,
    exportJson: exportFormatJson(robinJson),
  },
  overview: robinOverview,
  entrants: ROBIN_TABS.entrants,
  tools: ['entrantAddresses', 'resultsForm'],
  draws: false,
  results: () => 'games',
  next: robinNext,
  missing: notMochalunt,
};

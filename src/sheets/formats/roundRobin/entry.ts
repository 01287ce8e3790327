// The round robin as an entry of the format registry, made from its parameters (config.ts): every player meets
// every other once a cycle (the engine's Berger table, L3; event.ts), a second cycle with colours reversed; a
// win worth the format's "points for a win" setting or 1; ranked by points or by games won, then the format's
// chain. Its planners are this folder's and the shared ones of src/sheets/formats (Set up, Check line-ups,
// Export JSON: the skeleton of ../skeleton) given what they need to know of it. A variant's folder
// (../doubleRoundRobin, ../singleRoundRobin) holds only its configuration.
import type { FormatEntry } from '../entry';
import type { FormatTabs } from '../setUp';
import { pointsFormatEntry } from '../skeleton/entry';
import { bergerSchedule } from '../../../engine/mindlab/berger';
import type { SettingDefs } from '../../tabs/settings';
import type { RoundRobinConfig } from './config';
import { meetsWord } from './config';
import { robinEntrantsSpec } from './event';
import { pairRobin } from './pairNextRound';
import { scoreRobin } from './scoreRound';
import { robinStandings, standingsRobin } from './standings';
import { robinJson } from './exportJson';
import { robinOverview } from './overview';
import { robinNext } from './next';

/** What the field will play, in words (Check line-ups). */
function fieldLine(config: RoundRobinConfig, n: number): string {
  const c = bergerSchedule(n).length;
  const bye = n % 2 ? '; one bye (0 points) a round' : '';
  const meets = `every player meets every other ${meetsWord(config.cycles)}`;
  return config.cycles === 2
    ? `${n} players play ${2 * c} rounds: ${meets}, the second cycle (rounds ${c + 1}-${2 * c}) with colours reversed${bye}.`
    : `${n} players play ${c} rounds: ${meets}${bye}.`;
}

const robinTabs = (config: RoundRobinConfig): FormatTabs => {
  const own: SettingDefs = config.winPoints ? { winPoints: config.winPoints } : {};
  return {
    settingRows: Object.values(own),
    own,
    entrants: () => robinEntrantsSpec(config.cycles),
    refuse: (s) =>
      s.entrants === 'team'
        ? {
            message: `a ${config.name} pairs individual players, not teams`,
            fix: 'type individual in the "entrants" row, or choose the swiss or league format for teams',
          }
        : null,
    standings: robinStandings(config),
    event: (s) => `${s.format} event (individual)`,
    field: (entrants) =>
      entrants.length < 2
        ? { lines: [], warnings: ['A round robin needs at least 2 players.'] }
        : { lines: [fieldLine(config, entrants.length)], warnings: [] },
  };
};

/** The registry's entry of the round robin `config` describes. */
export function roundRobinEntry(config: RoundRobinConfig): FormatEntry {
  return pointsFormatEntry({
    names: [config.name],
    tabs: robinTabs(config),
    pair: pairRobin(config),
    score: scoreRobin(config),
    standings: standingsRobin(config),
    json: robinJson(config),
    overview: robinOverview(config),
    draws: false,
    results: () => 'games',
    next: robinNext(config),
  });
}

// What Set up and Check line-ups need to know of the MSO multi-player tables (K1-K7): the Settings rows (its
// keys of FORMAT_DEFS), the Entrants tab (players only, in order of arrival, K2), the Standings columns and
// round 1's tables (K1).
import { FORMAT_DEFS } from '../settings';
import type { FormatTabs } from '../setUp';
import { playsRound } from '../entrants';
import { tableSizes } from '../../../engine/multiplayer/tables';
import { MULTIPLAYER_STANDINGS } from './standingsMultiplayer';
import { MULTIPLAYER_ENTRANTS } from './multiplayerEvent';

export const MULTIPLAYER_TABS: FormatTabs = {
  // K1 rounds, T5 play-off, K5 carrots (individual players only: K1 seats no teams; K5 then T3 break ties)
  settingRows: [FORMAT_DEFS.rounds, FORMAT_DEFS.playoff, FORMAT_DEFS.carrotCap, FORMAT_DEFS.lettuceCarrots],
  entrants: () => MULTIPLAYER_ENTRANTS,
  refuse: (s) =>
    s.entrants === 'team'
      ? {
          message: 'multi-player tables (K1) seat individual players, not teams',
          fix: `type individual in the "${FORMAT_DEFS.entrants.key}" row, or choose the swiss or league format`,
        }
      : null,
  standings: MULTIPLAYER_STANDINGS,
  event: (s) => `${s.format} event`,
  field: (entrants) => {
    const first = entrants.filter((x) => playsRound(x, 1)).length;
    const sizes = tableSizes(first);
    return sizes.ok
      ? { lines: [`Round 1: ${first} players at tables of ${sizes.value.join(' ')} (K1).`], warnings: [] }
      : { lines: [], warnings: [`Round 1: ${sizes.problems[0].message} (K1): ${sizes.problems[0].fix}.`] };
  },
};

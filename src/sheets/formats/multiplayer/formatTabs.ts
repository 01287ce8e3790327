// What Set up and Check line-ups need to know of the MSO multi-player tables (K1-K7): the Settings rows (the
// shared FORMAT_DEFS), the Entrants tab (players only, in order of arrival, K2), the Standings columns and
// round 1's tables (K1).
import { FORMAT_DEFS } from '../settings';
import type { FormatTabs } from '../setUp';
import { playsRound } from '../entrants';
import { tableSizes } from '../../../engine/multiplayer/tables';
import { MULTIPLAYER_STANDINGS } from './standingsMultiplayer';
import { MULTIPLAYER_ENTRANTS } from './multiplayerEvent';

export const MULTIPLAYER_TABS: FormatTabs = {
  settingRows: Object.values(FORMAT_DEFS),
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

// What Set up and Check line-ups need to know of a Mind Lab Swiss or league (L1-L6): the Settings rows (its
// keys of FORMAT_DEFS), the Entrants tab (players or teams of four, L5; the seed's meaning, L3 or L4), the
// Standings columns and what the field will play (L1).
import { FORMAT_DEFS } from '../settings';
import type { FormatTabs } from '../setUp';
import { mindLabFormat } from '../../../engine/mindlab/format';
import { rulebookRounds, twoPlayerEntrants } from './twoPlayerEvent';
import { TWO_PLAYER_STANDINGS } from './standingsTwoPlayer';

export const TWO_PLAYER_TABS: FormatTabs = {
  // L1 entrants and rounds, L5 team wins, L6 or T1-T2 tie-breaks, T5 play-off (the carrots are multi-player's)
  settingRows: [
    FORMAT_DEFS.entrants,
    FORMAT_DEFS.rounds,
    FORMAT_DEFS.tieBreaks,
    FORMAT_DEFS.playoff,
    FORMAT_DEFS.teamWins,
  ],
  entrants: twoPlayerEntrants,
  standings: TWO_PLAYER_STANDINGS,
  event: (s) => `${s.format} event (${s.entrants})`,
  field: (entrants, s) => {
    const n = entrants.length;
    const expected = mindLabFormat(n);
    return {
      lines: [
        `L1: ${n} entrants play a ${expected} of ${rulebookRounds(n)} rounds; the Settings tab says ${s.format}${s.rounds !== null ? ` of ${s.rounds} rounds` : ''}.`,
      ],
      warnings:
        expected !== s.format ? [`L1: ${n} entrants would play a ${expected}, the Settings tab says ${s.format}.`] : [],
    };
  },
};

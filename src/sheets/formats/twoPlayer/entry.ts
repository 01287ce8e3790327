// The Mind Lab two-player formats (L1-L6: Swiss and league, individual or team) as an entry of the format
// registry: its planners (this folder and the shared ones of src/sheets/formats) and its Overview.
import type { FormatEntry } from '../entry';
import { twoPlayerNext } from './next';
import { setUpFormat } from '../setUp';
import { checkEntrants } from '../checkEntrants';
import { exportFormatJson } from '../exportJson';
import { TWO_PLAYER_TABS } from './formatTabs';
import { twoPlayerJson } from './exportJson';
import { notMochalunt } from '../notMochalunt';
import { pairTwoPlayer } from './pairTwoPlayer';
import { scoreTwoPlayer } from './scoreTwoPlayer';
import { standingsTwoPlayer } from './standingsTwoPlayer';
import { twoPlayerOverview } from './overview';

export const TWO_PLAYER: FormatEntry = {
  names: ['swiss', 'league'],
  settings: [],
  planners: {
    setUp: setUpFormat(TWO_PLAYER_TABS),
    checkLineups: checkEntrants(TWO_PLAYER_TABS),
    pairNextRound: pairTwoPlayer,
    scoreRound: scoreTwoPlayer,
    updateStandings: standingsTwoPlayer,
    exportJson: exportFormatJson(twoPlayerJson),
  },
  overview: twoPlayerOverview,
  entrants: TWO_PLAYER_TABS.entrants,
  tools: ['entrantAddresses', 'resultsForm'],
  draws: true,
  results: (s) => (s.entrants === 'team' ? 'boards' : 'games'),
  next: twoPlayerNext,
  missing: notMochalunt,
};

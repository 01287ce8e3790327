// The Mind Lab two-player formats (L1-L6: Swiss and league, individual or team) as an entry of the format
// registry: its planners (this folder and the shared ones of src/sheets/formats) and its Overview.
import type { FormatEntry } from '../entry';
import { twoPlayerNext } from './next';
import { setUpFormat } from '../setUp';
import { checkEntrants } from '../checkEntrants';
import { exportFormatJson } from '../exportJson';
import { notMochalunt } from '../notMochalunt';
import { pairTwoPlayer } from './pairTwoPlayer';
import { scoreTwoPlayer } from './scoreTwoPlayer';
import { standingsTwoPlayer } from './standingsTwoPlayer';
import { twoPlayerOverview } from './overview';

export const TWO_PLAYER: FormatEntry = {
  names: ['swiss', 'league'],
  planners: {
    setUp: setUpFormat,
    checkLineups: checkEntrants,
    pairNextRound: pairTwoPlayer,
    scoreRound: scoreTwoPlayer,
    updateStandings: standingsTwoPlayer,
    exportJson: exportFormatJson,
  },
  overview: twoPlayerOverview,
  tools: ['entrantAddresses', 'resultsForm'],
  next: twoPlayerNext,
  missing: notMochalunt,
};

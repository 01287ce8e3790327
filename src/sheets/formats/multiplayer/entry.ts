// The Mind Sports Olympiad multi-player tables (K1-K7) as an entry of the format registry: its planners
// (this folder and the shared ones of src/sheets/formats) and its Overview (the session's tables and seats).
import type { FormatEntry } from '../entry';
import { multiplayerNext } from './next';
import { setUpFormat } from '../setUp';
import { checkEntrants } from '../checkEntrants';
import { exportFormatJson } from '../exportJson';
import { MULTIPLAYER_TABS } from './formatTabs';
import { multiplayerJson } from './exportJson';
import { notMochalunt } from '../notMochalunt';
import { pairMultiplayer } from './pairMultiplayer';
import { scoreMultiplayer } from './scoreMultiplayer';
import { standingsMultiplayer } from './standingsMultiplayer';
import { multiplayerOverview } from './overview';

export const MULTIPLAYER: FormatEntry = {
  names: ['multiplayer'],
  settings: [],
  planners: {
    setUp: setUpFormat(MULTIPLAYER_TABS),
    checkLineups: checkEntrants(MULTIPLAYER_TABS),
    pairNextRound: pairMultiplayer,
    scoreRound: scoreMultiplayer,
    updateStandings: standingsMultiplayer,
    exportJson: exportFormatJson(multiplayerJson),
  },
  overview: multiplayerOverview,
  entrants: MULTIPLAYER_TABS.entrants,
  tools: ['entrantAddresses', 'resultsForm'],
  draws: false,
  results: () => 'tables',
  next: multiplayerNext,
  missing: notMochalunt,
};

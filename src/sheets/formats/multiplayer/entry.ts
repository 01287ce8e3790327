// The Mind Sports Olympiad multi-player tables (K1-K7) as an entry of the format registry: the shared skeleton
// (../skeleton) with this folder's planners and Overview (the session's tables and seats).
import { pointsFormatEntry } from '../skeleton/entry';
import { multiplayerNext } from './next';
import { MULTIPLAYER_TABS } from './formatTabs';
import { multiplayerJson } from './exportJson';
import { pairMultiplayer } from './pairMultiplayer';
import { scoreMultiplayer } from './scoreMultiplayer';
import { standingsMultiplayer } from './standingsMultiplayer';
import { multiplayerOverview } from './overview';

export const MULTIPLAYER = pointsFormatEntry({
  names: ['multiplayer'],
  tabs: MULTIPLAYER_TABS,
  pair: pairMultiplayer,
  score: scoreMultiplayer,
  standings: standingsMultiplayer,
  json: multiplayerJson,
  overview: multiplayerOverview,
  draws: false,
  results: () => 'tables',
  next: multiplayerNext,
});

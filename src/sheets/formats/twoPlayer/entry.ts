// The Mind Lab two-player formats (L1-L6: Swiss and league, individual or team) as an entry of the format
// registry: the shared skeleton (../skeleton) with this folder's planners and Overview.
import { pointsFormatEntry } from '../skeleton/entry';
import { twoPlayerNext } from './next';
import { TWO_PLAYER_TABS } from './formatTabs';
import { twoPlayerJson } from './exportJson';
import { pairTwoPlayer } from './pairTwoPlayer';
import { scoreTwoPlayer } from './scoreTwoPlayer';
import { standingsTwoPlayer } from './standingsTwoPlayer';
import { twoPlayerOverview } from './overview';

export const TWO_PLAYER = pointsFormatEntry({
  names: ['swiss', 'league'],
  tabs: TWO_PLAYER_TABS,
  pair: pairTwoPlayer,
  score: scoreTwoPlayer,
  standings: standingsTwoPlayer,
  json: twoPlayerJson,
  overview: twoPlayerOverview,
  draws: true,
  results: (s) => (s.entrants === 'team' ? 'boards' : 'games'),
  next: twoPlayerNext,
});

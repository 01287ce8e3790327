// Random Mind Lab team Swiss seasons (L2, L5: four boards, the team bye worth 3) through the add-on bundle. MOCHALUNT_SEED=<n> replays one.
import { seasonSuite } from './driver';
import { depth } from '../helpers/depth';
import { playTwoPlayer } from './twoPlayer';

seasonSuite(
  'team Swiss',
  'no rematch, one bye, board points add up, undo restores, same clicks same sheet',
  depth(150, 8),
  20261125,
  (seed) => playTwoPlayer('team', seed),
);

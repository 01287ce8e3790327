// Random Mind Lab Swiss seasons, individual (L1, L2, L4, L6), through the add-on bundle. MOCHALUNT_SEED=<n> replays one.
import { seasonSuite } from './driver';
import { depth } from '../helpers/depth';
import { playTwoPlayer } from './twoPlayer';

seasonSuite(
  'Swiss',
  'no rematch, one bye, points add up, withdrawals, undo restores, same clicks same sheet',
  depth(300, 15),
  20261122,
  (seed) => playTwoPlayer('swiss', seed),
);

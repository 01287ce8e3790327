// Random MOCHALUNT seasons through the add-on bundle (M1, M3, M8, M13, M15-M17, the knock-out rounds M4).
// MOCHALUNT_SEED=<n> replays one.
import { seasonSuite } from './driver';
import { depth } from '../helpers/depth';
import { playMochalunt } from './mochalunt';

seasonSuite(
  'MOCHALUNT',
  'one bye, no McMahon rematch, line-ups checked, scores add up, withdrawals, undo restores',
  depth(150, 8),
  20261124,
  playMochalunt,
);

// Random Mind Lab league seasons (L3 Berger table, bye worth 0) through the add-on bundle. MOCHALUNT_SEED=<n> replays one.
import { seasonSuite } from './driver';
import { depth } from '../helpers/depth';
import { playTwoPlayer } from './twoPlayer';

seasonSuite(
  'league',
  'every pair once, one bye per round, points add up, undo restores, same clicks same sheet',
  depth(200, 10),
  20261126,
  (seed) => playTwoPlayer('league', seed),
);

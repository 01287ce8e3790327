// Random multi-player seasons (K1-K7) through the add-on bundle. MOCHALUNT_SEED=<n> replays one.
import { seasonSuite } from './driver';
import { depth } from '../helpers/depth';
import { playMultiplayer, tableSizes } from './multiplayer';

test('K1: the table sizes the checks use are 4s, then 3s', () => {
  expect(tableSizes(6)).toEqual([3, 3]);
  expect(tableSizes(7)).toEqual([4, 3]);
  expect(tableSizes(9)).toEqual([3, 3, 3]);
  expect(tableSizes(13)).toEqual([4, 3, 3, 3]);
  expect(tableSizes(16)).toEqual([4, 4, 4, 4]);
});

seasonSuite(
  'multiplayer',
  'seated once, K1 tables, K4 points and K5 carrots add up, late entries and withdrawals, undo restores',
  depth(200, 10),
  20261123,
  playMultiplayer,
);

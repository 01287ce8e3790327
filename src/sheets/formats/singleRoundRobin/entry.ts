// The single round robin ranked by wins, a demonstration format (no rulebook defines it: docs/decisions.md): a
// configuration of the round robin (../roundRobin): every player meets every other once in the order of the
// engine's Berger table (L3; a bye worth 0 in an odd field), a win 1, a draw ½, ranked by games won, then the
// result between the tied (their games against each other).
import { roundRobinEntry } from '../roundRobin/entry';

export const SINGLE_ROUND_ROBIN = roundRobinEntry({
  name: 'single round robin',
  title: 'Single round robin',
  cycles: 1,
  rankBy: 'wins',
  chain: ['directEncounter'],
  order: 'games won, then the result between the tied',
  tiedNote: '"=" : still tied after the games won and the result between the tied',
  pointsNote: 'a win 1, a draw ½, a loss and a bye 0 (the games won rank first)',
});

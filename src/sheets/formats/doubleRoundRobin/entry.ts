// The double round robin: a configuration of the round robin (../roundRobin): every player meets every other
// twice, the second cycle with colours reversed (the engine's Berger table), a win worth the "points for a win"
// setting (settings.ts), ranked by points, Sonneborn-Berger, then the result between the tied.
import type { RoundRobinConfig } from '../roundRobin/config';
import { roundRobinEntry } from '../roundRobin/entry';
import { ROBIN_KEYS } from './settings';

export const DOUBLE_ROBIN: RoundRobinConfig = {
  name: 'double round robin',
  title: 'Double round robin',
  cycles: 2,
  rankBy: 'points',
  chain: ['sonnebornBerger', 'directEncounter'],
  winPoints: ROBIN_KEYS.winPoints,
  order: 'points, then Sonneborn-Berger, then the result between the tied',
  tiedNote: '"=" : still tied after Sonneborn-Berger and the result between the tied',
  pointsNote: 'a win the "points for a win" setting, a draw half, a loss and a bye 0',
};

export const DOUBLE_ROUND_ROBIN = roundRobinEntry(DOUBLE_ROBIN);

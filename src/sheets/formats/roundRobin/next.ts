// What comes next in a round robin (the summary's last line "Next: ..."), read from the workbook as it will be:
// the players to list, the round under way and its results, the standings; nothing follows the last round of the
// last cycle.
import type { Workbook } from '../../workbook';
import type { Plan } from '../../plan';
import type { FormatAction } from '../entry';
import { GAME_WORDS, pointsFormatNext, stageOf } from '../pointsNext';
import { lastPaired, loadRobin, scoredRounds } from './event';
import type { RoundRobinConfig } from './config';

export const robinNext =
  (config: RoundRobinConfig) =>
  (action: FormatAction, _plan: Plan, after: Workbook): string => {
    const b = loadRobin(after, config);
    return pointsFormatNext(action, {
      ...stageOf(b, lastPaired, scoredRounds),
      ...GAME_WORDS,
      list: 'players with their Berger numbers (seed)',
      after: null,
    });
  };

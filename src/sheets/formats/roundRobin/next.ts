// What comes next in a round robin (the summary's last line "Next: ..."), read from the workbook as it will be:
// the players to list, the round under way and its results, the standings; nothing follows the last round of the
// last cycle.
import type { Workbook } from '../../workbook';
import type { Plan } from '../../plan';
import type { FormatAction } from '../entry';
import { pointsFormatNext, stageOf } from '../pointsNext';
import { lastPaired, loadRobin, scoredRounds } from './event';
import type { RoundRobinConfig } from './config';

export const robinNext =
  (config: RoundRobinConfig) =>
  (action: FormatAction, _plan: Plan, after: Workbook): string => {
    const b = loadRobin(after, config);
    return pointsFormatNext(action, {
      ...stageOf(b, lastPaired, scoredRounds),
      round: 'round',
      list: 'players with their Berger numbers (seed)',
      play: 'players play',
      results: "each game's result",
      notation: "from the first's side: 1-0, 0-1, ½-½, + or -; 0-0 for a game not played",
      after: null,
    });
  };

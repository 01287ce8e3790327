// What comes next in a Swiss or league event (L1-L6, the summary's last line "Next: ..."), read from the
// workbook as it will be: the entrants to list, the round under way and its results, the standings, and after
// the last published round a T5 play-off when the Standings call for one.
import type { Workbook } from '../../workbook';
import type { Plan } from '../../plan';
import type { FormatAction } from '../entry';
import { loadTwoPlayer, lastPaired, scoredRounds } from './twoPlayerEvent';
import { GAME_WORDS, pointsFormatNext, stageOf } from '../pointsNext';

export function twoPlayerNext(action: FormatAction, _plan: Plan, after: Workbook): string {
  const b = loadTwoPlayer(after);
  return pointsFormatNext(action, {
    ...stageOf(b, lastPaired, scoredRounds),
    ...GAME_WORDS,
    ...(b.team
      ? {
          list: 'teams with their four players on the boards Abalone, Checkers, Quoridor, Octi (L5)',
          play: 'teams play',
          results: "each board's result",
        }
      : { list: 'players with a seed' }),
    after: 'Pair next round pairs a T5 play-off when the Standings say "play-off due"',
  });
}

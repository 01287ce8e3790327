// What comes next in a Swiss or league event (L1-L6, the summary's last line "Next: ..."), read from the
// workbook as it will be: the entrants to list, the round under way and its results, the standings, and after
// the last published round a T5 play-off when the Standings call for one.
import type { Workbook } from '../../workbook';
import type { Plan } from '../../plan';
import type { FormatAction } from '../entry';
import { loadTwoPlayer, lastPaired, scoredRounds } from './twoPlayerEvent';
import { pointsFormatNext, stageOf } from '../pointsNext';

export function twoPlayerNext(action: FormatAction, _plan: Plan, after: Workbook): string {
  const b = loadTwoPlayer(after);
  return pointsFormatNext(action, {
    ...stageOf(b, lastPaired, scoredRounds),
    round: 'round',
    list: b.team
      ? 'teams with their four players on the boards Abalone, Checkers, Quoridor, Octi (L5)'
      : 'players with a seed',
    play: b.team ? 'teams play' : 'players play',
    results: b.team ? "each board's result" : "each game's result",
    notation: "from the first's side: 1-0, 0-1, ½-½, + or -; 0-0 for a game not played",
    after: 'Pair next round pairs a T5 play-off when the Standings say "play-off due"',
  });
}

// What comes next in a multi-player event (K1-K7, the summary's last line "Next: ..."), read from the workbook
// as it will be: the players to list, the session under way and its places, the standings, and after the last
// published session a T5 play-off table when the Standings call for one.
import type { Workbook } from '../../workbook';
import type { Plan } from '../../plan';
import type { FormatAction } from '../entry';
import { lastPairedMultiplayer, loadMultiplayer, scoredMultiplayerRounds } from './multiplayerEvent';
import { pointsFormatNext, stageOf } from '../pointsNext';

export function multiplayerNext(action: FormatAction, _plan: Plan, after: Workbook): string {
  const b = loadMultiplayer(after);
  return pointsFormatNext(action, {
    ...stageOf(b, lastPairedMultiplayer, scoredMultiplayerRounds),
    round: 'session',
    list: 'players (in order of arrival, K2)',
    play: 'players play',
    results: "each player's place",
    notation: 'and the carrots and lettuces left in hand; absent for a player who did not come',
    after: 'Pair next round pairs a T5 play-off when the Standings say "play-off due"',
  });
}

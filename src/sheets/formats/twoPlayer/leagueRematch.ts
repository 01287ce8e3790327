// L6 d in the workbook: when the league's published rounds are scored and entrants are still tied for a
// leading place (first or second, 6.1 and 6.2) after the result between them, Pair next round offers the
// rematch as an extra round (R6 after a league of 5 rounds, ...): two tied entrants meet again, three or more
// meet each other again (engine: src/engine/mindlab/rematch.ts); who is named first is drawn from the event's
// draw seed (draws.ts). Score round scores it as any round; Update standings orders the tied by it and adds
// nothing to anyone's points.
import { rematchDue } from '../../../engine/mindlab/tiebreaks';
import { rematchRound } from '../../../engine/mindlab/rematch';
import { formatScore } from '../../../engine/pairing';
import type { SheetProblem } from '../../plan';
import { noRound, type ProposedRound } from '../proposal';
import { mindLabEvent, mindLabSettings, type TwoPlayerBook } from './twoPlayerEvent';
import { noDrawSeed, seedText } from './draws';

const ordinal = (n: number): string => (n === 1 ? 'first' : n === 2 ? 'second' : `${n}th`);

/** L6 d: the rematch round `round` (after the published rounds) of a league, or null when no rematch is due. */
export function leagueRematch(b: TwoPlayerBook, round: number, drawSeed: string | undefined): ProposedRound | null {
  const problems: SheetProblem[] = [];
  const event = mindLabEvent(b, round - 1, problems);
  if (problems.length) return noRound(problems);
  const due = rematchDue(event, mindLabSettings(b));
  if (due === null) return null;
  if (drawSeed === undefined) return noRound([noDrawSeed('who plays first in an L6 d rematch')]);
  const r = rematchRound(event, due.group, round, drawSeed);
  const tied = `${due.group.join(', ')}, tied for ${ordinal(due.place)} place on ${formatScore(due.points)} points after the result between them`;
  return {
    games: r.games.map(([first, second], i) => ({
      first,
      second,
      reason: `L6 d rematch: ${tied}; who plays first drawn with ${seedText(r.seeds[i])}`,
    })),
    byes: [],
    waiting: r.waiting.map((entrant) => ({
      entrant,
      reason: 'L6 d rematch: waits this round (the tied meet each other once more)',
    })),
    notes: [
      `L6 d: ${tied}: a rematch decides their order (rulebook 6.1 d "a rematch between the tied teams is played"); it adds no points.`,
    ],
    problems: [],
  };
}

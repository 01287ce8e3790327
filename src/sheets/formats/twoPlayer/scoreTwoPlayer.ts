// Score round for a two-player format: reads the results typed on the round tab and writes the points:
// L1 1, ½, 0 per game (forfeits as win and loss, 0-0 not played: 0 each); team events L5: each board's
// points and the team's sum on the match row. A blank or unreadable result is a problem (nothing written), and
// so is a pairing of this round or an earlier one that differs from the record of its pairing (roundRecord.ts)
// or breaks a rule without an override (typedPairings.ts); results are written back in the tab's one spelling.
// The rest is the shared skeleton's (../skeleton/scoreRound.ts): the round is sealed, every result cell scored.
import type { Planner } from '../planner';
import { gamePoints } from '../../../engine/mindlab/format';
import { teamMatchPoints } from '../../../engine/mindlab/team';
import { reverseResult } from '../../../engine/core/result';
import { formatScore } from '../../../engine/pairing';
import { lastPaired, loadTwoPlayer, roundMatches } from './twoPlayerEvent';
import { typedPairings } from './typedPairings';
import { gameCells, pairedGames, scoreRoundPlanner } from '../skeleton/scoreRound';

export const scoreTwoPlayer: Planner = scoreRoundPlanner({
  load: loadTwoPlayer,
  lastPaired,
  paired: (b, round) => pairedGames(b.rounds.get(round)),
  pairedWord: 'paired',
  score: (book, b, round, tab, problems) => {
    // this round and the ones before it against the rules and what the add-on paired (typedPairings.ts): a
    // result on a match or bye row, a name or a row changed, a rematch or a second bye typed, unless overridden
    problems.push(...typedPairings(book, b, round).problems);
    if (problems.length) return null;
    const matches = roundMatches(b, tab, problems);
    if (problems.length) return null;
    const cells = gameCells(tab, round);
    const lines: string[] = [];
    tab.matches.forEach((m, k) => {
      const results = matches[k].results;
      if (!b.team) {
        cells.put(m.at, gamePoints(results[0]), gamePoints(reverseResult(results[0])), results[0]);
      } else {
        const sorted = m.boards.slice().sort((x, y) => x.board - y.board);
        sorted.forEach((x, j) =>
          cells.put(x.at, gamePoints(results[j]), gamePoints(reverseResult(results[j])), results[j]),
        );
        const t = teamMatchPoints(results);
        cells.put(m.at, t.first, t.second);
      }
      const t = teamMatchPoints(results);
      lines.push(`${m.first} ${formatScore(t.first)}-${formatScore(t.second)} ${m.second}`);
    });
    for (const bye of tab.byes) {
      cells.bye(bye.at, bye.points ?? 0);
      lines.push(`${bye.entrant}: bye, ${formatScore(bye.points ?? 0)}`);
    }
    return {
      block: cells.block(),
      summary: [
        `Round ${round} scored: ${tab.matches.length} ${b.team ? 'team match(es)' : 'game(s)'}.`,
        ...lines,
      ].join('\n'),
      spots: cells.spots(tab.matches.flatMap((m) => (b.team ? m.boards.map((x) => x.at) : [m.at]))),
      lines,
    };
  },
});

// Score round of a round robin: reads the results typed on the round tab and writes each game's points (a win
// or a forfeit win the "points for a win" setting or 1, a draw half of it, a loss, a forfeit loss and a game
// not played 0-0 nothing) and the bye's 0; the results are written back in the tab's one spelling. A blank or
// unreadable result is a problem, and so is a round tab that differs from the record of its pairing: nothing is
// written then. The rest is the shared skeleton's (../skeleton/scoreRound.ts).
import type { Planner } from '../planner';
import { formatScore } from '../../../engine/pairing';
import { gameCells, pairedGames, scoreRoundPlanner } from '../skeleton/scoreRound';
import { gameResult, lastPaired, loadRobin, pointsOf, robinAgainstRecords } from './event';
import type { RoundRobinConfig } from './config';

export const scoreRobin = (config: RoundRobinConfig): Planner =>
  scoreRoundPlanner({
    load: (book) => loadRobin(book, config),
    lastPaired,
    paired: (b, round) => pairedGames(b.rounds.get(round)),
    pairedWord: 'paired',
    score: (book, b, round, tab, problems) => {
      problems.push(...robinAgainstRecords(book, b, round));
      const results = problems.length ? [] : tab.matches.map((m) => gameResult(tab, m, problems));
      if (problems.length) return null;
      const cells = gameCells(tab, round);
      const lines: string[] = [];
      tab.matches.forEach((m, k) => {
        const r = results[k];
        if (r === null) return;
        const [p1, p2] = pointsOf(b, r);
        cells.put(m.at, p1, p2, r);
        lines.push(`${m.first} ${formatScore(p1)}-${formatScore(p2)} ${m.second}`);
      });
      for (const y of tab.byes) {
        cells.bye(y.at, 0);
        lines.push(`${y.entrant}: bye, 0`);
      }
      return {
        block: cells.block(),
        summary: [`Round ${round} scored: ${tab.matches.length} game(s).`, ...lines].join('\n'),
        spots: cells.spots(tab.matches.map((m) => m.at)),
        lines,
      };
    },
  });

// Score round of a round robin: reads the results typed on the round tab and writes each game's points
// (a win or a forfeit win the "points for a win" setting, a draw half of it, a loss, a forfeit loss and a game
// not played 0-0 nothing) and the bye's 0; the results are written back in the tab's one spelling. A blank or
// unreadable result is a problem, and so is a round tab that differs from the record of its pairing: nothing is
// written then. The round is sealed (roundSeal.ts): every result cell scored.
import type { Cell } from '../../workbook';
import type { SheetProblem, WriteBlock } from '../../plan';
import { emptyPlan, describeProblems } from '../../plan';
import type { Planner } from '../planner';
import { formatScore } from '../../../engine/pairing';
import { formatResult } from '../../tabs/results';
import { roundTabName } from '../roundTab';
import { gameResult, lastPaired, loadRobin, pointsOf, robinAgainstRecords } from './event';
import { withSeal } from '../../tabs/roundSeal';
import type { RoundRobinConfig } from './config';

export const scoreRobin =
  (config: RoundRobinConfig): Planner =>
  (book, input) => {
    const b = loadRobin(book, config);
    const base = emptyPlan('scoreRound', 'Score round');
    if (b.problems.length) return { ...base, problems: b.problems, summary: describeProblems(b.problems) };
    const round = input.round ?? lastPaired(b);
    const plan = { ...base, title: `Score round ${round}`, round };
    const tab = b.rounds.get(round);
    if (!tab || tab.matches.length + tab.byes.length === 0) {
      const ps: SheetProblem[] = [
        { tab: roundTabName(round), message: `round ${round} is not paired`, fix: 'run Pair next round first' },
      ];
      return { ...plan, problems: ps, summary: describeProblems(ps) };
    }
    const problems = robinAgainstRecords(book, b, round);
    const results = problems.length ? [] : tab.matches.map((m) => gameResult(tab, m, problems));
    if (problems.length) return { ...plan, problems, summary: describeProblems(problems) };
    const col = tab.table.col;
    const [c1, c2, cr] = [col.points1 as number, col.points2 as number, col.result as number];
    // one block over the result and the two points columns, from row 2 to the last row of the tab
    const left = Math.min(c1, c2, cr),
      right = Math.max(c1, c2, cr);
    const values: Cell[][] = tab.table.grid.slice(1).map((row) => row.slice(left, right + 1));
    const lines: string[] = [];
    tab.matches.forEach((m, k) => {
      const r = results[k];
      if (r === null) return;
      const [p1, p2] = pointsOf(b, r);
      values[m.at - 1][c1 - left] = p1;
      values[m.at - 1][c2 - left] = p2;
      values[m.at - 1][cr - left] = formatResult(r) || '0-0';
      lines.push(`${m.first} ${formatScore(p1)}-${formatScore(p2)} ${m.second}`);
    });
    for (const y of tab.byes) {
      values[y.at - 1][c1 - left] = 0;
      lines.push(`${y.entrant}: bye, 0`);
    }
    const block: WriteBlock = { tab: roundTabName(round), row: 2, col: left + 1, values };
    const spots = tab.matches.map((m) => ({ row: m.at + 1, col: cr + 1, how: 'typed' as const }));
    return withSeal(
      book,
      {
        ...plan,
        blocks: [block],
        summary: [`Round ${round} scored: ${tab.matches.length} game(s).`, ...lines].join('\n'),
      },
      round,
      roundTabName(round),
      spots,
      lines,
      input.now,
    );
  };

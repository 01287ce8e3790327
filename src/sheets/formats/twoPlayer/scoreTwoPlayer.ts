// Score round for a two-player format: reads the results typed on the round tab and writes the points:
// L1 1, ½, 0 per game (forfeits as win and loss, 0-0 not played: 0 each); team events L5: each board's
// points and the team's sum on the match row. A blank or unreadable result is a problem (nothing written), and
// so is a pairing of this round or an earlier one that differs from the record of its pairing (roundRecord.ts)
// or breaks a rule without an override (typedPairings.ts); results are written back in the tab's one spelling.
// The round is sealed (roundSeal.ts): every result cell scored.
import type { Cell } from '../../workbook';
import type { SheetProblem, WriteBlock } from '../../plan';
import { emptyPlan, describeProblems } from '../../plan';
import type { Planner } from '../planner';
import { gamePoints } from '../../../engine/mindlab/format';
import { teamMatchPoints } from '../../../engine/mindlab/team';
import { reverseResult } from '../../../engine/core/result';
import { formatScore } from '../../../engine/pairing';
import { lastPaired, loadTwoPlayer, roundMatches } from './twoPlayerEvent';
import { roundTabName } from '../roundTab';
import { typedPairings } from './typedPairings';
import { formatResult } from '../../tabs/results';
import type { GameResult } from '../../../engine/core/result';
import { withSeal } from '../../tabs/roundSeal';

export const scoreTwoPlayer: Planner = (book, input) => {
  const b = loadTwoPlayer(book);
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
  // this round and the ones before it against the rules and what the add-on paired (typedPairings.ts): a
  // result on a match or bye row, a name or a row changed, a rematch or a second bye typed, unless overridden
  const { problems: changed } = typedPairings(book, b, round);
  if (changed.length) return { ...plan, problems: changed, summary: describeProblems(changed) };
  const problems: SheetProblem[] = [];
  const matches = roundMatches(b, tab, problems);
  if (problems.length) return { ...plan, problems, summary: describeProblems(problems) };
  const c1 = tab.table.col.points1 as number;
  const c2 = tab.table.col.points2 as number;
  const cr = tab.table.col.result as number;
  // one block over the result and the two points columns, from row 2 to the last row of the tab
  const height = tab.table.grid.length - 1;
  const left = Math.min(c1, c2, cr),
    right = Math.max(c1, c2, cr);
  const values: Cell[][] = [];
  for (let i = 1; i <= height; i++) values.push(tab.table.grid[i].slice(left, right + 1));
  const put = (at: number, p1: number, p2: number, result?: GameResult): void => {
    values[at - 1][c1 - left] = p1;
    values[at - 1][c2 - left] = p2;
    // the result in the one spelling the tab documents (1:0 and W become 1-0, = and ½ become ½-½)
    if (result !== undefined) values[at - 1][cr - left] = formatResult(result) || '0-0';
  };
  const lines: string[] = [];
  tab.matches.forEach((m, k) => {
    const results = matches[k].results;
    if (!b.team) {
      put(m.at, gamePoints(results[0]), gamePoints(reverseResult(results[0])), results[0]);
    } else {
      const sorted = m.boards.slice().sort((x, y) => x.board - y.board);
      sorted.forEach((x, j) => put(x.at, gamePoints(results[j]), gamePoints(reverseResult(results[j])), results[j]));
      const t = teamMatchPoints(results);
      put(m.at, t.first, t.second);
    }
    const t = teamMatchPoints(results);
    lines.push(`${m.first} ${formatScore(t.first)}-${formatScore(t.second)} ${m.second}`);
  });
  for (const bye of tab.byes) {
    values[bye.at - 1][c1 - left] = bye.points ?? 0;
    lines.push(`${bye.entrant}: bye, ${formatScore(bye.points ?? 0)}`);
  }
  const block: WriteBlock = { tab: roundTabName(round), row: 2, col: left + 1, values };
  const rows = tab.matches.flatMap((m) => (b.team ? m.boards.map((x) => x.at) : [m.at]));
  const spots = rows.map((at) => ({ row: at + 1, col: cr + 1, how: 'typed' as const }));
  return withSeal(
    book,
    {
      ...plan,
      blocks: [block],
      summary: [
        `Round ${round} scored: ${tab.matches.length} ${b.team ? 'team match(es)' : 'game(s)'}.`,
        ...lines,
      ].join('\n'),
    },
    round,
    roundTabName(round),
    spots,
    lines,
    input.now,
  );
};

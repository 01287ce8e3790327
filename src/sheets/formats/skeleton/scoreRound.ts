// Score round's skeleton for the formats ranked by points: the workbook read (its problems first), the round
// (asked, or the last paired), refused when it is not paired; the format scores it (its checks against the
// record of the pairing, its points) and the round is sealed (roundSeal.ts): every result cell scored. For the
// two-player round tabs (Swiss, league, round robin), the block over the result and the two points columns.
import type { Cell, Workbook } from '../../workbook';
import type { SheetProblem, WriteBlock } from '../../plan';
import { emptyPlan, describeProblems } from '../../plan';
import type { Planner } from '../planner';
import type { GameResult } from '../../../engine/core/result';
import { formatResult } from '../../tabs/results';
import { withSeal, type ScoredSpot } from '../../tabs/roundSeal';
import { roundTabName, type TwoPlayerRound } from '../roundTab';

/** A round scored: what to write, the summary, the result cells sealed and the lines the seal keeps. */
interface Scored {
  readonly block: WriteBlock;
  readonly summary: string;
  readonly spots: readonly ScoredSpot[];
  readonly lines: readonly string[];
}

/** What a format says of its Score round. */
interface RoundScoring<B extends { readonly problems: SheetProblem[] }, T> {
  readonly load: (book: Workbook) => B;
  readonly lastPaired: (b: B) => number;
  /** the round's tab when it is paired (a game, a bye or a seat), else null */
  readonly paired: (b: B, round: number) => T | null;
  /** what an unpaired round is not: "paired", "seated" */
  readonly pairedWord: string;
  /** the round scored, or null with the problems that stop it pushed on `problems` */
  readonly score: (book: Workbook, b: B, round: number, tab: T, problems: SheetProblem[]) => Scored | null;
}

export const scoreRoundPlanner =
  <B extends { readonly problems: SheetProblem[] }, T>(s: RoundScoring<B, T>): Planner =>
  (book, input) => {
    const b = s.load(book);
    const base = emptyPlan('scoreRound', 'Score round');
    if (b.problems.length) return { ...base, problems: b.problems, summary: describeProblems(b.problems) };
    const round = input.round ?? s.lastPaired(b);
    const plan = { ...base, title: `Score round ${round}`, round };
    const tab = s.paired(b, round);
    if (tab === null) {
      const ps: SheetProblem[] = [
        {
          tab: roundTabName(round),
          message: `round ${round} is not ${s.pairedWord}`,
          fix: 'run Pair next round first',
        },
      ];
      return { ...plan, problems: ps, summary: describeProblems(ps) };
    }
    const problems: SheetProblem[] = [];
    const scored = s.score(book, b, round, tab, problems);
    if (scored === null || problems.length) return { ...plan, problems, summary: describeProblems(problems) };
    return withSeal(
      book,
      { ...plan, blocks: [scored.block], summary: scored.summary },
      round,
      roundTabName(round),
      scored.spots,
      scored.lines,
      input.now,
    );
  };

/** A two-player round tab with a game or a bye, else null. */
export const pairedGames = (tab: TwoPlayerRound | undefined): TwoPlayerRound | null =>
  tab && tab.matches.length + tab.byes.length > 0 ? tab : null;

/**
 * The cells Score round writes on a two-player round tab: one block over the result and the two points columns,
 * from row 2 to the last row of the tab, holding what is there until a row is put.
 */
export function gameCells(tab: TwoPlayerRound, round: number) {
  const col = tab.table.col;
  const [c1, c2, cr] = [col.points1 as number, col.points2 as number, col.result as number];
  const left = Math.min(c1, c2, cr),
    right = Math.max(c1, c2, cr);
  const values: Cell[][] = tab.table.grid.slice(1).map((row) => row.slice(left, right + 1));
  return {
    /** a row's points, and its result in the one spelling the tab documents (1:0 and W become 1-0, = and ½ become ½-½) */
    put(at: number, p1: number, p2: number, result?: GameResult): void {
      values[at - 1][c1 - left] = p1;
      values[at - 1][c2 - left] = p2;
      if (result !== undefined) values[at - 1][cr - left] = formatResult(result) || '0-0';
    },
    /** a bye row's points */
    bye(at: number, points: number): void {
      values[at - 1][c1 - left] = points;
    },
    block: (): WriteBlock => ({ tab: roundTabName(round), row: 2, col: left + 1, values }),
    /** the result cells of these rows, sealed as typed */
    spots: (rows: readonly number[]): ScoredSpot[] => rows.map((at) => ({ row: at + 1, col: cr + 1, how: 'typed' })),
  };
}

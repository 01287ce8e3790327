// Update standings of a double round robin: points (the "points for a win" setting, a draw half, a bye 0), then
// Sonneborn-Berger (the sum of each opponent's points times the points scored against them), then the result
// between the tied (their games against each other, both cycles; only when every two of them met); entrants
// still tied share the place ("="). Written whole on the Standings tab with every value shown, and on the
// Crosstable tab (each round's opponent and result, then points and Sonneborn-Berger: ../crosstable.ts).
import type { Cell } from '../../workbook';
import type { SheetProblem } from '../../plan';
import { emptyPlan, describeProblems } from '../../plan';
import type { Planner } from '../planner';
import type { RankedEntry } from '../../../engine/tiebreaks/types';
import { describeTieBreak, rankWithTieBreaks } from '../../../engine/tiebreaks/steps';
import { tieBreakContext } from '../../../engine/tiebreaks/context';
import { meetings } from '../../../engine/tiebreaks/buchholz';
import { STANDINGS_TAB, wholeTab, type OutColumn } from '../output';
import { crosstableTab, type CrosstableSpec } from '../crosstable';
import { gamesByEntrant, rankedEntrants, type CrosstableMatch } from '../crosstableCells';
import {
  gameResult,
  lastPaired,
  loadRobin,
  robinAgainstRecords,
  robinEntrants,
  scoredRounds,
  type RobinBook,
  type RobinEntrant,
} from './event';

export const ROBIN_STANDINGS: readonly OutColumn[] = [
  { header: 'rank', width: 44, note: '"=" : still tied after Sonneborn-Berger and the result between the tied' },
  { header: 'player', numberFormat: '@', width: 150, wrap: true },
  { header: 'points', width: 50, note: 'a win the "points for a win" setting, a draw half, a loss and a bye 0' },
  { header: 'Sonneborn-Berger', width: 114, note: "each opponent's points times the points scored against them" },
  { header: 'won', width: 44 },
  { header: 'drawn', width: 50 },
  { header: 'lost', width: 44 },
  { header: 'byes', width: 44 },
  {
    header: 'separated by',
    numberFormat: '@',
    width: 130,
    wrap: true,
    note: 'what put this player below the one above',
  },
  { header: 'note', numberFormat: '@', width: 170, wrap: true, note: 'a player who left (K6)' },
];

/** The tie-breaks after points, in order. */
const CHAIN = ['sonnebornBerger', 'directEncounter'] as const;

/** The ranking after the scored rounds 1..upTo, with each player's Sonneborn-Berger. */
export function rankRobin(
  b: RobinBook,
  upTo: number,
  problems: SheetProblem[],
): { ranked: RankedEntry<RobinEntrant>[]; sonnebornBerger: Map<string, number> } {
  const entrants = robinEntrants(b, upTo, problems);
  const ctx = tieBreakContext(entrants);
  const sonnebornBerger = new Map(
    entrants.map((e) => [e.id, meetings(e, ctx).reduce((s, m) => s + m.opponentScore * m.points, 0)] as const),
  );
  const ranked = rankWithTieBreaks(entrants, CHAIN) as RankedEntry<RobinEntrant>[];
  return { ranked, sonnebornBerger };
}

const column = (h: string) => ROBIN_STANDINGS.find((c) => c.header === h) as OutColumn;
/** The Crosstable's columns besides the rounds: points, then Sonneborn-Berger (the result between the tied has no value). */
export const ROBIN_CROSSTABLE: CrosstableSpec = {
  name: 'player',
  points: column('points'),
  tieBreaks: [column('Sonneborn-Berger')],
};

/** The Crosstable: the scored rounds' games and byes, points, then Sonneborn-Berger as on the Standings rows. */
function robinCrosstable(
  book: Parameters<Planner>[0],
  b: RobinBook,
  upTo: number,
  ranked: readonly RankedEntry<RobinEntrant>[],
  rows: readonly (readonly Cell[])[],
) {
  const matches: CrosstableMatch[] = [];
  const byes = new Map<string, number[]>();
  for (let r = 1; r <= upTo; r++) {
    const tab = b.rounds.get(r);
    if (!tab?.scored) continue;
    for (const m of tab.matches) {
      const outcome = gameResult(tab, m, []);
      if (outcome) matches.push({ round: r, first: m.first, second: m.second, outcome });
    }
    for (const y of tab.byes) byes.set(y.entrant, [...(byes.get(y.entrant) ?? []), r]);
  }
  const games = gamesByEntrant(matches);
  const entrants = rankedEntrants(ranked, rows, games, (id) => byes.get(id) ?? [], [3]);

  return crosstableTab(book, ROBIN_CROSSTABLE, entrants, Math.max(upTo, b.published));
}

export const standingsRobin: Planner = (book) => {
  const b = loadRobin(book);
  const base = emptyPlan('updateStandings', 'Update standings');
  const changed = robinAgainstRecords(book, b, lastPaired(b));
  const first = changed.length ? changed : b.problems;
  if (first.length) return { ...base, problems: first, summary: describeProblems(first) };
  const upTo = scoredRounds(b);
  const problems: SheetProblem[] = [];
  const { ranked, sonnebornBerger } = rankRobin(b, upTo, problems);
  if (problems.length) return { ...base, problems, summary: describeProblems(problems) };
  const left = new Map(b.entrants.map((e) => [e.name, e.leftAfter] as const));
  const rows: Cell[][] = ranked.map((r, i) => {
    const e = r.entrant;
    const tied = r.tiedWithAbove || ranked[i + 1]?.tiedWithAbove === true;
    const gone = left.get(e.id);
    return [
      `${r.place}${tied ? '=' : ''}`,
      e.id,
      e.score,
      sonnebornBerger.get(e.id) ?? 0,
      e.won,
      e.drawn,
      e.lost,
      e.byes,
      r.separatedBy ? describeTieBreak(r.separatedBy) : '',
      gone === null || gone === undefined ? '' : `left after round ${gone}`,
    ];
  });
  const { newTab, block, layout } = wholeTab(book, STANDINGS_TAB, ROBIN_STANDINGS, rows);
  const cross = robinCrosstable(book, b, upTo, ranked, rows);
  const unscored = [...b.rounds.keys()].filter((r) => r > upTo);
  const warnings = unscored.length ? [`Rounds not scored yet are left out: ${unscored.join(', ')}.`] : [];
  const summary = [
    `Standings after round ${upTo} of ${b.published} (points, then Sonneborn-Berger, then the result between the tied).`,
    ...rows.slice(0, 10).map((r) => `${String(r[0])}. ${String(r[1])} ${String(r[2])}`),
  ].join('\n');
  return {
    ...base,
    title: `Standings after round ${upTo}`,
    round: upTo,
    newTabs: [...(newTab ? [newTab] : []), ...(cross.newTab ? [cross.newTab] : [])],
    blocks: [block, cross.block],
    summary,
    warnings,
    // the Crosstable's first: the Standings' fitted widths, when fitted, come last (all or nothing)
    layout: [...cross.layout, ...layout],
  };
};

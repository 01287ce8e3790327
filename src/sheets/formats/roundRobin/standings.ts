// Update standings of a round robin: its points (a win the "points for a win" setting or 1, a draw half, a bye
// 0) or its games won first, then its chain (config.ts), e.g. Sonneborn-Berger (the sum of each opponent's
// points times the points scored against them), then the result between the tied (their games against each
// other, every cycle; only when every two of them met); entrants still tied share the place ("="). Written whole
// on the Standings tab with every value shown, and on the Crosstable tab (each round's opponent and result, then
// points and the ranking's value after them: Sonneborn-Berger, or the games won: ../crosstable.ts).
import type { Cell } from '../../workbook';
import type { SheetProblem } from '../../plan';
import { emptyPlan, describeProblems } from '../../plan';
import type { Planner } from '../planner';
import type { RankedEntry } from '../../../engine/tiebreaks/types';
import { describeTieBreak, rankWithTieBreaks } from '../../../engine/tiebreaks/steps';
import { rankByWins } from '../../../engine/tiebreaks/byWins';
import { tieBreakContext } from '../../../engine/tiebreaks/context';
import { meetings } from '../../../engine/tiebreaks/buchholz';
import type { OutColumn } from '../output';
import { standingsPlan } from '../skeleton/standings';
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
import type { RoundRobinConfig } from './config';

const SONNEBORN_BERGER: OutColumn = {
  header: 'Sonneborn-Berger',
  width: 114,
  note: "each opponent's points times the points scored against them",
};
const WON: OutColumn = { header: 'won', width: 44 };

/**
 * The Standings columns of a round robin: what ranks first after the player (points, then Sonneborn-Berger; or
 * the games won, then the points, without Sonneborn-Berger, which ranks nothing there).
 */
export const robinStandings = (config: RoundRobinConfig): readonly OutColumn[] => {
  const points: OutColumn = { header: 'points', width: 50, note: config.pointsNote };
  return [
    { header: 'rank', width: 44, note: config.tiedNote },
    { header: 'player', numberFormat: '@', width: 150, wrap: true },
    ...(config.rankBy === 'wins' ? [WON, points] : [points, SONNEBORN_BERGER, WON]),
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
};

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
  const { rankBy, chain } = b.config;
  const ranked = (
    rankBy === 'wins' ? rankByWins(entrants, chain) : rankWithTieBreaks(entrants, chain)
  ) as RankedEntry<RobinEntrant>[];
  return { ranked, sonnebornBerger };
}

/**
 * The Crosstable's columns besides the rounds: points, then Sonneborn-Berger, or the games won when they rank
 * first (the result between the tied has no value); with the index of that value on the Standings rows.
 */
export function robinCrosstableSpec(config: RoundRobinConfig): { spec: CrosstableSpec; at: number } {
  const columns = robinStandings(config);
  const column = (h: string) => columns.find((c) => c.header === h) as OutColumn;
  const value = config.rankBy === 'wins' ? 'won' : 'Sonneborn-Berger';
  return {
    spec: { name: 'player', points: column('points'), tieBreaks: [column(value)] },
    at: columns.indexOf(column(value)),
  };
}

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
  const { spec, at } = robinCrosstableSpec(b.config);
  const entrants = rankedEntrants(ranked, rows, games, (id) => byes.get(id) ?? [], [at]);

  return crosstableTab(book, spec, entrants, Math.max(upTo, b.published));
}

export const standingsRobin =
  (config: RoundRobinConfig): Planner =>
  (book) => {
    const b = loadRobin(book, config);
    const base = emptyPlan('updateStandings', 'Update standings');
    const changed = robinAgainstRecords(book, b, lastPaired(b));
    const first = changed.length ? changed : b.problems;
    if (first.length) return { ...base, problems: first, summary: describeProblems(first) };
    const upTo = scoredRounds(b);
    const problems: SheetProblem[] = [];
    const { ranked, sonnebornBerger } = rankRobin(b, upTo, problems);
    if (problems.length) return { ...base, problems, summary: describeProblems(problems) };
    const left = new Map(b.entrants.map((e) => [e.name, e.leftAfter] as const));
    const wins = config.rankBy === 'wins';
    const rows: Cell[][] = ranked.map((r, i) => {
      const e = r.entrant;
      const tied = r.tiedWithAbove || ranked[i + 1]?.tiedWithAbove === true;
      const gone = left.get(e.id);
      return [
        `${r.place}${tied ? '=' : ''}`,
        e.id,
        ...(wins ? [e.won, e.score] : [e.score, sonnebornBerger.get(e.id) ?? 0, e.won]),
        e.drawn,
        e.lost,
        e.byes,
        r.separatedBy ? describeTieBreak(r.separatedBy) : '',
        gone === null || gone === undefined ? '' : `left after round ${gone}`,
      ];
    });
    return standingsPlan(book, {
      upTo,
      columns: robinStandings(config),
      rows,
      summary: [
        `Standings after round ${upTo} of ${b.published} (${config.order}).`,
        ...rows.slice(0, 10).map((r) => `${String(r[0])}. ${String(r[1])} ${String(r[2])}${wins ? ' won' : ''}`),
      ].join('\n'),
      cross: robinCrosstable(book, b, upTo, ranked, rows),
      rounds: b.rounds.keys(),
    });
  };

// The Crosstable of a Mind Lab Swiss or league (L1-L6), individual or team: each round's game (or L5 team
// match, with its board points) against the opponent's line, the points, and the tie-breaks of the chain in
// force: L6 (wins, Buchholz; a league's result between the tied and rematch have no value to show) or T1
// (Buchholz cut-2, Buchholz, progressive).
import type { Cell } from '../../workbook';
import type { GameResult } from '../../../engine/core/result';
import { reverseResult } from '../../../engine/core/result';
import { gamePoints } from '../../../engine/mindlab/format';
import type { MindLabEvent } from '../../../engine/mindlab/event';
import type { MindLabStanding } from '../../../engine/mindlab/standings';
import type { RankedEntry } from '../../../engine/tiebreaks/types';
import { gamesByEntrant, rankedEntrants, type CrosstableEntrant, type CrosstableMatch } from '../crosstableCells';
import type { CrosstableSpec } from '../crosstable';
import type { OutColumn } from '../output';

/** The tie-break columns of the chain in force, by the Standings' header (their values are read from its rows). */
export function twoPlayerChain(tieBreaks: string, format: 'swiss' | 'league'): string[] {
  if (tieBreaks !== 'mindlab') return ['Buchholz cut-2', 'Buchholz', 'progressive'];
  return format === 'league' ? [] : ['wins', 'Buchholz'];
}

/** L1, L5: one match's outcome from the first's side; a team match by its board points, shown in the cell. */
function outcomeOf(results: readonly GameResult[], team: boolean): Pick<CrosstableMatch, 'outcome' | 'points'> {
  if (!team) return { outcome: results[0] ?? 'unplayed' };
  const p1 = results.reduce((s, r) => s + gamePoints(r), 0);
  const p2 = results.reduce((s, r) => s + gamePoints(reverseResult(r)), 0);
  const all = (r: GameResult) => results.length > 0 && results.every((x) => x === r);
  const outcome: GameResult = all('forfeitWin')
    ? 'forfeitWin'
    : all('forfeitLoss')
      ? 'forfeitLoss'
      : all('unplayed')
        ? 'unplayed'
        : p1 > p2
          ? 'win'
          : p1 < p2
            ? 'loss'
            : 'draw';
  return { outcome, points: [p1, p2] };
}

/** The crosstable's columns besides the rounds: the Standings' points and the chain's columns (their headers, notes, widths). */
export function twoPlayerCrosstableSpec(
  team: boolean,
  chain: readonly string[],
  columns: readonly OutColumn[],
): CrosstableSpec {
  const column = (header: string): OutColumn => {
    const c = columns.find((x) => x.header === header) as OutColumn;
    return { header: c.header, width: c.width, ...(c.note ? { note: c.note } : {}) };
  };
  return { name: team ? 'team' : 'player', points: column('points'), tieBreaks: chain.map(column), scores: team };
}

/**
 * The crosstable's spec and lines: `ranked` in standings order, `rows` the Standings rows written for them
 * (with their `columns`), `event` the scored rounds, `chain` the headers of the tie-break columns shown.
 */
export function twoPlayerCrosstable(
  event: MindLabEvent,
  ranked: readonly RankedEntry<MindLabStanding>[],
  standings: { readonly columns: readonly OutColumn[]; readonly rows: readonly (readonly Cell[])[] },
  chain: readonly string[],
): { spec: CrosstableSpec; entrants: CrosstableEntrant[]; rounds: number } {
  const { columns, rows } = standings;
  const team = event.kind === 'team';
  const games = gamesByEntrant(
    event.matches.map((m) => ({ round: m.round, first: m.first, second: m.second, ...outcomeOf(m.results, team) })),
  );
  const at = chain.map((h) => columns.findIndex((c) => c.header === h));
  const byes = new Map(ranked.map((r) => [r.id, r.entrant.byeRounds] as const));
  const entrants = rankedEntrants(ranked, rows, games, (id) => byes.get(id) ?? [], at);

  const rounds = Math.max(0, ...event.matches.map((m) => m.round), ...event.byes.map((b) => b.round));
  return {
    spec: twoPlayerCrosstableSpec(team, chain, columns),
    entrants,
    rounds,
  };
}

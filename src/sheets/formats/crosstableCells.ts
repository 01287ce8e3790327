// A crosstable's rows from plain records, in every two-player format (Swiss and league L1-L6, the double
// round robin, MOCHALUNT's team matches M17-M18): one row per entrant in the order of the standings, each
// round's cell in the chess and go style "12w+": the opponent's line number in this crosstable (the "no."
// column, unique even where a place is shared), "w" when the entrant was named first (white, moves first,
// team 1) or "b" when second, and the outcome: "+" win, "=" draw, "-" loss, "+f" / "-f" won or lost by
// forfeit, "0" not played (0-0); a team event (L5) adds the match's board points ("3w+ 3-1"). A bye is
// "bye", a round without a game blank. Then the points and the tie-break values in the order of the chain
// that ranked.
import { reverseResult, type GameResult } from '../../engine/core/result';
import type { Cell } from '../workbook';

/** One game (or team match) of an entrant, seen from the entrant's side. */
export interface CrosstableGame {
  readonly round: number;
  readonly opponent: string;
  /** named first on the round tab (white, moves first, team 1) */
  readonly first: boolean;
  readonly outcome: GameResult;
  /** the match's score from this side, when a team match has one ("3-1", L5 board points) */
  readonly score?: string;
}

/** One entrant's line: its place in the standings and what the crosstable shows. */
export interface CrosstableEntrant {
  readonly id: string;
  /** 1-based place; shared by entrants still tied after the whole chain */
  readonly place: number;
  /** the place is shared ("3=") */
  readonly shared: boolean;
  readonly points: number;
  readonly games: readonly CrosstableGame[];
  readonly byeRounds: readonly number[];
  /** the tie-break values, in the order of the chain that ranked (one per tie-break column) */
  readonly tieBreaks: readonly number[];
}

type CrosstableCell = string | number;

const SIGN: Record<GameResult, string> = {
  win: '+',
  draw: '=',
  loss: '-',
  forfeitWin: '+f',
  forfeitLoss: '-f',
  unplayed: '0',
};

/** The legend of the round cells, for the header notes and the guide. */
export const CROSSTABLE_LEGEND =
  '"12w+": against the entrant on line 12 (the "no." column), named first (w; b: second), won; = draw, - loss, +f / -f won / lost by forfeit, 0 not played; team events add the board points';

/** One round cell: "12w+", "3b= 2-2", "bye", or blank. */
function crosstableCell(game: CrosstableGame | undefined, bye: boolean, lineOf: ReadonlyMap<string, number>): string {
  if (bye) return 'bye';
  if (!game) return '';
  const line = lineOf.get(game.opponent);
  const cell = `${line ?? game.opponent}${game.first ? 'w' : 'b'}${SIGN[game.outcome]}`;
  return game.score ? `${cell} ${game.score}` : cell;
}

/**
 * The crosstable's rows (entrants in standings order): line number, place ("3=" when shared), name, one cell
 * per round 1..rounds, points, the tie-break values.
 */
export function crosstableRows(entrants: readonly CrosstableEntrant[], rounds: number): CrosstableCell[][] {
  const lineOf = new Map(entrants.map((e, i) => [e.id, i + 1] as const));
  return entrants.map((e, i) => {
    const cells = Array.from({ length: rounds }, (_, k) =>
      crosstableCell(
        e.games.find((g) => g.round === k + 1),
        e.byeRounds.includes(k + 1),
        lineOf,
      ),
    );
    return [i + 1, `${e.place}${e.shared ? '=' : ''}`, e.id, ...cells, e.points, ...e.tieBreaks];
  });
}

/** One game or team match as a round tab has it: the outcome from the first-named side, the score if shown. */
export interface CrosstableMatch {
  readonly round: number;
  readonly first: string;
  readonly second: string;
  readonly outcome: GameResult;
  /** the two sides' points (L5 board points), shown in the round cell */
  readonly points?: readonly [number, number];
}

/** "2½" for 2.5. */
const pointsText = (n: number): string => (Number.isInteger(n) ? String(n) : `${Math.floor(n) || ''}½`);

/** Each entrant's games seen from its own side (the second-named gets the outcome reversed). */
export function gamesByEntrant(matches: readonly CrosstableMatch[]): Map<string, CrosstableGame[]> {
  const out = new Map<string, CrosstableGame[]>();
  const add = (id: string, g: CrosstableGame) => {
    const list = out.get(id);
    if (list) list.push(g);
    else out.set(id, [g]);
  };
  for (const m of matches) {
    const score = (a: number, b: number) => (m.points ? { score: `${pointsText(a)}-${pointsText(b)}` } : {});
    const [p1, p2] = m.points ?? [0, 0];
    add(m.first, { round: m.round, opponent: m.second, first: true, outcome: m.outcome, ...score(p1, p2) });
    add(m.second, {
      round: m.round,
      opponent: m.first,
      first: false,
      outcome: reverseResult(m.outcome),
      ...score(p2, p1),
    });
  }
  return out;
}

/**
 * The lines of a ranking by a tie-break chain (T4) in its order, from the Standings `rows` written for it (rank
 * in the first column, "3=" when shared; the tie-break values in `tieBreakColumns`, 0-based).
 */
export function rankedEntrants(
  ranked: readonly { readonly id: string; readonly place: number; readonly entrant: { readonly score: number } }[],
  rows: readonly (readonly Cell[])[],
  games: ReadonlyMap<string, CrosstableGame[]>,
  byeRounds: (id: string) => readonly number[],
  tieBreakColumns: readonly number[],
): CrosstableEntrant[] {
  return ranked.map((r, i) => ({
    id: r.id,
    place: r.place,
    shared: String(rows[i][0]).endsWith('='),
    points: r.entrant.score,
    games: games.get(r.id) ?? [],
    byeRounds: byeRounds(r.id),
    tieBreaks: tieBreakColumns.map((k) => Number(rows[i][k])),
  }));
}

// The Games tab: round | game | family | platform. One row per game of a round, in the round's order
// (games 1-4 of M14); 4 games from 4 families in phase 1, 5 games in phase 2 (M6).
import type { Workbook } from '../workbook';
import type { SheetProblem } from '../plan';
import type { TableDef } from './table';
import { cellProblem, dataRows, get, intCell, readTable, text } from './table';
import { GAME_FAMILIES, checkGameList } from '../../engine/mochalunt/games';

export const GAMES_TAB = 'Games';

export const GAMES_TABLE: TableDef = {
  tab: GAMES_TAB,
  banding: true,
  columns: [
    { key: 'round', header: 'round', required: true, width: 60, note: 'round number, one row per game' },
    { key: 'game', header: 'game', required: true, width: 160, note: "the game, in the round's order" },
    {
      key: 'family',
      header: 'family',
      required: true,
      width: 110,
      dropdown: { values: GAME_FAMILIES },
      note: 'M6: one of the 9 families',
    },
    { key: 'platform', header: 'platform', required: false, width: 140, note: 'where it is played' },
  ],
};

export interface RoundGames {
  readonly round: number;
  /** in the round's order */
  readonly games: readonly string[];
  /** each game's platform (Games tab), '' where none is typed */
  readonly platforms?: readonly string[];
}

/** Reads the game lists and checks each round's list (M6) for the rounds that have games. */
export function readGames(
  book: Workbook,
  phase1Rounds: number,
): { rounds: Map<number, RoundGames>; problems: SheetProblem[] } {
  const { table, problems } = readTable(book, GAMES_TABLE);
  const rounds = new Map<number, RoundGames>();
  if (!table) return { rounds, problems };
  const rows = new Map<number, number[]>();
  for (const i of dataRows(table)) {
    const r = intCell(get(table, i, 'round'));
    if (r === null || isNaN(r) || r < 1) {
      problems.push(
        cellProblem(
          table,
          i,
          'round',
          `"${text(table, i, 'round')}" is not a round number`,
          'type the round number, e.g. 1',
        ),
      );
      continue;
    }
    rows.set(r, [...(rows.get(r) ?? []), i]);
  }
  for (const [round, list] of Array.from(rows.entries()).sort((a, b) => a[0] - b[0])) {
    const checked = checkGameList(
      list.map((i) => ({ name: text(table, i, 'game'), family: text(table, i, 'family') })),
      round,
      { phase1Rounds },
    );
    if (!checked.ok) {
      for (const p of checked.problems) {
        const col = p.field === 'family' ? 'family' : 'game';
        // the row of the last game the problem is about (the one to change), else the round's first row
        const named = list.filter(
          (i) => text(table, i, 'game') !== '' && (p.about ?? []).includes(text(table, i, 'game')),
        );
        const at = named.length ? named[named.length - 1] : list[0];
        problems.push(cellProblem(table, at, col, `round ${round}: ${p.message}`, p.fix ?? 'correct the game list'));
      }
      continue;
    }
    rounds.set(round, {
      round,
      games: checked.value.map((g) => g.name),
      platforms: list.map((i) => text(table, i, 'platform')),
    });
  }
  return { rounds, problems };
}

// The Categories tab: the M20 prize categories' knock-out, one row per category match (semi-finals SF1 = 1-4
// and SF2 = 2-3, then the final F), or one row per category without matches saying why. Written by the
// Individual ranking action (draw, scores, final, winners); organizers type the game results (results.ts
// notation, from player 1's side, plain text with a dropdown, as on the round tabs).
import type { Cell, Workbook } from '../../../workbook';
import type { Dropdown, SheetProblem, TabSpec, WriteBlock } from '../../../plan';
import type { TableDef, Table } from '../../../tabs/table';
import {
  cellProblem as locate,
  dataRows,
  intCell,
  get,
  readTable,
  tableBlock,
  tabSpec,
  text,
  type CellStyle,
} from '../../../tabs/table';
import { RESULT_CHOICES } from '../../../tabs/results';
import { CATEGORY_LABELS, PRIZE_CATEGORIES, type PrizeCategory } from '../../../../engine/mochalunt/individual/prizes';

const CATEGORIES_TAB = 'Categories';
export const CATEGORY_GAME_KEYS = ['game1', 'game2', 'game3', 'game4'] as const;
export type CategoryMatchId = 'SF1' | 'SF2' | 'F';
const CATEGORY_MATCH_IDS: readonly CategoryMatchId[] = ['SF1', 'SF2', 'F'];

export const CATEGORIES_TABLE: TableDef = {
  tab: CATEGORIES_TAB,
  frozenRows: 1,
  banding: false,
  columns: [
    {
      key: 'category',
      header: 'category',
      required: true,
      width: 90,
      numberFormat: '@',
      note: 'M20: under 18, 18-64, over 65, woman, man, non-binary',
    },
    {
      key: 'match',
      header: 'match',
      required: true,
      width: 50,
      numberFormat: '@',
      note: 'SF1 = 1-4, SF2 = 2-3 (semi-finals), F (final); blank: no matches (see note)',
    },
    {
      key: 'round',
      header: 'round',
      required: false,
      width: 50,
      note: 'the round the match is played in (semi-finals: the second-to-last round, final: the last)',
    },
    {
      key: 'player1',
      header: 'player 1',
      required: true,
      width: 150,
      numberFormat: '@',
      note: 'the better-ranked player (chooses 3 of the 5 games)',
    },
    { key: 'team1', header: 'team 1', required: false, width: 120, numberFormat: '@' },
    { key: 'player2', header: 'player 2', required: true, width: 150, numberFormat: '@' },
    { key: 'team2', header: 'team 2', required: false, width: 120, numberFormat: '@' },
    {
      key: 'game1',
      header: 'game 1',
      required: true,
      width: 70,
      numberFormat: '@',
      note: "the result from player 1's side: 1-0, 0-1, ½-½ (or =), + forfeit win, - forfeit loss, 0-0 not played",
    },
    { key: 'game2', header: 'game 2', required: true, width: 70, numberFormat: '@' },
    { key: 'game3', header: 'game 3', required: true, width: 70, numberFormat: '@' },
    { key: 'game4', header: 'game 4', required: true, width: 70, numberFormat: '@' },
    {
      key: 'score1',
      header: 'score 1',
      required: false,
      width: 60,
      note: 'M15 game points, written by Individual ranking',
    },
    { key: 'score2', header: 'score 2', required: false, width: 60 },
    {
      key: 'winner',
      header: 'winner',
      required: false,
      width: 150,
      numberFormat: '@',
      note: 'M20: more game points; level: player 1',
    },
    {
      key: 'note',
      header: 'note',
      required: false,
      width: 320,
      numberFormat: '@',
      note: 'the draw, a level match, why a category has no matches',
    },
  ],
};

/** A row of the Categories tab as read. */
export interface CategoryLine {
  /** 0-based grid row */
  readonly at: number;
  readonly category: PrizeCategory;
  /** null: the category's "no matches" row */
  readonly match: CategoryMatchId | null;
  readonly round: number | null;
  readonly player1: string;
  readonly team1: string;
  readonly player2: string;
  readonly team2: string;
  /** the result cells as typed */
  readonly results: string[];
  readonly note: string;
}

interface CategoriesRead {
  readonly table: Table;
  readonly lines: CategoryLine[];
}

const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const LABEL_OF = new Map<string, PrizeCategory>(
  PRIZE_CATEGORIES.flatMap(
    (c) =>
      [
        [key(CATEGORY_LABELS[c]), c],
        [key(c), c],
      ] as [string, PrizeCategory][],
  ),
);

/** A category cell ("woman", "18-64", "Non-binary") as a category; null when it is none. */
function parseCategory(s: string): PrizeCategory | null {
  return LABEL_OF.get(key(s)) ?? null;
}

/** Reads the Categories tab; null (no problem) when it does not exist. Unknown categories, match ids and a match typed twice are problems. */
export function readCategories(book: Workbook): { tab: CategoriesRead | null; problems: SheetProblem[] } {
  if (book.read(CATEGORIES_TAB) === null) return { tab: null, problems: [] };
  const { table, problems } = readTable(book, CATEGORIES_TABLE);
  if (!table || problems.length) return { tab: null, problems };
  const lines: CategoryLine[] = [];
  const seen = new Set<string>();
  const labels = PRIZE_CATEGORIES.map((c) => CATEGORY_LABELS[c]).join(', ');
  for (const i of dataRows(table)) {
    const cat = parseCategory(text(table, i, 'category'));
    const cellProblem = (k: string, message: string, fix: string): SheetProblem => locate(table, i, k, message, fix);
    if (cat === null) {
      problems.push(
        cellProblem(
          'category',
          `"${text(table, i, 'category')}" is not a prize category`,
          `type one of ${labels}, or clear the row`,
        ),
      );
      continue;
    }
    const m = text(table, i, 'match').toUpperCase();
    const match =
      m === '' ? null : (CATEGORY_MATCH_IDS as readonly string[]).includes(m) ? (m as CategoryMatchId) : undefined;
    if (match === undefined) {
      problems.push(
        cellProblem(
          'match',
          `"${text(table, i, 'match')}" is not a category match`,
          'type SF1, SF2 or F (or leave it blank on the row of a category without matches)',
        ),
      );
      continue;
    }
    const id = `${cat}/${match ?? ''}`;
    if (seen.has(id)) {
      problems.push(
        cellProblem(
          'match',
          `${CATEGORY_LABELS[cat]} ${match ?? '(no matches)'} is listed twice`,
          'delete one of the two rows',
        ),
      );
      continue;
    }
    seen.add(id);
    const r = intCell(get(table, i, 'round'));
    lines.push({
      at: i,
      category: cat,
      match,
      round: r === null || isNaN(r) ? null : r,
      player1: text(table, i, 'player1'),
      team1: text(table, i, 'team1'),
      player2: text(table, i, 'player2'),
      team2: text(table, i, 'team2'),
      results: CATEGORY_GAME_KEYS.map((k) => text(table, i, k)),
      note: text(table, i, 'note'),
    });
  }
  return { tab: { table, lines }, problems };
}

/** A row of the Categories tab to write, by column key, with its winner marked. */
export interface CategoryRow {
  readonly cells: Readonly<Partial<Record<string, Cell>>>;
  /** the row is a match with both players: its result cells get the dropdown */
  readonly playable: boolean;
  /** the winner column is filled */
  readonly decided: boolean;
}

const RESULTS: Dropdown = { values: RESULT_CHOICES };

/** The Categories tab's new content as one block from row 2 (one call per attribute), and the tab when it is new. */
export function categoriesBlock(
  existing: Table | null,
  rows: readonly CategoryRow[],
): { newTab: TabSpec | null; block: WriteBlock } {
  const style = (i: number, k: string | undefined): CellStyle => {
    const row = rows[i];
    if (!row) return {};
    const resultCell = k !== undefined && k.startsWith('game');
    const winner = k === 'winner' && row.decided;
    return {
      bold: winner || k === 'category',
      background: winner ? '#d9ead3' : row.cells.match === 'F' ? '#e8f0fe' : '#ffffff',
      numberFormat: resultCell ? '@' : undefined,
      dropdown: resultCell && row.playable ? RESULTS : null,
    };
  };
  return {
    newTab: existing ? null : { ...tabSpec(CATEGORIES_TABLE), formatRows: 1 },
    block: tableBlock(
      CATEGORIES_TABLE,
      existing,
      rows.map((r) => r.cells),
      style,
      { dropdowns: true },
    ),
  };
}

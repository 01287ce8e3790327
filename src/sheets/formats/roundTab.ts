// The round tab of a two-player format ("R1", "R2", ...; Swiss and league, individual and team), written by
// Pair next round, completed with results by organizers, scored by Score round:
//   match | board | first | second | result | points 1 | points 2 | first colour | reason | override
// (override: an organizer's reason for a pairing typed over the add-on's, twoPlayer/typedPairings.ts)
// Individual events: one row per game (match 1, 2, ...). Team events (L5): a match row (board blank: the two
// teams, their points) and under it four board rows (board Abalone, Checkers, Quoridor, Octi: the players,
// the result, the player who takes the colour that moves first, drawn per L5). A bye row: match "bye", first
// the entrant, points 1 its points (L2: 1 or 3 in a Swiss, L3: 0 in a league). A T5 play-off entrant without
// a game: match "waits". Results are plain text with a dropdown (tabs/results.ts notation, first's side).
import type { Cell, Workbook } from '../workbook';
import { cellText } from '../workbook';
import type { Dropdown, TabSpec, WriteBlock, SheetProblem } from '../plan';
import type { ColumnDef, Table, TableDef } from '../tabs/table';
import { get, nameText, readTable, tableBlock, tabSpec, text, type CellStyle } from '../tabs/table';
import { RESULT_CHOICES, parseResult } from '../tabs/results';
import { rowsText, type RecordSpec } from '../tabs/roundRecord';
import { MINDLAB_BOARDS } from '../../engine/mindlab/team';
import type { TabLayout } from '../layout';
import { roundLayout } from '../tabs/roundLayout';

export const roundTabName = (round: number): string => `R${round}`;
export const BYE = 'bye';
/** T5: a perfect-score entrant without a game in a play-off round (odd number) */
export const WAITS = 'waits';

const COLUMNS: readonly ColumnDef[] = [
  {
    key: 'match',
    header: 'match',
    required: true,
    width: 44,
    numberFormat: '@',
    note: '1, 2, ... ("bye": no game; "waits": T5 play-off without a game)',
  },
  {
    key: 'board',
    header: 'board',
    required: false,
    width: 72,
    numberFormat: '@',
    note: 'team events (L5): blank on the team-match row; Abalone, Checkers, Quoridor, Octi under it',
  },
  {
    key: 'first',
    header: 'first',
    required: true,
    width: 130,
    wrap: true,
    numberFormat: '@',
    note: 'the better-ranked (Swiss) or the first named of the Berger table (league)',
  },
  { key: 'second', header: 'second', required: true, width: 130, wrap: true, numberFormat: '@' },
  {
    key: 'result',
    header: 'result',
    required: true,
    width: 52,
    numberFormat: '@',
    note: "from first's side: 1-0, 0-1, ½-½ (or =), + forfeit win, - forfeit loss, 0-0 not played",
  },
  {
    key: 'points1',
    header: 'points 1',
    required: true,
    width: 56,
    note: "L1: 1, ½, 0 (L5: a team's sum over the four boards); written by Score round",
  },
  { key: 'points2', header: 'points 2', required: true, width: 56 },
  {
    key: 'colour',
    header: 'first colour',
    required: false,
    width: 160,
    numberFormat: '@',
    note: 'L5: the player who takes the colour that moves first, drawn each round',
  },
  {
    key: 'reason',
    header: 'reason',
    required: false,
    width: 340,
    numberFormat: '@',
    note: 'why this pairing (L2, L3, L4, L6 d, T5)',
  },
  {
    key: 'override',
    header: 'override',
    required: false,
    width: 200,
    numberFormat: '@',
    note: "organizers: a pairing changed on purpose (names typed over the add-on's on this row): type why here; the row is then taken as typed and listed on the Overview",
  },
];

export function roundTable(round: number, team: boolean): TableDef {
  return {
    tab: roundTabName(round),
    columns: team ? COLUMNS : COLUMNS.filter((c) => c.key !== 'board' && c.key !== 'colour'),
    frozenRows: 1,
  };
}

export interface BoardLine {
  readonly at: number;
  /** 0..3: MINDLAB_BOARDS */
  readonly board: number;
  readonly first: string;
  readonly second: string;
  readonly result: string;
  readonly points1: number | null;
  readonly points2: number | null;
}

export interface MatchLine {
  readonly at: number;
  readonly id: string;
  readonly first: string;
  readonly second: string;
  /** individual events: the result cell; team events: blank */
  readonly result: string;
  readonly points1: number | null;
  readonly points2: number | null;
  readonly reason: string;
  /** team events: the four boards */
  readonly boards: BoardLine[];
}

export interface TwoPlayerRound {
  readonly round: number;
  readonly table: Table;
  readonly matches: MatchLine[];
  readonly byes: { readonly at: number; readonly entrant: string; readonly points: number | null }[];
  readonly waiting: string[];
  /** some result typed */
  readonly hasResults: boolean;
  /** Score round done: every match (and board) has its points */
  readonly scored: boolean;
}

const num = (v: Cell): number | null => {
  const s = cellText(v).replace('½', '.5');
  if (s === '') return null;
  const n = typeof v === 'number' ? v : Number(s);
  return isNaN(n) ? null : n;
};

/** Reads a round tab; null (no problem) when there is none. */
export function readTwoPlayerRound(
  book: Workbook,
  round: number,
  team: boolean,
): { tab: TwoPlayerRound | null; problems: SheetProblem[] } {
  if (book.read(roundTabName(round)) === null) return { tab: null, problems: [] };
  const { table, problems } = readTable(book, roundTable(round, team));
  if (!table || problems.length) return { tab: null, problems };
  const matches: MatchLine[] = [];
  const byes: TwoPlayerRound['byes'][number][] = [];
  const waiting: string[] = [];
  let current: MatchLine | null = null;
  for (let i = 1; i < table.grid.length; i++) {
    const id = text(table, i, 'match');
    const board = team ? text(table, i, 'board') : '';
    if (id === '' && board === '' && text(table, i, 'first') === '') continue;
    if (id.toLowerCase() === BYE) {
      byes.push({ at: i, entrant: nameText(table, i, 'first'), points: num(get(table, i, 'points1')) });
      current = null;
      continue;
    }
    if (id.toLowerCase() === WAITS) {
      waiting.push(nameText(table, i, 'first'));
      current = null;
      continue;
    }
    const line = {
      first: nameText(table, i, 'first'),
      second: nameText(table, i, 'second'),
      result: text(table, i, 'result'),
      points1: num(get(table, i, 'points1')),
      points2: num(get(table, i, 'points2')),
    };
    if (board !== '' && current) {
      const b = MINDLAB_BOARDS.findIndex((g) => g.toLowerCase() === board.toLowerCase());
      current.boards.push({ at: i, board: b >= 0 ? b : current.boards.length, ...line });
      continue;
    }
    current = { at: i, id, ...line, reason: text(table, i, 'reason'), boards: [] };
    matches.push(current);
  }
  const cells = team ? matches.flatMap((m) => m.boards) : matches;
  const hasResults = cells.some((c) => c.result !== '');
  const scored =
    (matches.length > 0 || byes.length > 0) &&
    [...matches, ...cells].every((c) => c.points1 !== null && c.points2 !== null);
  return { tab: { round, table, matches, byes, waiting, hasResults, scored }, problems };
}

/** The existing round tabs R1, R2, ... by round number. */
export function roundNumbers(book: Workbook): number[] {
  return book
    .tabNames()
    .map((n) => /^R(\d+)$/.exec(n))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => Number(m[1]))
    .sort((a, b) => a - b);
}

/** A row to write, by column key; `kind` chooses bold, background and the result dropdown. */
export type RowOut = Partial<Record<string, Cell>> & { readonly kind: 'match' | 'board' | 'game' | 'bye' };

const RESULTS: Dropdown = { values: RESULT_CHOICES };

/**
 * A whole round tab as one block from row 2 over every column of the tab (unknown columns keep their
 * values), blank rows over the old content below; and the tab to create when it does not exist.
 */
export function roundOut(
  def: TableDef,
  existing: Table | null,
  rows: readonly RowOut[],
): { newTab: TabSpec | null; block: WriteBlock } {
  // a cell's style depends only on its row's kind and whether it is the result: each made once, for every such cell
  const made = new Map<string, CellStyle>();
  const style = (i: number, k: string | undefined): CellStyle => {
    const kind = rows[i]?.kind;
    const result = k === 'result';
    const key = `${kind} ${result}`;
    const known = made.get(key);
    if (known) return known;
    const s: CellStyle = {
      bold: kind === 'match',
      background: kind === 'match' ? '#e8f0fe' : kind === 'bye' ? '#fff2cc' : '#ffffff',
      dropdown: result && (kind === 'board' || kind === 'game') ? RESULTS : null,
    };
    made.set(key, s);
    return s;
  };
  return {
    newTab: existing ? null : { ...tabSpec(def), formatRows: 1 },
    block: tableBlock(def, existing, rows, style, { dropdowns: true }),
  };
}

/** The round tab's look: results coloured, the reason (and first-colour) columns grouped, team events' boards grouped under their match. */
export function twoPlayerRoundLayout(
  def: TableDef,
  existing: Table | null,
  rows: readonly RowOut[],
  team: boolean,
): TabLayout {
  return roundLayout({
    def,
    existing,
    height: Math.max(rows.length, existing ? existing.grid.length - 1 : 0, 1),
    results: ['result'],
    guard: team ? ['board'] : ['first', 'second'],
    // the organizers' columns, apart from the public ones in one group that collapses
    technical: team ? ['colour', 'reason', 'override'] : ['reason', 'override'],
    boardRows: team ? rows.map((r, i) => (r.kind === 'board' ? i : -1)).filter((i) => i >= 0) : undefined,
  });
}

/** What a Swiss or league round tab records (roundRecord.ts): ids, entrants, boards' players and colours; results on game and board rows. */
export function twoPlayerRecord(team: boolean): RecordSpec {
  return {
    keys: team ? ['match', 'board', 'first', 'second', 'result', 'colour'] : ['match', 'first', 'second', 'result'],
    ids: team ? ['match', 'board', 'first'] : ['match', 'first'],
    results: (kind) => (kind === 'game' || kind === 'board' ? ['result'] : []),
    isResult: (t) => t !== '' && parseResult(t) !== null,
    describe: (r, c) =>
      r.kind === 'bye'
        ? c('match') === BYE
          ? `the bye (${c('first')})`
          : `the wait of ${c('first')} (T5, L6 d)`
        : `${r.kind === 'board' ? `the ${c('board')} board of match` : r.kind === 'game' ? 'game' : 'match'} ${c('match')} (${c('first')} v ${c('second')})`,
    resultsGo: (r, record) => {
      const boards = rowsText(record, (x) => x.kind === 'board' && x.cells[0] === r.cells[0]);
      return r.kind === 'match' && boards ? `on its board rows (${boards})` : 'on the row of its game';
    },
  };
}

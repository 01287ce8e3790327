// A round tab ("R1" ... "R8"): written by the add-on, completed with results by organizers.
// Match rows (board blank): match id, the two teams, the games of the match (over the result columns),
// team scores and main points, the pairing's reason and the M21 deadlines. Board rows under them: board,
// the two players, one result cell per game (results.ts notation), the M14 first-move deciders, scores.
// A bye row: match "bye", team 1 the team with the bye.
// Organizers' columns at the end: `extension (days)` and `extension reason` extend a team match's deadlines
// (on its match row) or one board's round deadline (on the board row); see roundExtension.ts. Last, `reported`:
// what the results form's reports say on each board row (src/sheets/resultReports.ts; not in the pairing's record);
// then `override`: the organizers' reason for a pairing changed on purpose (formats/mochalunt/overrides.ts).
import type { Cell, Workbook } from '../workbook';
import { cellText } from '../workbook';
import type { Dropdown, SheetProblem, TabSpec, WriteBlock } from '../plan';
import type { TableDef, Table } from './table';
import { cellProblem, get, instantCell, intCell, readTable, tableBlock, tabSpec, text, type CellStyle } from './table';
import { formatInstant, parseInstant, type RoundCalendar } from '../../engine/mochalunt/calendar';
import { RESULT_CHOICES, parseResult } from './results';
import { rowsText, type RecordSpec } from './roundRecord';
import { readExtension } from './roundExtension';
import type { Extension } from '../../engine/mochalunt/calendar';
import type { TabLayout } from '../layout';
import { roundLayout } from './roundLayout';

export const roundTabName = (round: number): string => `R${round}`;
export const BYE = 'bye';
/** The player cell of the side that forfeited a whole team match (no line-up, M13). */
export const FORFEIT_PLAYER = '(forfeit)';
export const GAME_KEYS = ['game1', 'game2', 'game3', 'game4'] as const;

const time = (key: string, header: string, note: string) => ({
  key,
  header,
  aliases: [header.replace(/ \(UTC\)$/, '')],
  required: false,
  numberFormat: '@',
  width: 130,
  note,
});

export const ROUND_COLUMNS: TableDef['columns'] = [
  {
    key: 'match',
    header: 'match',
    required: true,
    width: 44,
    numberFormat: '@',
    note: 'team match: 1, 2, ... (QF1.. SF1.. F in the knock-out); "bye"',
  },
  {
    key: 'board',
    header: 'board',
    required: true,
    width: 40,
    note: 'blank on the team-match row; 1, 2, ... on its individual matches',
  },
  {
    key: 'team1',
    header: 'team 1',
    required: true,
    width: 86,
    wrap: true,
    numberFormat: '@',
    note: 'the better-ranked team (M7, M14)',
  },
  { key: 'team2', header: 'team 2', required: true, width: 86, wrap: true, numberFormat: '@' },
  { key: 'player1', header: 'player 1', required: true, width: 90, wrap: true, numberFormat: '@' },
  { key: 'player2', header: 'player 2', required: true, width: 90, wrap: true, numberFormat: '@' },
  {
    key: 'game1',
    header: 'game 1',
    required: true,
    width: 44,
    wrap: true,
    numberFormat: '@',
    note: "team-match row: the game; board rows: the result from player 1's side: 1-0, 0-1, ½-½ (or =), + forfeit win, - forfeit loss, 0-0 or blank not played",
  },
  { key: 'game2', header: 'game 2', required: true, width: 44, wrap: true, numberFormat: '@' },
  { key: 'game3', header: 'game 3', required: true, width: 44, wrap: true, numberFormat: '@' },
  { key: 'game4', header: 'game 4', required: true, width: 44, wrap: true, numberFormat: '@' },
  {
    key: 'firstMove',
    header: 'first move',
    required: false,
    width: 80,
    wrap: true,
    numberFormat: '@',
    note: 'M14: who decides the first move in which games',
  },
  {
    key: 'score1',
    header: 'score 1',
    required: false,
    width: 40,
    wrap: true,
    note: 'M15, M17: written by Score round',
  },
  { key: 'score2', header: 'score 2', required: false, width: 40, wrap: true },
  {
    key: 'points1',
    header: 'points 1',
    required: false,
    width: 44,
    wrap: true,
    note: 'M17 main score, written by Score round',
  },
  { key: 'points2', header: 'points 2', required: false, width: 44, wrap: true },
  {
    key: 'reason',
    header: 'reason',
    required: false,
    width: 300,
    numberFormat: '@',
    note: 'why this pairing; line-up notes (M13)',
  },
  time('published', 'published (UTC)', 'M21: when the team pairings were published'),
  time('lineupsDue', 'line-ups due (UTC)', 'M21, M13'),
  time('changesDue', 'changes due (UTC)', 'M21, M10, M12: reductions and agreed changes'),
  time('gamesDue', 'games due (UTC)', 'M21, M7: game choice (rounds with 5 games)'),
  time('roundEnds', 'round ends (UTC)', 'M21, M16: unreported matches end 0-0'),
  time('appointment', 'default appointment (UTC)', 'M21: where no appointment is agreed'),
  {
    key: 'extensionDays',
    header: 'extension (days)',
    required: false,
    width: 80,
    note: "organizers: extends this team match's deadlines (match row) or this board's round deadline (board row) by whole days, 1 to 30 (M21, M13, M7, M16)",
  },
  {
    key: 'extensionReason',
    header: 'extension reason',
    required: false,
    width: 220,
    numberFormat: '@',
    note: 'organizers: why the deadline is extended (shown with the deadlines)',
  },
  {
    key: 'reported',
    header: 'reported',
    required: false,
    width: 300,
    numberFormat: '@',
    note: "written by the results form: agreed (the results above came from both sides' reports), waiting for the opponent, or in dispute (the organizers decide)",
  },
  {
    key: 'override',
    header: 'override',
    required: false,
    width: 220,
    numberFormat: '@',
    note: "organizers: a pairing changed on purpose (teams typed over the add-on's on a match row, players on a board row): type why here; the row is then kept as typed, even when paired again, and listed on the Overview",
  },
];

function roundTable(round: number): TableDef {
  return { tab: roundTabName(round), columns: ROUND_COLUMNS, frozenRows: 1 };
}

export interface BoardLine {
  readonly at: number;
  readonly board: number;
  readonly player1: string;
  readonly player2: string;
  /** the result cells as typed */
  readonly results: string[];
  readonly firstMove: string;
  /** organizers' extension of this board's round deadline (M16), or null */
  readonly extension: Extension | null;
  /** the organizers' reason for players typed over the add-on's on purpose, or '' */
  readonly override: string;
}

export interface MatchLine {
  readonly at: number;
  readonly id: string;
  readonly team1: string;
  readonly team2: string;
  /** the game names on the match row */
  readonly games: string[];
  readonly reason: string;
  readonly score1: number | null;
  readonly score2: number | null;
  readonly points1: number | null;
  readonly points2: number | null;
  /** the calendar written on the match row (M21), without the extension */
  readonly calendar: RoundCalendar | null;
  /** organizers' extension of this team match's deadlines, or null */
  readonly extension: Extension | null;
  /** the organizers' reason for teams typed over the add-on's on purpose, or '' */
  readonly override: string;
  readonly boards: BoardLine[];
}

export interface RoundTab {
  readonly round: number;
  readonly table: Table;
  readonly matches: MatchLine[];
  readonly bye: { team: string; reason: string; at: number; points: number | null } | null;
  readonly published: number | null;
  /** individual matches written (Pair individual matches done) */
  readonly individual: boolean;
  /** some result typed (forfeit boards excepted) */
  readonly hasResults: boolean;
  /** Score round done: every team match has its points */
  readonly scored: boolean;
  /** last grid row used (0-based) */
  readonly lastRow: number;
}

const num = (v: Cell): number | null => {
  const s = cellText(v);
  if (s === '') return null;
  const n = typeof v === 'number' ? v : Number(s);
  return isNaN(n) ? null : n;
};

/** Reads a round tab; null (no problem) when it does not exist. */
export function readRound(book: Workbook, round: number): { tab: RoundTab | null; problems: SheetProblem[] } {
  if (book.read(roundTabName(round)) === null) return { tab: null, problems: [] };
  const { table, problems } = readTable(book, roundTable(round));
  if (!table || problems.length) return { tab: null, problems };
  const matches: MatchLine[] = [];
  const extensionProblems: SheetProblem[] = [];
  const extensionAt = (i: number) => readExtension(table, i, extensionProblems);
  const overrideAt = (i: number) => (table.col.override === undefined ? '' : text(table, i, 'override'));
  let bye: RoundTab['bye'] = null;
  let lastRow = 0;
  let current: MatchLine | null = null;
  const t = (key: string) => (i: number) => instantCell(get(table, i, key), parseInstant);
  for (let i = 1; i < table.grid.length; i++) {
    const id = text(table, i, 'match');
    const boardText = text(table, i, 'board');
    if (id === '' && boardText === '' && text(table, i, 'team1') === '' && text(table, i, 'player1') === '') continue;
    lastRow = i;
    if (id.toLowerCase() === BYE) {
      bye = {
        team: text(table, i, 'team1'),
        reason: text(table, i, 'reason'),
        at: i,
        points: num(get(table, i, 'points1')),
      };
      current = null;
      continue;
    }
    if (boardText === '') {
      const published = t('published')(i);
      const due = (k: string) => {
        const v = t(k)(i);
        return v === null || isNaN(v) ? null : v;
      };
      const calendar: RoundCalendar | null =
        published !== null && !isNaN(published)
          ? {
              published,
              lineupsDue: due('lineupsDue') ?? published,
              changesDue: due('changesDue') ?? published,
              gameChoiceDue: due('gamesDue'),
              roundEnds: due('roundEnds') ?? published,
              defaultAppointment: due('appointment') ?? published,
            }
          : null;
      current = {
        at: i,
        id,
        team1: text(table, i, 'team1'),
        team2: text(table, i, 'team2'),
        games: GAME_KEYS.map((k) => text(table, i, k)),
        reason: text(table, i, 'reason'),
        score1: num(get(table, i, 'score1')),
        score2: num(get(table, i, 'score2')),
        points1: num(get(table, i, 'points1')),
        points2: num(get(table, i, 'points2')),
        calendar,
        extension: extensionAt(i),
        override: overrideAt(i),
        boards: [],
      };
      matches.push(current);
      continue;
    }
    if (!current) continue;
    const board = intCell(get(table, i, 'board'));
    current.boards.push({
      at: i,
      board: board === null || isNaN(board) ? current.boards.length + 1 : board,
      player1: text(table, i, 'player1'),
      player2: text(table, i, 'player2'),
      results: GAME_KEYS.map((k) => text(table, i, k)),
      firstMove: text(table, i, 'firstMove'),
      extension: extensionAt(i),
      override: overrideAt(i),
    });
  }
  const individual = matches.some((m) => m.boards.length > 0);
  const hasResults = matches.some(
    (m) =>
      m.points1 !== null ||
      m.boards.some(
        (b) => b.player1 !== FORFEIT_PLAYER && b.player2 !== FORFEIT_PLAYER && b.results.some((r) => r !== ''),
      ),
  );
  const scored = matches.length > 0 && matches.every((m) => m.points1 !== null && m.points2 !== null);
  const published = matches.find((m) => m.calendar)?.calendar?.published ?? null;
  return {
    tab: { round, table, matches, bye, published, individual, hasResults, scored, lastRow },
    problems: [...problems, ...extensionProblems],
  };
}

/** A row of a round tab to write, by column key. */
export interface RoundRow {
  readonly kind: 'match' | 'board' | 'bye';
  /** column keys of cells to show bold / green (winners) */
  readonly bold?: readonly string[];
  readonly green?: readonly string[];
  /** cell values by column key */
  readonly [key: string]: unknown;
}

/** UTC time as written on the round tabs: 2024-01-15 18:00. */
export function utc(t: number | null): string {
  return t === null ? '' : formatInstant(t).slice(0, 16).replace('T', ' ');
}

/** The organizers' extension (and override) cells of a row, to write back unchanged when the add-on rewrites the tab. */
export function extensionCells(table: Table, at: number): Record<string, Cell> {
  const out: Record<string, Cell> = {};
  for (const k of ['extensionDays', 'extensionReason', 'override'])
    if (table.col[k] !== undefined) out[k] = get(table, at, k);
  return out;
}

export function calendarCells(c: RoundCalendar): Record<string, Cell> {
  return {
    published: utc(c.published),
    lineupsDue: utc(c.lineupsDue),
    changesDue: utc(c.changesDue),
    gamesDue: utc(c.gameChoiceDue),
    roundEnds: utc(c.roundEnds),
    appointment: utc(c.defaultAppointment),
  };
}

const RESULTS: Dropdown = { values: RESULT_CHOICES };

/**
 * The round tab's new content as one block from row 2 over every column of the tab (columns the add-on
 * does not know keep their values), padded with blank rows over the old content; plus the tab to create
 * when it does not exist. Formats, bold, backgrounds and the result dropdowns go per cell in the same block.
 */
export function roundBlock(
  round: number,
  existing: Table | null,
  rows: readonly RoundRow[],
): { newTab: TabSpec | null; block: WriteBlock } {
  const def = roundTable(round);
  const style = (i: number, k: string | undefined): CellStyle => {
    const row = rows[i];
    if (!row) return {};
    const resultCell = row.kind === 'board' && k !== undefined && k.startsWith('game');
    return {
      bold: row.kind === 'match' || (k !== undefined && row.bold?.includes(k)),
      background: k !== undefined && row.green?.includes(k) ? '#d9ead3' : row.kind === 'match' ? '#e8f0fe' : '#ffffff',
      numberFormat: resultCell ? '@' : undefined,
      dropdown: resultCell && row.player1 !== FORFEIT_PLAYER && row.player2 !== FORFEIT_PLAYER ? RESULTS : null,
    };
  };
  return {
    newTab: existing ? null : { ...tabSpec(def), formatRows: 1 },
    block: tableBlock(def, existing, rows as readonly Readonly<Partial<Record<string, Cell>>>[], style, {
      dropdowns: true,
    }),
  };
}

export function roundProblem(tab: RoundTab, i: number, key: string, message: string, fix: string): SheetProblem {
  return cellProblem(tab.table, i, key, message, fix);
}

/**
 * The round tab's look: game results coloured (win, draw, loss, forfeit, not reported), the organizers' columns
 * (reason, the M21 calendar, extensions, reported) in a collapsible column group, and with `groups` each match's boards in a row group.
 */
export function mochaluntRoundLayout(
  round: number,
  existing: Table | null,
  rows: readonly RoundRow[],
  groups: boolean,
): TabLayout {
  return roundLayout({
    def: roundTable(round),
    existing,
    height: Math.max(rows.length, existing ? existing.grid.length - 1 : 0, 1),
    results: GAME_KEYS,
    guard: ['board'],
    // the organizers' columns, apart from the public ones (match to points 2) in one group that collapses
    technical: [
      'reason',
      'published',
      'lineupsDue',
      'changesDue',
      'gamesDue',
      'roundEnds',
      'appointment',
      'extensionDays',
      'extensionReason',
      'reported',
      'override',
    ],
    boardRows: groups ? rows.map((r, i) => (r.kind === 'board' ? i : -1)).filter((i) => i >= 0) : undefined,
    // Pair individual matches writes the boards into the tab Pair next round made, under its colours, frozen
    // header and column group
    onPairedTab: groups && existing !== null,
  });
}

/** What a MOCHALUNT round tab records (roundRecord.ts): ids, teams, players, the games of each team match; results are the board rows' game cells. */
export const MOCHALUNT_RECORD: RecordSpec = {
  keys: ['match', 'board', 'team1', 'team2', 'player1', 'player2', ...GAME_KEYS],
  ids: ['match', 'board'],
  results: (kind) => (kind === 'board' ? GAME_KEYS : []),
  isResult: (t) => t !== '' && parseResult(t) !== null,
  describe: (r, c) =>
    r.kind === 'board'
      ? `board ${c('board')} of match ${c('match')} (${c('player1')} v ${c('player2')})`
      : r.kind === 'bye'
        ? `the bye (${c('team1')})`
        : `match ${c('match')} (${c('team1')} v ${c('team2')})`,
  resultsGo: (r, record) => {
    const id = r.cells[0];
    const boards = rowsText(record, (x) => x.kind === 'board' && x.cells[0] === id);
    return r.kind === 'match' && boards ? `on its board rows (${boards})` : 'on the row of its board';
  },
};

// The Line-ups tab: one row per team and round, filled by captains (line-up, strength, matches, games) and
// organizers (agreed, sent times); the add-on writes the check column. Set up lays out the rows team by
// team (rounds 1..8), so each captain's rows are one block that a protected range can cover. Once captains
// are set, a row is read only inside its own team's protected block (lineupBlocks.ts).
import type { Cell, Workbook } from '../workbook';
import type { SheetProblem, TabSpec, WriteBlock } from '../plan';
import { a1 } from '../plan';
import type { TableDef, Table } from './table';
import { cellProblem, dataRows, get, instantCell, intCell, missingTab, readTable, tabSpec, text } from './table';
import { closestName, findName } from '../../engine/mochalunt/lineup/names';
import { parseInstant } from '../../engine/mochalunt/calendar';
import type { TeamName } from '../../engine/core/ids';
import type { TeamRow } from './teams';
import { misplacedRow, placeBlocks, recordedBlocks, trustedRows } from './lineupBlocks';

export const LINEUPS_TAB = 'Line-ups';

export const LINEUPS_TABLE: TableDef = {
  tab: LINEUPS_TAB,
  columns: [
    { key: 'round', header: 'round', required: true, width: 60, note: 'written by Set up' },
    { key: 'team', header: 'team', required: true, width: 150, note: 'written by Set up' },
    {
      key: 'lineup',
      header: 'line-up',
      required: true,
      width: 320,
      numberFormat: '@',
      note: 'M8, captain: available players in priority order, then "/" and the players who play twice, e.g. Anna, Bruno, Carla, Dario / Bruno',
    },
    {
      key: 'strength',
      header: 'strength',
      required: false,
      width: 120,
      numberFormat: '@',
      note: 'M11, captain, optional: one number per player before "/", 1 = strongest, e.g. 3, 1, 2, 4',
    },
    {
      key: 'matches',
      header: 'matches',
      required: false,
      width: 70,
      note: 'M10, captain of the team with more available players, optional: the reduced number of individual matches',
    },
    {
      key: 'games',
      header: 'games',
      required: false,
      width: 220,
      numberFormat: '@',
      note: 'M7, rounds with 5 games: team 1 types its 3 games, team 2 its 4th, separated by commas',
    },
    {
      key: 'agreed',
      header: 'agreed',
      required: false,
      width: 220,
      numberFormat: '@',
      note: 'M12, organizers: boards both captains agreed to change, e.g. 2: Anna - Lars; 4: Bruno - Maria (team-1 player first)',
    },
    {
      key: 'sent',
      header: 'sent (UTC)',
      aliases: ['sent'],
      required: false,
      width: 130,
      numberFormat: '@',
      note: 'M13: when the line-up was sent, e.g. 2024-01-19 20:00; the add-on fills it at the first edit',
    },
    {
      key: 'gamesSent',
      header: 'games sent (UTC)',
      aliases: ['games sent'],
      required: false,
      width: 130,
      numberFormat: '@',
      note: 'M7: when the game choice was sent; the add-on fills it at the first edit',
    },
    {
      key: 'check',
      header: 'check',
      required: true,
      width: 360,
      note: 'written by the add-on: OK, or what to correct',
    },
  ],
};

export interface LineupRow {
  readonly at: number;
  readonly round: number;
  readonly team: TeamName;
  readonly lineup: string;
  readonly strength: string;
  /** M10 reduction; null blank; NaN not a whole number */
  readonly matches: number | null;
  readonly matchesText: string;
  readonly games: string[];
  readonly agreed: string;
  /** null blank (on time) */
  readonly sent: number | null;
  readonly gamesSent: number | null;
}

export interface LineupsRead {
  readonly rows: LineupRow[];
  readonly table: Table | null;
  /** problems of the tab itself (headers, round, team cells): row-level ones go to the check cells */
  readonly problems: SheetProblem[];
  /** row-level problems of the round/team/sent cells, by grid row */
  readonly rowProblems: Map<number, SheetProblem[]>;
}

export function readLineups(book: Workbook, teams: readonly TeamRow[]): LineupsRead {
  const { table, problems } = readTable(book, LINEUPS_TABLE);
  const rows: LineupRow[] = [];
  const rowProblems = new Map<number, SheetProblem[]>();
  if (!table) return { rows, table, problems, rowProblems };
  const names = teams.map((t) => t.name as string);
  const add = (i: number, p: SheetProblem) => rowProblems.set(i, [...(rowProblems.get(i) ?? []), p]);
  const seen = new Map<string, number>();
  // once captains are set: only rows inside their own team's recorded protected block are read
  const record = recordedBlocks(book);
  const place = record ? placeBlocks(table, record.blocks) : null;
  if (place) problems.push(...place.moved);
  if (record && !record.recorded) {
    problems.push({
      tab: LINEUPS_TAB,
      message:
        'captains are set, but which rows are protected for which team is not recorded (protections built by an earlier version), so no line-up can be trusted',
      fix: "run Captains and protections... (Save with nothing typed): it records each team's protected rows",
    });
  }
  for (const i of dataRows(table)) {
    if (place) {
      const block = place.owner.get(i + 1);
      if (!block || block.team.toLowerCase() !== text(table, i, 'team').toLowerCase()) {
        // moved rows, or no record: the tab's problem says it once; the row is not read
        const p = place.moved.length || !record?.recorded ? null : misplacedRow(table, i, block, place);
        if (p) add(i, p);
        continue;
      }
    }
    const round = intCell(get(table, i, 'round'));
    const typedTeam = text(table, i, 'team');
    if (round === null || isNaN(round) || round < 1) {
      add(
        i,
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
    const team = findName(typedTeam, names);
    if (team === undefined) {
      const c = closestName(typedTeam, names);
      add(
        i,
        cellProblem(
          table,
          i,
          'team',
          typedTeam === '' ? 'the team is empty' : `"${typedTeam}" is not a team of the Teams tab`,
          `${c !== undefined ? `did you mean ${c}? ` : ''}type the team's name as on the Teams tab`,
        ),
      );
      continue;
    }
    const key = `${round}\u0000${team}`;
    const twice = seen.get(key);
    if (twice !== undefined) {
      add(
        i,
        cellProblem(
          table,
          i,
          'round',
          `${team} already has a row for round ${round} (row ${twice + 1})`,
          `write the line-up in row ${twice + 1} and clear this row`,
        ),
      );
      continue;
    }
    seen.set(key, i);
    const sent = instantCell(get(table, i, 'sent'), parseInstant);
    if (sent !== null && isNaN(sent)) {
      add(
        i,
        cellProblem(
          table,
          i,
          'sent',
          `"${text(table, i, 'sent')}" is not a UTC date and time`,
          'type it as 2024-01-19 20:00 (UTC), or leave it blank',
        ),
      );
      continue;
    }
    const gamesSent = instantCell(get(table, i, 'gamesSent'), parseInstant);
    if (gamesSent !== null && isNaN(gamesSent)) {
      add(
        i,
        cellProblem(
          table,
          i,
          'gamesSent',
          `"${text(table, i, 'gamesSent')}" is not a UTC date and time`,
          'type it as 2024-01-21 20:00 (UTC), or leave it blank',
        ),
      );
      continue;
    }
    const matches = intCell(get(table, i, 'matches'));
    if (matches !== null && (isNaN(matches) || matches < 1)) {
      add(
        i,
        cellProblem(
          table,
          i,
          'matches',
          `"${text(table, i, 'matches')}" is not a number of matches`,
          'type a whole number of individual matches (M10), or leave it blank',
        ),
      );
      continue;
    }
    const gamesText = text(table, i, 'games');
    rows.push({
      at: i,
      round,
      team: team as TeamName,
      lineup: text(table, i, 'lineup'),
      strength: text(table, i, 'strength'),
      matches,
      matchesText: text(table, i, 'matches'),
      games:
        gamesText === ''
          ? []
          : gamesText
              .split(',')
              .map((g) => g.trim())
              .filter((g) => g !== ''),
      agreed: text(table, i, 'agreed'),
      sent,
      gamesSent,
    });
  }
  return { rows, table, problems, rowProblems };
}

/**
 * The skeleton rows Set up appends: rounds 1..n for each team that has no row yet, team by team. Only rows up
 * to `trusted` count (trustedRows: a team typed under them, where anyone may type, does not hold its place).
 */
function lineupSkeleton(
  t: Table | null,
  teams: readonly TeamRow[],
  rounds: number,
  trusted = Infinity,
): { teams: TeamName[]; rows: Cell[][] } {
  const have = new Set<string>();
  if (t) for (const i of dataRows(t)) if (i + 1 <= trusted) have.add(text(t, i, 'team').toLowerCase());
  const missing = teams.filter((x) => !have.has(x.name.toLowerCase())).map((x) => x.name);
  const rows: Cell[][] = [];
  for (const team of missing) for (let r = 1; r <= rounds; r++) rows.push([r, team]);
  return { teams: missing, rows };
}

/**
 * The Line-ups rows (rounds 1..n) of the teams that have none, appended under the last used row team by team,
 * so that each captain's rows are one block a protection can cover (Set up, and Pair next round for a team
 * typed since): the block, the tab itself when it is missing, the teams, and the problems of a Line-ups tab
 * that cannot be read (its header row) or looks renamed, when a team needs rows.
 */
export function missingLineupRows(
  book: Workbook,
  teams: readonly TeamRow[],
  rounds: number,
): { teams: TeamName[]; block: WriteBlock | null; newTab: TabSpec | null; problems: SheetProblem[] } {
  const none = { teams: [], block: null, newTab: null, problems: [] };
  if (teams.length === 0) return none;
  const existing = readTable(book, LINEUPS_TABLE);
  const t = existing.table;
  let newTab: TabSpec | null = null;
  if (!t) {
    const missing = missingTab(book, LINEUPS_TAB);
    if (missing.fix.startsWith('rename')) return { ...none, problems: [missing] };
    newTab = tabSpec(LINEUPS_TABLE);
  } else if (existing.problems.length > 0) {
    // rows are appended only to a tab that reads cleanly; without its team column nobody can tell who has rows
    return t.col.team === undefined || lineupSkeleton(t, teams, rounds).rows.length > 0
      ? { ...none, problems: existing.problems }
      : none;
  }
  const trusted = trustedRows(book);
  const sk = lineupSkeleton(t, teams, rounds, trusted);
  if (sk.rows.length === 0) return none;
  const col = t ? t.col : Object.fromEntries(LINEUPS_TABLE.columns.map((c, i) => [c.key, i]));
  const rc = col.round as number;
  const tc = col.team as number;
  const left = Math.min(rc, tc);
  const width = Math.abs(rc - tc) + 1;
  let lastUsed = 1;
  if (t)
    t.grid.forEach((r, i) => {
      if (i + 1 <= trusted && r.some((v) => String(v).trim() !== '')) lastUsed = i + 1;
    });
  const values: Cell[][] = sk.rows.map(([round, team]) => {
    const row: Cell[] = new Array<Cell>(width).fill('');
    row[rc - left] = round;
    row[tc - left] = team;
    return row;
  });
  return {
    teams: sk.teams,
    block: { tab: LINEUPS_TAB, row: lastUsed + 1, col: left + 1, values },
    newTab,
    problems: [],
  };
}

/** "Added Line-ups rows (rounds 1-8) for 2 teams: Fiji, Tonga." */
export function lineupRowsNote(teams: readonly string[], rounds: number): string {
  return `Added ${LINEUPS_TAB} rows (rounds 1-${rounds}) for ${teams.length} team${teams.length === 1 ? '' : 's'}: ${teams.join(', ')}.`;
}

/** The Line-ups columns captains and organizers type into: a formula there is never read as what it computes. */
const TYPED_COLUMNS = ['lineup', 'strength', 'matches', 'games', 'agreed'].map(
  (k) => LINEUPS_TABLE.columns.find((c) => c.key === k)?.header ?? k,
);

/**
 * M8, M13: the typed Line-ups cells that hold a formula (Range.getFormulas of the block at `top`, `left`, 1-based):
 * what it computes is never a line-up, nor a line-up not sent; each names its cell.
 */
export function lineupFormulaProblems(
  header: readonly Cell[],
  formulas: readonly (readonly string[])[],
  top: number,
  left: number,
): SheetProblem[] {
  const out: SheetProblem[] = [];
  formulas.forEach((line, i) =>
    line.forEach((f, j) => {
      const h = String(header[left + j - 1] ?? '')
        .trim()
        .toLowerCase();
      if (f === '' || top + i < 2 || !TYPED_COLUMNS.includes(h)) return;
      out.push({
        tab: LINEUPS_TAB,
        row: top + i,
        column: h,
        cell: a1(top + i, left + j),
        message: `the cell holds the formula ${f.length > 40 ? `${f.slice(0, 37)}...` : f}: a formula is never read as a ${h} (nor as one not sent, M13)`,
        fix: `clear the cell and type the ${h} as text`,
      });
    }),
  );
  return out;
}

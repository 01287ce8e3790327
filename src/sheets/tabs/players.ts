// The Players tab: player | team | joined round. Filled by organizers from the registration form; no e-mail
// addresses or phone numbers, and no age group or gender (the file is public): a player's M20 prize
// categories are kept in the private store (playerCategories.ts) and reach the planners through
// MochaluntInput.categories. A Players tab that still has an age group or gender column stops every action.
import { rosterForRound } from '../../engine/mochalunt/roster';
import type { Workbook } from '../workbook';
import type { SheetProblem } from '../plan';
import type { Table, TableDef } from './table';
import { cellProblem, dataRows, get, headerKey, intCell, readTable, text, listedTwice } from './table';
import { cellText, type Cell } from '../workbook';
import { a1 } from '../plan';
import { closestName, findName } from '../../engine/mochalunt/lineup/names';
import { duplicateKey, lookAlike, lookAlikeKey, notAName } from './cellText';
import { playerName, type PlayerName, type TeamName } from '../../engine/core/ids';
import type { AgeGroup, Gender } from '../../engine/mochalunt/individual/prizes';
import type { TeamRow } from './teams';

const PLAYERS_TAB = 'Players';
export const AGE_GROUPS: readonly { text: string; value: AgeGroup }[] = [
  { text: 'under 18', value: 'under18' },
  { text: '18-64', value: 'adult' },
  { text: 'over 65', value: 'over65' },
];
export const GENDERS: readonly { text: string; value: Gender }[] = [
  { text: 'woman', value: 'woman' },
  { text: 'man', value: 'man' },
  { text: 'non-binary', value: 'nonBinary' },
];

export const PLAYERS_TABLE: TableDef = {
  tab: PLAYERS_TAB,
  banding: true,
  columns: [
    { key: 'player', header: 'player', required: true, width: 180, note: 'as the captains write it in line-ups' },
    { key: 'team', header: 'team', required: true, width: 160, note: 'a team of the Teams tab' },
    {
      key: 'joined',
      header: 'joined round',
      required: false,
      width: 90,
      note: 'M1: first round the player may play (blank: 1)',
    },
  ],
};

export interface PlayerRow {
  readonly name: PlayerName;
  readonly team: TeamName;
  /** M20, from the private store (withCategories in season.ts); null as read from the tab */
  readonly ageGroup: AgeGroup | null;
  readonly gender: Gender | null;
  readonly joined: number;
  readonly at: number;
}

/** Headers of personal data the public Players tab must not hold (M20 categories are kept privately). */
const PRIVATE_HEADERS = ['age group', 'age', 'gender'];

/** The problem of a Players column of age groups or genders (older workbooks had them): nothing runs until it is gone. */
function privateColumns(grid: readonly (readonly Cell[])[]): SheetProblem[] {
  const header = grid[0] ?? [];
  const out: SheetProblem[] = [];
  header.forEach((h, j) => {
    const name = cellText(h);
    if (!PRIVATE_HEADERS.map(headerKey).includes(headerKey(name))) return;
    out.push({
      tab: PLAYERS_TAB,
      row: 1,
      column: name,
      cell: a1(1, j + 1),
      message: `the "${name}" column is personal data, and the file is public (M20 prize categories are kept privately)`,
      fix: 'type each player\'s categories in Captains and protections as a line "Player Name: over 65, woman", then delete this column',
    });
  });
  return out;
}

export function readPlayers(
  book: Workbook,
  teams: readonly TeamRow[],
  refusedTeams: readonly string[] = [],
): { players: PlayerRow[]; problems: SheetProblem[]; table: Table | null } {
  const { table, problems } = readTable(book, PLAYERS_TABLE);
  if (table) problems.push(...privateColumns(table.grid));
  if (!table || problems.some((p) => p.row === 1)) return { players: [], problems, table: null };
  const players: PlayerRow[] = [];
  const seen = new Map<string, number>();
  const byLook = new Map<string, number>();
  const teamNames = teams.map((t) => t.name as string);
  for (const i of dataRows(table)) {
    const name = text(table, i, 'player');
    const typedTeam = text(table, i, 'team');
    if (name === '') {
      // a cell blanked by the reading (formula-looking text) has its problem already
      if (!problems.some((p) => p.row === i + 1))
        problems.push(
          cellProblem(table, i, 'player', 'the player name is empty', "type the player's name, or clear the whole row"),
        );
      continue;
    }
    const bad = notAName(get(table, i, 'player'), 'player name');
    if (bad) {
      if (!bad.reported) problems.push(cellProblem(table, i, 'player', bad.message, bad.fix));
      continue;
    }
    if (/[,/;]/.test(name)) {
      problems.push(
        cellProblem(
          table,
          i,
          'player',
          `"${name}" holds "${/[,/;]/.exec(name)?.[0]}", which line-ups use to separate names (M8)`,
          'type the name without commas, slashes or semicolons',
        ),
      );
      continue;
    }
    const twice = seen.get(duplicateKey(name));
    if (twice !== undefined) {
      const first = text(table, twice, 'player');
      problems.push(
        cellProblem(
          table,
          i,
          'player',
          listedTwice(name, first, twice),
          'list each player once; if two players share a name, add an initial to one of them',
        ),
      );
      continue;
    }
    seen.set(duplicateKey(name), i);
    const looks = byLook.get(lookAlikeKey(name));
    if (looks !== undefined) {
      const l = lookAlike(name, text(table, looks, 'player'), looks, 'player');
      problems.push(cellProblem(table, i, 'player', l.message, l.fix));
      continue;
    }
    byLook.set(lookAlikeKey(name), i);
    const team = findName(typedTeam, teamNames);
    // the team's own row is reported (or the Teams tab could not be read): no second problem here
    if (team === undefined && (teamNames.length === 0 || findName(typedTeam, refusedTeams) !== undefined)) continue;
    if (team === undefined) {
      const c = closestName(typedTeam, teamNames);
      problems.push(
        cellProblem(
          table,
          i,
          'team',
          typedTeam === '' ? `${name} has no team` : `"${typedTeam}" is not a team of the Teams tab`,
          `${c !== undefined ? `did you mean ${c}? ` : ''}type a team of the Teams tab${teamNames.length ? ` (${teamNames.slice(0, 6).join(', ')}${teamNames.length > 6 ? ', ...' : ''})` : ''}`,
        ),
      );
      continue;
    }
    const joined = intCell(get(table, i, 'joined'));
    if (joined !== null && (isNaN(joined) || joined < 1)) {
      problems.push(
        cellProblem(
          table,
          i,
          'joined',
          `"${text(table, i, 'joined')}" is not a round number`,
          'type the first round the player may play, e.g. 3, or leave it blank',
        ),
      );
      continue;
    }
    players.push({
      name: playerName(name),
      team: team as TeamName,
      ageGroup: null,
      gender: null,
      joined: joined ?? 1,
      at: i,
    });
  }
  return { players, problems, table };
}

/** The roster of a team for a round (M1: players who joined by then), in the Players tab's order. */
export function rosterOf(players: readonly PlayerRow[], team: TeamName, round: number): PlayerName[] {
  return rosterForRound(players, team, round);
}

// Add registered players: the rows of the Registrations tab (what the registration form with the questions name
// and team writes to its responses tab, or pasted by the organizers) become Players rows,
// after the organizer confirms. Duplicates (a name already on the Players tab, or registered twice) and unknown
// teams are reported in the response's `added` cell and the summary, never added. A response marked
// `added ...` is not read again, so the same click twice gives the same sheet.
// A player registering once the season has started may play from the next round to pair (M1: joined round).
// The tab is part of the public file: an age group or gender column (M20 categories are kept privately, typed
// in Captains and protections) or a cell holding contact data stops the action, nothing added.
import type { Cell } from '../../workbook';
import type { SheetProblem, WriteBlock } from '../../plan';
import { emptyPlan, describeProblems, columnLetter } from '../../plan';
import type { Planner } from '../planner';
import type { TableDef } from '../../tabs/table';
import { dataRows, readTable, text } from '../../tabs/table';
import { readTeams } from '../../tabs/teams';
import { PLAYERS_TABLE, readPlayers } from '../../tabs/players';
import { privacyProblems } from '../../privacy';
import { closestName, findName, nameKey } from '../../../engine/mochalunt/lineup/names';
import { loadSeason, lastPairedRound } from '../../season';

export const REGISTRATIONS_TAB = 'Registrations';

const REGISTRATIONS_TABLE: TableDef = {
  tab: REGISTRATIONS_TAB,
  columns: [
    { key: 'timestamp', header: 'Timestamp', required: false, width: 150 },
    { key: 'name', header: 'name', aliases: ['player', 'full name', 'your name'], required: true, width: 180 },
    { key: 'team', header: 'team', aliases: ['country', 'national team'], required: true, width: 150 },
    { key: 'added', header: 'added', required: false, width: 300, note: 'written by Add registered players' },
  ],
};

/** Registrations columns of age groups or genders: personal data the public file must not hold (M20). */
function personalColumns(header: readonly Cell[]): SheetProblem[] {
  return header.flatMap((h, j) =>
    /^(age( group)?|gender)$/i.test(String(h).trim())
      ? [
          {
            tab: REGISTRATIONS_TAB,
            row: 1,
            column: String(h).trim(),
            cell: `${columnLetter(j + 1)}1`,
            message: `the "${String(h).trim()}" column is personal data, and the file is public (M20 prize categories are kept privately)`,
            fix: 'type each player\'s categories in Captains and protections as a line "Player Name: over 65, woman", then delete this column',
          },
        ]
      : [],
  );
}

interface Verdict {
  readonly at: number;
  readonly status: string;
  readonly row: Cell[] | null;
  readonly name: string;
}

export const addRegistrations: Planner = (book, input) => {
  const plan = emptyPlan('addRegistrations', 'Add registered players');
  const { table, problems } = readTable(book, REGISTRATIONS_TABLE);
  if (!table) {
    const p: SheetProblem = {
      tab: REGISTRATIONS_TAB,
      message: 'there is no Registrations tab',
      fix: 'name the registration form\'s responses tab "Registrations" (columns name and team), or create it and paste the registrations',
    };
    return { ...plan, problems: [p], summary: describeProblems([p]) };
  }
  problems.push(...personalColumns(table.grid[0]), ...privacyProblems(book, [REGISTRATIONS_TAB]));
  if (problems.length) return { ...plan, problems, summary: describeProblems(problems) };
  const teams = readTeams(book);
  const players = readPlayers(book, teams.teams);
  const players0 = readTable(book, PLAYERS_TABLE).table;
  const blocking = [...teams.problems, ...players.problems];
  if (blocking.length || !players0) return { ...plan, problems: blocking, summary: describeProblems(blocking) };
  const teamNames = teams.teams.map((t) => t.name as string);
  const season = loadSeason(book);
  const next = lastPairedRound(season) + 1;
  const known = new Map(players.players.map((p) => [nameKey(p.name), p]));
  // the first response of each name, whatever its status: a later one is "registered twice" on every click
  const firstResponse = new Map<string, number>();
  for (const i of dataRows(table)) {
    const k = nameKey(text(table, i, 'name'));
    if (k !== '' && !firstResponse.has(k)) firstResponse.set(k, i);
  }
  const verdicts: Verdict[] = [];
  for (const i of dataRows(table)) {
    if (/^added\b/i.test(text(table, i, 'added'))) continue;
    const name = text(table, i, 'name').replace(/\s+/g, ' ');
    const typedTeam = text(table, i, 'team');
    const no = (why: string): void => {
      verdicts.push({ at: i, status: `not added: ${why}`, row: null, name });
    };
    if (name === '') {
      no('the name is empty');
      continue;
    }
    if (/^[=+@]/.test(name)) {
      no(`"${name}" starts with "${name[0]}"`);
      continue;
    }
    const team = findName(typedTeam, teamNames);
    if (team === undefined) {
      const c = closestName(typedTeam, teamNames);
      no(
        `"${typedTeam}" is not a team of the Teams tab${c !== undefined ? ` (did you mean ${c}?)` : ''}; correct it here or add the team, then run Add registered players again`,
      );
      continue;
    }
    const twice = firstResponse.get(nameKey(name));
    if (twice !== undefined && twice !== i) {
      no(`${name} registered twice (also in row ${twice + 1})`);
      continue;
    }
    const already = known.get(nameKey(name));
    if (already) {
      no(`${already.name} is already on the Players tab (row ${already.at + 1}, ${already.team})`);
      continue;
    }
    const row: Cell[] = new Array<Cell>(players0.width).fill('');
    const put = (key: string, v: Cell) => {
      const c = players0.col[key];
      if (c !== undefined) row[c] = v;
    };
    put('player', name);
    put('team', team);
    put('joined', next > 1 ? next : '');
    verdicts.push({ at: i, status: '', row, name });
  }
  const rows = dataRows(players0);
  const firstFree = (rows.length ? rows[rows.length - 1] : 0) + 1; // 0-based grid row
  const added = verdicts.filter((v) => v.row !== null);
  const refused = verdicts.filter((v) => v.row === null);
  const blocks: WriteBlock[] = [];
  if (added.length) {
    blocks.push({ tab: PLAYERS_TABLE.tab, row: firstFree + 1, col: 1, values: added.map((v) => v.row as Cell[]) });
  }
  const lastHeader = table.grid[0].reduce<number>((last, h, c) => (String(h).trim() !== '' ? c : last), -1);
  const statusCol = table.col.added ?? lastHeader + 1;
  if (table.col.added === undefined && verdicts.length)
    blocks.push({ tab: REGISTRATIONS_TAB, row: 1, col: statusCol + 1, values: [['added']] });
  // every verdict in one block of the status column (one write and one snapshot read whatever their number);
  // the rows between them keep what they hold
  if (verdicts.length) {
    const status = new Map<number, string>();
    added.forEach((v, k) => status.set(v.at, `added to Players (row ${firstFree + k + 1})`));
    for (const v of refused) status.set(v.at, v.status);
    const first = Math.min(...status.keys());
    const last = Math.max(...status.keys());
    const values: Cell[][] = [];
    for (let i = first; i <= last; i++) values.push([status.get(i) ?? table.grid[i]?.[statusCol] ?? '']);
    blocks.push({ tab: REGISTRATIONS_TAB, row: first + 1, col: statusCol + 1, values, numberFormat: '@' });
  }
  const warnings = refused.map(
    (v) => `${REGISTRATIONS_TAB} row ${v.at + 1}${v.name ? ` (${v.name})` : ''}: ${v.status}`,
  );
  const summary = [
    added.length
      ? `${added.length} player${added.length === 1 ? '' : 's'} to add to the Players tab${next > 1 ? ` (playing from round ${next}, M1)` : ''}: ${added.map((v) => `${v.name} (${text(table, v.at, 'team')})`).join(', ')}.`
      : 'No new registration to add.',
    ...(refused.length
      ? [`${refused.length} registration${refused.length === 1 ? '' : 's'} not added (see the "added" column):`]
      : []),
  ].join('\n');
  const needsConfirmation =
    added.length && !input.confirmed
      ? `Add these ${added.length} player${added.length === 1 ? '' : 's'} to the Players tab?`
      : undefined;
  return { ...plan, blocks, summary, warnings, needsConfirmation };
};

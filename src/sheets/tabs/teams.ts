// The Teams tab: team | seed | status. Filled by organizers; the seed orders the M2 start groups.
import type { Workbook } from '../workbook';
import type { SheetProblem } from '../plan';
import type { TableDef, Table } from './table';
import { cellProblem, dataRows, get, intCell, readTable, text, listedTwice } from './table';
import { duplicateKey, lookAlike, lookAlikeKey, notAName } from './cellText';
import { teamName, type TeamName } from '../../engine/core/ids';

const TEAMS_TAB = 'Teams';
const TEAM_STATUSES = ['active', 'withdrawn'] as const;

export const TEAMS_TABLE: TableDef = {
  tab: TEAMS_TAB,
  banding: true,
  columns: [
    { key: 'team', header: 'team', required: true, width: 180, note: "the team's name, e.g. Italy" },
    {
      key: 'seed',
      header: 'seed',
      required: true,
      width: 60,
      note: 'M2: initial seeding, 1 = strongest; the top half starts with 3 points',
    },
    {
      key: 'status',
      header: 'status',
      required: false,
      width: 90,
      dropdown: { values: TEAM_STATUSES },
      note: 'active (blank) or withdrawn',
    },
  ],
};

export interface TeamRow {
  readonly name: TeamName;
  readonly seed: number;
  readonly active: boolean;
  /** 0-based grid row (sheet row - 1) */
  readonly at: number;
}

/** Reads the Teams tab; `refused` names the teams whose row has a problem (their players are not reported again). */
export function readTeams(book: Workbook): {
  teams: TeamRow[];
  table: Table | null;
  problems: SheetProblem[];
  refused: string[];
} {
  const { table, problems } = readTable(book, TEAMS_TABLE);
  // a missing or doubled header: its problem alone (not one per row)
  if (!table || problems.some((p) => p.row === 1)) return { teams: [], table, problems, refused: [] };
  const refused: string[] = [];
  const teams: TeamRow[] = [];
  const byKey = new Map<string, number>();
  const byLook = new Map<string, number>();
  const bySeed = new Map<number, number>();
  for (const i of dataRows(table)) {
    const name = text(table, i, 'team');
    if (name === '') {
      // a cell blanked by the reading (formula-looking text) has its problem already
      if (!problems.some((p) => p.row === i + 1))
        problems.push(
          cellProblem(table, i, 'team', 'the team name is empty', "type the team's name, or clear the whole row"),
        );
      continue;
    }
    const bad = notAName(get(table, i, 'team'), 'team name');
    if (bad) {
      if (!bad.reported) problems.push(cellProblem(table, i, 'team', bad.message, bad.fix));
      continue;
    }
    const k = duplicateKey(name);
    const twice = byKey.get(k);
    if (twice !== undefined) {
      const first = text(table, twice, 'team');
      problems.push(
        cellProblem(
          table,
          i,
          'team',
          listedTwice(name, first, twice),
          'list each team once: delete this row or correct the name',
        ),
      );
      continue;
    }
    byKey.set(k, i);
    const looks = byLook.get(lookAlikeKey(name));
    if (looks !== undefined) {
      const l = lookAlike(name, text(table, looks, 'team'), looks, 'team');
      problems.push(cellProblem(table, i, 'team', l.message, l.fix));
      continue;
    }
    byLook.set(lookAlikeKey(name), i);
    const seed = intCell(get(table, i, 'seed'));
    if (seed === null || isNaN(seed) || seed < 1) {
      problems.push(
        cellProblem(
          table,
          i,
          'seed',
          `the seed of ${name} is "${text(table, i, 'seed')}", not a whole number from 1 up`,
          "type the team's initial seeding position, e.g. 1 for the strongest",
        ),
      );
      refused.push(name);
      continue;
    }
    const sameSeed = bySeed.get(seed);
    if (sameSeed !== undefined) {
      problems.push(
        cellProblem(
          table,
          i,
          'seed',
          `seed ${seed} is given twice (also in row ${sameSeed + 1})`,
          'give each team a different seed',
        ),
      );
      refused.push(name);
      continue;
    }
    bySeed.set(seed, i);
    const status = text(table, i, 'status').toLowerCase();
    if (status !== '' && !(TEAM_STATUSES as readonly string[]).includes(status)) {
      problems.push(
        cellProblem(
          table,
          i,
          'status',
          `"${text(table, i, 'status')}" is not a status`,
          'type active, withdrawn, or leave it blank',
        ),
      );
      refused.push(name);
      continue;
    }
    teams.push({ name: teamName(name), seed, active: status !== 'withdrawn', at: i });
  }
  teams.sort((a, b) => a.seed - b.seed);
  return { teams, table, problems, refused };
}

// Set up tournament: creates the missing tabs with headers, formats and dropdowns, and appends the
// Line-ups rows (rounds 1..n) of teams that have none. Never changes a cell that holds data.
import type { Cell } from '../../workbook';
import type { Plan, SheetProblem, TabSpec, WriteBlock } from '../../plan';
import { emptyPlan, describeProblems } from '../../plan';
import type { Planner } from '../planner';
import type { TableDef } from '../../tabs/table';
import { readTable, tabSpec, missingTab } from '../../tabs/table';
import { SETTINGS_TABLE, settingsRows, readSettings } from '../../tabs/settings';
import { TEAMS_TABLE, readTeams } from '../../tabs/teams';
import { PLAYERS_TABLE } from '../../tabs/players';
import { GAMES_TABLE } from '../../tabs/games';
import { LINEUPS_TABLE, lineupSkeleton } from '../../tabs/lineups';
import { STANDINGS_TABLE, INDIVIDUAL_TABLE } from '../../tabs/output';
import { defaultSheetRemoval } from '../../layout';
import { utcChange } from '../../timeZone';

export const INPUT_TABLES: readonly TableDef[] = [SETTINGS_TABLE, TEAMS_TABLE, PLAYERS_TABLE, GAMES_TABLE, LINEUPS_TABLE];
export const OUTPUT_TABLES: readonly TableDef[] = [STANDINGS_TABLE, INDIVIDUAL_TABLE];

export const setUp: Planner = (book) => {
  const plan = emptyPlan('setUp', 'Set up tournament');
  const problems: SheetProblem[] = [];
  const newTabs: TabSpec[] = [];
  const names = book.tabNames();
  for (const def of [...INPUT_TABLES, ...OUTPUT_TABLES]) {
    if (names.includes(def.tab)) continue;
    const missing = missingTab(book, def.tab);
    if (missing.fix.startsWith('rename')) { problems.push(missing); continue; }
    newTabs.push(tabSpec(def, def === SETTINGS_TABLE ? settingsRows() : undefined));
  }
  if (problems.length) return { ...plan, problems, summary: describeProblems(problems) };
  const blocks: WriteBlock[] = [];
  const notes: string[] = [];
  // Line-up rows for teams that have none (only when the Teams tab reads cleanly).
  const teams = readTeams(book);
  const settings = readSettings(book).settings;
  if (teams.table && teams.problems.length === 0 && teams.teams.length > 0) {
    const existing = readTable(book, LINEUPS_TABLE);
    if (!existing.table || existing.problems.length === 0) {
      const t = existing.table;
      const rounds = settings.phase1Rounds + settings.phase2Rounds;
      const sk = lineupSkeleton(t, teams.teams, rounds);
      if (sk.rows.length > 0) {
        const col = t ? t.col : Object.fromEntries(LINEUPS_TABLE.columns.map((c, i) => [c.key, i]));
        const rc = col.round as number;
        const tc = col.team as number;
        const left = Math.min(rc, tc);
        const width = Math.abs(rc - tc) + 1;
        let lastUsed = 1;
        if (t) t.grid.forEach((r, i) => { if (r.some((v) => String(v).trim() !== '')) lastUsed = i + 1; });
        const values: Cell[][] = sk.rows.map(([round, team]) => {
          const row: Cell[] = new Array(width).fill('');
          row[rc - left] = round;
          row[tc - left] = team;
          return row;
        });
        blocks.push({ tab: LINEUPS_TABLE.tab, row: lastUsed + 1, col: left + 1, values });
        notes.push(`added Line-ups rows (rounds 1-${rounds}) for ${sk.teams.length} team${sk.teams.length === 1 ? '' : 's'}: ${sk.teams.join(', ')}`);
      }
    }
  }
  const created = newTabs.map((t) => t.name);
  const summary = [
    created.length ? `Created tabs: ${created.join(', ')}.` : 'Every tab is already there.',
    ...notes.map((n) => `${n[0].toUpperCase()}${n.slice(1)}.`),
    'No existing data was changed.',
  ].join('\n');
  // the empty default sheet of a new spreadsheet goes once the tournament's tabs exist; the zone becomes UTC
  const utc = utcChange(book);
  const out: Plan = {
    ...plan, newTabs, blocks, summary, layout: defaultSheetRemoval(book),
    ...(utc ? { timeZone: utc.timeZone, warnings: [...plan.warnings, utc.warning] } : {}),
  };
  return out;
};

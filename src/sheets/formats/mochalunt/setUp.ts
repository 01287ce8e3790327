// Set up tournament: creates the missing tabs with headers, formats and dropdowns, appends the Settings keys of
// MOCHALUNT a Settings tab lacks (a workbook switched from another format), and the Line-ups rows (rounds 1..n)
// of teams that have none (Pair next round adds them too, for teams typed since).
// Never changes a cell that holds data. The registry adds the first Overview and what to type next.
import type { SheetProblem, TabSpec, WriteBlock } from '../../plan';
import { emptyPlan, describeProblems } from '../../plan';
import type { Planner } from '../planner';
import type { MochaluntPlan } from './planner';
import type { TableDef } from '../../tabs/table';
import { tabSpec, missingTab } from '../../tabs/table';
import { SETTINGS_TABLE, MOCHALUNT_SETTINGS, settingsRows, readSettings } from '../../tabs/settings';
import { TEAMS_TABLE, readTeams } from '../../tabs/teams';
import { PLAYERS_TABLE } from '../../tabs/players';
import { GAMES_TABLE } from '../../tabs/games';
import { LINEUPS_TABLE, lineupRowsNote, missingLineupRows } from '../../tabs/lineups';
import { STANDINGS_TABLE, INDIVIDUAL_TABLE } from './tabs/output';
import { defaultSheetRemoval } from '../../layout';
import { utcChange } from '../../timeZone';
import { appendedSettings } from '../setUp';
import { formatSettingsRows, readFormatSettings } from '../settings';

const INPUT_TABLES: readonly TableDef[] = [SETTINGS_TABLE, TEAMS_TABLE, PLAYERS_TABLE, GAMES_TABLE, LINEUPS_TABLE];
const OUTPUT_TABLES: readonly TableDef[] = [STANDINGS_TABLE, INDIVIDUAL_TABLE];

export const setUp: Planner = (book) => {
  const plan = emptyPlan('setUp', 'Set up tournament');
  const problems: SheetProblem[] = [];
  const newTabs: TabSpec[] = [];
  const names = book.tabNames();
  for (const def of [...INPUT_TABLES, ...OUTPUT_TABLES]) {
    if (names.includes(def.tab)) continue;
    const missing = missingTab(book, def.tab);
    if (missing.fix.startsWith('rename')) {
      problems.push(missing);
      continue;
    }
    newTabs.push(tabSpec(def, def === SETTINGS_TABLE ? settingsRows() : undefined));
  }
  if (problems.length) return { ...plan, problems, summary: describeProblems(problems) };
  const blocks: WriteBlock[] = [];
  const notes: string[] = [];
  // MOCHALUNT's keys a Settings tab lacks (a workbook switched from another format, or without a format row)
  const lacking = formatSettingsRows(readFormatSettings(book).keys, MOCHALUNT_SETTINGS);
  const appended = appendedSettings(book, lacking);
  if (appended) {
    blocks.push(appended);
    notes.push(`Added settings: ${lacking.map((r) => r[0]).join(', ')}.`);
  }
  // Line-up rows for teams that have none (only when the Teams tab reads cleanly)
  const teams = readTeams(book);
  const settings = readSettings(book).settings;
  const rounds = settings.phase1Rounds + settings.phase2Rounds;
  const added = teams.table && teams.problems.length === 0 ? missingLineupRows(book, teams.teams, rounds) : null;
  if (added && added.block && added.problems.length === 0) {
    blocks.push(added.block);
    notes.push(lineupRowsNote(added.teams, rounds));
  }
  const created = newTabs.map((t) => t.name);
  const summary = [
    created.length ? `Created tabs: ${created.join(', ')}.` : 'Every tab is already there.',
    ...notes,
    'No existing data was changed.',
  ].join('\n');
  // the empty default sheet of a new spreadsheet goes once the tournament's tabs exist; the zone becomes UTC
  const utc = utcChange(book);
  const out: MochaluntPlan = {
    ...plan,
    newTabs,
    blocks,
    summary,
    layout: defaultSheetRemoval(book),
    ...(added?.block ? { lineupTeams: added.teams } : {}),
    ...(utc ? { timeZone: utc.timeZone, warnings: [...plan.warnings, utc.warning] } : {}),
  };
  return out;
};

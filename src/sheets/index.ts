// The sheets layer's public surface for the add-on and the command line.
export type { Cell, Workbook } from './workbook';
export { isDate, cellText, memoryWorkbook } from './workbook';
export { gasWorkbook } from './gasWorkbook';
export type { Plan, SheetProblem, TabSpec, ColumnSpec, WriteBlock, Dropdown } from './plan';
export { describeProblem, describeProblems, a1, columnLetter } from './plan';
export { applyPlan, snapshotBlocks, restoreSnapshot, asText, type Snapshot, type BlockSnapshot, type SnapshotCell } from './apply';
export { ACTIONS, type ActionName, type ActionInput, type Planner, exportSeason, type ExportedSeason } from './formats/mochalunt';
export { lineupBlocks, LINEUPS_TAB } from './tabs/lineups';
export { TEAMS_TAB } from './tabs/teams';
export { SETTINGS_TAB } from './tabs/settings';
export { roundTabName } from './tabs/round';

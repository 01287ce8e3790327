// onEdit (simple trigger): when someone types or pastes in rows of the Line-ups tab, write those rows' check
// cells (OK or the exact problem) and stamp their blank "sent" times. A simple trigger runs as the person
// editing, in AuthMode.LIMITED (https://developers.google.com/apps-script/guides/triggers#restrictions): for a
// captain the sent columns are protected (Captains and protections), so the stamp is refused there and left
// to the organizers (Check line-ups, the line-up log); the check cells, in the captain's own rows, are
// written. One read of the needed tabs (the Workbook caches each tab); a pasted block of rows is written as
// one block of check cells (and one block per run of stamped cells), never one write per row. A simple
// trigger must never throw: any error is logged and swallowed. No lock (a check cell is never part of an
// action's undo). In AuthMode.NONE (the add-on installed by this person but not used in this file:
// https://developers.google.com/workspace/add-ons/concepts/editor-auth-lifecycle#authorization_modes) it
// returns before touching any service: nothing of the file may be read then.
import { gasWorkbook, listedSheet } from '../workbook/gasWorkbook';
import { appendAllOrNothing } from '../forms/reportLog';
import { describeProblem, emptyPlan, type WriteBlock } from '../../sheets/plan';
import type { Cell, Workbook } from '../../sheets/workbook';
import { lineupCheck } from '../../sheets/formats/mochalunt/checkLineups';
import { LINEUPS_TAB, lineupFormulaProblems } from '../../sheets/tabs/lineups';

/** A paste over many rows checks at most this many rows (the rest: use "Check line-ups"). */
const MAX_ROWS_PER_EDIT = 50;

/**
 * Pair individual matches: the typed Line-ups cells that hold a formula, one line each naming its cell (M8, M13),
 * read with Range.getFormulas over the tab's values as `wb` read them, or null when none does.
 */
export function lineupFormulas(wb: Workbook): string | null {
  // the action's reading of the tab (the planner reads the same, once) and the formulas of the same range
  const values = wb.read(LINEUPS_TAB);
  const sheet = values ? listedSheet(wb, LINEUPS_TAB) : null;
  if (!values || !sheet) return null;
  const formulas = sheet.getRange(1, 1, values.length, values[0]?.length ?? 1).getFormulas();
  const found = lineupFormulaProblems(values[0] ?? [], formulas, 1, 1);
  return found.length ? found.map(describeProblem).join('\n') : null;
}

/** The parts of Apps Script's edit event this trigger uses. */
export interface EditEvent {
  readonly range?: GoogleAppsScript.Spreadsheet.Range;
  readonly authMode?: GoogleAppsScript.Script.AuthMode | string;
}

/** Blocks of one column over consecutive rows merged into one block (rows given in order). */
function mergeColumnRuns(cells: readonly { row: number; col: number; value: Cell }[], tab: string): WriteBlock[] {
  const out: WriteBlock[] = [];
  const byCol = new Map<number, { row: number; value: Cell }[]>();
  for (const c of cells) byCol.set(c.col, [...(byCol.get(c.col) ?? []), c]);
  for (const [col, list] of byCol) {
    let run: { row: number; value: Cell }[] = [];
    const flush = () => {
      if (run.length) out.push({ tab, row: run[0].row, col, values: run.map((c) => [c.value]), numberFormat: '@' });
      run = [];
    };
    for (const c of list.sort((a, b) => a.row - b.row)) {
      if (run.length && c.row !== run[run.length - 1].row + 1) flush();
      run.push(c);
    }
    flush();
  }
  return out;
}

export function handleEdit(e: EditEvent | undefined): void {
  if (e && String(e.authMode) === 'NONE') return;
  try {
    const range = e?.range;
    if (!range) return;
    const sheet = range.getSheet();
    if (sheet.getName() !== LINEUPS_TAB) return;
    const first = Math.max(2, range.getRow());
    const last = Math.min(range.getLastRow(), first + MAX_ROWS_PER_EDIT - 1);
    if (last < first) return;
    const book = sheet.getParent();
    const wb = gasWorkbook(book);
    const now = new Date();
    const checks: { row: number; col: number; value: Cell }[] = [];
    const stamps: { row: number; col: number; value: Cell }[] = [];
    for (let row = first; row <= last; row++) {
      const plan = lineupCheck(wb, { now, row });
      if (plan.problems.length > 0) continue;
      const checkBlock = plan.blocks[plan.blocks.length - 1];
      for (const b of plan.blocks)
        (b === checkBlock ? checks : stamps).push({ row: b.row, col: b.col, value: b.values[0][0] });
    }
    // M8, M13: a typed cell that holds a formula (Range.getFormulas,
    // https://developers.google.com/apps-script/reference/spreadsheet/range#getFormulas()) is refused in its check
    const formulas = lineupFormulaProblems(
      wb.read(LINEUPS_TAB)?.[0] ?? [],
      range.getFormulas(),
      range.getRow(),
      range.getColumn(),
    );
    for (const c of checks) {
      const mine = formulas.filter((p) => p.row === c.row);
      if (mine.length) c.value = mine.map(describeProblem).join('\n');
    }
    const checkBlocks = mergeColumnRuns(checks, LINEUPS_TAB);
    // the check cells all or nothing (reportLog.ts); the stamps after, on their own (a captain may not stamp)
    if (checkBlocks.length)
      appendAllOrNothing(book, { ...emptyPlan('lineupCheck', 'Line-up check'), blocks: checkBlocks }, null, []);
    const stampBlocks = mergeColumnRuns(stamps, LINEUPS_TAB);
    if (stampBlocks.length === 0) return;
    try {
      appendAllOrNothing(book, { ...emptyPlan('lineupCheck', 'Line-up stamps'), blocks: stampBlocks }, null, []);
    } catch (err) {
      // the sent cells are protected against this person (a captain): the organizers' side stamps them
      console.log(`MOCHALUNT onEdit: sent time not stamped: ${err instanceof Error ? err.message : String(err)}`);
    }
  } catch (err) {
    console.log(`MOCHALUNT onEdit: ${err instanceof Error ? err.message : String(err)}`);
  }
}

// onEdit (simple trigger): when a captain types in a row of the Line-ups tab, write that row's check cell
// (OK or the exact problem) and stamp its "sent" time at the first entry. One read of the needed tabs
// (the Workbook caches each tab), one write per block of the plan. A simple trigger must never throw:
// any error is logged and swallowed. No lock (a check cell is never part of an action's undo).
import { gasWorkbook } from '../sheets/gasWorkbook';
import { applyPlan } from '../sheets/apply';
import { lineupCheck } from '../sheets/actions/checkLineups';
import { LINEUPS_TAB } from '../sheets/tabs/lineups';

/** A paste over many rows checks at most this many rows (the rest: use "Check line-ups"). */
export const MAX_ROWS_PER_EDIT = 50;

/** The parts of Apps Script's edit event this trigger uses. */
export interface EditEvent {
  readonly range?: GoogleAppsScript.Spreadsheet.Range;
}

export function handleEdit(e: EditEvent | undefined): void {
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
    for (let row = first; row <= last; row++) {
      const plan = lineupCheck(wb, { now, row });
      if (plan.blocks.length > 0 && plan.problems.length === 0) applyPlan(book, plan);
    }
  } catch (err) {
    console.log(`MOCHALUNT onEdit: ${err instanceof Error ? err.message : String(err)}`);
  }
}

// Writes a Plan into a spreadsheet (Apps Script or the local service): the writer's logic over the write port
// (src/sheets/writePlan.ts: what to snapshot, write and put back), run over the spreadsheet through its adapter
// (gasPort.ts), with the action's view of its tabs (tabIndex.ts). applyPlan creates a plan's tabs, then writes
// its blocks, its layout and its time zone; snapshotBlocks reads what a plan will replace (for Undo, and to put
// everything back when a write fails halfway) and restoreSnapshot puts it back.
import type { TabValues } from '../../sheets/workbook';
import * as core from '../../sheets/writePlan';
import type { ApplyProgress, Snapshot, WrittenPlan } from '../../sheets/writePlan';
import { gasPort } from './gasPort';
import { TabIndex } from './tabIndex';

export { asText } from '../../sheets/writePlan';
export type { ApplyProgress, Snapshot } from '../../sheets/writePlan';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** Applies a plan that has no problems (writePlan.ts applyPlan). */
export function applyPlan(
  book: Spreadsheet,
  plan: WrittenPlan,
  progress: ApplyProgress = { blocks: 0 },
  tabs = new TabIndex(book),
): void {
  core.applyPlan(gasPort(book, tabs), plan, progress);
}

/** Reads what a plan's blocks will replace (writePlan.ts snapshotBlocks). */
export function snapshotBlocks(
  book: Spreadsheet,
  plan: WrittenPlan,
  tabs = new TabIndex(book),
  read?: (tab: string) => TabValues | undefined,
): Snapshot {
  return core.snapshotBlocks(gasPort(book, tabs), plan, read);
}

/** Puts back what a plan's blocks replaced (writePlan.ts restoreSnapshot); `tabs`: the action's view of its tabs. */
export function restoreSnapshot(
  book: Spreadsheet,
  snap: Snapshot,
  options: Parameters<typeof core.restoreSnapshot>[2] & { readonly tabs?: TabIndex } = {},
): void {
  core.restoreSnapshot(gasPort(book, options.tabs ?? new TabIndex(book)), snap, options);
}

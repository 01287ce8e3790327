// The Results log's rows of one report, all or nothing, and with the report's write. The rows are appended
// outside the report's undo step (Undo last action does not take history away); when a call fails while they
// are appended, what was appended is put back (snapshotBlocks/restoreSnapshot, as write.ts does) and, when the
// report had written the round tab, that write and its undo step are put back too (write.ts `written`): a
// report the log does not record leaves nothing (docs/decisions.md). A row that records a failed write
// (NOT WRITTEN) is history on purpose. onEdit writes its check cells, then its stamps, each block set this way.
import type { Plan } from '../../sheets/plan';
import { applyPlan, restoreSnapshot, snapshotBlocks, type ApplyProgress } from '../workbook/apply';
import { TabIndex } from '../workbook/tabIndex';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/**
 * Appends the log plan (`protect`, when given, protects its new tab like every tab made later); on a failure,
 * puts everything back and throws.
 */
export function appendAllOrNothing(
  ss: Spreadsheet,
  plan: Plan,
  protect: (() => void) | null,
  takeBack: readonly (() => void)[],
): void {
  const tabs = new TabIndex(ss);
  const snap = snapshotBlocks(ss, plan, tabs);
  const written: ApplyProgress = { blocks: 0, missing: snap.createdTabs };
  try {
    applyPlan(ss, plan, written, tabs);
    if (protect) protect();
  } catch (e) {
    restoreSnapshot(ss, snap, { blocks: written.blocks, shrink: true, tabs, onError: () => undefined });
    // the report's own writes, newest first
    for (const back of [...takeBack].reverse()) back();
    throw e;
  }
}

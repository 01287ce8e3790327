// Undo, all or nothing: putting back an undo step is itself a write that may fail halfway (Google's quotas,
// "Service invoked too many times ...": https://developers.google.com/apps-script/guides/services/quotas; a
// protection added meanwhile). Before it writes, Undo reads what it will replace (the cells of the step's
// blocks, as write.ts does for an action: snapshotBlocks); when a call fails while it puts back cells, the tabs
// it had put back or the time zone, it writes those cells back, deletes the tabs it had put back and sets the
// time zone again: the workbook is as before the click. Deleting the tabs the undone action had created comes
// last: one that fails is tried once more, so that Undo finishes rather than leave part of the action undone;
// what still fails is named. Plain code over the write port (writePort.ts): the add-on's Undo runs it over the
// spreadsheet (src/addon/undoAction.ts), the tests over the in-memory workbook.
import { restoreSnapshot, snapshotBlocks, type Snapshot } from './writePlan';
import { emptyPlan, type WriteBlock } from './plan';
import type { WritePort } from './writePort';
import { messageOf } from './writeAll';

/** What putting back `snap` did: null when it did everything, else what failed and whether the rest was kept as before. */
export type RestoreOutcome = null | {
  readonly failure: string;
  readonly rolledBack: boolean;
  readonly notRestored: readonly string[];
};

/** The blocks of a step as a plan's blocks (same places, same attributes), to read what Undo will replace. */
function blocksOf(snap: Snapshot): WriteBlock[] {
  return snap.blocks.map(
    (b) =>
      ({
        tab: b.tab,
        row: b.row,
        col: b.col,
        values: b.values,
        ...(b.numberFormats ? { numberFormat: '' } : {}),
        ...(b.fontWeights ? { fontWeights: '' } : {}),
        ...(b.backgrounds ? { backgrounds: '' } : {}),
        ...(b.rules || b.validations ? { validations: [] } : {}),
      }) as WriteBlock,
  );
}

/** Puts back an undo step, all or nothing (see the header). */
export function restoreAllOrNothing(port: WritePort, snap: Snapshot): RestoreOutcome {
  const now = snapshotBlocks(port, { ...emptyPlan('undo', snap.title), blocks: blocksOf(snap) });
  const inserted = (snap.removedTabs ?? []).filter((t) => !port.has(t));
  const zone = snap.timeZone ? port.timeZone() : null;
  try {
    restoreSnapshot(port, { ...snap, createdTabs: [] });
  } catch (e) {
    const notRestored: string[] = [];
    const onError = (what: string, err: unknown) => {
      notRestored.push(`${what} (${messageOf(err)})`);
    };
    restoreSnapshot(port, { ...now, createdTabs: inserted, removedTabs: [] }, { onError });
    if (zone && port.timeZone() !== zone)
      try {
        port.setTimeZone(zone);
      } catch (err) {
        onError(`the time zone ${zone}`, err);
      }
    return { failure: messageOf(e), rolledBack: notRestored.length === 0, notRestored };
  }
  const notRestored: string[] = [];
  for (const name of snap.createdTabs) {
    try {
      port.removeTab(name);
    } catch {
      try {
        port.removeTab(name);
      } catch (again) {
        notRestored.push(`the tab ${name} (${messageOf(again)})`);
      }
    }
  }
  return notRestored.length ? { failure: notRestored[0], rolledBack: false, notRestored } : null;
}

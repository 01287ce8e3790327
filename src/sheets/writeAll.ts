// All or nothing, over the write port (writePort.ts): the writing phase of every menu action. Before writing, it
// snapshots every cell the plan (and its undo step) will replace (writePlan.ts snapshotBlocks) and the layout it
// changes; then it writes the undo step and the plan. When a verb fails halfway (Google's quotas, "Service invoked
// too many times ...": https://developers.google.com/apps-script/guides/services/quotas; a protection added
// meanwhile), it puts back the layout, every cell it had changed (every block tried, last first: one that cannot
// be put back does not keep the others from being put back), shrinks the grids it had grown and deletes the tabs
// it had created; what it could not put back is named. What only a spreadsheet service has (the undo record's
// tab, the mark of an unfinished action, the tools' protections, the flush) comes in as hooks
// (src/addon/write.ts).
import type { Plan } from './plan';
import {
  applyPlan,
  restoreSnapshot,
  snapshotBlocks,
  type ApplyProgress,
  type Snapshot,
  type WrittenPlan,
} from './writePlan';
import type { TabValues } from './workbook';
import type { WritePort } from './writePort';

/** The write that records the undo step (written before the plan), and the tabs it creates, to hide. */
interface UndoStepWrite {
  readonly plan: WrittenPlan;
  readonly hide: readonly string[];
}

interface WriteHooks<E extends UndoStepWrite> {
  /** the values the plan was made from, under the same lock: not read again for the snapshot */
  readonly read?: (tab: string) => TabValues | undefined;
  /** the undo step that records `snap`, or null (not undoable) */
  readonly undoStep?: (snap: Snapshot, plan: Plan) => E | null;
  /** before the undo step's write: marks the action unfinished; returns what clears the mark */
  readonly mark?: (step: E, snap: Snapshot) => () => void;
  /** the tabs the plan (and its undo step) created, once written */
  readonly tabsCreated?: (tabs: readonly string[]) => void;
  /** commits the writes (before the mark is cleared, and after a rollback) */
  readonly flush?: () => void;
  /** once everything is written: what puts it all back (and its undo step), for a later step that fails */
  readonly written?: (takeBack: () => void) => void;
  /** a fresh view of the spreadsheet, for that later take-back */
  readonly reopen?: () => WritePort;
}

/** How a write ended: written, or put back (wholly, or but for what is named). */
type WriteResult =
  | { readonly status: 'written'; readonly snapshot: Snapshot }
  | { readonly status: 'rolled back'; readonly failure: string; readonly createdTabs: readonly string[] }
  | { readonly status: 'stopped'; readonly failure: string; readonly notRestored: readonly string[] };

export function messageOf(e: unknown): string {
  const m = typeof e === 'object' && e !== null && 'message' in e ? String(e.message) : String(e);
  return m.trim().replace(/[.\s]+$/, '');
}

/** What a failed write says (its title and text) once everything, or all but what is named, was put back. */
export function failedWriteText(
  label: string,
  r: Exclude<WriteResult, { status: 'written' }>,
): { title: string; text: string } {
  if (r.status === 'stopped')
    return {
      title: `${label}: stopped`,
      text: `${label} stopped: ${r.failure}. It put back what it had written except ${r.notRestored.join('; ')}: look at these cells before running it again.`,
    };
  const n = r.createdTabs.length;
  const tabs = n ? ` and the tab${n === 1 ? '' : 's'} it had created (${r.createdTabs.join(', ')}) deleted` : '';
  return {
    title: `${label}: nothing changed`,
    text: `${label} could not finish: ${r.failure}. Every cell it had changed was put back${tabs}: nothing was changed. Try again in a few minutes.`,
  };
}

/** Writes a plan without problems, all or nothing (see the header). */
export function writeAllOrNothing<E extends UndoStepWrite>(
  port: WritePort,
  plan: Plan,
  hooks: WriteHooks<E> = {},
): WriteResult {
  const snap = snapshotBlocks(port, plan, hooks.read);
  const entry = hooks.undoStep?.(snap, plan) ?? null;
  const entrySnap = entry ? snapshotBlocks(port, entry.plan, hooks.read) : null;
  const written: ApplyProgress = { blocks: 0, missing: snap.createdTabs };
  const entryWritten: ApplyProgress = { blocks: 0 };
  // the tab order, frozen rows, conditional colours and charts the plan's layout replaces
  const restoreLayout = port.captureLayout(plan.layout ?? []);
  let clearMark: (() => void) | null = null;
  try {
    if (entry) {
      clearMark = hooks.mark?.(entry, snap) ?? null;
      applyPlan(port, entry.plan, entryWritten);
      for (const tab of entry.hide) port.hideTab(tab);
    }
    applyPlan(port, plan, written);
    hooks.tabsCreated?.(snap.createdTabs.concat(entry ? entry.hide : []));
    hooks.flush?.();
    if (clearMark) clearMark();
    hooks.written?.(() => {
      restoreSnapshot(hooks.reopen?.() ?? port, snap, { shrink: true });
      if (entrySnap) restoreSnapshot(hooks.reopen?.() ?? port, entrySnap, { shrink: true });
    });
    return { status: 'written', snapshot: snap };
  } catch (e) {
    const failure = messageOf(e);
    const notRestored: string[] = [];
    const onError = (what: string, err: unknown) => {
      notRestored.push(`${what} (${messageOf(err)})`);
    };
    try {
      restoreLayout();
    } catch (err) {
      onError('the layout (tab order, charts, colours)', err);
    }
    restoreSnapshot(port, snap, { blocks: written.blocks, shrink: true, onError });
    if (entrySnap) restoreSnapshot(port, entrySnap, { blocks: entryWritten.blocks, shrink: true, onError });
    try {
      hooks.flush?.();
    } catch (again) {
      onError('flush', again);
    }
    // put back (or reported): the action is no longer unfinished
    if (clearMark)
      try {
        clearMark();
      } catch (again) {
        onError('the mark of an unfinished action', again);
      }
    return notRestored.length
      ? { status: 'stopped', failure, notRestored }
      : { status: 'rolled back', failure, createdTabs: snap.createdTabs };
  }
}

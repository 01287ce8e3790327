// All or nothing: the writing phase of every menu action. Before writing, it snapshots every cell the plan
// (and its undo step) will replace: values, number formats, font weights, backgrounds, dropdowns, and each
// tab's grid size; tabs the plan creates are noted. Then it marks the action unfinished (unfinished.ts),
// records the undo step (undo.ts), writes the plan, lets the format's tools protect the new tabs, flushes, and unmarks the action: an
// execution Google stops halfway (its 6-minute limit: no catch or finally runs) cannot put anything back
// itself, but leaves the mark, which stops every later action until Undo has put back what it wrote with
// that step, recorded before the plan's first write. When a call fails halfway and the action still runs
// (Google's quotas, "Service invoked too many times ...", a protection added meanwhile:
// https://developers.google.com/apps-script/guides/services/quotas), it puts back every cell it had changed,
// shrinks the grids it had grown and deletes the tabs it had created (with their protections), then says
// what failed and that nothing was changed.
import type { Plan } from '../sheets/plan';
import { applyPlan, restoreSnapshot, snapshotBlocks, type ApplyProgress } from './workbook/apply';
import { captureLayout } from './workbook/applyLayout';
import { listedSheet, readValues } from './workbook/gasWorkbook';
import type { Workbook } from '../sheets/workbook';
import { TabIndex } from './workbook/tabIndex';
import { inform } from './ui';
import { undoEntry } from './undo';
import { clearUnfinished, markUnfinished } from './unfinished';
import type { NeedsYouRecords } from '../sheets/needsYou/items';
import { withNeedsYou } from '../sheets/needsYou/tab';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

interface WriteOptions {
  /** the menu caption, for messages */
  readonly label: string;
  /** record an undo step */
  readonly undoable: boolean;
  /** the action's time (the undo step's time) */
  readonly now: Date;
  /** the tabs the plan (and its undo step) created, once written: the format's tools protect them (toolHooks.ts) */
  readonly tabsCreated?: (book: Spreadsheet, tabs: readonly string[]) => void;
  /** once everything is written: gets what puts it all back (and its undo step), for a later step that fails */
  readonly written?: (takeBack: () => void) => void;
  /** the reading the plan was made from, under the same lock: its listing of the tabs saves looking each up */
  readonly read?: Workbook;
  /** the organizers' Needs you tab, written with the plan (src/sheets/needsYou/): the reading and records it is made from */
  readonly needsYou?: { readonly reading: Workbook; readonly records: NeedsYouRecords };
}

function messageOf(e: unknown): string {
  const m = typeof e === 'object' && e !== null && 'message' in e ? String(e.message) : String(e);
  return m.trim().replace(/[.\s]+$/, '');
}

/** What a failed write says once everything was put back. */
function rolledBackMessage(label: string, failure: string, createdTabs: readonly string[] = []): string {
  const tabs = createdTabs.length
    ? ` and the tab${createdTabs.length === 1 ? '' : 's'} it had created (${createdTabs.join(', ')}) deleted`
    : '';
  return `${label} could not finish: ${failure}. Every cell it had changed was put back${tabs}: nothing was changed. Try again in a few minutes.`;
}

/**
 * Writes a plan without problems, all or nothing. Returns null when everything was written, else the message
 * shown (an alert) after putting everything back.
 */
export function writeAllOrNothing(book: Spreadsheet, given: Plan, options: WriteOptions): string | null {
  const n = options.needsYou;
  const plan = n ? withNeedsYou(given, n.reading, n.records, options.label, options.now) : given;
  // each tab looked up and each grid read once for the whole action (tabIndex.ts)
  const read = options.read;
  const tabs = new TabIndex(book, read ? (name) => listedSheet(read, name) : undefined);
  // the values as the reading has them (under the same lock, nothing written yet), else read
  const values = read ? (tab: string) => readValues(read, tab) : undefined;
  const snap = snapshotBlocks(book, plan, tabs, values);
  const entry = options.undoable ? undoEntry(book, snap, options.now, tabs, plan, values) : null;
  const entrySnap = entry ? snapshotBlocks(book, entry.plan, tabs, values) : null;
  const written: ApplyProgress = { blocks: 0, missing: snap.createdTabs };
  const entryWritten: ApplyProgress = { blocks: 0 };
  // the tab order, frozen rows, conditional colours and charts the plan's layout replaces (applyLayout.ts)
  const restoreLayout = captureLayout(book, plan.layout ?? [], tabs);
  let mark: GoogleAppsScript.Properties.Properties | null = null;
  try {
    if (entry) {
      mark = markUnfinished({ label: options.label, title: snap.title, at: entry.at, row: entry.row });
      applyPlan(book, entry.plan, entryWritten, tabs);
      for (const tab of entry.hide) tabs.get(tab)?.hideSheet();
    }
    applyPlan(book, plan, written, tabs);
    options.tabsCreated?.(book, snap.createdTabs.concat(entry ? entry.hide : []));
    SpreadsheetApp.flush();
    if (mark) clearUnfinished(mark);
    options.written?.(() => {
      restoreSnapshot(book, snap, { shrink: true, tabs: new TabIndex(book) });
      if (entrySnap) restoreSnapshot(book, entrySnap, { shrink: true, tabs: new TabIndex(book) });
    });
    return null;
  } catch (e) {
    const failure = messageOf(e);
    // every block is tried, last first: one that cannot be put back (its range became protected, so its
    // first write failed too) does not keep the others from being put back
    const notRestored: string[] = [];
    const onError = (what: string, err: unknown) => {
      notRestored.push(`${what} (${messageOf(err)})`);
    };
    try {
      restoreLayout();
    } catch (err) {
      onError('the layout (tab order, charts, colours)', err);
    }
    restoreSnapshot(book, snap, { blocks: written.blocks, shrink: true, onError, tabs });
    if (entrySnap) restoreSnapshot(book, entrySnap, { blocks: entryWritten.blocks, shrink: true, onError, tabs });
    try {
      SpreadsheetApp.flush();
    } catch (again) {
      onError('flush', again);
    }
    // put back (or reported): the action is no longer unfinished
    if (mark)
      try {
        clearUnfinished(mark);
      } catch (again) {
        onError('the mark of an unfinished action', again);
      }
    if (notRestored.length > 0) {
      const text = `${options.label} stopped: ${failure}. It put back what it had written except ${notRestored.join('; ')}: look at these cells before running it again.`;
      inform(`${options.label}: stopped`, text);
      return text;
    }
    const text = rolledBackMessage(options.label, failure, snap.createdTabs);
    inform(`${options.label}: nothing changed`, text);
    return text;
  }
}

// All or nothing: the writing phase of every menu action. Before writing, it snapshots every cell the plan
// (and its undo step) will replace: values, number formats, font weights, backgrounds, dropdowns, and each
// tab's grid size; tabs the plan creates are noted. Then it marks the action unfinished (unfinished.ts),
// records the undo step (src/sheets/undoRecord.ts), writes the plan, lets the format's tools protect the new tabs, flushes, and unmarks the action: an
// execution Google stops halfway (its 6-minute limit: no catch or finally runs) cannot put anything back
// itself, but leaves the mark, which stops every later action until Undo has put back what it wrote with
// that step, recorded before the plan's first write. When a call fails halfway and the action still runs
// (Google's quotas, "Service invoked too many times ...", a protection added meanwhile:
// https://developers.google.com/apps-script/guides/services/quotas), it puts back every cell it had changed,
// shrinks the grids it had grown and deletes the tabs it had created (with their protections), then says
// what failed and that nothing was changed.
// The logic is the sheets layer's (src/sheets/writeAll.ts, over the write port); this is its shell: the port over
// the spreadsheet (gasPort.ts), the undo record's tab, the mark, the tools' protections, the flush and the alert.
import type { Plan } from '../sheets/plan';
import { failedWriteText, writeAllOrNothing as writeThrough } from '../sheets/writeAll';
import { gasPort } from './workbook/gasPort';
import { listedSheet, readValues } from './workbook/gasWorkbook';
import type { Workbook } from '../sheets/workbook';
import { TabIndex } from './workbook/tabIndex';
import { inform } from './ui';
import { undoEntry } from '../sheets/undoRecord';
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
  const port = gasPort(book, tabs);
  // the values as the reading has them (under the same lock, nothing written yet), else read
  const values = read ? (tab: string) => readValues(read, tab) : undefined;
  const result = writeThrough(port, plan, {
    read: values,
    undoStep: (snap, wrote) => (options.undoable ? undoEntry(port, snap, options.now, wrote, values) : null),
    mark: (entry, snap) => {
      const mark = markUnfinished({ label: options.label, title: snap.title, at: entry.at, row: entry.row });
      return () => clearUnfinished(mark);
    },
    tabsCreated: options.tabsCreated ? (created) => options.tabsCreated?.(book, created) : undefined,
    flush: () => SpreadsheetApp.flush(),
    written: options.written,
    reopen: () => gasPort(book),
  });
  if (result.status === 'written') return null;
  const { title, text } = failedWriteText(options.label, result);
  inform(title, text);
  return text;
}

// Start line-up log (menu) and the installable edit trigger that writes the "Line-up log" tab. The trigger
// is installable, not simple, so that it runs as the organizer who started it, whoever edits: a captain's
// edit is logged into a tab only organizers can edit, which the captain could not write himself
// (https://developers.google.com/apps-script/guides/triggers/installable: installable triggers run under
// the account of the person who created them). Creating it needs the script.scriptapp scope; triggers.ts
// installs it for this spreadsheet (replacing the organizer's old one) within Google's limit of 20.
// Trigger executions run concurrently (two captains typing at once): each appends its rows under the
// document lock (https://developers.google.com/apps-script/reference/lock/lock#waitLock(Integer)), so that
// neither overwrites the other's rows; an edit it cannot log (the lock not had in time, any error) is noted
// for the organizers in the tab's "not logged" cell (G1), never only in a log line nobody reads. Then, under the
// same lock, the Needs you tab follows the edited rows' line-up checks (M8, M13): computed as the edit trigger
// writes them (lineupEdit.ts; the two triggers run in either order) over one reading of the workbook.
import { ACTIONS } from '../../sheets/actions';
import { guarded } from '../guard';
import { withDocumentLock } from '../lock';
import { inform, toast } from '../ui';
import { LINEUP_LOG_STARTED_BY, protectNewTabs, protectTabs } from './captains';
import { gasWorkbook } from '../workbook/gasWorkbook';
import { lineupCheck } from '../../sheets/formats/mochalunt/checkLineups';
import { overlay } from '../../sheets/overview';
import type { WriteBlock } from '../../sheets/plan';
import { refreshNeedsYou } from '../needsYouRecords';
import { loadCaptains, ORGANIZERS_KEY } from '../captainsRecord';
import { documentTriggers, installTrigger } from '../triggers';
import { LINEUPS_TAB } from '../../sheets/tabs/lineups';
import {
  LINEUP_LOG_HEADER,
  LINEUP_LOG_NOTE_COLUMN,
  LINEUP_LOG_TAB,
  logRows,
  logTime,
  withNotLogged,
} from '../../sheets/tabs/lineupLog';
import { maskContactData } from '../../sheets/privacy';
import { outcome, type Outcome } from '../../sheets/outcome';

/** The handler of the installable edit trigger. */
const LINEUP_LOG_HANDLER = 'onLineupLogEdit_';
/**
 * Document property: who started the log (it runs as them), so that a second organizer does not start a second
 * one, and so that rebuilt protections keep them an editor of the log tab (captains.ts).
 */
const STARTED_BY = LINEUP_LOG_STARTED_BY;
/** How long a trigger waits for another one (or a menu action) to release the document lock. */
const LOG_LOCK_WAIT_MS = 10000;

/**
 * Start line-up log: the tab (organizers only) and this organizer's trigger for this spreadsheet. Clicking
 * again while it runs changes nothing; once its tab was deleted, it starts again (the trigger replaced).
 */
export function startLineupLog(): Outcome {
  const label = ACTIONS.lineupLog.label;
  return withDocumentLock(label, () =>
    guarded(label, () => {
      const ss = SpreadsheetApp.getActiveSpreadsheet();
      const props = PropertiesService.getDocumentProperties();
      const me = Session.getEffectiveUser().getEmail();
      let sheet = ss.getSheetByName(LINEUP_LOG_TAB);
      const mine = documentTriggers(ss, LINEUP_LOG_HANDLER).length > 0;
      const by = props.getProperty(STARTED_BY);
      if ((mine && sheet) || (by && by !== me)) {
        const text = `The line-up log is already running (started by ${mine ? 'you' : by}); every change to the ${LINEUPS_TAB} rows goes to the "${LINEUP_LOG_TAB}" tab.`;
        inform(label, text);
        return outcome('nothing to do', text);
      }
      // the tab first, the trigger last (replacing this organizer's old one), so that a failure at any
      // call, or Google's limit of triggers, deletes what this run made and leaves the workbook as it was
      let made: GoogleAppsScript.Spreadsheet.Sheet | null = null;
      let trigger = false;
      try {
        if (!sheet) {
          sheet = made = ss.insertSheet(LINEUP_LOG_TAB, ss.getNumSheets()); // an organizers' tab: after the public ones
          sheet
            .getRange(1, 1, 1, LINEUP_LOG_HEADER.length)
            .setValues([LINEUP_LOG_HEADER.slice()])
            .setFontWeight('bold');
          sheet.getRange(1, 1, sheet.getMaxRows(), LINEUP_LOG_HEADER.length).setNumberFormat('@');
          sheet.setFrozenRows(1);
          protectTabs(
            ss,
            [LINEUP_LOG_TAB],
            [me, ...(loadCaptains()[ORGANIZERS_KEY] ?? [])].filter((v, i, a) => a.indexOf(v) === i),
          );
        }
        const refused = installTrigger(ss, LINEUP_LOG_HANDLER, 'edit', label);
        trigger = !mine && !refused;
        if (refused) {
          if (made) ss.deleteSheet(made);
          inform(`${label}: nothing changed`, refused);
          return outcome('refused', refused);
        }
        if (by !== me) props.setProperty(STARTED_BY, me);
      } catch (e) {
        const why = e instanceof Error ? e.message : String(e);
        // what this run made is deleted again (ScriptApp.deleteTrigger, Spreadsheet.deleteSheet: its protection goes with it)
        if (trigger) for (const t of documentTriggers(ss, LINEUP_LOG_HANDLER)) ScriptApp.deleteTrigger(t);
        if (made) ss.deleteSheet(made);
        const text = `${label} stopped on an error (${why}). Nothing written: no "${LINEUP_LOG_TAB}" tab and no trigger were kept. Click it again.`;
        inform(`${label}: nothing written`, text);
        return outcome('error', `${label}: ${text}`);
      }
      const text = `Line-up log started: every change to the ${LINEUPS_TAB} rows is logged on the "${LINEUP_LOG_TAB}" tab (organizers only), and M13 / M7 are judged from it.`;
      toast(text, 8);
      return outcome('done', text);
    }),
  );
}

/** The parts of the installable edit event the log uses. */
export interface LogEditEvent {
  readonly range?: GoogleAppsScript.Spreadsheet.Range;
  readonly value?: string;
  readonly oldValue?: string;
}

const messageOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/**
 * The installable edit trigger: appends the changed Line-ups cells to the log (one block), under the document
 * lock. Never throws: an edit it could not log is noted in the log tab's "not logged" cell.
 */
export function logLineupEdit(e: LogEditEvent | undefined): void {
  const range = e?.range;
  if (!range) return;
  const at = Date.now();
  let log: GoogleAppsScript.Spreadsheet.Sheet | null = null;
  let what = `an edit of the ${LINEUPS_TAB} tab`;
  let lock: GoogleAppsScript.Lock.Lock | null = null;
  try {
    const edited = range.getSheet();
    if (edited.getName() !== LINEUPS_TAB) return;
    log = edited.getParent().getSheetByName(LINEUP_LOG_TAB);
    if (!log) return;
    // the note goes into the shared file: what the captain typed is masked there too
    what = `${LINEUPS_TAB} ${range.getA1Notation()}${e?.value !== undefined ? ` ("${maskContactData(String(e.value))}")` : ''}`;
    const headers = edited.getRange(1, 1, 1, edited.getLastColumn()).getValues()[0];
    const rows = logRows({
      at,
      row: range.getRow(),
      column: range.getColumn(),
      values: range.getValues(),
      oldValue: e?.oldValue,
      headers,
    });
    if (rows.length === 0) return;
    // only the append needs the lock: from reading the last row to writing below it
    const documentLock = LockService.getDocumentLock();
    documentLock.waitLock(LOG_LOCK_WAIT_MS);
    lock = documentLock;
    log
      .getRange(log.getLastRow() + 1, 1, rows.length, LINEUP_LOG_HEADER.length)
      .setNumberFormat('@')
      .setValues(rows);
    const failed = refreshAfterEdit(edited.getParent(), range.getRow(), range.getLastRow(), at);
    if (failed) console.log(`MOCHALUNT line-up log: ${failed}`);
  } catch (err) {
    const line = `${logTime(at)} UTC: ${what} was not logged (${messageOf(err)}). Check that row; add the change below by hand if it counts (M13).`;
    try {
      if (!log) throw err;
      const cell = log.getRange(1, LINEUP_LOG_NOTE_COLUMN);
      cell.setValue(withNotLogged(String(cell.getValue()), line));
    } catch (again) {
      console.log(`MOCHALUNT line-up log: ${line} The note could not be written either: ${messageOf(again)}`);
    }
  } finally {
    if (lock) lock.releaseLock();
  }
}

/** A paste over many rows: the Needs you tab follows the checks of at most this many (as lineupEdit.ts checks). */
const MAX_ROWS_CHECKED = 50;

/**
 * The Needs you tab after an edit of Line-ups rows `first` to `last` (the caller holds the document lock): the
 * rows' check cells as the edit trigger writes them, over one reading. Returns null, or why it was not refreshed.
 */
function refreshAfterEdit(book: GoogleAppsScript.Spreadsheet.Spreadsheet, first: number, last: number, at: number) {
  const wb = gasWorkbook(book);
  const now = new Date(at);
  const checks: WriteBlock[] = [];
  for (let row = Math.max(2, first); row <= Math.min(last, first + MAX_ROWS_CHECKED - 1); row++) {
    const plan = lineupCheck(wb, { now, row });
    if (plan.problems.length === 0 && plan.blocks.length > 0) checks.push(plan.blocks[plan.blocks.length - 1]);
  }
  return refreshNeedsYou(book, overlay(wb, checks), 'Line-up log', protectNewTabs);
}

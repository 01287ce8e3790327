// Start line-up log (menu) and the installable edit trigger that writes the "Line-up log" tab. The trigger
// is installable, not simple, so that it runs as the organizer who started it, whoever edits: a captain's
// edit is logged into a tab only organizers can edit, which the captain could not write himself
// (https://developers.google.com/apps-script/guides/triggers/installable: installable triggers run under
// the account of the person who created them). Creating it needs the script.scriptapp scope.
import { guarded } from './guard';
import { withDocumentLock } from './lock';
import { inform, toast } from './ui';
import { loadCaptains, ORGANIZERS_KEY, protectTabs } from './captains';
import { LINEUPS_TAB } from '../sheets/tabs/lineups';
import { LINEUP_LOG_HEADER, LINEUP_LOG_TAB, logRows, loggedBlocks, readLineupLog } from '../sheets/tabs/lineupLog';
import { gasWorkbook } from '../sheets/gasWorkbook';
import { applyPlan } from '../sheets/apply';
import { emptyPlan } from '../sheets/plan';
import { sealedTarget } from '../sheets/sealedLineups';

/** The handler of the installable edit trigger. */
export const LINEUP_LOG_HANDLER = 'onLineupLogEdit';
/** Document property: who started the log (it runs as them), so that a second organizer does not start a second one. */
const STARTED_BY = 'mochalunt.lineupLog.startedBy';

/** Start line-up log: the tab (organizers only) and the trigger, once. Clicking again changes nothing. */
export function startLineupLog(): string {
  return withDocumentLock('Start line-up log', () => guarded('Start line-up log', () => {
    const ss = SpreadsheetApp.getActiveSpreadsheet();
    const props = PropertiesService.getDocumentProperties();
    const me = Session.getEffectiveUser().getEmail();
    const mine = ScriptApp.getProjectTriggers().some((t) => t.getHandlerFunction() === LINEUP_LOG_HANDLER);
    const by = props.getProperty(STARTED_BY);
    if (mine || (by && by !== me)) {
      const text = `The line-up log is already running (started by ${mine ? 'you' : by}); every change to the ${LINEUPS_TAB} rows goes to the "${LINEUP_LOG_TAB}" tab.`;
      inform('Start line-up log', text);
      return text;
    }
    let sheet = ss.getSheetByName(LINEUP_LOG_TAB);
    if (!sheet) {
      sheet = ss.insertSheet(LINEUP_LOG_TAB);
      sheet.getRange(1, 1, 1, LINEUP_LOG_HEADER.length).setValues([LINEUP_LOG_HEADER.slice()]).setFontWeight('bold');
      sheet.getRange(1, 1, sheet.getMaxRows(), LINEUP_LOG_HEADER.length).setNumberFormat('@');
      sheet.setFrozenRows(1);
      protectTabs(ss, [LINEUP_LOG_TAB], [me, ...(loadCaptains()[ORGANIZERS_KEY] ?? [])].filter((v, i, a) => a.indexOf(v) === i));
    }
    ScriptApp.newTrigger(LINEUP_LOG_HANDLER).forSpreadsheet(ss).onEdit().create();
    props.setProperty(STARTED_BY, me);
    const text = `Line-up log started: every change to the ${LINEUPS_TAB} rows is logged on the "${LINEUP_LOG_TAB}" tab (organizers only), and M13 / M7 are judged from it.`;
    toast(text, 8);
    return text;
  }));
}

/** The parts of the installable edit event the log uses. */
export interface LogEditEvent {
  readonly range?: GoogleAppsScript.Spreadsheet.Range;
  readonly oldValue?: string;
}

/** The installable edit trigger: appends the changed Line-ups cells to the log (one block). Never throws. */
export function logLineupEdit(e: LogEditEvent | undefined): void {
  try {
    const range = e?.range;
    if (!range || range.getSheet().getName() !== LINEUPS_TAB) return;
    const ss = range.getSheet().getParent();
    const log = ss.getSheetByName(LINEUP_LOG_TAB);
    if (!log) return;
    const headers = range.getSheet().getRange(1, 1, 1, range.getSheet().getLastColumn()).getValues()[0];
    const rows = logRows({ at: Date.now(), row: range.getRow(), column: range.getColumn(), values: range.getValues(), oldValue: e?.oldValue, headers });
    if (rows.length === 0) return;
    log.getRange(log.getLastRow() + 1, 1, rows.length, LINEUP_LOG_HEADER.length).setNumberFormat('@').setValues(rows);
  } catch (err) {
    console.log(`MOCHALUNT line-up log: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/**
 * Before Pair individual matches, once the round's line-up deadline has passed and the log exists: the Line-ups
 * rows of the last paired round are made to say what the log says at the deadline (M13, M7), so the pairing
 * uses the version in effect and sees rows first filled after the deadline as late.
 */
export function applyLoggedLineups(now: Date): void {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const wb = gasWorkbook(ss);
  const log = readLineupLog(wb);
  if (!log || log.length === 0) return;
  const target = sealedTarget(wb);
  if (target.round === 0 || target.deadline === null || now.getTime() <= target.deadline) return;
  const blocks = loggedBlocks(wb, target.round, target.deadline, log);
  if (blocks.length) applyPlan(ss, { ...emptyPlan('loggedLineups', 'Line-ups from the log'), blocks });
}

// The spreadsheet's own time zone (File > Settings) decides which instant a typed date or time is: every
// time in the tabs (season start, sent times) is UTC (M13, M21), so Set up makes the spreadsheet's time zone
// UTC, as part of its plan (Plan.timeZone: written with the action, put back by Undo and by a failed write).
// Dates typed before that were read in the old zone; Set up says so, the organizer checks them.
// https://developers.google.com/apps-script/reference/spreadsheet/spreadsheet#setSpreadsheetTimeZone(String)
import type { Workbook } from './workbook';

const SHEET_TIME_ZONE = 'Etc/UTC';

/** Set up's change of time zone: none when the workbook has no zone (not a spreadsheet) or is UTC already. */
export function utcChange(book: Workbook): { timeZone: string; warning: string } | null {
  const tz = book.timeZone?.();
  if (!tz || tz === SHEET_TIME_ZONE || tz === 'UTC' || tz === 'GMT') return null;
  return {
    timeZone: SHEET_TIME_ZONE,
    warning: `The spreadsheet's time zone was ${tz}; it is now UTC, as every time in the tabs is (Undo puts it back). Check the times typed before.`,
  };
}

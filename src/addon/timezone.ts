// The spreadsheet's own time zone (File > Settings) decides which instant a typed date or time is: every
// time in the tabs (season start, sent times) is UTC (M13, M21), so Set up makes the spreadsheet's time zone
// UTC. Dates typed before that were read in the old zone; Set up says so, the organizer checks them.
// https://developers.google.com/apps-script/reference/spreadsheet/spreadsheet#setSpreadsheetTimeZone(String)

export const SHEET_TIME_ZONE = 'Etc/UTC';

/** Makes the active spreadsheet's time zone UTC; returns the zone it had when that was another one. */
export function ensureUtc(): string | null {
  const book = SpreadsheetApp.getActiveSpreadsheet();
  const tz = book.getSpreadsheetTimeZone();
  if (tz === SHEET_TIME_ZONE || tz === 'UTC' || tz === 'GMT') return null;
  book.setSpreadsheetTimeZone(SHEET_TIME_ZONE);
  return tz;
}

/** Runs after Set up: the time zone made UTC, noted in the summary. */
export function useUtc(summary: string): string {
  const was = ensureUtc();
  return was ? `${summary}\nThe spreadsheet's time zone was ${was}; it is now UTC, as every time in the tabs is. Check the times typed before.` : summary;
}

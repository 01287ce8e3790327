// The narrow workbook interface the sheets layer reads through: tab names and whole tabs as values, one
// read per tab. Writes never go through here: planners return a Plan (plan.ts) that the add-on applies.
export type Cell = string | number | boolean | Date;

/** A tab's values as a workbook hands them out: the same grid may go to every reader, so none may change it. */
export type TabValues = readonly (readonly Cell[])[];

export interface Workbook {
  /** names of the tabs, in the file's order */
  tabNames(): string[];
  /**
   * the whole tab as values (row 1 first; rows may be ragged), or null when there is no such tab; one call. Read
   * only (TabValues): a workbook may hand the same grid to every read of the tab
   */
  read(tab: string): TabValues | null;
  /** the spreadsheet's own time zone (File > Settings), when the workbook is a spreadsheet; one call */
  timeZone?(): string;
  /**
   * the wall-clock time a date shows in the spreadsheet's time zone, as "yyyy-MM-dd HH:mm:ss" (what a person typed
   * when Sheets made it a date); no call beyond the zone's
   */
  wallClock?(d: Date): string;
  /** the document's properties (the Line-ups protected blocks, lineupBlocks.ts), when it has any; one call */
  documentProperties?(): Record<string, string>;
}

/** True for a Date from any realm (Apps Script values may come from another global context). */
export function isDate(v: unknown): v is Date {
  return typeof v === 'object' && v !== null && Object.prototype.toString.call(v) === '[object Date]';
}

const sameCell = (a: Cell, b: Cell): boolean =>
  a === b || (isDate(a) && isDate(b) && (a.getTime() === b.getTime() || (isNaN(a.getTime()) && isNaN(b.getTime()))));

/** True when two tabs' values are equal cell by cell (dates by their time; null for a missing tab). */
export function sameValues(a: TabValues | null, b: TabValues | null): boolean {
  // the same grid, or the same row (a workbook hands out its own grid; an overlay shares the rows it does not write)
  if (a === b) return true;
  if (a === null || b === null) return false;
  if (a.length !== b.length) return false;
  for (let r = 0; r < a.length; r++) {
    const x = a[r];
    const y = b[r];
    if (x === y) continue;
    if (x.length !== y.length) return false;
    for (let c = 0; c < x.length; c++) if (!sameCell(x[c], y[c])) return false;
  }
  return true;
}

/** A cell as trimmed text: numbers without exponent, dates as ISO, blank for null/undefined. */
export function cellText(v: Cell | null | undefined): string {
  if (typeof v === 'string') return v.trim();
  if (v === null || v === undefined) return '';
  if (isDate(v)) return isNaN(v.getTime()) ? '' : v.toISOString();
  return String(v).trim();
}

/** A tiny in-memory workbook from arrays (tests, the command line's export over an .xlsx read by exceljs). */
export function memoryWorkbook(tabs: Record<string, Cell[][]>): Workbook {
  const names = Object.keys(tabs);
  return {
    tabNames: () => names.slice(),
    read: (tab) => (Object.prototype.hasOwnProperty.call(tabs, tab) ? tabs[tab].map((r) => r.slice()) : null),
  };
}
/** The last row of a tab's values (getSheetValues) holding something, 0 when none: what its getLastRow says. */
export function lastRowOf(values: TabValues): number {
  let last = values.length;
  while (last > 0 && values[last - 1].every((v) => v === '')) last--;
  return last;
}

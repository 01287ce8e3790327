// The Workbook interface over an Apps Script spreadsheet: each tab read is one getSheetValues (allValues), cached
// for the life of the object (create one per action) and handed as it is to every read of the tab (no reader
// changes it). The first tab is looked up by name (unless the reading is made `listed`: a menu action's, which
// reads several); from the second on the tabs are listed once (one getSheets, then a getName of each Sheet it
// returned): one round trip where a getSheetByName per tab asked for costs one each, tabs that do not exist yet
// (the later round tabs) included.
import type { Cell, TabValues, Workbook } from '../../sheets/workbook';
import { isDate, sameValues } from '../../sheets/workbook';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

function toCell(v: unknown): Cell {
  if (isDate(v)) return new Date(v.getTime());
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  return '';
}

/** The values read as cells, in place (the grid is the call's own): a text, number or truth value stays as it is. */
function cells(values: unknown[][]): Cell[][] {
  for (const row of values)
    for (let c = 0; c < row.length; c++) {
      const v = row[c];
      if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') row[c] = toCell(v);
    }
  return values as Cell[][];
}

/**
 * A tab's values in one call (getSheetValues with -1: up to the last row and column with data,
 * https://developers.google.com/apps-script/reference/spreadsheet/sheet#getsheetvaluesstartrow,-startcolumn,-numrows,-numcolumns),
 * where getDataRange().getValues() takes two. A tab with no data at all may refuse a range of no rows: read as
 * one empty cell, as getDataRange gives it; any other failure is thrown.
 */
function allValues(sheet: Sheet): unknown[][] {
  try {
    return sheet.getSheetValues(1, 1, -1, -1);
  } catch (e) {
    if (sheet.getLastRow() === 0 || sheet.getLastColumn() === 0) return [['']];
    throw e;
  }
}

/** What each workbook has read so far: its listing of the tabs (getSheets, once taken) and the tabs' values. */
interface Reading {
  readonly listing: () => ReadonlyMap<string, Sheet> | null;
  readonly values: ReadonlyMap<string, Cell[][] | null>;
  readonly zone: () => string | null;
  readonly properties: () => Readonly<Record<string, string>> | null;
}
const READ = new WeakMap<Workbook, Reading>();

/**
 * The tab named `name` as the workbook's listing found it, without a call: the Sheet, null when the listing has no
 * such tab, undefined when the workbook never listed its tabs (then the caller asks Google).
 */
export function listedSheet(wb: Workbook, name: string): Sheet | null | undefined {
  const listed = READ.get(wb)?.listing() ?? null;
  if (!listed) return undefined;
  return listed.get(name) ?? null;
}

/** The values of tab `name` as the workbook read them, or undefined when it did not read that tab. */
export function readValues(wb: Workbook, name: string): TabValues | undefined {
  return READ.get(wb)?.values.get(name) ?? undefined;
}

/** The tabs as the workbook listed them (name → Sheet), or null when it never listed them. */
export function listedSheets(wb: Workbook): ReadonlyMap<string, Sheet> | null {
  return READ.get(wb)?.listing() ?? null;
}

/**
 * True when `after` reads, of everything `before` read (each tab it read, its listing of the tabs, the time zone,
 * the document properties), exactly the same: a planner, a pure function of what it reads and of its input,
 * would plan the same from it. Each of those is read in `after` (once: its cache keeps it for the rest).
 */
export function sameReading(before: Workbook, after: Workbook): boolean {
  const r = READ.get(before);
  if (!r) return false;
  for (const [tab, grid] of r.values) if (!sameValues(grid, after.read(tab))) return false;
  if (r.listing() !== null && before.tabNames().join('\u0000') !== after.tabNames().join('\u0000')) return false;
  const zone = r.zone();
  if (zone !== null && zone !== after.timeZone?.()) return false;
  const props = r.properties();
  if (props !== null) {
    const now = after.documentProperties?.() ?? {};
    const keys = Object.keys(props);
    if (keys.length !== Object.keys(now).length || keys.some((k) => now[k] !== props[k])) return false;
  }
  return true;
}

/**
 * The workbook over `book`. `listed`: for a reading of several tabs (a menu action's), the tabs are listed before
 * the first is read, saving its getSheetByName.
 */
export function gasWorkbook(book: GoogleAppsScript.Spreadsheet.Spreadsheet, listed = false): Workbook {
  const cache = new Map<string, Cell[][] | null>();
  let sheets: Map<string, Sheet> | null = null;
  let zone: string | null = null;
  let properties: Record<string, string> | null = null;
  const timeZone = (): string => {
    if (zone === null) zone = book.getSpreadsheetTimeZone();
    return zone;
  };
  const all = (): Map<string, Sheet> => {
    if (!sheets) sheets = new Map(book.getSheets().map((s) => [s.getName(), s] as [string, Sheet]));
    return sheets;
  };
  const wb: Workbook = {
    tabNames() {
      return Array.from(all().keys());
    },
    read(tab) {
      if (!cache.has(tab)) {
        // one tab is looked up by name (onOpen reads Settings alone); from the second on, the listing serves
        const sheet = sheets || listed || cache.size > 0 ? all().get(tab) : book.getSheetByName(tab);
        cache.set(tab, sheet ? cells(allValues(sheet)) : null);
      }
      return cache.get(tab) ?? null;
    },
    timeZone,
    wallClock(d: Date) {
      // https://developers.google.com/apps-script/reference/utilities/utilities#formatDate(Date,String,String)
      return Utilities.formatDate(d, timeZone(), 'yyyy-MM-dd HH:mm:ss');
    },
    documentProperties() {
      // (a Node test driving a local spreadsheet without the properties service: none, read as before captains)
      if (properties === null)
        properties =
          typeof PropertiesService === 'undefined' ? {} : PropertiesService.getDocumentProperties().getProperties();
      return { ...properties };
    },
  };
  READ.set(wb, { listing: () => sheets, values: cache, zone: () => zone, properties: () => properties });
  return wb;
}

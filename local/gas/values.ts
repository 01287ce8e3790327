// Cell values as Google Sheets stores them: what a written value becomes (Sheets' automatic conversion of
// strings that look like numbers, booleans or dates, unless the cell is formatted as plain text '@'), how a
// value is displayed, and the "realm" whose intrinsics (Array, Date, Object, Error) values handed to the
// add-on bundle are built with, so that `instanceof Date` and `Array.isArray` behave inside its vm context.
import { offsetMinutes, zonedInstant } from './date-format';

/** A stored cell value: '' is an empty cell. Dates are instants (typed ones read in the spreadsheet's time zone). */
export type CellValue = string | number | boolean | Date;

/** Apps Script's number format of a cell nobody formatted. */
export const DEFAULT_NUMBER_FORMAT = '0.###############';
/** The plain-text number format: strings written to such a cell stay strings. */
export const TEXT_FORMAT = '@';

/** The intrinsics of the JavaScript realm the bundle runs in. */
export interface Realm {
  Array: ArrayConstructor;
  Date: DateConstructor;
  Object: ObjectConstructor;
  Error: ErrorConstructor;
}

/** The realm of this Node process (services driven directly from a test). */
export const NODE_REALM: Realm = { Array, Date, Object, Error };

export function isDate(v: unknown): v is Date {
  return typeof v === 'object' && v !== null && Object.prototype.toString.call(v) === '[object Date]';
}

/** Copies a value into `realm` (Dates become the realm's Dates; primitives are shared). */
export function toRealm(realm: Realm, v: CellValue): CellValue {
  return isDate(v) ? new realm.Date(v.getTime()) : v;
}

/** A 1-D array of the realm. */
export function list<T>(realm: Realm, items: readonly T[]): T[] {
  const out = new realm.Array<T>();
  for (const v of items) out.push(v);
  return out;
}

/** An Apps Script exception ("Exception: ..." in Google's logs), built in the bundle's realm. */
export function gasError(realm: Realm, message: string): Error {
  const e = new realm.Error(message);
  e.name = 'Exception';
  return e;
}

/**
 * Apps Script's refusal of arguments its method does not take, e.g. "The parameters (Boolean) don't match the
 * method signature for SpreadsheetApp.Sheet.setRowGroupControlPosition." (the types as Apps Script names them).
 */
export function signatureMessage(args: readonly unknown[], method: string): string {
  const kind = (v: unknown): string =>
    v === null
      ? 'null'
      : Array.isArray(v)
        ? 'Object[]'
        : typeof v === 'string'
          ? 'String'
          : typeof v === 'boolean'
            ? 'Boolean'
            : typeof v === 'object'
              ? 'Object'
              : typeof v;
  return `The parameters (${args.map(kind).join(',')}) don't match the method signature for ${method}.`;
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const GROUPED = /^[+-]?\d{1,3}(,\d{3})+(\.\d+)?$/;
const PERCENT = /^([+-]?(\d+(\.\d*)?|\.\d+))%$/;
const ISO_DATE = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const US_DATE = /^(\d{1,2})[-/](\d{1,2})(?:[-/](\d{2}|\d{4}))?$/;
const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function validDate(y: number, m: number, d: number): boolean {
  return m >= 1 && m <= 12 && d >= 1 && d <= daysIn(y, m);
}

/**
 * What Sheets makes of a string typed (or written by setValue) into a cell that is not plain text:
 * numbers ("12", "1,000", "-3.5", "50%"), booleans ("TRUE", "false"), dates in the en_US locale
 * ("2024-03-05", "3/5/2024", "1/2" and "1-2" = 2 January of the current year), times ("10:30").
 * Anything else stays the string. `year` is the current year (for dates written without one).
 */
/** What a typed string becomes (en_US locale); dates and times are wall-clock times in the spreadsheet's `timeZone`. */
export function parseTyped(s: string, year: number, timeZone = 'Etc/UTC'): CellValue {
  const t = s.trim();
  if (t === '') return s;
  if (NUMBER.test(t)) return Number(t);
  if (GROUPED.test(t)) return Number(t.replace(/,/g, ''));
  const pc = PERCENT.exec(t);
  if (pc) return Number(pc[1]) / 100;
  const up = t.toUpperCase();
  if (up === 'TRUE') return true;
  if (up === 'FALSE') return false;
  const iso = ISO_DATE.exec(t);
  if (iso) {
    const [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
    const [hh, mm, ss] = [Number(iso[4] ?? 0), Number(iso[5] ?? 0), Number(iso[6] ?? 0)];
    if (validDate(y, m, d) && hh < 24 && mm < 60 && ss < 60) return zonedInstant(y, m - 1, d, hh, mm, ss, timeZone);
    return s;
  }
  const us = US_DATE.exec(t);
  if (us) {
    const m = Number(us[1]);
    const d = Number(us[2]);
    let y = us[3] === undefined ? year : Number(us[3]);
    if (us[3] !== undefined && us[3].length === 2) y += y < 30 ? 2000 : 1900;
    return validDate(y, m, d) ? zonedInstant(y, m - 1, d, 0, 0, 0, timeZone) : s;
  }
  const tm = TIME.exec(t);
  if (tm) {
    const [hh, mm, ss] = [Number(tm[1]), Number(tm[2]), Number(tm[3] ?? 0)];
    // Sheets stores a time of day as a fraction of a day after its epoch, 30 December 1899.
    if (hh < 24 && mm < 60 && ss < 60) return zonedInstant(1899, 11, 30, hh, mm, ss, timeZone);
  }
  return s;
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

/** Formats a number with a simple Sheets number format ('0', '0.00', '#,##0', '0%', '0.0%'). */
function formatNumber(n: number, format: string): string {
  const f = format.trim();
  if (f === '' || f === DEFAULT_NUMBER_FORMAT || f.toLowerCase() === 'general') {
    return Number.isInteger(n) ? String(n) : String(Number(n.toPrecision(15)));
  }
  const percent = f.endsWith('%');
  const body = percent ? f.slice(0, -1) : f;
  const value = percent ? n * 100 : n;
  const m = /^([#,]*0*)(?:\.(0*)(#*))?$/.exec(body);
  if (!m) return String(n);
  const decimals = (m[2] ?? '').length;
  const optional = (m[3] ?? '').length;
  let text = value.toFixed(decimals + optional);
  if (optional > 0) text = text.replace(/0+$/, '').replace(/\.$/, decimals > 0 ? '.' : '');
  if (m[1].includes(',')) {
    const [int, frac] = text.split('.');
    text = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (frac !== undefined ? '.' + frac : '');
  }
  return text + (percent ? '%' : '');
}

/**
 * The spreadsheet's locale decides how a date without a format of its own is shown (and how Google renders dates
 * as text, e.g. a form-submit event's values): 4 March 2026 is 3/4/2026 in en_US, 04/03/2026 in en_GB,
 * 04.03.2026 in de_DE. https://support.google.com/docs/answer/58515 ("Change a spreadsheet's locale"),
 * https://developers.google.com/apps-script/reference/spreadsheet/spreadsheet#getSpreadsheetLocale().
 * Locales not listed here show the ISO order (yyyy-MM-dd): a script relying on one locale's text still fails.
 */
const DEFAULT_LOCALE = 'en_US';
const LOCALE_DATES: Record<string, { date: string; dateTime: string }> = {
  en_US: { date: 'M/d/yyyy', dateTime: 'M/d/yyyy H:mm:ss' },
  en_GB: { date: 'dd/MM/yyyy', dateTime: 'dd/MM/yyyy HH:mm:ss' },
  de_DE: { date: 'dd.MM.yyyy', dateTime: 'dd.MM.yyyy HH:mm:ss' },
  fr_FR: { date: 'dd/MM/yyyy', dateTime: 'dd/MM/yyyy HH:mm:ss' },
};

/** The date and date-time number formats of a locale. */
export function localeDates(locale: string): { date: string; dateTime: string } {
  return LOCALE_DATES[locale] ?? { date: 'yyyy-MM-dd', dateTime: 'yyyy-MM-dd HH:mm:ss' };
}

/** Formats a date with a Sheets date format (yyyy, yy, MM, M, dd, d, HH, H, hh, h, mm, ss, am/pm), in UTC. */
function formatDateCell(d: Date, format: string, locale: string): string {
  const f =
    format === DEFAULT_NUMBER_FORMAT || format.toLowerCase() === 'general' || !/[yd]|h/i.test(format)
      ? d.getUTCHours() || d.getUTCMinutes() || d.getUTCSeconds()
        ? d.getUTCFullYear() === 1899
          ? 'H:mm:ss'
          : localeDates(locale).dateTime
        : localeDates(locale).date
      : format;
  const h = d.getUTCHours();
  const ampm = /am\/pm/i.test(f);
  return f.replace(/yyyy|yy|MM|M|dd|d|HH|H|hh|h|mm|ss|am\/pm/gi, (tok) => {
    switch (tok) {
      case 'yyyy':
        return String(d.getUTCFullYear());
      case 'yy':
        return pad(d.getUTCFullYear() % 100, 2);
      case 'MM':
        return pad(d.getUTCMonth() + 1, 2);
      case 'M':
        return String(d.getUTCMonth() + 1);
      case 'dd':
        return pad(d.getUTCDate(), 2);
      case 'd':
        return String(d.getUTCDate());
      case 'HH':
        return pad(ampm ? h % 12 || 12 : h, 2);
      case 'H':
        return String(ampm ? h % 12 || 12 : h);
      case 'hh':
        return pad(ampm ? h % 12 || 12 : h, 2);
      case 'h':
        return String(ampm ? h % 12 || 12 : h);
      case 'mm':
        return pad(d.getUTCMinutes(), 2);
      case 'ss':
        return pad(d.getUTCSeconds(), 2);
      default:
        return h < 12 ? 'AM' : 'PM';
    }
  });
}

/** The text a cell shows (what a person sees: hand.ts shown); a date as wall-clock time in the spreadsheet's `timeZone`, in its locale's order. */
export function displayValue(v: CellValue, format: string, timeZone = 'Etc/UTC', locale = DEFAULT_LOCALE): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (typeof v === 'number') return format === TEXT_FORMAT ? String(v) : formatNumber(v, format);
  return formatDateCell(new Date(v.getTime() + offsetMinutes(v, timeZone) * 60000), format, locale);
}

/** Copies nested arrays (and Dates) into the realm; other values are shared. */
export function deepToRealm(realm: Realm, v: unknown): unknown {
  if (Array.isArray(v))
    return list(
      realm,
      v.map((e) => deepToRealm(realm, e)),
    );
  if (isDate(v)) return new realm.Date(v.getTime());
  return v;
}

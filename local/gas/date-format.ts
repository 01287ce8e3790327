// Utilities.formatDate: Java SimpleDateFormat patterns (y M d E H h k K m s S a z Z X, quoted 'text')
// rendered in an IANA time zone ("UTC", "Etc/UTC", "GMT", "Europe/Paris", "GMT+2").

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

interface Parts {
  y: number;
  M: number;
  d: number;
  H: number;
  m: number;
  s: number;
  S: number;
  dow: number;
  offsetMin: number;
}

/** "GMT+2", "GMT-05:30" as Java accepts them, else an IANA name. */
function fixedOffset(tz: string): number | null {
  const m = /^(?:GMT|UTC)(?:([+-])(\d{1,2})(?::?(\d{2}))?)?$/i.exec(tz.trim());
  if (!m) return null;
  if (!m[1]) return 0;
  const v = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return m[1] === '-' ? -v : v;
}

function parts(date: Date, tz: string): Parts {
  const fixed = fixedOffset(tz);
  let offsetMin: number;
  if (fixed !== null) offsetMin = fixed;
  else {
    const f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    const p: Record<string, number> = {};
    for (const x of f.formatToParts(date)) if (x.type !== 'literal') p[x.type] = Number(x.value);
    const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    offsetMin = Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60000);
  }
  const local = new Date(date.getTime() + offsetMin * 60000);
  return {
    y: local.getUTCFullYear(),
    M: local.getUTCMonth() + 1,
    d: local.getUTCDate(),
    H: local.getUTCHours(),
    m: local.getUTCMinutes(),
    s: local.getUTCSeconds(),
    S: local.getUTCMilliseconds(),
    dow: local.getUTCDay(),
    offsetMin,
  };
}

function pad(n: number, w: number): string {
  return String(n).padStart(w, '0');
}

function offset(min: number, colon: boolean): string {
  const sign = min < 0 ? '-' : '+';
  const a = Math.abs(min);
  return `${sign}${pad(Math.floor(a / 60), 2)}${colon ? ':' : ''}${pad(a % 60, 2)}`;
}

function field(ch: string, n: number, p: Parts): string {
  switch (ch) {
    case 'y':
      return n === 2 ? pad(p.y % 100, 2) : pad(p.y, n);
    case 'M':
      return n >= 4 ? MONTHS[p.M - 1] : n === 3 ? MONTHS[p.M - 1].slice(0, 3) : pad(p.M, n);
    case 'd':
      return pad(p.d, n);
    case 'E':
      return n >= 4 ? DAYS[p.dow] : DAYS[p.dow].slice(0, 3);
    case 'u':
      return String(p.dow === 0 ? 7 : p.dow);
    case 'H':
      return pad(p.H, n);
    case 'k':
      return pad(p.H === 0 ? 24 : p.H, n);
    case 'K':
      return pad(p.H % 12, n);
    case 'h':
      return pad(p.H % 12 === 0 ? 12 : p.H % 12, n);
    case 'm':
      return pad(p.m, n);
    case 's':
      return pad(p.s, n);
    case 'S':
      return pad(p.S, 3).slice(0, Math.max(n, 3)).padEnd(n, '0');
    case 'a':
      return p.H < 12 ? 'AM' : 'PM';
    case 'z':
      return p.offsetMin === 0 ? (n >= 4 ? 'Coordinated Universal Time' : 'UTC') : 'GMT' + offset(p.offsetMin, true);
    case 'Z':
      return offset(p.offsetMin, false);
    case 'X':
      return p.offsetMin === 0 ? 'Z' : offset(p.offsetMin, n >= 3);
    default:
      throw new Error(`Illegal pattern character '${ch}'`);
  }
}

/** Formats `date` with a SimpleDateFormat `pattern` in `timeZone`. */
export function formatDate(date: Date, timeZone: string, pattern: string): string {
  const p = parts(date, timeZone);
  let out = '';
  for (let i = 0; i < pattern.length;) {
    const ch = pattern[i];
    if (ch === "'") {
      const end = pattern.indexOf("'", i + 1);
      if (end === i + 1) {
        out += "'";
        i += 2;
        continue;
      }
      out += pattern.slice(i + 1, end < 0 ? pattern.length : end);
      i = end < 0 ? pattern.length : end + 1;
      continue;
    }
    if (/[A-Za-z]/.test(ch)) {
      let n = 1;
      while (pattern[i + n] === ch) n++;
      out += field(ch, n, p);
      i += n;
      continue;
    }
    out += ch;
    i++;
  }
  return out;
}

/** Minutes the time zone `tz` is ahead of UTC at `date`. */
export function offsetMinutes(date: Date, tz: string): number {
  return parts(date, tz).offsetMin;
}

/**
 * The instant a wall-clock time (month 0-based) shows in time zone `tz`: what Sheets stores when a person
 * types a date or time into a spreadsheet whose time zone (File > Settings) is `tz`.
 */
export function zonedInstant(y: number, mo: number, d: number, h: number, mi: number, s: number, tz: string): Date {
  const wall = Date.UTC(y, mo, d, h, mi, s);
  const first = wall - offsetMinutes(new Date(wall), tz) * 60000;
  const second = wall - offsetMinutes(new Date(first), tz) * 60000;
  return new Date(second);
}

// What the readers accept in a typed cell, before any rule sees it: text of a sane length, without invisible
// characters (zero-width spaces, direction overrides), with non-breaking spaces read as spaces; and names
// that are text (not a number, a date or a formula that Sheets made of what was typed). Names are compared
// for duplicates ignoring case, accents and spaces, so "Perú", "PERU" and "Pe ru" are all Peru.
import type { Cell } from '../workbook';
import { cellText, isDate } from '../workbook';

/** The longest text a cell of a known column may hold (a line-up of 10 long names is far shorter). */
export const MAX_CELL_CHARS = 1000;

const INVISIBLE = /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;
const INVISIBLE_ALL = new RegExp(INVISIBLE.source, 'g');
const WIDE_SPACES = /[\u00a0\u2007\u202f\u2000-\u200a\u3000]/g;

function codePoint(ch: string): string {
  return `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

const NAMES: Record<string, string> = {
  U200B: 'a zero-width space', U200C: 'a zero-width non-joiner', U200D: 'a zero-width joiner', UFEFF: 'a zero-width no-break space',
  U200E: 'a left-to-right mark', U200F: 'a right-to-left mark', U202A: 'a left-to-right embedding', U202B: 'a right-to-left embedding',
  U202C: 'a direction pop', U202D: 'a left-to-right override', U202E: 'a right-to-left override', U00AD: 'a soft hyphen',
};

/** A typed cell as the readers see it, and what is wrong with it (null when nothing). */
export function cleanCell(v: Cell, plainText = false): { readonly value: Cell; readonly problem: { readonly message: string; readonly fix: string } | null } {
  if (plainText && isDate(v)) {
    // a plain-text column holds a date only when its format was changed and Sheets converted what was typed ("1/2")
    return { value: '', problem: { message: `Sheets read what was typed here as the date ${isNaN(v.getTime()) ? '' : v.toISOString().slice(0, 10)}, not as text`, fix: 'format the cell as plain text (Format > Number > Plain text) and type it again' } };
  }
  if (typeof v !== 'string') return { value: v, problem: null };
  let value = v.replace(WIDE_SPACES, ' ');
  const hidden = INVISIBLE.exec(value);
  if (hidden) {
    const cp = codePoint(hidden[0]);
    value = value.replace(INVISIBLE_ALL, '');
    return { value, problem: { message: `the text holds an invisible character (${NAMES[cp.replace('+', '')] ?? 'a formatting character'}, ${cp})`, fix: `clear the cell and type "${shorten(value.trim())}" again` } };
  }
  if (value.length > MAX_CELL_CHARS) {
    return { value: shorten(value), problem: { message: `the text is ${value.length.toLocaleString('en-US')} characters long; a cell holds at most ${MAX_CELL_CHARS.toLocaleString('en-US')}`, fix: 'shorten it, or clear it' } };
  }
  return { value, problem: null };
}

/** At most 40 characters, with "..." when cut. */
export function shorten(s: string): string {
  return s.length > 40 ? `${s.slice(0, 37)}...` : s;
}

/** The key duplicate names are found by: lower case, no accents, no spaces ("Perú", "PE RU" → "peru"). */
export function duplicateKey(name: string): string {
  return name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/\s+/g, '').toLowerCase();
}

/** Why a cell cannot be a name (Sheets turned it into a number, a date or a truth value), or null. */
export function notAName(v: Cell, noun: string): { readonly message: string; readonly fix: string } | null {
  const kind = isDate(v) ? 'a date' : typeof v === 'number' ? 'a number' : typeof v === 'boolean' ? 'TRUE or FALSE' : null;
  if (kind === null) {
    const s = cellText(v);
    if (/^[=+\-@]/.test(s)) return { message: `"${shorten(s)}" starts with "${s[0]}", which Sheets reads as a formula`, fix: `type the ${noun} with a letter or digit first` };
    return null;
  }
  const shown = isDate(v) ? v.toISOString().slice(0, 10) : String(v);
  return {
    message: `Sheets read this ${noun} as ${kind} (${shown}), not as text`,
    fix: `format the cell as plain text (Format > Number > Plain text) and type the ${noun} again, or give it letters`,
  };
}

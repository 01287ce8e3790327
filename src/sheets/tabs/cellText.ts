// What the readers accept in a typed cell, before any rule sees it: text of a sane length, without invisible
// characters (zero-width spaces, direction overrides), with non-breaking spaces read as spaces; and names
// that are text (not a number, a date or a formula that Sheets made of what was typed). Names are compared
// for duplicates ignoring case, accents and spaces, so "Perú", "PERU" and "Pe ru" are all Peru.
// Text that looks like a formula ("=1+1", "+3", "@x", "-A1" kept as text by an apostrophe or a plain-text cell) is
// refused in every cell and never used: Sheets shows it as typed, but an export to .xlsx or .csv may run it,
// and "+3" would read as 3 (a negative number as text, "-1", is left to its column's check). Names are refused when they are one of the add-on's own markers (bye, absent,
// (withdrawn), ...) or when they look like a listed name in other letters (confusables.ts).
import type { Cell } from '../workbook';
import { cellText, isDate } from '../workbook';
import { lookAlikeLetter, skeleton } from '../../engine/core/confusables';

/** The longest text a cell of a known column may hold (a line-up of 10 long names is far shorter). */
const MAX_CELL_CHARS = 1000;

const INVISIBLE = /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;
const INVISIBLE_ALL = new RegExp(INVISIBLE.source, 'g');
const WIDE_SPACES = /[\u00a0\u2007\u202f\u2000-\u200a\u3000]/g;

function codePoint(ch: string): string {
  return `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

const NAMES: Record<string, string> = {
  U200B: 'a zero-width space',
  U200C: 'a zero-width non-joiner',
  U200D: 'a zero-width joiner',
  UFEFF: 'a zero-width no-break space',
  U200E: 'a left-to-right mark',
  U200F: 'a right-to-left mark',
  U202A: 'a left-to-right embedding',
  U202B: 'a right-to-left embedding',
  U202C: 'a direction pop',
  U202D: 'a left-to-right override',
  U202E: 'a right-to-left override',
  U00AD: 'a soft hyphen',
};

/** Printable ASCII that starts with a letter or digit: no wide or invisible space, nothing that starts like a formula. */
const PLAIN = /^[A-Za-z0-9][\x20-\x7e]*$/;

/** True for a cell that cleanCell leaves as it is without a problem, told at a glance (a number, plain text). */
export function cleanAsIs(v: Cell): boolean {
  return (
    typeof v === 'number' ||
    typeof v === 'boolean' ||
    v === '' ||
    (typeof v === 'string' && v.length <= MAX_CELL_CHARS && PLAIN.test(v))
  );
}

/** A typed cell as the readers see it, and what is wrong with it (null when nothing). */
export function cleanCell(
  v: Cell,
  plainText = false,
): { readonly value: Cell; readonly problem: { readonly message: string; readonly fix: string } | null } {
  if (plainText && isDate(v)) {
    // a plain-text column holds a date only when its format was changed and Sheets converted what was typed ("1/2")
    return {
      value: '',
      problem: {
        message: `Sheets read what was typed here as the date ${isNaN(v.getTime()) ? '' : v.toISOString().slice(0, 10)}, not as text`,
        fix: 'format the cell as plain text (Format > Number > Plain text) and type it again',
      },
    };
  }
  if (typeof v !== 'string') return { value: v, problem: null };
  let value = v.replace(WIDE_SPACES, ' ');
  const hidden = INVISIBLE.exec(value);
  if (hidden) {
    const cp = codePoint(hidden[0]);
    value = value.replace(INVISIBLE_ALL, '');
    return {
      value,
      problem: {
        message: `the text holds an invisible character (${NAMES[cp.replace('+', '')] ?? 'a formatting character'}, ${cp})`,
        fix: `clear the cell and type "${shorten(value.trim())}" again`,
      },
    };
  }
  if (value.length > MAX_CELL_CHARS) {
    return {
      value: shorten(value),
      problem: {
        message: `the text is ${value.length.toLocaleString('en-US')} characters long; a cell holds at most ${MAX_CELL_CHARS.toLocaleString('en-US')}`,
        fix: 'shorten it, or clear it',
      },
    };
  }
  if (looksLikeFormula(value)) {
    // blanked: never scored, paired or copied into another tab or an export
    const t = value.trim();
    return {
      value: '',
      problem: {
        message: `"${shorten(t)}" starts with "${t[0]}", which Sheets reads as a formula: it is not used (a download opened in another program could run it)`,
        fix: `clear the cell and type it without the "${t[0]}"`,
      },
    };
  }
  return { value, problem: null };
}

/** The result notations that start like a formula and are results (results.ts): draw, forfeits, not played. */
const NOTATIONS: ReadonlySet<string> = new Set(['=', '+', '-', '+-', '-+', '+:-', '-:+', '--']);

/**
 * True for text that starts like a formula: "=1+1", "+3", "@x", "-A1" (a result notation aside). A negative
 * number as text ("-3") is left to its column's check, which says what is wrong with it (negative, not a result).
 */
export function looksLikeFormula(text: string): boolean {
  const t = text.trim();
  return /^[=+\-@]/.test(t) && !NOTATIONS.has(t.replace(/\s+/g, '')) && !/^-\d+([.,]\d+)?$/.test(t);
}

/** At most 40 characters, with "..." when cut. */
function shorten(s: string): string {
  return s.length > 40 ? `${s.slice(0, 37)}...` : s;
}

/** The key duplicate names are found by: lower case, no accents, no spaces ("Perú", "PE RU" → "peru"). */
export function duplicateKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '')
    .toLowerCase();
}

/** Why a cell cannot be a name (Sheets turned it into a number, a date or a truth value; an add-on marker), or null.
 * Formula-looking text is reported by cleanCell (`reported`: no second problem for the cell). */
export function notAName(
  v: Cell,
  noun: string,
): { readonly message: string; readonly fix: string; readonly reported?: boolean } | null {
  const kind = isDate(v)
    ? 'a date'
    : typeof v === 'number'
      ? 'a number'
      : typeof v === 'boolean'
        ? 'TRUE or FALSE'
        : null;
  if (kind === null) {
    const s = cellText(v);
    if (looksLikeFormula(s)) return { message: '', fix: '', reported: true };
    if (/^[=+\-@]/.test(s.trim()))
      return {
        message: `"${shorten(s.trim())}" starts with "${s.trim()[0]}", which Sheets reads as a formula`,
        fix: `type the ${noun} with a letter or digit first`,
      };
    const marker = markerOf(s);
    if (marker)
      return {
        message: `"${shorten(s.trim())}" is ${marker}, which the add-on writes and reads back in its own cells: it cannot be a ${noun}`,
        fix: `give it another ${noun}, e.g. with a word added`,
      };
    return null;
  }
  const shown = isDate(v) ? v.toISOString().slice(0, 10) : String(v);
  return {
    message: `Sheets read this ${noun} as ${kind} (${shown}), not as text`,
    fix: `format the cell as plain text (Format > Number > Plain text) and type the ${noun} again, or give it letters`,
  };
}

/** The add-on's own words in cells it writes and reads back, and where (round tabs, Overview, standings, logs, checks). */
const MARKERS: readonly [RegExp, string][] = [
  [/^bye$/i, 'the word of a bye on the round tabs'],
  [/^waits$/i, 'the word of an entrant waiting a play-off round (T5)'],
  [/^\(?forfeit\)?$/i, 'the mark of a forfeited side on the round tabs'],
  [/^absent$/i, 'the mark of an absent player at a multi-player table'],
  [/^(team )?withdrawn$|\(withdrawn\)$/i, 'the mark of a withdrawn team in the standings and the Overview'],
  [/^not logged\b/i, "the title of the line-up log's edits not logged"],
  [/^ok(:|$)/i, 'the word of a line-up check that passed'],
  [/^no categories$/i, 'the word of a player without prize categories'],
  [/^~/, "the mark of the add-on's records"],
  [/^mochalunt (line-ups of|organizers only|check)\b/i, "the start of the add-on's protections and check columns"],
  [/[\u2713\u2714\u2717\u2718\u2611\u2612]/, 'a check mark'],
];

/** What add-on marker a name is, or null. */
export function markerOf(name: string): string | null {
  const t = name.trim().replace(/\s+/g, ' ');
  return MARKERS.find(([re]) => re.test(t))?.[1] ?? null;
}

/** The key look-alike names are found by: the duplicate key of the name's Latin skeleton ("Hоtel" with a Cyrillic о → "hotel"). */
export function lookAlikeKey(name: string): string {
  return duplicateKey(skeleton(name));
}

/** The problem of `name` (this row) that looks like `first` (listed in 0-based grid row `firstAt`). */
export function lookAlike(
  name: string,
  first: string,
  firstAt: number,
  noun: string,
): { readonly message: string; readonly fix: string } {
  const own = lookAlikeLetter(name);
  const theirs = lookAlikeLetter(first);
  const which = own
    ? `: its "${own.letter}" is a ${own.script} letter (${own.code}), not a Latin one`
    : theirs
      ? `, whose "${theirs.letter}" is a ${theirs.script} letter (${theirs.code}), not a Latin one`
      : '';
  return {
    message: `"${name}" looks like ${first} (row ${firstAt + 1})${which}: two ${noun}s that read the same`,
    fix: `list each ${noun} once: type the name in one alphabet, or delete this row`,
  };
}

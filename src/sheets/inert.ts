// Text written by the add-on stays text. Sheets parses a string written with setValue(s) as the user's typing:
// "=..." becomes a formula, "1-2" or "1/2" a date, "50%" a percentage, "1e5" or "+3" a number, "TRUE" a
// truth value, "12:30" a time. Names and results come from people, so every string the add-on writes that
// Sheets would turn into something else gets Sheets' quote prefix (a leading apostrophe, which is not part
// of the value: https://support.google.com/docs/answer/3094038 "Format numbers as text"). Text that starts
// with "=", "+", "-" or "@" is prefixed too, so that a file exported to .xlsx or .csv never carries a
// formula an other program would run.

/** Month names Sheets reads in dates ("Jan 5", "5 March 2024"). */
const MONTH =
  '(jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|jun(e)?|jul(y)?|aug(ust)?|sep(t(ember)?)?|oct(ober)?|nov(ember)?|dec(ember)?)';

const PARSED: readonly RegExp[] = [
  // numbers: signs, grouping, decimals, exponents, currency, percentages, fractions
  /^[+-]?[$€£¥]?\s*[+-]?(\d[\d,]*(\.\d*)?|\.\d+)(e[+-]?\d+)?\s*%?$/i,
  /^[+-]?\d+\s+\d+\/\d+$/,
  // truth values
  /^(true|false)$/i,
  // dates and times: 2024-01-15, 1/2, 1-2-24, 1.2.2024, 12:30, 9:15 PM, 2024-01-15 18:00
  /^\d{1,4}[-/.]\d{1,2}([-/.]\d{1,4})?(\s+\d{1,2}(:\d{2}){1,2}(\s*[ap]\.?m\.?)?)?$/i,
  /^\d{1,2}(:\d{2}){1,2}(\.\d+)?(\s*[ap]\.?m\.?)?$/i,
  /^\d{1,2}\s*[ap]\.?m\.?$/i,
  new RegExp(
    `^(\\d{1,2}[\\s-]+${MONTH}\\.?([\\s,-]+\\d{2,4})?|${MONTH}\\.?[\\s-]+\\d{1,2}(st|nd|rd|th)?(,?[\\s-]+\\d{2,4})?|${MONTH}\\.?[\\s-]+\\d{4})$`,
    'i',
  ),
];

/** True when Sheets would store the string as something other than this text (or the text is formula-like). */
export function sheetsWouldChange(s: string): boolean {
  if (/^[=+\-@']/.test(s)) return true;
  const t = s.trim();
  return t !== '' && PARSED.some((re) => re.test(t));
}

/**
 * The value to write for a cell so that a string stays exactly that string: a leading apostrophe when
 * Sheets would change it. Cells formatted as plain text ('@') keep strings as typed and need it only for a
 * leading "=" (a formula) or "'" (the quote prefix itself).
 */
export function inertText<T>(v: T, plainText = false): T | string {
  if (typeof v !== 'string' || v === '') return v;
  if (plainText) return v.startsWith("'") || (v.startsWith('=') && v.length > 1) ? `'${v}` : v;
  return sheetsWouldChange(v) ? `'${v}` : v;
}

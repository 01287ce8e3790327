// The fingerprints an undo step keeps of the cells its action wrote (3 characters a cell), and the seal of its
// record (FNV-1a): Undo compares them with the cells then (src/addon/undoCheck.ts) and refuses a record whose text
// was changed (undoRecord.ts). Values are compared as text ("12" and 12 alike, a date by its instant), so that a
// workbook saved by another program reads the same.
import { anyText } from '../engine/core/text';

const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** FNV-1a, 32 bits. */
export function fnv(text: string, seed = 0x811c9dc5): number {
  // kept a 32-bit integer until the end (the same bits as unsigned at every step): no doubles in the loop
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** A cell's value as compared: text, a number as its digits, a date by its instant, a truth value in capitals. */
function comparedText(v: unknown): string {
  if (v instanceof Date || (typeof v === 'object' && v !== null && typeof (v as Date).getTime === 'function'))
    return `@${(v as Date).getTime()}`;
  if (typeof v === 'object' && v !== null && 'd' in v) return `@${Date.parse(String(v.d))}`;
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (v === null || v === undefined) return '';
  return anyText(v).trim();
}

/** A cell's fingerprint: 3 characters (18 bits). */
export function cellMark(v: unknown): string {
  const h = fnv(comparedText(v));
  return DIGITS[h & 63] + DIGITS[(h >>> 6) & 63] + DIGITS[(h >>> 12) & 63];
}

/** The fingerprints of a block of values, row after row. */
export function fingerprints(values: readonly (readonly unknown[])[]): string {
  // a round's cells repeat (results, blanks, scores): each distinct text or number hashed once
  const marks = new Map<unknown, string>();
  // the marks joined once at the end (no string made per cell)
  const out: string[] = [];
  for (let r = 0; r < values.length; r++) {
    const row = values[r];
    for (let c = 0; c < row.length; c++) {
      const v = row[c];
      if (typeof v === 'string' || typeof v === 'number') {
        let m = marks.get(v);
        if (m === undefined) marks.set(v, (m = cellMark(v)));
        out.push(m);
      } else out.push(cellMark(v));
    }
  }
  return out.join('');
}

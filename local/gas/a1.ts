// A1 notation: column letters, and parsing "A1", "B2:D9", "A:C", "2:5", "A2:C" and "'Tab name'!A1:B2"
// into a grid area of a sheet with known dimensions.
import type { GridArea } from './workbook';

export function columnLetters(column: number): string {
  let s = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

function columnNumber(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

export function a1Notation(area: GridArea): string {
  const start = columnLetters(area.column) + area.row;
  if (area.numRows === 1 && area.numColumns === 1) return start;
  return `${start}:${columnLetters(area.column + area.numColumns - 1)}${area.row + area.numRows - 1}`;
}

/** Splits "'My tab'!A1:B2" into its sheet name (quotes removed) and the reference. */
export function splitSheetName(a1: string): { sheetName?: string; ref: string } {
  const bang = a1.lastIndexOf('!');
  if (bang < 0) return { ref: a1 };
  let name = a1.slice(0, bang);
  if (name.startsWith("'") && name.endsWith("'")) name = name.slice(1, -1).replace(/''/g, "'");
  return { sheetName: name, ref: a1.slice(bang + 1) };
}

const PART = /^\$?([A-Za-z]*)\$?(\d*)$/;

/** Parses a reference (without sheet name) against a sheet of maxRows x maxColumns; null if invalid. */
export function parseA1(ref: string, maxRows: number, maxColumns: number): GridArea | null {
  const pieces = ref.trim().split(':');
  if (pieces.length > 2 || pieces.some((p) => p === '')) return null;
  const parsed = pieces.map((p) => PART.exec(p));
  if (parsed.some((m) => !m || (m[1] === '' && m[2] === ''))) return null;
  const [a, b] = parsed as RegExpExecArray[];
  if (!b) {
    if (a[1] === '' || a[2] === '') return null;
    return { row: Number(a[2]), column: columnNumber(a[1]), numRows: 1, numColumns: 1 };
  }
  const c1 = a[1] ? columnNumber(a[1]) : 1;
  const c2 = b[1] ? columnNumber(b[1]) : maxColumns;
  const r1 = a[2] ? Number(a[2]) : 1;
  const r2 = b[2] ? Number(b[2]) : maxRows;
  if ((a[1] === '') !== (b[1] === '') && a[2] === '') return null;
  const row = Math.min(r1, r2);
  const column = Math.min(c1, c2);
  return { row, column, numRows: Math.abs(r2 - r1) + 1, numColumns: Math.abs(c2 - c1) + 1 };
}

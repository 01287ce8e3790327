// The shared file is public: no e-mail addresses or phone numbers in the tabs people fill.
import type { Cell, Workbook } from './workbook';
import { cellText } from './workbook';
import type { SheetProblem } from './plan';
import { a1, columnLetter } from './plan';

const EMAIL = /[^\s@,;<>()]+@[^\s@,;<>()]+\.[a-z]{2,}/i;
/** an international number: "+" then at least 8 digits, spaces, dots or dashes allowed between them */
const PHONE = /\+\d[\d .-]{6,}\d/;

/** What the check says of a cell holding contact data. */
export const CONTACT_FIX = 'remove contact data: delete it (captains\' contacts are kept by the organizers outside the shared file)';

/** True when the text looks like contact data: an e-mail address or an international phone number. */
export function isContactData(s: string): boolean {
  return contactKind(s) !== null;
}

/** "an e-mail address", "a phone number" or null; looks at the first 2,000 characters (longer cells are refused anyway). */
function contactKind(text: string): string | null {
  const s = text.length > 2000 ? text.slice(0, 2000) : text;
  if (s.includes('@') && EMAIL.test(s)) return 'an e-mail address';
  if (s.includes('+') && PHONE.test(s)) return 'a phone number';
  return null;
}

/** The first cell of grid row `cells` that holds contact data: its 0-based column and what it holds. */
export function contactInRow(cells: readonly Cell[]): { readonly col: number; readonly kind: string } | null {
  for (let j = 0; j < cells.length; j++) {
    const kind = contactKind(cellText(cells[j]));
    if (kind) return { col: j, kind };
  }
  return null;
}

/** Problems for every cell of `tabs` that holds an e-mail address or an international phone number. */
export function privacyProblems(book: Workbook, tabs: readonly string[]): SheetProblem[] {
  const out: SheetProblem[] = [];
  for (const tab of tabs) {
    const grid = book.read(tab);
    if (!grid) continue;
    grid.forEach((row, i) => row.forEach((v, j) => {
      const s = cellText(v);
      const kind = contactKind(s);
      if (!kind) return;
      const header = cellText(grid[0]?.[j]) || columnLetter(j + 1);
      out.push({ tab, row: i + 1, column: header, cell: a1(i + 1, j + 1), message: `this cell holds ${kind}, and the file is public`, fix: CONTACT_FIX });
    }));
  }
  return out;
}

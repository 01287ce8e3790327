// The shared file is public: no e-mail addresses or phone numbers in the tabs people fill.
import type { Workbook } from './workbook';
import { cellText } from './workbook';
import type { SheetProblem } from './plan';
import { a1 } from './plan';

const EMAIL = /[^\s@,;<>()]+@[^\s@,;<>()]+\.[a-z]{2,}/i;
/** an international number: "+" then at least 8 digits, spaces, dots or dashes allowed between them */
const PHONE = /\+\d[\d .-]{6,}\d/;

/** Problems for every cell of `tabs` that holds an e-mail address or an international phone number. */
export function privacyProblems(book: Workbook, tabs: readonly string[]): SheetProblem[] {
  const out: SheetProblem[] = [];
  for (const tab of tabs) {
    const grid = book.read(tab);
    if (!grid) continue;
    grid.forEach((row, i) => row.forEach((v, j) => {
      const s = cellText(v);
      const kind = EMAIL.test(s) ? 'an e-mail address' : PHONE.test(s) ? 'a phone number' : null;
      if (!kind) return;
      const header = cellText(grid[0]?.[j]) || `column ${j + 1}`;
      out.push({ tab, row: i + 1, column: header, cell: a1(i + 1, j + 1), message: `this cell holds ${kind}, and the file is public`, fix: 'delete it; captains\' contacts are kept by the organizers outside the shared file' });
    }));
  }
  return out;
}

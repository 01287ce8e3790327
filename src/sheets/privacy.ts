// The shared file is public: no e-mail addresses or phone numbers in the tabs people fill, and no e-mail
// address in any tab at all (publicFileProblems: output tabs, logs, the organizers' own tabs); what the add-on
// copies from a person's typing into the file (the line-up log's old and new values) is masked first.
import type { Cell, Workbook } from './workbook';
import { cellText } from './workbook';
import type { SheetProblem } from './plan';
import { a1, columnLetter } from './plan';
import { keptForPair } from './kept';

const EMAIL = /[^\s@,;<>()]+@[^\s@,;<>()]+\.[a-z]{2,}/i;
/** an international number: "+" then at least 8 digits, spaces, dots or dashes allowed between them */
const PHONE = /\+\d[\d .-]{6,}\d/;

/** What the check says of a cell holding contact data. */
export const CONTACT_FIX =
  "remove contact data: delete it (captains' contacts are kept by the organizers outside the shared file)";

/** What stands in the shared file for a masked e-mail address or phone number (docs/decisions.md). */
const MASKED_EMAIL = '(an e-mail address)';
const MASKED_PHONE = '(a phone number)';

/**
 * The text with every e-mail address and international phone number replaced by MASKED_EMAIL / MASKED_PHONE:
 * what the add-on writes into the shared file when it copies what a person typed (the line-up log).
 */
export function maskContactData(text: string): string {
  let s = text;
  if (s.includes('@')) s = s.replace(new RegExp(EMAIL.source, 'gi'), MASKED_EMAIL);
  if (s.includes('+')) s = s.replace(new RegExp(PHONE.source, 'g'), MASKED_PHONE);
  return s;
}

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

/**
 * The problems found in each grid, by the grid itself and the tab's name (a workbook's grids are never changed):
 * the event as it was and as it will be share their unchanged tabs, scanned once.
 */
const contactsFound = new WeakMap<readonly (readonly Cell[])[], Map<string, readonly SheetProblem[]>>();

/** Problems for every cell of `tabs` that holds an e-mail address or an international phone number. */
export function privacyProblems(book: Workbook, tabs: readonly string[]): SheetProblem[] {
  const out: SheetProblem[] = [];
  for (const tab of tabs) {
    const grid = book.read(tab);
    if (!grid) continue;
    for (const p of keptForPair(contactsFound, grid, tab, () => contactCells(tab, grid))) out.push(p);
  }
  return out;
}

/** Problems for every cell of tab `tab` (its values `grid`) that holds contact data. */
function contactCells(tab: string, grid: readonly (readonly Cell[])[]): SheetProblem[] {
  const out: SheetProblem[] = [];
  // (plain loops: every cell of a 1,500-row tab, without a function made per row)
  for (let i = 0; i < grid.length; i++) {
    const row = grid[i];
    for (let j = 0; j < row.length; j++) {
      const v = row[j];
      // a number or a truth value never reads as an address or a phone number ("1e+21": too few digits)
      if (typeof v === 'number' || typeof v === 'boolean') continue;
      const kind = contactKind(cellText(v));
      if (!kind) continue;
      const header = cellText(grid[0]?.[j]) || columnLetter(j + 1);
      out.push({
        tab,
        row: i + 1,
        column: header,
        cell: a1(i + 1, j + 1),
        message: `this cell holds ${kind}, and the file is public`,
        fix: CONTACT_FIX,
      });
    }
  }
  return out;
}

/** What the public-file scan says to do with an address found in any tab. */
const ADDRESS_FIX =
  "clear the cell: the file is shared with everyone who has its link. A captain's or player's address belongs in the captains' dialog (Captains and protections...), which keeps it in the file's private data";

/** A character that ends the parts of an address as EMAIL reads them. */
const SEPARATOR = /[\s@,;<>()]/;
const LETTER = /[a-z]/i;

/**
 * True when an e-mail address is anywhere in the text, as EMAIL reads one: a character of its name just before
 * an "@", then, within the 254 characters after it and with no separator between, a domain of at least one
 * character, a dot and two letters. One pass over the text (EMAIL itself, tried at every "@" of a long cell,
 * backtracks over every start position).
 */
function holdsAddress(text: string): boolean {
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', at + 1)) {
    if (at === 0 || SEPARATOR.test(text[at - 1])) continue;
    const end = Math.min(text.length, at + 254);
    for (let i = at + 1; i < end && !SEPARATOR.test(text[i]); i++) {
      if (text[i] === '.' && i >= at + 2 && i + 2 < end && LETTER.test(text[i + 1]) && LETTER.test(text[i + 2]))
        return true;
    }
  }
  return false;
}

/** The column as a problem names it: the header of row 1 when the cell is below one, else its letter. */
function columnName(grid: readonly (readonly Cell[])[], row: number, col: number): string {
  const header = row > 0 ? cellText(grid[0]?.[col]) : '';
  return header !== '' && header.length <= 40 && !header.includes('@') ? header : columnLetter(col + 1);
}

/**
 * Every cell of every tab but `skip` (tabs whose format reports contact data its own way) that holds an
 * e-mail address: the public file keeps none, whoever typed it and in whatever tab (output tabs, logs, the
 * organizers' own tabs, hidden ones). One read per tab, shared with the action through the Workbook's cache.
 */
export function publicFileProblems(book: Workbook, skip: readonly string[] = []): SheetProblem[] {
  const out: SheetProblem[] = [];
  for (const tab of book.tabNames()) {
    if (skip.includes(tab)) continue;
    const grid = book.read(tab);
    if (!grid) continue;
    for (let i = 0; i < grid.length; i++) {
      const row = grid[i];
      for (let j = 0; j < row.length; j++) {
        const v = row[j];
        if (typeof v !== 'string' || !holdsAddress(v)) continue;
        out.push({
          tab,
          row: i + 1,
          column: columnName(grid, i, j),
          cell: a1(i + 1, j + 1),
          message: 'this cell holds an e-mail address, and the file is public',
          fix: ADDRESS_FIX,
        });
      }
    }
  }
  return out;
}

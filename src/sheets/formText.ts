// What the add-on writes into a cell from a form: every e-mail address and phone number masked (the file is
// public, privacy.ts; the scheduling form refuses them, the results form's log masks them), and the text cut
// to Google's 50,000 characters per cell (a longer value is refused whole:
// https://developers.google.com/workspace/sheets/api/limits; local/gas/range.ts refuses it the same way).
import { maskContactData } from './privacy';

/** Google's most characters in one cell. */
const CELL_CHARACTERS = 50000;

/** The text cut to `CELL_CHARACTERS`, "..." marking the cut. */
export function cellCut(text: string): string {
  return text.length <= CELL_CHARACTERS ? text : `${text.slice(0, CELL_CHARACTERS - 3)}...`;
}

/** A form's text as a cell may hold it: masked, then cut (before and after: masking lengthens a text). */
export function formCellText(text: string): string {
  return cellCut(maskContactData(cellCut(text)));
}

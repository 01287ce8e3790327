// onEdit on a round tab (simple trigger, as the person typing): a result cell of a scored round typed over
// gets a note saying what was scored there, how it got there, and what to do (type it back, or score the
// round again: roundSeal.ts); typed back, the note goes. The note is on the edited cell itself, which the
// person typing may edit, so no protection is in the way. Never throws: an error is logged and swallowed.
import { gasWorkbook } from './workbook/gasWorkbook';
import { changeFix, changeText, readSeal, sealChanges, spotOf } from '../sheets/tabs/roundSeal';

/** The parts of Apps Script's edit event this uses. */
interface SealedEditEvent {
  readonly range?: GoogleAppsScript.Spreadsheet.Range;
  readonly authMode?: GoogleAppsScript.Script.AuthMode | string;
}

export function noteSealedEdit(e: SealedEditEvent | undefined): void {
  if (!e || String(e.authMode) === 'NONE') return;
  try {
    const range = e.range;
    const sheet = range?.getSheet();
    const round = /^R(\d+)$/.exec(sheet?.getName() ?? '');
    if (!range || !sheet || !round) return;
    const wb = gasWorkbook(sheet.getParent());
    const seal = readSeal(wb, Number(round[1]));
    if (!seal || seal.tab !== sheet.getName()) return;
    const changed = new Map(sealChanges(wb, seal).map((c) => [`${c.row},${c.col}`, c]));
    for (const cell of seal.cells) {
      const { row, col } = spotOf(cell.cell);
      const [r, c0] = [range.getRow(), range.getColumn()];
      if (row < r || row >= r + range.getNumRows() || col < c0 || col >= c0 + range.getNumColumns()) continue;
      const c = changed.get(`${row},${col}`);
      // https://developers.google.com/apps-script/reference/spreadsheet/range#setnotesnotes
      sheet.getRange(row, col).setNotes([[c ? `${changeText(c)}: ${changeFix(c)}.` : '']]);
    }
  } catch (err) {
    console.log(`MOCHALUNT onEdit (scored round): ${err instanceof Error ? err.message : String(err)}`);
  }
}

// Catalogue rows: Undo over changed cells, damaged undo records. The undo tab keeps one step a row: title,
// time, then the sealed record in pieces (src/sheets/undoRecord.ts); the newest step of 'mochalunt-boards' is Pair
// individual matches.
import type { Editor } from './scenario';
import type { CatalogueRow } from './kit';
import { sheet, WORKBOOK } from './kit';
import { baseBook } from './book';

/** The 1-based row of the newest step on the undo tab. */
function newest(e: Editor): number {
  const g = e.desk.session.inspect.SpreadsheetApp.getActiveSpreadsheet()
    .getSheetByName('_undo')!
    .getDataRange()
    .getValues();
  let best = 0;
  g.forEach((r, i) => {
    if (String(r[1]) > String(g[best][1])) best = i;
  });
  return best + 1;
}
const undoTab = (e: Editor) => e.sheet('_undo');
const piece = (e: Editor, row: number) => undoTab(e).getRange(row, 3);

export const UNDO_ROWS: readonly CatalogueRow[] = [
  sheet(
    'mochalunt-boards',
    'menuUndo',
    {
      id: 'undo-piece-missing',
      where: "_undo, the newest step's first piece",
      typed: 'the piece cleared',
      kind: 'damaged record',
      cell: false,
      message:
        'Undo last action: nothing written. The newest undo step (row 4 of the hidden _undo tab) is damaged: its record is missing (the cells after its title and time are empty). Undo never puts back a damaged step. To drop that step, show the _undo tab (View > Hidden sheets) and clear row 4 (select the row, press Delete; do not delete the row); Undo last action then offers the step before it.',
    },
    (e) => {
      piece(e, newest(e)).setValue('');
    },
  ),
  sheet(
    'mochalunt-boards',
    'menuUndo',
    {
      id: 'undo-piece-edited',
      where: "_undo, the newest step's piece",
      typed: 'one character of the record changed (the JSON still reads)',
      kind: 'damaged record',
      cell: false,
      message:
        'Undo last action: nothing written. The newest undo step (row 4 of the hidden _undo tab) is damaged: its text, title or time was changed since it was written (its fingerprint does not match). Undo never puts back a damaged step. To drop that step, show the _undo tab (View > Hidden sheets) and clear row 4 (select the row, press Delete; do not delete the row); Undo last action then offers the step before it.',
    },
    (e) => {
      const p = piece(e, newest(e));
      p.setValue(String(p.getValue()).replace('"row":1', '"row":2'));
    },
  ),
  sheet(
    'mochalunt-boards',
    'menuUndo',
    {
      id: 'undo-json-cut',
      where: "_undo, the newest step's piece",
      typed: 'the record cut in half',
      kind: 'damaged record',
      cell: false,
      message:
        'Undo last action: nothing written. The newest undo step (row 4 of the hidden _undo tab) is damaged: its text is not complete (it was cut or a piece was changed). Undo never puts back a damaged step. To drop that step, show the _undo tab (View > Hidden sheets) and clear row 4 (select the row, press Delete; do not delete the row); Undo last action then offers the step before it.',
    },
    (e) => {
      const p = piece(e, newest(e));
      const t = String(p.getValue());
      p.setValue(t.slice(0, Math.floor(t.length / 2)));
    },
  ),
  sheet(
    'mochalunt-boards',
    'menuUndo',
    {
      id: 'undo-title-edited',
      where: "_undo, the newest step's title",
      typed: 'Score round 1 (the title of another action)',
      kind: 'damaged record',
      cell: false,
      message:
        'Undo last action: nothing written. The newest undo step (row 4 of the hidden _undo tab) is damaged: its text, title or time was changed since it was written (its fingerprint does not match). Undo never puts back a damaged step. To drop that step, show the _undo tab (View > Hidden sheets) and clear row 4 (select the row, press Delete; do not delete the row); Undo last action then offers the step before it.',
    },
    (e) => {
      undoTab(e).getRange(newest(e), 1).setValue('Score round 1');
    },
  ),
  sheet(
    'mochalunt-boards',
    'menuUndo',
    {
      id: 'undo-rows-reordered',
      where: '_undo, its rows',
      typed: 'the newest step moved to the row of the first (rows sorted)',
      kind: 'damaged record',
      cell: false,
      message:
        "Undo last action: nothing written. The newest undo step (row 1 of the hidden _undo tab) is damaged: it was written in row 4 (the tab's rows were moved or sorted since); the dropdowns it keeps are filed by that row. Undo never puts back a damaged step. To drop that step, show the _undo tab (View > Hidden sheets) and clear row 1 (select the row, press Delete; do not delete the row); Undo last action then offers the step before it.",
    },
    (e) => {
      const t = undoTab(e);
      const n = newest(e);
      const width = t.getLastColumn();
      const [a, b] = [t.getRange(1, 1, 1, width).getValues(), t.getRange(n, 1, 1, width).getValues()];
      t.getRange(1, 1, 1, width).setValues(b);
      t.getRange(n, 1, 1, width).setValues(a);
    },
  ),
  sheet(
    'mochalunt-boards',
    'menuUndo',
    {
      id: 'undo-other-workbook',
      where: '_undo, row 1',
      typed: 'the newest step of another workbook (a Swiss) pasted over the steps',
      kind: 'damaged record',
      cell: false,
      message:
        "Undo last action: nothing written. The newest undo step (row 3 of the hidden _undo tab) is damaged: it was written by another workbook (copied from it, or the workbook is a copy): its cells are not this workbook's. Undo never puts back a damaged step. To drop that step, show the _undo tab (View > Hidden sheets) and clear row 3 (select the row, press Delete; do not delete the row); Undo last action then offers the step before it.",
    },
    (e) => {
      const other = baseBook('swiss-r1').sheetByName('_undo')!;
      // the other workbook's newest step, in the row it was written in
      let row = 0;
      other.grid.forEach((r, i) => {
        if (String(r?.[1]?.v ?? '') > String(other.grid[row]?.[1]?.v ?? '')) row = i;
      });
      const cells = (other.grid[row] ?? []).map((c) => String(c ? c.v : ''));
      const t = undoTab(e);
      t.getRange(1, 1, t.getMaxRows(), t.getMaxColumns()).clearContent();
      if (t.getMaxColumns() < cells.length) t.insertColumnsAfter(t.getMaxColumns(), cells.length - t.getMaxColumns());
      t.getRange(row + 1, 1, 1, cells.length).setValues([cells]);
    },
  ),
  sheet(
    'mochalunt-results',
    'menuUndo',
    {
      id: 'undo-results-typed-no',
      where: 'R1, the result columns',
      typed: 'results typed after Pair individual matches; Undo answered No',
      kind: 'changed since the action',
      cell: false,
      message:
        'Undo last action: nothing written. The cells changed after Pair individual matches, round 1 stay as they are (R1: 44 cells (R1!G3:J15)); run Undo last action again to undo it anyway.',
    },
    undefined,
    [{ button: 'NO' }],
  ),
  sheet(
    'mochalunt-boards',
    'menuUndo',
    {
      id: 'undo-round-rows-deleted',
      where: 'R1, a board row',
      typed: 'a board row deleted after Pair individual matches',
      kind: 'changed since the action',
      cell: false,
      message:
        'Undo last action: nothing written. R1 row 4 now holds what Pair individual matches, round 1 wrote in row 5: rows of R1 were deleted, inserted or sorted since, so Undo would put the cells it replaced back over other rows. Put the rows back as they were (Edit > Undo in Sheets, or File > Version history), then run Undo last action again; or correct R1 by hand.',
    },
    (e) => {
      e.deleteRows('R1', 4);
    },
  ),
  sheet(
    'mochalunt-boards',
    'menuUndo',
    {
      id: 'undo-round-rows-sorted',
      where: 'R1, the board rows',
      typed: 'two board rows swapped (sorted) after Pair individual matches',
      kind: 'changed since the action',
      cell: false,
      message:
        'Undo last action: nothing written. R1 row 3 now holds what Pair individual matches, round 1 wrote in row 4: rows of R1 were deleted, inserted or sorted since, so Undo would put the cells it replaced back over other rows. Put the rows back as they were (Edit > Undo in Sheets, or File > Version history), then run Undo last action again; or correct R1 by hand.',
    },
    (e) => {
      const s = e.sheet('R1');
      const width = s.getLastColumn();
      const [a, b] = [s.getRange(3, 1, 1, width).getValues(), s.getRange(4, 1, 1, width).getValues()];
      s.getRange(3, 1, 1, width).setValues(b);
      s.getRange(4, 1, 1, width).setValues(a);
    },
  ),
].map((r) => ({ ...r, unchanged: WORKBOOK }));

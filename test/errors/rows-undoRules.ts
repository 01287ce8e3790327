// Catalogue rows: the dropdowns an undo step keeps on the hidden tab "_undo rules" (src/sheets/undoRecord.ts), lost:
// Undo refuses the step as damaged rather than put its cells back under the wrong dropdowns. On 'mochalunt-boards'
// Pair individual matches is run again: its step replaced the dropdowns the first one wrote.
import type { CatalogueRow } from './kit';
import { sheet, WORKBOOK } from './kit';

const TAIL =
  ' Put that tab back as it was (Edit > Undo in Sheets, or File > Version history) to undo the step whole. Undo never puts back a damaged step. To drop that step, show the _undo tab (View > Hidden sheets) and clear row 5 (select the row, press Delete; do not delete the row); Undo last action then offers the step before it.';
const HEAD =
  'Undo last action: nothing written. The newest undo step (row 5 of the hidden _undo tab) is damaged: the dropdowns it replaced are kept on the hidden tab _undo rules, which';

export const UNDO_RULES_ROWS: readonly CatalogueRow[] = [
  sheet(
    'mochalunt-boards',
    'menuUndo',
    {
      id: 'undo-rules-tab-deleted',
      where: 'the hidden _undo rules tab',
      typed: 'the tab deleted',
      kind: 'damaged record',
      cell: false,
      message: `${HEAD} is missing (deleted or renamed).${TAIL}`,
    },
    (e) => {
      e.desk.click('menuPairIndividual');
      const ss = e.desk.session.inspect.SpreadsheetApp.getActiveSpreadsheet();
      ss.deleteSheet(e.sheet('_undo rules'));
    },
  ),
  sheet(
    'mochalunt-boards',
    'menuUndo',
    {
      id: 'undo-rules-tab-cleared',
      where: 'the hidden _undo rules tab',
      typed: 'its dropdowns removed (Data > Data validation > Remove all)',
      kind: 'damaged record',
      cell: false,
      message: `${HEAD} holds 0 of the 55 kept there for this step (it was cleared or edited since).${TAIL}`,
    },
    (e) => {
      e.desk.click('menuPairIndividual');
      const s = e.sheet('_undo rules');
      s.getRange(1, 1, s.getMaxRows(), s.getMaxColumns()).setDataValidation(null);
    },
  ),
].map((r) => ({ ...r, unchanged: WORKBOOK }));

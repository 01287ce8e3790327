// Catalogue rows: the jury's acceptance of a late line-up, typed by the organizers in the Line-up log (M13):
// a row "accept late" without a reason, or naming no Line-ups row, refuses Pair individual matches.
import { type CatalogueRow, sheet, lineupRow } from './kit';
import type { Editor } from './scenario';

const HEADER = ['time (UTC)', 'row', 'column', 'old value', 'new value'];

/** the organizers' Line-up log tab with one typed row */
const juryRow = (row: (e: Editor) => string, reason: string) => (e: Editor) => {
  const log = e.desk.session.inspect.SpreadsheetApp.getActiveSpreadsheet().insertSheet('Line-up log');
  log.getRange(1, 1, 2, 5).setValues([HEADER, ['2024-01-21 10:00', row(e), 'accept late', '', reason]]);
};

export const LINEUP_DECISION_ROWS: readonly CatalogueRow[] = [
  sheet(
    'mochalunt-lineups',
    'menuPairIndividual',
    {
      id: 'lineups-jury-no-reason',
      where: 'Line-up log, column new value (the jury\'s "accept late")',
      typed: 'accept late for the row of Latvia, with no reason',
      kind: 'empty required cell',
      message:
        'Line-up log, row 2, column new value (E2): the jury\'s "accept late" of Line-ups row 18 gives no reason. type the jury\'s reason, e.g. the captain was in hospital on the deadline day',
    },
    juryRow((e) => String(lineupRow(e, 'Latvia')), ''),
  ),
  sheet(
    'mochalunt-lineups',
    'menuPairIndividual',
    {
      id: 'lineups-jury-no-row',
      where: 'Line-up log, column row (the jury\'s "accept late")',
      typed: 'twelve',
      kind: 'text for number',
      message:
        'Line-up log, row 2, column row (B2): "twelve" is not a row of the Line-ups tab (the jury\'s "accept late"). type the number of the Line-ups row of the late line-up, e.g. 12',
    },
    juryRow(() => 'twelve', 'the captain was ill'),
  ),
];

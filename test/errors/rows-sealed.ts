// Catalogue rows: scored rounds are sealed (src/sheets/tabs/roundSeal.ts). A result typed over a cell of a
// scored round stops every action that reads the round, naming the cell, the value scored and the new one, and
// what to do: type it back, or score the round again (which asks first and logs the correction).
import type { CatalogueRow } from './kit';
import { boardRow, roundAnswer, sheet } from './kit';
import type { Editor } from './scenario';

/** game 1 of the first board row of R1 typed over with the other result */
function overGame1(e: Editor): void {
  const row = boardRow(e);
  const col = e.desk.column('R1', 'game 1');
  const was = String(e.desk.read('R1')?.[row - 1]?.[col - 1] ?? '');
  e.desk.type('R1', row, col, [[was === '1-0' ? '0-1' : '1-0']]);
}

/** the result of R1's first game typed over (a Swiss whose round 1 is scored) */
function overResult(e: Editor): void {
  e.desk.type('R1', e.rowWhere('R1', 'match', '1'), e.desk.column('R1', 'result'), [['0-1']]);
}

/** the same game typed over, met by each action that reads round 1 */
const MOCHALUNT_READERS: readonly [string, string][] = [
  ['sealed-standings', 'menuUpdateStandings'],
  ['sealed-pair', 'menuPairNextRound'],
  ['sealed-individual', 'menuIndividualRanking'],
];

export const SEALED_ROWS: readonly CatalogueRow[] = [
  ...MOCHALUNT_READERS.map(([id, click]) =>
    sheet(
      'mochalunt-scored',
      click,
      {
        id,
        where: 'R1, column game 1 of a scored round',
        typed: 'the other result typed over the one scored',
        kind: 'edited output',
        message:
          'R1, row 3, column game 1 (G3): round 1 was scored with "1-0" in R1!G3 (typed by an organizer); it now reads "0-1". type 1-0 back, or run Score round for round 1 again to correct the result (it lists what moves and asks first)',
      },
      overGame1,
    ),
  ),
  sheet(
    'swiss-r2',
    'menuScoreRound',
    {
      id: 'sealed-later-round',
      where: 'R1, column result of a scored round, then Score round 2',
      typed: '0-1 over 1-0',
      kind: 'edited output',
      message:
        'R1, row 2, column result (D2): round 1 was scored with "1-0" in R1!D2 (typed by an organizer); it now reads "0-1". type 1-0 back, or run Score round for round 1 again to correct the result (it lists what moves and asks first)',
    },
    overResult,
    roundAnswer('2'),
  ),
];

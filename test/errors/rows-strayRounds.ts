// Catalogue rows: a tab named exactly like a round tab that the add-on did not write (src/sheets/tabs/strayRounds.ts):
// notes typed in a tab named R2 before round 2 is paired, a stray R9 beyond MOCHALUNT's 8 rounds, a stray R7 after
// a gap in a Swiss, notes in R2 of a multi-player event. One message each, never the header problems of reading it.
import type { CatalogueRow } from './kit';
import { sheet } from './kit';
import type { Editor } from './scenario';

/** a new tab `name` with notes typed in it (no round tab's headers) */
function notesTab(e: Editor, name: string): void {
  e.sheet('Settings')
    .getParent()
    .insertSheet(name)
    .getRange(1, 1, 2, 1)
    .setValues([['notes'], ['call the venue on Friday']]);
}

const fix = (tab: string, round: number | null) =>
  `rename the tab "${tab}" without a round number (for example "Notes"), or delete it${round === null ? '' : `; the add-on makes round ${round}'s tab itself when it pairs the round`}`;

export const STRAY_ROUND_ROWS: readonly CatalogueRow[] = [
  sheet(
    'mochalunt-scored',
    'menuPairNextRound',
    {
      id: 'structure-stray-r2-notes',
      where: 'a new tab named R2',
      typed: 'notes typed in a tab named R2 before round 2 is paired',
      kind: 'tab renamed or deleted',
      cell: false,
      message: `R2: the tab "R2" is named like round 2's tab, but the add-on did not write it: its row 1 holds none of a round tab's headers (match, board, team 1, team 2, ...). ${fix('R2', 2)}`,
    },
    (e) => notesTab(e, 'R2'),
  ),
  sheet(
    'mochalunt-scored',
    'menuUpdateStandings',
    {
      id: 'structure-stray-r9-beyond',
      where: 'a new tab named R9',
      typed: 'a stray R9 beyond the season of 8 rounds',
      kind: 'tab renamed or deleted',
      cell: false,
      message: `R9: the tab "R9" is named like round 9's tab, but the add-on did not write it: the season has 8 rounds (phase 1 rounds and phase 2 rounds on Settings). ${fix('R9', null)}`,
    },
    (e) => notesTab(e, 'R9'),
  ),
  sheet(
    'swiss-r2',
    'menuScoreRound',
    {
      id: 'structure-stray-r7-gap',
      where: 'a new tab named R7',
      typed: 'a stray R7 while round 2 is the last paired',
      kind: 'tab renamed or deleted',
      cell: false,
      message: `R7: the tab "R7" is named like round 7's tab, but the add-on did not write it: there is no tab R6 before it, and rounds are paired in order. ${fix('R7', 7)}`,
    },
    (e) => notesTab(e, 'R7'),
  ),
  sheet(
    'multiplayer-r1',
    'menuUpdateStandings',
    {
      id: 'structure-stray-r2-multiplayer',
      where: 'a new tab named R2',
      typed: 'notes typed in a tab named R2 before session 2 is seated',
      kind: 'tab renamed or deleted',
      cell: false,
      message: `R2: the tab "R2" is named like round 2's tab, but the add-on did not write it: its row 1 holds none of a round tab's headers (table, seat, player, place, ...). ${fix('R2', 2)}`,
    },
    (e) => notesTab(e, 'R2'),
  ),
];

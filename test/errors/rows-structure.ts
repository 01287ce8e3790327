// Catalogue rows: round tabs edited structurally (rows deleted, pasted over, a bye typed over a match) against the
// record of what was paired (src/sheets/tabs/roundRecord.ts, roundsRecorded.ts), and tabs found by exact name
// (src/sheets/tabs/tabNames.ts): a tab named like one of the add-on's but for case or spaces, a stray tab named
// like a round tab.
import type { CatalogueRow } from './kit';
import { sheet } from './kit';
import type { Editor } from './scenario';

/** the rows of match `id` on R1 (its team-match row and its board rows), as [first row, count] */
function matchBlock(e: Editor, tab: string, id: string): [number, number] {
  const g = e.grid(tab);
  const c = e.col(tab, 'match') - 1;
  const rows = g.map((r, i) => (i > 0 && String(r[c]) === id ? i + 1 : 0)).filter((i) => i > 0);
  return [rows[0], rows.length];
}

/** a new tab named `name` holding a copy of `from`'s values (Sheets' Duplicate, then a rename) */
function copyTab(e: Editor, from: string, name: string): void {
  const src = e.sheet(from);
  const values = src.getDataRange().getValues();
  const copy = src.getParent().insertSheet(name);
  copy.getRange(1, 1, values.length, values[0].length).setValues(values);
}

function newTab(e: Editor, name: string): void {
  e.sheet('Settings').getParent().insertSheet(name).getRange(1, 1).setValue('notes');
}

/** round 1 scored and round 2 paired (MOCHALUNT) */
const pairR2 = (e: Editor) => e.desk.click('menuPairNextRound');
const scoreR1 = (e: Editor) => e.desk.click('menuScoreRound');

export const STRUCTURE_ROWS: readonly CatalogueRow[] = [
  // ---- round tabs edited structurally, against the record of the pairing ------------------------------------------
  sheet(
    'mochalunt-scored',
    'menuUpdateStandings',
    {
      id: 'structure-board-deleted-standings',
      where: 'R1, a board row of a scored round',
      typed: 'board 2 of match 1 deleted (the rows below move up)',
      kind: 'structural edit',
      message:
        'R1, row 4, column board (B4): board 2 of match 1 (Yuri Okafor v Aiko Berg), which the add-on wrote on row 4, is missing here (the row was deleted or cleared). put the row back: use Edit > Undo in Sheets, or insert a row above row 4 and type match 1, board 2, player 1 Yuri Okafor, player 2 Aiko Berg, or pair the round again',
    },
    (e) => {
      e.deleteRows('R1', e.rowWhere('R1', 'match', '1') + 2);
    },
  ),
  sheet(
    'mochalunt-scored',
    'menuPairNextRound',
    {
      id: 'structure-match-deleted-pair',
      where: 'R1, the rows of a team match',
      typed: 'match 2 and its board rows deleted',
      kind: 'structural edit',
      message:
        'R1, row 7, column board (B7): match 2 (Latvia v China), which the add-on wrote on row 7, is missing here (the row was deleted or cleared). put the row back: use Edit > Undo in Sheets, or insert a row above row 7 and type match 2, team 1 Latvia, team 2 China, game 1 Dameo, game 2 Lines of Action, game 3 TZAAR, game 4 Epaminondas, or pair the round again',
    },
    (e) => {
      const [at, n] = matchBlock(e, 'R1', '2');
      e.deleteRows('R1', at, n);
    },
  ),
  sheet(
    'mochalunt-scored',
    'menuUpdateStandings',
    {
      id: 'structure-r2-over-r1',
      where: 'R1, the whole tab',
      typed: "R2's rows pasted over R1 (round 2 paired)",
      kind: 'structural edit',
      message:
        'R1, row 2, column team 2 (D2): team 2 of match 1 (Samoa v Peru) is Peru, not "Latvia" (the add-on wrote the pairing here). type Peru back, or pair the round again if the pairing must change; to keep the change on purpose, type why in the override column of row 2\nR1, row 2, column game 1 (G2): game 1 of match 1 (Samoa v Peru) is Dameo, not "Santorini" (the add-on wrote the pairing here). type Dameo back, or pair the round again if the pairing must change\nR1, row 2, column game 2 (H2): game 2 of match 1 (Samoa v Peru) is Lines of Action, not "Amazons" (the add-on wrote the pairing here). type Lines of Action back, or pair the round again if the pairing must change\nR1, row 2, column game 3 (I2): game 3 of match 1 (Samoa v Peru) is TZAAR, not "Oware" (the add-on wrote the pairing here). type TZAAR back, or pair the round again if the pairing must change\nR1, row 2, column game 4 (J2): game 4 of match 1 (Samoa v Peru) is Epaminondas, not "Xiangqi" (the add-on wrote the pairing here). type Epaminondas back, or pair the round again if the pairing must change\nR1, row 3, column board (B3): board 1 of match 1 (Ivo Lopez v Pablo Tamm), which the add-on wrote on row 3, is missing here (the row was deleted or cleared). put the row back: use Edit > Undo in Sheets, or insert a row above row 3 and type match 1, board 1, player 1 Ivo Lopez, player 2 Pablo Tamm, or pair the round again',
    },
    (e) => {
      pairR2(e);
      const v = e.sheet('R2').getDataRange().getValues();
      e.sheet('R1').getRange(1, 1, v.length, v[0].length).setValues(v);
    },
  ),
  sheet(
    'mochalunt-scored',
    'menuUpdateStandings',
    {
      id: 'structure-bye-over-match',
      where: 'R1, column match of a team-match row',
      typed: 'bye over match 2',
      kind: 'structural edit',
      message:
        'R1, row 7, column match (A7): "bye" is typed over match 2 (Latvia v China): the add-on paired no bye here. type 2 back; a bye is given only by pairing the round (pair it again to change it)',
    },
    (e) => e.set('R1', e.rowWhere('R1', 'match', '2'), 'match', 'bye'),
  ),
  sheet(
    'mochalunt-scored',
    'menuIndividualRanking',
    {
      id: 'structure-board-deleted-individual',
      where: 'R1, a board row of a scored round',
      typed: 'board 1 of match 3 deleted',
      kind: 'structural edit',
      message:
        'R1, row 12, column board (B12): board 1 of match 3 (Anna Ali v Sven Nguyen), which the add-on wrote on row 12, is missing here (the row was deleted or cleared). put the row back: use Edit > Undo in Sheets, or insert a row above row 12 and type match 3, board 1, player 1 Anna Ali, player 2 Sven Nguyen, or pair the round again',
    },
    (e) => {
      e.deleteRows('R1', e.rowWhere('R1', 'match', '3') + 1);
    },
  ),
  sheet(
    'mochalunt-scored',
    'menuExport',
    {
      id: 'structure-match-deleted-export',
      where: 'R1, a team-match row',
      typed: 'the row of match 3 deleted (its board rows stay)',
      kind: 'structural edit',
      message:
        'R1, row 11, column board (B11): match 3 (Canada v Uruguay), which the add-on wrote on row 11, is missing here (the row was deleted or cleared). put the row back: use Edit > Undo in Sheets, or insert a row above row 11 and type match 3, team 1 Canada, team 2 Uruguay, game 1 Dameo, game 2 Lines of Action, game 3 TZAAR, game 4 Epaminondas, or pair the round again',
    },
    (e) => {
      e.deleteRows('R1', e.rowWhere('R1', 'match', '3'));
    },
  ),
  sheet(
    'mochalunt-lineups',
    'menuPairIndividual',
    {
      id: 'structure-match-deleted-pair-individual',
      where: 'R1, a team-match row before the boards are paired',
      typed: 'the row of match 2 deleted',
      kind: 'structural edit',
      message:
        'R1, row 3, column board (B3): match 2 (Latvia v China), which the add-on wrote on row 3, is missing here (the row was deleted or cleared). put the row back: use Edit > Undo in Sheets, or insert a row above row 3 and type match 2, team 1 Latvia, team 2 China, game 1 Dameo, game 2 Lines of Action, game 3 TZAAR, game 4 Epaminondas, or pair the round again',
    },
    (e) => {
      e.deleteRows('R1', e.rowWhere('R1', 'match', '2'));
    },
  ),
  sheet(
    'swiss-results',
    'menuPairNextRound',
    {
      id: 'structure-swiss-game-deleted',
      where: 'R1, a game row of a scored round',
      typed: 'game 2 deleted (the rows below move up)',
      kind: 'structural edit',
      message:
        'R1, row 3, column first (B3): game 2 (Ben v Finn), which the add-on wrote on row 3, is missing here (the row was deleted or cleared). put the row back: use Edit > Undo in Sheets, or insert a row above row 3 and type match 2, first Ben, second Finn, or pair the round again; to keep the change on purpose, type why in the override column of row 3',
    },
    (e) => {
      scoreR1(e);
      e.deleteRows('R1', e.rowWhere('R1', 'match', '2'));
    },
  ),
  sheet(
    'swiss-results',
    'menuExport',
    {
      id: 'structure-swiss-game-deleted-export',
      where: 'R1, a game row of a scored round',
      typed: 'game 3 deleted',
      kind: 'structural edit',
      message:
        'R1, row 4, column first (B4): game 3 (Cleo v Gus), which the add-on wrote on row 4, is missing here (the row was deleted or cleared). put the row back: use Edit > Undo in Sheets, or insert a row above row 4 and type match 3, first Cleo, second Gus, or pair the round again; to keep the change on purpose, type why in the override column of row 4',
    },
    (e) => {
      scoreR1(e);
      e.deleteRows('R1', e.rowWhere('R1', 'match', '3'));
    },
  ),
  sheet(
    'league',
    'menuUpdateStandings',
    {
      id: 'structure-league-game-deleted',
      where: 'R1, a game row of a scored round',
      typed: 'game 1 deleted (the rows below move up)',
      kind: 'structural edit',
      message:
        'R1, row 2, column first (B2): game 1 (Ada v Finn), which the add-on wrote on row 2, is missing here (the row was deleted or cleared). put the row back: use Edit > Undo in Sheets, or insert a row above row 2 and type match 1, first Ada, second Finn, or pair the round again; to keep the change on purpose, type why in the override column of row 2',
    },
    (e) => {
      e.desk.click('menuPairNextRound');
      const g = e.grid('R1');
      const [m, r] = [e.col('R1', 'match') - 1, e.col('R1', 'result')];
      g.forEach((row, i) => {
        if (i > 0 && /^\d+$/.test(String(row[m]))) e.desk.type('R1', i + 1, r, [['1-0']]);
      });
      scoreR1(e);
      e.deleteRows('R1', 2);
    },
  ),
  sheet(
    'multiplayer-results',
    'menuUpdateStandings',
    {
      id: 'structure-multiplayer-seat-deleted',
      where: 'R1, a seat row of a scored round',
      typed: 'the row of seat 2 of table 1 deleted',
      kind: 'structural edit',
      message:
        'R1, row 3, column seat (B3): seat 3 of table 1, which the add-on wrote on row 3, is missing here (the row was deleted or cleared). put the row back: use Edit > Undo in Sheets, or insert a row above row 3 and type table 1, seat 3, player Ben, or pair the round again',
    },
    (e) => {
      scoreR1(e);
      e.deleteRows('R1', 3);
    },
  ),
  sheet(
    'multiplayer-results',
    'menuPairNextRound',
    {
      id: 'structure-multiplayer-seat-deleted-pair',
      where: 'R1, a seat row of a scored round',
      typed: 'the last seat row deleted',
      kind: 'structural edit',
      message:
        'R1, row 9, column seat (B9): seat 1 of table 2, which the add-on wrote on row 9, is missing (the row was deleted, cleared or moved away). put the row back: use Edit > Undo in Sheets, or type it back on row 9 (table 2, seat 1, player Hana), or pair the round again',
    },
    (e) => {
      scoreR1(e);
      e.deleteRows('R1', e.sheet('R1').getLastRow());
    },
  ),
  sheet(
    'mochalunt-scored',
    'menuUpdateStandings',
    {
      id: 'structure-round-tab-deleted',
      where: 'the tab R1',
      typed: 'R1 deleted while R2 is paired',
      kind: 'tab renamed or deleted',
      cell: false,
      message:
        'R1: the tab R1 is missing: the add-on paired round 1 on it. put it back (Edit > Undo in Sheets, or File > Version history), or rename the tab that holds round 1 to R1',
    },
    (e) => {
      pairR2(e);
      e.deleteTab('R1');
    },
  ),
  // ---- tabs found by exact name (src/sheets/tabs/tabNames.ts) -------------------------------------------------------
  sheet(
    'mochalunt-scored',
    'menuPairNextRound',
    {
      id: 'structure-r1-case',
      where: 'the tab R1',
      typed: 'R1 renamed r1',
      kind: 'tab renamed or deleted',
      cell: false,
      message:
        'r1: the tab "r1" is named like the add-on\'s tab "R1" but differs in case or spaces, so the add-on does not read it (it finds tabs by their exact name). rename the tab "r1" to "R1" exactly',
    },
    (e) => e.renameTab('R1', 'r1'),
  ),
  sheet(
    'mochalunt-scored',
    'menuUpdateStandings',
    {
      id: 'structure-standings-case',
      where: 'the tab Standings',
      typed: 'Standings renamed standings',
      kind: 'tab renamed or deleted',
      cell: false,
      message:
        'standings: the tab "standings" is named like the add-on\'s tab "Standings" but differs in case or spaces, so the add-on does not read it (it finds tabs by their exact name). rename the tab "standings" to "Standings" exactly',
    },
    (e) => e.renameTab('Standings', 'standings'),
  ),
  sheet(
    'mochalunt-scored',
    'menuUpdateStandings',
    {
      id: 'structure-copy-of-r1',
      where: 'a new tab',
      typed: 'R1 duplicated: "Copy of R1"',
      kind: 'tab renamed or deleted',
      cell: false,
      message:
        'Copy of R1: the tab "Copy of R1" is named like round 1\'s tab but is not it: the add-on reads only the tab named exactly R1. delete the tab "Copy of R1" if it is a stray copy, or rename it without a round number if it holds notes ("Notes")',
    },
    (e) => copyTab(e, 'R1', 'Copy of R1'),
  ),
  sheet(
    'mochalunt-scored',
    'menuPairNextRound',
    {
      id: 'structure-r1-notes',
      where: 'a new tab',
      typed: 'a notes tab named "R1 notes"',
      kind: 'tab renamed or deleted',
      cell: false,
      message:
        'R1 notes: the tab "R1 notes" is named like round 1\'s tab but is not it: the add-on reads only the tab named exactly R1. delete the tab "R1 notes" if it is a stray copy, or rename it without a round number if it holds notes ("Notes")',
    },
    (e) => newTab(e, 'R1 notes'),
  ),
  sheet(
    'swiss-results',
    'menuScoreRound',
    {
      id: 'structure-swiss-r1-space',
      where: 'the tab R1',
      typed: 'R1 renamed " R1" (a space before)',
      kind: 'tab renamed or deleted',
      cell: false,
      message:
        'R1: the tab " R1" is named like the add-on\'s tab "R1" but differs in case or spaces, so the add-on does not read it (it finds tabs by their exact name). rename the tab " R1" to "R1" exactly',
    },
    (e) => e.renameTab('R1', ' R1'),
  ),
  sheet(
    'league',
    'menuPairNextRound',
    {
      id: 'structure-league-round-1',
      where: 'a new tab',
      typed: 'a tab named "Round 1"',
      kind: 'tab renamed or deleted',
      cell: false,
      message:
        'Round 1: the tab "Round 1" is named like round 1\'s tab, but the add-on reads only the tab named exactly R1, and there is none. rename the tab "Round 1" to "R1" if it is the round\'s tab; else delete it, or rename it without a round number ("Notes")',
    },
    (e) => newTab(e, 'Round 1'),
  ),
  sheet(
    'multiplayer-r1',
    'menuScoreRound',
    {
      id: 'structure-multiplayer-r1-copy',
      where: 'a new tab',
      typed: 'R1 duplicated and the copy named "R1 (2)"',
      kind: 'tab renamed or deleted',
      cell: false,
      message:
        'R1 (2): the tab "R1 (2)" is named like round 1\'s tab but is not it: the add-on reads only the tab named exactly R1. delete the tab "R1 (2)" if it is a stray copy, or rename it without a round number if it holds notes ("Notes")',
    },
    (e) => copyTab(e, 'R1', 'R1 (2)'),
  ),
  sheet(
    'new',
    'menuSetUp',
    {
      id: 'structure-settings-case',
      where: 'a tab of a new spreadsheet',
      typed: 'a tab named "settings" before Set up',
      kind: 'tab renamed or deleted',
      cell: false,
      message:
        'settings: the tab "settings" is named like the add-on\'s tab "Settings" but differs in case or spaces, so the add-on does not read it (it finds tabs by their exact name). rename the tab "settings" to "Settings" exactly',
    },
    (e) => e.renameTab('Sheet1', 'settings'),
  ),
];

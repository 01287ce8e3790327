// Catalogue rows: teams and players who played, deleted or moved; formula-looking text, look-alike names, the add-on's markers, Settings dates.
import { type CatalogueRow, sheet, teamRow, playerRow, lineupRow, resultAt } from './kit';
import type { Editor } from './scenario';

/** deletes the sheet row `row(e)` of `tab` (Edit > Delete row) */
const deleteRow = (tab: string, row: (e: Editor) => number) => (e: Editor) => {
  e.deleteRows(tab, row(e));
};
const entrantRow = (e: Editor, name: string): number => e.rowWhere('Entrants', 'player', name);

const TEAM_GONE =
  "R1, row 2, column team 2 (D2): Peru played here in round 1 and is no longer on the Teams tab (deleted or renamed). put the row of Peru back on the Teams tab (its name as it was, its seed; its players' rows too, if deleted) and type withdrawn in its status column: a team that played stays listed, and is not paired again once withdrawn";
const PLAYER_GONE =
  'R1, row 6, column player 2 (F6): Aiko Janssen played for Peru here in round 1 and is no longer on the Players tab (deleted or renamed). add the row of Aiko Janssen (team Peru) back to the Players tab: a player who played stays listed; one who stops playing is left out of the line-ups (players are not marked withdrawn)';
const PLAYER_MOVED =
  'Players, row 9, column team (B9): Aiko Janssen played for Peru in round 1 (R1, row 6) and cannot move to Latvia: players may join a team during the event, not change team (M1). type Peru back; a player who stops playing for Peru is left out of its line-ups';
const ADA_GONE = (cell: string) =>
  `R1, row 2, column ${cell}: Ada played here in round 1 and is no longer on the Entrants tab (deleted or renamed). put the row of Ada back on the Entrants tab (its name as it was) and type the last round Ada played in its "left after round" column (K6): an entrant who played stays listed`;
const FORMULA = (cell: string, text: string) =>
  `${cell}: "${text}" starts with "${text[0]}", which Sheets reads as a formula: it is not used (a download opened in another program could run it). clear the cell and type it without the "${text[0]}"`;
const MARKER = (cell: string, name: string, what: string, noun: string) =>
  `${cell}: "${name}" is ${what}, which the add-on writes and reads back in its own cells: it cannot be a ${noun}. give it another ${noun}, e.g. with a word added`;

export const HISTORY_ROWS: readonly CatalogueRow[] = [
  // ---- teams, players and entrants who played ----------------------------------------------------------
  sheet(
    'mochalunt-scored',
    'menuPairNextRound',
    {
      id: 'history-team-deleted',
      where: 'Teams, the row of a team that played',
      typed: 'the row of Peru deleted after round 1',
      kind: 'rewritten history',
      message: TEAM_GONE,
    },
    deleteRow('Teams', (e) => teamRow(e, 'Peru')),
  ),
  sheet(
    'mochalunt-scored',
    'menuExport',
    {
      id: 'history-team-and-players-deleted',
      where: 'Teams and Players, the rows of a team that played',
      typed: "the row of Peru and its players' rows deleted after round 1",
      kind: 'rewritten history',
      message: TEAM_GONE,
    },
    (e) => {
      deleteRow('Teams', (x) => teamRow(x, 'Peru'))(e);
      for (let k = 0; k < 4; k++) deleteRow('Players', (x) => x.rowWhere('Players', 'team', 'Peru'))(e);
    },
  ),
  sheet(
    'mochalunt-scored',
    'menuUpdateStandings',
    {
      id: 'history-team-renamed',
      where: 'Teams, column team',
      typed: 'Peru renamed Peru Lima after round 1',
      kind: 'rewritten history',
      message: TEAM_GONE,
    },
    (e) => e.set('Teams', teamRow(e, 'Peru'), 'team', 'Peru Lima'),
  ),
  sheet(
    'mochalunt-r1',
    'menuPairIndividual',
    {
      id: 'history-team-deleted-paired',
      where: 'Teams, the row of a team paired in round 1',
      typed: 'the row of Peru deleted once round 1 is paired',
      kind: 'rewritten history',
      message: TEAM_GONE,
    },
    deleteRow('Teams', (e) => teamRow(e, 'Peru')),
  ),
  sheet(
    'mochalunt-results',
    'menuScoreRound',
    {
      id: 'history-player-deleted',
      where: 'Players, the row of a player who played',
      typed: 'the row of Aiko Janssen (Peru) deleted after she played round 1',
      kind: 'rewritten history',
      message: PLAYER_GONE,
    },
    deleteRow('Players', (e) => playerRow(e, 'Aiko Janssen')),
  ),
  sheet(
    'mochalunt-scored',
    'menuIndividualRanking',
    {
      id: 'history-player-renamed',
      where: 'Players, column player',
      typed: 'Aiko Janssen renamed Aiko Jansen after round 1',
      kind: 'rewritten history',
      message: PLAYER_GONE,
    },
    (e) => e.set('Players', playerRow(e, 'Aiko Janssen'), 'player', 'Aiko Jansen'),
  ),
  sheet(
    'mochalunt-scored',
    'menuIndividualRanking',
    {
      id: 'history-player-moved',
      where: 'Players, column team',
      typed: 'Aiko Janssen moved from Peru to Latvia after round 1',
      kind: 'rewritten history',
      message: PLAYER_MOVED,
    },
    (e) => e.set('Players', playerRow(e, 'Aiko Janssen'), 'team', 'Latvia'),
  ),
  sheet(
    'mochalunt-results',
    'menuScoreRound',
    {
      id: 'history-player-moved-score',
      where: 'Players, column team',
      typed: 'Aiko Janssen moved from Peru to Latvia before round 1 is scored',
      kind: 'rewritten history',
      message: PLAYER_MOVED,
    },
    (e) => e.set('Players', playerRow(e, 'Aiko Janssen'), 'team', 'Latvia'),
  ),
  sheet(
    'swiss-r2',
    'menuPairNextRound',
    {
      id: 'history-entrant-deleted',
      where: 'Entrants (Swiss), the row of an entrant who played',
      typed: 'the row of Ada deleted after rounds 1 and 2',
      kind: 'rewritten history',
      message: ADA_GONE('first (B2)'),
    },
    deleteRow('Entrants', (e) => entrantRow(e, 'Ada')),
  ),
  sheet(
    'swiss-results',
    'menuExport',
    {
      id: 'history-entrant-renamed',
      where: 'Entrants (Swiss), column player',
      typed: 'Ada renamed Adda after round 1',
      kind: 'rewritten history',
      message: ADA_GONE('first (B2)'),
    },
    (e) => e.set('Entrants', entrantRow(e, 'Ada'), 'player', 'Adda'),
  ),
  sheet(
    'multiplayer-results',
    'menuScoreRound',
    {
      id: 'history-multiplayer-deleted',
      where: 'Entrants (multi-player), the row of a player who played',
      typed: 'the row of Ada deleted after round 1',
      kind: 'rewritten history',
      message: ADA_GONE('player (C2)'),
    },
    deleteRow('Entrants', (e) => entrantRow(e, 'Ada')),
  ),
  // ---- text that looks like a formula --------------------------------------------------------------------
  sheet(
    'mochalunt-results',
    'menuScoreRound',
    {
      id: 'values-formula-result',
      where: 'R1, column game 1',
      typed: '=1+1 (as text)',
      kind: 'formula-looking text',
      message: FORMULA('R1, row 3, column game 1 (G3)', '=1+1'),
    },
    resultAt('game 1', "'=1+1"),
  ),
  sheet(
    'mochalunt-results',
    'menuScoreRound',
    {
      id: 'values-plus-result',
      where: 'R1, column game 2',
      typed: '+3 (as text)',
      kind: 'formula-looking text',
      message: FORMULA('R1, row 3, column game 2 (H3)', '+3'),
    },
    resultAt('game 2', "'+3"),
  ),
  sheet(
    'mochalunt-results',
    'menuScoreRound',
    {
      id: 'values-at-result',
      where: 'R1, column game 3',
      typed: '@x (as text)',
      kind: 'formula-looking text',
      message: FORMULA('R1, row 3, column game 3 (I3)', '@x'),
    },
    resultAt('game 3', "'@x"),
  ),
  sheet(
    'mochalunt-results',
    'menuScoreRound',
    {
      id: 'values-minus-result',
      where: 'R1, column game 4',
      typed: '-1 typed with an apostrophe',
      kind: 'formula-looking text',
      message:
        'R1, row 3, column game 4 (J3): "-1" is not a result (Samoa v Peru, board 1). type 1-0 (win of the left player), 0-1 (loss), ½-½ or = (draw), + (forfeit win), - (forfeit loss), or 0-0 / blank (not played)',
    },
    resultAt('game 4', "'-1"),
  ),
  sheet(
    'swiss-results',
    'menuScoreRound',
    {
      id: 'values-formula-swiss-result',
      where: 'R1 (Swiss), column result',
      typed: '=1+1 (as text)',
      kind: 'formula-looking text',
      message: FORMULA('R1, row 2, column result (D2)', '=1+1'),
    },
    (e) => e.set('R1', 2, 'result', "'=1+1"),
  ),
  sheet(
    'mochalunt-r1',
    'menuPairIndividual',
    {
      id: 'values-formula-lineup',
      where: 'Line-ups, column line-up',
      typed: '=Aiko Janssen, Felix Lopez, Pablo Tamm, Aiko Berg (as text)',
      kind: 'formula-looking text',
      message: FORMULA('Line-ups, row 10, column line-up (C10)', '=Aiko Janssen, Felix Lopez, Pablo Tam...'),
    },
    (e) => e.set('Line-ups', lineupRow(e, 'Peru'), 'line-up', "'=Aiko Janssen, Felix Lopez, Pablo Tamm, Aiko Berg"),
  ),
  sheet(
    'mochalunt-r1',
    'menuPairIndividual',
    {
      id: 'values-plus-matches',
      where: 'Line-ups, column matches',
      typed: '+3 (as text)',
      kind: 'formula-looking text',
      message: FORMULA('Line-ups, row 10, column matches (E10)', '+3'),
    },
    (e) => e.set('Line-ups', lineupRow(e, 'Peru'), 'matches', "'+3"),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'values-formula-name',
      where: 'Teams, column team',
      typed: '=HYPERLINK("x") (as text)',
      kind: 'formula-looking text',
      message: FORMULA('Teams, row 8, column team (A8)', '=HYPERLINK("x")'),
    },
    (e) => e.append('Teams', { team: '\'=HYPERLINK("x")', seed: 7 }),
  ),
  // ---- look-alike letters --------------------------------------------------------------------------------
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'values-cyrillic-team',
      where: 'Teams, column team',
      typed: 'Hotel, then Hоtel with a Cyrillic о',
      kind: 'look-alike letters',
      message:
        'Teams, row 9, column team (A9): "H\u043etel" looks like Hotel (row 8): its "\u043e" is a Cyrillic letter (U+043E), not a Latin one: two teams that read the same. list each team once: type the name in one alphabet, or delete this row',
    },
    (e) => {
      e.append('Teams', { team: 'Hotel', seed: 7 });
      e.append('Teams', { team: 'H\u043etel', seed: 8 });
    },
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'values-greek-team',
      where: 'Teams, column team',
      typed: 'Ρeru with a Greek capital Rho (Peru is listed)',
      kind: 'look-alike letters',
      message:
        'Teams, row 8, column team (A8): "\u03a1eru" looks like Peru (row 3): its "\u03a1" is a Greek letter (U+03A1), not a Latin one: two teams that read the same. list each team once: type the name in one alphabet, or delete this row',
    },
    (e) => e.append('Teams', { team: '\u03a1eru', seed: 7 }),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'values-cyrillic-player',
      where: 'Players, column player',
      typed: 'Wim Hаddad with a Cyrillic а (Wim Haddad is listed)',
      kind: 'look-alike letters',
      message:
        'Players, row 34, column player (A34): "Wim H\u0430ddad" looks like Wim Haddad (row 13): its "\u0430" is a Cyrillic letter (U+0430), not a Latin one: two players that read the same. list each player once: type the name in one alphabet, or delete this row',
    },
    (e) => e.append('Players', { player: 'Wim H\u0430ddad', team: 'Latvia' }),
  ),
  sheet(
    'swiss',
    'menuPairNextRound',
    {
      id: 'values-cyrillic-entrant',
      where: 'Entrants (Swiss), column player',
      typed: 'Adа with a Cyrillic а (Ada is listed)',
      kind: 'look-alike letters',
      message:
        'Entrants, row 10, column player (A10): "Ad\u0430" looks like Ada (row 2): its "\u0430" is a Cyrillic letter (U+0430), not a Latin one: two entrants that read the same. list each entrant once: type the name in one alphabet, or delete this row',
    },
    (e) => e.append('Entrants', { player: 'Ad\u0430', seed: 9 }),
  ),
  // ---- the add-on's own markers as names -----------------------------------------------------------------
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'values-marker-bye',
      where: 'Teams, column team',
      typed: 'bye',
      kind: 'add-on marker',
      message: MARKER('Teams, row 8, column team (A8)', 'bye', 'the word of a bye on the round tabs', 'team name'),
    },
    (e) => e.append('Teams', { team: 'bye', seed: 7 }),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'values-marker-withdrawn',
      where: 'Teams, column team',
      typed: 'Chile (withdrawn)',
      kind: 'add-on marker',
      message: MARKER(
        'Teams, row 8, column team (A8)',
        'Chile (withdrawn)',
        'the mark of a withdrawn team in the standings and the Overview',
        'team name',
      ),
    },
    (e) => e.append('Teams', { team: 'Chile (withdrawn)', seed: 7 }),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'values-marker-forfeit',
      where: 'Players, column player',
      typed: '(forfeit)',
      kind: 'add-on marker',
      message: MARKER(
        'Players, row 34, column player (A34)',
        '(forfeit)',
        'the mark of a forfeited side on the round tabs',
        'player name',
      ),
    },
    (e) => e.append('Players', { player: '(forfeit)', team: 'Peru' }),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'values-marker-check',
      where: 'Players, column player',
      typed: '✓ Anna',
      kind: 'add-on marker',
      message: MARKER('Players, row 34, column player (A34)', '\u2713 Anna', 'a check mark', 'player name'),
    },
    (e) => e.append('Players', { player: '\u2713 Anna', team: 'Peru' }),
  ),
  sheet(
    'multiplayer',
    'menuPairNextRound',
    {
      id: 'values-marker-absent',
      where: 'Entrants (multi-player), column player',
      typed: 'absent',
      kind: 'add-on marker',
      message: MARKER(
        'Entrants, row 10, column player (A10)',
        'absent',
        'the mark of an absent player at a multi-player table',
        'name',
      ),
    },
    (e) => e.append('Entrants', { player: 'absent', arrival: 9 }),
  ),
  sheet(
    'swiss',
    'menuPairNextRound',
    {
      id: 'values-marker-record',
      where: 'Entrants (Swiss), column player',
      typed: "~Ada (the mark of the add-on's records)",
      kind: 'add-on marker',
      message: MARKER('Entrants, row 10, column player (A10)', '~Ada', "the mark of the add-on's records", 'name'),
    },
    (e) => e.append('Entrants', { player: '~Ada', seed: 9 }),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'values-marker-not-logged',
      where: 'Teams, column team',
      typed: 'NOT LOGGED',
      kind: 'add-on marker',
      message: MARKER(
        'Teams, row 8, column team (A8)',
        'NOT LOGGED',
        "the title of the line-up log's edits not logged",
        'team name',
      ),
    },
    (e) => e.append('Teams', { team: 'NOT LOGGED', seed: 7 }),
  ),
];

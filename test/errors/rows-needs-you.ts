// Catalogue rows: MOCHALUNT pairings changed on purpose (the round tab's override column,
// src/sheets/formats/mochalunt/overrides.ts). A reason typed takes the row as typed, whatever rule it breaks;
// what cannot stand is refused with its cell: a player not of the team, a team on two rows of the round.
import type { CatalogueRow } from './kit';
import { boardRow, sheet } from './kit';
import type { Editor } from './scenario';

/** The first two team-match rows of R1 (1-based). */
function matchRows(e: Editor): [number, number] {
  const g = e.grid('R1');
  const [mc, bc] = [e.col('R1', 'match') - 1, e.col('R1', 'board') - 1];
  const rows = g.flatMap((r, i) => (i > 0 && /^\d+$/.test(String(r[mc])) && String(r[bc]) === '' ? [i + 1] : []));
  return [rows[0], rows[1]];
}

export const NEEDS_YOU_ROWS: readonly CatalogueRow[] = [
  sheet(
    'mochalunt-results',
    'menuScoreRound',
    {
      id: 'round-override-player-not-of-team',
      where: 'R1, column player 1 of a board row, with a reason in its override column',
      typed: 'a name of no player of the team',
      kind: 'unknown name',
      message:
        'R1, row 3, column player 1 (E3): "Nobody Known" is not a player of Samoa. the add-on wrote the pairing here: type back what it wrote, or run Undo last action, or pair the round again',
    },
    (e) => {
      const row = boardRow(e);
      e.set('R1', row, 'player 1', 'Nobody Known');
      e.set('R1', row, 'override', 'jury: a substitute');
    },
  ),
  sheet(
    'mochalunt-lineups',
    'menuPairIndividual',
    {
      id: 'round-override-team-twice',
      where: 'R1, column team 2 of a team-match row, with a reason in its override column',
      typed: 'a team that plays on another row of the round',
      kind: 'duplicate name',
      message:
        'R1, row 3, column team 1 (C3): Latvia plays twice in round 1 (rows 2 and 3). change the other row too, with its reason in the override column, so that every team plays once; or type back what the add-on paired\nR1, row 2, column team 2 (D2): Peru was paired here in round 1 and is on no row of R1 now (a pairing changed on purpose left it out). pair Peru on a row of R1 (with its reason in the override column), or type back what the add-on paired',
    },
    (e) => {
      const [a, b] = matchRows(e);
      e.set('R1', a, 'team 2', String(e.grid('R1')[b - 1][e.col('R1', 'team 1') - 1]));
      e.set('R1', a, 'override', 'jury: travel');
    },
  ),
];

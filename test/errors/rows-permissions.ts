// Catalogue rows: line-ups read only from their team's protected block; organizers' columns. Each row starts
// with the captains set (Captains and protections: each team's rows protected for its captain, round, team,
// agreed and the sent times for the organizers), then a captain types where no protection stopped them, or an
// organizer moves rows, and Pair individual matches refuses, naming the row and the cell.
import { captainEmail, captainLines } from '../../local/demo/season';
import { FIELD } from './book';
import { lineupRow, sheet, type CatalogueRow } from './kit';
import type { Editor } from './scenario';

const L = 'Line-ups';
const [SAMOA, , LATVIA] = FIELD.teams.map((t) => t.name);
const captainOf = (team: string): string => captainEmail(team);
const latviaLineup = FIELD.teams[2].players
  .slice(0, 4)
  .map((p) => p.name)
  .join(', ');

/** Captains and protections saved with every team's captain */
const captains = (e: Editor): void => {
  e.desk.click('menuCaptains', { button: 'OK', text: captainLines(FIELD) });
};
/** rows added under the last row of the tab after the build: no protection covers them */
function rowsAdded(e: Editor, count = 2): number {
  const max = e.sheet(L).getMaxRows();
  e.insertRows(L, max, count);
  return max + 1;
}
/** an organizer removed a protection of the add-on (Data > Protected sheets and ranges) */
function protectionRemoved(e: Editor, description: RegExp): void {
  const ss = e.desk.session.inspect.SpreadsheetApp.getActiveSpreadsheet();
  for (const p of ss.getProtections(e.desk.session.inspect.SpreadsheetApp.ProtectionType.RANGE))
    if (description.test(p.getDescription())) p.remove();
}
/** `user` types each header's value into row `row` (a refused cell throws: the row describes what Google let through) */
function typed(e: Editor, user: string, row: number, values: Record<string, string>): void {
  for (const [h, v] of Object.entries(values))
    if (!e.typeAs(user, L, row, h, v)) throw new Error(`${user} may not type ${h} in row ${row}`);
}

export const PERMISSIONS_ROWS: readonly CatalogueRow[] = [
  sheet(
    'mochalunt-lineups',
    'menuPairIndividual',
    {
      id: 'permissions-added-row',
      where: 'Line-ups, a row added under the blocks',
      typed: `Samoa's captain types round 1, ${LATVIA} and a line-up for ${LATVIA} in a row added after Captains and protections`,
      kind: 'outside the protected block',
      message:
        "Line-ups, row 1002, column team (B1002): Latvia's line-up is typed outside Latvia's rows 18-25 (protected for Latvia's captains). type it on Latvia's rows, or ask the organizers",
    },
    (e) => {
      captains(e);
      typed(e, captainOf(SAMOA), rowsAdded(e), { round: '1', team: LATVIA, 'line-up': latviaLineup });
    },
  ),
  sheet(
    'mochalunt-lineups',
    'menuPairIndividual',
    {
      id: 'permissions-relabelled',
      where: 'Line-ups, column team',
      typed: `Samoa's captain relabels their round-1 row ${LATVIA} (the team column's protection was removed)`,
      kind: 'outside the protected block',
      message:
        "Line-ups, row 2, column team (B2): Latvia's line-up is typed in Samoa's rows 2-9 (protected for Samoa's captains). type Samoa back in the team cell and clear the row; Latvia's line-up goes on Latvia's rows 18-25, or ask the organizers",
    },
    (e) => {
      captains(e);
      protectionRemoved(e, /^MOCHALUNT organizers only: Line-ups organizers' columns \[/);
      typed(e, captainOf(SAMOA), lineupRow(e, SAMOA), { team: LATVIA, 'line-up': latviaLineup });
    },
  ),
  sheet(
    'mochalunt-lineups',
    'menuPairIndividual',
    {
      id: 'permissions-sorted',
      where: 'the Line-ups tab',
      typed: 'an organizer sorts the rows by round (protected ranges stay on their rows)',
      kind: 'structural edit',
      message:
        "Line-ups, row 3, column team (B3): rows 2-9 are protected for Samoa's captains, but Samoa's round 2 is now in row 8 and row 3 holds Peru's round 1 (and the rows of 5 more teams moved): the tab was sorted, or rows were inserted or deleted, since Captains and protections. undo it (Edit > Undo, or File > Version history), or run Captains and protections... (it puts each team's rows together again and protects them)",
    },
    (e) => {
      captains(e);
      e.sortTab(L, 'round');
    },
  ),
  sheet(
    'mochalunt-scored',
    'menuPairIndividual',
    {
      id: 'permissions-new-team',
      where: 'Line-ups, a row added under the blocks',
      typed: `a team added mid-season (Newland, its rows protected by Pair next round); Samoa's captain types a Newland line-up under the blocks`,
      kind: 'outside the protected block',
      message:
        "Line-ups, row 1002, column team (B1002): Newland's line-up is typed outside Newland's rows 50-57 (protected for Newland's captains). type it on Newland's rows, or ask the organizers",
    },
    (e) => {
      captains(e);
      const teams = e.grid('Teams').length;
      e.set('Teams', teams + 1, 'team', 'Newland');
      e.set('Teams', teams + 1, 'seed', teams);
      const players = e.grid('Players').length;
      ['Nia One', 'Nia Two', 'Nia Three', 'Nia Four'].forEach((n, i) => {
        e.set('Players', players + 1 + i, 'player', n);
        e.set('Players', players + 1 + i, 'team', 'Newland');
      });
      e.desk.click('menuPairNextRound');
      typed(e, captainOf(SAMOA), rowsAdded(e), {
        round: '2',
        team: 'Newland',
        'line-up': 'Nia One, Nia Two, Nia Three, Nia Four',
      });
    },
  ),
  sheet(
    'mochalunt-lineups',
    'menuPairIndividual',
    {
      id: 'permissions-agreed-captain',
      where: 'Line-ups, column agreed',
      typed: "Samoa's captain types an agreed change (M12) in a row added after Captains and protections",
      kind: 'outside the protected block',
      message:
        "Line-ups, row 1002, column agreed (G1002): only the organizers type the agreed changes (M12), and row 1002 is outside the rows Captains and protections protected, so anyone may have typed it. clear it; the organizers type it on Samoa's rows 2-9, or run Captains and protections... first to protect this row",
    },
    (e) => {
      captains(e);
      const [a, b] = FIELD.teams[0].players;
      typed(e, captainOf(SAMOA), rowsAdded(e), { round: '1', team: SAMOA, agreed: `2: ${a.name} - ${b.name}` });
    },
  ),
  sheet(
    'mochalunt-lineups',
    'menuPairIndividual',
    {
      id: 'permissions-inserted-row',
      where: 'the Line-ups tab',
      typed: `an organizer inserts a row inside ${LATVIA}'s rows (its protection grows, the next teams' move down)`,
      kind: 'structural edit',
      message:
        "Line-ups, row 21, column team (B21): rows 18-25 are protected for Latvia's captains, but Latvia's round 4 is now in row 22 and row 21 holds nothing (and the rows of 3 more teams moved): the tab was sorted, or rows were inserted or deleted, since Captains and protections. undo it (Edit > Undo, or File > Version history), or run Captains and protections... (it puts each team's rows together again and protects them)",
    },
    (e) => {
      captains(e);
      e.insertRows(L, lineupRow(e, LATVIA) + 2, 1);
    },
  ),
  sheet(
    'mochalunt-lineups',
    'menuPairIndividual',
    {
      id: 'permissions-deleted-row',
      where: 'the Line-ups tab',
      typed: `an organizer deletes ${LATVIA}'s round-8 row`,
      kind: 'structural edit',
      message:
        "Line-ups, row 26, column team (B26): rows 26-33 are protected for China's captains, but China's round 1 is now in row 25 and row 26 holds China's round 2 (and the rows of 2 more teams moved): the tab was sorted, or rows were inserted or deleted, since Captains and protections. undo it (Edit > Undo, or File > Version history), or run Captains and protections... (it puts each team's rows together again and protects them)",
    },
    (e) => {
      captains(e);
      e.deleteRows(L, lineupRow(e, LATVIA) + 7, 1);
    },
  ),
  sheet(
    'mochalunt-lineups',
    'menuPairIndividual',
    {
      id: 'permissions-pasted-copy',
      where: 'Line-ups, a row added under the blocks',
      typed: `Samoa's captain pastes a copy of ${LATVIA}'s round-1 row, then changes its line-up`,
      kind: 'outside the protected block',
      message:
        "Line-ups, row 1002, column team (B1002): Latvia's line-up is typed outside Latvia's rows 18-25 (protected for Latvia's captains). type it on Latvia's rows, or ask the organizers",
    },
    (e) => {
      captains(e);
      const from = lineupRow(e, LATVIA);
      const row = rowsAdded(e);
      const values = e.grid(L)[from - 1].map(String);
      const headers = e.grid(L)[0].map(String);
      typed(
        e,
        captainOf(SAMOA),
        row,
        Object.fromEntries(
          headers.map((h, i): [string, string] => [h, values[i]]).filter(([h, v]) => v !== '' && h !== 'check'),
        ),
      );
      typed(e, captainOf(SAMOA), row, {
        'line-up': FIELD.teams[2].players
          .slice(1, 5)
          .map((p) => p.name)
          .join(', '),
      });
    },
  ),
  sheet(
    'mochalunt-lineups',
    'menuPairIndividual',
    {
      id: 'permissions-not-recorded',
      where: 'the Line-ups tab',
      typed: 'captains set, the record of the protected rows missing (protections built by an earlier version)',
      kind: 'outside the protected block',
      message:
        "Line-ups: captains are set, but which rows are protected for which team is not recorded (protections built by an earlier version), so no line-up can be trusted. run Captains and protections... (Save with nothing typed): it records each team's protected rows",
      cell: false,
    },
    (e) => {
      captains(e);
      e.desk.session.inspect.PropertiesService.getDocumentProperties().deleteProperty('mochalunt.lineupBlocks');
    },
  ),
];

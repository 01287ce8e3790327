// Permissions by structure on the Line-ups tab, through the bundle, on a live 8-team season with captains set:
// a line-up is read only from its own team's protected block (rows added under the blocks, relabelled rows and
// pasted copies are named, never read); round, team and agreed are the organizers' (a captain's typing is
// refused as Google refuses it); a sort, an inserted or a deleted row moves the recorded rows, and every action
// reading line-ups refuses, naming the rows, until Captains and protections puts each team's rows together again;
// a team added mid-season gets its protected rows in the same action.
import { captainEmail, captainLines, typeLineups, typeResults } from '../../local/demo/season';
import type { LocalWorkbook } from '../../local/runner';
import type { Desk } from '../../local/demo/desk';
import { createRng } from '../../src/engine/core/rng';
import { tournament } from './support';
import { sortRows } from '../../local/gas/hand';

const LINEUPS = 'Line-ups';

async function season(seed: number) {
  const t = await tournament(8, seed);
  t.desk.click('menuCaptains', { button: 'OK', text: captainLines(t.field) });
  t.desk.click('menuPairNextRound');
  typeLineups(t.desk, createRng(seed), t.field, 1, false, false);
  const [a, b, c] = t.field.teams;
  return { ...t, a, b, c };
}

const col = (desk: Desk, header: string): number => desk.column(LINEUPS, header);
const letter = (n: number): string => String.fromCharCode(64 + n);
/** 1-based row of a team's round */
function rowOf(desk: Desk, team: string, round: number): number {
  const g = desk.read(LINEUPS)!;
  return (
    g.findIndex((r) => String(r[col(desk, 'team') - 1]) === team && Number(r[col(desk, 'round') - 1]) === round) + 1
  );
}
/** `user` types into (row, header): true when accepted, false when Google refused it (a protected cell) */
function typeAs(desk: Desk, user: string, row: number, header: string, value: string): boolean {
  return !desk.person(user).edit(LINEUPS, `${letter(col(desk, header))}${row}`, value).refused;
}
/** the owner (an organizer) writes where a protection was missing: what a captain could have typed there */
function ownerTypes(desk: Desk, row: number, header: string, value: string): void {
  desk.type(LINEUPS, row, col(desk, header), [[value]]);
}
const checkOf = (desk: Desk, row: number): string => String(desk.read(LINEUPS)![row - 1][col(desk, 'check') - 1]);
const lineupOf = (desk: Desk, row: number): string => String(desk.read(LINEUPS)![row - 1][col(desk, 'line-up') - 1]);
/** the last alert's text */
const lastAlert = (desk: Desk): string => desk.session.ui.shown('alert').slice(-1)[0]?.text ?? '';
/** every team's protection (description) -> [first row, last row] */
function teamProtections(book: LocalWorkbook): Map<string, [number, number]> {
  const id = book.sheetByName(LINEUPS)!.id;
  return new Map(
    book.protections
      .filter((p) => p.sheetId === id && p.description.startsWith('MOCHALUNT line-ups of '))
      .map((p) => [
        p.description.replace(/^MOCHALUNT line-ups of /, '').replace(/ \[\w+\]$/, ''),
        [p.area!.row, p.area!.row + p.area!.numRows - 1],
      ]),
  );
}
/** each team's rows now (first, last), from the team column */
function teamRows(desk: Desk): Map<string, [number, number]> {
  const out = new Map<string, [number, number]>();
  desk.read(LINEUPS)!.forEach((r, i) => {
    const t = String(r[col(desk, 'team') - 1]);
    if (i === 0 || t === '') return;
    const had = out.get(t);
    out.set(t, had ? [had[0], i + 1] : [i + 1, i + 1]);
  });
  return out;
}

describe("a line-up is read only from its own team's protected block", () => {
  test("relabelling a row with another team's name: refused to the captain; where no protection stopped it, the row is named and not read", async () => {
    const { desk, a, b } = await season(61);
    const aRow = rowOf(desk, a.name, 1);
    const bRow = rowOf(desk, b.name, 1);
    // the team column is the organizers': Google refuses the captain's typing
    expect(typeAs(desk, captainEmail(a.name), aRow, 'team', b.name)).toBe(false);
    // had the protection been missing: A's row relabelled B with another line-up for B
    const forged = b.players
      .slice(1, 5)
      .map((p) => p.name)
      .join(', ');
    ownerTypes(desk, aRow, 'team', b.name);
    ownerTypes(desk, aRow, 'line-up', forged);
    const named = `${b.name}'s line-up is typed in ${a.name}'s rows ${aRow}-${aRow + 7} (protected for ${a.name}'s captains). type ${a.name} back in the team cell and clear the row; ${b.name}'s line-up goes on ${b.name}'s rows ${bRow}-${bRow + 7}, or ask the organizers`;
    desk.click('menuCheckLineups');
    expect(checkOf(desk, aRow)).toBe(`team: ${named}`);
    // B's own row is read (not named as a second row of B for round 1)
    expect(checkOf(desk, bRow)).toMatch(/^OK/);
    expect(desk.click('menuPairIndividual')).toMatch(/nothing written/i);
    expect(lastAlert(desk)).toContain(`${LINEUPS}, row ${aRow}, column team (B${aRow}): ${named}`);
  });

  test("a row added under the blocks (rows added after Captains and protections, so unprotected) with another team's line-up is named and not read", async () => {
    const { desk, book, a, b } = await season(62);
    const sheet = book.sheetByName(LINEUPS)!;
    const max = sheet.maxRows;
    desk.session.inspect.SpreadsheetApp.getActiveSpreadsheet().getSheetByName(LINEUPS)!.insertRowsAfter(max, 3);
    const row = max + 1;
    const captain = captainEmail(a.name);
    expect(typeAs(desk, captain, row, 'round', '1')).toBe(true);
    expect(typeAs(desk, captain, row, 'team', b.name)).toBe(true);
    expect(
      typeAs(
        desk,
        captain,
        row,
        'line-up',
        b.players
          .slice(0, 4)
          .map((p) => p.name)
          .join(', '),
      ),
    ).toBe(true);
    const bRow = rowOf(desk, b.name, 1);
    const named = `${b.name}'s line-up is typed outside ${b.name}'s rows ${bRow}-${bRow + 7} (protected for ${b.name}'s captains). type it on ${b.name}'s rows, or ask the organizers`;
    desk.click('menuCheckLineups');
    expect(checkOf(desk, row)).toBe(`team: ${named}`);
    expect(checkOf(desk, bRow)).toMatch(/^OK/);
    expect(desk.click('menuPairIndividual')).toMatch(/nothing written/i);
    expect(lastAlert(desk)).toContain(`${LINEUPS}, row ${row}, column team (B${row}): ${named}`);
  });
});

describe("the organizers' columns", () => {
  test('a captain cannot type agreed (M12) in their rows; typed where no protection covered it, the agreed cell is named', async () => {
    const { desk, book, a } = await season(63);
    const aRow = rowOf(desk, a.name, 1);
    const captain = captainEmail(a.name);
    const agreed = `2: ${a.players[0].name} - ${a.players[1].name}`;
    expect(typeAs(desk, captain, aRow, 'agreed', agreed)).toBe(false);
    expect(typeAs(desk, captain, aRow, 'sent (UTC)', '2020-01-01 00:00')).toBe(false);
    // rows added after the build: no protection covers them, the captain types there
    const max = book.sheetByName(LINEUPS)!.maxRows;
    desk.session.inspect.SpreadsheetApp.getActiveSpreadsheet().getSheetByName(LINEUPS)!.insertRowsAfter(max, 2);
    const row = max + 1;
    expect(
      typeAs(desk, captain, row, 'round', '1') &&
        typeAs(desk, captain, row, 'team', a.name) &&
        typeAs(desk, captain, row, 'agreed', agreed),
    ).toBe(true);
    const out = desk.click('menuPairIndividual');
    expect(out).toMatch(/nothing written/i);
    const g = letter(col(desk, 'agreed'));
    expect(lastAlert(desk)).toContain(
      `${LINEUPS}, row ${row}, column agreed (${g}${row}): only the organizers type the agreed changes (M12), and row ${row} is outside the rows Captains and protections protected, so anyone may have typed it. clear it; the organizers type it on ${a.name}'s rows ${aRow}-${aRow + 7}`,
    );
  });
});

describe('a block keeps its identity when rows move', () => {
  test("after an organizer sorts the tab, protections stay on their rows (Google): every action reading line-ups refuses naming the rows; Captains and protections puts each team's rows together again", async () => {
    const { desk, book, a } = await season(64);
    const before = teamRows(desk);
    const ss = desk.session.inspect.SpreadsheetApp.getActiveSpreadsheet();
    const sheet = ss.getSheetByName(LINEUPS)!;
    const rows = { row: 2, column: 1, numRows: sheet.getLastRow() - 1, numColumns: sheet.getLastColumn() };
    sortRows(book, LINEUPS, rows, col(desk, 'round')); // Data > Sort range
    // A's protection still covers rows 2-9, which now hold the round-1 rows of other teams: the captain can type there
    const [first] = before.get(a.name)!;
    const other = String(desk.read(LINEUPS)![first][col(desk, 'team') - 1]);
    expect(other).not.toBe(a.name);
    expect(typeAs(desk, captainEmail(a.name), first + 1, 'line-up', 'Forged Name')).toBe(true);
    // the captain's own check (onEdit) says the row is not read, and why
    expect(checkOf(desk, first + 1)).toMatch(/^team: rows \d+-\d+ are protected for .* the tab was sorted/);
    const out = desk.click('menuCheckLineups');
    expect(out).toMatch(
      new RegExp(
        `rows ${first}-${first + 7} are protected for ${a.name}'s captains, but ${a.name}'s round 2 is now in row \\d+ and row ${first + 1} holds [^:]+: the tab was sorted, or rows were inserted or deleted, since Captains and protections. undo it \\(Edit > Undo, or File > Version history\\), or run Captains and protections\\.\\.\\. \\(it puts each team's rows together again and protects them\\)`,
      ),
    );
    expect(desk.click('menuPairIndividual')).toMatch(/nothing written/i);
    // the organizers rebuild: rows grouped again team by team, each protection over its team's rows
    const rebuilt = desk.click('menuCaptains', { button: 'OK', text: '' });
    expect(rebuilt).toMatch(/rows had moved .* each team's rows are together again/);
    expect(teamRows(desk)).toEqual(before);
    expect(teamProtections(book)).toEqual(before);
    expect(desk.click('menuCheckLineups')).not.toMatch(/the tab was sorted/);
  });

  test("a row inserted inside another team's block moves the rows under it: refused until the rebuild; the protections follow the rows meanwhile", async () => {
    const { desk, book, b, c } = await season(65);
    const before = teamRows(desk);
    const [bFirst] = before.get(b.name)!;
    desk.session.inspect.SpreadsheetApp.getActiveSpreadsheet()
      .getSheetByName(LINEUPS)!
      .insertRowsAfter(bFirst + 2, 1);
    // as in Google: B's protection grows by the row, C's moves down with its rows
    expect(teamProtections(book).get(b.name)).toEqual([bFirst, bFirst + 8]);
    expect(teamProtections(book).get(c.name)).toEqual([before.get(c.name)![0] + 1, before.get(c.name)![1] + 1]);
    expect(desk.click('menuCheckLineups')).toContain(
      `rows ${bFirst}-${bFirst + 7} are protected for ${b.name}'s captains, but ${b.name}'s round 4 is now in row ${bFirst + 4} and row ${bFirst + 3} holds nothing`,
    );
    desk.click('menuCaptains', { button: 'OK', text: '' });
    expect(teamRows(desk)).toEqual(before);
    expect(teamProtections(book)).toEqual(before);
  });

  test("a block's row deleted: refused until the rebuild, which records the blocks where they now are", async () => {
    const { desk, book, b, c } = await season(66);
    const before = teamRows(desk);
    const [, bLast] = before.get(b.name)!;
    desk.session.inspect.SpreadsheetApp.getActiveSpreadsheet().getSheetByName(LINEUPS)!.deleteRows(bLast, 1);
    expect(desk.click('menuCheckLineups')).toContain(`but ${c.name}'s round 1 is now in row ${bLast}`);
    desk.click('menuCaptains', { button: 'OK', text: '' });
    expect(teamProtections(book)).toEqual(teamRows(desk));
    expect(desk.click('menuCheckLineups')).not.toMatch(/the tab was sorted/);
  });
});

describe('a team added mid-season', () => {
  test('its rows are protected and recorded by the action that adds them: no other captain types them, its line-up is read', async () => {
    const { desk, book, a, field } = await season(67);
    desk.click('menuPairIndividual');
    typeResults(desk, createRng(67), field, 1);
    desk.click('menuScoreRound');
    // a new team and its players, typed by the organizers
    const teams = desk.read('Teams')!;
    desk.type('Teams', teams.length + 1, desk.column('Teams', 'team'), [['Newland']]);
    desk.type('Teams', teams.length + 1, desk.column('Teams', 'seed'), [[teams.length]]);
    const players = desk.read('Players')!;
    const names = ['Nia One', 'Nia Two', 'Nia Three', 'Nia Four'];
    desk.type(
      'Players',
      players.length + 1,
      1,
      names.map((n) => {
        const row: (string | number)[] = new Array<string | number>(players[0].length).fill('');
        row[desk.column('Players', 'player') - 1] = n;
        row[desk.column('Players', 'team') - 1] = 'Newland';
        return row;
      }),
    );
    const rows = teamRows(desk);
    expect(rows.get('Newland')).toBeUndefined();
    // before Newland has rows, another captain types one for it in rows added under the blocks (unprotected)
    const max = book.sheetByName(LINEUPS)!.maxRows;
    desk.session.inspect.SpreadsheetApp.getActiveSpreadsheet().getSheetByName(LINEUPS)!.insertRowsAfter(max, 1);
    const captain = captainEmail(a.name);
    expect(
      typeAs(desk, captain, max + 1, 'round', '3') &&
        typeAs(desk, captain, max + 1, 'team', 'Newland') &&
        typeAs(desk, captain, max + 1, 'line-up', 'Nia Four, Nia Three, Nia Two, Nia One'),
    ).toBe(true);
    const added = desk.click('menuPairNextRound');
    expect(added).toMatch(/Protected the Line-ups rows of Newland for the organizers/);
    // Newland's own rows are written under the other teams' (that row does not hold its place), and protected
    const first = rows.get(a.name)![0] + 8 * 8;
    const last = first + 7;
    expect(String(desk.read(LINEUPS)![first - 1][col(desk, 'team') - 1])).toBe('Newland');
    expect(teamProtections(book).get('Newland')).toEqual([first, last]);
    expect(typeAs(desk, captain, first + 1, 'line-up', 'Nia One, Nia Two, Nia Three, Nia Four')).toBe(false);
    ownerTypes(desk, first + 1, 'line-up', 'Nia One, Nia Two, Nia Three, Nia Four');
    // the new block is recorded at once: the Newland line-up typed by another captain under the blocks is named
    desk.click('menuCheckLineups');
    expect(checkOf(desk, first + 1)).toMatch(/^OK/);
    expect(lineupOf(desk, first + 1)).toContain('Nia One');
    expect(checkOf(desk, max + 1)).toBe(
      `team: Newland's line-up is typed outside Newland's rows ${first}-${last} (protected for Newland's captains). type it on Newland's rows, or ask the organizers`,
    );
  });
});

// No e-mail address in the public file, at any time: the line-up log masks what captains typed (old and new
// values, and its "not logged" note) before writing it; every planned action refuses an address typed into
// any tab, naming the cell; what the action would have written is not written. Through the bundle.
import type { AddonSession } from '../../local/runner';
import type { Desk } from '../../local/demo/desk';
import { columnLetters } from '../../local/demo/desk';
import { logRows } from '../../src/sheets/tabs/lineupLog';
import fc from 'fast-check';
import { maskContactData, publicFileProblems } from '../../src/sheets/privacy';
import { memoryWorkbook } from '../../src/sheets/workbook';
import { depth } from '../helpers/depth';
import { tournament, visibleValues } from './support';

const ADDRESS = /[^\s@,;<>()]+@[^\s@,;<>()]+\.[a-z]{2,}/i;

/** The cells of every tab (hidden ones too) that hold an e-mail address, as "Tab!A1: text". */
function addressesInFile(session: AddonSession): string[] {
  const out: string[] = [];
  for (const sheet of session.inspect.SpreadsheetApp.getActiveSpreadsheet().getSheets()) {
    sheet
      .getDataRange()
      .getValues()
      .forEach((row, i) =>
        row.forEach((v, j) => {
          if (ADDRESS.test(String(v))) out.push(`${sheet.getName()}!${columnLetters(j + 1)}${i + 1}: ${String(v)}`);
        }),
      );
  }
  return out;
}

function lineupCell(desk: Desk, team: string): string {
  const grid = desk.read('Line-ups')!;
  const row = grid.findIndex((r) => String(r[1]) === team && Number(r[0]) === 1) + 1;
  return `${columnLetters(desk.column('Line-ups', 'line-up'))}${row}`;
}

describe('the line-up log keeps no address', () => {
  test('an address a captain typed into a line-up and then removed is masked in the new value, then in the old one: it never reaches the file', async () => {
    const { desk, field } = await tournament(4, 41);
    desk.click('menuPairNextRound');
    desk.click('menuStartLineupLog');
    const team = field.teams[0];
    const names = team.players
      .slice(0, 4)
      .map((p) => p.name)
      .join(', ');
    const captain = desk.session.newExecution({ user: 'captain@example.com' });
    const cell = lineupCell(desk, team.name);
    captain.edit('Line-ups', cell, `${names}, write to anna.rossi@team.example or +39 333 123 4567`);
    captain.edit('Line-ups', cell, names);
    const log = desk
      .read('Line-up log')!
      .slice(1)
      .map((r) => [String(r[3]), String(r[4])]);
    expect(log).toEqual([
      ['', `${names}, write to (an e-mail address) or (a phone number)`],
      [`${names}, write to (an e-mail address) or (a phone number)`, names],
    ]);
    expect(addressesInFile(desk.session)).toEqual([]);
  });

  test('an edit the trigger cannot log is noted without the address it held', async () => {
    const { desk, field } = await tournament(4, 42);
    desk.click('menuStartLineupLog');
    const captain = desk.session.newExecution({ user: 'captain@example.com' });
    captain.edit('Line-ups', lineupCell(desk, field.teams[0].name), 'Ann, Bob, ann@club.example', {
      beforeTrigger: (run) => run.counter.failAfter(1),
    });
    const note = String(desk.read('Line-up log')![0][6]);
    expect(note).toContain('("Ann, Bob, (an e-mail address)") was not logged');
    // only where the captain typed it (Check line-ups reports it there, and Pair individual matches refuses it)
    expect(addressesInFile(desk.session)).toEqual([
      `Line-ups!${lineupCell(desk, field.teams[0].name)}: Ann, Bob, ann@club.example`,
    ]);
  });

  test('logRows masks a pasted block and the old value; maskContactData leaves other text alone', () => {
    const rows = logRows({
      at: 0,
      row: 5,
      column: 3,
      values: [['Ann <ann@x.example>']],
      oldValue: 'bo@y.example',
      headers: ['round', 'team', 'line-up'],
    });
    expect(rows).toEqual([['1970-01-01 00:00:00', '5', 'line-up', '(an e-mail address)', 'Ann <(an e-mail address)>']]);
    expect(maskContactData('Ann, Bo / Cy @ home, +3 points')).toBe('Ann, Bo / Cy @ home, +3 points');
  });
});

describe('the public-file scan reads an address as the address pattern does', () => {
  test('a cell under 254 characters is found exactly when ADDRESS matches it, and a cell of 40,000 characters with an "@" every 3 is read to its end', () => {
    const cell = fc
      .array(fc.constantFrom('a', 'B', '1', '.', '@', ' ', ',', '-', '(', '\u00a0', 'x'), { maxLength: 40 })
      .map((cs) => cs.join(''));
    fc.assert(
      fc.property(cell, (text) => {
        const found = publicFileProblems(memoryWorkbook({ T: [[text]] })).length === 1;
        expect(found).toBe(ADDRESS.test(text));
      }),
      { numRuns: depth(20000, 2000), seed: 22 },
    );
    const long = 'a@b'.repeat(13333) + 'x';
    expect(publicFileProblems(memoryWorkbook({ T: [[long]] }))).toEqual([]);
    expect(publicFileProblems(memoryWorkbook({ T: [[`${long} ann@x.example`]] }))).toHaveLength(1);
  });
});

describe('an address typed into any tab stops every planned action', () => {
  test('an address in the Standings: Update standings refuses naming the cell and writes nothing; cleared, it runs', async () => {
    const { desk } = await tournament(4, 43);
    desk.click('menuPairNextRound');
    const ss = desk.session.inspect.SpreadsheetApp.getActiveSpreadsheet();
    ss.getSheetByName('Standings')!.getRange('B12').setValue('corrections: results@club.example');
    const before = visibleValues(desk.session);
    const said = desk.click('menuUpdateStandings');
    expect(said).toContain(
      "Standings, row 12, column team (B12): this cell holds an e-mail address, and the file is public. clear the cell: the file is shared with everyone who has its link. A captain's or player's address belongs in the captains' dialog (Captains and protections...), which keeps it in the file's private data",
    );
    expect(visibleValues(desk.session)).toEqual(before);
    ss.getSheetByName('Standings')!.getRange('B12').setValue('');
    expect(desk.click('menuUpdateStandings')).not.toContain('e-mail address');
  });
});

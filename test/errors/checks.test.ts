// The Line-ups check cells and Pair individual matches use one validation, and contact data is never copied
// into a check cell or any other cell the add-on writes: the check says "remove contact data".
import { Desk, agreeableUser } from '../../local/demo/desk';
import { startAddon } from '../../local/runner';
import { freshBook } from './book';
import type { LocalWorkbook } from '../../local/gas/workbook';

function open(): { book: LocalWorkbook; desk: Desk } {
  const book = freshBook('mochalunt-lineups');
  return { book, desk: new Desk(startAddon(book, { responder: agreeableUser })) };
}

function rowOf(desk: Desk, team: string): number {
  const g = desk.read('Line-ups')!;
  return g.findIndex((r) => Number(r[0]) === 1 && String(r[1]) === team) + 1;
}

function checkCell(desk: Desk, row: number): string {
  return String(desk.read('Line-ups')![row - 1][desk.column('Line-ups', 'check') - 1]);
}

/** Every cell of every tab as text, with the cell's address. */
function everyCell(book: LocalWorkbook): { at: string; text: string }[] {
  return book.sheets.flatMap((s) =>
    s.grid.flatMap((r, i) =>
      (r ?? []).map((c, j) => ({
        at: `${s.name}!R${i + 1}C${j + 1}`,
        text: String(c?.v ?? '') + String(c?.note ?? ''),
      })),
    ),
  );
}

describe('one validation for the check cells and the pairing; no contact data in a check cell', () => {
  test('an e-mail address typed into a line-up: the check says remove contact data, the address is copied nowhere, pairing refuses', () => {
    const { book, desk } = open();
    const row = rowOf(desk, 'Latvia');
    const address = 'captain.latvia@mail.example';
    desk.edit(
      'Line-ups',
      row,
      desk.column('Line-ups', 'line-up'),
      `Wim Haddad, Emil Rossi, Chen Lopez, Greta Borg, ${address}`,
    );
    expect(checkCell(desk, row)).toMatch(
      /^line-up: this cell holds an e-mail address, and the file is public\. remove contact data/,
    );
    desk.click('menuCheckLineups');
    expect(checkCell(desk, row)).toMatch(/remove contact data/);
    const out = desk.click('menuPairIndividual');
    expect(desk.lastOutcome()?.status).toBe('refused');
    expect(desk.lastOutcome()?.problems).toContainEqual(
      expect.objectContaining({ tab: 'Line-ups', row, column: 'line-up' }),
    );
    expect(out).toMatch(/Line-ups, row \d+, column line-up .*remove contact data/);
    const copies = everyCell(book).filter((c) => c.text.includes(address));
    expect(copies).toEqual([
      { at: expect.stringMatching(/^Line-ups!R\d+C3$/) as unknown, text: expect.any(String) as unknown },
    ]);
  });

  test("a phone number typed into a team's row (any column): the check of that row says remove contact data, without the number", () => {
    const { book, desk } = open();
    const row = rowOf(desk, 'Peru');
    desk.edit('Line-ups', row, desk.column('Line-ups', 'agreed'), 'call +39 333 123 4567');
    expect(checkCell(desk, row)).toMatch(
      /^agreed: this cell holds a phone number, and the file is public\. remove contact data/,
    );
    expect(everyCell(book).filter((c) => c.text.includes('333 123')).length).toBe(1);
  });

  test('M12: an agreed change naming a player who is not in the line-up: the check cell says what pairing refuses, never OK', () => {
    const { desk } = open();
    const row = rowOf(desk, 'Latvia');
    desk.edit('Line-ups', row, desk.column('Line-ups', 'agreed'), '1: Nobody Here - Somebody Else');
    const check = checkCell(desk, row);
    expect(check).not.toMatch(/^OK/);
    const out = desk.click('menuPairIndividual');
    expect(desk.lastOutcome()?.status).toBe('refused');
    expect(desk.lastOutcome()?.problems).toContainEqual(
      expect.objectContaining({ tab: 'Line-ups', row, column: 'agreed' }),
    );
    const refused = out.split('\n').filter((l) => l.includes(`row ${row}, column agreed`));
    expect(refused.length).toBeGreaterThan(0);
    // the check cell carries the same words as the pairing's refusal
    for (const line of refused) expect(check).toContain(line.split(': ').slice(1).join(': ').split('. ')[0]);
  });

  test('M1: a player who joins in round 3 in a round-1 line-up: the check and the pairing both refuse', () => {
    const { desk } = open();
    const players = desk.read('Players')!;
    const at = players.findIndex((r) => String(r[0]) === 'Emil Rossi') + 1;
    desk.type('Players', at, desk.column('Players', 'joined round'), [[3]]);
    const row = rowOf(desk, 'Latvia');
    desk.edit('Line-ups', row, desk.column('Line-ups', 'line-up'), 'Wim Haddad, Emil Rossi, Chen Lopez, Greta Borg');
    expect(checkCell(desk, row)).toMatch(/Emil Rossi joins Latvia from round 3/);
    expect(desk.click('menuPairIndividual')).toMatch(/nothing written[\s\S]*Line-ups, row \d+, column line-up/);
  });
});

// Entrants' addresses (Swiss, league, multi-player) kept one document property per name, so a 1,000-entrant open
// fits Google's 9 KB per value and 500 KB per store (https://developers.google.com/apps-script/guides/services/quotas);
// an older version's single map is read and moved on the next save. Through the bundle (build/Code.js).
import { Desk } from '../../local/demo/desk';
import { freshBook } from '../errors/book';
import { PROPERTY_STORE_LIMIT, PROPERTY_VALUE_LIMIT } from '../../local/gas/services';

const PREFIX = 'mochalunt.entrantAddress.';
const mail = (name: string) => `${name.toLowerCase().replace(/[^a-z0-9]/g, '.')}@example.org`;

/** Every name's addresses as kept, name → addresses. */
function kept(book: ReturnType<typeof freshBook>): Record<string, unknown> {
  return Object.fromEntries(
    [...book.documentProperties.entries()]
      .filter(([k]) => k.startsWith(PREFIX))
      .map(([k, v]) => [k.slice(PREFIX.length), JSON.parse(v) as unknown]),
  );
}

describe("Entrants' addresses: one document property per name", () => {
  test('a 1,000-entrant open: every address kept, each property under 9 KB and the store under 500 KB', () => {
    const book = freshBook('swiss');
    const desk = Desk.open(book);
    const names = Array.from({ length: 1000 }, (_, i) => `Player ${String(i + 1).padStart(4, '0')}`);
    const width = desk.read('Entrants')![0].length;
    desk.type(
      'Entrants',
      2,
      1,
      names.map((n, i) => Array.from({ length: width }, (_, c) => (c === 0 ? n : c === 1 ? i + 1 : ''))),
    );
    const text = names.map((n) => `${n}: ${mail(n)}`).join('\n');
    expect(desk.click('menuEntrantAddresses', { button: 'OK', text })).toMatch(
      /^Entrants' addresses: 1000 names changed; 1000 names have addresses/,
    );
    const k = kept(book);
    expect(Object.keys(k)).toHaveLength(1000);
    expect(k['Player 0734']).toEqual([mail('Player 0734')]);
    const sizes = [...book.documentProperties.entries()].map(([key, v]) => key.length + v.length);
    expect(Math.max(...sizes)).toBeLessThan(PROPERTY_VALUE_LIMIT);
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThan(PROPERTY_STORE_LIMIT);
    // one name changed later writes that name alone; "-" forgets it
    expect(desk.click('menuEntrantAddresses', { button: 'OK', text: 'Player 0001: -' })).toMatch(
      /1 name changed; 999 names have addresses/,
    );
    expect(book.documentProperties.has(`${PREFIX}Player 0001`)).toBe(false);
  });

  test("an older version's single map is read, and moved to one property per name by the next save", () => {
    const book = freshBook('swiss');
    book.documentProperties.set(
      'mochalunt.entrantAddresses',
      JSON.stringify({ Ada: ['ada@example.org'], Cleo: ['cleo@example.org'] }),
    );
    const desk = Desk.open(book);
    expect(desk.click('menuEntrantAddresses', { button: 'OK', text: 'Ben: ben@example.org\nCleo: -' })).toMatch(
      /^Entrants' addresses: 2 names changed; 2 names have addresses/,
    );
    expect(book.documentProperties.has('mochalunt.entrantAddresses')).toBe(false);
    expect(kept(book)).toEqual({ Ada: ['ada@example.org'], Ben: ['ben@example.org'] });
  });

  test('a Gmail address typed with dots or a +tag is kept, with a warning of what the form will record', () => {
    const book = freshBook('swiss');
    const desk = Desk.open(book);
    const out = desk.click('menuEntrantAddresses', {
      button: 'OK',
      text: 'Ada: ada.lovelace+chess@gmail.com; Ben: ben@example.org',
    });
    expect(out).toMatch(
      /^Entrants' addresses: 2 names changed; .* Check: ada\.lovelace\+chess@gmail\.com: Gmail delivers it to the account ada\.lovelace@gmail\.com, and that is the address the form will record, without "\+chess": type the account's address as Google shows it\.$/,
    );
    expect(kept(book)).toEqual({ Ada: ['ada.lovelace+chess@gmail.com'], Ben: ['ben@example.org'] });
  });
});

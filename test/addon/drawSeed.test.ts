// The draw seed of a Swiss or league (src/addon/drawSeed.ts) is kept only with the first plan written with it:
// a pairing declined (No) or refused keeps none, so the seed a later pairing draws is the one its tab names.
import { Desk } from '../../local/demo/desk';
import { baseBook, copyBook } from '../errors/book';
import { requireBundle } from './support';

const KEY = 'mochalunt.drawSeed';

test('a Swiss pairing answered No keeps no draw seed; answered Yes keeps one', () => {
  requireBundle();
  const book = copyBook(baseBook('swiss'));
  book.documentProperties.delete(KEY); // a workbook set up before any draw
  const desk = Desk.open(book);
  expect(desk.click('menuPairNextRound', { button: 'OK', text: '' }, { button: 'NO' })).toMatch(
    /cancelled, nothing written/,
  );
  expect(book.documentProperties.has(KEY)).toBe(false);
  const done = desk.click('menuPairNextRound', { button: 'OK', text: '' }, { button: 'YES' });
  expect(done).not.toMatch(/nothing written|stopped/);
  const seed = book.documentProperties.get(KEY);
  expect(seed).toMatch(/\S/);
});

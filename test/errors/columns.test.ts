// Headers are read by name: an organizer's own column inserted before the known ones changes nothing the
// add-on reads or writes, and the add-on never writes into it.
import { Desk, agreeableUser } from '../../local/demo/desk';
import { startAddon } from '../../local/runner';
import { freshBook } from './book';
import { Editor } from './scenario';

function columnValues(desk: Desk, tab: string, header: string): unknown[] {
  const c = desk.column(tab, header) - 1;
  return desk
    .read(tab)!
    .slice(1)
    .map((r) => r[c]);
}

test('a column "notes" inserted before team (Teams, Players): Pair next round pairs as before and leaves the notes alone', () => {
  const plain = new Desk(startAddon(freshBook('mochalunt'), { responder: agreeableUser }));
  const book = freshBook('mochalunt');
  const desk = new Desk(startAddon(book, { responder: agreeableUser }));
  const e = new Editor(desk);
  e.insertColumnBefore('Teams', 'team', 'notes');
  e.insertColumnBefore('Players', 'player', 'notes');
  e.set('Teams', 2, 'notes', 'paid');
  const notes = columnValues(desk, 'Teams', 'notes');
  expect(desk.click('menuPairNextRound')).toMatch(/^Pair round 1/);
  expect(plain.click('menuPairNextRound')).toMatch(/^Pair round 1/);
  expect(desk.read('R1')).toEqual(plain.read('R1'));
  expect(columnValues(desk, 'Teams', 'notes')).toEqual(notes);
});

test('M15: a column "comment" inserted before game 1 on R1: Score round scores as before, under the score headers, and leaves the comments alone', () => {
  const plain = new Desk(startAddon(freshBook('mochalunt-results'), { responder: agreeableUser }));
  const book = freshBook('mochalunt-results');
  const desk = new Desk(startAddon(book, { responder: agreeableUser }));
  const e = new Editor(desk);
  e.insertColumnBefore('R1', 'game 1', 'comment');
  e.set('R1', 3, 'comment', 'played late');
  expect(desk.click('menuScoreRound')).toMatch(/^Score round 1/);
  expect(plain.click('menuScoreRound')).toMatch(/^Score round 1/);
  for (const h of ['score 1', 'score 2', 'points 1', 'points 2'])
    expect(columnValues(desk, 'R1', h)).toEqual(columnValues(plain, 'R1', h));
  expect(columnValues(desk, 'R1', 'comment').filter((v) => v !== '')).toEqual(['played late']);
});

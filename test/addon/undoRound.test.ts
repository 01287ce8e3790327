// Four Undos in a row take a whole round back: Update standings, Score round, Pair individual matches and Pair
// next round of round 2, after its pairings and boards were e-mailed and its results typed. The Undo of Pair
// individual matches names the results typed on the boards it removes and asks (NO keeps them: nothing
// written), and names the teams e-mailed those boards; then every visible cell is as before the round.
import { Desk } from '../../local/demo/desk';
import { typeLineups, typeResults } from '../../local/demo/season';
import { typeAddresses } from '../../local/demo/mail';
import { afterRound1, visibleValues } from './support';
import { cloneWorkbook, firstDifference } from './dump';

const lastQuestion = (desk: Desk): string =>
  desk.session.ui.log.filter((d) => d.kind === 'alert' && d.buttons === 'YES_NO').pop()?.text ?? '';

test('four Undos after a round e-mailed, typed and scored: every visible cell as before the round; typed results named and kept on NO', async () => {
  const { book, desk, field, rng } = await afterRound1(4, 21);
  typeAddresses(desk, field);
  typeLineups(desk, rng, field, 2, false, false);
  const before = visibleValues(desk.session);
  desk.click('menuPairNextRound');
  desk.click('menuSendPairings');
  desk.click('menuPairIndividual');
  expect(desk.click('menuSendPairings')).toMatch(/round 2, individual matches: 4 e-mails sent/);
  typeResults(desk, rng, field, 2);
  desk.click('menuScoreRound');
  desk.click('menuUpdateStandings');

  expect(desk.click('menuUndo')).toMatch(/^Undone: Update standings/);
  expect(desk.click('menuUndo')).toMatch(/^Undone: Score round 2/);
  // the results typed on the boards Undo would remove: named, asked; NO keeps them
  const typed = cloneWorkbook(book);
  const no = desk.click('menuUndo', { button: 'NO' });
  expect(lastQuestion(desk)).toMatch(/Changed after Pair individual matches, round 2: R2: \d+ cells \(R2!G\d+:J\d+\)/);
  expect(lastQuestion(desk)).toMatch(/The boards of round 2 were e-mailed \(Send pairings, .* UTC\) to /);
  expect(no).toMatch(
    /^Undo last action: nothing written\. The cells changed after Pair individual matches, round 2 stay/,
  );
  expect(firstDifference(book, typed)).toBeNull();
  expect(desk.click('menuUndo', { button: 'YES' })).toMatch(
    /^Undone: Pair individual matches, round 2\nThe boards of round 2 were e-mailed/,
  );
  expect(desk.click('menuUndo')).toMatch(/^Undone: Pair round 2\nThe pairings of round 2 were e-mailed/);
  expect(visibleValues(desk.session)).toEqual(before);
}, 120000);

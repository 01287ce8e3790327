// Undo of an action Google stopped halfway (unfinished.ts) never puts its cells back over a correction typed
// since without asking, as a normal Undo asks: the question names the cells changed since the stop; NO keeps
// them (nothing written, the mark stays); YES puts back what was there before the action. Cells the stopped
// action had not reached yet are no change of anyone's: the question then names none.
import { TIMEOUT_MESSAGE, type LocalWorkbook } from '../../local/runner';
import { Desk } from '../../local/demo/desk';
import { typeLineups } from '../../local/demo/season';
import { createRng } from '../../src/engine/core/rng';
import { tournament } from './support';
import { cloneWorkbook, firstDifference } from './dump';

const MARK = 'mochalunt.unfinished';
const UNDO_TABS = ['_undo', '_undo rules'];

/** Pair individual matches of round 1 killed at call `k`; whether it left the mark. */
function killAt(desk: Desk, book: LocalWorkbook, base: LocalWorkbook, k: number): boolean {
  Object.assign(book, cloneWorkbook(base));
  desk.session.counter.killAfter(k);
  let thrown = '';
  try {
    desk.click('menuPairIndividual');
  } catch (e) {
    thrown = String((e as { message?: unknown }).message ?? e);
  }
  return thrown === TIMEOUT_MESSAGE && book.documentProperties.has(MARK);
}

test('Undo of a stopped action names the cells typed since and asks; NO keeps them, YES puts back the workbook before the action', async () => {
  const { book, desk, field } = await tournament(4, 13);
  desk.click('menuPairNextRound');
  typeLineups(desk, createRng(13), field, 1, false, false);
  const base = cloneWorkbook(book);
  desk.click('menuPairIndividual');
  const c = desk.session.calls();
  const calls = c.reads + c.writes + c.formatting + c.other;
  const player1 = desk.column('R1', 'player 1');
  const written = desk.read('R1')?.[2][player1 - 1];
  expect(written).not.toBe('');
  // the latest kill that leaves the mark: the boards are written, the action is unfinished
  let k = calls;
  while (k > 1 && !(killAt(desk, book, base, k) && desk.read('R1')?.[2][player1 - 1] === written)) k--;
  expect(book.documentProperties.has(MARK)).toBe(true);
  // an organizer corrects a board after the stop
  desk.type('R1', 3, player1, [['Somebody Else']]);
  const corrected = cloneWorkbook(book);
  const no = desk.click('menuUndo', { button: 'NO' });
  const asked = desk.session.ui.log.filter((d) => d.kind === 'alert' && d.buttons === 'YES_NO').pop();
  const cell = `R1!${String.fromCharCode(64 + player1)}3`;
  expect(asked?.text).toContain(`Changed after Pair individual matches, round 1: R1: 1 cell (${cell})`);
  expect(asked?.text).toContain('Undo anyway?');
  expect(no).toContain(`nothing written. The cells changed after Pair individual matches, round 1 stay as they are`);
  expect(desk.lastOutcome()?.status).toBe('declined');
  expect(firstDifference(book, corrected)).toBeNull();
  // YES: the stopped action is put back, the correction with it (the organizer agreed)
  expect(desk.click('menuUndo', { button: 'YES' })).toMatch(/^Undone: /);
  expect(book.documentProperties.has(MARK)).toBe(false);
  expect(firstDifference(book, base, { skipTabs: UNDO_TABS, ignoreIds: true })).toBeNull();
}, 120000);

test('Undo of an action stopped before it reached the boards asks about no change: the cells it had not written are not changes', async () => {
  const { book, desk, field } = await tournament(4, 13);
  desk.click('menuPairNextRound');
  typeLineups(desk, createRng(13), field, 1, false, false);
  const base = cloneWorkbook(book);
  // the first kill that leaves the mark: its undo step is recorded, its own blocks not yet written
  let k = 1;
  while (!killAt(desk, book, base, k)) k++;
  desk.click('menuUndo', { button: 'YES' });
  const asked = desk.session.ui.log.filter((d) => d.kind === 'alert' && d.buttons === 'YES_NO').pop();
  expect(asked?.text).toContain('Pair individual matches');
  expect(asked?.text).not.toContain('Changed after');
  expect(desk.lastOutcome()?.status).toBe('done');
  expect(firstDifference(book, base, { skipTabs: UNDO_TABS, ignoreIds: true })).toBeNull();
}, 120000);

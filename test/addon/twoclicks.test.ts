// Two clicks: two actions started together on the same workbook are serialized by the document lock
// (src/addon/lock.ts, modelled by local/gas/services.ts LocalLock): the second says it is busy and writes
// nothing, or it runs after the first; a click whose question was answered before the other wrote reads
// the workbook afresh under the lock and stops, saying the workbook changed. Either way the workbook ends as
// after one click. Executions interleave at a service call: the second organizer's click runs entirely
// "between" two calls of the first's (CallCounter.beforeCall).
import { startAddon, type LocalWorkbook } from '../../local/runner';
import { Desk, agreeableUser } from '../../local/demo/desk';
import { afterRound1, requireBundle, visibleValues } from './support';
import { cloneWorkbook } from './dump';
import { sample } from '../helpers/depth';

const BUSY = /Another MOCHALUNT action is running in this spreadsheet\. Nothing was written/;
const CHANGED = /the workbook changed while you were answering .* Nothing was written: run Pair next round again/;

/** Two organizers' sessions on one workbook whose contents are replaced by a copy of `base` before each try. */
function twoDesks(base: LocalWorkbook) {
  const book = cloneWorkbook(base);
  const first = Desk.open(book, 'organizer@example.com');
  const second = new Desk(
    first.session.newExecution({ user: 'second.organizer@example.com', responder: agreeableUser }),
  );
  const reset = () => {
    Object.assign(book, cloneWorkbook(base));
  };
  return { book, first, second, reset };
}

describe('two clicks on Pair next round are serialized by the document lock', () => {
  test('the second click while the first is writing says it is busy and writes nothing', async () => {
    requireBundle();
    const base = (await afterRound1()).book;
    const { book, first, second, reset } = twoDesks(base);
    first.click('menuPairNextRound');
    const once = visibleValues(first.session);
    reset();
    let secondSaid = '';
    let secondWrites = -1;
    first.session.counter.beforeCall = (_n, method) => {
      // the first execution holds the lock and starts writing: the second organizer clicks now
      if (secondSaid === '' && book.locks.get('document') != null && /^Range\.set/.test(method)) {
        secondSaid = second.click('menuPairNextRound');
        secondWrites = second.session.calls().writes + second.session.calls().formatting;
      }
    };
    const firstSaid = first.click('menuPairNextRound');
    first.session.counter.beforeCall = null;
    expect(secondSaid).toMatch(BUSY);
    expect(secondWrites).toBe(0);
    expect(second.session.ui.log.some((d) => d.kind === 'alert' && BUSY.test(d.text))).toBe(true);
    expect(firstSaid).toMatch(/round 2/i);
    expect(visibleValues(first.session)).toEqual(once);
  });

  test('a click that runs while the first waits for its YES goes first; the first then reads afresh under the lock, says the workbook changed and writes nothing', async () => {
    requireBundle();
    const base = (await afterRound1()).book;
    const book = cloneWorkbook(base);
    const second = Desk.open(book, 'second.organizer@example.com');
    let secondSaid = '';
    const first = new Desk(
      startAddon(book, {
        user: 'organizer@example.com',
        responder: (d) => {
          // the first organizer reads the proposal; meanwhile the second clicks and says YES at once
          if (d.kind === 'alert' && d.buttons === 'YES_NO' && secondSaid === '')
            secondSaid = second.click('menuPairNextRound');
          return agreeableUser(d);
        },
      }),
    );
    const firstSaid = first.click('menuPairNextRound');
    expect(secondSaid).toMatch(/round 2/i);
    expect(second.session.calls().writes).toBeGreaterThan(0);
    expect(firstSaid).toMatch(CHANGED);
    expect(first.session.calls().writes + first.session.calls().formatting).toBe(0);
    expect(first.session.ui.log.some((d) => d.kind === 'alert' && CHANGED.test(d.text))).toBe(true);
    // the workbook is as after the second click alone
    const alone = cloneWorkbook(base);
    const single = Desk.open(alone);
    single.click('menuPairNextRound');
    expect(visibleValues(first.session)).toEqual(visibleValues(single.session));
  });

  test('at every service call of the first click, a second click gives the workbook of one click, and one of the two says busy, changed or nothing written', async () => {
    requireBundle();
    const base = (await afterRound1()).book;
    const { book, first, second, reset } = twoDesks(base);
    first.click('menuPairNextRound');
    const once = visibleValues(first.session);
    const c = first.session.calls();
    const calls = c.reads + c.writes + c.formatting + c.other;
    const outcomes = { busy: 0, changed: 0, other: 0 };
    // every call under MOCHALUNT_TEST_DEPTH=full; quick: every 4th, the first and the last (the calls where the
    // second click finds the workbook changed are a run of about 6: a step of 4 still lands in it)
    for (const n of sample(calls, 1, 4)) {
      reset();
      let secondSaid = '';
      let index = 0;
      first.session.counter.beforeCall = () => {
        index++;
        if (index === n) secondSaid = second.click('menuPairNextRound');
      };
      const firstSaid = first.click('menuPairNextRound');
      first.session.counter.beforeCall = null;
      expect(secondSaid).not.toBe('');
      expect(visibleValues(first.session)).toEqual(once);
      // which click was refused: its recorded status; the busy / changed breakdown below reads the message shown
      const refused = [first.lastOutcome()?.status === 'refused', second.lastOutcome()?.status === 'refused'];
      const stopped = [firstSaid, secondSaid].filter((_t, i) => refused[i]);
      expect(stopped).toHaveLength(1);
      if (BUSY.test(stopped[0])) outcomes.busy++;
      else if (CHANGED.test(stopped[0])) outcomes.changed++;
      else outcomes.other++;
    }
    expect(book.locks.get('document') ?? null).toBeNull();
    if (process.env.SHOW_CALLS) console.log(`${calls} interleavings: ${JSON.stringify(outcomes)}`);
    // both ways happen: busy while the first holds the lock, changed when the second wrote during the question
    expect(outcomes.busy).toBeGreaterThan(0);
    expect(outcomes.changed).toBeGreaterThan(0);
  });
});

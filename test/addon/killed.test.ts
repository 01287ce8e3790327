// An action Google stops halfway (its 6-minute limit: counter.killAfter(k), every call from the k-th on throws
// "Exceeded maximum execution time" and nothing of the add-on can repair anything) leaves what it wrote, and a
// mark (src/addon/unfinished.ts). Then the next action of any organizer writes nothing and says who ran what,
// when, and to run Undo; Undo puts back exactly what the stopped action wrote: the workbook equals the one
// before it (cells, formats, notes, validations, grid sizes, tabs, protections, document properties; the
// hidden undo store aside, which keeps its own rows), the undo tabs hidden; then the action runs normally.
// Killed at every service call of Pair next round and of Undo (a stopped Undo is finished by Undo), and at
// every third call of Set up, Pair individual matches and Score round, in round 2 of a 4-team season with captains set
// (MOCHALUNT_TEST_DEPTH=full; the quick run kills at every 5th and every 12th call, the first and last included). While the mark is there, every organizers'
// item that writes refuses (the forms, the line-up log, captains, e-mails), not only the menu actions.
import { openWorkbook, startAddon, TIMEOUT_MESSAGE, type LocalWorkbook } from '../../local/runner';
import { Desk, agreeableUser } from '../../local/demo/desk';
import { demoField } from '../../local/demo/data';
import { typeField, typeLineups, typeResults } from '../../local/demo/season';
import { createRng } from '../../src/engine/core/rng';
import { requireBundle, tournament, visibleValues } from './support';
import { cloneWorkbook, firstDifference } from './dump';
import { sample } from '../helpers/depth';

const UNDO_TABS = ['_undo', '_undo rules'];
const MARK = 'mochalunt.unfinished';
const FIRST = 'organizer@example.com';
const OTHER = 'boss@example.org';

/** The first difference between two workbooks, the undo store aside. */
function differs(a: LocalWorkbook, b: LocalWorkbook): string | null {
  return firstDifference(a, b, { skipTabs: UNDO_TABS, ignoreIds: true });
}

interface Outcome {
  before: number;
  unfinished: number;
  after: number;
  byCreator: number;
}

/**
 * Kills `handler` at each call index of `ks` on a copy of `base`, then checks what follows (see the header).
 * `answers` answers the first organizer's own dialogs (the agreeable user by default).
 */
function killEach(
  label: string,
  base: LocalWorkbook,
  handler: string,
  ks: (calls: number) => number[],
  next: string,
): { outcome: Outcome; failures: string[]; calls: number } {
  // a stopped Undo is finished by Undo (the workbook ends as after one Undo); a stopped action is put back
  const undoing = handler === 'menuUndo';
  const book = cloneWorkbook(base);
  const first = new Desk(startAddon(book, { user: FIRST, responder: agreeableUser }));
  const other = new Desk(first.session.newExecution({ user: OTHER, responder: agreeableUser }));
  first.click(handler);
  const c = first.session.calls();
  const calls = c.reads + c.writes + c.formatting + c.other;
  const done = cloneWorkbook(book);
  const outcome: Outcome = { before: 0, unfinished: 0, after: 0, byCreator: 0 };
  const failures: string[] = [];
  const fail = (k: number, what: string) => failures.push(`${label}, killed at call ${k} of ${calls}: ${what}`);
  const list = ks(calls);
  for (const k of list) {
    Object.assign(book, cloneWorkbook(base));
    first.session.counter.killAfter(k);
    let thrown = '';
    try {
      first.click(handler);
    } catch (e) {
      thrown = String((e as { message?: unknown }).message ?? e);
    }
    if (thrown !== TIMEOUT_MESSAGE) {
      fail(k, `ended with "${thrown}"`);
      continue;
    }
    if ((book.locks.get('document') ?? null) !== null) fail(k, 'the document lock is still held');
    if (!book.documentProperties.has(MARK)) {
      // stopped before its first write (nothing written) or after its last (everything written)
      if (differs(book, base) === null) outcome.before++;
      else if (differs(book, done) === null) outcome.after++;
      else fail(k, `no mark, but the workbook is neither as before nor as after: ${differs(book, base)}`);
      continue;
    }
    outcome.unfinished++;
    // another organizer's action: refused, nothing written, says who ran what, when, and what to do
    const stopped = cloneWorkbook(book);
    const shown = other.session.ui.log.length;
    const said = other.click(next);
    const todo = undoing
      ? 'Run Undo last action again to finish putting it back'
      : `Run Undo last action to put back what it wrote, then run ${label} again`;
    const expected = [`nothing written`, label, `run by ${FIRST} at `, ' UTC', 'Exceeded maximum execution time', todo];
    for (const e of expected) if (!said.includes(e)) fail(k, `the next action said "${said}", without "${e}"`);
    if (!other.session.ui.log.slice(shown).some((d) => d.kind === 'alert' && d.text.includes(todo)))
      fail(k, 'no alert said it');
    const wrote = firstDifference(book, stopped);
    if (wrote !== null) fail(k, `the refused action wrote: ${wrote}`);
    // Undo (any organizer) puts back what the stopped action wrote
    let undone = other.click('menuUndo');
    let undoer = other;
    if (undone.includes('could not put back')) {
      // a tab it created was protected, not yet for every organizer (the kill came in between): its creator may
      if (!undone.includes(`${FIRST} (who ran it) or the spreadsheet's owner may edit there`))
        fail(k, `Undo said "${undone}"`);
      outcome.byCreator++;
      undone = first.click('menuUndo');
      undoer = first;
    }
    if (undoer.lastOutcome()?.status !== 'done') fail(k, `Undo said "${undone.split('\n')[0]}"`);
    const left = differs(book, undoing ? done : base);
    if (left !== null) fail(k, `after Undo: ${left}`);
    if (book.documentProperties.has(MARK)) fail(k, 'the mark is still there after Undo');
    for (const t of UNDO_TABS) if (book.sheetByName(t) && !book.sheetByName(t)?.hidden) fail(k, `${t} is visible`);
    // and the action runs again (checked at every fifth index, it takes a while)
    if (!undoing && list.indexOf(k) % 5 === 0) {
      const again = first.click(handler);
      if (first.lastOutcome()?.status !== 'done' || differs(book, done) !== null)
        fail(k, `run again: "${again.split('\n')[0]}": ${differs(book, done)}`);
    }
  }
  return { outcome, failures, calls };
}

/** The call indexes killed: every `full`-th (and the last) under MOCHALUNT_TEST_DEPTH=full, every `quick`-th when quick. */
const every =
  (full: number, quick: number) =>
  (calls: number): number[] =>
    sample(calls, full, quick);

test('an action Google stops at any call: the next action of any organizer writes nothing and says so; Undo puts the workbook back as it was', async () => {
  requireBundle();
  const results: { label: string; outcome: Outcome; failures: string[]; calls: number }[] = [];
  const empty = await openWorkbook();
  results.push({
    label: 'Set up tournament',
    ...killEach('Set up tournament', empty, 'menuSetUp', every(3, 12), 'menuSetUp'),
  });

  const book = await openWorkbook();
  const desk = Desk.open(book);
  const field = demoField(4, 11);
  const rng = createRng(11);
  desk.click('menuSetUp');
  typeField(desk, field, 8);
  desk.click('menuSetUp');
  // captains set: every tab is protected, and the tabs an action creates get protected as they appear
  const lines = field.teams.map((t, i) => `${t.name}: captain${i + 1}@example.org`).concat([`organizers: ${OTHER}`]);
  desk.click('menuCaptains', { button: 'OK', text: lines.join('\n') });
  desk.click('menuPairNextRound');
  typeLineups(desk, rng, field, 1, false, false);
  desk.click('menuPairIndividual');
  typeResults(desk, rng, field, 1);
  desk.click('menuScoreRound');
  desk.click('menuUpdateStandings');
  results.push({
    label: 'Pair next round',
    ...killEach('Pair next round', book, 'menuPairNextRound', every(1, 5), 'menuUpdateStandings'),
  });
  desk.click('menuPairNextRound');
  typeLineups(desk, rng, field, 2, false, false);
  results.push({
    label: 'Pair individual matches',
    ...killEach('Pair individual matches', book, 'menuPairIndividual', every(3, 12), 'menuPairNextRound'),
  });
  desk.click('menuPairIndividual');
  typeResults(desk, rng, field, 2);
  results.push({
    label: 'Score round',
    ...killEach('Score round', book, 'menuScoreRound', every(3, 12), 'menuCheckLineups'),
  });
  desk.click('menuScoreRound');
  results.push({
    label: 'Undo last action',
    ...killEach('Undo last action', book, 'menuUndo', every(1, 5), 'menuUpdateStandings'),
  });
  if (process.env.SHOW_CALLS)
    console.log(results.map((r) => `${r.label}: ${r.calls} calls, ${JSON.stringify(r.outcome)}`).join('\n'));
  for (const r of results) expect(r.outcome.unfinished).toBeGreaterThan(0);
  expect(
    results
      .flatMap((r) => r.failures)
      .map((f) => f.slice(0, 600))
      .slice(0, 10),
  ).toEqual([]);
}, 600000);

test('the workbook stopped halfway is what the next click reads: visible tabs as Google left them, until Undo', async () => {
  requireBundle();
  const book = await openWorkbook();
  const desk = Desk.open(book);
  desk.session.counter.killAfter(60);
  expect(() => desk.click('menuSetUp')).toThrow(TIMEOUT_MESSAGE);
  // some tabs were created and stay (Google keeps what was written)
  const tabs = Object.keys(visibleValues(desk.session));
  expect(tabs.length).toBeGreaterThan(1);
  const said = desk.click('menuSetUp');
  expect(said).toMatch(
    /^Set up tournament: nothing written\. Set up tournament, run by organizer@example\.com at \d{4}-\d\d-\d\d \d\d:\d\d UTC, was stopped by Google before it finished/,
  );
  expect(Object.keys(visibleValues(desk.session))).toEqual(tabs);
  expect(desk.click('menuUndo')).toMatch(/^Undone: /);
  expect(Object.keys(visibleValues(desk.session))).toEqual(['Sheet1']);
  expect(desk.click('menuSetUp')).not.toMatch(/nothing written/);
});

test("while an action is unfinished, every organizers' item that writes refuses (forms, line-up log, captains, e-mails); Export still reads", async () => {
  const { book, desk } = await tournament(4, 7);
  const mark = { label: 'Score round', title: 'Score round 1', at: '2024-03-05T18:07:00.000Z', row: 2, by: FIRST };
  book.documentProperties.set(MARK, JSON.stringify(mark));
  const before = cloneWorkbook(book);
  for (const handler of [
    'menuSetUp',
    'menuCheckLineups',
    'menuPairNextRound',
    'menuCreateLineupForm',
    'menuCreateSchedulingForm',
    'menuStartLineupLog',
    'menuCreateRegistrationForm',
    'menuSendPairings',
    'menuCaptains',
  ]) {
    const said = desk.click(handler, ...(handler === 'menuCaptains' ? [{ button: 'OK' as const, text: '' }] : []));
    expect(said).toContain(
      'nothing written. Score round, run by organizer@example.com at 2024-03-05 18:07 UTC, was stopped by Google before it finished',
    );
    expect(said).toContain('Run Undo last action to put back what it wrote, then run Score round again.');
    expect(firstDifference(book, before)).toBeNull();
  }
  expect(book.forms).toHaveLength(0);
  expect(desk.click('menuExport')).toMatch(/^\{/);
});

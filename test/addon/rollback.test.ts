// All or nothing: a write that fails halfway (here Google's quota error, planted at the K-th write or
// formatting call of the local service) leaves the workbook exactly as it was: every cell, note, format,
// validation, grid size and protection (captains are set, so the tabs an action creates get protected);
// the tabs the action had created are gone; the user is told what failed and that nothing was changed. Tried at every call index of Set up (new workbook, then with the
// field typed), Pair next round, Score round and Update standings, in round 2 of a 4-team season
// (MOCHALUNT_TEST_DEPTH=full; the quick run tries every third index, the first and the last).
import { openWorkbook, QUOTA_MESSAGE, type LocalWorkbook } from '../../local/runner';
import { Desk } from '../../local/demo/desk';
import { demoField } from '../../local/demo/data';
import { typeField, typeLineups, typeResults } from '../../local/demo/season';
import { createRng } from '../../src/engine/core/rng';
import { requireBundle } from './support';
import { cloneWorkbook, firstDifference } from './dump';
import { sample } from '../helpers/depth';

interface Case {
  readonly label: string;
  readonly handler: string;
  readonly calls: number;
  readonly failures: string[];
}

/**
 * Runs `handler` on copies of `book`: once without a fault (to count its write and formatting calls), then
 * once per call index with a fault there. One add-on session serves every copy (its workbook's contents are
 * replaced by the copy's), so the bundle is loaded once.
 */
function everyCall(label: string, book: LocalWorkbook, handler: string): Case {
  const copy = cloneWorkbook(book);
  const desk = Desk.open(copy);
  desk.click(handler);
  expect(desk.lastOutcome()?.status).toBe('done');
  const { writes, formatting } = desk.session.calls();
  const calls = writes + formatting;
  const failures: string[] = [];
  Object.assign(copy, cloneWorkbook(book));
  // every call index (MOCHALUNT_TEST_DEPTH=full); quick: every third, the first and the last
  for (const k of sample(calls, 1, 3)) {
    const shown = desk.session.ui.log.length;
    desk.session.counter.failAfter(k);
    const out = desk.click(handler);
    expect(desk.session.counter.faultFired).toBe(true);
    // what failed, and that nothing was changed
    expect(out).toContain(QUOTA_MESSAGE.replace(/\.$/, ''));
    expect(out).toMatch(/nothing was changed/);
    expect(desk.session.ui.log.slice(shown).some((d) => d.kind === 'alert' && /nothing was changed/.test(d.text))).toBe(
      true,
    );
    const difference = firstDifference(copy, book);
    if (difference === null) continue;
    failures.push(`${label}, fault at write/format call ${k} of ${calls}: ${difference}`);
    // the next index starts again from an exact copy
    Object.assign(copy, cloneWorkbook(book));
  }
  return { label, handler, calls, failures };
}

test('all or nothing: a failure at any write or formatting call of Set up, Pair next round, Score round and Update standings leaves the workbook as it was', () => {
  requireBundle();
  return (async () => {
    const book = await openWorkbook();
    const desk = Desk.open(book);
    const field = demoField(4, 11);
    const rng = createRng(11);
    const cases: Case[] = [];
    cases.push(everyCall('Set up (new workbook)', book, 'menuSetUp'));
    desk.click('menuSetUp');
    typeField(desk, field, 8);
    cases.push(everyCall('Set up (line-up rows)', book, 'menuSetUp'));
    desk.click('menuSetUp');
    // captains set: every tab is protected, and the tabs an action creates get protected as they appear
    const lines = field.teams
      .map((t, i) => `${t.name}: captain${i + 1}@example.org`)
      .concat(['organizers: boss@example.org']);
    desk.click('menuCaptains', { button: 'OK', text: lines.join('\n') });
    expect(book.protections.length).toBeGreaterThan(field.teams.length);
    for (const round of [1, 2]) {
      if (round === 2) cases.push(everyCall(`Pair next round ${round}`, book, 'menuPairNextRound'));
      desk.click('menuPairNextRound');
      typeLineups(desk, rng, field, round, false, false);
      desk.click('menuCheckLineups');
      desk.click('menuPairIndividual');
      typeResults(desk, rng, field, round);
      if (round === 2) cases.push(everyCall(`Score round ${round}`, book, 'menuScoreRound'));
      desk.click('menuScoreRound');
      if (round === 2) cases.push(everyCall(`Update standings ${round}`, book, 'menuUpdateStandings'));
      desk.click('menuUpdateStandings');
    }
    if (process.env.SHOW_CALLS) console.log(cases.map((c) => `${c.label}: ${c.calls} cases`).join('\n'));
    for (const c of cases) expect(c.calls).toBeGreaterThan(0);
    expect(cases.flatMap((c) => c.failures)).toEqual([]);
  })();
}, 240000);

// The installable triggers' handlers end with `_`: Google's google.script.run cannot call a private function
// (https://developers.google.com/apps-script/guides/html/communication#private_functions), so no page can run a
// trigger's handler with an event of its making. A trigger installed by an earlier version under the old name
// still runs (only from that trigger: its event's triggerUid), and the next install replaces it by the new name.
import { submitResponse } from '../../local/gas/forms';
import { fireFormSubmitTriggers } from '../../local/gas/triggers';
import { ScriptedUi } from '../../local/gas/dialogs';
import { captainEmail, captainLines, typeLineups } from '../../local/demo/season';
import { columnLetters, type Desk } from '../../local/demo/desk';
import { createRng } from '../../src/engine/core/rng';
import { tournament } from './support';
import type { LocalWorkbook } from '../../local/runner';

/** 4 teams, captains known, round 1 paired into boards, the scheduling form and the line-up log made. */
async function season() {
  const t = await tournament(4, 61);
  t.desk.click('menuCaptains', { button: 'OK', text: captainLines(t.field) });
  t.desk.click('menuPairNextRound');
  t.desk.click('menuStartLineupLog');
  typeLineups(t.desk, createRng(1), t.field, 1, false, false);
  t.desk.click('menuPairIndividual');
  t.desk.click('menuCreateSchedulingForm');
  return t;
}

/** A captain of the board's first team sends a time for the first board; the outcomes of the triggers. */
function sendTime(t: Awaited<ReturnType<typeof season>>) {
  const form = t.book.forms.find((f) => f.items.some((i) => i.title === 'Individual match'))!;
  const board = form.items.find((i) => i.title === 'Individual match')!.choices[0];
  const r = submitResponse(t.book, form.id, {
    answers: new Map([
      ['Round', 'Round 1'],
      ['Individual match', board],
      ['Agreed date and time (UTC)', '2020-01-01 10:00'],
    ]),
    email: captainEmail(/^(.+?) v /.exec(board)![1]),
    at: new Date(),
  });
  if (!r.ok) throw new Error(r.problems.join('; '));
  return fireFormSubmitTriggers(t.desk.session, {
    formId: form.id,
    responseId: r.value.response.id,
    destination: r.value.destination,
  });
}

/** The trigger of `handler` as an earlier version installed it: calling the name without the `_`. */
function earlierName(book: LocalWorkbook, handler: string): void {
  const k = book.triggers.findIndex((x) => x.handler === handler);
  book.triggers[k] = { ...book.triggers[k], handler: handler.slice(0, -1) };
}

function lineupCell(desk: Desk, team: string): string {
  const grid = desk.read('Line-ups')!;
  const row = grid.findIndex((r) => String(r[1]) === team && Number(r[0]) === 1) + 1;
  return `${columnLetters(desk.column('Line-ups', 'line-up'))}${row}`;
}

describe('trigger handlers are private to google.script.run', () => {
  test('every trigger the add-on installs calls a function whose name ends with `_`', async () => {
    const t = await season();
    expect(t.book.triggers.map((x) => x.handler).sort()).toEqual(['onLineupLogEdit_', 'onSpreadsheetFormSubmit_']);
    expect(sendTime(t).map((o) => [o.handler, o.ok])).toEqual([['onSpreadsheetFormSubmit_', true]]);
  });

  test("an earlier version's form-submit trigger still runs, and Create scheduling form replaces it by the new name", async () => {
    const t = await season();
    earlierName(t.book, 'onSpreadsheetFormSubmit_');
    expect(sendTime(t).map((o) => [o.handler, String(o.result).replace(/,.*/, '')])).toEqual([
      ['onSpreadsheetFormSubmit', 'copied to R1'],
    ]);
    t.desk.click('menuCreateSchedulingForm');
    expect(t.book.triggers.filter((x) => /FormSubmit/.test(x.handler)).map((x) => x.handler)).toEqual([
      'onSpreadsheetFormSubmit_',
    ]);
  });

  test("an earlier version's line-up log trigger still logs, and Start line-up log replaces it by the new name", async () => {
    const t = await season();
    earlierName(t.book, 'onLineupLogEdit_');
    const team = t.field.teams[0];
    const edited = t.desk.session
      .newExecution({ user: captainEmail(team.name) })
      .edit('Line-ups', lineupCell(t.desk, team.name), 'Ann, Bob, Cid, Dan');
    expect(edited.triggers?.map((o) => [o.handler, o.ok])).toEqual([['onLineupLogEdit', true]]);
    expect(t.desk.read('Line-up log')!.some((r) => String(r[4]) === 'Ann, Bob, Cid, Dan')).toBe(true);
    t.desk.click('menuStartLineupLog');
    expect(t.book.triggers.filter((x) => /LogEdit/.test(x.handler)).map((x) => x.handler)).toEqual([
      'onLineupLogEdit_',
    ]);
  });

  test('an earlier name called other than by its trigger (as google.script.run would, with a made-up event) does nothing', async () => {
    const t = await season();
    const before = JSON.stringify(t.desk.read('R1'));
    for (const fn of ['onSpreadsheetFormSubmit', 'onSchedulingSubmit', 'onLineupFormSubmit', 'onResultsFormSubmit'])
      expect(t.desk.session.call(fn, { triggerUid: 'made-up' })).toBe(
        'not run: this function is called only by its installable trigger',
      );
    expect(JSON.stringify(t.desk.read('R1'))).toBe(before);
  });

  test('the local dialog: a page calling a private function through google.script.run runs nothing (Google refuses it)', () => {
    const ui = new ScriptedUi(undefined, [{ text: 'typed' }, { text: 'typed' }]);
    ui.form({ kind: 'modal', title: 'Page', text: '' }, 'onSpreadsheetFormSubmit_');
    expect(ui.submissions).toEqual([]);
    expect(ui.log[0].pageError).toBe('TypeError: google.script.run.onSpreadsheetFormSubmit_ is not a function');
    ui.form({ kind: 'modal', title: 'Page', text: '' }, 'captainsSubmit');
    expect(ui.submissions.map((s) => s.fn)).toEqual(['captainsSubmit']);
  });
});

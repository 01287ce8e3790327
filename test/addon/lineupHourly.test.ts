// The line-up form in the Editor add-on install: an add-on may not watch the form ("Add-ons can only create
// triggers for the file in which the add-on is used") and its answers never reach a tab (they are sealed), so one
// time-driven trigger of the document, hourly ("Time-driven triggers cannot run more frequently than once per
// hour", https://developers.google.com/workspace/add-ons/concepts/editor-triggers#restrictions), reads the line-ups
// sent since its last run (Form.getResponses(timestamp)) and e-mails each captain the check, once. Then the local
// service's clock triggers: everyHours(n), at most one per type per user per document in the add-on install, run
// by fireClockTriggers when due and by `mochalunt tick`.
import { join } from 'path';
import { submitResponse } from '../../local/gas/forms';
import { fireClockTriggers, fireFormSubmitTriggers } from '../../local/gas/triggers';
import { sentMail } from '../../local/gas/mail';
import { Desk } from '../../local/demo/desk';
import { LocalWorkbook, openWorkbook, saveWorkbook, startAddon } from '../../local/runner';
import { runCli } from '../helpers/cli';
import { tempDir } from '../helpers/gas';
import { eachInstall, setInstall, tournament, visibleValues } from './support';

const OWNER = 'organizer@example.com';
const BOSS = 'boss@example.org';
const cap = (team: string) => `cap.${team.toLowerCase().replace(/[^a-z]/g, '')}@example.org`;
const HOUR = 3600_000;

/** The add-on install, Settings line-ups: form, captains set, the line-up form created, round 1 paired. */
async function addonSeason() {
  const t = await tournament(4, 41);
  setInstall(t.book, 'addon');
  const ss = t.desk.session.inspect.SpreadsheetApp.getActiveSpreadsheet();
  const settings = ss.getSheetByName('Settings')!;
  const k = settings
    .getDataRange()
    .getValues()
    .findIndex((r) => String(r[0]) === 'line-ups');
  settings.getRange(k + 1, 2).setValue('form');
  t.desk.click('menuCaptains', {
    button: 'OK',
    text: [...t.field.teams.map((x) => `${x.name}: ${cap(x.name)}`), `organizers: ${BOSS}`].join('\n'),
  });
  const created = t.desk.click('menuCreateLineupForm');
  t.desk.click('menuPairNextRound');
  // round 1's line-up deadline (M21), as the round tab shows it
  const r1 = t.desk.read('R1')!;
  const c = r1[0].map(String).indexOf('line-ups due (UTC)');
  const due = Date.parse(`${String(r1.find((r, i) => i > 0 && String(r[c]) !== '')![c]).replace(' ', 'T')}:00Z`);
  return { ...t, created, due };
}
type T = Awaited<ReturnType<typeof addonSeason>>;

/** Team k's captain sends its first four players at `at`; returns the form-submit triggers' outcomes. */
function send(t: T, k: number, at: Date) {
  const team = t.field.teams[k];
  const lineup = team.players
    .slice(0, 4)
    .map((p) => p.name)
    .join(', ');
  const form = t.book.forms[0];
  const sent = submitResponse(t.book, form.id, {
    answers: new Map([
      ['Round', 'Round 1'],
      ['Line-up', lineup],
    ]),
    email: cap(team.name),
    at,
  });
  if (!sent.ok) throw new Error(sent.problems.join('; '));
  return fireFormSubmitTriggers(t.desk.session, { formId: form.id, responseId: sent.value.response.id });
}
const mailTo = (t: T, k: number) => sentMail(t.book).filter((m) => m.to.includes(cap(t.field.teams[k].name)));
const clock = (t: T) => t.book.triggers.filter((x) => x.eventType === 'CLOCK');

describe('the Editor add-on install: line-ups checked within the hour', () => {
  test('Create line-up form installs one hourly trigger of the document, none on the form; clicking again or another organizer adds none', async () => {
    const t = await addonSeason();
    expect(t.created).toMatch(
      /Each line-up sent is checked within the hour .*: its captain gets the check by one e-mail from your account/,
    );
    expect(t.book.forms[0].confirmationMessage).toMatch(/It is checked within the hour/);
    expect(t.book.triggers.filter((x) => x.source === 'FORMS')).toEqual([]);
    expect(clock(t)).toEqual([
      expect.objectContaining({ handler: 'onLineupCheckHourly', everyHours: 1, sourceId: t.book.id, creator: OWNER }),
    ]);
    expect(t.desk.click('menuCreateLineupForm')).toMatch(/The line-up form exists: .*checked within the hour/);
    t.book.share(BOSS, 'editor');
    expect(Desk.open(t.book, BOSS).click('menuCreateLineupForm')).toMatch(
      /checked within the hour and its captain e-mailed from organizer@example.com's account/,
    );
    expect(clock(t)).toHaveLength(1);
  });

  test('a line-up is e-mailed its check at the next hourly run, once; line-ups sent within one hour go out together; nothing reaches a tab', async () => {
    const t = await addonSeason();
    const before = visibleValues(t.desk.session);
    const start = t.due - 3 * HOUR;
    // no trigger watches the form: nothing runs on arrival
    expect(send(t, 0, new Date(start))).toEqual([]);
    expect(sentMail(t.book)).toHaveLength(0);
    const first = fireClockTriggers(t.desk.session, new Date(start + 10 * 60_000));
    expect(first).toEqual([
      expect.objectContaining({
        handler: 'onLineupCheckHourly',
        user: OWNER,
        ok: true,
        result: expect.stringMatching(/^e-mailed to the captain: .*round 1: valid$/) as unknown,
      }),
    ]);
    expect(mailTo(t, 0)).toHaveLength(1);
    expect(mailTo(t, 0)[0].subject).toMatch(/your line-up for round 1 is valid/);
    // two more within the hour: the trigger does not run again before the hour is up
    send(t, 1, new Date(start + 20 * 60_000));
    send(t, 2, new Date(start + 30 * 60_000));
    expect(fireClockTriggers(t.desk.session, new Date(start + 40 * 60_000))).toEqual([]);
    expect(sentMail(t.book)).toHaveLength(1);
    const second = fireClockTriggers(t.desk.session, new Date(start + 10 * 60_000 + HOUR));
    expect(String(second[0].result).split('\n')).toEqual([
      expect.stringMatching(/^e-mailed to the captain: /),
      expect.stringMatching(/^e-mailed to the captain: /),
    ]);
    expect([mailTo(t, 0), mailTo(t, 1), mailTo(t, 2)].map((m) => m.length)).toEqual([1, 1, 1]);
    // a run with nothing new e-mails nobody again
    expect(fireClockTriggers(t.desk.session, new Date(start + 10 * 60_000 + 2 * HOUR))[0].result).toBe(
      'no new line-up',
    );
    expect(sentMail(t.book)).toHaveLength(3);
    // the sealed line-ups and addresses stay in the form: no tab holds them
    expect(t.book.forms[0].destination).toBeFalsy();
    expect(visibleValues(t.desk.session)).toEqual(before);
    expect(JSON.stringify(t.book.sheets.map((s) => s.name))).not.toMatch(/answers|responses/i);
  });

  test('`mochalunt tick` runs the clock triggers due at --at and saves; too soon it runs none', async () => {
    const t = await addonSeason();
    const start = Date.parse('2026-03-02T10:00:00Z');
    send(t, 3, new Date(start));
    const file = join(tempDir('mochalunt-tick-'), 'season.xlsx');
    await saveWorkbook(t.book, file);
    const first = await runCli('tick', file, '--at', '2026-03-02T10:30Z');
    expect(first.code).toBe(0);
    expect(first.out).toMatch(/trigger onLineupCheckHourly ran as organizer@example.com: e-mailed to the captain/);
    const again = await runCli('tick', file, '--at', '2026-03-02T11:00Z');
    expect(again.code).toBe(0);
    expect(again.out).toMatch(/no clock trigger was due/);
    const saved = await openWorkbook(file);
    expect(saved.triggers.find((x) => x.eventType === 'CLOCK')?.lastRun).toBe('2026-03-02T10:30:00.000Z');
    expect((await runCli('tick', file, '--at', 'tomorrow')).code).toBe(1);
  });
});

describe('the local service: time-driven triggers', () => {
  const BUNDLE = join(__dirname, '..', 'helpers', 'trigger-bundle');
  afterEach(() => startAddon(LocalWorkbook.empty(), { bundleDir: BUNDLE, user: OWNER }).call('deleteAllTriggers'));

  test('everyHours takes whole hours from 1, create() needs a schedule; the add-on install allows one clock trigger per user per document', () => {
    const book = LocalWorkbook.empty();
    const organizer = startAddon(book, { bundleDir: BUNDLE, user: OWNER });
    expect(() => organizer.call('installClockTrigger', 0)).toThrow(
      'everyHours(n) takes a whole number of hours from 1.',
    );
    expect(() => organizer.call('installClockTrigger', 0.5)).toThrow('everyHours(n) takes a whole number');
    expect(() => organizer.call('installClockTrigger')).toThrow('A time-based trigger needs a schedule');
    // a bound script may have several
    organizer.call('installClockTrigger', 1);
    organizer.call('installClockTrigger', 2);
    organizer.call('deleteAllTriggers');
    book.scriptProperties.set('MOCHALUNT_INSTALL', 'addon');
    organizer.call('installClockTrigger', 1);
    expect(() => organizer.call('installClockTrigger', 4)).toThrow(
      'An add-on can only have one trigger of each type, per user, per document',
    );
    // an edit trigger is another type
    expect(() => organizer.call('installEditTrigger')).not.toThrow();
  });

  test('a clock trigger runs as its creator, first at any time, then no sooner than every n hours', () => {
    const book = LocalWorkbook.empty();
    const organizer = startAddon(book, { bundleDir: BUNDLE, user: OWNER });
    organizer.call('installClockTrigger', 2);
    const at = (h: number, m = 0) => new Date(Date.UTC(2026, 2, 2, h, m));
    const ran = (d: Date) => fireClockTriggers(organizer, d).map((o) => [o.user, o.ok]);
    expect(ran(at(9, 15))).toEqual([[OWNER, true]]);
    expect(ran(at(10, 30))).toEqual([]);
    expect(ran(at(11, 15))).toEqual([[OWNER, true]]);
    expect(ran(at(8))).toEqual([]);
    const log = book.sheetByName('Log')!;
    expect([1, 2].map((r) => [1, 2, 3, 4].map((c) => String(log.cell(r, c)?.v)))).toEqual([
      ['clock', OWNER, 'FULL', '9'],
      ['clock', OWNER, 'FULL', '11'],
    ]);
  });
});

eachInstall('support.ts eachInstall', (install) => {
  test('every workbook opened at a desk is in the install', async () => {
    const t = await tournament(4, 41);
    expect(t.book.scriptProperties.get('MOCHALUNT_INSTALL')).toBe(install === 'addon' ? 'addon' : undefined);
  });
});

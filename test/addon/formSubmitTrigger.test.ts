// The spreadsheet's one form-submit trigger, in both installs (a bound script and an Editor add-on): every form
// answers into the spreadsheet and each response reaches its form's check by the tab it arrived on. An Editor
// add-on may create triggers only for the file it runs in, one of each type per user per document
// (https://developers.google.com/workspace/add-ons/concepts/editor-triggers#restrictions): the local service
// refuses the rest in the add-on install. A report whose trigger cannot get the document lock stays pending and
// the next report's trigger judges it first, once.
import { join } from 'path';
import { submitResponse } from '../../local/gas/forms';
import { fireFormSubmitTriggers } from '../../local/gas/triggers';
import { LocalWorkbook, startAddon } from '../../local/runner';
import { typeLineups } from '../../local/demo/season';
import { createRng } from '../../src/engine/core/rng';
import { eachInstall, tournament, type Install } from './support';

const OWNER = 'organizer@example.com';
const cap = (team: string) => `cap.${team.toLowerCase().replace(/[^a-z]/g, '')}@example.org`;
const GAMES = ['1-0', '½-½', '0-1', '1-0'];

/** 4 teams with captains, round 1 paired into boards, in the install named. */
async function season(install: Install) {
  const t = await tournament(4, 41);
  if (install === 'addon') t.book.scriptProperties.set('MOCHALUNT_INSTALL', 'addon');
  t.desk.click('menuCaptains', {
    button: 'OK',
    text: [...t.field.teams.map((x) => `${x.name}: ${cap(x.name)}`), 'organizers: boss@example.org'].join('\n'),
  });
  t.desk.click('menuPairNextRound');
  typeLineups(t.desk, createRng(1), t.field, 1, false, false);
  t.desk.click('menuPairIndividual');
  return t;
}
type T = Awaited<ReturnType<typeof season>>;

const submitTriggers = (t: T) => t.book.triggers.filter((x) => x.eventType === 'ON_FORM_SUBMIT');
const resultsForm = (t: T) => t.book.forms.find((f) => f.title.endsWith(': results'))!;

/** Both captains of the first board's match report GAMES; returns each trigger's outcomes. */
function reportFirstBoard(t: T, beforeRun?: (k: number) => void) {
  const form = resultsForm(t);
  const label = form.items.find((i) => i.title === 'Board')!.choices[0];
  // a day after round 1's team pairings were published, before its deadline (M21)
  const g = t.desk.read('R1')!;
  const c = g[0].map(String).indexOf('published (UTC)');
  const pub = Date.parse(String(g.find((r, i) => i > 0 && String(r[c]) !== '')![c]).replace(' ', 'T') + ':00Z');
  const m = /^(.+) v (.+), board \d+: /.exec(label)!;
  return [m[1], m[2]].map((team, k) => {
    const sent = submitResponse(t.book, form.id, {
      answers: new Map([
        ['Round', 'Round 1'],
        ['Team match', `${m[1]} v ${m[2]}`],
        ['Board', label],
        ...GAMES.map((g, j) => [`Game ${j + 1}`, g] as [string, string]),
      ]),
      email: cap(team),
      at: new Date(pub + 86400_000 + k * 60_000),
    });
    if (!sent.ok) throw new Error(sent.problems.join('; '));
    return fireFormSubmitTriggers(
      t.desk.session,
      { formId: form.id, responseId: sent.value.response.id, destination: sent.value.destination },
      { beforeRun: () => beforeRun?.(k) },
    );
  });
}

/** The first board's four results on R1 as displayed. */
function firstBoard(t: T): string[] {
  const g = t.desk.read('R1')!;
  const h = g[0].map(String);
  const row = g.find((r, i) => i > 0 && String(r[h.indexOf('board')]) === '1')!;
  return [1, 2, 3, 4].map((k) => String(row[h.indexOf(`game ${k}`)]));
}

eachInstall('the spreadsheet form-submit trigger', (install) => {
  test('one form-submit trigger on the spreadsheet serves the results and scheduling forms; agreed reports reach the round tab', async () => {
    const t = await season(install);
    expect(t.desk.click('menuCreateResultsForm')).toMatch(/Each report is judged on arrival/);
    expect(t.desk.click('menuCreateResultsForm')).toMatch(/^The results form exists/);
    expect(t.desk.click('menuCreateSchedulingForm')).toMatch(/^Scheduling form created/);
    expect(submitTriggers(t)).toEqual([
      expect.objectContaining({ handler: 'onSpreadsheetFormSubmit', source: 'SPREADSHEETS', sourceId: t.book.id }),
    ]);
    expect(t.book.triggers.filter((x) => x.source === 'FORMS')).toEqual([]);
    const [first, second] = reportFirstBoard(t);
    expect(first.map((o) => [o.ok, o.user])).toEqual([[true, OWNER]]);
    expect(String(second[0].result)).toMatch(/^agreed/);
    expect(firstBoard(t)).toEqual(GAMES);
    // the public file keeps no address: the answers tab shows it masked, the form keeps it
    const answers = t.desk.read('Results form answers')!;
    expect(JSON.stringify(answers)).not.toMatch(/@example\.org/);
    expect(answers[1]).toContain('(an e-mail address)');
  });

  test('a report whose trigger cannot get the document lock stays pending; the next report judges it first, once', async () => {
    const t = await season(install);
    t.desk.click('menuCreateResultsForm');
    // another execution holds the document lock while the first report's trigger runs
    const [first, second] = reportFirstBoard(t, (k) => t.book.locks.set('document', k === 0 ? -1 : null));
    expect(String(first[0].result)).toMatch(/^pending: /);
    // the first report (pending) is judged first: the second, already sent, agrees with it
    expect(String(second[0].result).split('\n')).toEqual([
      expect.stringMatching(/^agreed: .*, written on R1/),
      expect.stringMatching(/^agreed: .*, as on the round tab/),
    ]);
    expect(firstBoard(t)).toEqual(GAMES);
    const log = t.desk.read('Results log')!;
    const h = log[0].map(String);
    const reports = log.slice(1).filter((r) => String(r[h.indexOf('counted')]) !== '');
    // the pending one says when it was judged; the other was judged on arrival
    expect(
      reports.map((r) =>
        /; judged \d{4}-\d\d-\d\d \d\d:\d\d UTC \(pending until then\)$/.test(String(r[h.indexOf('outcome')])),
      ),
    ).toEqual([true, false]);
  });

  test('a report left pending by the last trigger is judged by the next Create results form, once', async () => {
    const t = await season(install);
    t.desk.click('menuCreateResultsForm');
    // every report's trigger finds the document lock held by another execution
    const [first, second] = reportFirstBoard(t, () => t.book.locks.set('document', -1));
    expect([String(first[0].result), String(second[0].result)]).toEqual([
      expect.stringMatching(/^pending: /),
      expect.stringMatching(/^pending: /),
    ]);
    t.book.locks.set('document', null);
    expect(firstBoard(t)).not.toEqual(GAMES);
    expect(t.desk.click('menuCreateResultsForm')).toMatch(/\n2 pending report\(s\) judged now \(Results log\)\.$/);
    expect(firstBoard(t)).toEqual(GAMES);
    const log = t.desk.read('Results log')!;
    const outcome = log[0].map(String).indexOf('outcome');
    expect(log.slice(1).filter((r) => / UTC \(pending until then\)$/.test(String(r[outcome])))).toHaveLength(2);
    // clicking again judges nothing twice
    expect(t.desk.click('menuCreateResultsForm')).not.toMatch(/judged now/);
    expect(t.desk.read('Results log')).toHaveLength(log.length);
  });
});

describe('the local service in the Editor add-on install', () => {
  const BUNDLE = join(__dirname, '..', 'helpers', 'trigger-bundle');
  test('refuses a trigger on a form and a second trigger of a type per user per document', () => {
    const book = LocalWorkbook.empty();
    book.scriptProperties.set('MOCHALUNT_INSTALL', 'addon');
    const organizer = startAddon(book, { bundleDir: BUNDLE, user: OWNER });
    try {
      expect(() => organizer.call('createForm')).toThrow(
        'Add-ons can only create triggers for the file in which the add-on is used.',
      );
      organizer.call('installEditTrigger');
      expect(() => organizer.call('installEditTrigger')).toThrow(
        'An add-on can only have one trigger of each type, per user, per document',
      );
      // another user's trigger of the same type on the same document is theirs
      expect(() => organizer.newExecution({ user: 'boss@example.org' }).call('installEditTrigger')).not.toThrow();
    } finally {
      organizer.call('deleteAllTriggers');
      organizer.newExecution({ user: 'boss@example.org' }).call('deleteAllTriggers');
    }
  });
});

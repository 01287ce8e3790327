// Shared set-up of the add-on tests: a tournament workbook with its field typed in (Set up run twice, as
// the demo does), the whole workbook's values for before/after comparisons, and the two installs every form test
// runs in (a script bound to the spreadsheet, the Editor add-on: `eachInstall`).
import { existsSync } from 'fs';
import { join } from 'path';
import { openWorkbook, type AddonSession, type LocalWorkbook } from '../../local/runner';
import { ADDON_INSTALL_PROPERTY, fireClockTriggers, fireFormSubmitTriggers } from '../../local/gas/triggers';
import { resetQuotas } from '../../local/gas/quotas';
import { forgetSentMail } from '../../local/gas/mail';
import { submitResponse } from '../../local/gas/forms';
import { Desk } from '../../local/demo/desk';
import { demoField, type DemoField } from '../../local/demo/data';
import { typeField, typeLineups, typeResults } from '../../local/demo/season';
import { createRng, type Rng } from '../../src/engine/core/rng';

export function requireBundle(): void {
  if (!existsSync(join(__dirname, '../../build/Code.js')))
    throw new Error('run `npm run build` first: these tests load build/Code.js');
}

export interface Tournament {
  book: LocalWorkbook;
  desk: Desk;
  field: DemoField;
}

/** A new workbook after Set up, the organizer's Settings/Teams/Players/Games, and Set up again. */
export async function tournament(teams = 8, seed = 5): Promise<Tournament> {
  requireBundle();
  const book = await openWorkbook();
  const desk = Desk.open(book);
  const field = demoField(teams, seed);
  desk.click('menuSetUp');
  typeField(desk, field, 8);
  desk.click('menuSetUp');
  return { book, desk, field };
}

/** A workbook after round 1 (paired, line-ups, boards, results, scored, standings), with the draw it used. */
export async function afterRound1(teams = 4, seed = 21): Promise<Tournament & { rng: Rng }> {
  const t = await tournament(teams, seed);
  const rng = createRng(seed);
  t.desk.click('menuPairNextRound');
  typeLineups(t.desk, rng, t.field, 1, false, false);
  t.desk.click('menuPairIndividual');
  typeResults(t.desk, rng, t.field, 1);
  t.desk.click('menuScoreRound');
  t.desk.click('menuUpdateStandings');
  return { ...t, rng };
}

/** Captains (`lines`: "Team: address" and "organizers: ...") typed, round 1 paired into boards (line-ups drawn with seed 1). */
export function boardsPaired(t: Tournament, lines: readonly string[]): void {
  t.desk.click('menuCaptains', { button: 'OK', text: lines.join('\n') });
  t.desk.click('menuPairNextRound');
  typeLineups(t.desk, createRng(1), t.field, 1, false, false);
  t.desk.click('menuPairIndividual');
}

/** Every visible tab's values (hidden tabs such as the undo store left out), through the uncounted services. */
export function visibleValues(session: AddonSession): Record<string, unknown[][]> {
  const out: Record<string, unknown[][]> = {};
  for (const sheet of session.inspect.SpreadsheetApp.getActiveSpreadsheet().getSheets()) {
    if (sheet.isSheetHidden()) continue;
    out[sheet.getName()] = sheet.getDataRange().getValues();
  }
  return out;
}

/** The same, with the check column of the Line-ups tab blanked (the only cells a refused action may write). */
export function valuesApartFromChecks(session: AddonSession): Record<string, unknown[][]> {
  const v = visibleValues(session);
  const l = v['Line-ups'];
  if (l && l.length) {
    const c = l[0].findIndex((h) => String(h).toLowerCase() === 'check');
    if (c >= 0) for (const row of l.slice(1)) row[c] = '';
  }
  return v;
}

/** Every text the user was shown (alerts, prompts, toasts), newest last. */
export function shown(session: AddonSession): string[] {
  return session.ui.log.map((d) => `${d.kind}: ${d.title}: ${d.text}`);
}

/**
 * The two ways MOCHALUNT is installed: a script bound to the spreadsheet, and the Editor add-on, whose triggers
 * Google restricts (https://developers.google.com/workspace/add-ons/concepts/editor-triggers#restrictions). The
 * add-on is told by the project's script property (src/addon/menu.ts installOf; local/gas/triggers.ts).
 */
export const INSTALLS = ['bound', 'addon'] as const;
export type Install = (typeof INSTALLS)[number];

/** Puts a workbook's project in an install. */
export function setInstall(book: LocalWorkbook, install: Install): void {
  if (install === 'addon') book.scriptProperties.set(ADDON_INSTALL_PROPERTY, 'addon');
  else book.scriptProperties.delete(ADDON_INSTALL_PROPERTY);
}

/**
 * describe.each over INSTALLS: the tests of `body` run once in each install; every workbook opened at a desk
 * (Desk.open: tournament, afterRound1, the demo season) while one runs is in that install. Google's 20 triggers
 * per user count every document of the project (local/gas/triggers.ts: this process), so after each test its
 * tournaments' triggers are deleted, as an organizer deletes those of a tournament that is over (My Triggers).
 */
export function eachInstall(title: string, body: (install: Install) => void): void {
  describe.each(INSTALLS)(`the %s install: ${title}`, (install) => {
    const opened: LocalWorkbook[] = [];
    beforeEach(() => {
      // each test is a day of its own: Google counts the mail and trigger quotas per user across workbooks
      resetQuotas();
      forgetSentMail();
      const open = Desk.open.bind(Desk);
      jest.spyOn(Desk, 'open').mockImplementation((book, user) => {
        setInstall(book, install);
        opened.push(book);
        return open(book, user);
      });
    });
    afterEach(() => {
      jest.restoreAllMocks();
      for (const book of opened.splice(0)) book.triggers.splice(0);
    });
    body(install);
  });
}

/**
 * A form's response arrives: its form-submit triggers run, then the clock triggers due at the next hour (the
 * Editor add-on checks line-ups hourly: each call is an hour after the clock triggers' last run, or now).
 */
function arrive(
  session: AddonSession,
  submission: Parameters<typeof fireFormSubmitTriggers>[1],
): ReturnType<typeof fireFormSubmitTriggers> {
  const now = session.workbook.triggers.reduce(
    (t, x) => (x.lastRun === undefined ? t : Math.max(t, Date.parse(x.lastRun) + (x.everyHours ?? 1) * 3600_000)),
    Date.now(),
  );
  return [...fireFormSubmitTriggers(session, submission), ...fireClockTriggers(session, new Date(now))];
}

/** A captain (or anyone signed in as `email`) sends the line-up form for round 1; its trigger runs (arrive). */
export function sendLineupForm(
  t: { book: LocalWorkbook; desk: Desk },
  email: string,
  lineup: string,
  at: Date,
  more: Record<string, string> = {},
): ReturnType<typeof fireFormSubmitTriggers> {
  const sent = submitResponse(t.book, t.book.forms[0].id, {
    answers: new Map([['Round', 'Round 1'], ['Line-up', lineup], ...Object.entries(more)]),
    email,
    at,
  });
  if (!sent.ok) throw new Error(sent.problems.join('; '));
  return arrive(t.desk.session, { formId: t.book.forms[0].id, responseId: sent.value.response.id });
}

/** A response to a form that answers into the spreadsheet: the spreadsheet's form-submit triggers run. */
export function submitted(
  session: AddonSession,
  formId: string,
  response: Parameters<typeof submitResponse>[2],
): ReturnType<typeof fireFormSubmitTriggers> {
  const r = submitResponse(session.workbook, formId, response);
  if (!r.ok) throw new Error(r.problems.join('; '));
  return fireFormSubmitTriggers(session, { formId, responseId: r.value.response.id, destination: r.value.destination });
}

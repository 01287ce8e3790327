// A line-up sent through the line-up form (Settings line-ups: form) is checked on arrival: the form-submit trigger
// Create line-up form installs on the form (ScriptApp...forForm(form).onFormSubmit(), run as the organizer who
// created it) e-mails the captain once: valid with the line-up as read, or not valid with what to send instead;
// within the mail quota, else the check is kept for the organizers. A non-captain gets nothing. At Pair individual
// matches an invalid line-up counts as not sent for its team only (M13): the other teams are paired. Through the
// bundle (build/Code.js); the responses through local/gas/forms.ts submitResponse, the triggers through
// support.ts `arrive` (in the Editor add-on install the hourly check instead), the e-mails into the local outbox
// (sentMail). In both installs (support.ts eachInstall).
import { configureMail, sentMail } from '../../local/gas/mail';
import { Desk } from '../../local/demo/desk';
import { eachInstall, sendLineupForm, tournament, visibleValues } from './support';

const OWNER = 'organizer@example.com';
const cap = (team: string) => `cap.${team.toLowerCase().replace(/[^a-z]/g, '')}@example.org`;
const utc = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');

type T = Awaited<ReturnType<typeof tournament>>;

/** Settings line-ups: form, captains set, the line-up form created, round 1 paired with its deadline at `due`. */
async function arrival(due = Date.now() + 86400_000) {
  const t = await tournament(4, 41);
  const { desk, field } = t;
  const ss = desk.session.inspect.SpreadsheetApp.getActiveSpreadsheet();
  const settings = ss.getSheetByName('Settings')!;
  const k = settings
    .getDataRange()
    .getValues()
    .findIndex((r) => String(r[0]) === 'line-ups');
  if (k > 0) settings.getRange(k + 1, 2).setValue('form');
  desk.click('menuCaptains', {
    button: 'OK',
    text: [...field.teams.map((x) => `${x.name}: ${cap(x.name)}`), 'organizers: boss@example.org'].join('\n'),
  });
  const created = desk.click('menuCreateLineupForm');
  desk.click('menuPairNextRound');
  const r1 = ss.getSheetByName('R1')!;
  const head = r1.getRange(1, 1, 1, r1.getLastColumn()).getValues()[0].map(String);
  const dueCol = head.indexOf('line-ups due (UTC)') + 1;
  for (let r = 2; r <= r1.getLastRow(); r++)
    if (r1.getRange(r, dueCol).getValue() !== '') r1.getRange(r, dueCol).setValue(utc(due));
  const matches = r1
    .getDataRange()
    .getValues()
    .slice(1)
    .filter((r) => /^\d+$/.test(String(r[0])) && String(r[1]) === '')
    .map((r) => [String(r[2]), String(r[3])] as const);
  return { ...t, created, due, matches };
}

/** A captain (or anyone signed in as `email`) sends the form; its trigger runs. Returns the triggers' outcomes. */
const send = sendLineupForm;

const four = (t: T, k: number, from = 0) =>
  t.field.teams[k].players
    .slice(from, from + 4)
    .map((p) => p.name)
    .join(', ');
const mailTo = (t: T, email: string) => sentMail(t.book).filter((m) => m.to.includes(email));

// the add-on install's hourly check in its place: lineupHourly.test.ts
describe('the bound install: the line-up form trigger', () => {
  test('Create line-up form installs one form-submit trigger on the form, run as the organizer; clicking again or another organizer adds none', async () => {
    const t = await arrival();
    expect(t.created).toMatch(
      /Each line-up sent is checked on arrival: its captain gets the check by one e-mail from your account/,
    );
    const mine = () => t.book.triggers.filter((x) => x.source === 'FORMS');
    expect(mine()).toEqual([
      expect.objectContaining({
        handler: 'onLineupFormSubmit_',
        eventType: 'ON_FORM_SUBMIT',
        sourceId: t.book.forms[0].id,
        creator: OWNER,
      }),
    ]);
    expect(t.desk.click('menuCreateLineupForm')).toMatch(
      /The line-up form exists: .*Each line-up sent is checked on arrival/,
    );
    expect(mine()).toHaveLength(1);
    t.book.share('boss@example.org', 'editor');
    expect(Desk.open(t.book, 'boss@example.org').click('menuCreateLineupForm')).toMatch(
      /checked on arrival and its captain e-mailed from organizer@example.com's account/,
    );
    expect(mine()).toHaveLength(1);
  });
});

eachInstall('the line-up checked on arrival (Settings line-ups: form)', () => {
  test('valid: the captain gets one e-mail with the line-up as read (players, NAP, second part, strength, reduction, games) and the deadline rule; no tab changes', async () => {
    const t = await arrival();
    const team = t.field.teams[0];
    const p = team.players.map((x) => x.name);
    const before = visibleValues(t.desk.session);
    const ran = send(t, cap(team.name), `${p[0]}, ${p[1]}, ${p[2]}, ${p[3]} / ${p[1]}`, new Date(), {
      Strength: '2, 1, 4, 3',
    });
    expect(ran).toEqual([
      expect.objectContaining({
        user: OWNER,
        ok: true,
        result: expect.stringMatching(/^e-mailed to the captain: .*round 1: valid$/) as unknown,
      }),
    ]);
    const mails = sentMail(t.book);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: [cap(team.name)], cc: [], bcc: [], replyTo: 'boss@example.org', from: OWNER });
    expect(mails[0].subject).toMatch(new RegExp(`: your line-up for round 1 is valid \\(${team.name}\\)$`));
    expect(mails[0].body).toContain(`${team.name}, round 1: the line-up you sent `);
    expect(mails[0].body).toContain('is VALID.');
    expect(mails[0].body).toContain(`- players (NAP 4, M8): ${p.slice(0, 4).join(', ')}`);
    expect(mails[0].body).toContain(`- second part, who play twice: ${p[1]} (5 individual matches at most)`);
    expect(mails[0].body).toContain('- strength order (M11): 2, 1, 4, 3');
    expect(mails[0].body).toContain(
      '- number of individual matches (M10): no reduction: the default number applies (M9)',
    );
    expect(mails[0].body).toContain('- game choice (M7): none');
    expect(mails[0].body).toContain(
      `To change it, send the form again: the last valid line-up you send before the deadline, ${utc(t.due)} UTC, applies.`,
    );
    // the check writes no tab: no address (and no sealed line-up) reaches the shared file
    expect(visibleValues(t.desk.session)).toEqual(before);
    expect(JSON.stringify(visibleValues(t.desk.session))).not.toMatch(/@example\.org/);
  });

  test('not valid (an unknown player, a bad number of matches): what is wrong, what to send instead, and what applies meanwhile', async () => {
    const t = await arrival();
    const team = t.field.teams[1];
    const p = team.players.map((x) => x.name);
    const good = `${p[0]}, ${p[1]}, ${p[2]}, ${p[3]}`;
    send(t, cap(team.name), `${p[0]}, Zedekiah Nobody, ${p[2]}, ${p[3]}`, new Date(Date.now() - 60_000), {
      Matches: 'five',
    });
    const [first] = mailTo(t, cap(team.name));
    expect(first.subject).toMatch(new RegExp(`: your line-up for round 1 is NOT valid \\(${team.name}\\)$`));
    expect(first.body).toContain('is NOT VALID, so it is not used: it counts as not sent.');
    expect(first.body).toContain("- Line-up: Zedekiah Nobody is not on the team's roster.");
    expect(first.body).toContain(
      '- Matches: "five" is not a whole number of individual matches. Type the reduced number of individual matches (M10), e.g. 5, or leave it blank.',
    );
    expect(first.body).toContain(`- Line-up: ${p[0]}, Zedekiah Nobody, ${p[2]}, ${p[3]}`);
    expect(first.body).toContain(
      `Until then, ${team.name} has no valid line-up for round 1 yet: without one, the team match is lost by forfeit (M13, M17).`,
    );
    // a valid one, then a wrong one: the valid one applies meanwhile
    send(t, cap(team.name), good, new Date(Date.now() - 30_000));
    send(t, cap(team.name), `${p[0]}, ${p[0]}, ${p[2]}, ${p[3]}`, new Date());
    const third = mailTo(t, cap(team.name))[2];
    expect(third.body).toContain(`is listed twice before the "/"`);
    expect(third.body).toMatch(
      new RegExp(`Until then, your line-up sent \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC applies \\(${good}\\)\\.`),
    );
    expect(mailTo(t, cap(team.name))).toHaveLength(3);
  });

  test('M13: a line-up sent after the deadline is late and not used; the e-mail says which line-up applies', async () => {
    const t = await arrival(Date.now() - 3600_000);
    const team = t.field.teams[3];
    send(t, cap(team.name), four(t, 3), new Date(t.due - 7200_000));
    send(t, cap(team.name), four(t, 3, 1), new Date());
    const [, late] = mailTo(t, cap(team.name));
    expect(late.subject).toMatch(new RegExp(`: your line-up for round 1 arrived late \\(${team.name}\\)$`));
    expect(late.body).toContain(`arrived after the deadline, ${utc(t.due)} UTC: it is not used (M13).`);
    expect(late.body).toContain(`Your line-up sent ${utc(t.due - 7200_000)} UTC applies (${four(t, 3)}).`);
  });

  test('a player of another team is named as such', async () => {
    const t = await arrival();
    const [a, b] = t.field.teams;
    const stranger = b.players[0].name;
    send(t, cap(a.name), `${a.players[0].name}, ${a.players[1].name}, ${a.players[2].name}, ${stranger}`, new Date());
    expect(mailTo(t, cap(a.name))[0].body).toContain(`- Line-up: ${stranger} plays for ${b.name}, not for ${a.name}.`);
  });

  test("a non-captain gets no e-mail (the form's link may reach anyone: answering would spend the quota); the response is not used", async () => {
    const t = await arrival();
    const ran = send(t, 'stranger@example.net', four(t, 0), new Date());
    expect(ran).toEqual([
      expect.objectContaining({
        ok: true,
        result: expect.stringMatching(/^not a captain's address: no e-mail/) as unknown,
      }),
    ]);
    expect(sentMail(t.book)).toHaveLength(0);
  });

  test('the mail quota used up: no e-mail, the check is kept for the organizers and shown at Pair individual matches, without any address', async () => {
    const t = await arrival(Date.now() - 60_000);
    configureMail(t.book, { quota: 0 });
    const team = t.field.teams[2];
    const ran = send(
      t,
      cap(team.name),
      `${team.players[0].name}, Nobody Known, ${team.players[2].name}, ${team.players[3].name}`,
      new Date(t.due - 3600_000),
    );
    expect(ran[0].result).toMatch(/^kept for the organizers \(today's mail quota was used up\)/);
    expect(sentMail(t.book)).toHaveLength(0);
    expect(t.book.documentProperties.get('mochalunt.lineupForm.unmailed')).toMatch(
      new RegExp(
        `${team.name}, round 1: not valid \\(Line-up: Nobody Known is not on the team's roster\\): not e-mailed \\(today's mail quota was used up\\)`,
      ),
    );
    const out = t.desk.click('menuPairIndividual', { button: 'YES' });
    expect(out).toMatch(
      new RegExp(
        `Checks of line-ups not e-mailed to their captains: \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC, ${team.name}, round 1: not valid \\(Line-up: Nobody Known is not on the team's roster\\): not e-mailed`,
      ),
    );
    expect(out.split('Checks of line-ups')[1]).not.toMatch(/@/);
  });

  test('M13: an invalid line-up with no suggestion, the question answered Yes, counts as not sent for its team only: the other teams are paired, the team plays as if it sent none, and the summary says why', async () => {
    const t = await arrival(Date.now() - 3600_000);
    const [m1] = t.matches;
    const byName = new Map(t.field.teams.map((x) => [x.name, x]));
    const wrong = byName.get(m1[0])!;
    const at = new Date(t.due - 1800_000);
    for (const x of t.field.teams) {
      if (x === wrong)
        send(t, cap(x.name), `${x.players[0].name}, ${x.players[1].name}, Nobody Known, ${x.players[3].name}`, at);
      else send(t, cap(x.name), four(t, t.field.teams.indexOf(x)), at);
    }
    const out = t.desk.click('menuPairIndividual');
    expect(t.desk.lastOutcome()?.status).toBe('done');
    expect(out).toMatch(
      new RegExp(
        `${wrong.name}'s line-up sent ${utc(at.getTime())} UTC is not valid and counts as not sent \\(Line-up: Nobody Known is not on the team's roster\\): ${wrong.name} gets a whole-team forfeit`,
      ),
    );
    expect(out).toMatch(new RegExp(`${wrong.name} has no line-up: whole-team forfeit \\(M13, M17\\)`));
    const lineups = t.desk.read('Line-ups')!;
    const lc = t.desk.column('Line-ups', 'line-up') - 1;
    const row = (team: string) => lineups.find((r) => String(r[1]) === team && Number(r[0]) === 1)!;
    expect(String(row(wrong.name)[lc])).toBe('');
    for (const x of t.field.teams.filter((y) => y !== wrong))
      expect(String(row(x.name)[lc])).toBe(four(t, t.field.teams.indexOf(x)));
    // every team match has its boards: the other match played, this one a forfeit
    const boards = t.desk.read('R1')!.filter((r) => /^\d+$/.test(String(r[1])));
    expect(boards.length).toBeGreaterThanOrEqual(8);
  });

  test("M10: a number of matches the opponent's sealed line-up makes impossible is left out, not refused: the default applies and the summary says why", async () => {
    const t = await arrival(Date.now() + 3600_000);
    const [[n1, n2]] = t.matches;
    const byName = new Map(t.field.teams.map((x) => [x.name, x]));
    const at = new Date(t.due - 1800_000);
    for (const x of t.field.teams)
      send(t, cap(x.name), four(t, t.field.teams.indexOf(x)), at, x.name === n2 ? { Matches: '3' } : {});
    expect(mailTo(t, cap(n2))[0].body).toContain('- number of individual matches (M10): 3');
    expect(byName.get(n1)).toBeDefined();
    const out = t.desk.click('menuPairIndividual');
    expect(t.desk.lastOutcome()?.status).toBe('done');
    expect(out).toMatch(
      new RegExp(`${n2}'s number of matches \\(3\\) is not used: .*\\(M10\\); the default number of matches applies`),
    );
  });
});

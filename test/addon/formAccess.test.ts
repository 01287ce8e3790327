// The add-on's three forms in real Google (local/gas/forms.ts is as strict): a new form is unpublished and takes
// no response until published; it is the Drive file of the organizer who created it, which another organizer
// opens only once it is shared with them; a sealed line-up counts only from a verified address. Each test goes
// through the bundle (build/Code.js).
import { submitResponse } from '../../local/gas/forms';
import { collectAddresses } from '../../local/gas/hand';
import type { AddonSession } from '../../local/runner';
import { typeLineups } from '../../local/demo/season';
import { createRng } from '../../src/engine/core/rng';
import { eachInstall, tournament, shown } from './support';

const OWNER = 'organizer@example.com';
const BOB = 'bob@example.org';
const CAROL = 'carol@example.org';
const MALLORY = 'mallory@example.net';
const cap = (team: string) => `cap.${team.toLowerCase().replace(/[^a-z]/g, '')}@example.org`;

type T = Awaited<ReturnType<typeof tournament>>;

/** The captains' and organizers' list, as typed into Captains and protections. */
function captainsText(t: T, organizers: string[]): string {
  return [
    ...t.field.teams.map((x) => `${x.name}: ${cap(x.name)}`),
    ...(organizers.length ? [`organizers: ${organizers.join(', ')}`] : []),
  ].join('\n');
}

/** Settings line-ups: form, round 1 paired, line-ups due at `due` (ms). */
async function sealedSeason(
  organizers: string[] = [],
): Promise<T & { setDue(ms: number): void; lineup(team: string): string }> {
  const t = await tournament(4, 41);
  const { desk } = t;
  const ss = desk.session.inspect.SpreadsheetApp.getActiveSpreadsheet();
  const settings = ss.getSheetByName('Settings')!;
  const rows = settings.getDataRange().getValues();
  const k = rows.findIndex((r) => String(r[0]) === 'line-ups');
  if (k > 0) settings.getRange(k + 1, 2).setValue('form');
  desk.click('menuCaptains', { button: 'OK', text: captainsText(t, organizers) });
  desk.click('menuPairNextRound');
  const setDue = (ms: number) => {
    const r1 = ss.getSheetByName('R1')!;
    const head = r1.getRange(1, 1, 1, r1.getLastColumn()).getValues()[0].map(String);
    const c = head.indexOf('line-ups due (UTC)') + 1;
    for (let r = 2; r <= r1.getLastRow(); r++)
      if (r1.getRange(r, c).getValue() !== '')
        r1.getRange(r, c).setValue(new Date(ms).toISOString().slice(0, 16).replace('T', ' '));
  };
  const lineup = (team: string) => {
    const grid = desk.read('Line-ups')!;
    const lc = desk.column('Line-ups', 'line-up');
    return String(grid.find((r) => String(r[1]) === team && Number(r[0]) === 1)![lc - 1]);
  };
  return { ...t, setDue, lineup };
}

function lineupOf(t: T, k: number): string {
  return t.field.teams[k].players
    .slice(0, 4)
    .map((p) => p.name)
    .join(', ');
}

/** Another person clicking in the same spreadsheet. */
function as(t: T, user: string): AddonSession {
  return t.desk.session.newExecution({ user });
}

eachInstall('publishing: forms created after 30 June 2026 start unpublished', () => {
  test('each of the three forms is published when created and takes a response; one found unpublished is published by clicking its item again', async () => {
    const t = await sealedSeason();
    const { desk, book, field } = t;
    t.setDue(Date.now() + 86400_000);
    expect(desk.click('menuCreateLineupForm')).toMatch(/Line-up form created/);
    expect(desk.click('menuCreateRegistrationForm')).toMatch(/players register at/);
    expect(book.forms.map((f) => [f.title.replace(/^.*?: /, ''), f.published])).toEqual([
      ['line-ups (sent privately to the organizers)', true],
      [expect.stringMatching(/registration$/), true],
    ]);
    const [lineups, registration] = book.forms;
    const register = () =>
      submitResponse(book, registration.id, {
        at: new Date(),
        answers: new Map([
          ['Name', 'Rita'],
          ['Team', field.teams[0].name],
        ]),
      });
    expect(register().ok).toBe(true);
    const sendLineup = () =>
      submitResponse(book, lineups.id, {
        at: new Date(),
        email: cap(field.teams[0].name),
        answers: new Map([
          ['Round', 'Round 1'],
          ['Line-up', lineupOf(t, 0)],
        ]),
      });
    expect(sendLineup().ok).toBe(true);
    // someone unpublished both in the form editor: no response gets in until an organizer clicks the item again
    for (const f of book.forms) {
      f.published = false;
      f.acceptingResponses = false;
    }
    expect(register()).toEqual({
      ok: false,
      problems: [expect.stringMatching(/is not published, so it accepts no response/)],
    });
    expect(sendLineup().ok).toBe(false);
    expect(desk.click('menuCreateRegistrationForm')).toMatch(/exists already: .*\(published\)\. Nothing was created/);
    expect(desk.click('menuCreateLineupForm')).toMatch(/The line-up form exists: .*\(published\)/);
    expect(register().ok).toBe(true);
    expect(sendLineup().ok).toBe(true);
    // the scheduling form, after the boards are paired
    for (const k of [1, 2, 3])
      submitResponse(book, lineups.id, {
        at: new Date(),
        email: cap(field.teams[k].name),
        answers: new Map([
          ['Round', 'Round 1'],
          ['Line-up', lineupOf(t, k)],
        ]),
      });
    desk.click('menuPairIndividual');
    expect(desk.click('menuCreateSchedulingForm')).toMatch(/Scheduling form created .*\(published/);
    expect(book.forms[2].published).toBe(true);
    expect(book.forms).toHaveLength(3);
  });
});

eachInstall("ownership: a form is its creator's Drive file", () => {
  test("each form records its creator and is shared with the organizers and the file's owner", async () => {
    const t = await sealedSeason([BOB, CAROL]);
    const bob = as(t, BOB);
    expect(String(bob.call('menuCreateRegistrationForm'))).toMatch(new RegExp(`shared with ${CAROL}, ${OWNER}`));
    expect(String(bob.call('menuCreateLineupForm'))).toMatch(/Line-up form created/);
    for (const f of t.book.forms) {
      expect(f.owner).toBe(BOB);
      expect(f.editors).toEqual([CAROL, OWNER]);
    }
    expect(t.book.documentProperties.get('mochalunt.registrationForm.owner')).toBe(BOB);
    expect(t.book.documentProperties.get('mochalunt.lineupForm.owner')).toBe(BOB);
  });

  test('an organizer the line-up form is not shared with: Pair individual matches names its creator and refuses (no forfeits); once the creator clicks Create line-up form again, it pairs', async () => {
    const t = await sealedSeason();
    const { desk, book, field } = t;
    desk.click('menuCreateLineupForm'); // no organizers listed yet: shared with nobody
    desk.click('menuCaptains', { button: 'OK', text: captainsText(t, [CAROL]) }); // Carol becomes an organizer later
    t.setDue(Date.now() - 3600_000);
    for (const k of [0, 1, 2, 3])
      expect(
        submitResponse(book, book.forms[0].id, {
          at: new Date(Date.now() - 7200_000),
          email: cap(field.teams[k].name),
          answers: new Map([
            ['Round', 'Round 1'],
            ['Line-up', lineupOf(t, k)],
          ]),
        }).ok,
      ).toBe(true);
    const carol = as(t, CAROL);
    const before = JSON.stringify([desk.read('Line-ups'), desk.read('R1')]);
    const out = String(carol.call('menuPairIndividual'));
    expect(out).toMatch(
      new RegExp(
        `^Pair individual matches: nothing written: The line-up form belongs to ${OWNER} and is not shared with you \\(or was deleted\\)\\. Ask ${OWNER} to add you to the organizers in Captains and protections and click Create line-up form .* or ask ${OWNER} to run this item\\. .*would give forfeits \\(M13\\)\\.$`,
      ),
    );
    expect(shown(carol).pop()).toContain(`belongs to ${OWNER}`);
    expect(JSON.stringify([desk.read('Line-ups'), desk.read('R1')])).toBe(before);
    expect(desk.click('menuCreateLineupForm')).toMatch(new RegExp(`shared with ${CAROL}`));
    const shared = as(t, CAROL);
    shared.call('menuPairIndividual');
    expect(shared.outcome()?.status).toBe('done');
    expect(field.teams.map((x) => t.lineup(x.name))).toEqual([0, 1, 2, 3].map((k) => lineupOf(t, k)));
  });

  test('an organizer the scheduling and registration forms are not shared with: no second form, no error, and whose form it is', async () => {
    const t = await sealedSeason();
    const { desk, book } = t;
    typeLineups(desk, createRng(1), t.field, 1, false, false);
    desk.click('menuPairIndividual');
    desk.click('menuCreateSchedulingForm');
    desk.click('menuCreateRegistrationForm');
    desk.click('menuCaptains', { button: 'OK', text: captainsText(t, [CAROL]) });
    const carol = as(t, CAROL);
    const scheduling = String(carol.call('menuCreateSchedulingForm'));
    expect(scheduling).toMatch(
      new RegExp(
        `^Create scheduling form: nothing created\\. The scheduling form belongs to ${OWNER} and is not shared with you`,
      ),
    );
    const registration = String(carol.call('menuCreateRegistrationForm'));
    expect(registration).not.toMatch(/stopped/);
    expect(registration).toMatch(
      new RegExp(`^Create registration form: The registration form belongs to ${OWNER} .* Nothing was created\\.$`),
    );
    expect(book.forms).toHaveLength(2);
    expect(book.triggers.filter((x) => x.handler === 'onSpreadsheetFormSubmit')).toHaveLength(1);
  });
});

eachInstall("verified addresses: only the signed-in captain decides a team's sealed line-up", () => {
  test('the line-up form records verified addresses', async () => {
    const t = await sealedSeason();
    t.desk.click('menuCreateLineupForm');
    expect(t.book.forms[0].emailCollection).toBe('VERIFIED');
  });

  test("anyone with the link types the opposing captain's address (the form was switched to typed addresses): no effect, and a message for the organizers", async () => {
    const t = await sealedSeason();
    const { desk, book, field } = t;
    desk.click('menuCreateLineupForm');
    const form = book.forms[0];
    // an organizer switches "Collect email addresses" to "Responder input" in the form editor
    collectAddresses(book, form.id, 'RESPONDER_INPUT');
    t.setDue(Date.now() - 3600_000);
    const victim = field.teams[1];
    const sent = submitResponse(book, form.id, {
      at: new Date(Date.now() - 7200_000),
      email: MALLORY,
      typedEmail: cap(victim.name),
      answers: new Map([
        ['Round', 'Round 1'],
        ['Line-up', lineupOf(t, 0)],
      ]),
    });
    expect(sent.ok && sent.value.response).toMatchObject({ email: cap(victim.name), verified: false });
    const before = JSON.stringify([desk.read('Line-ups'), desk.read('R1')]);
    const out = desk.click('menuPairIndividual');
    expect(out).toBe(
      'Pair individual matches: nothing written: the line-up form does not record verified addresses (its setting "Collect email addresses" is not "Verified"), so anyone with its link could send a line-up in a captain\'s name: its responses are not used. Run Create line-up form again: it records verified addresses again; then captains send their line-ups again.',
    );
    expect(JSON.stringify([desk.read('Line-ups'), desk.read('R1')])).toBe(before);
    // Create line-up form again: verified again, and what came before is listed, never used
    expect(desk.click('menuCreateLineupForm')).toMatch(/records verified addresses again/);
    const paired = desk.click('menuPairIndividual');
    expect(t.lineup(victim.name)).toBe('');
    expect(paired).toContain(
      `Line-up form, round 1: 1 response not used: ${cap(victim.name)} sent one before the form recorded verified addresses.`,
    );
    expect(shown(desk.session)).toContainEqual(
      expect.stringMatching(/^alert: .*Line-up form: Line-up form, round 1: 1 response not used/),
    );
  });

  test('a signed-in sender who is no captain: not used, and named for the organizers', async () => {
    const t = await sealedSeason();
    const { desk, book, field } = t;
    desk.click('menuCreateLineupForm');
    t.setDue(Date.now() - 3600_000);
    // the verified form has no field to type an address
    const typed = submitResponse(book, book.forms[0].id, {
      at: new Date(Date.now() - 7200_000),
      email: MALLORY,
      typedEmail: cap(field.teams[1].name),
      answers: new Map([
        ['Round', 'Round 1'],
        ['Line-up', lineupOf(t, 0)],
      ]),
    });
    expect(typed.ok).toBe(false);
    expect(
      submitResponse(book, book.forms[0].id, {
        at: new Date(Date.now() - 7200_000),
        email: MALLORY,
        answers: new Map([
          ['Round', 'Round 1'],
          ['Line-up', lineupOf(t, 0)],
        ]),
      }).ok,
    ).toBe(true);
    const out = desk.click('menuPairIndividual');
    expect(field.teams.map((x) => t.lineup(x.name))).toEqual(['', '', '', '']);
    expect(out).toContain(`Line-up form, round 1: 1 response not used: ${MALLORY} is not the captain of any team.`);
  });
});

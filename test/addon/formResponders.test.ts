// Who may respond to the add-on's forms and who may edit them (formFile.ts): a published form's responders are
// Drive permissions the add-on sets with Form.addPublishedReaders and reads back with getPublishedReaders
// (https://developers.google.com/workspace/forms/api/guides/publish-form, "Share your form with more responders"):
// the captains for the line-up form, the captains and players (Send pairings' addresses) for the results form,
// following Captains and protections; what Google refuses is named with where the organizer sets it. The file's
// owner edits a form only as an organizer, and is warned when a captain. Through the bundle (build/Code.js).
import { formsApiOff, restrictSharing } from '../../local/gas/hand';
import { typeLineups } from '../../local/demo/season';
import { createRng } from '../../src/engine/core/rng';
import { tournament } from './support';

const OWNER = 'organizer@example.com';
const cap = (team: string) => `cap.${team.toLowerCase().replace(/[^a-z]/g, '')}@example.org`;
const who = (player: string) => `${player.toLowerCase().replace(/[^a-z]/g, '')}@example.org`;
const sorted = (a: readonly string[] | undefined) => [...(a ?? [])].sort();

type T = Awaited<ReturnType<typeof tournament>>;

/** Captains and protections: each team's captain (`captainOf` overrides), `extra` lines, organizers. */
function captains(t: T, extra: string[] = [], captainOf: Record<string, string> = {}): string {
  return t.desk.click('menuCaptains', {
    button: 'OK',
    text: [
      ...t.field.teams.map((x) => `${x.name}: ${captainOf[x.name] ?? cap(x.name)}`),
      ...extra,
      'organizers: boss@example.org',
    ].join('\n'),
  });
}

/** 4 teams, line-ups sent by form (Settings), round 1 paired. */
async function formSeason(): Promise<T> {
  const t = await tournament(4, 41);
  const row = t.desk.read('Settings')!.findIndex((r) => String(r[0]) === 'line-ups');
  t.desk.type('Settings', row + 1, 2, [['form']]);
  return t;
}

describe('responders: who may respond to each published form', () => {
  test("the line-up form's responders are the captains, and follow Captains and protections", async () => {
    const t = await formSeason();
    captains(t);
    t.desk.click('menuPairNextRound');
    expect(t.desk.click('menuCreateLineupForm')).toMatch(/Line-up form created: .*4 responders added/);
    const form = t.book.forms[0];
    expect(sorted(form.publishedReaders)).toEqual(sorted(t.field.teams.map((x) => cap(x.name))));
    // a team changes captain: the new one becomes a responder when the captains are saved
    const team = t.field.teams[2].name;
    expect(captains(t, [], { [team]: 'new.captain@example.org' })).toMatch(/the line-up form: 1 responder added/);
    expect(form.publishedReaders).toContain('new.captain@example.org');
  });

  test("the results form's responders are the captains and the players whose addresses Send pairings keeps", async () => {
    const t = await tournament(4, 41);
    const players = t.field.teams.map((x) => x.players[0].name);
    captains(
      t,
      players.map((p) => `${p}: ${who(p)}`),
    );
    t.desk.click('menuPairNextRound');
    typeLineups(t.desk, createRng(1), t.field, 1, false, false);
    t.desk.click('menuPairIndividual');
    expect(t.desk.click('menuCreateResultsForm')).toMatch(/Results form created .*8 responders added/);
    const form = t.book.forms.find((f) => f.title.endsWith(': results'))!;
    expect(sorted(form.publishedReaders)).toEqual(
      sorted([...t.field.teams.map((x) => cap(x.name)), ...players.map(who)]),
    );
    // a player's address typed later: a responder of the results form at once
    const late = t.field.teams[1].players[1].name;
    expect(captains(t, [`${late}: ${who(late)}`])).toMatch(/the results form: 1 responder added/);
    expect(form.publishedReaders).toContain(who(late));
  });

  test("Google refuses a responder (sharing kept inside the owner's domain): the add-on names them and says where to add them, as getPublishedReaders shows", async () => {
    const t = await formSeason();
    captains(t);
    t.desk.click('menuPairNextRound');
    t.desk.click('menuCreateLineupForm');
    const form = t.book.forms[0];
    restrictSharing(t.book, form.id, 'example.org');
    const team = t.field.teams[0].name;
    const out = captains(t, [], { [team]: 'outsider@example.net' });
    expect(out).toMatch(
      /the line-up form: Google did not make outsider@example\.net responders: open the form, click "Published" > "Manage", and add them under Responders/,
    );
    expect(form.publishedReaders).not.toContain('outsider@example.net');
    // clicking the form's item again checks again, and says the same
    expect(t.desk.click('menuCreateLineupForm')).toMatch(/Google did not make outsider@example\.net responders/);
  });
});

describe("editors: the file's owner", () => {
  test("the file's owner who is a captain and no organizer: not an editor of the line-up form, and warned that they could read every sealed line-up", async () => {
    const t = await formSeason();
    const team = t.field.teams[0].name;
    captains(t, [], { [team]: OWNER });
    t.desk.click('menuPairNextRound');
    const out = t.desk.click('menuCreateLineupForm');
    expect(out).toMatch(
      new RegExp(`the file's owner ${OWNER} is also a captain of ${team}: .*could read every team's sealed line-up`),
    );
    expect(t.book.forms[0].editors).toEqual(['boss@example.org']);
  });

  test('a captain typed as a dotted Gmail address in Captains and protections: saved, with a warning of what the forms will record', async () => {
    const t = await formSeason();
    const team = t.field.teams[1].name;
    expect(captains(t, [], { [team]: 'cap.tain@gmail.com' })).toMatch(
      /; check cap\.tain@gmail\.com: Gmail ignores the dots, so it reaches the account captain@gmail\.com, but the form will record/,
    );
  });
});

describe('verified addresses: set through the Forms API, guarded', () => {
  test('Google refuses the setting (the Forms API turned off by the administrator): the form is kept, the organizer told what to set, and a click once it is on sets it', async () => {
    const t = await formSeason();
    captains(t);
    t.desk.click('menuPairNextRound');
    formsApiOff(t.book); // the Workspace administrator turned the Forms API off
    const out = t.desk.click('menuCreateLineupForm');
    expect(out).toMatch(
      /^Line-up form created: .* The form could not be made to record verified addresses \(Google said: HTTP 403, .+; the add-on sets it through the Forms API, which its Google Cloud project must have enabled\): until it does, its responses are not used; open the form, Settings > Responses, set "Collect email addresses" to "Verified", then click this item again\./,
    );
    expect(t.book.forms[0].emailCollection).toBe('DO_NOT_COLLECT');
    // still off: clicking again says the same, and the click is an error
    expect(t.desk.click('menuCreateLineupForm')).toMatch(/could not be made to record verified addresses/);
    expect(t.desk.session.outcome()?.status).toBe('error');
    t.book.formsApiOff = false; // turned on again
    expect(t.desk.click('menuCreateLineupForm')).toMatch(/It records verified addresses again/);
    expect(t.book.forms[0].emailCollection).toBe('VERIFIED');
    expect(t.desk.click('menuCreateLineupForm')).not.toMatch(/verified/);
  });
});

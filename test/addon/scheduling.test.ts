// The scheduling form: players send the agreed time of an individual match; a valid submission appears on
// the round tab in `scheduled (UTC)`; an unknown board or a time after the round deadline (M21) is shown on
// the responses tab with the reason and not copied. The default appointment (M21) stays elsewhere.
import { submitResponse } from '../../local/gas/forms';
import { fireFormSubmitTriggers } from '../../local/gas/triggers';
import { captainEmail, captainLines, typeLineups } from '../../local/demo/season';
import { createRng } from '../../src/engine/core/rng';
import { eachInstall, tournament } from './support';

const PLAYER = 'player@example.com';
/** The address a player is known by (Captains and protections). */
const who = (player: string) => `${player.toLowerCase().replace(/[^a-z]/g, '')}@example.org`;
/** The first player named on a board's choice ("A v B, board 3: X v Y"). */
const firstPlayer = (label: string) => /: (.+) v /.exec(label)![1];
/** The first team named on a board's choice. */
const firstTeam = (label: string) => /^(.+?) v /.exec(label)![1];

async function season() {
  const t = await tournament(4, 31);
  // the captains and every player known by address (kept privately): who may send a board's time
  const players = t.field.teams.flatMap((x) => x.players.map((p) => `${p.name}: ${who(p.name)}`));
  t.desk.click('menuCaptains', { button: 'OK', text: `${captainLines(t.field)}\n${players.join('\n')}` });
  t.desk.click('menuPairNextRound');
  typeLineups(t.desk, createRng(1), t.field, 1, false, false);
  t.desk.click('menuPairIndividual');
  return t;
}

eachInstall('scheduling form (M21)', () => {
  test('Create scheduling form before any board is paired creates nothing', async () => {
    const { desk, book } = await tournament(4, 30);
    desk.click('menuPairNextRound');
    expect(desk.click('menuCreateSchedulingForm')).toMatch(/nothing created/);
    expect(book.forms).toHaveLength(0);
  });

  test('valid, unknown-board and after-deadline submissions', async () => {
    const { desk, book } = await season();
    expect(desk.click('menuCreateSchedulingForm')).toMatch(/Scheduling form created \(\d+ boards of Round 1\)/);
    expect(book.triggers.map((t) => [t.handler, t.eventType, t.source])).toEqual([
      ['onSpreadsheetFormSubmit_', 'ON_FORM_SUBMIT', 'SPREADSHEETS'],
    ]);
    const form = book.forms[0];
    const boards = form.items.find((i) => i.title === 'Individual match')!.choices;
    expect(boards[0]).toMatch(/^.+ v .+, board 1: .+ v .+$/);
    const r1 = desk.read('R1')!;
    const endsCol = r1[0].map(String).indexOf('round ends (UTC)');
    const ends = String(r1.find((r) => String(r[endsCol]) !== '' && r !== r1[0])![endsCol]).slice(0, 16);
    const submit = (match: string, time: string) => {
      const r = submitResponse(book, form.id, {
        answers: new Map([
          ['Round', 'Round 1'],
          ['Individual match', match],
          ['Agreed date and time (UTC)', time],
        ]),
        email: match.startsWith('Nobody') ? PLAYER : who(firstPlayer(match)),
        at: new Date(),
      });
      if (!r.ok) throw new Error(r.problems.join('; '));
      return fireFormSubmitTriggers(desk.session, {
        formId: form.id,
        responseId: r.value.response.id,
        destination: r.value.destination,
      });
    };
    const early = new Date(Date.parse(ends.replace(' ', 'T') + 'Z') - 86400_000)
      .toISOString()
      .slice(0, 16)
      .replace('T', ' ');
    const ok = submit(boards[1], early);
    expect(ok.map((o) => [o.ok, o.user, o.result])).toEqual([
      [true, 'organizer@example.com', expect.stringMatching(/^copied to R1, board 2 of .+ \(sent by .+\)$/)],
    ]);
    // an unknown board: the list of the form changed (a stale choice)
    form.items.find((i) => i.title === 'Individual match')!.choices.push('Nobody v Noone, board 9: X v Y');
    expect(submit('Nobody v Noone, board 9: X v Y', early)[0].result).toMatch(
      /not a board of round 1 \(unknown board\)/,
    );
    const late = new Date(Date.parse(ends.replace(' ', 'T') + 'Z') + 3600_000)
      .toISOString()
      .slice(0, 16)
      .replace('T', ' ');
    expect(submit(boards[0], late)[0].result).toMatch(/after the deadline of round 1/);

    const after = desk.read('R1')!;
    const sc = after[0].map(String).indexOf('scheduled (UTC)');
    expect(sc).toBeGreaterThan(endsCol);
    const scheduled = after
      .slice(1)
      .filter((r) => String(r[sc] ?? '') !== '')
      .map((r) => String(r[sc]));
    expect(scheduled).toEqual([early]);
    const responses = desk.read('Scheduling form answers')!;
    const check = responses[0].map(String).indexOf('MOCHALUNT check');
    expect(responses.slice(1).map((r) => String(r[check]).replace(/:.*/, ''))).toEqual([
      expect.stringMatching(/^copied to R1, board 2 of .+ v .+$/),
      'not copied',
      'not copied',
    ]);
    // the form's addresses never reach a tab
    expect(JSON.stringify(desk.read('Scheduling form answers'))).not.toMatch(/@example\.(org|com)/);
  });

  // A spreadsheet's form-submit trigger fires for every form answering into it: a registration is not judged
  // as a scheduling answer, and the Registrations tab (public) gets no check column
  test('a registration sent while the scheduling form exists: the scheduling trigger leaves it alone', async () => {
    const { desk, book, field } = await season();
    desk.click('menuCreateSchedulingForm');
    desk.click('menuCreateRegistrationForm');
    const registration = book.forms.find((f) => f.items.some((i) => i.title === 'Name'))!;
    const before = JSON.stringify(desk.read('R1'));
    const r = submitResponse(book, registration.id, {
      at: new Date(),
      answers: new Map([
        ['Name', 'Rita Response'],
        ['Team', field.teams[1].name],
      ]),
    });
    if (!r.ok) throw new Error(r.problems.join('; '));
    const outcomes = fireFormSubmitTriggers(desk.session, {
      formId: registration.id,
      responseId: r.value.response.id,
      destination: r.value.destination,
    });
    expect(outcomes.map((o) => [o.ok, o.result])).toEqual([[true, 'a registration: Add registered players reads it']]);
    expect(desk.read('Registrations')![0]).toEqual(['Timestamp', 'Name', 'Team']);
    expect(JSON.stringify(desk.read('R1'))).toBe(before);
  });

  // Form answers reach the spreadsheet as values; their text follows the spreadsheet's locale (4 March 2026 is
  // 3/4/2026 in en_US, 04/03/2026 in en_GB, 04.03.2026 in de_DE): the trigger reads the responses tab's Date
  test.each([
    ['en_US', 'Etc/UTC', /^\d{1,2}\/\d{1,2}\/\d{4} \d{1,2}:\d{2}:00$/],
    ['en_GB', 'Etc/UTC', /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:00$/],
    ['de_DE', 'Europe/Berlin', /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:00$/],
  ])(
    'in a spreadsheet in %s (time zone %s) the agreed time is copied as the same instant',
    async (locale, timeZone, text) => {
      const { desk, book } = await season();
      const ss = desk.session.inspect.SpreadsheetApp.getActiveSpreadsheet();
      book.locale = locale; // File > Settings > Locale
      ss.setSpreadsheetTimeZone(timeZone);
      desk.click('menuCreateSchedulingForm');
      const form = book.forms[0];
      const board = form.items.find((i) => i.title === 'Individual match')!.choices[0];
      const r1 = desk.read('R1')!;
      const endsCol = r1[0].map(String).indexOf('round ends (UTC)');
      const ends = String(r1.find((r) => String(r[endsCol]) !== '' && r !== r1[0])![endsCol]).slice(0, 16);
      // the 4th of the month, before the 13th so that day and month cannot be swapped unnoticed
      const day = new Date(Date.parse(ends.replace(' ', 'T') + 'Z') - 86400_000 * 3);
      day.setUTCDate(4);
      const agreed = `${day.toISOString().slice(0, 10)} 19:30`;
      const r = submitResponse(book, form.id, {
        answers: new Map([
          ['Round', 'Round 1'],
          ['Individual match', board],
          ['Agreed date and time (UTC)', agreed],
        ]),
        email: captainEmail(firstTeam(board)),
        at: new Date(),
      });
      if (!r.ok) throw new Error(r.problems.join('; '));
      expect(r.value.destination!.namedValues['Agreed date and time (UTC)'][0]).toMatch(text);
      const [outcome] = fireFormSubmitTriggers(desk.session, {
        formId: form.id,
        responseId: r.value.response.id,
        destination: r.value.destination,
      });
      expect(outcome.result).toMatch(/^copied to R1, board 1 of/);
      const after = desk.read('R1')!;
      const sc = after[0].map(String).indexOf('scheduled (UTC)');
      expect(
        after
          .slice(1)
          .map((row) => String(row[sc] ?? ''))
          .filter((v) => v !== ''),
      ).toEqual([agreed]);
    },
  );

  test("Pair individual matches again refreshes the form's boards", async () => {
    const { desk, book } = await season();
    desk.click('menuCreateSchedulingForm');
    const item = book.forms[0].items.find((i) => i.title === 'Individual match')!;
    const before = item.choices.slice();
    item.choices = [];
    desk.click('menuPairIndividual', { button: 'OK', text: '1' }, { button: 'YES' });
    expect(book.forms[0].items.find((i) => i.title === 'Individual match')!.choices).toEqual(before);
  });

  test("a form created again (the first one gone) keeps the spreadsheet's one form-submit trigger: each response is handled once", async () => {
    const { desk, book } = await season();
    desk.click('menuCreateSchedulingForm');
    const first = book.triggers.map((t) => t.uid);
    book.forms.splice(0); // the organizer deleted the form (FormApp.openById no longer finds it)
    expect(desk.click('menuCreateSchedulingForm')).toMatch(/Scheduling form created/);
    expect(book.triggers.map((t) => [t.handler, t.eventType, t.sourceId])).toEqual([
      ['onSpreadsheetFormSubmit_', 'ON_FORM_SUBMIT', book.id],
    ]);
    expect(book.triggers[0].uid).toBe(first[0]);
    const form = book.forms[0];
    const board = form.items.find((i) => i.title === 'Individual match')!.choices[0];
    const r = submitResponse(book, form.id, {
      answers: new Map([
        ['Round', 'Round 1'],
        ['Individual match', board],
        ['Agreed date and time (UTC)', '2020-01-01 10:00'],
      ]),
      email: PLAYER,
      at: new Date(),
    });
    if (!r.ok) throw new Error(r.problems.join('; '));
    expect(
      fireFormSubmitTriggers(desk.session, {
        formId: form.id,
        responseId: r.value.response.id,
        destination: r.value.destination,
      }),
    ).toHaveLength(1);
  });

  // Who may send a board's time: its two players and their teams' captains, by the VERIFIED address the form
  // records (the signed-in account); anyone else, a player of another board, an anonymous form's response: not copied
  describe('who sends a time', () => {
    async function ready() {
      const t = await season();
      t.desk.click('menuCreateSchedulingForm');
      const form = t.book.forms[0];
      const boards = form.items.find((i) => i.title === 'Individual match')!.choices;
      const r1 = t.desk.read('R1')!;
      const endsCol = r1[0].map(String).indexOf('round ends (UTC)');
      const ends = Date.parse(
        String(r1.find((r) => String(r[endsCol]) !== '' && r !== r1[0])![endsCol])
          .slice(0, 16)
          .replace(' ', 'T') + 'Z',
      );
      const time = (h: number) =>
        new Date(ends - 86400_000 - h * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
      const send = (match: string, h: number, as: { email?: string }) => {
        const r = submitResponse(t.book, form.id, {
          answers: new Map([
            ['Round', 'Round 1'],
            ['Individual match', match],
            ['Agreed date and time (UTC)', time(h)],
          ]),
          ...as,
          at: new Date(Date.now() + h * 1000),
        });
        if (!r.ok) throw new Error(r.problems.join('; '));
        return fireFormSubmitTriggers(t.desk.session, {
          formId: form.id,
          responseId: r.value.response.id,
          destination: r.value.destination,
        }).map((o) => String(o.result));
      };
      const scheduled = () => {
        const g = t.desk.read('R1')!;
        const sc = g[0].map(String).indexOf('scheduled (UTC)');
        return sc < 0
          ? []
          : g
              .slice(1)
              .map((r) => String(r[sc] ?? ''))
              .filter((v) => v !== '');
      };
      const checks = () => {
        const g = t.desk.read('Scheduling form answers')!;
        const c = g[0].map(String).indexOf('MOCHALUNT check');
        return g.slice(1).map((r) => (c < 0 ? '' : String(r[c] ?? '')));
      };
      return { ...t, form, boards, time, send, scheduled, checks };
    }

    test('the form records verified addresses', async () => {
      const { form } = await ready();
      expect(form.emailCollection).toBe('VERIFIED');
    });

    test("a stranger and another board's player are not copied; the board's player and a captain of its teams are", async () => {
      const t = await ready();
      const [b1, b2] = t.boards;
      expect(t.send(b1, 1, { email: PLAYER })).toEqual([expect.stringMatching(/^not copied: the sender is neither /)]);
      expect(t.send(b1, 2, { email: who(firstPlayer(b2)) })).toEqual([
        expect.stringMatching(/^not copied: the sender/),
      ]);
      expect(t.scheduled()).toEqual([]);
      expect(t.send(b1, 3, { email: who(firstPlayer(b1)) })).toEqual([
        expect.stringMatching(/^copied to R1, board 1 of .+ \(sent by .+\)$/),
      ]);
      expect(t.send(b2, 4, { email: captainEmail(firstTeam(b2)) })).toEqual([
        expect.stringMatching(/^copied to R1, board 2 of .+ \(sent by .+'s captain\)$/),
      ]);
      expect(t.scheduled()).toEqual([t.time(3), t.time(4)]);
    });

    test('a form left anonymous (made by an earlier version): not copied; Create scheduling form makes it record verified addresses', async () => {
      const t = await ready();
      t.form.emailCollection = 'DO_NOT_COLLECT';
      expect(t.send(t.boards[0], 1, {})).toEqual([
        expect.stringMatching(/^not copied: the form did not record a verified address/),
      ]);
      expect(t.scheduled()).toEqual([]);
      expect(t.desk.click('menuCreateSchedulingForm')).toMatch(/records verified addresses now/);
      expect(t.form.emailCollection).toBe('VERIFIED');
      expect(t.send(t.boards[0], 2, { email: who(firstPlayer(t.boards[0])) })[0]).toMatch(/^copied to R1/);
    });

    test('a response whose trigger cannot get the document lock stays pending; the next one judges it first, once', async () => {
      const t = await ready();
      t.book.locks.set('document', -1); // another execution holds the lock
      expect(t.send(t.boards[0], 1, { email: who(firstPlayer(t.boards[0])) })).toEqual([
        expect.stringMatching(/^pending: another execution held the document lock/),
      ]);
      expect(t.scheduled()).toEqual([]);
      expect(t.checks()).toEqual(['']);
      // the address is masked at once all the same: the file is public
      expect(JSON.stringify(t.desk.read('Scheduling form answers'))).not.toMatch(/@example\.org/);
      t.book.locks.set('document', null);
      const out = t.send(t.boards[1], 2, { email: captainEmail(firstTeam(t.boards[1])) });
      expect(out[0].split('\n')).toEqual([
        expect.stringMatching(/^copied to R1, board 1 of/),
        expect.stringMatching(/^copied to R1, board 2 of/),
      ]);
      expect(t.scheduled()).toEqual([t.time(1), t.time(2)]);
      expect(t.checks()).toEqual([expect.stringMatching(/^copied/), expect.stringMatching(/^copied/)]);
      // judged once: a later response judges only itself
      expect(t.send(t.boards[0], 3, { email: PLAYER })).toEqual([expect.stringMatching(/^not copied/)]);
    });

    test('a response left pending is judged by Create scheduling form', async () => {
      const t = await ready();
      t.book.locks.set('document', -1);
      t.send(t.boards[0], 1, { email: who(firstPlayer(t.boards[0])) });
      t.book.locks.set('document', null);
      expect(t.desk.click('menuCreateSchedulingForm')).toMatch(/Pending responses judged now:\ncopied to R1, board 1/);
      expect(t.scheduled()).toEqual([t.time(1)]);
    });
  });
});

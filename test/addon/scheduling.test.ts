// The scheduling form: players send the agreed time of an individual match; a valid submission appears on
// the round tab in `scheduled (UTC)`; an unknown board or a time after the round deadline (M21) is shown on
// the responses tab with the reason and not copied. The default appointment (M21) stays elsewhere.
import { submitResponse } from '../../local/gas/forms';
import { fireFormSubmitTriggers } from '../../local/gas/triggers';
import { typeLineups } from '../../local/demo/season';
import { createRng } from '../../src/engine/core/rng';
import { eachInstall, tournament } from './support';

const PLAYER = 'player@example.com';

async function season() {
  const t = await tournament(4, 31);
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
      ['onSpreadsheetFormSubmit', 'ON_FORM_SUBMIT', 'SPREADSHEETS'],
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
        email: PLAYER,
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
      [true, 'organizer@example.com', expect.stringMatching(/^copied to R1, board 2 of/)],
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
    expect(JSON.stringify(desk.read('Scheduling form answers'))).not.toContain(PLAYER);
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
      ['onSpreadsheetFormSubmit', 'ON_FORM_SUBMIT', book.id],
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
});

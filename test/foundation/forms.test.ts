// The local FormApp is at least as strict as Google's (local/gas/forms.ts): a new form is unpublished and takes
// no response until setPublished(true); a form records verified or typed addresses; a form belongs to its creator
// and opens for its editors only; the responses tab holds values whose text follows the spreadsheet's locale.
import { readFileSync } from 'fs';
import { join } from 'path';
import { runCli } from '../helpers/cli';
import { NO_FORM_MESSAGE, normalizeForm, submitResponse, type FormRecord } from '../../local/gas/forms';
import { LocalWorkbook, openWorkbook, saveWorkbook, startAddon } from '../../local/runner';
import { tempDir } from '../helpers/gas';
import { collectAddresses, shown } from '../../local/gas/hand';

const BUNDLE = join(__dirname, '..', 'helpers', 'trigger-bundle');
const ORGANIZER = 'organizer@example.com';
const CAPTAIN = 'captain.ita@example.com';
const STRANGER = 'stranger@example.net';

/** The workbook and its private file, byte for byte. */
function files(file: string): string {
  return readFileSync(file).toString('base64') + readFileSync(`${file}.private.json`, 'utf8');
}

describe('publishing (forms created after 30 June 2026 start unpublished)', () => {
  test('FormApp.create makes an unpublished form: the form page and form-submit refuse every response, exit 1, the workbook byte for byte as it was', async () => {
    const file = join(tempDir(), 'book.xlsx');
    const book = LocalWorkbook.empty();
    startAddon(book, { bundleDir: BUNDLE, user: ORGANIZER }).call('createDraftForm');
    expect(book.forms[0]).toMatchObject({ published: false, owner: ORGANIZER });
    expect(submitResponse(book, book.forms[0].id, { at: new Date(), answers: new Map([['Name', 'Ann']]) })).toEqual({
      ok: false,
      problems: [
        'the form "Draft" is not published, so it accepts no response (forms created after 30 June 2026 start unpublished): ask its owner to publish it, then run form-submit again',
      ],
    });
    await saveWorkbook(book, file);
    const before = files(file);
    const r = await runCli('form-submit', file, '--answer', 'Name=Ann', '--bundle', BUNDLE);
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      'mochalunt form-submit: the form refused the response; nothing was saved:\n  the form "Draft" is not published',
    );
    expect(files(file)).toBe(before);
  });

  test('a legacy form (from before publishing) supports no publishing method', () => {
    const organizer = startAddon(LocalWorkbook.empty(), { bundleDir: BUNDLE, user: ORGANIZER });
    const legacy = organizer.services.FormApp.create('Old');
    organizer.workbook.forms[0].legacy = true;
    expect(legacy.supportsAdvancedResponderPermissions()).toBe(false);
    expect(() => legacy.setPublished(true)).toThrow('does not support publishing');
  });
});

describe('addresses: verified (the signed-in account) or typed by the respondent', () => {
  test('"Responder input" (set in the form editor) lets the respondent type any address: recorded as typed, not verified, distinct from the signed-in account (--as, --email)', async () => {
    const file = join(tempDir(), 'book.xlsx');
    const book = LocalWorkbook.empty();
    const id = String(startAddon(book, { bundleDir: BUNDLE, user: ORGANIZER }).call('createPublishedForm'));
    collectAddresses(book, id, 'RESPONDER_INPUT');
    await saveWorkbook(book, file);
    const before = files(file);
    const missing = await runCli('form-submit', file, '--answer', 'Name=Ann', '--as', STRANGER, '--bundle', BUNDLE);
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('"Email": This is a required question');
    expect(files(file)).toBe(before);
    const typed = await runCli(
      'form-submit',
      file,
      '--answer',
      'Name=Ann',
      '--as',
      STRANGER,
      '--email',
      CAPTAIN,
      '--bundle',
      BUNDLE,
    );
    expect(typed.code).toBe(0);
    expect((await openWorkbook(file)).forms[0].responses.map((x) => [x.email, x.verified])).toEqual([[CAPTAIN, false]]);
  });

  test('a verified form records the signed-in account and has no field to type an address', () => {
    const book = LocalWorkbook.empty();
    const id = String(startAddon(book, { bundleDir: BUNDLE, user: ORGANIZER }).call('createForm'));
    const answers = new Map([
      ['Board', 'A v B, board 1'],
      ['Agreed time (UTC)', '2026-03-04 19:30'],
    ]);
    expect(submitResponse(book, id, { at: new Date(), answers, email: STRANGER, typedEmail: CAPTAIN })).toEqual({
      ok: false,
      problems: [expect.stringMatching(/has no field to type one: leave out --email$/)],
    });
    expect(submitResponse(book, id, { at: new Date(), answers })).toEqual({
      ok: false,
      problems: [expect.stringMatching(/give the signed-in Google account with --as$/)],
    });
    const ok = submitResponse(book, id, { at: new Date(), answers, email: CAPTAIN });
    expect(ok.ok && [ok.value.response.email, ok.value.response.verified]).toEqual([CAPTAIN, true]);
  });
});

describe("ownership: a form is its creator's file", () => {
  test("openById by anyone but its owner and editors throws Google's message; addEditor shares it", () => {
    const book = LocalWorkbook.empty();
    const organizer = startAddon(book, { bundleDir: BUNDLE, user: ORGANIZER });
    const id = String(organizer.call('createDraftForm'));
    const captain = organizer.newExecution({ user: CAPTAIN });
    expect(() => captain.call('openFormTitle', id)).toThrow(NO_FORM_MESSAGE);
    expect(NO_FORM_MESSAGE).toBe(
      'No item with the given ID could be found. Possibly because you have not edited this item or you do not have permission to access it.',
    );
    expect(() => captain.call('shareForm', id, CAPTAIN)).toThrow(NO_FORM_MESSAGE);
    expect(organizer.call('shareForm', id, CAPTAIN)).toEqual([CAPTAIN]);
    expect(captain.call('openFormTitle', id)).toBe('Draft');
    expect(() => organizer.newExecution({ user: STRANGER }).call('openFormTitle', id)).toThrow(NO_FORM_MESSAGE);
  });

  test("a form kept by an older version is read as the stricter form: the file owner's, unpublished, its addresses typed", () => {
    const old = {
      id: 'f',
      title: 'Old',
      description: '',
      items: [],
      collectEmail: true,
      confirmationMessage: '',
      acceptingResponses: true,
      responses: [{ id: 'r', timestamp: '2026-01-01T00:00:00.000Z', email: CAPTAIN, answers: [] }],
      nextItemId: 1,
    };
    expect(normalizeForm(old as unknown as FormRecord, ORGANIZER)).toEqual({
      id: 'f',
      title: 'Old',
      description: '',
      items: [],
      emailCollection: 'RESPONDER_INPUT',
      confirmationMessage: '',
      acceptingResponses: true,
      published: false,
      owner: ORGANIZER,
      editors: [],
      responses: [{ id: 'r', timestamp: '2026-01-01T00:00:00.000Z', email: CAPTAIN, verified: false, answers: [] }],
      nextItemId: 1,
    });
  });
});

describe("locale: answers reach the spreadsheet as values, their text in the spreadsheet's locale", () => {
  test.each([
    ['en_US', '3/2/2026 10:00:00', '3/4/2026 19:30:00'],
    ['en_GB', '02/03/2026 10:00:00', '04/03/2026 19:30:00'],
    ['de_DE', '02.03.2026 10:00:00', '04.03.2026 19:30:00'],
  ])(
    '%s: the timestamp and the date-time answer are Dates; e.values and the displayed cells read %s and %s',
    (locale, stamp, agreed) => {
      const book = LocalWorkbook.empty();
      const organizer = startAddon(book, { bundleDir: BUNDLE, user: ORGANIZER });
      book.locale = locale; // File > Settings > Locale
      const id = String(organizer.call('createForm'));
      const r = submitResponse(book, id, {
        at: new Date('2026-03-02T10:00:00Z'),
        email: CAPTAIN,
        answers: new Map([
          ['Board', 'A v B, board 1'],
          ['Agreed time (UTC)', '2026-03-04 19:30'],
        ]),
      });
      if (!r.ok) throw new Error(r.problems.join('; '));
      expect(r.value.destination!.values).toEqual([stamp, CAPTAIN, 'A v B, board 1', agreed]);
      expect(r.value.destination!.namedValues['Agreed time (UTC)']).toEqual([agreed]);
      const tab = organizer.inspect.SpreadsheetApp.getActiveSpreadsheet().getSheetByName('Form Responses 1')!;
      expect(tab.getRange(2, 1, 1, 4).getValues()[0]).toEqual([
        new Date('2026-03-02T10:00:00Z'),
        CAPTAIN,
        'A v B, board 1',
        new Date('2026-03-04T19:30:00Z'),
      ]);
      expect(shown(book, 'Form Responses 1', 'A2:D2')[0]).toEqual([stamp, CAPTAIN, 'A v B, board 1', agreed]);
    },
  );

  test('the locale is kept with the workbook', async () => {
    const file = join(tempDir(), 'book.xlsx');
    const book = LocalWorkbook.empty();
    expect(book.locale).toBe('en_US');
    book.locale = 'de_DE';
    await saveWorkbook(book, file);
    expect((await openWorkbook(file)).locale).toBe('de_DE');
  });
});

describe('items', () => {
  test('ListItem.duplicate appends a copy (title, help text, choices, required) with an id of its own; changing the copy leaves the original', () => {
    const organizer = startAddon(LocalWorkbook.empty(), { bundleDir: BUNDLE, user: ORGANIZER });
    const form = organizer.services.FormApp.create('Results');
    const game = form.addListItem().setTitle('Game 1').setHelpText('1-0 they won').setChoiceValues(['1-0', '0-1']);
    game.setRequired(true);
    form.addTextItem().setTitle('Note');
    game.duplicate().setTitle('Game 2');
    const items = organizer.workbook.forms[0].items;
    expect(items.map((i) => [i.title, i.type, i.helpText, i.choices, i.required])).toEqual([
      ['Game 1', 'LIST', '1-0 they won', ['1-0', '0-1'], true],
      ['Note', 'TEXT', '', [], false],
      ['Game 2', 'LIST', '1-0 they won', ['1-0', '0-1'], true],
    ]);
    expect(new Set(items.map((i) => i.id)).size).toBe(3);
  });
});

// Installable triggers and forms in the local service: an installable trigger runs as the user who created
// it, in AuthMode.FULL, whoever caused the event (https://developers.google.com/apps-script/guides/triggers/installable);
// triggers and forms are kept with the private data, never in the .xlsx; `mochalunt form-submit` records a
// response, appends it to the responses tab and runs the form-submit triggers.
import { existsSync, readFileSync } from 'fs';
import { join } from 'path';
import { runCli } from '../helpers/cli';
import { LocalWorkbook, openWorkbook, saveWorkbook, startAddon } from '../../local/runner';
import { tempDir } from '../helpers/gas';

const BUNDLE = join(__dirname, '..', 'helpers', 'trigger-bundle');
const ORGANIZER = 'organizer@example.com';
const CAPTAIN = 'captain.ita@example.com';

function cells(book: LocalWorkbook, tab: string): string[][] {
  const s = book.sheetByName(tab);
  if (!s) return [];
  const out: string[][] = [];
  for (let r = 1; r <= s.lastRow(); r++) {
    const row: string[] = [];
    for (let c = 1; c <= 6; c++) {
      const v = s.cell(r, c)?.v;
      row.push(v instanceof Date ? v.toISOString() : String(v ?? ''));
    }
    out.push(row);
  }
  return out;
}

// A user's triggers are the project's, in every document (getProjectTriggers, the limit of 20): each test
// deletes those it made, as an organizer would, so that the next starts from none.
afterEach(() => {
  for (const user of [ORGANIZER, CAPTAIN])
    startAddon(LocalWorkbook.empty(), { bundleDir: BUNDLE, user }).call('deleteAllTriggers');
});

describe('installable triggers (local ScriptApp)', () => {
  test("an installable edit trigger runs as its creator in FULL mode, for a captain's edit", () => {
    const book = LocalWorkbook.empty();
    const organizer = startAddon(book, { bundleDir: BUNDLE, user: ORGANIZER });
    organizer.call('installEditTrigger');
    const captain = organizer.newExecution({ user: CAPTAIN });
    const edited = captain.edit('Sheet1', 'B3', 'A, B, C, D');
    expect(edited.refused).toBe(false);
    const outcomes = edited.triggers ?? [];
    expect(outcomes.map((o) => [o.handler, o.user, o.ok])).toEqual([['logEdit', ORGANIZER, true]]);
    expect(cells(book, 'Log')).toEqual([[ORGANIZER, CAPTAIN, 'FULL', 'B3', 'A, B, C, D', '(empty)']]);
  });

  test("getProjectTriggers lists the current user's triggers of every document, getUserTriggers those of one; deleteTrigger removes them", () => {
    // https://developers.google.com/apps-script/reference/script/script-app#getprojecttriggers
    const first = LocalWorkbook.empty();
    startAddon(first, { bundleDir: BUNDLE, user: ORGANIZER }).call('installEditTrigger');
    const book = LocalWorkbook.empty();
    const organizer = startAddon(book, { bundleDir: BUNDLE, user: ORGANIZER });
    organizer.call('installEditTrigger');
    expect(organizer.call('listTriggers')).toEqual([`logEdit ${first.id}`, `logEdit ${book.id}`]);
    expect(organizer.call('listDocumentTriggers')).toEqual([`logEdit ${book.id}`]);
    const captain = organizer.newExecution({ user: CAPTAIN });
    expect(captain.call('listTriggers')).toEqual([]);
    captain.call('deleteAllTriggers');
    expect(book.triggers).toHaveLength(1);
    organizer.newExecution().call('deleteAllTriggers');
    expect([first.triggers, book.triggers]).toEqual([[], []]);
  });

  test("Google's limit of 20 triggers per user per script refuses the 21st, counting every document", () => {
    // https://developers.google.com/apps-script/guides/services/quotas ("Triggers: 20 / user / script")
    const first = startAddon(LocalWorkbook.empty(), { bundleDir: BUNDLE, user: ORGANIZER });
    for (let k = 0; k < 12; k++) first.call('installEditTrigger');
    const organizer = startAddon(LocalWorkbook.empty(), { bundleDir: BUNDLE, user: ORGANIZER });
    for (let k = 0; k < 8; k++) organizer.call('installEditTrigger');
    expect(() => organizer.call('installEditTrigger')).toThrow('This script has too many triggers.');
    expect(() => organizer.newExecution({ user: CAPTAIN }).call('installEditTrigger')).not.toThrow();
    organizer.call('deleteAllTriggers');
    expect(() => organizer.call('installEditTrigger')).not.toThrow();
  });

  test('triggers and forms are kept in the private file, not in the .xlsx', async () => {
    const file = join(tempDir(), 'book.xlsx');
    const book = LocalWorkbook.empty();
    const organizer = startAddon(book, { bundleDir: BUNDLE, user: ORGANIZER });
    organizer.call('installEditTrigger');
    organizer.call('createForm');
    await saveWorkbook(book, file);
    const again = await openWorkbook(file);
    expect(again.triggers.map((t) => [t.handler, t.creator])).toEqual(book.triggers.map((t) => [t.handler, t.creator]));
    expect(again.forms.map((f) => f.title)).toEqual(['Scheduling']);
    expect(readFileSync(`${file}.private.json`, 'utf8')).toContain(ORGANIZER);
    expect(readFileSync(file).includes(Buffer.from(ORGANIZER))).toBe(false);
  });
});

describe('mochalunt form-submit (local FormApp)', () => {
  test('a response goes to the responses tab and its triggers run as their creator, with the server time and verified address', async () => {
    const dir = tempDir();
    const file = join(dir, 'book.xlsx');
    const book = LocalWorkbook.empty();
    startAddon(book, { bundleDir: BUNDLE, user: ORGANIZER }).call('createForm');
    await saveWorkbook(book, file);
    const r = await runCli(
      'form-submit',
      file,
      '--answer',
      'Board=A v B, board 2',
      '--answer',
      'Agreed time (UTC)=2026-03-04 19:30',
      '--as',
      CAPTAIN,
      '--at',
      '2026-03-02T10:00:00Z',
      '--bundle',
      BUNDLE,
    );
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const after = await openWorkbook(file);
    const responses = cells(after, 'Form Responses 1');
    expect(responses[0].slice(0, 4)).toEqual(['Timestamp', 'Email Address', 'Board', 'Agreed time (UTC)']);
    expect(responses[1].slice(0, 3)).toEqual(['2026-03-02T10:00:00.000Z', CAPTAIN, 'A v B, board 2']);
    const log = cells(after, 'Log');
    // e.values are the responses tab's text in the spreadsheet's locale (en_US here), not the answer as typed
    expect(log.find((l) => l[0] === 'sheet')).toEqual([
      'sheet',
      ORGANIZER,
      'A v B, board 2',
      '3/4/2026 19:30:00',
      'A2:D2',
      '',
    ]);
    expect(log.find((l) => l[0] === 'form')).toEqual([
      'form',
      ORGANIZER,
      CAPTAIN,
      'Board=A v B, board 2; Agreed time (UTC)=2026-03-04 19:30',
      '2026-03-02T10:00:00.000Z',
      '',
    ]);
  });

  test('a response the form refuses exits 1 and leaves the workbook as it was', async () => {
    const dir = tempDir();
    const file = join(dir, 'book.xlsx');
    const book = LocalWorkbook.empty();
    startAddon(book, { bundleDir: BUNDLE, user: ORGANIZER }).call('createForm');
    await saveWorkbook(book, file);
    const before = readFileSync(file);
    const r = await runCli(
      'form-submit',
      file,
      '--answer',
      'Board=A v B, board 9',
      '--answer',
      'Agreed time (UTC)=2026-03-04 19:30',
      '--as',
      CAPTAIN,
      '--bundle',
      BUNDLE,
    );
    expect(r.code).toBe(1);
    expect(r.err).toContain('"Board": "A v B, board 9" is not one of the choices');
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(existsSync(`${file}.private.json`)).toBe(true);
  });
});

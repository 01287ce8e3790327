// Set up on a new spreadsheet asks the format (src/addon/actions.ts, the registry's formatQuestion) and creates only
// that format's tabs and Settings keys: a Swiss has no Teams, Players, Games, Line-ups or Individual tab and none
// of MOCHALUNT's keys. An empty answer is MOCHALUNT; Cancel or a name that is not a format writes nothing. The
// command line answers with --format NAME and, unanswered, exits 1 creating nothing.
import { existsSync } from 'fs';
import { join } from 'path';
import {
  LocalWorkbook,
  openWorkbook,
  startAddon,
  type AddonSession,
  type UiAnswer,
  type UiDialog,
} from '../../local/runner';
import { runCli } from '../helpers/cli';
import { requireBuild, spreadsheet, tempDir } from '../helpers/gas';
import { ALL_FORMATS } from '../../src/sheets/formats';

/** The formats of the registry, as Set up's question and its refusals name them. */
const CHOICES = ALL_FORMATS.join(', ');

/** A new spreadsheet whose organizer answers Set up's question of the format with `answer` (null: Cancel). */
function session(answer: string | null, book = LocalWorkbook.empty()): AddonSession {
  const responder = (d: UiDialog): UiAnswer =>
    d.kind === 'prompt'
      ? answer === null
        ? { button: 'CANCEL' }
        : { button: 'OK', text: answer }
      : { button: d.buttons === 'YES_NO' ? 'YES' : 'OK' };
  return startAddon(book, { bundleDir: requireBuild(), responder });
}

const visibleTabs = (s: AddonSession): string[] =>
  spreadsheet(s)
    .getSheets()
    .filter((t) => !t.isSheetHidden())
    .map((t) => t.getName())
    .sort();

const settingsKeys = (s: AddonSession): string[] =>
  spreadsheet(s)
    .getSheetByName('Settings')!
    .getDataRange()
    .getValues()
    .slice(1)
    .map((r) => String(r[0]));

const value = (s: AddonSession, key: string): unknown =>
  spreadsheet(s)
    .getSheetByName('Settings')!
    .getDataRange()
    .getValues()
    .find((r) => r[0] === key)?.[1];

const formatQuestions = (s: AddonSession): UiDialog[] =>
  s.ui.log.filter((d) => d.kind === 'prompt' && /which format/i.test(d.text));

const MOCHALUNT_TABS = ['Games', 'Individual', 'Line-ups', 'Players', 'Teams'];
const MOCHALUNT_KEYS = ['season start (UTC)', 'phase 1 rounds', 'line-ups', 'e-mail players', 'round days'];

/** What each format's Set up creates on an empty spreadsheet: its visible tabs and its Settings keys, in order. */
const EXPECTED: Record<string, { tabs: string[]; keys: string[] }> = {
  swiss: {
    tabs: ['Entrants', 'Needs you', 'Overview', 'Settings', 'Standings'],
    keys: ['format', 'event name', 'entrants', 'rounds', 'tie-breaks', 'perfect-score play-off', 'team wins'],
  },
  league: {
    tabs: ['Entrants', 'Needs you', 'Overview', 'Settings', 'Standings'],
    keys: ['format', 'event name', 'entrants', 'rounds', 'tie-breaks', 'perfect-score play-off', 'team wins'],
  },
  multiplayer: {
    tabs: ['Entrants', 'Needs you', 'Overview', 'Settings', 'Standings'],
    keys: ['format', 'event name', 'rounds', 'perfect-score play-off', 'carrot cap', 'carrots per lettuce'],
  },
  'double round robin': {
    tabs: ['Entrants', 'Needs you', 'Overview', 'Settings', 'Standings'],
    keys: ['format', 'event name', 'points for a win'],
  },
};

describe('Set up asks the format of a new spreadsheet', () => {
  test('a Swiss on an empty spreadsheet: no MOCHALUNT tab nor key; its title is not MOCHALUNT', () => {
    const s = session('swiss');
    const out = String(s.call('menuSetUp'));
    expect(formatQuestions(s)).toHaveLength(1);
    expect(formatQuestions(s)[0].text).toContain(CHOICES);
    expect(out).toContain('Set up a swiss event (individual).');
    expect(s.outcome()?.status).toBe('done');
    for (const t of MOCHALUNT_TABS) expect(visibleTabs(s)).not.toContain(t);
    for (const k of MOCHALUNT_KEYS) expect(settingsKeys(s)).not.toContain(k);
    expect(value(s, 'format')).toBe('swiss');
    expect(value(s, 'event name')).toBe('Swiss tournament');
    expect(String(spreadsheet(s).getSheetByName('Overview')!.getRange('A1').getValue())).toBe('Swiss tournament');
  });

  test.each(Object.keys(EXPECTED))("%s: Set up creates that format's tabs and keys only, and asks once", (format) => {
    const s = session(format);
    s.call('menuSetUp');
    expect(s.outcome()?.status).toBe('done');
    expect(visibleTabs(s)).toEqual(EXPECTED[format].tabs);
    expect(settingsKeys(s)).toEqual(EXPECTED[format].keys);
    expect(value(s, 'format')).toBe(format);
    // the Settings tab names the format now: Set up asks no more, and has nothing to add
    s.call('menuSetUp');
    expect(formatQuestions(s)).toHaveLength(1);
    expect(s.outcome()?.status).toBe('nothing to do');
  });

  test('MOCHALUNT when answered with nothing: its tabs and every one of its keys', () => {
    const s = session('');
    s.call('menuSetUp');
    expect(formatQuestions(s)).toHaveLength(1);
    expect(s.outcome()?.status).toBe('done');
    for (const t of [...MOCHALUNT_TABS, 'Settings', 'Standings', 'Overview']) expect(visibleTabs(s)).toContain(t);
    expect(settingsKeys(s)).toEqual(expect.arrayContaining(['format', 'event name', ...MOCHALUNT_KEYS]));
    expect(settingsKeys(s)).not.toContain('entrants');
    expect(value(s, 'format')).toBe('mochalunt');
    expect(value(s, 'event name')).toBe('MOCHALUNT');
  });

  test('Cancel, or a name that is not a format, writes nothing', () => {
    for (const answer of [null, 'swis']) {
      const s = session(answer);
      s.call('menuSetUp');
      expect(s.outcome()?.status).toBe(answer === null ? 'declined' : 'refused');
      expect(visibleTabs(s)).toEqual(['Sheet1']);
      if (answer !== null)
        expect(s.ui.log.map((d) => d.text).join('\n')).toContain(
          `"swis" is not one of the choices: type one of ${CHOICES}`,
        );
    }
  });

  test('a Settings tab without a format row is asked too, and gets the row of the format chosen', () => {
    const book = LocalWorkbook.empty();
    const s = session('league', book);
    const sheet = spreadsheet(s).insertSheet('Settings');
    sheet.getRange('A1:C2').setValues([
      ['key', 'value', 'description'],
      ['event name', 'Spring League', ''],
    ]);
    s.call('menuSetUp');
    expect(formatQuestions(s)).toHaveLength(1);
    expect(settingsKeys(s)).toEqual([
      'event name',
      'format',
      'entrants',
      'rounds',
      'tie-breaks',
      'perfect-score play-off',
      'team wins',
    ]);
    expect(value(s, 'format')).toBe('league');
    expect(value(s, 'event name')).toBe('Spring League');
  });
});

test("a format typed over another's: Set up adds the new format's keys and tabs", () => {
  const s = session('swiss');
  s.call('menuSetUp');
  spreadsheet(s).getSheetByName('Settings')!.getRange('B2').setValue('mochalunt');
  s.call('menuSetUp');
  expect(s.outcome()?.status).toBe('done');
  expect(settingsKeys(s)).toEqual(expect.arrayContaining(['entrants', ...MOCHALUNT_KEYS]));
  for (const t of MOCHALUNT_TABS) expect(visibleTabs(s)).toContain(t);
});

describe('mochalunt run set-up --format', () => {
  test('unanswered, set-up on a new workbook exits 1 and creates nothing; --format swiss sets up a Swiss', async () => {
    const file = join(tempDir(), 'open.xlsx');
    const none = await runCli('run', 'set-up', file);
    expect(none.code).toBe(1);
    expect(none.err).toContain(
      `set-up asks the format of a new workbook; nothing written. Add --format NAME, one of: ${CHOICES}.`,
    );
    expect(none.err).toContain(`${file} not created`);
    expect(existsSync(file)).toBe(false);
    const done = await runCli('run', 'set-up', file, '--format', 'swiss');
    expect(done.code).toBe(0);
    const book = await openWorkbook(file);
    const names = book.sheets.filter((t) => !t.hidden).map((t) => t.name);
    expect(names.sort()).toEqual(EXPECTED.swiss.tabs);
    // the format is in the Settings tab now: --format is not asked for, and says it went unused
    const again = await runCli('run', 'set-up', file, '--format', 'league');
    expect(again.err).toContain('--format league not used: the Settings tab names the format');
  });

  test('--format with a name that is not a format: exit 1, nothing created, the choices named', async () => {
    const file = join(tempDir(), 'typo.xlsx');
    const r = await runCli('run', 'set-up', file, '--format', 'swis');
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      `mochalunt run set-up: Set up tournament: nothing written: "swis" is not one of the choices: type one of ${CHOICES}`,
    );
    expect(existsSync(file)).toBe(false);
  });

  test('--format is an answer of set-up only', async () => {
    const r = await runCli('run', 'pair-next-round', join(tempDir(), 'x.xlsx'), '--format', 'swiss');
    expect(r.code).toBe(2);
    expect(r.err).toContain('--format answers the question of set-up on a new workbook, not of pair-next-round');
  });
});

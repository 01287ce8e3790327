// The add-on under Google's rules: one bundle installed two ways (Editor add-on: menu under Extensions,
// onInstall, onOpen in AuthMode.NONE touching nothing but the Ui; bound script: the top-level menu), onEdit
// as the captain typing (LIMITED), captains' refused edits leaving the workbook unchanged (another team's
// rows, the sent cells of M13/M7, a round tab), "organizers only", captains per team in the properties,
// protections rebuilt without ever leaving the file open, and the spreadsheet made UTC by Set up.
import { readFileSync } from 'fs';
import { join } from 'path';
import { runCli } from '../helpers/cli';
import {
  LocalWorkbook,
  PROTECTED_MESSAGE,
  openWorkbook,
  saveWorkbook,
  startAddon,
  type AddonSession,
} from '../../local/runner';
import { LocalProtection } from '../../local/gas/protection';
import { shown } from '../../local/gas/hand';
import { columnLetters } from '../../local/gas/a1';
import { captainEmail, captainLines } from '../../local/demo/season';
import { requireBuild, tempDir } from '../helpers/gas';
import { tournament, visibleValues } from '../addon/support';

async function withCaptains(teams = 4, seed = 21) {
  const t = await tournament(teams, seed);
  const out = t.desk.click('menuCaptains', { button: 'OK', text: captainLines(t.field) });
  expect(out).toMatch(new RegExp(`${teams} teams' rows protected`));
  return t;
}

/** The 1-based row of a team's Line-ups row for a round, and the 1-based column of a header. */
function lineupCell(session: AddonSession, team: string, round: number, header: string): string {
  const grid = session.inspect.SpreadsheetApp.getActiveSpreadsheet()
    .getSheetByName('Line-ups')!
    .getDataRange()
    .getValues();
  const row = grid.findIndex((r) => Number(r[0]) === round && String(r[1]) === team) + 1;
  const col = grid[0].findIndex((h) => String(h) === header) + 1;
  expect(row).toBeGreaterThan(1);
  expect(col).toBeGreaterThan(0);
  return `${String.fromCharCode(64 + col)}${row}`;
}

function everything(session: AddonSession): string {
  const book = session.workbook;
  return JSON.stringify({
    values: visibleValues(session),
    protections: book.protections,
    props: [...book.documentProperties],
  });
}

describe('one bundle, two installs', () => {
  const fresh = () => startAddon(LocalWorkbook.empty(), { bundleDir: requireBuild() });

  test('loading the bundle (its global scope) calls no service', () => {
    expect(fresh().calls()).toMatchObject({ reads: 0, writes: 0, formatting: 0, other: 0 });
  });

  test('Editor add-on, onOpen in AuthMode.NONE: the menu goes under Extensions and nothing but the Ui is touched', () => {
    const s = fresh();
    s.trigger('onOpen', 'NONE', { authMode: 'NONE' });
    expect(s.ui.menus.map((m) => m.caption)).toEqual(['Add-on']); // createAddonMenu: Extensions > the add-on's name
    expect(s.ui.menuItems().map((i) => i.functionName)).toContain('menuPairNextRound');
    const methods = Object.keys(s.calls().byMethod);
    expect(methods.every((m) => /^(SpreadsheetApp\.getUi|Ui\.createAddonMenu)$/.test(m))).toBe(true);
  });

  test('onInstall (AuthMode.FULL) builds the add-on menu at once', () => {
    const s = fresh();
    s.trigger('onInstall', 'FULL', { authMode: 'FULL' });
    expect(s.ui.menus.map((m) => m.caption)).toEqual(['Add-on']);
  });

  test('bound script, onOpen in LIMITED: the top-level MOCHALUNT menu; the add-on project (script property) gets Extensions', () => {
    const s = fresh();
    s.trigger('onOpen', 'LIMITED', { authMode: 'LIMITED' });
    expect(s.ui.menus.map((m) => m.caption)).toEqual(['MOCHALUNT']);
    s.workbook.scriptProperties.set('MOCHALUNT_INSTALL', 'addon');
    const addon = s.newExecution();
    addon.trigger('onOpen', 'LIMITED', { authMode: 'LIMITED' });
    expect(addon.ui.menus.map((m) => m.caption)).toEqual(['Add-on']);
    const full = s.newExecution();
    full.trigger('onOpen', 'FULL', { authMode: 'FULL' });
    expect(full.ui.menus.map((m) => m.caption)).toEqual(['Add-on']);
  });
});

describe("the menu shows the workbook's format where the mode allows reading it", () => {
  const MOCHALUNT_ONLY = [
    'menuPairIndividual',
    'menuIndividualRanking',
    'menuCaptains',
    'menuStartLineupLog',
    'menuSendPairings',
    'menuCreateSchedulingForm',
    'menuCreateResultsForm',
    'menuCreateLineupForm',
    'menuCreateRegistrationForm',
    'menuAddRegistrations',
  ];
  const COMMON = [
    'menuSetUp',
    'menuCheckLineups',
    'menuPairNextRound',
    'menuScoreRound',
    'menuUpdateStandings',
    'menuUndo',
    'menuExport',
  ];
  /** Swiss, league, multi-player: results reported through the form, reporters by Entrants' addresses */
  const OTHER = [...COMMON, 'menuEntrantAddresses', 'menuCreateResultsForm'];
  const withFormat = (format: string | null) => {
    const book = LocalWorkbook.empty();
    const s = startAddon(book, { bundleDir: requireBuild() });
    if (format !== null) {
      const sheet = s.inspect.SpreadsheetApp.getActiveSpreadsheet().insertSheet('Settings');
      sheet.getRange(1, 1, 2, 2).setValues([
        ['key', 'value'],
        ['format', format],
      ]);
    }
    return s;
  };
  const items = (s: AddonSession) =>
    s.ui
      .menuItems()
      .map((i) => i.functionName)
      .sort();

  test('AuthMode.NONE: the common items only, whatever the format (the file may not be read)', () => {
    const s = withFormat('mochalunt');
    s.trigger('onOpen', 'NONE', { authMode: 'NONE' });
    expect(items(s)).toEqual([...COMMON].sort());
  });

  test('LIMITED: a MOCHALUNT workbook (or a new one) shows every item; a swiss or multiplayer one its common items and the results form', () => {
    for (const [format, expected] of [
      ['mochalunt', [...COMMON, ...MOCHALUNT_ONLY]],
      [null, [...COMMON, ...MOCHALUNT_ONLY]],
      ['swiss', OTHER],
      ['multiplayer', OTHER],
      ['swis', COMMON],
    ] as const) {
      const s = withFormat(format);
      s.trigger('onOpen', 'LIMITED', { authMode: 'LIMITED' });
      expect({ format, items: items(s) }).toEqual({ format, items: [...expected].sort() });
    }
  });

  test("onInstall(e) passes its event on: the add-on menu of the file's format", () => {
    const s = withFormat('league');
    s.trigger('onInstall', 'FULL', { authMode: 'FULL' });
    expect(s.ui.menus.map((m) => m.caption)).toEqual(['Add-on']);
    expect(items(s)).toEqual([...OTHER].sort());
  });
});

describe('each authorization mode of onOpen, onInstall and onEdit', () => {
  const modes = ['NONE', 'LIMITED', 'FULL'] as const;

  test.each(modes)('onOpen and onInstall in %s never throw and call nothing but the Ui to build a menu', (mode) => {
    for (const fn of ['onOpen', 'onInstall']) {
      const s = startAddon(LocalWorkbook.empty(), { bundleDir: requireBuild() });
      expect(() => s.trigger(fn, mode, { authMode: mode })).not.toThrow();
      expect(s.ui.menus).toHaveLength(1);
      // LIMITED and FULL may read the file: its Settings tab names the format whose items the menu shows
      const reading = mode === 'NONE' ? [] : ['SpreadsheetApp.getActiveSpreadsheet', 'Spreadsheet.getSheetByName'];
      const other = Object.keys(s.calls().byMethod).filter(
        (m) =>
          !/^(SpreadsheetApp\.getUi|Ui\.create(Addon)?Menu|PropertiesService\.getScriptProperties|Properties\.getProperty)$/.test(
            m,
          ) && !reading.includes(m),
      );
      expect({ fn, mode, other }).toEqual({ fn, mode, other: [] });
      if (mode === 'NONE' || fn === 'onInstall') expect(s.ui.menus[0].caption).toBe('Add-on');
    }
  });

  test('onEdit in NONE (the add-on installed but not used in this file) returns before calling any service', () => {
    // https://developers.google.com/workspace/add-ons/concepts/editor-auth-lifecycle#authorization_modes
    const s = startAddon(LocalWorkbook.empty(), { bundleDir: requireBuild() });
    const range = s.services.SpreadsheetApp.getActiveSpreadsheet().getSheetByName('Sheet1')!.getRange('B3');
    s.resetCalls();
    expect(() => s.trigger('onEdit', 'NONE', { range, value: 'x', authMode: 'NONE' })).not.toThrow();
    expect(s.calls()).toMatchObject({ reads: 0, writes: 0, formatting: 0, other: 0, byMethod: {} });
    expect(s.consoleLog).toEqual([]);
  });

  test.each(modes)(
    'onEdit in %s: never throws; writes the check cell only where the mode gives the file',
    async (mode) => {
      const { desk, field } = await tournament(4, 25);
      const team = field.teams[0];
      const s = desk.session;
      const a1 = lineupCell(s, team.name, 1, 'line-up');
      const sheet = s.inspect.SpreadsheetApp.getActiveSpreadsheet().getSheetByName('Line-ups')!;
      sheet.getRange(a1).setValue(
        team.players
          .slice(0, 4)
          .map((p) => p.name)
          .join(', '),
      );
      const range = s.services.SpreadsheetApp.getActiveSpreadsheet().getSheetByName('Line-ups')!.getRange(a1);
      expect(() => s.trigger('onEdit', mode, { range, authMode: mode })).not.toThrow();
      const check = shown(s.workbook, 'Line-ups', lineupCell(s, team.name, 1, 'check'))[0][0];
      if (mode === 'NONE')
        expect(check).toBe(''); // no access to the file: nothing written, the error logged
      else expect(check).not.toBe('');
    },
  );
});

describe('captains type as themselves (onEdit runs as them, LIMITED)', () => {
  test('a captain types their line-up: the check cell is written, the sent time is not (organizers only)', async () => {
    const { desk, field } = await withCaptains();
    const team = field.teams[0];
    const captain = desk.person(captainEmail(team.name));
    const players = team.players
      .slice(0, 4)
      .map((p) => p.name)
      .join(', ');
    const r = captain.edit('Line-ups', lineupCell(captain, team.name, 1, 'line-up'), players);
    expect(r.refused).toBe(false);
    const get = (a1: string) => shown(captain.workbook, 'Line-ups', a1)[0][0];
    expect(get(lineupCell(captain, team.name, 1, 'check'))).not.toBe('');
    expect(get(lineupCell(captain, team.name, 1, 'sent (UTC)'))).toBe('');
    // the organizer typing the same gets the stamp (the owner may write the sent cells)
    const other = field.teams[1];
    desk.edit(
      'Line-ups',
      Number(lineupCell(captain, other.name, 1, 'line-up').slice(1)),
      3,
      other.players
        .slice(0, 4)
        .map((p) => p.name)
        .join(', '),
    );
    expect(get(lineupCell(captain, other.name, 1, 'sent (UTC)'))).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
  });

  test("refused: another team's rows, the sent and games sent cells (M13, M7), a round tab; the workbook is unchanged", async () => {
    const { desk, field } = await withCaptains();
    desk.click('menuPairNextRound');
    const [a, b] = field.teams;
    const captain = desk.person(captainEmail(a.name));
    const before = everything(captain);
    const tries: [string, string, string][] = [
      ['Line-ups', lineupCell(captain, b.name, 1, 'line-up'), 'Somebody, Else'],
      ['Line-ups', lineupCell(captain, a.name, 1, 'sent (UTC)'), '2024-01-01 00:00'],
      ['Line-ups', lineupCell(captain, a.name, 1, 'games sent (UTC)'), '2024-01-01 00:00'],
      ['Line-ups', 'A1', 'hacked header'],
      ['R1', 'A2', 'x'],
      ['Settings', 'B2', 'x'],
    ];
    for (const [tab, a1, value] of tries) {
      expect({ tab, a1, ...captain.edit(tab, a1, value) }).toEqual({
        tab,
        a1,
        refused: true,
        message: PROTECTED_MESSAGE,
      });
    }
    expect(everything(captain)).toBe(before);
  });

  test('a pasted block of rows is checked with one write of check cells, as many calls as for one row', async () => {
    const { desk, field } = await withCaptains(4, 22);
    const team = field.teams[2];
    const names = team.players
      .slice(0, 4)
      .map((p) => p.name)
      .join(', ');
    const captain = desk.person(captainEmail(team.name));
    const first = lineupCell(captain, team.name, 1, 'line-up');
    const row = Number(first.slice(1));
    captain.resetCalls();
    captain.edit('Line-ups', first, names);
    const one = captain.calls();
    captain.resetCalls();
    captain.edit('Line-ups', `C${row + 1}:C${row + 3}`, [[names], [names], [names]]);
    const three = captain.calls();
    expect(three.writes).toBe(one.writes);
    expect(three.byMethod['Range.setValues']).toBe(one.byMethod['Range.setValues']);
    const checkCol = lineupCell(captain, team.name, 1, 'check').charCodeAt(0) - 64;
    const checks = shown(
      captain.workbook,
      'Line-ups',
      `${columnLetters(checkCol)}${row + 1}:${columnLetters(checkCol)}${row + 3}`,
    ).map((r) => r[0]);
    expect(checks.every((c) => c !== '')).toBe(true);
  });

  test('a captain who clicks an organizers\' item is told "organizers only" before anything runs', async () => {
    const { desk, field } = await withCaptains();
    const captain = desk.person(captainEmail(field.teams[0].name));
    const before = everything(captain);
    const out = captain.call('menuPairNextRound') as string;
    expect(out).toBe('Pair next round: organizers only, nothing changed');
    expect(captain.ui.shown('alert').map((d) => d.title)).toEqual(['MOCHALUNT: Pair next round: organizers only']);
    expect(captain.ui.shown('prompt')).toEqual([]);
    expect(everything(captain)).toBe(before);
    expect(captain.call('captainsSubmit', 'x: y@z.org')).toBe(
      'Captains and protections: organizers only, nothing changed',
    );
  });
});

describe('Captains and protections', () => {
  test('entered in an HTML dialog with a text area; kept one property per team', async () => {
    const { desk, field } = await withCaptains();
    const dialog = desk.session.ui.shown('modal').pop()!;
    expect(dialog.text).toContain('<textarea');
    expect(dialog.text).toContain('google.script.run');
    const keys = [...desk.session.workbook.documentProperties.keys()].sort();
    // and the record of which rows are protected for which team (src/sheets/tabs/lineupBlocks.ts)
    expect(keys).toEqual([...field.teams.map((t) => `mochalunt.captains.${t.name}`), 'mochalunt.lineupBlocks'].sort());
    expect(
      JSON.parse(desk.session.workbook.documentProperties.get(`mochalunt.captains.${field.teams[1].name}`)!),
    ).toEqual([captainEmail(field.teams[1].name)]);
  });

  test('rebuilding changes protections in place: no team ever has two, the organizer running it stays an editor', async () => {
    const { desk, book, field } = await withCaptains();
    const teamRanges = () => book.protections.filter((p) => p.description.startsWith('MOCHALUNT line-ups of ')).length;
    const full = teamRanges();
    const seen: number[] = [];
    const protect = desk.session.counter;
    protect.beforeCall = (_n, method) => {
      if (method.startsWith('Protection.') || method === 'Range.protect') seen.push(teamRanges());
    };
    try {
      desk.click('menuCaptains', {
        button: 'OK',
        text: `${field.teams[0].name}: new.captain@example.org\norganizers: boss@example.org`,
      });
    } finally {
      protect.beforeCall = null;
    }
    expect(seen.length).toBeGreaterThan(0);
    expect(Math.max(...seen)).toBe(full);
    expect(teamRanges()).toBe(full);
    // the organizer running it stayed an editor of everything
    expect(book.protections.every((p) => p.editors.includes('organizer@example.com'))).toBe(true);
  });

  test('an address Google refuses is reported; the other protections are built', async () => {
    const { desk, field } = await tournament(4, 23);
    // eslint-disable-next-line @typescript-eslint/unbound-method -- kept only to be put back on the prototype after the test
    const add = LocalProtection.prototype._add;
    // e.g. an address outside the domain a Workspace admin allows: Google refuses it (addEditor and addEditors)
    LocalProtection.prototype._add = function (this: LocalProtection, emails: unknown[]) {
      if (emails.some((u) => String(u) === 'outsider@elsewhere.org'))
        throw new Error('Invalid email: outsider@elsewhere.org');
      return add.call(this, emails);
    };
    let out = '';
    try {
      out = desk.click('menuCaptains', {
        button: 'OK',
        text: `${captainLines(field)}\n${field.teams[3].name}: outsider@elsewhere.org`,
      });
    } finally {
      LocalProtection.prototype._add = add;
    }
    expect(out).toMatch(/4 teams' rows protected/);
    expect(out).toMatch(/Google refused outsider@elsewhere.org/);
    expect(desk.session.ui.shown('alert').some((d) => /outsider@elsewhere.org/.test(d.text))).toBe(true);
    expect(desk.session.workbook.protections.some((p) => p.editors.includes(captainEmail(field.teams[0].name)))).toBe(
      true,
    );
  });
});

describe("the spreadsheet's time zone", () => {
  test('Set up makes a Europe/Rome spreadsheet UTC and says so', () => {
    const book = LocalWorkbook.empty();
    book.timeZone = 'Europe/Rome';
    const s = startAddon(book, { bundleDir: requireBuild(), responder: () => ({ button: 'OK', text: '' }) });
    const out = s.call('menuSetUp') as string;
    expect(book.timeZone).toBe('Etc/UTC');
    expect(out).toMatch(/time zone was Europe\/Rome; it is now UTC/);
  });

  test('the change is part of Set up: a failure at any write leaves the zone as it was, and Undo puts it back', () => {
    const rome = () => {
      const b = LocalWorkbook.empty();
      b.timeZone = 'Europe/Rome';
      return b;
    };
    let failures = 0;
    for (let k = 1; k < 500; k++) {
      const book = rome();
      const s = startAddon(book, { bundleDir: requireBuild(), responder: () => ({ button: 'OK', text: '' }) });
      s.counter.failAfter(k);
      const out = s.call('menuSetUp') as string;
      if (!s.counter.faultFired) {
        expect(book.timeZone).toBe('Etc/UTC'); // k is past Set up's last write
        break;
      }
      failures++;
      expect({ k, zone: book.timeZone, out }).toEqual({
        k,
        zone: 'Europe/Rome',
        out: expect.stringMatching(
          /^Set up tournament could not finish: Service invoked too many times .* nothing was changed/,
        ) as unknown,
      });
    }
    expect(failures).toBeGreaterThan(10);
    const book = rome();
    // YES to the questions; Set up's question of the format answered with nothing (MOCHALUNT)
    const s = startAddon(book, {
      bundleDir: requireBuild(),
      responder: (d) => (d.kind === 'prompt' ? { button: 'OK', text: '' } : { button: 'YES', text: '' }),
    });
    s.call('menuSetUp');
    expect(book.timeZone).toBe('Etc/UTC');
    expect(s.call('menuUndo')).toMatch(/^Undone: Set up tournament/);
    expect(book.timeZone).toBe('Europe/Rome');
  });
});

describe('mochalunt edit and run --answer', () => {
  test("--answer answers the action's prompt with that text", async () => {
    const file = join(tempDir(), 'probe.xlsx');
    await saveWorkbook(LocalWorkbook.empty(), file); // only set-up creates a missing workbook
    const r = await runCli(
      'run',
      'ask-round',
      file,
      '--answer',
      '7',
      '--yes',
      '--bundle',
      join(__dirname, '../helpers/probe-bundle'),
    );
    expect(r.code).toBe(0);
    expect(r.out.trim()).toBe('scored 7');
    expect(r.err).toContain('[prompt] Score a round: Which round? [1] -> OK "7"');
  });

  test('captains through the dialog (--answer), then a captain types; a refused edit exits 1 and leaves the file byte for byte', async () => {
    const { book, field } = await tournament(4, 24);
    const file = join(tempDir(), 'cup.xlsx');
    await saveWorkbook(book, file);
    const lines = field.teams.map((t) => `${t.name}: ${captainEmail(t.name)}`).join('; ');
    const r = await runCli('run', 'captains', file, '--answer', lines);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/4 teams' rows protected/);
    const [a, b] = field.teams;
    const reopened = startAddon(await openWorkbook(file), { bundleDir: requireBuild() });
    const mine = `Line-ups!${lineupCell(reopened, a.name, 1, 'line-up')}`;
    const theirs = `Line-ups!${lineupCell(reopened, b.name, 1, 'line-up')}`;
    const sent = `Line-ups!${lineupCell(reopened, a.name, 1, 'sent (UTC)')}`;
    const bytes = readFileSync(file);
    const privateBytes = readFileSync(`${file}.private.json`);
    for (const target of [theirs, sent]) {
      const refused = await runCli('edit', file, target, '2024-01-01 00:00', '--as', captainEmail(a.name));
      expect(refused.code).toBe(1);
      expect(refused.err).toContain(PROTECTED_MESSAGE);
      expect(readFileSync(file).equals(bytes)).toBe(true);
      expect(readFileSync(`${file}.private.json`).equals(privateBytes)).toBe(true);
    }
    // a captain's click of an organizers' item: "organizers only", exit 1, nothing saved
    const click = await runCli('run', 'pair-next-round', file, '--as', captainEmail(a.name));
    expect(click.code).toBe(1);
    expect(click.err).toContain('organizers only');
    expect(readFileSync(file).equals(bytes)).toBe(true);
    const names = a.players
      .slice(0, 4)
      .map((p) => p.name)
      .join(', ');
    const ok = await runCli('edit', file, mine, names, '--as', captainEmail(a.name));
    expect(ok.code).toBe(0);
    const after = startAddon(await openWorkbook(file), { bundleDir: requireBuild() });
    const sheet = after.inspect.SpreadsheetApp.getActiveSpreadsheet().getSheetByName('Line-ups')!;
    expect(sheet.getRange(mine.split('!')[1]).getValue()).toBe(names);
    expect(sheet.getRange(lineupCell(after, a.name, 1, 'check')).getValue()).not.toBe('');
  });
});

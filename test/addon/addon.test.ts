// The add-on layer through the bundle (build/Code.js in the local harness): the menu, the document lock,
// confirmations, undo, the onEdit check cell, captains' protections, and what the shared file holds.
import { privatePath } from '../../local/gas/xlsx';
import ExcelJS from 'exceljs';
import { mkdtempSync, readFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { openWorkbook, saveWorkbook } from '../../local/runner';
import { Desk, agreeableUser } from '../../local/demo/desk';
import { captainEmail, captainLines, typeLineups, typeResults } from '../../local/demo/season';
import { createRng } from '../../src/engine/core/rng';
import { tournament, visibleValues, shown } from './support';
import { jsString } from '../../local/gas/jsString';

const HANDLERS = [
  'menuSetUp',
  'menuCheckLineups',
  'menuPairNextRound',
  'menuPairIndividual',
  'menuScoreRound',
  'menuUpdateStandings',
  'menuIndividualRanking',
  'menuUndo',
  'menuExport',
  'menuCaptains',
  'menuStartLineupLog',
  'menuCreateSchedulingForm',
  'menuCreateResultsForm',
  'menuCreateLineupForm',
  'menuSendPairings',
  'menuAddRegistrations',
  'menuCreateRegistrationForm',
];

describe('menu', () => {
  test('onOpen builds the MOCHALUNT menu; every item calls a top-level function of the bundle', async () => {
    const { desk } = await tournament(4, 1);
    desk.session.call('onOpen');
    const items = desk.session.ui.menuItems();
    expect(desk.session.ui.menus.map((m) => m.caption)).toEqual(['MOCHALUNT']);
    expect(items.map((i) => i.functionName).sort()).toEqual([...HANDLERS].sort());
    for (const h of [...HANDLERS, 'onOpen', 'onEdit']) expect(desk.session.globals()).toContain(h);
    expect(items.find((i) => i.functionName === 'menuUndo')?.caption).toMatch(/repeat/);
  });
});

describe('document lock', () => {
  test('a second execution cannot run an action while the first holds the lock: clear message, nothing written', async () => {
    const { desk } = await tournament(6, 2);
    const first = desk.session;
    expect(first.services.LockService.getDocumentLock().tryLock(1000)).toBe(true);
    const second = new Desk(first.newExecution({ responder: agreeableUser }));
    const before = visibleValues(first);
    const out = second.click('menuPairNextRound');
    expect(out).toMatch(/another MOCHALUNT action is running.*try again in a minute/i);
    expect(shown(second.session).join('\n')).toMatch(/try again in a minute/);
    expect(visibleValues(first)).toEqual(before);
    first.services.LockService.getDocumentLock().releaseLock();
    expect(second.click('menuPairNextRound')).toMatch(/^Pair round 1/);
    expect(visibleValues(first)).not.toEqual(before);
  });
});

describe('confirmation', () => {
  test('Pair next round shows the pairings with their reasons; NO writes nothing', async () => {
    const { desk } = await tournament(6, 3);
    const before = visibleValues(desk.session);
    desk.click('menuPairNextRound', { button: 'OK', text: '' }, { button: 'NO' });
    expect(desk.lastOutcome()?.status).toBe('declined');
    const ask = desk.session.ui.log.find((d) => d.kind === 'alert' && d.buttons === 'YES_NO');
    expect(ask?.text).toMatch(/v .*McMahon/);
    expect(visibleValues(desk.session)).toEqual(before);
  });

  test('a round that already has results is re-paired only after an explicit YES', async () => {
    const { desk, field } = await tournament(6, 4);
    desk.click('menuPairNextRound');
    typeLineups(desk, createRng(1), field, 1, false, false);
    desk.click('menuPairIndividual');
    typeResults(desk, createRng(2), field, 1);
    const before = visibleValues(desk.session);
    desk.session.ui.answer({ button: 'OK', text: '' }); // prompt: round (default)
    desk.click('menuPairIndividual', { button: 'NO' });
    expect(desk.lastOutcome()?.status).toBe('declined');
    expect(desk.session.ui.log.some((d) => /already has results|has results/i.test(d.text))).toBe(true);
    expect(visibleValues(desk.session)).toEqual(before);
  });
  test('Pair next round on a round that has results (typed at the prompt) overwrites only after YES', async () => {
    const { desk, field } = await tournament(6, 15);
    desk.click('menuPairNextRound');
    typeLineups(desk, createRng(1), field, 1, false, false);
    desk.click('menuPairIndividual');
    typeResults(desk, createRng(2), field, 1);
    const before = visibleValues(desk.session);
    desk.click('menuPairNextRound', { button: 'OK', text: '1' }, { button: 'NO' });
    expect(desk.lastOutcome()).toEqual({
      status: 'declined',
      round: 1,
      problems: [],
      text: 'Pair round 1: cancelled, nothing written',
    });
    const asked = desk.session.ui.log.filter((d) => d.kind === 'alert' && d.buttons === 'YES_NO');
    expect(asked[asked.length - 1].text).toMatch(/Round 1 already has results on tab R1/);
    expect(visibleValues(desk.session)).toEqual(before);
    expect(desk.click('menuPairNextRound', { button: 'OK', text: '1' }, { button: 'YES' })).toMatch(/^Pair round 1/);
    expect(visibleValues(desk.session)).not.toEqual(before);
    desk.click('menuUndo');
    expect(visibleValues(desk.session)).toEqual(before);
  });
});

describe('undo', () => {
  test('Undo restores exactly what the last action replaced, and again for the action before (a stack)', async () => {
    const { desk, field } = await tournament(8, 6);
    const s0 = visibleValues(desk.session);
    desk.click('menuPairNextRound');
    const s1 = visibleValues(desk.session);
    expect(s1).not.toEqual(s0);
    typeLineups(desk, createRng(9), field, 1, false, false);
    const s2 = visibleValues(desk.session);
    desk.click('menuPairIndividual');
    expect(visibleValues(desk.session)).not.toEqual(s2);
    expect(desk.click('menuUndo')).toMatch(/Undone: Pair individual matches, round 1/);
    expect(visibleValues(desk.session)).toEqual(s2);
    expect(desk.click('menuUndo')).toMatch(/Undone: Pair round 1/);
    // the R1 tab the pairing created is gone; the line-ups typed since stay (undo puts back only what the action replaced)
    const after = visibleValues(desk.session);
    expect(Object.keys(after)).toEqual(Object.keys(s0));
    expect(after['Line-ups']).toEqual(s2['Line-ups']);
    for (const tab of Object.keys(s0).filter((t) => t !== 'Line-ups')) expect(after[tab]).toEqual(s0[tab]);
  });

  test('Undo of a scored round puts back the results sheet and formats exactly; declining changes nothing', async () => {
    const { desk, field } = await tournament(6, 7);
    desk.click('menuPairNextRound');
    typeLineups(desk, createRng(3), field, 1, false, false);
    desk.click('menuPairIndividual');
    typeResults(desk, createRng(4), field, 1);
    const before = visibleValues(desk.session);
    const r1 = desk.session.inspect.SpreadsheetApp.getActiveSpreadsheet().getSheetByName('R1')!.getDataRange();
    const weights = r1.getFontWeights();
    const backgrounds = r1.getBackgrounds();
    desk.session.ui.answer({ button: 'OK', text: '' });
    desk.click('menuScoreRound');
    expect(visibleValues(desk.session)).not.toEqual(before);
    desk.click('menuUndo', { button: 'NO' });
    expect(desk.lastOutcome()?.status).toBe('declined');
    expect(visibleValues(desk.session)).not.toEqual(before);
    desk.click('menuUndo');
    expect(visibleValues(desk.session)).toEqual(before);
    const again = desk.session.inspect.SpreadsheetApp.getActiveSpreadsheet().getSheetByName('R1')!.getDataRange();
    expect(again.getFontWeights()).toEqual(weights);
    expect(again.getBackgrounds()).toEqual(backgrounds);
  });

  test('Undo with nothing recorded says so', async () => {
    const { desk } = await tournament(4, 8);
    desk.click('menuUndo'); // Set up (2nd)
    desk.click('menuUndo'); // Set up (1st): its tabs are deleted
    expect(visibleValues(desk.session)).toEqual({ Sheet1: [['']] });
    desk.click('menuUndo');
    expect(desk.lastOutcome()?.status).toBe('nothing to do');
  });
});

describe('onEdit', () => {
  test('M8: typing a line-up writes its check cell: OK, or the exact problem', async () => {
    const { desk, field } = await tournament(4, 9);
    desk.click('menuPairNextRound');
    const grid = desk.read('Line-ups')!;
    const lc = desk.column('Line-ups', 'line-up');
    const cc = desk.column('Line-ups', 'check');
    const team = field.teams[0];
    const row = grid.findIndex((r) => String(r[1]) === team.name && Number(r[0]) === 1) + 1;
    const good = team.players
      .slice(0, 4)
      .map((p) => p.name)
      .join(', ');
    desk.edit('Line-ups', row, lc, good);
    expect(String(desk.read('Line-ups')![row - 1][cc - 1])).toMatch(/^OK/);
    desk.edit('Line-ups', row, lc, `${good}, Zed Nobody`);
    const check = String(desk.read('Line-ups')![row - 1][cc - 1]);
    expect(check).toMatch(/Zed Nobody/);
    expect(check).not.toMatch(/^OK/);
  });

  test('onEdit never throws, whatever the event', async () => {
    const { desk } = await tournament(4, 10);
    expect(() => desk.session.call('onEdit')).not.toThrow();
    expect(() => desk.session.call('onEdit', {})).not.toThrow();
    expect(() => desk.session.call('onEdit', { range: 42 })).not.toThrow();
  });
});

describe('captains and protections', () => {
  test("each team's line-up rows are protected with its captains and the organizers as editors", async () => {
    const { desk, field } = await tournament(4, 11);
    const [a, b] = field.teams;
    const out = desk.click('menuCaptains', {
      button: 'OK',
      text: `${a.name}: cap.a@example.org\n${b.name}: cap.b@example.org, vice.b@example.org\norganizers: boss@example.org`,
    });
    expect(out).toMatch(/4 teams' rows protected on Line-ups/);
    const sheet = desk.session.inspect.SpreadsheetApp.getActiveSpreadsheet().getSheetByName('Line-ups')!;
    const prot = sheet.getProtections(desk.session.inspect.SpreadsheetApp.ProtectionType.RANGE);
    // the header row, the organizers' columns (round and team; agreed, M12; the sent times, M13, M7: two runs of
    // columns), and one per team over its rows
    expect(prot).toHaveLength(3 + 4);
    const columns = prot
      .filter((x) => /organizers' columns( 2)? \[/.test(x.getDescription()))
      .map((x) => {
        const r = x.getRange();
        return desk.read('Line-ups')![0].slice(r.getColumn() - 1, r.getColumn() + r.getNumColumns() - 1);
      });
    expect(columns).toEqual([
      ['round', 'team'],
      ['agreed', 'sent (UTC)', 'games sent (UTC)'],
    ]);
    const sent = prot.find((x) => /organizers' columns 2 \[/.test(x.getDescription()))!;
    expect(
      sent
        .getEditors()
        .map((u) => u.getEmail())
        .filter((e) => e !== 'organizer@example.com'),
    ).toEqual(['boss@example.org']);
    const header = prot.find((x) => /headers \[/.test(x.getDescription()))!;
    expect([header.getRange().getRow(), header.getRange().getLastRow()]).toEqual([1, 1]);
    expect(
      header
        .getEditors()
        .map((u) => u.getEmail())
        .filter((e) => e !== 'organizer@example.com'),
    ).toEqual(['boss@example.org']);
    const editors = (team: string) => {
      const p = prot.find((x) => x.getDescription().startsWith(`MOCHALUNT line-ups of ${team} [`))!;
      // the owner, who runs the item here, is an editor of everything (Google never removes the owner); left out
      const emails = p
        .getEditors()
        .map((u) => u.getEmail())
        .filter((e) => e !== 'organizer@example.com')
        .sort();
      const r = p.getRange();
      return {
        emails,
        rows: [r.getRow(), r.getLastRow()],
        columns: [r.getColumn(), r.getColumn() + r.getNumColumns() - 1],
      };
    };
    expect(editors(a.name).emails).toEqual(['boss@example.org', 'cap.a@example.org']);
    expect(editors(b.name).emails).toEqual(['boss@example.org', 'cap.b@example.org', 'vice.b@example.org']);
    expect(editors(field.teams[2].name).emails).toEqual(['boss@example.org']);
    // each range covers exactly the team's rows of the Line-ups tab, every column (the sent columns stay
    // organizers-only under their own protection: a cell under two protections needs both)
    const grid = desk.read('Line-ups')!;
    const rowsOf = (t: string) => grid.map((r, i) => (String(r[1]) === t ? i + 1 : 0)).filter((i) => i > 0);
    expect(editors(a.name).rows).toEqual([Math.min(...rowsOf(a.name)), Math.max(...rowsOf(a.name))]);
    expect(editors(a.name).columns).toEqual([1, sheet.getMaxColumns()]);
    // every other tab is for the organizers only, and so are the tabs actions create later
    const ss = desk.session.inspect.SpreadsheetApp.getActiveSpreadsheet();
    const sheetProtection = (tab: string) =>
      ss
        .getSheetByName(tab)!
        .getProtections(desk.session.inspect.SpreadsheetApp.ProtectionType.SHEET)
        .map((p) =>
          p
            .getEditors()
            .map((u) => u.getEmail())
            .filter((e) => e !== 'organizer@example.com'),
        );
    for (const tab of ['Settings', 'Teams', 'Players', 'Games', 'Standings', 'Individual', '_undo'])
      expect(sheetProtection(tab)).toEqual([['boss@example.org']]);
    expect(sheetProtection('Line-ups')).toEqual([]);
    desk.click('menuPairNextRound');
    expect(sheetProtection('R1')).toEqual([['boss@example.org']]);
    // rebuilding with nothing changed leaves every protection as it was (no duplicates)
    const before = JSON.stringify(desk.session.workbook.protections);
    expect(desk.click('menuCaptains', { button: 'OK', text: '' })).toMatch(
      /\(0 protections changed, \d+ already right\)/,
    );
    expect(JSON.stringify(desk.session.workbook.protections)).toBe(before);
    expect(sheet.getProtections(desk.session.inspect.SpreadsheetApp.ProtectionType.RANGE)).toHaveLength(3 + 4);
    expect(sheetProtection('R1')).toEqual([['boss@example.org']]);
  });

  test('a team that is not on the Teams tab or a bad address is refused with what to type; nothing kept', async () => {
    const { desk } = await tournament(4, 12);
    const out = desk.click('menuCaptains', { button: 'OK', text: 'Atlantis: x@example.org' });
    expect(out).toMatch(/"Atlantis" is not a team of the Teams tab/);
    const out2 = desk.click('menuCaptains', {
      button: 'OK',
      text: `${String(desk.read('Teams')![1][0])}: not-an-address`,
    });
    expect(out2).toMatch(/not an e-mail address.*name@example.org/);
    expect([...desk.session.workbook.documentProperties.keys()]).toEqual([]);
  });

  test('the saved workbook holds no e-mail address in any cell (hidden sheets included); the captains stay in the private file', async () => {
    const { desk, field } = await tournament(6, 13);
    desk.click('menuCaptains', { button: 'OK', text: captainLines(field) }); // captains then type their own rows
    desk.click('menuPairNextRound');
    typeLineups(desk, createRng(5), field, 1, true, false);
    desk.click('menuPairIndividual');
    const file = join(mkdtempSync(join(tmpdir(), 'mochalunt-')), 'season.xlsx');
    await saveWorkbook(desk.session.workbook, file);
    const reopened = new Desk((await import('../../local/runner')).startAddon(await openWorkbook(file)));
    const cells = Object.values(visibleValues(reopened.session)).flat(2).map(String);
    expect(cells.length).toBeGreaterThan(100);
    const raw = new ExcelJS.Workbook();
    await raw.xlsx.readFile(file);
    const everyCell: string[] = [];
    for (const ws of raw.worksheets)
      ws.eachRow((row) =>
        row.eachCell((c) => {
          everyCell.push(jsString(c.value));
        }),
      );
    expect(everyCell.filter((c) => /[^\s@"]+@[^\s@"]+\.[a-z]{2,}/i.test(c))).toEqual([]);
    expect(readFileSync(privatePath(file), 'utf8')).toContain(captainEmail(field.teams[0].name));
    expect(cells.filter((c) => /[^\s@]+@[^\s@]+\.[a-z]{2,}/i.test(c))).toEqual([]);
    // phone numbers: nine or more digits in a row (spaces and dashes allowed), once UTC times are left out
    expect(cells.filter((c) => /\+?\d[\d\s-]{8,}\d/.test(c.replace(/\d{4}-\d\d-\d\d( \d\d:\d\d)?/g, '')))).toEqual([]);
  });
});

describe('public view', () => {
  test('pairings, results and standings are formatted to be read at a glance: frozen headers, winners marked', async () => {
    const { desk, field } = await tournament(6, 16);
    desk.click('menuPairNextRound');
    typeLineups(desk, createRng(1), field, 1, false, false);
    desk.click('menuPairIndividual');
    typeResults(desk, createRng(2), field, 1);
    desk.click('menuScoreRound');
    desk.click('menuUpdateStandings');
    const ss = desk.session.inspect.SpreadsheetApp.getActiveSpreadsheet();
    for (const tab of ['R1', 'Standings', 'Individual', 'Line-ups', 'Teams'])
      expect(ss.getSheetByName(tab)!.getFrozenRows()).toBe(1);
    const r1 = ss.getSheetByName('R1')!.getDataRange();
    const values = r1.getValues();
    const weights = r1.getFontWeights();
    const backgrounds = r1.getBackgrounds();
    expect(weights[0].every((w) => w === 'bold')).toBe(true);
    // on a scored team-match row the winning team's cell is green
    const t1 = values[0].indexOf('team 1');
    const s1 = values[0].indexOf('score 1');
    const won = values.findIndex((r, i) => i > 0 && r[1] === '' && r[0] !== 'bye' && Number(r[s1]) > Number(r[s1 + 1]));
    expect(won).toBeGreaterThan(0);
    expect(backgrounds[won][t1]).toBe('#d9ead3');
    expect(ss.getSheetByName('Standings')!.getRange(2, 1, 1, 3).getFontWeights()[0]).toEqual(['bold', 'bold', 'bold']);
  });
});

describe('export', () => {
  test('Export JSON returns the tournament as JSON and shows it in a dialog', async () => {
    const { desk } = await tournament(4, 14);
    desk.click('menuPairNextRound');
    const out = desk.click('menuExport');
    const data = JSON.parse(out) as { teams: unknown[] };
    expect(data.teams).toHaveLength(4);
    expect(desk.session.ui.log.some((d) => d.kind === 'modal' && /Export JSON/.test(d.title))).toBe(true);
  });
});

// Through the bundle: the organizers' Needs you tab (src/sheets/needsYou/) is written with every action's plan,
// placed among the organizers' tabs, and never holds an address; an action Google stops between its first and
// last write leaves its own "stopped action" line, which Undo takes back. And MOCHALUNT's override column: a team
// pairing changed on purpose stays through Pair individual matches, its Undo and a second click; Undo of the
// pairing takes the round back.
import { startAddon, TIMEOUT_MESSAGE } from '../../local/runner';
import { Desk, agreeableUser } from '../../local/demo/desk';
import { typeAddresses } from '../../local/demo/mail';
import { typeLineups } from '../../local/demo/season';
import { afterRound1 } from './support';
import { cloneWorkbook } from './dump';

const NEEDS_YOU = 'Needs you';

const lines = (desk: Desk): string[][] => (desk.read(NEEDS_YOU) ?? []).slice(1).map((r) => r.map(String));

test('Needs you: written with each action, after the public tabs, no address; the pairings not e-mailed are listed', async () => {
  const { book, desk, field } = await afterRound1(4, 21);
  expect(lines(desk)).toEqual([['Nothing waits for the organizers.', '', '', '']]);
  const names = book.sheets.map((s) => s.name);
  expect(names.indexOf(NEEDS_YOU)).toBeGreaterThan(names.indexOf('Line-ups'));
  expect(names.indexOf(NEEDS_YOU)).toBeLessThan(names.indexOf('Settings'));
  typeAddresses(desk, field);
  desk.click('menuPairNextRound');
  const waiting = lines(desk);
  expect(waiting).toEqual([
    [
      'e-mail',
      'R2',
      expect.stringMatching(/^the team pairings of round 2 are not e-mailed to 4 teams: /),
      'Send pairings...',
    ],
  ]);
  expect(JSON.stringify(desk.read(NEEDS_YOU))).not.toMatch(/@/);
  // an organizers' tab: protected as the other tabs by Captains and protections
  const id = book.sheetByName(NEEDS_YOU)!.id;
  expect(book.protections.some((p) => p.sheetId === id && p.type === 'SHEET')).toBe(true);
});

test('Needs you: an action stopped between its first and last write leaves its line; Undo takes it back', async () => {
  const { book } = await afterRound1(4, 21);
  const base = cloneWorkbook(book);
  const desk = new Desk(startAddon(book, { responder: agreeableUser }));
  desk.click('menuPairNextRound');
  const c = desk.session.calls();
  const calls = c.reads + c.writes + c.formatting + c.other;
  let seen = false;
  for (let k = Math.floor(calls / 4); k < calls && !seen; k += 5) {
    Object.assign(book, cloneWorkbook(base));
    desk.session.counter.killAfter(k);
    expect(() => desk.click('menuPairNextRound')).toThrow(TIMEOUT_MESSAGE);
    const stopped = lines(desk).find((l) => l[0] === 'stopped action');
    if (!stopped) continue;
    seen = true;
    expect(stopped[2]).toMatch(/^Pair next round, started .* UTC, was stopped by Google before it finished/);
    expect(stopped[3]).toMatch(/^Undo last action/);
    const again = new Desk(desk.session.newExecution({ responder: agreeableUser }));
    again.click('menuUndo');
    expect(lines(again).some((l) => l[0] === 'stopped action')).toBe(false);
  }
  expect(seen).toBe(true);
});

test('M3 override: kept by Pair individual matches, by its Undo and a second click; Undo of the pairing takes it back', async () => {
  const { desk, field, rng } = await afterRound1(4, 21);
  desk.click('menuPairNextRound');
  const col = (h: string) => desk.column('R2', h);
  const r2 = () => (desk.read('R2') ?? []).map((r) => r.map(String));
  const matchRows = r2()
    .map((r, i) => ({ r, i }))
    .filter(({ r, i }) => i > 0 && r[col('board') - 1] === '' && r[0] !== '' && r[0] !== 'bye');
  expect(matchRows).toHaveLength(2);
  const [m1, m2] = matchRows;
  const t = (m: { r: string[] }, h: string) => m.r[col(h) - 1];
  // swap team 2 of the two matches, on purpose
  desk.type('R2', m1.i + 1, col('team 2'), [[t(m2, 'team 2')]]);
  desk.type('R2', m2.i + 1, col('team 2'), [[t(m1, 'team 2')]]);
  desk.type('R2', m1.i + 1, col('override'), [['jury: travel']]);
  desk.type('R2', m2.i + 1, col('override'), [['jury: travel']]);
  typeLineups(desk, rng, field, 2, false, false);
  const typed = r2();
  desk.click('menuPairIndividual');
  expect(desk.lastOutcome()?.status).toBe('done');
  const pairedTeams = (g: string[][]) =>
    g
      .filter((r, i) => i > 0 && r[col('board') - 1] === '' && r[0] !== '' && r[0] !== 'bye')
      .map((r) => [r[col('team 1') - 1], r[col('team 2') - 1], r[col('override') - 1]]);
  const wanted = [
    [t(m1, 'team 1'), t(m2, 'team 2'), 'jury: travel'],
    [t(m2, 'team 1'), t(m1, 'team 2'), 'jury: travel'],
  ];
  expect(pairedTeams(r2())).toEqual(wanted);
  const paired = r2();
  // Undo of Pair individual matches: the tab as typed before it, the override still there
  desk.click('menuUndo');
  expect(r2()).toEqual(typed);
  // the same click again gives the same sheet
  desk.click('menuPairIndividual');
  expect(r2()).toEqual(paired);
  // Undo of both pairings: round 2 is gone, with the override typed on it
  desk.click('menuUndo');
  desk.click('menuUndo');
  expect(desk.read('R2')).toBeNull();
});

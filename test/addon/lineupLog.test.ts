// The line-up log: an installable edit trigger started by an organizer logs every change to the Line-ups
// rows into an organizers-only tab, running as that organizer; M13 and M7 are then judged from the log.
import { tournament } from './support';

const ORGANIZER = 'organizer@example.com';
const CAPTAIN = 'captain@example.com';
const utcText = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

describe('line-up log (M13, M7)', () => {
  test('Check line-ups without the log warns that the sent times are not protected', async () => {
    const { desk } = await tournament(4, 21);
    desk.click('menuPairNextRound');
    expect(desk.click('menuCheckLineups')).toMatch(/sent times are not protected/);
  });

  test('M13: the log, written as the organizer, decides: a change after the deadline is flagged, a row first filled after it is late', async () => {
    const { desk, field, book } = await tournament(4, 22);
    desk.click('menuPairNextRound');
    expect(desk.click('menuStartLineupLog')).toMatch(/Line-up log started/);
    expect(desk.click('menuStartLineupLog')).toMatch(/already running/);
    expect(book.triggers.map((t) => [t.handler, t.eventType, t.creator])).toEqual([['onLineupLogEdit', 'ON_EDIT', ORGANIZER]]);
    const logTab = book.sheetByName('Line-up log')!;
    expect(book.protections.find((p) => p.sheetId === logTab.id)?.editors).toEqual([ORGANIZER]);

    const grid = desk.read('Line-ups')!;
    const lc = desk.column('Line-ups', 'line-up');
    const rowOf = (team: string) => grid.findIndex((r) => String(r[1]) === team && Number(r[0]) === 1) + 1;
    const [a, b] = field.teams;
    const names = (t: typeof a, k: number) => t.players.slice(0, 4).map((p) => p.name).slice(k).concat(t.players.slice(0, 4).map((p) => p.name).slice(0, k)).join(', ');
    const captainEdit = (row: number, value: string) => {
      const captain = desk.session.newExecution({ user: CAPTAIN });
      const edited = captain.edit('Line-ups', `${String.fromCharCode(64 + lc)}${row}`, value);
      expect(edited.refused).toBe(false);
      return edited.triggers ?? [];
    };
    // team A sends its line-up; the organizer's trigger logs it (moved 2 hours back: before the deadline)
    const ran = captainEdit(rowOf(a.name), names(a, 0));
    expect(ran.map((o) => [o.user, o.ok])).toEqual([[ORGANIZER, true]]);
    const now = Date.now();
    logTab.touch(2, 1).v = utcText(now - 2 * 3600_000);
    // the deadline is one hour ago
    const r1 = desk.session.inspect.SpreadsheetApp.getActiveSpreadsheet().getSheetByName('R1')!;
    const head = r1.getRange(1, 1, 1, r1.getLastColumn()).getValues()[0].map(String);
    const dueCol = head.indexOf('line-ups due (UTC)') + 1;
    for (let r = 2; r <= r1.getLastRow(); r++) if (r1.getRange(r, dueCol).getValue() !== '') r1.getRange(r, dueCol).setValue(utcText(now - 3600_000).slice(0, 16));
    // after the deadline: A changes its line-up, B sends its first one, and both type an early sent time
    captainEdit(rowOf(a.name), names(a, 1));
    captainEdit(rowOf(b.name), names(b, 0));
    const sc = desk.column('Line-ups', 'sent (UTC)');
    desk.type('Line-ups', rowOf(b.name), sc, [['2020-01-01 10:00']]);
    const log = desk.read('Line-up log')!;
    expect(log.slice(1).map((r) => [r[1], r[2], r[4]])).toEqual([
      [String(rowOf(a.name)), 'line-up', names(a, 0)], [String(rowOf(a.name)), 'line-up', names(a, 1)], [String(rowOf(b.name)), 'line-up', names(b, 0)],
    ]);
    desk.click('menuCheckLineups');
    const cc = desk.column('Line-ups', 'check');
    const checks = desk.read('Line-ups')!;
    expect(String(checks[rowOf(a.name) - 1][cc - 1])).toMatch(/changed at .* after the deadline .*; the version of .* applies \(M13\)/);
    expect(String(checks[rowOf(b.name) - 1][cc - 1])).toMatch(/LATE \(M13\): first sent at .* after the deadline/);

    // Pair individual matches uses what the log says at the deadline: A's version before it; B sent late
    desk.click('menuPairIndividual');
    const rows = desk.read('Line-ups')!;
    expect(String(rows[rowOf(a.name) - 1][lc - 1])).toBe(names(a, 0));
    expect(String(rows[rowOf(a.name) - 1][sc - 1])).toBe(utcText(now - 2 * 3600_000).slice(0, 16));
    expect(Date.parse(String(rows[rowOf(b.name) - 1][sc - 1]).replace(' ', 'T') + 'Z')).toBeGreaterThan(now - 3600_000);
  });
});

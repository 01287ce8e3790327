// The line-up log: an installable edit trigger started by an organizer logs every change to the Line-ups
// rows into an organizers-only tab, running as that organizer; M13 and M7 are then judged from the log.
import { join } from 'path';
import { LocalWorkbook, startAddon, type AddonSession } from '../../local/runner';
import { columnLetters, type Desk } from '../../local/demo/desk';
import { tournament } from './support';

const ORGANIZER = 'organizer@example.com';
const CAPTAIN = 'captain@example.com';
const utcText = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
/** A tiny project of the same user's other triggers (test/helpers/trigger-bundle): fills Google's limit of 20. */
const TRIGGER_BUNDLE = join(__dirname, '..', 'helpers', 'trigger-bundle');

/** The A1 address of a team's round-1 line-up cell. */
function lineupCell(desk: Desk, team: string): string {
  const grid = desk.read('Line-ups')!;
  const row = grid.findIndex((r) => String(r[1]) === team && Number(r[0]) === 1) + 1;
  return `${columnLetters(desk.column('Line-ups', 'line-up'))}${row}`;
}

/** The log's rows (row, column, new value) and its "not logged" cell (G1). */
function logged(desk: Desk): { rows: string[][]; notLogged: string } {
  const log = desk.read('Line-up log')!;
  return {
    rows: log.slice(1).map((r) => [String(r[1]), String(r[2]), String(r[4])]),
    notLogged: String(log[0][6] ?? ''),
  };
}

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
    expect(book.triggers.map((t) => [t.handler, t.eventType, t.creator])).toEqual([
      ['onLineupLogEdit_', 'ON_EDIT', ORGANIZER],
    ]);
    const logTab = book.sheetByName('Line-up log')!;
    expect(book.protections.find((p) => p.sheetId === logTab.id)?.editors).toEqual([ORGANIZER]);

    const grid = desk.read('Line-ups')!;
    const lc = desk.column('Line-ups', 'line-up');
    const rowOf = (team: string) => grid.findIndex((r) => String(r[1]) === team && Number(r[0]) === 1) + 1;
    const [a, b] = field.teams;
    const names = (t: typeof a, k: number) =>
      t.players
        .slice(0, 4)
        .map((p) => p.name)
        .slice(k)
        .concat(
          t.players
            .slice(0, 4)
            .map((p) => p.name)
            .slice(0, k),
        )
        .join(', ');
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
    for (let r = 2; r <= r1.getLastRow(); r++)
      if (r1.getRange(r, dueCol).getValue() !== '')
        r1.getRange(r, dueCol).setValue(utcText(now - 3600_000).slice(0, 16));
    // after the deadline: A changes its line-up, B sends its first one, and both type an early sent time
    captainEdit(rowOf(a.name), names(a, 1));
    captainEdit(rowOf(b.name), names(b, 0));
    const sc = desk.column('Line-ups', 'sent (UTC)');
    desk.type('Line-ups', rowOf(b.name), sc, [['2020-01-01 10:00']]);
    const log = desk.read('Line-up log')!;
    expect(log.slice(1).map((r) => [r[1], r[2], r[4]])).toEqual([
      [String(rowOf(a.name)), 'line-up', names(a, 0)],
      [String(rowOf(a.name)), 'line-up', names(a, 1)],
      [String(rowOf(b.name)), 'line-up', names(b, 0)],
    ]);
    desk.click('menuCheckLineups');
    const cc = desk.column('Line-ups', 'check');
    const checks = desk.read('Line-ups')!;
    expect(String(checks[rowOf(a.name) - 1][cc - 1])).toMatch(
      /changed at .* after the deadline .*; the version of .* applies \(M13\)/,
    );
    expect(String(checks[rowOf(b.name) - 1][cc - 1])).toMatch(/LATE \(M13\): first sent at .* after the deadline/);

    // Pair individual matches uses what the log says at the deadline: A's version before it; B sent late
    desk.click('menuPairIndividual');
    const rows = desk.read('Line-ups')!;
    expect(String(rows[rowOf(a.name) - 1][lc - 1])).toBe(names(a, 0));
    expect(String(rows[rowOf(a.name) - 1][sc - 1])).toBe(utcText(now - 2 * 3600_000).slice(0, 16));
    expect(Date.parse(String(rows[rowOf(b.name) - 1][sc - 1]).replace(' ', 'T') + 'Z')).toBeGreaterThan(now - 3600_000);
  });

  test("an organizer's second tournament starts its own log: the first one's trigger watches another spreadsheet", async () => {
    // in an add-on ScriptApp.getProjectTriggers() lists the user's triggers of every document; getUserTriggers(ss) this one's
    const first = await tournament(4, 23);
    expect(first.desk.click('menuStartLineupLog')).toMatch(/Line-up log started/);
    const second = await tournament(4, 26);
    expect(second.desk.click('menuStartLineupLog')).toMatch(/Line-up log started/);
    expect(second.book.triggers.map((t) => [t.handler, t.sourceId])).toEqual([['onLineupLogEdit_', second.book.id]]);
    expect(first.book.triggers.map((t) => [t.handler, t.sourceId])).toEqual([['onLineupLogEdit_', first.book.id]]);
    // a captain's edit in the second tournament is logged there, by its own trigger
    const team = second.field.teams[0];
    const edited = second.desk.session
      .newExecution({ user: CAPTAIN })
      .edit('Line-ups', lineupCell(second.desk, team.name), 'Ann, Bob, Cid, Dan');
    expect(edited.triggers?.map((o) => [o.handler, o.user, o.ok])).toEqual([['onLineupLogEdit_', ORGANIZER, true]]);
    expect(logged(second.desk).rows.map((r) => r[2])).toEqual(['Ann, Bob, Cid, Dan']);
  });

  test('started again once its tab was deleted: the tab is back and the old trigger replaced, never a second one', async () => {
    const { desk, book } = await tournament(4, 27);
    desk.click('menuStartLineupLog');
    const old = book.triggers.map((t) => t.uid);
    desk.session.inspect.SpreadsheetApp.getActiveSpreadsheet().deleteSheet(
      desk.session.inspect.SpreadsheetApp.getActiveSpreadsheet().getSheetByName('Line-up log')!,
    );
    expect(desk.click('menuStartLineupLog')).toMatch(/Line-up log started/);
    expect(desk.read('Line-up log')![0].slice(0, 5)).toEqual(['time (UTC)', 'row', 'column', 'old value', 'new value']);
    expect(book.triggers.map((t) => t.handler)).toEqual(['onLineupLogEdit_']);
    expect(book.triggers[0].uid).not.toBe(old[0]);
    expect(desk.click('menuStartLineupLog')).toMatch(/already running \(started by you\)/);
  });

  test("Google's limit of 20 triggers per user: Start line-up log says what to do and changes nothing", async () => {
    const { desk, book } = await tournament(4, 28);
    // the organizer's triggers in other spreadsheets (this process is the add-on's project) fill the limit
    const elsewhere = startAddon(LocalWorkbook.empty(), { bundleDir: TRIGGER_BUNDLE, user: ORGANIZER });
    try {
      while ((elsewhere.call('listTriggers') as string[]).length < 20) elsewhere.call('installEditTrigger');
      const out = desk.click('menuStartLineupLog');
      expect(out).toMatch(
        /^Start line-up log: nothing was changed\. Google allows each person 20 MOCHALUNT triggers .* then run Start line-up log again\.$/,
      );
      expect(desk.session.ui.shown('alert').map((d) => d.text)).toContain(out);
      expect(book.triggers).toEqual([]);
      expect(desk.read('Line-up log')).toBeNull();
      expect(book.documentProperties.has('mochalunt.lineupLog.startedBy')).toBe(false);
    } finally {
      elsewhere.call('deleteAllTriggers');
    }
    expect(desk.click('menuStartLineupLog')).toMatch(/Line-up log started/);
  });

  test("two captains' edits whose triggers interleave are both logged, or the one not logged is noted for the organizers", async () => {
    // trigger executions run concurrently: B types (and B's trigger runs) between two calls of A's trigger,
    // at every point of it in turn
    const { desk, field } = await tournament(4, 29);
    desk.click('menuStartLineupLog');
    const [a, b] = field.teams;
    const cellA = lineupCell(desk, a.name);
    const cellB = lineupCell(desk, b.name);
    const captainA = desk.session.newExecution({ user: 'captain.a@example.com' });
    const captainB = desk.session.newExecution({ user: 'captain.b@example.com' });
    const outcomes: string[] = [];
    for (let k = 1; k < 100; k++) {
      const [va, vb] = [`A try ${k}`, `B try ${k}`];
      let reached = false;
      const beforeTrigger = (run: AddonSession) => {
        run.counter.beforeCall = (n) => {
          if (n !== k) return;
          reached = true;
          captainB.edit('Line-ups', cellB, vb);
        };
      };
      expect(captainA.edit('Line-ups', cellA, va, { beforeTrigger }).refused).toBe(false);
      if (!reached) break;
      const { rows, notLogged } = logged(desk);
      const has = (cell: string, v: string) => rows.some((r) => r[0] === cell.replace(/^[A-Z]+/, '') && r[2] === v);
      const noted = (cell: string, v: string) =>
        notLogged.includes(`Line-ups ${cell} ("${v}") was not logged (Lock timeout`);
      expect({ k, a: has(cellA, va) || noted(cellA, va), b: has(cellB, vb) || noted(cellB, vb) }).toEqual({
        k,
        a: true,
        b: true,
      });
      outcomes.push(has(cellA, va) && has(cellB, vb) ? 'both' : 'noted');
    }
    // both logged when B's trigger ran before A took the document lock; noted when A held it
    expect(outcomes).toContain('both');
    expect(outcomes).toContain('noted');
    expect(outcomes.length).toBeGreaterThan(5);
  });

  test('a trigger that fails (an error, the lock held by an action) leaves a note on the log tab', async () => {
    const { desk, field } = await tournament(4, 32);
    desk.click('menuStartLineupLog');
    const captain = desk.session.newExecution({ user: CAPTAIN });
    const [a, b] = field.teams;
    // Google's quota error on the trigger's first write
    const failing = (run: AddonSession) => run.counter.failAfter(1);
    const r1 = captain.edit('Line-ups', lineupCell(desk, a.name), 'Ann, Bob, Cid, Dan', { beforeTrigger: failing });
    expect(r1.triggers?.map((o) => o.ok)).toEqual([true]); // it never throws: the note says it
    let note = logged(desk).notLogged;
    expect(note).toMatch(
      new RegExp(
        `^NOT LOGGED \\(newest first\\):\n\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC: Line-ups ${lineupCell(desk, a.name)} \\("Ann, Bob, Cid, Dan"\\) was not logged \\(Service invoked too many times`,
      ),
    );
    expect(note).toMatch(/Check that row; add the change below by hand if it counts \(M13\)\./);
    // an organizer's action holds the document lock while a captain types
    const action = desk.session.newExecution();
    expect(action.services.LockService.getDocumentLock().tryLock(1000)).toBe(true);
    captain.edit('Line-ups', lineupCell(desk, b.name), 'Eve, Fay, Gus, Hal');
    note = logged(desk).notLogged;
    expect(note.split('\n').slice(1, 3)).toEqual([
      expect.stringContaining(
        `Line-ups ${lineupCell(desk, b.name)} ("Eve, Fay, Gus, Hal") was not logged (Lock timeout: another process was holding the lock for too long.)`,
      ),
      expect.stringContaining(`Line-ups ${lineupCell(desk, a.name)} ("Ann, Bob, Cid, Dan") was not logged`),
    ]);
    expect(logged(desk).rows).toEqual([]);
  });
});

// Google's per-user quotas on trigger executions and e-mail, in the local service (local/gas/quotas.ts), from
// https://developers.google.com/apps-script/guides/services/quotas: "Script runtime: 6 min / execution" (the
// execution is killed: "Exceeded maximum execution time", no catch of the script continues), "Triggers total
// runtime: 90 min / day" for consumer accounts and "6 hr / day" for Workspace (the trigger no longer runs), and
// "Email recipients per day: 100 / 1,500", per user ("Quotas are per user"), whichever workbook sends.
import { join } from 'path';
import { LocalWorkbook, startAddon, TIMEOUT_MESSAGE, type AddonSession } from '../../local/runner';
import { fireEditTriggers } from '../../local/gas/triggers';
import {
  configureAccount,
  DAY_MS,
  EXECUTION_LIMIT_MS,
  resetQuotas,
  TRIGGER_RUNTIME_MS,
  TRIGGER_TIME_MESSAGE,
  triggerCharges,
  type AccountKind,
} from '../../local/gas/quotas';
import { DAILY_QUOTA_ERROR, forgetSentMail } from '../../local/gas/mail';

const BUNDLE = join(__dirname, '..', 'helpers', 'quota-bundle');
const ORGANIZER = 'organizer@example.com';
const CAPTAIN = 'captain.ita@example.com';

/** A new workbook whose organizer installed the edit trigger (readMany). */
function organizerBook(): { book: LocalWorkbook; organizer: AddonSession } {
  const book = LocalWorkbook.empty();
  const organizer = startAddon(book, { bundleDir: BUNDLE, user: ORGANIZER });
  organizer.call('installEditTrigger');
  return { book, organizer };
}

/** A captain types `reads` into A1 at virtual time `at`: the organizer's trigger reads A1 that many times. */
const edit = (organizer: AddonSession, reads: number, at: number) =>
  fireEditTriggers(organizer, { sheet: 'Sheet1', a1: 'A1', value: String(reads), editor: CAPTAIN }, { at })[0];

const b1 = (book: LocalWorkbook) => String(book.sheetByName('Sheet1')!.cell(1, 2)?.v ?? '');

beforeEach(() => {
  resetQuotas();
  forgetSentMail();
});

describe('a trigger execution is killed at 6 minutes of modelled time', () => {
  test("past 6 minutes every call throws, the catches of the script continue nothing, and it ends with Google's error", () => {
    const { book, organizer } = organizerBook();
    // 1,000 reads: well under 6 minutes (a read is a round trip of the latency model): it ends normally
    const short = edit(organizer, 1000, Date.UTC(2026, 0, 5, 9));
    expect(short).toMatchObject({ ok: true, result: 'finished: 0 errors caught' });
    expect(b1(book)).toBe('done after 0 errors');
    book.sheetByName('Sheet1')!.touch(1, 2).v = '';
    // 5,000 reads would take more than 6 minutes: killed at 6 minutes, whatever the script catches
    const long = edit(organizer, 5000, Date.UTC(2026, 0, 5, 10));
    expect([long.ok, long.error]).toEqual([false, `Exception: ${TIMEOUT_MESSAGE}`]);
    expect(long).toMatchObject({ ran: true, ms: EXECUTION_LIMIT_MS });
    expect(short.ms).toBeLessThan(EXECUTION_LIMIT_MS);
    // nothing after the kill was done: B1 was not written, though the script caught every error and went on
    expect(b1(book)).toBe('');
    // the next execution runs normally
    expect(edit(organizer, 10, Date.UTC(2026, 0, 5, 11))).toMatchObject({ ran: true, ok: true });
  });
});

describe("a user's triggers stop for the day once their trigger runtime reaches the cap", () => {
  const cases: [AccountKind, number][] = [
    ['consumer', TRIGGER_RUNTIME_MS.consumer],
    ['workspace', TRIGGER_RUNTIME_MS.workspace],
  ];
  test.each(cases)('%s account: %d ms a day, then the trigger does not run until 24 hours later', (kind, cap) => {
    expect(cap).toBe(kind === 'consumer' ? 90 * 60_000 : 6 * 3600_000);
    if (kind === 'workspace') configureAccount({ kind }, ORGANIZER);
    const { book, organizer } = organizerBook();
    const start = Date.UTC(2026, 0, 5, 8);
    // each edit a few minutes of modelled reads, one a minute apart (the same day), until one does not run
    const outcomes = [];
    for (let k = 0; k < 200; k++) {
      book.sheetByName('Sheet1')!.touch(1, 2).v = '';
      const o = edit(organizer, 3000, start + k * 60_000);
      outcomes.push(o);
      if (!o.ok) break;
    }
    const refused = outcomes.pop()!;
    expect([refused.ok, refused.error]).toEqual([false, TRIGGER_TIME_MESSAGE]);
    expect(refused).toMatchObject({ ran: false, ms: 0 });
    // every earlier one ran; together they spent the cap, the last one started under it
    const spent = outcomes.map((o) => o.ms);
    expect(outcomes.every((o) => o.ran && o.ok)).toBe(true);
    expect(spent.reduce((n, x) => n + x, 0)).toBeGreaterThanOrEqual(cap);
    expect(spent.slice(0, -1).reduce((n, x) => n + x, 0)).toBeLessThan(cap);
    expect(b1(book)).toBe('');
    // recorded as not run
    expect(triggerCharges(ORGANIZER).at(-1)).toMatchObject({ ran: false, ms: 0, handler: 'readMany' });
    // the quota is the user's: another workbook of the same organizer does not run either
    const other = organizerBook();
    expect(edit(other.organizer, 10, start + outcomes.length * 60_000 + 1)).toMatchObject({ ran: false });
    // 24 hours after the first runs, the quota is back
    expect(edit(organizer, 10, start + DAY_MS + 1)).toMatchObject({ ran: true, ok: true });
  });
});

describe("MailApp's daily recipients are the sending user's, across workbooks", () => {
  const addresses = (n: number, tag: string) => Array.from({ length: n }, (_, k) => `p${k}.${tag}@example.org`);

  test('consumer: 60 e-mails from one workbook leave 40 to the same organizer in another; another user has their own 100', () => {
    const a = startAddon(LocalWorkbook.empty(), { bundleDir: BUNDLE, user: ORGANIZER });
    expect(a.call('sendEach', addresses(60, 'a'))).toBe(60);
    const b = startAddon(LocalWorkbook.empty(), { bundleDir: BUNDLE, user: ORGANIZER });
    expect(b.call('remaining')).toBe(40);
    expect(() => b.call('sendEach', addresses(41, 'b'))).toThrow(DAILY_QUOTA_ERROR);
    expect(b.call('remaining')).toBe(0);
    const captain = startAddon(LocalWorkbook.empty(), { bundleDir: BUNDLE, user: CAPTAIN });
    expect(captain.call('remaining')).toBe(100);
  });

  test('workspace (the harness says the account kind): 1,500 a day, across workbooks too', () => {
    const a = startAddon(LocalWorkbook.empty(), { bundleDir: BUNDLE, user: ORGANIZER, mailAccount: 'workspace' });
    expect(a.call('sendEach', addresses(1000, 'a'))).toBe(1000);
    const b = startAddon(LocalWorkbook.empty(), { bundleDir: BUNDLE, user: ORGANIZER });
    expect(b.call('remaining')).toBe(500);
  });
});

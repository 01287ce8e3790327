// The local MailApp (local/gas/mail.ts) against Google's reference
// (https://developers.google.com/apps-script/reference/mail/mail-app): the four sendEmail overloads, the
// quotas in recipients (https://developers.google.com/apps-script/guides/services/quotas: 100 a day for a
// consumer account, 1,500 for Google Workspace, 50 per message for both), Google's refusals, and the .eml files
// of the outbox.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { LocalWorkbook, startAddon } from '../../local/runner';
import { DEFAULT_MAIL_QUOTA, configureMail, forgetSentMail, rfc5322Date, sentMail } from '../../local/gas/mail';
import { cli } from '../../local/cli/main';
import { resetQuotas } from '../../local/gas/quotas';
import { requireBundle } from '../addon/support';

function mailApp(book = LocalWorkbook.empty()) {
  requireBundle();
  return { book, mail: startAddon(book).services.MailApp };
}

// the quota is the sending user's across workbooks (local/gas/mail.ts): each test starts a day of its own
beforeEach(() => {
  forgetSentMail();
  resetQuotas();
});

describe('local MailApp', () => {
  test('the four sendEmail overloads', () => {
    const { book, mail } = mailApp();
    mail.sendEmail({
      to: 'a@example.org, b@example.org',
      cc: 'c@example.org',
      subject: 'Round 1',
      body: 'one',
      name: 'Org',
      replyTo: 'r@example.org',
    });
    mail.sendEmail('d@example.org', 'two', 'body two');
    mail.sendEmail('e@example.org', 'three', 'body three', { bcc: 'f@example.org', name: 'N' });
    mail.sendEmail('g@example.org', 'reply@example.org', 'four', 'body four');
    const s = sentMail(book);
    expect(s.map((m) => [m.to, m.cc, m.bcc, m.subject, m.replyTo])).toEqual([
      [['a@example.org', 'b@example.org'], ['c@example.org'], [], 'Round 1', 'r@example.org'],
      [['d@example.org'], [], [], 'two', ''],
      [['e@example.org'], [], ['f@example.org'], 'three', ''],
      [['g@example.org'], [], [], 'four', 'reply@example.org'],
    ]);
    // quota counts recipients (To, Cc, Bcc): 3 + 1 + 2 + 1
    expect(mail.getRemainingDailyQuota()).toBe(DEFAULT_MAIL_QUOTA - 7);
  });

  test("Google's refusals: bad address, no recipient, more recipients than the quota left; nothing is sent", () => {
    const { book, mail } = mailApp();
    expect(() => mail.sendEmail('not-an-address', 's', 'b')).toThrow('Invalid email: not-an-address');
    expect(() => mail.sendEmail({ to: '', subject: 's', body: 'b' })).toThrow('Failed to send email: no recipient');
    configureMail(book, { quota: 2 });
    expect(() => mail.sendEmail('a@example.org,b@example.org,c@example.org', 's', 'b')).toThrow(
      'Service invoked too many times for one day: email.',
    );
    expect(sentMail(book)).toHaveLength(0);
    expect(mail.getRemainingDailyQuota()).toBe(2);
  });

  test('a consumer account by default: 100 recipients a day; Google Workspace 1,500 (runner option mailAccount); 50 recipients per message for both', () => {
    requireBundle();
    const book = LocalWorkbook.empty();
    const mail = startAddon(book).services.MailApp;
    expect(DEFAULT_MAIL_QUOTA).toBe(100);
    expect(mail.getRemainingDailyQuota()).toBe(100);
    const list = (n: number, p: string) => Array.from({ length: n }, (_, i) => `${p}${i}@example.org`).join(',');
    // 51 recipients in one message, counted over To, Cc and Bcc: refused whatever the quota left
    expect(() =>
      mail.sendEmail({ to: list(40, 'a'), cc: list(10, 'c'), bcc: 'b@example.org', subject: 's', body: 'b' }),
    ).toThrow('Limit Exceeded: Email Recipients Per Message.');
    mail.sendEmail({ to: list(40, 'a'), cc: list(10, 'c'), subject: 's', body: 'b' });
    mail.sendEmail({ to: list(50, 'd'), subject: 's', body: 'b' });
    expect(mail.getRemainingDailyQuota()).toBe(0);
    expect(() => mail.sendEmail('e@example.org', 's', 'b')).toThrow(
      'Service invoked too many times for one day: email.',
    );
    const work = LocalWorkbook.empty();
    // another organizer's (the quota is the user's across workbooks: test/google/triggerQuota.test.ts)
    const workspace = startAddon(work, { mailAccount: 'workspace', user: 'director@example.org' }).services.MailApp;
    expect(workspace.getRemainingDailyQuota()).toBe(1500);
    expect(() => workspace.sendEmail({ to: list(51, 'w'), subject: 's', body: 'b' })).toThrow(
      'Limit Exceeded: Email Recipients Per Message.',
    );
    // --mail-quota N overrides the account's figure
    configureMail(work, { quota: 7 });
    expect(workspace.getRemainingDailyQuota()).toBe(7);
  });

  test('the quota counts the 24 hours before the clock (a rolling window); a Reply-To must be one valid address', () => {
    const { book, mail } = mailApp();
    let now = Date.parse('2024-05-01T12:00:00Z');
    configureMail(book, { clock: () => new Date(now) });
    mail.sendEmail({
      to: Array.from({ length: 50 }, (_, i) => `a${i}@example.org`).join(','),
      subject: 's',
      body: 'b',
    });
    now += 23 * 3600000;
    mail.sendEmail({
      to: Array.from({ length: 40 }, (_, i) => `b${i}@example.org`).join(','),
      subject: 's',
      body: 'b',
    });
    expect(mail.getRemainingDailyQuota()).toBe(10);
    // 24 hours after the first e-mail its 50 are free again, the 40 sent an hour ago are not
    now += 3600000;
    expect(mail.getRemainingDailyQuota()).toBe(60);
    expect(sentMail(book)[1].date.toISOString()).toBe('2024-05-02T11:00:00.000Z');
    expect(() =>
      mail.sendEmail({ to: 'c@example.org', replyTo: 'a@example.org, b@example.org', subject: 's', body: 'b' }),
    ).toThrow('Invalid email: a@example.org, b@example.org');
    expect(() => mail.sendEmail('c@example.org', 'nobody', 's', 'b')).toThrow('Invalid email: nobody');
    expect(sentMail(book)).toHaveLength(2);
  });

  test('mochalunt run --mail-account takes consumer or workspace', async () => {
    let err = '';
    expect(
      await cli(['run', 'export', 'x.xlsx', '--mail-account', 'gmail'], {
        out: () => undefined,
        err: (t) => {
          err += t;
        },
      }),
    ).toBe(2);
    expect(err).toMatch(
      /^mochalunt run: --mail-account takes consumer \(a gmail\.com account: 100 recipients a day\) or workspace \(Google Workspace: 1,500 a day\), not "gmail"/,
    );
    expect(err).toMatch(/--mail-account consumer\|workspace/);
  });

  test('the outbox: one .eml per e-mail in round-N (from the subject), RFC 5322 headers, CRLF, UTF-8', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mochalunt-outbox-'));
    const { book, mail } = mailApp();
    configureMail(book, { outbox: dir });
    mail.sendEmail({
      to: 'a@example.org',
      subject: "Cup round 3: Côte d'Ivoire v Italy",
      body: 'Ciao,\nà bientôt',
      name: 'MOCHALUNT',
    });
    mail.sendEmail('b@example.org', 'No round here', 'x');
    const files = readdirSync(join(dir, 'round-3'));
    expect(files).toEqual(['001-cote-d-ivoire-v-italy.eml']);
    expect(readdirSync(join(dir, 'other'))).toHaveLength(1);
    const eml = readFileSync(join(dir, 'round-3', files[0]), 'utf8');
    const [head, body] = eml.split('\r\n\r\n');
    const h = Object.fromEntries(
      head.split('\r\n').map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 2)]),
    );
    expect(h.From).toBe('"MOCHALUNT" <organizer@example.com>');
    expect(h.To).toBe('a@example.org');
    expect(Buffer.from(/^=\?UTF-8\?B\?(.+)\?=$/.exec(h.Subject)![1], 'base64').toString('utf8')).toBe(
      "Cup round 3: Côte d'Ivoire v Italy",
    );
    expect(h.Date).toBe(rfc5322Date(sentMail(book)[0].date));
    expect(h['Content-Type']).toBe('text/plain; charset=UTF-8');
    expect(h['MIME-Version']).toBe('1.0');
    expect(body).toBe('Ciao,\r\nà bientôt\r\n');
  });

  test('the outbox after a file is deleted: no e-mail written over another, and the quota counts the files there', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mochalunt-outbox-'));
    const book = LocalWorkbook.empty();
    configureMail(book, { outbox: dir, quota: 100 });
    const mail = () => mailApp(book).mail;
    mail().sendEmail('a@example.org, b@example.org', 'Cup round 1: one', 'x');
    mail().sendEmail('c@example.org', 'Cup round 1: two', 'x');
    mail().sendEmail('d@example.org', 'Cup round 1: three', 'x');
    expect(mail().getRemainingDailyQuota()).toBe(96);
    const round1 = join(dir, 'round-1');
    rmSync(join(round1, '001-one.eml'));
    expect(mail().getRemainingDailyQuota()).toBe(98);
    // numbered after the highest number there (a count would give 003 and write over "three")
    mail().sendEmail('e@example.org, f@example.org, g@example.org', 'Cup round 1: three', 'x');
    expect(readdirSync(round1).sort()).toEqual(['002-two.eml', '003-three.eml', '004-three.eml']);
    expect(readFileSync(join(round1, '003-three.eml'), 'utf8')).toMatch(/^To: d@example\.org\r$/m);
    expect(mail().getRemainingDailyQuota()).toBe(95);
    // the last file deleted, its name comes again: read afresh, not as the deleted file was
    rmSync(join(round1, '004-three.eml'));
    expect(mail().getRemainingDailyQuota()).toBe(98);
    mail().sendEmail('h@example.org', 'Cup round 1: three', 'x');
    expect(readdirSync(round1).sort()).toEqual(['002-two.eml', '003-three.eml', '004-three.eml']);
    expect(mail().getRemainingDailyQuota()).toBe(97);
  });

  test('RFC 5322 dates in UTC', () => {
    expect(rfc5322Date(new Date('2024-02-10T14:05:09Z'))).toBe('Sat, 10 Feb 2024 14:05:09 +0000');
  });
});

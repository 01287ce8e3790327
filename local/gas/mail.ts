// MailApp, locally (https://developers.google.com/apps-script/reference/mail/mail-app): sendEmail in its four
// overloads and getRemainingDailyQuota. Nothing leaves the machine: each e-mail becomes one RFC 5322 message
// file (.eml: From, To, Cc, Bcc, Reply-To, Subject, Date, Message-ID, MIME-Version, Content-Type) in the
// workbook's outbox, `<workbook>.outbox/round-N/` (N from "round N" in the subject; `other/` without one),
// numbered in the order sent, and in memory (`sentMail`) for tests.
// Quotas and limits (https://developers.google.com/apps-script/guides/services/quotas), counted in recipients
// (To, Cc and Bcc; Reply-To is no recipient):
// - per day: 100 for a consumer account (gmail.com), the default; 1,500 for Google Workspace (`account`, or the
//   sender's account kind in quotas.ts), or any figure (`quota`). Google says "Quotas are per user and reset
//   24 hours after the first request": the recipients are those of every e-mail the SENDING USER sent from any
//   workbook of this process (the same organizer's second tournament spends the same quota), counted over the
//   24 hours before the clock (a rolling window, the stricter reading: what was sent in the last 24 hours is
//   never available again early). The e-mails of the outboxes of those workbooks (their From) in that window
//   count too, so runs of the command line add up.
// - per message: 50 for both kinds of account ("Email recipients per message" in the page's limits).
// The clock is the execution's, or the one the harness gives (`clock`: the demo dates its e-mails on the
// season's calendar, so a season of rounds 30 days apart meets the daily quota as it would on Google).
// Google's refusals: more recipients than left "Service invoked too many times for one day: email.", more than
// 50 in one message "Limit Exceeded: Email Recipients Per Message." (its text as Google's users report it),
// a bad address (also a Reply-To, which must be one address: the stricter reading of "an email address")
// "Invalid email: x", none at all "Failed to send email: no recipient".
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'fs';
import { join } from 'path';
import type { Execution, Facade, GoogleOnly, Surface } from './execution';
import { countCalls } from './execution';
import { gasError } from './values';
import type { LocalWorkbook } from './workbook';
import { jsString } from './jsString';
import { accountOf, DAILY_RECIPIENTS, DAY_MS, type AccountKind } from './quotas';

/** The two kinds of Google account, with their daily recipients (the quotas page: quotas.ts). */
export type MailAccount = AccountKind;
/** Google's consumer-account limit (gmail.com): 100 recipients a day, the default. */
export const DEFAULT_MAIL_QUOTA = DAILY_RECIPIENTS.consumer;
/** Recipients (To, Cc, Bcc) of one message, for both kinds of account. */
export const RECIPIENTS_PER_MESSAGE = 50;
export const PER_MESSAGE_ERROR = 'Limit Exceeded: Email Recipients Per Message.';
export const DAILY_QUOTA_ERROR = 'Service invoked too many times for one day: email.';
const EMAIL = /^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/;

export interface MailSettings {
  /** the folder of the outbox (`<workbook>.outbox`); unset: e-mails are kept in memory only */
  outbox?: string;
  /** the kind of account: its daily recipients (default consumer, 100) */
  account?: MailAccount;
  /** recipients a day, overriding the account's figure */
  quota?: number;
  /** the mail service's clock (default the execution's) */
  clock?: () => Date;
}

/** One e-mail as sent. */
export interface SentMail {
  readonly from: string;
  readonly name: string;
  readonly to: string[];
  readonly cc: string[];
  readonly bcc: string[];
  readonly replyTo: string;
  readonly subject: string;
  readonly body: string;
  readonly date: Date;
  /** the .eml file written, when the workbook has an outbox */
  readonly file: string | null;
}

interface MailState {
  settings: MailSettings;
  sent: SentMail[];
}

const states = new WeakMap<LocalWorkbook, MailState>();
/** The mail of every workbook of this process: a user's quota counts what they sent from any of them. */
const everyBook = new Set<MailState>();

function state(book: LocalWorkbook): MailState {
  let s = states.get(book);
  if (!s) {
    s = { settings: {}, sent: [] };
    states.set(book, s);
  }
  everyBook.add(s);
  return s;
}

/**
 * Forgets, in their senders' quota, the e-mails of the workbooks not used since (a benchmark measures its seasons
 * apart, a test file its tests, as if each had its own organizer); a workbook used again counts again. Their
 * outboxes and `sentMail` stay.
 */
export function forgetSentMail(): void {
  everyBook.clear();
}

/** Sets where a workbook's e-mails go and its daily quota (the harness does it from the workbook's path). */
export function configureMail(book: LocalWorkbook, settings: MailSettings): void {
  const s = state(book);
  // an outbox given to a workbook is read afresh (the demo clears its outbox before a season)
  if (settings.outbox !== undefined && settings.outbox !== s.settings.outbox)
    for (const path of [...outboxRead.keys()]) if (path.startsWith(join(settings.outbox, '/'))) outboxRead.delete(path);
  s.settings = { ...s.settings, ...settings };
}

/** The e-mails sent on a workbook in this process, in order. */
export function sentMail(book: LocalWorkbook): readonly SentMail[] {
  return state(book).sent;
}

/** `<workbook.xlsx>.outbox` */
export const outboxPath = (xlsxPath: string): string => `${xlsxPath}.outbox`;

const list = (v: unknown): string[] =>
  v === undefined || v === null
    ? []
    : jsString(v)
        .split(',')
        .map((a) => a.trim())
        .filter((a) => a !== '');

/** RFC 5322 date: "Sun, 22 Nov 2026 19:00:00 +0000". */
export function rfc5322Date(d: Date): string {
  const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const p = (n: number) => String(n).padStart(2, '0');
  return `${days[d.getUTCDay()]}, ${p(d.getUTCDate())} ${months[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())} +0000`;
}

/** A header value: plain ASCII as it is, anything else as an RFC 2047 encoded word. */
function headerText(s: string): string {
  return /^[\x20-\x7e]*$/.test(s) ? s : `=?UTF-8?B?${Buffer.from(s, 'utf8').toString('base64')}?=`;
}

/** The .eml text of an e-mail (CRLF line ends, 8-bit UTF-8 body). */
export function emlText(m: SentMail, messageId: string): string {
  const h = [
    `From: ${m.name ? `"${headerText(m.name).replace(/"/g, '')}" ` : ''}<${m.from}>`,
    `To: ${m.to.join(', ')}`,
    ...(m.cc.length ? [`Cc: ${m.cc.join(', ')}`] : []),
    ...(m.bcc.length ? [`Bcc: ${m.bcc.join(', ')}`] : []),
    ...(m.replyTo ? [`Reply-To: ${m.replyTo}`] : []),
    `Subject: ${headerText(m.subject)}`,
    `Date: ${rfc5322Date(m.date)}`,
    `Message-ID: <${messageId}@mochalunt.local>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: 8bit',
  ];
  return `${h.join('\r\n')}\r\n\r\n${m.body.replace(/\r?\n/g, '\r\n')}\r\n`;
}

/** An .eml file of the outbox as read: its sender, its date and its recipients. */
interface OutboxEntry {
  readonly from: string;
  readonly date: number;
  readonly recipients: number;
}

/**
 * The outbox's files as read in this process, by path. An e-mail is a new file, numbered after the highest number
 * in its folder, never changed; the process writing it forgets what it read under that name (the name of a
 * deleted last file comes again), and another process only adds files (the command line's lock serializes them).
 * So a file is read once; a file deleted is no longer listed.
 */
const outboxRead = new Map<string, OutboxEntry>();

function outboxEntry(path: string): OutboxEntry {
  const known = outboxRead.get(path);
  if (known) return known;
  const head = readFileSync(path, 'utf8').split(/\r?\n\r?\n/)[0];
  const date = /^Date: (.+)$/m.exec(head);
  let recipients = 0;
  for (const k of ['To', 'Cc', 'Bcc']) {
    const v = new RegExp(`^${k}: (.+)$`, 'm').exec(head);
    if (v) recipients += list(v[1]).length;
  }
  const from = /^From: (?:.*<([^>]*)>|(\S+))\s*$/m.exec(head);
  const entry = {
    from: (from?.[1] ?? from?.[2] ?? '').toLowerCase(),
    date: date ? Date.parse(date[1]) : NaN,
    recipients,
  };
  outboxRead.set(path, entry);
  return entry;
}

/** Recipients of the outbox's e-mails from `from` dated after `since` (To, Cc, Bcc headers). */
function outboxRecipientsSince(outbox: string, from: string, since: number): number {
  if (!existsSync(outbox)) return 0;
  let n = 0;
  for (const dir of readdirSync(outbox, { withFileTypes: true })) {
    if (!dir.isDirectory()) continue;
    for (const f of readdirSync(join(outbox, dir.name))) {
      if (!f.endsWith('.eml')) continue;
      const e = outboxEntry(join(outbox, dir.name, f));
      if (!(e.date > since) || e.from !== from) continue;
      n += e.recipients;
    }
  }
  return n;
}

export class LocalMailApp implements Facade<GoogleAppsScript.Mail.MailApp, 'getRemainingDailyQuota'> {
  constructor(readonly x: Execution) {}

  private _now(): Date {
    return state(this.x.book).settings.clock?.() ?? this.x.now();
  }

  /** Recipients the sending user sent in the 24 hours before the clock, from every workbook of the process. */
  private _used(): number {
    state(this.x.book);
    const since = this._now().getTime() - DAY_MS;
    const user = this.x.user.toLowerCase();
    let n = 0;
    const outboxes = new Set<string>();
    for (const s of everyBook) {
      for (const m of s.sent)
        if (m.file === null && m.from.toLowerCase() === user && m.date.getTime() > since)
          n += m.to.length + m.cc.length + m.bcc.length;
      if (s.settings.outbox) outboxes.add(s.settings.outbox);
    }
    for (const outbox of outboxes) n += outboxRecipientsSince(outbox, user, since);
    return n;
  }

  /** Recipients left for the 24 hours (never below 0). */
  getRemainingDailyQuota(): number {
    return this._remaining();
  }

  private _remaining(): number {
    const { quota, account } = state(this.x.book).settings;
    return Math.max(0, (quota ?? DAILY_RECIPIENTS[account ?? accountOf(this.x.user)]) - this._used());
  }

  /**
   * sendEmail(message) | (recipient, subject, body) | (recipient, subject, body, options) |
   * (to, replyTo, subject, body): options to, cc, bcc (comma-separated), subject, body, name, replyTo.
   */
  sendEmail(...args: unknown[]): void {
    let o: Record<string, unknown>;
    if (args.length === 1 && typeof args[0] === 'object' && args[0] !== null) o = args[0] as Record<string, unknown>;
    else if (args.length === 3) o = { to: args[0], subject: args[1], body: args[2] };
    else if (args.length === 4 && typeof args[3] === 'object' && args[3] !== null)
      o = { ...(args[3] as Record<string, unknown>), to: args[0], subject: args[1], body: args[2] };
    else if (args.length === 4) o = { to: args[0], replyTo: args[1], subject: args[2], body: args[3] };
    else throw gasError(this.x.realm, 'The parameters do not match the method signature for MailApp.sendEmail.');
    const to = list(o.to);
    const cc = list(o.cc);
    const bcc = list(o.bcc);
    const all = [...to, ...cc, ...bcc];
    if (all.length === 0) throw gasError(this.x.realm, 'Failed to send email: no recipient');
    const replyTo = o.replyTo === undefined || o.replyTo === null ? '' : jsString(o.replyTo).trim();
    const bad = [...all, ...(replyTo ? [replyTo] : [])].find((a) => !EMAIL.test(a));
    if (bad !== undefined) throw gasError(this.x.realm, `Invalid email: ${bad}`);
    if (all.length > RECIPIENTS_PER_MESSAGE) throw gasError(this.x.realm, PER_MESSAGE_ERROR);
    if (all.length > this._remaining()) throw gasError(this.x.realm, DAILY_QUOTA_ERROR);
    const s = state(this.x.book);
    const date = this._now();
    const subject = jsString(o.subject ?? '');
    let file: string | null = null;
    const mail: SentMail = {
      from: this.x.user,
      name: jsString(o.name ?? ''),
      to,
      cc,
      bcc,
      replyTo,
      subject,
      body: jsString(o.body ?? ''),
      date,
      file,
    };
    if (s.settings.outbox) {
      const round = /\bround (\d+)\b/i.exec(subject);
      const dir = join(s.settings.outbox, round ? `round-${round[1]}` : 'other');
      mkdirSync(dir, { recursive: true });
      // numbered after the highest number there: no e-mail is written over another
      const seq =
        readdirSync(dir)
          .filter((f) => f.endsWith('.eml'))
          .reduce((n, f) => Math.max(n, parseInt(f, 10) || 0), 0) + 1;
      const slug =
        subject
          .toLowerCase()
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .replace(/^[^:]*:\s*/, '')
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '')
          .slice(0, 60) || 'mail';
      file = join(dir, `${String(seq).padStart(3, '0')}-${slug}.eml`);
      writeFileSync(file, emlText(mail, `${date.getTime()}.${seq}.${this.x.id}`));
      // the last file's name comes again once that file is deleted: what was read under it is forgotten
      outboxRead.delete(file);
    }
    s.sent.push({ ...mail, file });
  }
}
export type MailAppSurface = Surface<GoogleOnly<LocalMailApp, GoogleAppsScript.Mail.MailApp>>; // only Google's methods (execution.ts)

countCalls(LocalMailApp, 'MailApp', {});

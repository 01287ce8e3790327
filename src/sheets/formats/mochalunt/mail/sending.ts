// What one click of Send pairings sends, as plain data: from each team's e-mail of the round, its recipients
// and what was sent before (the per-round, stage and team records), the question to ask (a resend) and the
// e-mails to send, in the round tab's order; and how many of them fit the recipients left in Google's daily
// mail quota (whole e-mails, in that order: the next click sends the rest).
// Google's limits (https://developers.google.com/apps-script/guides/services/quotas): recipients (To, Cc, Bcc)
// per day, 100 for a gmail.com account, 1,500 for Google Workspace; 50 per message for both.
import { changesBetween, composeTeamMail, utcText, type TeamMail } from './compose';

/** Google's limit of recipients in one e-mail (To, Cc and Bcc together), for every kind of account. */
export const RECIPIENTS_PER_MAIL = 50;

/** What was sent to a team for a round and stage: when, and the facts of the e-mail. */
export interface SentRecord {
  readonly at: number;
  readonly facts: string[];
}

export interface Candidate {
  readonly mail: TeamMail;
  readonly facts: string[];
  readonly to: string[];
  readonly previous: SentRecord | null;
}

export interface Outgoing {
  readonly team: string;
  readonly to: string[];
  readonly subject: string;
  readonly body: string;
  readonly facts: string[];
}

export interface Proposal {
  /** the resend question (YES sends `outgoing`), or null: nothing of this round and stage changed since a send */
  readonly question: string | null;
  /** the e-mails to send, in the round tab's order */
  readonly outgoing: Outgoing[];
  /** e-mails of this round and stage sent before, and the first one's time */
  readonly sentBefore: number;
  readonly firstSent: number | null;
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

function outgoing(c: Candidate, resend: boolean): Outgoing {
  const mail: TeamMail =
    resend && c.previous
      ? { ...c.mail, resend: { previous: c.previous.at, changes: changesBetween(c.previous.facts, c.facts) } }
      : c.mail;
  const { subject, body } = composeTeamMail(mail);
  return { team: c.mail.team, to: c.to, subject, body, facts: c.facts };
}

/**
 * The e-mails of one click. Nothing sent before: every addressed team. Some sent and none of them changed:
 * the rest (a quota-short sending continued), without a question. A sent e-mail whose facts changed (a
 * re-pairing, an extension): asks, then the changed ones again (each saying what changed) with the rest.
 * Everything sent and nothing changed: asks, then all again.
 */
export function propose(candidates: readonly Candidate[], what: string, round: number): Proposal {
  const addressed = candidates.filter((c) => c.to.length > 0);
  const sent = addressed.filter((c) => c.previous !== null);
  const changes = (c: Candidate) => (c.previous ? changesBetween(c.previous.facts, c.facts) : []);
  const changed = sent.filter((c) => changes(c).length > 0);
  const pending = addressed.filter((c) => c.previous === null);
  const firstSent = sent.length ? Math.min(...sent.map((c) => (c.previous as SentRecord).at)) : null;
  const base = { sentBefore: sent.length, firstSent };
  if (firstSent === null || (changed.length === 0 && pending.length > 0)) {
    return { ...base, question: null, outgoing: pending.map((c) => outgoing(c, false)) };
  }
  const already = `The ${what} of round ${round} were already e-mailed (${utcText(firstSent)})`;
  if (changed.length === 0) {
    return {
      ...base,
      question: `${already} and nothing changed since. Send the same e-mails again to all ${plural(addressed.length, 'team')}?`,
      outgoing: addressed.map((c) => outgoing(c, true)),
    };
  }
  const lines = addressed.flatMap((c) =>
    c.previous ? changes(c).map((x) => `${c.mail.team}: ${x}`) : [`${c.mail.team}: not sent yet`],
  );
  const shown =
    lines
      .slice(0, 15)
      .map((l) => `- ${l}`)
      .join('\n') + (lines.length > 15 ? `\n... and ${lines.length - 15} more` : '');
  const rest = pending.length ? ` and the ${plural(pending.length, 'team')} not sent yet` : '';
  return {
    ...base,
    question: `${already}. Since then:\n${shown}\n\nSend the updated e-mail to the ${plural(changed.length, 'team')} concerned${rest}?`,
    outgoing: addressed
      .filter((c) => !c.previous || changes(c).length > 0)
      .map((c) => outgoing(c, c.previous !== null)),
  };
}

/** Recipients of e-mails. */
export const recipientsOf = (mails: readonly Outgoing[]): number => mails.reduce((n, o) => n + o.to.length, 0);

/** How many of the e-mails, from the first, fit `left` recipients (whole e-mails, in order). */
export function fitting(mails: readonly Outgoing[], left: number): number {
  let used = 0;
  let k = 0;
  for (const o of mails) {
    if (used + o.to.length > left) break;
    used += o.to.length;
    k++;
  }
  return k;
}

/** The e-mail as compared between the question and the sending: recipients, subject and body. */
export const mailKey = (o: Outgoing): string => JSON.stringify([o.team, o.to, o.subject, o.body]);

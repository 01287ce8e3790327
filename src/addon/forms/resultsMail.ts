// The check a reporter gets: ONE e-mail per report (the form's confirmation message is the same for everyone),
// saying what was read and what it did: agreed (written on the round tab), waiting for the opponent, in dispute
// and why, the organizers' result kept, or not counted and why. Sent from the account of the organizer whose
// trigger runs, within the daily mail quota (https://developers.google.com/apps-script/reference/mail/mail-app#getremainingdailyquota,
// https://developers.google.com/apps-script/guides/services/quotas: recipients a day); when it is used up or Google
// refuses the e-mail, the Results log says so.
import { roundTabName, utc } from '../../sheets/tabs/round';
import { RESULTS_QUESTIONS, type FormReport, type Located } from '../../sheets/resultReports';
import { loadCaptains, ORGANIZERS_KEY } from '../captainsRecord';

interface ReportMail {
  readonly subject: string;
  readonly body: string;
}

interface ReportMailInput {
  readonly event: string;
  readonly report: FormReport;
  /** the sender by name */
  readonly by: string;
  readonly kind: 'agreed' | 'waiting' | 'dispute' | 'kept' | 'not counted';
  readonly outcome: string;
  /** the two reports of a dispute */
  readonly detail: string;
  readonly located: Located;
}

const HEAD: Record<ReportMailInput['kind'], string> = {
  agreed: 'AGREED',
  waiting: 'WAITING FOR THE OPPONENT',
  dispute: 'IN DISPUTE',
  kept: "THE ORGANIZERS' RESULT STANDS",
  'not counted': 'NOT COUNTED',
};

/** The e-mail of one report. */
export function reportMail(i: ReportMailInput): ReportMail {
  const r = i.report;
  const games = r.games.map((g, k) => `${RESULTS_QUESTIONS.games[k].toLowerCase()} ${g}`).join(', ');
  const l = i.located;
  const where = l.ok ? `${roundTabName(l.round)}, ` : '';
  const next: Record<ReportMailInput['kind'], string> = {
    agreed: 'Both sides reported the same results: they are on the round tab.',
    waiting: `Nothing is written until the opponent reports the same results${l.ok && l.deadline !== null ? ` before the round deadline, ${utc(l.deadline)} UTC (M21)` : ''}. To correct your report, send the form again: your latest report counts.`,
    dispute: `The two sides reported different results (${i.detail}): nothing is written, the organizers decide. If your report was wrong, send the form again before the deadline: your latest report counts.`,
    kept: 'The organizers typed the result on the round tab: theirs stands. Write to them if it is wrong.',
    'not counted': 'Nothing was written. Write to the organizers if this is wrong.',
  };
  return {
    // "R1", not "round 1": the subject names the tab (an outbox files e-mails by a round named in the subject)
    subject: `${i.event}: your result report, ${r.round.replace(/^Round (\d+)$/, 'R$1')}, ${r.board}: ${HEAD[i.kind].toLowerCase()}`,
    body: [
      `${r.round}, ${where}${r.board}.`,
      `You reported (as ${i.by}, sent ${utc(r.at)} UTC): ${games}, from the side of the player named first.`,
      '',
      `${HEAD[i.kind]}: ${i.outcome}.`,
      next[i.kind],
    ].join('\n'),
  };
}

/** Sends the e-mail within the quota; returns what happened, for the Results log. */
export function sendReportMail(to: string, mail: ReportMail): string {
  try {
    if (MailApp.getRemainingDailyQuota() < 1) return "not e-mailed: today's mail quota is used up";
    const replyTo = (loadCaptains()[ORGANIZERS_KEY] ?? [])[0] ?? '';
    MailApp.sendEmail({
      to,
      subject: mail.subject,
      body: mail.body,
      name: 'MOCHALUNT results',
      ...(replyTo ? { replyTo } : {}),
    });
    return 'the sender was e-mailed the check';
  } catch (e) {
    return `not e-mailed: Google refused the e-mail (${e instanceof Error ? e.message : String(e)})`;
  }
}

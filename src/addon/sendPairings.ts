// Menu "Send pairings": after Pair next round (and again after Pair individual matches) one e-mail per team of
// the round, to its captains and the players whose addresses are known (seed 000, Round Procedure: "The
// organizers communicate the pairings of the team matches (here and via email)"). Composed by
// src/sheets/mail (pure), sent here with MailApp (scope script.send_mail).
// - Addresses: captains from the "Captains and protections" prompt (captains.ts), players from its
//   `Player Name: address` lines (playerAddresses.ts); both only in the document properties.
// - Idempotent: what was sent is recorded per round, stage and team (`mochalunt.mail.r<N>.<stage>.<Team>`:
//   when, and the facts of the e-mail). A round and stage already sent is sent again only after the organizer
//   confirms; the resend goes to the teams whose e-mail changed (a re-pairing), each saying what changed, or
//   to every team when nothing changed.
// - The daily quota (MailApp.getRemainingDailyQuota: recipients left today) is checked before anything is
//   sent: when it is too low nothing is sent and the message says how many are needed and how many are left.
// - The organizer previews the e-mails (counts and the first e-mail in full) and confirms before sending.
import { gasWorkbook } from '../sheets/gasWorkbook';
import { formatOf } from '../sheets/formats';
import { loadSeason, lastPairedRound } from '../sheets/season';
import { describeProblem } from '../sheets/plan';
import { roundTabName } from '../sheets/tabs/round';
import { roundMails, roundStage } from '../sheets/mail/roundMail';
import { changesBetween, composeTeamMail, mailFacts, utcText, type ComposedMail, type TeamMail } from '../sheets/mail/compose';
import { loadCaptains } from './captains';
import { loadTeamAddresses } from './playerAddresses';
import { withDocumentLock } from './lock';
import { guarded } from './guard';
import { confirm, inform, promptNumber, showProblems, toast } from './ui';

export const SENT_PROPERTY_PREFIX = 'mochalunt.mail.r';

interface SentRecord {
  readonly at: number;
  readonly facts: string[];
}

interface Outgoing {
  readonly mail: TeamMail;
  readonly composed: ComposedMail;
  readonly to: string[];
  readonly facts: string[];
}

function props(): GoogleAppsScript.Properties.Properties {
  return PropertiesService.getDocumentProperties();
}

function sentKey(round: number, stage: string, team: string): string {
  return `${SENT_PROPERTY_PREFIX}${round}.${stage}.${team}`;
}

function loadSent(round: number, stage: string, team: string): SentRecord | null {
  const raw = props().getProperty(sentKey(round, stage, team));
  if (!raw) return null;
  try {
    return JSON.parse(raw) as SentRecord;
  } catch {
    return null;
  }
}

/** The captains' and known players' addresses of a team, each once. */
function recipients(team: string, players: readonly string[], captains: Record<string, string[]>): string[] {
  const own = loadTeamAddresses(team);
  const all = [...(captains[team] ?? []), ...players.flatMap((p) => own[p] ?? [])];
  const seen = new Set<string>();
  return all.filter((a) => { const k = a.toLowerCase(); if (seen.has(k)) return false; seen.add(k); return true; });
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Menu: "Send pairings". */
export function sendPairingsAction(): string {
  const label = 'Send pairings';
  return withDocumentLock(label, () => guarded(label, () => {
    const book = SpreadsheetApp.getActiveSpreadsheet();
    const wb = gasWorkbook(book);
    const format = formatOf(wb);
    if (!('entry' in format) || !format.entry.tools.includes('sendPairings')) {
      inform(label, 'Send pairings e-mails the teams of a MOCHALUNT round; this workbook\'s format (Settings tab) is another one. Nothing was sent.');
      return `${label}: not a MOCHALUNT workbook, nothing sent`;
    }
    const season = loadSeason(wb);
    const natural = lastPairedRound(season);
    if (natural === 0) {
      inform(label, 'No round is paired yet: run Pair next round first. Nothing was sent.');
      return `${label}: no round is paired yet, nothing sent`;
    }
    const round = promptNumber(label, 'Send the pairings of round', natural, 1, season.totalRounds);
    if (round === null) return `${label}: cancelled, nothing sent`;
    const stage = roundStage(season, round);
    if (!stage) {
      inform(label, `Round ${round} is not paired yet (tab ${roundTabName(round)}): run Pair next round first. Nothing was sent.`);
      return `${label}: round ${round} is not paired, nothing sent`;
    }
    const blocking = season.problems.filter((p) => p.tab === roundTabName(round) || p.tab === 'Games' || p.tab === 'Settings');
    if (blocking.length) {
      showProblems(label, blocking.map(describeProblem));
      return `${label}: nothing sent, ${plural(blocking.length, 'problem')}:\n${blocking.map(describeProblem).join('\n')}`;
    }
    const captains = loadCaptains();
    const rosters = new Map<string, string[]>();
    for (const p of season.players) rosters.set(p.team, [...(rosters.get(p.team) ?? []), p.name]);
    const what = stage === 'teams' ? 'team pairings' : 'individual matches';
    const candidates: (Outgoing & { previous: SentRecord | null })[] = roundMails(season, round, book.getUrl()).map((mail) => {
      const facts = mailFacts(mail);
      return { mail, facts, previous: loadSent(round, stage, mail.team), composed: composeTeamMail(mail), to: recipients(mail.team, rosters.get(mail.team) ?? [], captains) };
    });
    const noAddress = candidates.filter((c) => c.to.length === 0).map((c) => c.mail.team);
    const addressed = candidates.filter((c) => c.to.length > 0);
    // idempotent: a round and stage already sent goes again only on the organizer's YES
    const sentBefore = addressed.filter((c) => c.previous !== null);
    let outgoing: Outgoing[] = addressed;
    if (sentBefore.length) {
      const first = Math.min(...sentBefore.map((c) => (c.previous as SentRecord).at));
      const changed = addressed.filter((c) => !c.previous || changesBetween(c.previous.facts, c.facts).length > 0);
      const lines = changed.flatMap((c) => (c.previous ? changesBetween(c.previous.facts, c.facts).map((x) => `${c.mail.team}: ${x}`) : [`${c.mail.team}: not sent before`]));
      const question = changed.length
        ? `The ${what} of round ${round} were already e-mailed (${utcText(first)}). Since then:\n${lines.slice(0, 15).map((l) => `- ${l}`).join('\n')}${lines.length > 15 ? `\n... and ${lines.length - 15} more` : ''}\n\nSend the updated e-mail to the ${plural(changed.length, 'team')} concerned?`
        : `The ${what} of round ${round} were already e-mailed (${utcText(first)}) and nothing changed since. Send the same e-mails again to all ${plural(addressed.length, 'team')}?`;
      if (!confirm(`${label}: round ${round} already sent`, question)) return `${label}: round ${round} already sent, nothing sent again`;
      outgoing = (changed.length ? changed : addressed).map((c) => {
        const mail: TeamMail = c.previous ? { ...c.mail, resend: { previous: c.previous.at, changes: changesBetween(c.previous.facts, c.facts) } } : c.mail;
        return { ...c, mail, composed: composeTeamMail(mail) };
      });
    }
    if (outgoing.length === 0) {
      const text = `No e-mail address is known for the teams of round ${round} (${noAddress.join(', ')}): type them with Captains and protections (Team: e-mail, Player Name: e-mail). Nothing was sent.`;
      inform(label, text);
      return `${label}: ${text}`;
    }
    // the daily quota first: all or nothing
    const needed = outgoing.reduce((n, o) => n + o.to.length, 0);
    const left = MailApp.getRemainingDailyQuota();
    if (needed > left) {
      const text = `Sending the ${what} of round ${round} needs ${plural(outgoing.length, 'e-mail')} to ${plural(needed, 'recipient')}, but only ${left} recipient${left === 1 ? '' : 's'} are left in today's mail quota. Nothing was sent: try again tomorrow (the quota renews 24 hours after the first e-mail).`;
      inform(`${label}: daily quota too low`, text);
      return `${label}: ${text}`;
    }
    const preview = outgoing[0];
    const summary = [
      `Round ${round}, ${what}: ${plural(outgoing.length, 'e-mail')} (one per team) to ${plural(needed, 'recipient')}; ${left} left in today's quota.`,
      ...(noAddress.length ? [`No address known for ${noAddress.join(', ')}: no e-mail for them.`] : []),
      '',
      `Preview, the e-mail to ${preview.mail.team} (${plural(preview.to.length, 'recipient')}):`,
      `Subject: ${preview.composed.subject}`,
      '',
      preview.composed.body,
    ].join('\n');
    if (!confirm(`${label}: round ${round}`, `${summary}\n\nSend ${outgoing.length === 1 ? 'it' : `these ${outgoing.length} e-mails`}?`)) return `${label}: cancelled, nothing sent`;
    const organizers = captains.organizers ?? [];
    const now = Date.now();
    for (const o of outgoing) {
      MailApp.sendEmail({
        to: o.to.join(','), subject: o.composed.subject, body: o.composed.body, name: o.mail.eventName,
        ...(organizers.length ? { replyTo: organizers[0] } : {}),
      });
      props().setProperty(sentKey(round, stage, o.mail.team), JSON.stringify({ at: now, facts: o.facts } satisfies SentRecord));
    }
    const result = `${label}: round ${round}, ${what}: ${plural(outgoing.length, 'e-mail')} sent to ${plural(needed, 'recipient')}` +
      (noAddress.length ? `; no address known for ${noAddress.join(', ')}` : '');
    toast(result, 8);
    return result;
  }));
}

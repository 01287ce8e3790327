// Menu "Send pairings": after Pair next round (and again after Pair individual matches) one e-mail per team of
// the round (seed 000, Round Procedure: "The organizers communicate the pairings of the team matches (here and
// via email)"). Composed by src/sheets/mail (pure), sent here with MailApp (scope script.send_mail).
// - Recipients: the team's captains (Captains and protections, captains.ts); with Settings `e-mail players: yes`
//   also its players whose addresses were typed there (playerAddresses.ts); addresses only in the document
//   properties. The first organizer is the Reply-To, not a recipient: Google's daily quota counts To, Cc and
//   Bcc (https://developers.google.com/apps-script/guides/services/quotas: 100 a day for a gmail.com
//   account), so a round of 16 teams costs 16 of them. An e-mail has at most 50 recipients (same page).
// - Idempotent: what was sent is recorded per round, stage and team (`mochalunt.mail.r<N>.<stage>.<Team>`:
//   when, and the facts of the e-mail), right after each e-mail. A round and stage already sent goes again
//   only after the organizer confirms (sending.ts says which e-mails).
// - Kept small: the document properties hold 500 KB in all (https://developers.google.com/apps-script/guides/services/quotas).
//   Once a round is scored its e-mails' facts (what an update e-mail would compare) are dropped: Score round
//   folds the round's records into one per stage (`mochalunt.mail.r<N>.<stage>`: each team's time sent, and
//   withdrawn), so a season keeps a few dozen bytes per team and round. Every e-mail sent stays recorded: Undo
//   still names the teams e-mailed, and Send pairings of that round still asks before sending again.
// - Undone: Undo of Pair individual matches (or of Pair next round) names the teams that were e-mailed what it
//   takes back (mailedBefore, through toolHooks.ts). Their boards no longer exist: at the team stage, a team
//   whose boards e-mail is still standing gets the correction (the e-mail of the team stage, as an update of the
//   boards e-mail: "no longer: board 1 ..."); once it is sent, that boards record is marked withdrawn (kept, as
//   every record of an e-mail sent), and a later boards e-mail is a new one.
// - The quota (MailApp.getRemainingDailyQuota: recipients left) decides how many e-mails go now: whole
//   e-mails in the round tab's order; the next click sends the rest, saying how many remain.
// - A dialog suspends the script and a lock does not survive it
//   (https://developers.google.com/apps-script/reference/base/ui#alert(String,String,ButtonSet)): the round,
//   the resend question and the preview are asked without the lock. Then, under the document lock, the sent
//   records, the round's pairings, the addresses and the quota are read afresh; if the e-mails to send are not
//   those the organizer agreed to, nothing is sent and the message says why. The alerts come after the lock.
// - The Needs you tab's "not e-mailed" line follows the e-mails recorded: refreshed under the same lock from the
//   reading made there (needsYouRecords.ts refreshNeedsYou).
import { gasWorkbook } from '../workbook/gasWorkbook';
import { refreshNeedsYou } from '../needsYouRecords';
import { protectNewTabs } from './captains';
import { formatOf } from '../../sheets/formats';
import { loadSeason, lastPairedRound, type Season } from '../../sheets/season';
import { describeProblem } from '../../sheets/plan';
import { roundTabName } from '../../sheets/tabs/round';
import { roundMails, roundStage } from '../../sheets/formats/mochalunt/mail/roundMail';
import { mailFacts, utcText, type MailStage } from '../../sheets/formats/mochalunt/mail/compose';
import {
  fitting,
  mailKey,
  propose,
  recipientsOf,
  RECIPIENTS_PER_MAIL,
  type Candidate,
  type Outgoing,
  type Proposal,
  type SentRecord,
} from '../../sheets/formats/mochalunt/mail/sending';
import { loadCaptains } from '../captainsRecord';
import { loadTeamAddresses } from './playerAddresses';
import { holdingDocumentLock } from '../lock';
import { readUnfinished, unfinishedMessage } from '../unfinished';
import { guarded } from '../guard';
import { confirm, inform, promptNumber, showProblems, toast } from '../ui';
import { outcome, type Outcome } from '../../sheets/outcome';
import { ACTIONS } from '../../sheets/actions';

const SENT_PROPERTY_PREFIX = 'mochalunt.mail.r';

function props(): GoogleAppsScript.Properties.Properties {
  return PropertiesService.getDocumentProperties();
}

function sentKey(round: number, stage: string, team: string): string {
  return `${SENT_PROPERTY_PREFIX}${round}.${stage}.${team}`;
}

/** A record of an e-mail sent; `withdrawn`: when the correction of a boards e-mail undone went out. */
type Kept = SentRecord & { readonly withdrawn?: number };

function parseSent(raw: string | undefined): Kept | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as Kept;
  } catch {
    return null;
  }
}

/** A scored round's records of one stage, folded: team → [time sent] or [time sent, time withdrawn]. */
type Folded = Record<string, [number] | [number, number]>;

const foldedKey = (round: number, stage: MailStage): string => `${SENT_PROPERTY_PREFIX}${round}.${stage}`;

function parseFolded(raw: string | undefined): Folded {
  if (!raw) return {};
  try {
    return JSON.parse(raw) as Folded;
  } catch {
    return {};
  }
}

/** A team's record of a round and stage: its own, else its line of the folded record (its facts taken as `facts`). */
function sentRecord(
  all: Record<string, string>,
  round: number,
  stage: MailStage,
  team: string,
  facts: string[],
): Kept | null {
  const own = parseSent(all[sentKey(round, stage, team)]);
  if (own) return own;
  const line = parseFolded(all[foldedKey(round, stage)])[team];
  if (!line) return null;
  return line.length === 2 ? { at: line[0], facts, withdrawn: line[1] } : { at: line[0], facts };
}

/** The boards e-mail of a round still standing for a team (sent, not yet corrected), or null. */
function standingBoards(all: Record<string, string>, round: number, team: string): Kept | null {
  const kept = sentRecord(all, round, 'individual', team, []);
  return kept && kept.withdrawn === undefined ? kept : null;
}

/**
 * At the end of Send pairings of a later round: the records of the rounds before it (paired, played and scored
 * before this one was paired) lose their facts, folded into one property per round and stage (written first,
 * then the team records deleted: a failure between leaves both, and a team's own record is read first). Done here,
 * whose e-mails take a minute at 64 teams anyway, rather than at Score round: each record's deletion is a call
 * (some 130 at 64 teams). Never throws: the e-mails are sent already.
 */
function foldMailBefore(before: number): void {
  try {
    const all = props().getProperties();
    for (let round = 1; round < before; round++) {
      for (const stage of ['teams', 'individual'] as const) {
        const prefix = `${SENT_PROPERTY_PREFIX}${round}.${stage}.`;
        const keys = Object.keys(all).filter((k) => k.startsWith(prefix));
        if (keys.length === 0) continue;
        const folded = parseFolded(all[foldedKey(round, stage)]);
        for (const k of keys) {
          const kept = parseSent(all[k]);
          if (kept)
            folded[k.slice(prefix.length)] = kept.withdrawn === undefined ? [kept.at] : [kept.at, kept.withdrawn];
        }
        props().setProperty(foldedKey(round, stage), JSON.stringify(folded));
        for (const k of keys) props().deleteProperty(k);
      }
    }
  } catch (e) {
    console.log(`MOCHALUNT Send pairings records: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/**
 * What an Undo of `action` for `round` takes back from outside the sheet: the teams e-mailed the boards (Pair
 * individual matches) or the pairings (Pair next round) of that round, still standing; "" when none.
 */
export function mailedBefore(action: string, round: number | undefined): string {
  if (round === undefined || (action !== 'pairIndividual' && action !== 'pairNextRound')) return '';
  const all = props().getProperties();
  const stages: readonly MailStage[] = action === 'pairIndividual' ? ['individual'] : ['teams', 'individual'];
  const prefix = (stage: MailStage) => `${SENT_PROPERTY_PREFIX}${round}.${stage}.`;
  const teams = new Set<string>();
  let first = Infinity;
  for (const key of Object.keys(all).sort()) {
    const stage = stages.find((st) => key.startsWith(prefix(st)));
    const kept = stage ? parseSent(all[key]) : null;
    if (!stage || !kept || kept.withdrawn !== undefined) continue;
    teams.add(key.slice(prefix(stage).length));
    first = Math.min(first, kept.at);
  }
  // an earlier round's records, folded (foldMailBefore), when Score round was undone since
  for (const stage of stages)
    for (const [team, line] of Object.entries(parseFolded(all[foldedKey(round, stage)]))) {
      if (line.length === 2 || teams.has(team)) continue;
      teams.add(team);
      first = Math.min(first, line[0]);
    }
  if (teams.size === 0) return '';
  const list = teamList([...teams].map((team) => ({ team })));
  return action === 'pairIndividual'
    ? `The boards of round ${round} were e-mailed (Send pairings, ${utcText(first)}) to ${list}: after Undo these boards no longer exist. Send pairings then offers ${teams.size === 1 ? 'this team' : `these ${teams.size} teams`} the correction.`
    : `The pairings of round ${round} were e-mailed (Send pairings, ${utcText(first)}) to ${list}: after Undo round ${round} is no longer paired. Tell ${teams.size === 1 ? 'this team' : `these ${teams.size} teams`}; once the round is paired again, Send pairings sends each the new pairing as an update.`;
}

/** Each address once. */
function unique(all: readonly string[]): string[] {
  const seen = new Set<string>();
  return all.filter((a) => {
    const k = a.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const teamList = (mails: readonly { team: string }[]): string =>
  mails.length > 8
    ? `${mails
        .slice(0, 8)
        .map((m) => m.team)
        .join(', ')} and ${mails.length - 8} more`
    : mails.map((m) => m.team).join(', ');

/** Everything one click needs, read in one go (the question's reading, then again under the lock). */
interface View {
  readonly candidates: Candidate[];
  readonly proposal: Proposal;
  readonly noAddress: string[];
  readonly replyTo: string;
  readonly left: number;
}

function readView(season: Season, round: number, stage: MailStage, url: string, what: string): View {
  const all = props().getProperties();
  const captains = loadCaptains();
  const withPlayers = season.settings.emailPlayers;
  const candidates: Candidate[] = roundMails(season, round, url).map((mail) => {
    const own = withPlayers ? loadTeamAddresses(mail.team) : {};
    const players = withPlayers
      ? season.players.filter((p) => p.team === mail.team).flatMap((p) => own[p.name] ?? [])
      : [];
    const facts = mailFacts(mail);
    const sent = sentRecord(all, round, stage, mail.team, facts);
    // a boards e-mail of an undone pairing still standing: the team stage's e-mail is its correction
    const boards = stage === 'teams' ? standingBoards(all, round, mail.team) : null;
    return {
      mail,
      facts,
      previous: boards ?? (sent && sent.withdrawn === undefined ? sent : null),
      to: unique([...(captains[mail.team] ?? []), ...players]),
    };
  });
  return {
    candidates,
    proposal: propose(candidates, what, round),
    noAddress: candidates.filter((c) => c.to.length === 0).map((c) => c.mail.team),
    replyTo: (captains.organizers ?? [])[0] ?? '',
    left: MailApp.getRemainingDailyQuota(),
  };
}

/** Why the e-mails read afresh under the lock are not those agreed to, or null when they are. */
function changedSince(agreed: View, batch: readonly Outgoing[], fresh: View, head: string): string | null {
  const keys = fresh.proposal.outgoing.map(mailKey);
  const same =
    fresh.proposal.question === agreed.proposal.question &&
    fresh.replyTo === agreed.replyTo &&
    batch.every((o, i) => keys[i] === mailKey(o));
  const sentNow = batch.filter((o) => {
    const before = agreed.candidates.find((c) => c.mail.team === o.team)?.previous?.at;
    const now = fresh.candidates.find((c) => c.mail.team === o.team)?.previous?.at;
    return now !== undefined && now !== before;
  }).length;
  if (sentNow > 0)
    return `${head}: nothing sent: ${sentNow} of these ${plural(batch.length, 'e-mail')} were sent meanwhile (another organizer's click). Run Send pairings again to see what is left to send.`;
  if (!same)
    return `${head}: nothing sent: the round tab or the addresses changed while you were answering. Run Send pairings again to see the new e-mails.`;
  const needed = recipientsOf(batch);
  if (needed > fresh.left)
    return `${head}: nothing sent: today's mail quota now has ${fresh.left} recipients left, fewer than the ${needed} of the e-mails you agreed to (e-mail was sent meanwhile). Run Send pairings again to send what fits.`;
  return null;
}

/** Menu: "Send pairings". */
export function sendPairingsAction(): Outcome {
  const label = ACTIONS.sendPairings.label;
  /** An alert, and the handler's summary (its first line says "nothing sent"), refused (about `round` when known). */
  const stop = (title: string, text: string, summary = `${label}: ${text}`, round?: number): Outcome => {
    inform(title, text);
    return outcome('refused', summary, { round });
  };
  return guarded(label, () => {
    // an action stopped halfway (unfinished.ts) is said before any question; the lock's check says it again
    const stopped = readUnfinished();
    if (stopped)
      return stop(
        `${label}: nothing sent`,
        unfinishedMessage(stopped),
        `${label}: nothing written. ${unfinishedMessage(stopped)}`,
      );
    const book = SpreadsheetApp.getActiveSpreadsheet();
    const wb = gasWorkbook(book);
    const format = formatOf(wb);
    if (!('entry' in format) || !format.entry.tools.includes('sendPairings')) {
      return stop(
        label,
        "Send pairings e-mails the teams of a MOCHALUNT round; this workbook's format (Settings tab) is another one. Nothing was sent.",
        `${label}: not a MOCHALUNT workbook, nothing sent`,
      );
    }
    const season = loadSeason(wb);
    const natural = lastPairedRound(season);
    if (natural === 0)
      return stop(
        label,
        'No round is paired yet: run Pair next round first. Nothing was sent.',
        `${label}: no round is paired yet, nothing sent`,
      );
    const round = promptNumber(label, 'Send the pairings of round', natural, 1, season.totalRounds);
    if (round === null) return outcome('declined', `${label}: cancelled, nothing sent`);
    const stage = roundStage(season, round);
    if (!stage)
      return stop(
        label,
        `Round ${round} is not paired yet (tab ${roundTabName(round)}): run Pair next round first. Nothing was sent.`,
        `${label}: round ${round} is not paired, nothing sent`,
        round,
      );
    const blocking = (s: Season) =>
      s.problems.filter((p) => p.tab === roundTabName(round) || p.tab === 'Games' || p.tab === 'Settings');
    const problems = blocking(season).map(describeProblem);
    if (problems.length) {
      showProblems(label, problems);
      return outcome(
        'refused',
        `${label}: nothing sent, ${plural(problems.length, 'problem')}:\n${problems.join('\n')}`,
        { round, problems: blocking(season) },
      );
    }
    const what = stage === 'teams' ? 'team pairings' : 'individual matches';
    const head = `${label}: round ${round}, ${what}`;
    const url = book.getUrl();
    const view = readView(season, round, stage, url, what);
    const { proposal, noAddress } = view;
    if (view.candidates.every((c) => c.to.length === 0)) {
      return stop(
        label,
        `No e-mail address is known for the teams of round ${round} (${noAddress.join(', ')}): type their captains with Captains and protections (Team: e-mail). Nothing was sent.`,
        `${head}: nothing sent, no e-mail address known`,
        round,
      );
    }
    const crowded = view.candidates.filter((c) => c.to.length > RECIPIENTS_PER_MAIL);
    if (crowded.length) {
      const list = crowded.map((c) => `${c.mail.team} (${c.to.length})`).join(', ');
      return stop(
        `${label}: too many recipients`,
        `Google sends one e-mail to at most ${RECIPIENTS_PER_MAIL} recipients, and the e-mail of round ${round} to ${list} has more. Nothing was sent: ${season.settings.emailPlayers ? "forget some players' addresses with Captains and protections (Player Name: -), or set e-mail players to no on the Settings tab" : "keep fewer captains' addresses for it with Captains and protections (Team: e-mail)"}.`,
        `${head}: nothing sent, more than ${RECIPIENTS_PER_MAIL} recipients for ${list}`,
        round,
      );
    }
    if (proposal.question && !confirm(`${label}: round ${round} already sent`, proposal.question))
      return outcome('declined', `${label}: round ${round} already sent, nothing sent again`, { round });
    const all = proposal.outgoing;
    const batch = all.slice(0, fitting(all, view.left));
    const rest = all.slice(batch.length);
    if (batch.length === 0) {
      return stop(
        `${label}: daily quota too low`,
        `Nothing was sent: the next e-mail of round ${round} (${what}, to ${all[0].team}) has ${plural(all[0].to.length, 'recipient')}, but only ${view.left} are left in today's mail quota (Google counts the recipients of the last 24 hours: 100 a day for a gmail.com account, 1,500 for Google Workspace). ${plural(all.length, 'e-mail')} remain: run Send pairings again tomorrow.`,
        `${head}: nothing sent, today's mail quota is used up (${view.left} left); ${plural(all.length, 'e-mail')} remain`,
        round,
      );
    }
    const preview = batch[0];
    const summary = [
      `Round ${round}, ${what}: ${plural(all.length, 'e-mail')} (one per team) to ${plural(recipientsOf(all), 'recipient')}, the captains${season.settings.emailPlayers ? ' and the players with a known address' : ''}${view.replyTo ? `; replies go to ${view.replyTo}` : ''}.`,
      ...(proposal.sentBefore && !proposal.question
        ? [
            `${plural(proposal.sentBefore, 'e-mail')} of this round went out before (${utcText(proposal.firstSent as number)}); these are the ${all.length} remaining.`,
          ]
        : []),
      rest.length
        ? `Today's mail quota has ${view.left} recipients left: the first ${plural(batch.length, 'e-mail')} go now; the other ${rest.length} (${teamList(rest)}) at your next click of Send pairings, once the quota allows.`
        : `Today's mail quota: ${view.left} recipients left.`,
      ...(noAddress.length ? [`No address known for ${noAddress.join(', ')}: no e-mail for them.`] : []),
      '',
      `Preview, the e-mail to ${preview.team} (${plural(preview.to.length, 'recipient')}):`,
      `Subject: ${preview.subject}`,
      '',
      preview.body,
    ].join('\n');
    if (
      !confirm(
        `${label}: round ${round}`,
        `${summary}\n\nSend ${batch.length === 1 ? 'it' : `these ${batch.length} e-mails`}?`,
      )
    )
      return outcome('declined', `${label}: cancelled, nothing sent`, { round });
    // under the lock: read afresh, send what was agreed to, record each e-mail as it goes
    const sending = holdingDocumentLock(
      label,
      (): { stop: string } | { sent: number; recipients: number; failure: string; needsYou: string | null } => {
        const reading = gasWorkbook(book);
        const fresh = loadSeason(reading);
        if (roundStage(fresh, round) !== stage || blocking(fresh).length)
          return {
            stop: `${head}: nothing sent: the round tab changed while you were answering. Run Send pairings again to see the new e-mails.`,
          };
        const changed = changedSince(view, batch, readView(fresh, round, stage, url, what), head);
        if (changed) return { stop: changed };
        let sent = 0;
        let recipients = 0;
        // the boards e-mails of an undone pairing that these e-mails correct (marked withdrawn as each goes)
        const standing = stage === 'teams' ? props().getProperties() : {};
        for (const o of batch) {
          try {
            MailApp.sendEmail({
              to: o.to.join(','),
              subject: o.subject,
              body: o.body,
              name: season.settings.eventName || 'MOCHALUNT',
              ...(view.replyTo ? { replyTo: view.replyTo } : {}),
            });
          } catch (e) {
            const failure = e instanceof Error ? e.message : String(e);
            return {
              sent,
              recipients,
              failure,
              needsYou: sent ? refreshNeedsYou(book, reading, label, protectNewTabs) : null,
            };
          }
          const at = Date.now();
          const records: Record<string, string> = {
            [sentKey(round, stage, o.team)]: JSON.stringify({ at, facts: o.facts } satisfies SentRecord),
          };
          const boards = stage === 'teams' ? standingBoards(standing, round, o.team) : null;
          if (boards)
            records[sentKey(round, 'individual', o.team)] = JSON.stringify({ ...boards, withdrawn: at } satisfies Kept);
          props().setProperties(records);
          sent++;
          recipients += o.to.length;
        }
        // the e-mails just recorded leave the Needs you tab's "not e-mailed" line (needsYouRecords.ts)
        return { sent, recipients, failure: '', needsYou: refreshNeedsYou(book, reading, label, protectNewTabs) };
      },
      (message) => ({ refused: message }),
    );
    // busy, or an earlier action stopped halfway (lock.ts has said so)
    if ('refused' in sending) return outcome('refused', `${label}: nothing sent. ${sending.refused}`, { round });
    if ('stop' in sending)
      return stop(`${label}: nothing sent`, sending.stop.slice(label.length + 2), sending.stop, round);
    const remain = all.length - sending.sent;
    if (sending.sent === 0)
      return stop(
        `${label}: nothing sent`,
        `Google refused the first e-mail: ${sending.failure}. Nothing was sent.`,
        `${head}: nothing sent: Google refused the first e-mail: ${sending.failure}`,
        round,
      );
    const result =
      `${head}: ${plural(sending.sent, 'e-mail')} sent to ${plural(sending.recipients, 'recipient')}` +
      (noAddress.length ? `; no address known for ${noAddress.join(', ')}` : '') +
      (sending.failure ? `; then Google refused the next: ${sending.failure}` : '') +
      (remain
        ? `; ${plural(remain, 'e-mail')} not sent yet (${teamList(all.slice(sending.sent))}): run Send pairings again once today's mail quota allows`
        : '') +
      (sending.needsYou ? `; ${sending.needsYou}` : '');
    if (remain) inform(`${label}: ${remain} not sent yet`, result.slice(label.length + 2));
    else toast(result, 8);
    foldMailBefore(round);
    return outcome('done', result, { round });
  });
}

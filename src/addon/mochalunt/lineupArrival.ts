// The check of a line-up on arrival (Settings line-ups: form): an installable form-submit trigger on the line-up
// form (ScriptApp.newTrigger(h).forForm(form).onFormSubmit(), installed by Create line-up form through
// triggers.ts) runs, as the organizer who created it, for every response
// (https://developers.google.com/apps-script/guides/triggers/installable: "Installable triggers always run under
// the account of the person who created them"; the event's `response` and `source`:
// https://developers.google.com/apps-script/guides/triggers/events, Google Forms events, "Form submit"). It checks the line-up as Pair
// individual matches will (src/sheets/formats/mochalunt/sealedCheck.ts) and e-mails the captain who sent it ONE e-mail
// (src/sheets/formats/mochalunt/mail/lineupCheck.ts): valid with the line-up as read, not valid with what to send instead, late, or
// not used. Within the mail quota (https://developers.google.com/apps-script/reference/mail/mail-app#getremainingdailyquota,
// https://developers.google.com/apps-script/guides/services/quotas: recipients a day): when it is used up, or
// Google refuses the e-mail, the check is kept for the organizers in the document properties (never in a tab: it
// holds a sealed line-up) and shown at Pair individual matches. A line-up not valid is recorded for the Needs
// you tab by its team, round and the questions at fault (never the answers), and a valid one sent later settles
// it; the tab is refreshed from the reading the check made, once per execution (needsYouRecords.ts), under the
// document lock when it can be had (else the next write refreshes it). Nothing else is written to any tab.
// Who gets nothing: a response from an address that is no team's captain (the published form's link may reach
// anyone: answering each would let a stranger spend the organizer's daily quota, 100 recipients on a gmail.com
// account, and starve the captains' checks; Pair individual matches lists it for the organizers), and a response
// whose address is not verified (it could be anyone's). An address registered for several teams gets a short
// "not used". The script's context: a bound script's SpreadsheetApp.getActiveSpreadsheet() and document
// properties are its container's in every execution (https://developers.google.com/apps-script/guides/bound,
// "Special methods"). An Editor add-on may not watch the form at all ("Add-ons can only create triggers for the
// file in which the add-on is used": https://developers.google.com/workspace/add-ons/concepts/editor-triggers#restrictions),
// and the form's answers never go to a tab (a viewer of the file could read even a hidden one): there one hourly
// time-driven trigger of the document (triggers.ts installHourly; an add-on's may not run more often) reads the
// responses that arrived since its last run (Form.getResponses(timestamp):
// https://developers.google.com/apps-script/reference/forms/form#getresponsestimestamp) and checks and e-mails each
// as the form's trigger does; Create line-up form says "checked within the hour".
import { gasWorkbook } from '../workbook/gasWorkbook';
import { loadSeason } from '../../sheets/season';
import { sealedTarget } from '../../sheets/formats/mochalunt/sealedLineups';
import { checkSealedLineup } from '../../sheets/formats/mochalunt/sealedCheck';
import { effectiveRow } from '../../sheets/formats/mochalunt/history';
import { arrivalMail, severalTeamsMail, type ArrivalMail } from '../../sheets/formats/mochalunt/mail/lineupCheck';
import { teamOf, type SealedResponse } from '../../engine/mochalunt/lineup';
import type { TeamName } from '../../engine/core/ids';
import { loadCaptains, ORGANIZERS_KEY } from '../captainsRecord';
import { installOf } from '../menu';
import { formTriggers, installHourly, installTrigger } from '../triggers';
import type { Workbook } from '../../sheets/workbook';
import { refreshNeedsYou } from '../needsYouRecords';
import { protectNewTabs } from './captains';
import {
  FORM_PROPERTY,
  itemTitles,
  readResponses,
  recordSealedCheck,
  recordUnmailed,
  sealedResponse,
  verified,
  VERIFIED_SINCE,
} from '../forms/lineupResponses';

/** The handler of the line-up form's submit trigger (an entry point of src/index.ts). */
const LINEUP_ARRIVAL_HANDLER = 'onLineupFormSubmit_';
/** The handler of the add-on install's hourly check of the line-up form (an entry point of src/index.ts). */
const LINEUP_HOURLY_HANDLER = 'onLineupCheckHourly_';
/** Document property: how far the hourly check has read the form (JSON: the form's id, the last time, its ids). */
const CHECKED_UP_TO = `${FORM_PROPERTY}.checkedUpTo`;
/** Document property: the organizer whose trigger checks the line-ups (it runs and e-mails as them). */
export const ARRIVAL_CHECK_BY = `${FORM_PROPERTY}.checkBy`;

type Form = GoogleAppsScript.Forms.Form;

function me(): string {
  try {
    return Session.getEffectiveUser().getEmail();
  } catch {
    return '';
  }
}

/**
 * Create line-up form: this organizer's form-submit trigger on the form (replacing theirs, and those left on the
 * forms of ids `stale`), unless another organizer's already checks it (two would e-mail each captain twice).
 * Returns the sentence for the summary.
 */
export function installArrivalCheck(
  ss: GoogleAppsScript.Spreadsheet.Spreadsheet,
  form: Form,
  stale: readonly string[],
  label: string,
): string {
  const props = PropertiesService.getDocumentProperties();
  const self = me();
  const by = props.getProperty(ARRIVAL_CHECK_BY);
  if (installOf(undefined) === 'addon') {
    if (by && by.toLowerCase() !== self.toLowerCase())
      return ` Each line-up sent is checked within the hour and its captain e-mailed from ${by}'s account.`;
    const refused = installHourly(LINEUP_HOURLY_HANDLER, label);
    if (refused) return ` Captains get no check by e-mail: ${refused}`;
    props.setProperty(ARRIVAL_CHECK_BY, self);
    return ' Each line-up sent is checked within the hour (an Editor add-on may not watch the form, so it reads the new line-ups hourly): its captain gets the check by one e-mail from your account (within your daily mail quota).';
  }
  if (by && by.toLowerCase() !== self.toLowerCase())
    return ` Each line-up sent is checked on arrival and its captain e-mailed from ${by}'s account.`;
  const checking =
    ' Each line-up sent is checked on arrival: its captain gets the check by one e-mail from your account (within your daily mail quota).';
  if (by && stale.length === 0 && formTriggers(form, LINEUP_ARRIVAL_HANDLER).length > 0) return checking;
  const refused = installTrigger(
    ss,
    LINEUP_ARRIVAL_HANDLER,
    form,
    label,
    stale.filter((id) => id !== ''),
  );
  if (refused) return ` Captains get no check on arrival: ${refused}`;
  props.setProperty(ARRIVAL_CHECK_BY, self);
  return checking;
}

/** The parts of the form-submit event of a form that the check uses. */
export interface LineupSubmitEvent {
  readonly response?: GoogleAppsScript.Forms.FormResponse;
  readonly source?: Form;
}

/** Sends the e-mail when the quota allows, else keeps the check for the organizers. Returns what happened. */
function deliver(to: string, mail: ArrivalMail, round: number, name: string, replyTo: string): string {
  let why: string;
  try {
    if (MailApp.getRemainingDailyQuota() >= 1) {
      MailApp.sendEmail({ to, subject: mail.subject, body: mail.body, name, ...(replyTo ? { replyTo } : {}) });
      return `e-mailed to the captain: ${mail.brief}`;
    }
    why = "today's mail quota was used up";
  } catch (e) {
    why = `Google refused the e-mail: ${e instanceof Error ? e.message : String(e)}`;
  }
  recordUnmailed(round, `${mail.brief}: not e-mailed (${why})`);
  return `kept for the organizers (${why}): ${mail.brief}`;
}

/** The form-submit trigger: checks one line-up and e-mails its captain. Never throws (the response is kept anyway). */
export function lineupArrival(e: LineupSubmitEvent | undefined): string {
  const response = e?.response;
  const form = e?.source;
  if (!response || !form) return 'no response';
  const seen: Seen = {};
  const text = checkLineup(response, form, seen);
  return withRefresh(text, seen);
}

/** What the checks of one execution read (one reading for them all, and for the Needs you tab after them). */
interface Seen {
  wb?: Workbook;
}

/** The checks' summary, with the Needs you tab refreshed from their reading (under the document lock, if had). */
function withRefresh(text: string, seen: Seen): string {
  if (!seen.wb) return text;
  try {
    const lock = LockService.getDocumentLock();
    if (!lock.tryLock(LOCK_WAIT_MS)) return text;
    try {
      const done = refreshNeedsYou(SpreadsheetApp.getActiveSpreadsheet(), seen.wb, 'Line-up form', protectNewTabs);
      return done === null ? text : `${text}\n${done}`;
    } finally {
      lock.releaseLock();
    }
  } catch (err) {
    // never throws: the checks are done and e-mailed; the next write refreshes the tab
    return `${text}\nthe Needs you tab is not refreshed (${err instanceof Error ? err.message : String(err)})`;
  }
}

/** How long the refresh waits for another execution's document lock. */
const LOCK_WAIT_MS = 10000;

/**
 * The add-on install's hourly trigger: checks each line-up that arrived since its last run, in order, as
 * lineupArrival does. How far it read is recorded before each check, so no captain is e-mailed twice. Only the
 * organizer recorded as checking runs it (another organizer's trigger left from an earlier form does nothing).
 */
export function lineupHourlyCheck(): string {
  const props = PropertiesService.getDocumentProperties();
  const id = props.getProperty(FORM_PROPERTY);
  const by = props.getProperty(ARRIVAL_CHECK_BY);
  if (!id || !by || by.toLowerCase() !== me().toLowerCase())
    return 'not the organizer checking the line-ups: nothing done';
  let form: Form;
  try {
    form = FormApp.openById(id);
  } catch (err) {
    return `the line-up form could not be opened (${err instanceof Error ? err.message : String(err)}): nothing checked`;
  }
  const saved = JSON.parse(props.getProperty(CHECKED_UP_TO) ?? '{}') as { form?: string; at?: number; ids?: string[] };
  let mark = saved.form === id ? { at: saved.at ?? 0, ids: saved.ids ?? [] } : { at: 0, ids: [] as string[] };
  // "after" the time given: from just before the last one read, whose ids are left out
  const fresh = (mark.at > 0 ? form.getResponses(new Date(mark.at - 1)) : form.getResponses())
    .filter((r) => !mark.ids.includes(r.getId()))
    .sort((a, b) => a.getTimestamp().getTime() - b.getTimestamp().getTime());
  const out: string[] = [];
  const seen: Seen = {};
  for (const r of fresh) {
    const at = r.getTimestamp().getTime();
    mark = at > mark.at ? { at, ids: [r.getId()] } : { at: mark.at, ids: [...mark.ids, r.getId()] };
    props.setProperty(CHECKED_UP_TO, JSON.stringify({ form: id, ...mark }));
    out.push(checkLineup(r, form, seen));
  }
  return out.length ? withRefresh(out.join('\n'), seen) : 'no new line-up';
}

/** Checks one line-up of the form and e-mails its captain. Never throws (the response is kept anyway). */
function checkLineup(response: GoogleAppsScript.Forms.FormResponse, form: Form, seen: Seen): string {
  let round = 0;
  try {
    const props = PropertiesService.getDocumentProperties();
    if (props.getProperty(FORM_PROPERTY) !== form.getId())
      return 'not the line-up form of this spreadsheet: nothing done';
    const r = sealedResponse(response, itemTitles(form));
    round = r.round;
    if (!verified(form) || r.at < Number(props.getProperty(VERIFIED_SINCE) ?? 0))
      return "the form did not record a verified address: no e-mail (the address could be anyone's)";
    const all = loadCaptains();
    const replyTo = (all[ORGANIZERS_KEY] ?? [])[0] ?? '';
    const captains = { ...all };
    delete captains[ORGANIZERS_KEY];
    const ss = SpreadsheetApp.getActiveSpreadsheet();
    const wb = seen.wb ?? gasWorkbook(ss);
    seen.wb = wb;
    const season = loadSeason(wb);
    const name = season.settings.eventName || 'MOCHALUNT';
    const who = teamOf(r.email, captains);
    if ('reason' in who) {
      const email = r.email.trim().toLowerCase();
      const teams = Object.keys(captains).filter((t) => captains[t].some((c) => c.trim().toLowerCase() === email));
      if (teams.length < 2)
        return "not a captain's address: no e-mail (listed for the organizers at Pair individual matches)";
      return deliver(r.email, severalTeamsMail(name, teams, r), r.round, name, replyTo);
    }
    const team = who.team;
    const target = sealedTarget(wb);
    const deadline = r.round === target.round ? target.deadline : null;
    const check = checkSealedLineup(season, team, r.round, r.answers);
    // the team's last valid line-up for this round sent in time before this one (what applies meanwhile)
    const earlier = readResponses(form)
      .responses.filter(
        (x) => x.id !== r.id && x.round === r.round && x.at <= r.at && (deadline === null || x.at <= deadline),
      )
      .filter((x) => {
        const t = teamOf(x.email, captains);
        return 'team' in t && t.team === team;
      })
      .sort((a, b) => a.at - b.at);
    let previousValid: SealedResponse | null = null;
    for (let k = earlier.length - 1; k >= 0 && !previousValid; k--) {
      if (checkSealedLineup(season, team, r.round, earlier[k].answers).problems.length === 0)
        previousValid = earlier[k];
    }
    const before = effectiveRow(season, team as TeamName, r.round - 1);
    const tab = season.rounds.get(r.round);
    const mail = arrivalMail({
      event: name,
      team,
      response: r,
      check,
      target: { round: target.round, deadline },
      scored: tab?.scored ?? false,
      individual: tab?.individual ?? false,
      previousValid,
      fallbackRound: before.source === 'none' ? null : before.fromRound,
    });
    // for the Needs you tab: the questions at fault of the team's latest line-up of the round (M8-M11, M7)
    if (mail.verdict === 'valid' || mail.verdict === 'not valid')
      recordSealedCheck(r.round, team, r.at, [...new Set(check.problems.map((p) => p.question))]);
    return deliver(r.email, mail, r.round, name, replyTo);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    console.log(`MOCHALUNT line-up check on arrival: ${message}`);
    try {
      recordUnmailed(
        round,
        `a line-up of round ${round} could not be checked on arrival (${message}): its captain got no e-mail`,
      );
    } catch {
      /* the log line above stays */
    }
    return `not checked: ${message}`;
  }
}

// Create scheduling form (menu): a Google Form with the spreadsheet as destination, where players send the
// agreed time of an individual match: the round, the board ("Team A v Team B, board 3: X v Y") and the date
// and time in UTC. The form records VERIFIED addresses (the signed-in account decides who sends a time: a typed
// address could be anyone's, https://developers.google.com/apps-script/reference/forms/email-collection-type); a
// form made anonymous by an earlier version is made verified by clicking the item again, and only its responses
// from then on count. A time counts from the board's two players and their teams' captains (by the addresses kept
// in Captains and protections). Its responses tab is named "Scheduling form answers" (Google's "Form Responses N"
// renamed) and goes after the public tabs. The form is published and shared with the organizers (formFile.ts). The
// spreadsheet's one form-submit trigger (triggers.ts installFormSubmit, run as its creator; ../forms/formSubmit.ts
// hands it this tab's responses) masks the response's address on the tab at once (the file is public), then under
// the document lock judges every response whose check cell is empty, in the tab's order: a valid one is copied to
// the board's row of the round tab (`scheduled (UTC)`); a submission for an unknown board, a time after the
// round's deadline or a sender not of the board gets the reason on the responses tab and is not copied. Without
// the lock the response stays pending (its check cell empty) for the next response's trigger or the menu item.
// Then the Needs you tab is refreshed from the last response's reading and what it wrote (needsYouRecords.ts).
// The trigger reads the response's row as values (the
// date-time answer is a Date, https://developers.google.com/apps-script/reference/spreadsheet/range#getValues()),
// never the event's text, which follows the spreadsheet's locale (04/03/2026 is 4 March in en_GB, 04.03.2026 in
// de_DE). The form's choices follow the open rounds: refreshed after Pair individual matches, and by clicking
// the item again. A form recorded but not openable by the organizer clicking (another organizer's, not shared)
// is named with its creator; no second form is made.
// Scopes: forms (the script creates the form), script.scriptapp (the trigger, installed by ../triggers.ts:
// a form created again finds the spreadsheet's trigger and makes no second one).
import { ACTIONS } from '../../sheets/actions';
import { guarded } from '../guard';
import { withDocumentLock } from '../lock';
import { inform, toast } from '../ui';
import { documentTriggers, FORM_SUBMIT_BY, FORM_SUBMIT_HANDLER, installFormSubmit } from '../triggers';
import { collectsVerified, requireVerified, verifiedFromNow } from '../forms/emailCollection';
import { formLeftText, propertiesNow, undoDestination } from '../forms/undoDestination';
import type { Workbook } from '../../sheets/workbook';
import { gasWorkbook } from '../workbook/gasWorkbook';
import { readSettings } from '../../sheets/tabs/settings';
import {
  SCHEDULED_HEADER,
  SCHEDULING_QUESTIONS,
  judgeScheduling,
  schedulableRounds,
  schedulingChoices,
} from '../../sheets/scheduling';
import { openRecorded, publishAndShare, recordForm, refuseUnreachable } from '../forms/formFile';
// the lists a pairing sets only when they change
import { forgetListed, refreshLists, setLists, type FormLists } from '../forms/formFile';
import { protectNewTabs, SCHEDULING_TRIGGER_PROPERTY } from './captains';
import { freeTabName, toLastPlace } from '../tabPlace';
import { outcome, type Outcome } from '../../sheets/outcome';
import { a1, emptyPlan, type WriteBlock } from '../../sheets/plan';
import { applyPlan, restoreSnapshot, snapshotBlocks } from '../workbook/apply';
import { maskAddresses } from '../forms/answersTab';
import { readUnfinished } from '../unfinished';
import { loadCaptains } from '../captainsRecord';
import { loadTeamAddresses } from './playerAddresses';
import { refreshNeedsYou } from '../needsYouRecords';
import { overlay } from '../../sheets/overview';

/** The form's responses tab, renamed from Google's "Form Responses N". */
const SCHEDULING_ANSWERS_TAB = 'Scheduling form answers';

/** Document property: the form's id. */
const FORM_PROPERTY = 'mochalunt.schedulingForm';
/** The column the add-on adds to the responses tab for its verdict. */
const RESPONSE_CHECK_HEADER = 'MOCHALUNT check';

const ITEM = ACTIONS.schedulingForm.label;
/** Since when (ms) the form records verified addresses, after the add-on made an earlier anonymous form verified. */
const VERIFIED_SINCE = `${FORM_PROPERTY}.verifiedSince`;
/** How long a response waits for another execution (a menu action, another response) to release the document lock. */
const LOCK_WAIT_MS = 10000;

/** The form's two lists by their items' titles: the open rounds and their boards. */
const formLists = (choices: { rounds: string[]; boards: string[] }): FormLists => ({
  [SCHEDULING_QUESTIONS.round]: choices.rounds,
  [SCHEDULING_QUESTIONS.match]: choices.boards,
});

function openChoices(wb: Workbook = gasWorkbook(SpreadsheetApp.getActiveSpreadsheet())): {
  rounds: string[];
  boards: string[];
} {
  const { settings } = readSettings(wb);
  return schedulingChoices(schedulableRounds(wb, settings.phase1Rounds + settings.phase2Rounds));
}

/** The menu item: creates the form once (then refreshes its choices). */
export function createSchedulingForm(): Outcome {
  return withDocumentLock(ITEM, () =>
    guarded(ITEM, () => {
      const ss = SpreadsheetApp.getActiveSpreadsheet();
      const choices = openChoices();
      if (choices.boards.length === 0) {
        const text = 'No round has individual matches to schedule: run Pair individual matches first.';
        inform(ITEM, text);
        return outcome('refused', `${ITEM}: nothing created. ${text}`);
      }
      const known = openRecorded(FORM_PROPERTY);
      const unreachable = refuseUnreachable('The scheduling form', ITEM, known);
      if (unreachable) return outcome('refused', unreachable);
      if (known.state === 'open') {
        const form = known.form;
        let again = '';
        // a form made anonymous (by an earlier version): from now on Google records the signed-in address
        const verified = verifiedFromNow(form, VERIFIED_SINCE);
        again =
          verified === 'now'
            ? " It records verified addresses now: a time counts only from the board's players or their captains."
            : verified === 'already'
              ? ''
              : verified.refused;
        setLists(form, formLists(choices));
        const n = choices.boards.length;
        forgetListed(FORM_PROPERTY);
        // the spreadsheet's form-submit trigger, made again when missing (an earlier version's replaced: triggers.ts)
        const install = installFormSubmit(ss, ITEM);
        if (install.state === 'refused') again += ` Responses are not judged: ${install.text}`;
        // responses a trigger could not judge (the lock held elsewhere, a failure) are judged now, under this lock
        const tab = schedulingTab(ss);
        const judged = tab ? judgePendingTimes(tab) : 'nothing pending';
        const pending = judged === 'nothing pending' ? '' : `\nPending responses judged now:\n${judged}`;
        const text = `The scheduling form exists: its choices now list ${n} boards of ${choices.rounds.join(', ')}. Link: ${form.getPublishedUrl()}${publishAndShare(form, known.owner)}${again}${pending}`;
        toast(text, 8);
        // the responses not copied, each with its cell, for the organizers
        const shown = tab ? notCopied(tab) : [];
        if (shown.length) inform(`${ITEM}: times not copied`, shown.join('\n'));
        return outcome(
          again || pending ? 'done' : 'nothing to do',
          shown.length ? `${text}\n${shown.join('\n')}` : text,
        );
      }
      // the spreadsheet's form-submit trigger first (kept when it exists): Google's limit of triggers refuses
      // it before anything is created
      const install = installFormSubmit(ss, ITEM);
      if (install.state === 'refused') {
        inform(`${ITEM}: nothing changed`, install.text);
        return outcome('refused', install.text);
      }
      const form = FormApp.create(`${ss.getName()}: agreed match times`);
      // the signed-in account decides who sends a time (a typed address could be anyone's): emailCollection.ts
      const unverified = requireVerified(form);
      form.setDescription(
        'Both players agree on a date and time (UTC) before the round deadline; one of them (or a captain of their teams) sends it here, signed in with the address the organizers know. Without one, the default appointment (M21) applies.',
      );
      form.addListItem().setTitle(SCHEDULING_QUESTIONS.round).setRequired(true);
      form.addListItem().setTitle(SCHEDULING_QUESTIONS.match).setRequired(true);
      form.addDateTimeItem().setTitle(SCHEDULING_QUESTIONS.time).setHelpText('in UTC').setRequired(true);
      setLists(form, formLists(choices));
      form.setConfirmationMessage(
        'Thank you: the time appears on the round tab once checked (a time after the round deadline is not copied).',
      );
      const before = new Set(ss.getSheets().map((s) => s.getSheetId()));
      const kept = propertiesNow([
        FORM_PROPERTY,
        `${FORM_PROPERTY}.owner`,
        SCHEDULING_TRIGGER_PROPERTY,
        VERIFIED_SINCE,
      ]);
      let responses: GoogleAppsScript.Spreadsheet.Sheet | undefined;
      let owner: string;
      try {
        form.setDestination(FormApp.DestinationType.SPREADSHEET, ss.getId());
        owner = recordForm(FORM_PROPERTY, form);
        PropertiesService.getDocumentProperties().deleteProperty(VERIFIED_SINCE);
        SpreadsheetApp.flush();
        responses = ss.getSheets().find((s) => !before.has(s.getSheetId()));
        // Google names it "Form Responses N" and puts it first: named for what it holds, after the public tabs (the
        // trigger finds its answers by their headers, the protections by the tab's id: the name is free)
        if (responses) {
          responses.setName(freeTabName(ss, SCHEDULING_ANSWERS_TAB));
          toLastPlace(ss, responses);
        }
        // the trigger runs as its creator and writes the round tabs and the responses tab: rebuilt protections
        // keep the creator an editor of those (captains.ts)
        PropertiesService.getDocumentProperties().setProperty(
          SCHEDULING_TRIGGER_PROPERTY,
          JSON.stringify({
            by: install.by,
            sheetId: responses ? responses.getSheetId() : null,
          }),
        );
        if (responses) protectNewTabs(ss, [responses.getName()]);
      } catch (e) {
        // a trigger made above goes too (ScriptApp.deleteTrigger), with the tab and the properties
        undoDestination(ss, form, before, kept);
        if (install.state === 'created') {
          for (const t of documentTriggers(ss, FORM_SUBMIT_HANDLER)) ScriptApp.deleteTrigger(t);
          PropertiesService.getDocumentProperties().deleteProperty(FORM_SUBMIT_BY);
        }
        const text = formLeftText(ITEM, e, form);
        inform(`${ITEM}: nothing written`, text);
        return outcome('error', `${ITEM}: ${text}`);
      }
      const text = `Scheduling form created (${choices.boards.length} boards of ${choices.rounds.join(', ')}): send players ${form.getPublishedUrl()}${publishAndShare(form, owner)}; the answers go to the "${responses ? responses.getName() : SCHEDULING_ANSWERS_TAB}" tab.${unverified}`;
      toast(text, 10);
      return outcome('done', text);
    }),
  );
}

/**
 * After Pair individual matches: the form lists the new boards, read from `wb` (the workbook as the pairing left
 * it); the form's properties from `read`'s (the reading planned from). Never throws (the pairing is written).
 */
export function refreshSchedulingForm(wb: Workbook, read?: Workbook): void {
  try {
    const lists = formLists(openChoices(wb));
    refreshLists({ key: FORM_PROPERTY, what: 'The scheduling form', item: ITEM }, lists, read?.documentProperties?.());
  } catch (e) {
    console.log(`MOCHALUNT scheduling form: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** The part of the spreadsheet form-submit event used: the response's row on the responses tab. */
export interface SchedulingSubmitEvent {
  readonly range?: GoogleAppsScript.Spreadsheet.Range;
}

/**
 * A scheduling response (from the spreadsheet's form-submit trigger): its address masked at once, then under the
 * document lock every response not judged yet (its check cell empty), in the tab's order: a valid time from the
 * board's side is copied to the round tab, anything else gets the reason on the responses tab. Without the lock
 * (another execution holds it) nothing is judged: the response stays pending, and the next response's trigger or
 * Create scheduling form judges it.
 */
export function onSchedulingSubmit(e: SchedulingSubmitEvent | undefined): string {
  const range = e?.range;
  if (!range) return 'no response';
  const responses = range.getSheet();
  // a spreadsheet's form-submit trigger fires for every form that answers into it (the registration form too):
  // only the scheduling form's responses are judged, and nothing is written on another form's tab
  // (https://developers.google.com/apps-script/guides/triggers/events#form-submit)
  if (!isSchedulingTab(headerOf(responses))) return 'not a scheduling response';
  maskAddresses(range); // the public file keeps no address (answersTab.ts); the form keeps it
  const lock = LockService.getDocumentLock();
  if (!lock.tryLock(LOCK_WAIT_MS))
    return 'pending: another execution held the document lock; the next scheduling response or Create scheduling form judges this one';
  try {
    if (readUnfinished())
      return 'pending: an earlier action was stopped halfway (run Undo last action); the next scheduling response judges this one';
    return judgePendingTimes(responses);
  } finally {
    lock.releaseLock();
  }
}

function headerOf(tab: GoogleAppsScript.Spreadsheet.Sheet): string[] {
  return tab.getRange(1, 1, 1, tab.getLastColumn()).getValues()[0].map(String);
}

const isSchedulingTab = (header: readonly string[]): boolean =>
  header.includes(SCHEDULING_QUESTIONS.match) && header.includes(SCHEDULING_QUESTIONS.time);

/** The scheduling form's answers tab (by the sheet id its creation recorded), when it exists. */
function schedulingTab(ss: GoogleAppsScript.Spreadsheet.Spreadsheet): GoogleAppsScript.Spreadsheet.Sheet | null {
  const raw = PropertiesService.getDocumentProperties().getProperty(SCHEDULING_TRIGGER_PROPERTY);
  const id = raw ? (JSON.parse(raw) as { sheetId?: number | null }).sheetId : null;
  const tab = id == null ? undefined : ss.getSheets().find((s) => s.getSheetId() === id);
  return tab && isSchedulingTab(headerOf(tab)) ? tab : null;
}

/** The responses whose time was not copied, each as "tab, row, column (cell): why. what to do" (at most 15 and a count). */
function notCopied(tab: GoogleAppsScript.Spreadsheet.Sheet): string[] {
  const grid = tab.getDataRange().getValues();
  const c = grid[0].map(String).indexOf(RESPONSE_CHECK_HEADER);
  if (c < 0) return [];
  const lines = grid
    .map((row, i) => ({ check: String(row[c] ?? ''), at: i + 1 }))
    .filter((x) => x.at > 1 && x.check.startsWith('not copied'))
    .map(
      (x) =>
        `${tab.getName()}, row ${x.at}, column ${RESPONSE_CHECK_HEADER} (${a1(x.at, c + 1)}): ${x.check}. ${SEND_AGAIN}`,
    );
  return lines.length > 15 ? [...lines.slice(0, 15), `... and ${lines.length - 15} more`] : lines;
}

/** What to do about a time not copied. */
const SEND_AGAIN = `if the time stands, one of the board's players (or a captain of its teams) sends it again before the round deadline, signed in with the address kept in Captains and protections, or the organizers type it in ${SCHEDULED_HEADER} on the round tab`;

/** A response as the form recorded it: when, the board chosen, the address and whether Google verified it. */
interface Sent {
  readonly at: number;
  readonly match: string;
  readonly email: string;
  readonly verified: boolean;
}

/** The form's responses (none when the form cannot be opened: then no sender is verified). */
function formResponses(): Sent[] {
  const known = openRecorded(FORM_PROPERTY);
  if (known.state !== 'open') return [];
  const form = known.form;
  const since = Number(PropertiesService.getDocumentProperties().getProperty(VERIFIED_SINCE) ?? 0);
  const verifiedForm = collectsVerified(form);
  const matchItem = form.getItems().find((i) => i.getTitle() === SCHEDULING_QUESTIONS.match);
  return form.getResponses().map((r) => {
    const at = r.getTimestamp().getTime();
    const answer = matchItem ? r.getResponseForItem(matchItem) : null;
    const email = r.getRespondentEmail();
    return {
      at,
      match: answer ? String(answer.getResponse()).trim() : '',
      email,
      verified: verifiedForm && at >= since && email !== '',
    };
  });
}

/** Who the address is on the board's side: one of its two players or a captain of one of its teams; null for anyone else. */
function boardSender(email: string, board: { team1: string; team2: string; player1: string; player2: string }) {
  const e = email.trim().toLowerCase();
  const has = (list: readonly string[] | undefined) => (list ?? []).some((x) => x.trim().toLowerCase() === e);
  const captains = loadCaptains();
  for (const [team, player] of [
    [board.team1, board.player1],
    [board.team2, board.player2],
  ]) {
    if (has(loadTeamAddresses(team)[player])) return `${player} (${team})`;
    if (has(captains[team])) return `${team}'s captain`;
  }
  return null;
}

/** Judges every response of the tab whose check cell is empty (the caller holds the document lock); returns each one's check. */
function judgePendingTimes(responses: GoogleAppsScript.Spreadsheet.Sheet): string {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const grid = responses.getDataRange().getValues();
  const header = grid[0].map(String);
  const checkAt = header.indexOf(RESPONSE_CHECK_HEADER);
  const pending = grid
    .map((row, i) => ({ row, at: i + 1 }))
    .filter((x) => x.at > 1 && x.row.some((v) => v !== '') && (checkAt < 0 || String(x.row[checkAt] ?? '') === ''));
  if (pending.length === 0) return 'nothing pending';
  const sent = formResponses();
  const used = new Set<number>();
  const out: string[] = [];
  let col = checkAt + 1;
  // the last response's reading and what it wrote: the Needs you tab is refreshed from them (M21 deadlines)
  let seen: { reading: Workbook; wrote: readonly WriteBlock[] } | null = null;
  for (const { row, at } of pending) {
    const answer = (q: string): unknown => row[header.indexOf(q)] ?? '';
    const stamp: unknown = row[0]; // Google's first column: the response's timestamp
    const time = answer(SCHEDULING_QUESTIONS.time);
    const match = String(answer(SCHEDULING_QUESTIONS.match)).trim();
    // the form's own record of this row: the same board, sent within the second the tab's timestamp shows
    const k = sent.findIndex(
      (x, j) => !used.has(j) && x.match === match && stamp instanceof Date && Math.abs(x.at - stamp.getTime()) < 1000,
    );
    if (k >= 0) used.add(k);
    const reading = gasWorkbook(ss);
    const verdict = judgeScheduling(reading, {
      round: String(answer(SCHEDULING_QUESTIONS.round)),
      match,
      time:
        time instanceof Date
          ? Utilities.formatDate(time, ss.getSpreadsheetTimeZone(), 'yyyy-MM-dd HH:mm')
          : String(time),
    });
    const by = verdict.ok && k >= 0 && sent[k].verified ? boardSender(sent[k].email, verdict.board) : null;
    const text = !verdict.ok
      ? verdict.reason
      : k < 0 || !sent[k].verified
        ? 'not copied: the form did not record a verified address, so the sender is unknown (Create scheduling form makes it record them)'
        : by === null
          ? `not copied: the sender is neither ${verdict.board.player1} nor ${verdict.board.player2} (the board's players, by the addresses kept in Captains and protections) nor a captain of ${verdict.board.team1} or ${verdict.board.team2}`
          : `${verdict.text} (sent by ${by})`;
    // every cell a response writes in one plan: snapshot, write, and on a failure at any call put everything back
    // (write.ts's rollback, without an undo step), so no header stands without the row it checks
    const blocks: WriteBlock[] = [];
    if (verdict.ok && by !== null && ss.getSheetByName(verdict.tab)) {
      if (verdict.header)
        blocks.push({ tab: verdict.tab, row: 1, col: verdict.col, values: [[SCHEDULED_HEADER]], fontWeights: 'bold' });
      blocks.push({
        tab: verdict.tab,
        row: verdict.row,
        col: verdict.col,
        values: [[verdict.value]],
        numberFormat: '@',
      });
    }
    if (col === 0) {
      col = header.length + 1;
      blocks.push({ tab: responses.getName(), row: 1, col, values: [[RESPONSE_CHECK_HEADER]] });
    }
    blocks.push({ tab: responses.getName(), row: at, col, values: [[text]] });
    const plan = { ...emptyPlan('schedulingCheck', 'Scheduling form check'), blocks };
    const snap = snapshotBlocks(ss, plan);
    const progress = { blocks: 0 };
    try {
      applyPlan(ss, plan, progress);
    } catch (e) {
      // the response stays pending (its check cell empty): the next trigger judges it
      restoreSnapshot(ss, snap, { blocks: progress.blocks, shrink: true });
      throw e;
    }
    seen = { reading, wrote: blocks };
    out.push(text);
  }
  const needsYou = seen
    ? refreshNeedsYou(ss, overlay(seen.reading, seen.wrote), 'Scheduling form', protectNewTabs)
    : null;
  return [...out, ...(needsYou ? [needsYou] : [])].join('\n');
}

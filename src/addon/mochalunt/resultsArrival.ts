// A result report on arrival: the results form answers into the spreadsheet, whose one form-submit trigger
// (triggers.ts installFormSubmit; formSubmit.ts hands it the results answers tab's responses) runs as the
// organizer who created it (https://developers.google.com/apps-script/guides/triggers/installable) and judges
// every response not judged yet, in arrival order, under the document lock (judgePendingReports): a response
// whose trigger could not get the lock, or failed, stays pending and the next report's trigger judges it.
// A report counts when its address is VERIFIED (the form records the signed-in account; a typed address could be
// anyone's), belongs to the board's side (the team's captain in Captains and protections, or the board's player by
// the addresses kept for Send pairings) and it arrived by the board's round deadline (M21, M16, extensions
// included: roundExtension.ts). Each response is judged once, with the addresses in force then, and the judgment
// kept by its response id (judgedReports.ts): re-reading the board's responses takes the recorded judgments, so
// a report not counted stays so and the Results log and the round tab agree. A report after its round was scored
// (its match scores written) writes nothing: logged, and listed by Create results form.
// Each side's latest counted report stands; the engine (reports.ts) says agreed,
// waiting or in dispute, and resultReports.ts what that writes on the round tab. The writing goes through the
// menu actions' path (write.ts: all or nothing, an undo step that Undo last action puts back), under the document
// lock (trigger executions run concurrently). Every report, counted or not, and every result changed is appended
// to the organizers' "Results log" (names, never addresses). The sender, when they are a captain or a player
// known by address, gets ONE e-mail with the check, within the mail quota
// (https://developers.google.com/apps-script/reference/mail/mail-app#getremainingdailyquota); a stranger gets
// nothing (the form's link may reach anyone: answering would spend the organizer's daily quota).
import { gasWorkbook } from '../workbook/gasWorkbook';
import { appendAllOrNothing } from '../forms/reportLog';
import { protectNewTabs } from './captains';
import { responseAnswers } from '../forms/responseAnswers';
import { emptyPlan } from '../../sheets/plan';
import { readSettings } from '../../sheets/tabs/settings';
import { overlay, OVERVIEW_TAB } from '../../sheets/overview';
import { boardsReported } from '../../sheets/formats/mochalunt/overview';
import { cellText, type Workbook } from '../../sheets/workbook';
import type { WriteBlock } from '../../sheets/plan';
import { tabPlaces } from '../../sheets/tabOrder';
import { reportNoteNow } from '../../sheets/reportedNote';
import { readRound, roundTabName, utc, type RoundTab } from '../../sheets/tabs/round';
import { COUNTED, RESULTS_LOG_TAB, resultsLogWrite, type ResultsLogRow } from '../../sheets/tabs/resultsLog';
import { loadJudged, recordJudged, type Judged } from '../forms/judgedReports';
import {
  boardWrite,
  locateReport,
  matchLabel,
  RESULTS_QUESTIONS,
  type FormReport,
  type Located,
} from '../../sheets/resultReports';
import { boardReports, reporterOf, type BoardPeople, type ResultReport } from '../../engine/mochalunt/reports';
import { loadCaptains, ORGANIZERS_KEY } from '../captainsRecord';
import { PLAYERS_PROPERTY_PREFIX } from './playerAddresses';
import { parseRecord } from './teamRecords';
import { writeAllOrNothing } from '../write';
import { readNeedsYouRecords } from '../needsYouRecords';
import { readUnfinished } from '../unfinished';
import { itemTitles } from '../forms/lineupResponses';
import {
  otherFormat,
  RESULTS_FORM_PROPERTY,
  RESULTS_PENDING_SINCE,
  RESULTS_VERIFIED_SINCE,
} from '../forms/resultsForm';
import { formatResultsArrival } from '../forms/formatResults';
import { reportMail, sendReportMail } from '../forms/resultsMail';

type Form = GoogleAppsScript.Forms.Form;
/** How long a report waits for another execution (a menu action, another report) to release the document lock. */
const LOCK_WAIT_MS = 10000;

/** The parts of the form-submit event used. */
export interface ResultsSubmitEvent {
  readonly response?: GoogleAppsScript.Forms.FormResponse;
  readonly source?: Form;
}

function formReport(r: GoogleAppsScript.Forms.FormResponse, titles: ReadonlyMap<number, string>): FormReport {
  const { answers: a, id, at, email } = responseAnswers(r, titles);
  return {
    id,
    at,
    email,
    round: a[RESULTS_QUESTIONS.round] ?? '',
    match: a[RESULTS_QUESTIONS.match] ?? '',
    board: a[RESULTS_QUESTIONS.board] ?? '',
    games: RESULTS_QUESTIONS.games.map((g) => a[g] ?? ''),
  };
}

/** The addresses the document properties hold: captains by team, players by team and name. */
interface People {
  readonly captains: Record<string, string[]>;
  readonly players: Record<string, Record<string, string[]>>;
}

function people(): People {
  const all = PropertiesService.getDocumentProperties().getProperties();
  const captains = loadCaptains(all);
  delete captains[ORGANIZERS_KEY];
  const players: Record<string, Record<string, string[]>> = {};
  for (const k of Object.keys(all))
    if (k.indexOf(PLAYERS_PROPERTY_PREFIX) === 0)
      players[k.slice(PLAYERS_PROPERTY_PREFIX.length)] = parseRecord<string[]>(all[k]);
  return { captains, players };
}

const lower = (s: string) => s.trim().toLowerCase();
const listOf = (rec: Record<string, string[]>, key: string): string[] =>
  rec[key] ?? rec[Object.keys(rec).find((k) => lower(k) === lower(key)) ?? ''] ?? [];

function boardPeople(p: People, l: Extract<Located, { ok: true }>): BoardPeople {
  const { m, b } = l;
  return {
    team1: m.team1,
    team2: m.team2,
    player1: b.player1,
    player2: b.player2,
    captains1: listOf(p.captains, m.team1),
    captains2: listOf(p.captains, m.team2),
    addresses1: listOf(p.players[m.team1] ?? {}, b.player1),
    addresses2: listOf(p.players[m.team2] ?? {}, b.player2),
  };
}

/** The sender by name (a captain of some team, a player known by address), or null for a stranger. */
function knownAs(p: People, email: string): string | null {
  const e = lower(email);
  if (!e) return null;
  for (const [team, list] of Object.entries(p.captains))
    if (list.some((x) => lower(x) === e)) return `${team}'s captain`;
  for (const [team, rec] of Object.entries(p.players))
    for (const [player, list] of Object.entries(rec))
      if (list.some((x) => lower(x) === e)) return `${player} (${team})`;
  return null;
}

/**
 * The Overview's "results so far" cell of the team match, as the report leaves the round tab (the whole
 * Overview is rewritten by Score round; rebuilding it for every report would cost each report the season's
 * reading and the knock-out projection): null when the Overview does not show the match.
 */
function overviewCell(wb: Workbook, blocks: readonly WriteBlock[], round: number, id: string): WriteBlock | null {
  const grid = wb.read(OVERVIEW_TAB);
  if (!grid) return null;
  const tab = readRound(overlay(wb, blocks), round).tab;
  const m = tab?.matches.find((x) => x.id === id);
  if (!tab || !m) return null;
  const at = (r: number, c: number) => cellText(grid[r]?.[c] ?? '');
  for (let r = 1; r < grid.length; r++) {
    for (let c = 0; c + 5 < (grid[r]?.length ?? 0); c++) {
      if (at(r, c) !== m.id || at(r, c + 1) !== m.team1 || at(r, c + 4) !== m.team2) continue;
      for (let h = r - 1; h >= 0 && at(h, c) !== ''; h--) {
        if (at(h, c + 5) === 'results so far')
          return { tab: OVERVIEW_TAB, row: r + 1, col: c + 6, values: [[boardsReported(m) + reportNoteNow(tab, m)]] };
      }
    }
  }
  return null;
}

/** Appends the log rows (creating the organizers' tab the first time, protected like every tab made later). */
function appendLog(
  ss: GoogleAppsScript.Spreadsheet.Spreadsheet,
  rows: ResultsLogRow[],
  takeBack: readonly (() => void)[] = [],
  late = false,
): void {
  const wb = gasWorkbook(ss);
  // a report judged by a later trigger than its own (it was pending) says when: the others were judged on arrival
  const judgedAt = `; judged ${utc(Date.now())} UTC (pending until then)`;
  const w = resultsLogWrite(
    wb,
    late ? rows.map((x) => (x.counted === '' ? x : { ...x, outcome: x.outcome + judgedAt })) : rows,
  );
  const plan = { ...emptyPlan('resultsLog', RESULTS_LOG_TAB), newTabs: w.newTabs, blocks: w.blocks };
  const { places } = tabPlaces(
    wb.tabNames(),
    w.newTabs.map((t) => t.name),
  );
  // all or nothing, and the report's write taken back when its rows cannot be logged (reportLog.ts)
  appendAllOrNothing(
    ss,
    { ...plan, tabIndex: places },
    w.newTabs.length ? () => protectNewTabs(ss, [RESULTS_LOG_TAB]) : null,
    takeBack,
  );
}

/**
 * The results form's own submit trigger, made before the form answered into the spreadsheet (a bound install's
 * organizer may still have one): it judges the pending reports as the spreadsheet's trigger does.
 */
export function resultsArrival(e: ResultsSubmitEvent | undefined): string {
  const form = e?.source;
  if (!e?.response || !form) return 'no response';
  if (PropertiesService.getDocumentProperties().getProperty(RESULTS_FORM_PROPERTY) !== form.getId())
    return 'not the results form of this spreadsheet: nothing done';
  return judgePendingReports();
}

/**
 * The responses of the results form not judged yet, in arrival order: those with no judgment recorded
 * (judgedReports.ts), since the form answers into the spreadsheet (RESULTS_PENDING_SINCE: a form made before
 * leaves its older responses as they were judged or not then, never judged again).
 */
function pendingReports(form: Form): GoogleAppsScript.Forms.FormResponse[] {
  const since = Number(PropertiesService.getDocumentProperties().getProperty(RESULTS_PENDING_SINCE) ?? 0);
  const judged = loadJudged();
  return form
    .getResponses()
    .map((r, k) => ({ r, k, at: r.getTimestamp().getTime() }))
    .filter((x) => x.at >= since && !judged.has(x.r.getId()))
    .sort((a, b) => a.at - b.at || a.k - b.k)
    .map((x) => x.r);
}

/**
 * A report on arrival (the spreadsheet's form-submit trigger, a response on the results form's answers tab):
 * under the document lock, every pending response is judged in arrival order, its own and any an earlier
 * trigger could not judge (the lock held too long by another execution, a failure): no response is lost, and
 * none judged twice (the judgment is recorded under the lock). Without the lock it judges nothing and says so:
 * the response stays pending for the next report's trigger. Never throws.
 */
export function judgePendingReports(): string {
  const r = judgePending(false);
  if (r.stopped) return `pending: ${r.stopped}`;
  return r.judged.length ? r.judged.join('\n') : 'nothing pending';
}

/**
 * Judges the pending reports in arrival order under the document lock: `judged` says what each one's judgment
 * did, `stopped` why none could be judged now (they stay pending). From a trigger the newest is its own event's
 * response, judged on arrival; from an organizer's action (`allLate`) every one waited for a later execution.
 */
export function judgePending(allLate: boolean): { readonly judged: string[]; readonly stopped: string | null } {
  let lock: GoogleAppsScript.Lock.Lock | null = null;
  try {
    const id = PropertiesService.getDocumentProperties().getProperty(RESULTS_FORM_PROPERTY);
    if (!id) return { judged: [], stopped: null };
    const form = FormApp.openById(id);
    const documentLock = LockService.getDocumentLock();
    if (!documentLock.tryLock(LOCK_WAIT_MS))
      return { judged: [], stopped: 'another execution held the document lock; the next report judges this one' };
    lock = documentLock;
    const pending = pendingReports(form);
    return { judged: pending.map((r, k) => judgeReport(r, form, allLate || k < pending.length - 1)), stopped: null };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    console.log(`MOCHALUNT results report: ${message}`);
    return { judged: [], stopped: message };
  } finally {
    if (lock) lock.releaseLock();
  }
}

/** Judges one report (the caller holds the document lock): writes what the board's reports settle, logs, e-mails the sender. Never throws: a failure leaves it pending. */
function judgeReport(response: GoogleAppsScript.Forms.FormResponse, form: Form, late: boolean): string {
  try {
    const props = PropertiesService.getDocumentProperties();
    const since = Number(props.getProperty(RESULTS_VERIFIED_SINCE) ?? 0);
    const ss = SpreadsheetApp.getActiveSpreadsheet();
    if (otherFormat())
      return formatResultsArrival(response, form, since, (rows, wrote) => appendLog(ss, rows, wrote, late));
    const titles = itemTitles(form);
    const r = formReport(response, titles);
    const verifiedForm = form.getEmailCollectionType() === FormApp.EmailCollectionType.VERIFIED;
    const isVerified = (x: FormReport) => verifiedForm && x.at >= since && x.email !== '';
    const base = { at: r.at, round: r.round, board: r.board, results: r.games.join(' ') };
    // each response is judged once (judgedReports.ts): the same response again does nothing
    const judged = loadJudged();
    if (judged.has(r.id)) return 'already judged: nothing done';
    if (!isVerified(r)) {
      const why =
        "not counted: the form did not record a verified address (it was typed, so it could be anyone's): nothing written, no e-mail. Run Create results form: it records verified addresses again";
      appendLog(
        ss,
        [{ ...base, by: 'an unverified sender', counted: COUNTED.no, outcome: why, before: '', after: '' }],
        [],
        late,
      );
      recordJudged(r.id, { counted: false });
      return why;
    }
    const wb = gasWorkbook(ss);
    const p = people();
    const name = knownAs(p, r.email);
    const tabs = new Map<number, RoundTab | null>();
    const l = locateReport(wb, r, tabs);
    const rows: ResultsLogRow[] = [];
    let outcome: string;
    let counted: string = COUNTED.no;
    let by = name ?? "an unknown sender (no captain's or player's address)";
    let mailKind: 'agreed' | 'waiting' | 'dispute' | 'kept' | 'not counted' = 'not counted';
    /** what puts back the report's write (round tab, undo step) if its log rows cannot be appended */
    const wrote: (() => void)[] = [];
    let detail = '';
    const who = l.ok ? reporterOf(r.email, boardPeople(p, l)) : null;
    /** a response of the board judged now: verified, its board as paired, by the deadline, from the board's side */
    const judge = (fx: FormReport, lx: Located): Judged => {
      if (!isVerified(fx) || !lx.ok || (lx.deadline !== null && fx.at > lx.deadline)) return { counted: false };
      const wx = reporterOf(fx.email, boardPeople(p, lx));
      return 'side' in wx ? { counted: true, side: wx.side, by: wx.by } : { counted: false };
    };
    if (l.ok && l.tab.scored) {
      by = who && 'by' in who ? who.by : by;
      counted = COUNTED.afterScoring;
      outcome = `not counted: round ${l.round} was scored before this report arrived: nothing written; the organizers decide (type the result on ${roundTabName(l.round)}, board ${l.b.board} of ${matchLabel(l.m)} and Score round again)`;
    } else if (!l.ok) {
      outcome = `not counted: ${l.reason}`;
    } else if (who && 'reason' in who) {
      outcome = `not counted: ${who.reason}`;
    } else if (l.deadline !== null && r.at > l.deadline) {
      by = who ? who.by : by;
      outcome = `not counted: sent ${utc(r.at)} UTC, after the board's round deadline ${utc(l.deadline)} UTC (M21, M16); the organizers decide`;
    } else {
      by = (who as { by: string }).by;
      // every counted report of this board as paired now (a report for an earlier pairing names other players),
      // each as judged once: a response not yet judged is judged now and recorded
      const reports: ResultReport[] = [];
      // the board's answer first (one call a response): only the same board's responses are read whole
      const boardItem = form.getItems().find((i) => i.getTitle() === RESULTS_QUESTIONS.board);
      for (const x of form.getResponses()) {
        const answer = boardItem ? x.getResponseForItem(boardItem) : null;
        if (answer && String(answer.getResponse()).trim() !== r.board.trim()) continue;
        const fx = x.getId() === r.id ? r : formReport(x, titles);
        if (fx.board.trim() !== r.board.trim() || fx.round !== r.round) continue;
        const lx = locateReport(wb, fx, tabs);
        // as judged once; a response not judged yet by its own trigger, for this verdict only (judgedReports.ts)
        const j = (fx.id === r.id ? null : judged.get(fx.id)) ?? judge(fx, lx);
        if (j.counted && lx.ok)
          reports.push({ id: fx.id, at: fx.at, side: j.side === 2 ? 2 : 1, by: j.by, results: lx.results });
      }
      const verdict = boardReports(reports);
      const w = boardWrite(l, verdict);
      outcome = w.text;
      mailKind =
        w.outcome === 'agreed' || w.outcome === 'waiting' || w.outcome === 'dispute' || w.outcome === 'kept'
          ? w.outcome
          : 'not counted';
      if (verdict.state === 'dispute')
        detail = verdict.reports.map((x) => `${x.by}: ${x.results.join(' ')}`).join('; ');
      if (w.blocks.length) {
        const stopped = readUnfinished();
        let failure: string | null = null;
        if (stopped) failure = 'an earlier action was stopped halfway: run Undo last action first';
        else {
          const shown = overviewCell(wb, w.blocks, l.round, l.m.id);
          const plan = {
            ...emptyPlan('resultsReport', `Results reported: round ${l.round}, ${matchLabel(l.m)}, board ${l.b.board}`),
            blocks: shown ? [...w.blocks, shown] : w.blocks,
          };
          try {
            failure = writeAllOrNothing(ss, plan, {
              label: 'Results form',
              undoable: true,
              now: new Date(),
              tabsCreated: protectNewTabs,
              written: (back) => wrote.push(back),
              needsYou: { reading: wb, records: readNeedsYouRecords(wb) },
            });
          } catch (err) {
            failure = err instanceof Error ? err.message : String(err);
          }
        }
        if (failure) {
          outcome = `${outcome}; NOT WRITTEN (${failure}): the organizers type it`;
        } else if (w.before || w.after) {
          rows.push({
            at: Date.now(),
            round: r.round,
            board: r.board,
            by: 'the add-on (reports)',
            results: '',
            counted: '',
            outcome: `results of ${matchLabel(l.m)}, board ${l.b.board} changed`,
            before: w.before,
            after: w.after,
          });
        }
      }
    }
    const counts = !outcome.startsWith('not counted');
    if (counts) counted = COUNTED.yes;
    const mail =
      name || counts
        ? reportMail({
            event: readSettings(wb).settings.eventName || 'MOCHALUNT',
            report: r,
            by,
            kind: mailKind,
            outcome,
            detail,
            located: l,
          })
        : null;
    const mailed = mail ? sendReportMail(r.email, mail) : "no e-mail (not a captain's or player's address)";
    rows.unshift({
      ...base,
      by,
      counted,
      outcome: `${outcome}; ${mailed}`,
      before: '',
      after: '',
    });
    appendLog(ss, rows, wrote, late);
    recordJudged(r.id, l.ok && counts ? judge(r, l) : { counted: false });
    return `${outcome}; ${mailed}`;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    console.log(`MOCHALUNT results report: ${message}`);
    return `not judged, pending: ${message}`;
  }
}

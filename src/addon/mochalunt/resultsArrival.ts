// A result report on arrival: the results form answers into the spreadsheet, whose one form-submit trigger
// (triggers.ts installFormSubmit; formSubmit.ts hands it the event of a row of the results answers tab) runs as
// the organizer who created it (https://developers.google.com/apps-script/guides/triggers/installable). The report
// is judged from its own event (answersTab.ts: its row e.range, its answers and address e.namedValues,
// https://developers.google.com/apps-script/guides/triggers/events#form-submit), never from the form's list of
// responses, so judging one costs the same Google calls whatever the season's size. Its address is kept privately
// before the row is masked, then under the document lock the rows before it still pending are judged in row
// order, then its own (judgePending): a row whose trigger could not get the lock, failed or was stopped stays
// pending (no judgment recorded, judgedReports.ts) and the next report's trigger or organizer action judges it,
// reading only the rows after the last judged one.
// A report counts when its address is VERIFIED (the form records the signed-in account; a typed address could be
// anyone's), belongs to the board's side (the team's captain in Captains and protections, or the board's player by
// the addresses kept for Send pairings) and it arrived by the board's round deadline (M21, M16, extensions
// included: roundExtension.ts). Each response is judged once, with the addresses in force then, and the board's
// counted reports kept in its own record (judgedReports.ts): the board's verdict reads that record, so a report
// not counted stays so and the Results log and the round tab agree. A report after its round was scored
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
import { emptyPlan } from '../../sheets/plan';
import { readSettings } from '../../sheets/tabs/settings';
import { overlay, OVERVIEW_TAB } from '../../sheets/overview';
import { boardsReported } from '../../sheets/formats/mochalunt/overview';
import { cellText, type Workbook } from '../../sheets/workbook';
import type { WriteBlock } from '../../sheets/plan';
import { tabPlaces } from '../../sheets/tabOrder';
import { reportNoteNow } from '../../sheets/formats/mochalunt/reportedNote';
import { readRound, roundTabName, utc, type RoundTab } from '../../sheets/tabs/round';
import { COUNTED, RESULTS_LOG_TAB, resultsLogWrite, type ResultsLogRow } from '../../sheets/tabs/resultsLog';
import {
  forgetAddress,
  isJudged,
  judgedThrough,
  keepAddress,
  keptAddress,
  legacyJudgments,
  loadBoard,
  recordJudged,
  skipThrough,
  withReport,
  type CountedReport,
  type Judgment,
} from '../forms/judgedReports';
import {
  arrivedFromEvent,
  maskAddresses,
  rowsAfter,
  type AnswersSubmitEvent,
  type ArrivedResponse,
} from '../forms/answersTab';
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
import { readNeedsYouRecords, refreshNeedsYou } from '../needsYouRecords';
import { readUnfinished } from '../unfinished';
import {
  otherFormat,
  RESULTS_FORM_PROPERTY,
  RESULTS_PENDING_SINCE,
  RESULTS_VERIFIED_SINCE,
  resultsAnswersTab,
} from '../forms/resultsForm';
import { formatResultsArrival } from '../forms/formatResults';
import { reportMail, sendReportMail } from '../forms/resultsMail';
import { collectsVerified } from '../forms/emailCollection';

type Form = GoogleAppsScript.Forms.Form;
type Range = GoogleAppsScript.Spreadsheet.Range;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
/**
 * The most reports one execution judges: each takes about 134 calls (some 7 s in Google by the latency model,
 * whatever the season's size), so 20 end well within the 6 minutes after which Google stops an execution with no
 * catch (https://developers.google.com/apps-script/guides/services/quotas, "Script runtime"). Those left stay
 * pending for the next report's trigger or organizer action.
 */
const MAX_JUDGED = 20;
/** How long a report waits for another execution (a menu action, another report) to release the document lock. */
const LOCK_WAIT_MS = 10000;

/** The parts of the form-submit event used. */
export interface ResultsSubmitEvent {
  readonly response?: GoogleAppsScript.Forms.FormResponse;
  readonly source?: Form;
}

/** The report of a row of the answers tab, its answers by question title. */
function formReport(r: ArrivedResponse): FormReport {
  const a = r.answers;
  return {
    id: `row ${r.row}`,
    at: r.at,
    email: r.email,
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
  // a report that wrote nothing else (not counted; in the other formats waiting or in dispute): the Needs you tab
  // follows the log's new rows (a report's own write already wrote it)
  if (takeBack.length === 0) refreshNeedsYou(ss, overlay(wb, w.blocks, w.newTabs), 'Results form', protectNewTabs);
}

/**
 * The results form's own submit trigger, made before the form answered into the spreadsheet (a bound install's
 * organizer may still have one): it judges the pending rows of the answers tab as an organizer action does.
 */
export function resultsArrival(e: ResultsSubmitEvent | undefined): string {
  const form = e?.source;
  if (!e?.response || !form) return 'no response';
  if (PropertiesService.getDocumentProperties().getProperty(RESULTS_FORM_PROPERTY) !== form.getId())
    return 'not the results form of this spreadsheet: nothing done';
  const r = judgePending(false);
  if (r.stopped) return `pending: ${r.stopped}`;
  return r.judged.length ? r.judged.join('\n') : 'nothing pending';
}

/**
 * A report on arrival (the spreadsheet's form-submit trigger, a row on the results form's answers tab): its
 * address is kept privately before the row is masked (the public file keeps no address), then, under the
 * document lock, the rows before it still pending are judged in row order and then its own, from its event:
 * no response is lost, and none judged twice (the judgment is recorded under the lock). Without the lock it
 * judges nothing and says so: the row stays pending for the next report's trigger or organizer action.
 * Never throws.
 */
export function judgePendingReports(e: AnswersSubmitEvent & { range: Range }): string {
  let from: { tab: Sheet; own: ArrivedResponse };
  try {
    const { response, cells } = arrivedFromEvent(e.range, e.namedValues);
    const tab = e.range.getSheet();
    const id = tab.getSheetId();
    // a row judged already (an organizer's action came first) needs no address kept
    if (!isJudged(id, response.row, judgedThrough(id) ?? 1)) keepAddress(id, response.row, response.email);
    maskAddresses(e.range, cells);
    from = { tab, own: response };
  } catch (err) {
    // the row stays pending, its address on it or kept: the next report's trigger or organizer action judges it
    const message = err instanceof Error ? err.message : String(err);
    console.log(`MOCHALUNT results report: ${message}`);
    return `pending: ${message}`;
  }
  const r = judgePending(false, from);
  if (r.stopped) return `pending: ${r.stopped}`;
  return r.judged.length ? r.judged.join('\n') : 'nothing pending';
}

/**
 * Judges the pending rows of the answers tab in row (arrival) order under the document lock, reading only the
 * rows after the last judged one (judgedReports.ts): `judged` says what each one's judgment did, `stopped` why
 * none could be judged now (they stay pending). From a trigger (`from`) the rows before its own, then its own
 * from its event, judged on arrival; from an organizer's action (`allLate`) every row to the tab's last, each
 * of which waited for a later execution.
 */
export function judgePending(
  allLate: boolean,
  from: { readonly tab: Sheet; readonly own: ArrivedResponse } | null = null,
): { readonly judged: string[]; readonly stopped: string | null } {
  let lock: GoogleAppsScript.Lock.Lock | null = null;
  try {
    const props = PropertiesService.getDocumentProperties();
    const id = props.getProperty(RESULTS_FORM_PROPERTY);
    if (!id) return { judged: [], stopped: null };
    const documentLock = LockService.getDocumentLock();
    if (!documentLock.tryLock(LOCK_WAIT_MS))
      return { judged: [], stopped: 'another execution held the document lock; the next report judges this one' };
    lock = documentLock;
    const sheet = from?.tab ?? resultsAnswersTab(SpreadsheetApp.getActiveSpreadsheet());
    if (!sheet) return { judged: [], stopped: null };
    const tab = sheet.getSheetId();
    const own = from?.own ?? null;
    let through = judgedThrough(tab);
    if (through === null) {
      // the tab's first judgment: a workbook whose judgments were kept by response id before has judged its
      // rows already (all but the newest, its own)
      through = legacyJudgments(props.getProperties()) ? (own ? own.row - 1 : sheet.getLastRow()) : 1;
      if (through > 1) skipThrough(tab, through);
    }
    const since = Number(props.getProperty(RESULTS_PENDING_SINCE) ?? 0);
    // every row after the mark, its own from its event: the rows that arrived with it (their triggers may have
    // given up the lock while this one held it) are judged too, in row order, up to MAX_JUDGED
    const rows = rowsAfter(sheet, through, null).map((r) => (own && r.row === own.row ? own : r));
    if (own && own.row > through && !rows.includes(own)) rows.push(own);
    // its own row judged by an organizer's action meanwhile: the address its trigger kept goes
    if (own && own.row <= through) forgetAddress(tab, own.row);
    const judged: string[] = [];
    // the rows to judge, each with its address (the one kept, or the cell's when its trigger did not mask it)
    const pending: ArrivedResponse[] = [];
    // the form is opened (FormApp.openById, a second) once a row is to be judged, before any row is masked
    let form: Form | null = null;
    for (const r of rows) {
      if (isJudged(tab, r.row, through)) continue;
      // older responses Google copied onto a new answers tab stay as they were judged, or not, then
      if (r.at < since) {
        through = recordJudged(tab, r.row, through, null);
        continue;
      }
      form ??= FormApp.openById(id);
      if (r === own) pending.push(r);
      else {
        // a row whose own trigger did not run yet, or was stopped before its mask: masked now
        if (r.email) maskAddresses(sheet.getRange(r.row, 1, 1, sheet.getLastColumn()));
        pending.push({ ...r, email: keptAddress(tab, r.row) ?? r.email });
      }
    }
    // at most MAX_JUDGED in one execution, so that it ends well before Google's 6 minutes; the rest stay pending
    pending.length = Math.min(pending.length, MAX_JUDGED);
    for (let k = 0; form && k < pending.length; k++) {
      const r = pending[k];
      const out = judgeReport(r, pending.slice(k + 1), form, allLate || r !== own);
      judged.push(out.text);
      if (out.board !== undefined) through = recordJudged(tab, r.row, through, out.board);
    }
    return { judged, stopped: null };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    console.log(`MOCHALUNT results report: ${message}`);
    return { judged: [], stopped: message };
  } finally {
    if (lock) lock.releaseLock();
  }
}

/**
 * Judges one report (the caller holds the document lock and records the judgment): writes what the board's
 * reports settle, logs, e-mails the sender. `later`: the rows after it judged in the same execution (it waited
 * for the lock or a failure while they arrived): their reports of its board count for its verdict, as they stand
 * now, each then judged and recorded in its turn. Never throws: a failure leaves it pending.
 */
function judgeReport(
  response: ArrivedResponse,
  later: readonly ArrivedResponse[],
  form: Form,
  late: boolean,
): Judgment {
  try {
    const props = PropertiesService.getDocumentProperties();
    const since = Number(props.getProperty(RESULTS_VERIFIED_SINCE) ?? 0);
    const ss = SpreadsheetApp.getActiveSpreadsheet();
    if (otherFormat())
      return formatResultsArrival(response, later, form, since, (rows, wrote) => appendLog(ss, rows, wrote, late));
    const r = formReport(response);
    const verifiedForm = collectsVerified(form);
    const isVerified = (x: FormReport) => verifiedForm && x.at >= since && x.email !== '';
    const base = { at: r.at, round: r.round, board: r.board, results: r.games.join(' ') };
    if (!isVerified(r)) {
      const why =
        "not counted: the form did not record a verified address (it was typed, so it could be anyone's): nothing written, no e-mail. Run Create results form: it records verified addresses again";
      appendLog(
        ss,
        [{ ...base, by: 'an unverified sender', counted: COUNTED.no, outcome: why, before: '', after: '' }],
        [],
        late,
      );
      return { text: why, board: null };
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
    /** the board's counted reports as judged once, this one among them (judgedReports.ts) */
    let record: CountedReport[] | null = null;
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
      by = (who as { side: 1 | 2; by: string }).by;
      // the board's counted reports as judged once (a report for an earlier pairing names other players, so
      // another board), each side's latest, and this one
      const side = (who as { side: 1 | 2 }).side;
      record = withReport(loadBoard(r.round, r.board), { id: r.id, at: r.at, side, by, results: l.results }, (x) =>
        String(x.side),
      );
      const reports: ResultReport[] = record.map((x) => ({ ...x, side: x.side === 2 ? 2 : 1 }));
      for (const x of later.map(formReport)) {
        if (x.board.trim() !== r.board.trim() || x.round !== r.round || !isVerified(x)) continue;
        const lx = locateReport(wb, x, tabs);
        if (!lx.ok || (lx.deadline !== null && x.at > lx.deadline)) continue;
        const wx = reporterOf(x.email, boardPeople(p, lx));
        if ('side' in wx) reports.push({ id: x.id, at: x.at, side: wx.side, by: wx.by, results: lx.results });
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
    return {
      text: `${outcome}; ${mailed}`,
      board: counts && record ? { round: r.round, board: r.board, reports: record } : null,
    };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    console.log(`MOCHALUNT results report: ${message}`);
    return { text: `not judged, pending: ${message}` };
  }
}

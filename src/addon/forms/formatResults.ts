// The results form of the Swiss, league and multi-player formats (Create results form and its submit trigger,
// for workbooks whose Settings format is not mochalunt). The form: the round, then the game ("Match 2: Ada v
// Ben"), the team board ("Match 2: Rome v Oslo, Checkers: Rome B v Oslo B") or the table ("Table 1: Ann, Bob,
// Cat, Dov", seat order) from lists, and the result from a list in the round tab's notation (L1), or the
// table's places typed in seat order ("2 1 4 3", checked on arrival: each place once, K1, K4; a one-line
// TextItem, https://developers.google.com/apps-script/reference/forms/text-item; the form itself validates nothing). Who reports is read from
// the VERIFIED address against Entrants' addresses (entrantAddresses.ts). Who confirms: the opponent, or the
// opponent team's captain or board player (L1, L5); at a table, a second player reporting the same places
// (K1: any two players, every player who reported agreeing). These rounds have no M21 calendar: a report counts
// until the round is scored; after it a report is logged and listed, never written. A report of a game or table
// with an entrant withdrawn before the round (K6, withdrawnBefore.ts) is refused. Each response is judged once,
// from its row on the answers tab (resultsArrival.ts), and the game's (table's) counted reports kept in its own
// record (judgedReports.ts), never re-read from the form. Agreed results are written into blank result cells only (formatReports.ts) through
// write.ts (all or nothing, an undo step); every report is logged in the Results log by name; the sender, when
// known, gets one e-mail within the quota (resultsMail.ts sendReportMail).
import { gasWorkbook } from '../workbook/gasWorkbook';
import { emptyPlan } from '../../sheets/plan';
import { readSettings } from '../../sheets/tabs/settings';
import { utc } from '../../sheets/tabs/round';
import { RESULT_CHOICES } from '../../sheets/tabs/results';
import {
  agreedWrite,
  disputeClear,
  formatReportChoices,
  formatReporter,
  FORMAT_QUESTIONS,
  locateFormatReport,
  TABLE_CARROTS_NOTE,
  type FormatFormReport,
} from '../../sheets/formats/formatReports';
import { boardReports, type ResultReport } from '../../engine/mochalunt/reports';
import { tableReports, type TableReport } from '../../engine/formatReports';
import { COUNTED, type ResultsLogRow } from '../../sheets/tabs/resultsLog';
import { withdrawnBefore } from '../../sheets/formats/withdrawnBefore';
import { loadBoard, withReport, type CountedReport, type Judgment } from './judgedReports';
import type { ArrivedResponse } from './answersTab';
import type { WriteBlock } from '../../sheets/plan';
import { writeAllOrNothing } from '../write';
import { readNeedsYouRecords } from '../needsYouRecords';
import { tabsCreatedBy, toolHooks } from '../toolHooks';
import { readUnfinished } from '../unfinished';
import { sendReportMail } from './resultsMail';
import { loadEntrantAddresses } from '../entrantAddresses';
import { collectsVerified } from './emailCollection';
import { setLists, type FormLists } from './formFile';

type Form = GoogleAppsScript.Forms.Form;

/** Adds the questions of these formats to a new form. */
export function addFormatQuestions(form: Form, multi: boolean): void {
  form.setDescription(
    multi
      ? 'Players of a table: the Google account you are signed in with decides who you are. Report the places of your table in seat order; when a second player of the table reports the same places they are written on the round tab, otherwise the organizers decide. Report before the round is scored.'
      : "Players, or a team's captain or board player: the Google account you are signed in with decides who you are. Both sides report; when they agree the result is written on the round tab, otherwise the organizers decide. Report before the round is scored.",
  );
  form.addListItem().setTitle(FORMAT_QUESTIONS.round).setRequired(true);
  if (multi) {
    form
      .addListItem()
      .setTitle(FORMAT_QUESTIONS.table)
      .setHelpText('the table as seated: its players in seat order')
      .setRequired(true);
    form
      .addTextItem()
      .setTitle(FORMAT_QUESTIONS.places)
      .setHelpText(
        'one place per seat, in the seat order of the table chosen, e.g. 2 1 4 3 (1 = first home; "absent" for a player who did not come)',
      )
      .setRequired(true);
  } else {
    form
      .addListItem()
      .setTitle(FORMAT_QUESTIONS.game)
      .setHelpText('the game (team events: the board) as paired')
      .setRequired(true);
    form
      .addListItem()
      .setTitle(FORMAT_QUESTIONS.result)
      .setHelpText(
        'from the side of the player (team) named first: 1-0 they won, 0-1 they lost, ½-½ draw, + forfeit win, - forfeit loss, 0-0 not played',
      )
      .setChoiceValues(RESULT_CHOICES.slice())
      .setRequired(true);
  }
}

/** Sets the lists from the open rounds (left as they are when none is open). Returns the items listed. */
export function setFormatChoices(
  form: Form,
  c: { readonly rounds: string[]; readonly items: string[] } = formatReportChoices(
    gasWorkbook(SpreadsheetApp.getActiveSpreadsheet()),
  ),
): { n: number; rounds: string[] } {
  if (c.items.length === 0) return { n: 0, rounds: [] };
  setLists(form, formatLists(c));
  return { n: c.items.length, rounds: c.rounds };
}

/** The form's lists by their items' titles: the open rounds and their games (two-player) or tables (multi-player). */
export function formatLists(c: { readonly rounds: string[]; readonly items: string[] }): FormLists {
  return {
    [FORMAT_QUESTIONS.round]: c.rounds,
    [FORMAT_QUESTIONS.game]: c.items,
    [FORMAT_QUESTIONS.table]: c.items,
  };
}

/** The report of a row of the answers tab, its answers by question title. */
function formatReport(r: ArrivedResponse): FormatFormReport {
  const a = r.answers;
  return {
    id: `row ${r.row}`,
    at: r.at,
    email: r.email,
    round: a[FORMAT_QUESTIONS.round] ?? '',
    item: a[FORMAT_QUESTIONS.game] ?? a[FORMAT_QUESTIONS.table] ?? '',
    answer: a[FORMAT_QUESTIONS.result] ?? a[FORMAT_QUESTIONS.places] ?? '',
  };
}

/** The sender by name when any entrant's address, or null for a stranger. */
function knownAs(addresses: Readonly<Record<string, readonly string[]>>, email: string): string | null {
  const e = email.trim().toLowerCase();
  return e ? (Object.keys(addresses).find((n) => addresses[n].some((a) => a.toLowerCase() === e)) ?? null) : null;
}

/**
 * The submit trigger for these formats: judges one report (the caller holds the document lock and records the
 * judgment), writes what the reports settle, logs, e-mails.
 */
export function formatResultsArrival(
  response: ArrivedResponse,
  later: readonly ArrivedResponse[],
  form: Form,
  verifiedSince: number,
  log: (rows: ResultsLogRow[], takeBack: readonly (() => void)[]) => void,
): Judgment {
  const r = formatReport(response);
  const verifiedForm = collectsVerified(form);
  const isVerified = (x: FormatFormReport) => verifiedForm && x.at >= verifiedSince && x.email !== '';
  const base = { at: r.at, round: r.round, board: r.item, results: r.answer, before: '', after: '' };
  if (!isVerified(r)) {
    const why =
      "not counted: the form did not record a verified address (it was typed, so it could be anyone's): nothing written, no e-mail. Run Create results form: it records verified addresses again";
    log([{ ...base, by: 'an unverified sender', counted: COUNTED.no, outcome: why }], []);
    return { text: why, board: null };
  }
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const wb = gasWorkbook(ss);
  const addresses = loadEntrantAddresses();
  const name = knownAs(addresses, r.email);
  let by = name ?? "an unknown sender (no entrant's address)";
  const l = locateFormatReport(wb, r);
  const rows: ResultsLogRow[] = [];
  let outcome: string;
  let counted: string = COUNTED.no;
  // the report wrote the round tab (an undo step): taken back if its log rows cannot be appended (reportLog.ts)
  const wrote: (() => void)[] = [];
  /** the game's (table's) counted reports as judged once, this one among them (judgedReports.ts) */
  let record: CountedReport[] | null = null;
  const who = l.ok ? formatReporter(r.email, l, addresses) : null;
  const left = l.ok ? withdrawnBefore(wb, l.round, l.unit.sides.flat()) : null;
  if (who && 'by' in who) by = who.by;
  if (!l.ok) {
    outcome = `not counted: ${l.reason}`;
    if (l.scored) counted = COUNTED.afterScoring;
  } else if (!who || 'reason' in who) outcome = `not counted: ${who ? who.reason : ''}`;
  else if (left) outcome = `not counted: ${left}`;
  else {
    // the game's (table's) counted reports as judged once (judgedReports.ts): each side's (at a table, each
    // player's) latest, and this one
    record = withReport(
      loadBoard(r.round, r.item),
      { id: r.id, at: r.at, side: who.side, by: who.by, results: [l.answer] },
      (x) => (l.multi ? x.by : String(x.side)),
    );
    const two: ResultReport[] = record.map((x) => ({ ...x, side: x.side === 0 ? 1 : 2 }));
    const table: TableReport[] = record.map((x) => ({ id: x.id, at: x.at, by: x.by, places: x.results[0] ?? '' }));
    // the rows after it judged in the same execution count for its verdict as they stand now (resultsArrival.ts)
    for (const fx of later.map(formatReport)) {
      if (fx.item.trim() !== r.item.trim() || fx.round !== r.round || !isVerified(fx)) continue;
      const lx = locateFormatReport(wb, fx);
      const wx = lx.ok ? formatReporter(fx.email, lx, addresses) : null;
      if (!lx.ok || !wx || !('side' in wx)) continue;
      if (l.multi) table.push({ id: fx.id, at: fx.at, by: wx.by, places: lx.answer });
      else two.push({ id: fx.id, at: fx.at, side: wx.side === 0 ? 1 : 2, by: wx.by, results: [lx.answer] });
    }
    const said = (x: { by: string; at: number }, v: string) => `${x.by} reported ${v} (${utc(x.at)} UTC)`;
    let agreed: string | null = null;
    if (l.multi) {
      const v = tableReports(table);
      if (v.state === 'agreed') agreed = v.places;
      outcome =
        v.state === 'waiting'
          ? `waiting for a second player of the table: ${said(v.report, v.report.places)}`
          : v.state === 'dispute'
            ? `in dispute: ${v.reports.map((x) => said(x, x.places)).join('; ')}: the organizers decide`
            : '';
    } else {
      const v = boardReports(two);
      if (v.state === 'agreed') agreed = v.results[0];
      outcome =
        v.state === 'waiting'
          ? `waiting for the opponent: ${said(v.report, v.report.results[0])}`
          : v.state === 'dispute'
            ? `in dispute: ${v.reports.map((x) => said(x, x.results[0])).join('; ')}: the organizers decide`
            : '';
    }
    const where = `R${l.round}, ${l.unit.label}`;
    // the log row of a change the add-on made to the round tab from the reports
    const changed = (before: string, after: string): ResultsLogRow => ({
      at: Date.now(),
      round: r.round,
      board: r.item,
      by: 'the add-on (reports)',
      results: '',
      counted: '',
      outcome: `results of ${where} changed`,
      before,
      after,
    });
    const write = (blocks: WriteBlock[]): string | null =>
      readUnfinished()
        ? 'an earlier action was stopped halfway: run Undo last action first'
        : writeAllOrNothing(
            ss,
            { ...emptyPlan('resultsReport', `Results reported: ${where}`), blocks },
            {
              label: 'Results form',
              undoable: true,
              now: new Date(),
              tabsCreated: tabsCreatedBy(toolHooks(wb)),
              written: (back) => wrote.push(back),
              needsYou: { reading: wb, records: readNeedsYouRecords(wb) },
            },
          );
    const cleared = outcome.startsWith('in dispute') ? disputeClear(wb, l, r.round, r.item) : [];
    if (cleared.length) {
      const failure = write(cleared);
      outcome = failure
        ? `${outcome}; the result the reports wrote earlier is NOT put back blank (${failure})`
        : `${outcome}; the result the reports wrote earlier (${l.unit.cells.join(' ')}) is put back blank`;
      if (!failure) rows.push(changed(l.unit.cells.join(' '), '(blank)'));
    }
    if (agreed !== null) {
      const w = agreedWrite(wb, l, agreed);
      if (w === 'same') outcome = `agreed: ${agreed}, as on the round tab`;
      else if (w === 'kept')
        outcome = `reports agree on ${agreed}; the organizers' result ${l.unit.cells.join(' ')} on ${where} stands`;
      else {
        const failure = write(w);
        outcome = failure
          ? `agreed: ${agreed}; NOT WRITTEN (${failure}): the organizers type it`
          : `agreed: ${agreed}, written on ${where}${l.multi ? `; ${TABLE_CARROTS_NOTE}` : ''}`;
        if (!failure) rows.push(changed('(blank)', agreed));
      }
    }
  }
  const counts = !outcome.startsWith('not counted');
  if (counts) counted = COUNTED.yes;
  const event = readSettings(wb).settings.eventName || 'MOCHALUNT';
  const mailed =
    name || counts
      ? sendReportMail(r.email, {
          subject: `${event}: your result report, ${r.round.replace(/^Round (\d+)$/, 'R$1')}, ${r.item}: ${outcome.split(':')[0]}`,
          body: `${r.round}, ${r.item}.\nYou reported (as ${by}, sent ${utc(r.at)} UTC): ${r.answer}.\n\n${outcome}.\nTo correct your report, send the form again before the round is scored: your latest report counts. Write to the organizers if this is wrong.`,
        })
      : "no e-mail (not an entrant's address)";
  rows.unshift({ ...base, by, counted, outcome: `${outcome}; ${mailed}` });
  log(rows, wrote);
  return {
    text: `${outcome}; ${mailed}`,
    board: counts && record ? { round: r.round, board: r.item, reports: record } : null,
  };
}

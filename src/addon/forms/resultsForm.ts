// Create results form (menu, MOCHALUNT): one Google Form for the season where a captain, or a player for their
// own board, reports the four game results of a board. Made like the line-up form (formFile.ts): created
// unpublished, recording VERIFIED addresses (the signed-in account decides who reports: setCollectEmail(true)
// would let anyone type a captain's address, https://developers.google.com/apps-script/reference/forms/email-collection-type),
// then published and shared with the organizers.
// The questions make a wrong board hard to pick: the round, the team match and the board ("Italy v Chile,
// board 3: Anna v Bea") from lists, kept current by Pair next round and Pair individual matches
// (refreshResultsForm), and each game's result from a list in the round tab's notation. The form answers into
// the spreadsheet ("Results form answers", protected: it holds the verified addresses), whose one form-submit
// trigger (triggers.ts, in both installs) hands each report to resultsArrival.ts.
// Clicking again publishes, verifies and shares the form if needed, refreshes its lists and gives the link.
import { ACTIONS } from '../../sheets/actions';
import { outcome, type Outcome } from '../../sheets/outcome';
import { guarded } from '../guard';
import { withDocumentLock } from '../lock';
import { inform, toast } from '../ui';
import { installOf } from '../menu';
import { formTriggers, FORM_SUBMIT_BY, installFormSubmit } from '../triggers';
import { answerIntoSpreadsheet } from './answersTab';
import { RESULTS_TRIGGER_BY, responderAddresses } from '../captainsRecord';
import { loadEntrantAddresses } from '../entrantAddresses';
import type { Workbook } from '../../sheets/workbook';
import { gasWorkbook } from '../workbook/gasWorkbook';
import { readSettings } from '../../sheets/tabs/settings';
import { RESULT_CHOICES } from '../../sheets/tabs/results';
import { awaitingOrganizers, RESULTS_QUESTIONS, reportChoices, reportRounds } from '../../sheets/resultReports';
import { describeProblem } from '../../sheets/plan';
import {
  RESULTS_FORM_PROPERTY,
  forgetListed,
  openRecorded,
  publishAndShare,
  recordForm,
  refreshLists,
  refuseUnreachable,
  setLists,
  type FormLists,
} from './formFile';

export { RESULTS_FORM_PROPERTY };
import { resultsKindOf } from '../../sheets/formats/registry';
import { addFormatQuestions, formatLists, setFormatChoices } from './formatResults';
import { requireVerified, verifiedFromNow } from './emailCollection';
import { formatAwaiting, formatReportChoices } from '../../sheets/formats/formatReports';

/** True for the formats whose form reports a game, a team board or a table (formatResults.ts); false for MOCHALUNT's season form. */
export const otherFormat = (wb: Workbook = gasWorkbook(SpreadsheetApp.getActiveSpreadsheet())): boolean => {
  const kind = resultsKindOf(wb);
  return kind !== null && kind !== 'season';
};

/** Since when (ms) the form records verified addresses again, after the add-on made it verified again. */
export const RESULTS_VERIFIED_SINCE = `${RESULTS_FORM_PROPERTY}.verifiedSince`;
/** The sheet id of the form's answers tab in this spreadsheet. */
const RESULTS_TAB_PROPERTY = `${RESULTS_FORM_PROPERTY}.tab`;
/** Since when (ms) responses wait to be judged: a form made before it answered into the spreadsheet leaves older ones. */
export const RESULTS_PENDING_SINCE = `${RESULTS_FORM_PROPERTY}.pendingSince`;
/** The results form's answers tab (Google's "Form Responses N" renamed). */
const RESULTS_ANSWERS_TAB = 'Results form answers';

/** True when `sheet` is the results form's answers tab (the spreadsheet's form-submit trigger, formSubmit.ts). */
export function isResultsAnswers(sheet: GoogleAppsScript.Spreadsheet.Sheet): boolean {
  return PropertiesService.getDocumentProperties().getProperty(RESULTS_TAB_PROPERTY) === String(sheet.getSheetId());
}
/**
 * The results form's answers tab in `ss`, or null when the form does not answer into it; `all`: the document
 * properties, when the caller has read them; `sheets`: the tabs, when the caller has listed them.
 */
export function resultsAnswersTab(
  ss: GoogleAppsScript.Spreadsheet.Spreadsheet,
  all?: Readonly<Record<string, string>>,
  sheets?: readonly GoogleAppsScript.Spreadsheet.Sheet[],
): GoogleAppsScript.Spreadsheet.Sheet | null {
  const id = all
    ? (all[RESULTS_TAB_PROPERTY] ?? null)
    : PropertiesService.getDocumentProperties().getProperty(RESULTS_TAB_PROPERTY);
  return id === null ? null : ((sheets ?? ss.getSheets()).find((s) => String(s.getSheetId()) === id) ?? null);
}
/** The handler of the form's own submit trigger of a bound install before the form answered into the spreadsheet. */
const RESULTS_HANDLER = 'onResultsFormSubmit';
const ITEM = ACTIONS.resultsForm.label;

type Form = GoogleAppsScript.Forms.Form;

/**
 * Who may respond to the results form: MOCHALUNT's captains and players (the addresses kept for Send pairings);
 * the other formats' entrants (Entrants' addresses).
 */
function reporters(other: boolean): { responders: string[] } {
  return {
    responders: other ? Object.values(loadEntrantAddresses()).flatMap((a) => a) : responderAddresses(true),
  };
}

/** The open rounds' choices (rounds paired into boards, not scored); with `awaiting`, what the organizers decide. */
function openChoices(
  awaiting = false,
  wb: Workbook = gasWorkbook(SpreadsheetApp.getActiveSpreadsheet()),
): { rounds: string[]; matches: string[]; boards: string[]; awaiting: string[] } {
  const { settings } = readSettings(wb);
  const rounds = reportRounds(wb, settings.phase1Rounds + settings.phase2Rounds);
  return {
    ...reportChoices(rounds),
    awaiting: awaiting ? awaitingOrganizers(wb, rounds, Date.now()).map(describeProblem) : [],
  };
}

/** The form's three lists by their items' titles: the open rounds, their team matches and their boards. */
const formLists = (choices: { rounds: string[]; matches: string[]; boards: string[] }): FormLists => ({
  [RESULTS_QUESTIONS.round]: choices.rounds,
  [RESULTS_QUESTIONS.match]: choices.matches,
  [RESULTS_QUESTIONS.board]: choices.boards,
});

/** Sets the lists (left as they are when no round is open: a list keeps at least one choice). Returns the boards listed. */
function setChoices(form: Form, choices: { rounds: string[]; matches: string[]; boards: string[] }): number {
  if (choices.boards.length === 0) return 0;
  setLists(form, formLists(choices));
  return choices.boards.length;
}

/**
 * The form answers into this spreadsheet (its answers tab, made once) and the spreadsheet's one form-submit
 * trigger judges each report (triggers.ts installFormSubmit), in both installs. A form made before it answered
 * into the spreadsheet keeps its older responses as they were: only those from now on are pending until judged.
 */
function installCheck(ss: GoogleAppsScript.Spreadsheet.Spreadsheet, form: Form, existing: boolean): string {
  const props = PropertiesService.getDocumentProperties();
  const tabId = props.getProperty(RESULTS_TAB_PROPERTY);
  // a new form gets its own answers tab (the tab of a form gone stays, with the responses it holds)
  const tab = !existing || tabId === null ? null : ss.getSheets().find((s) => String(s.getSheetId()) === tabId);
  if (tab) return judgedBy(ss, form);
  // all or nothing: the answers tab, its properties and the trigger (undone on a failure, answersTab.ts)
  const keys = [RESULTS_TAB_PROPERTY, RESULTS_PENDING_SINCE, RESULTS_TRIGGER_BY, FORM_SUBMIT_BY];
  return answerIntoSpreadsheet(ss, form, RESULTS_ANSWERS_TAB, keys, (made) => {
    if (existing) props.setProperty(RESULTS_PENDING_SINCE, String(Date.now()));
    else props.deleteProperty(RESULTS_PENDING_SINCE);
    if (made) props.setProperty(RESULTS_TAB_PROPERTY, String(made.getSheetId()));
    return judgedBy(ss, form);
  });
}

/** The spreadsheet's form-submit trigger (installed or kept) and who it runs as, in a sentence. */
function judgedBy(ss: GoogleAppsScript.Spreadsheet.Spreadsheet, form: Form): string {
  const props = PropertiesService.getDocumentProperties();
  // a bound install's trigger on the form itself, made before, goes: the spreadsheet's judges now
  if (installOf(undefined) !== 'addon') for (const t of formTriggers(form, RESULTS_HANDLER)) ScriptApp.deleteTrigger(t);
  const install = installFormSubmit(ss, ITEM);
  if (install.state === 'refused') return ` Reports are not judged: ${install.text}`;
  props.setProperty(RESULTS_TRIGGER_BY, install.by);
  const self = Session.getEffectiveUser().getEmail();
  if (install.by.toLowerCase() !== self.toLowerCase())
    return ` Each report is judged on arrival from ${install.by}'s account.`;
  return ' Each report is judged on arrival: when both sides report the same results they are written on the round tab; the sender gets the check by one e-mail from your account (within your daily mail quota).';
}

/** Create results form (menu): once for the season; clicking again repairs and refreshes it. */
export function createResultsForm(): Outcome {
  return withDocumentLock(ITEM, () =>
    guarded(ITEM, () => {
      const ss = SpreadsheetApp.getActiveSpreadsheet();
      const other = otherFormat();
      const choices = other
        ? {
            rounds: [] as string[],
            matches: [] as string[],
            boards: [] as string[],
            awaiting: formatAwaiting(gasWorkbook(ss)).map(describeProblem),
          }
        : openChoices(true);
      const props = PropertiesService.getDocumentProperties();
      const known = openRecorded(RESULTS_FORM_PROPERTY);
      const unreachable = refuseUnreachable('The results form', ITEM, known);
      if (unreachable) return outcome('refused', unreachable);
      if (known.state === 'open') {
        const form = known.form;
        const verified = verifiedFromNow(form, RESULTS_VERIFIED_SINCE);
        const unverified = typeof verified === 'object' ? verified.refused : '';
        const again =
          verified === 'now'
            ? ' It records verified addresses again: reports sent before now do not count, so they are sent again.'
            : unverified;
        const listed = other ? setFormatChoices(form) : { n: setChoices(form, choices), rounds: choices.rounds };
        forgetListed(RESULTS_FORM_PROPERTY);
        const n = listed.n;
        const text = `The results form exists (${n ? `${n} ${other ? 'games or tables' : 'boards'} of ${listed.rounds.join(', ')}` : 'no round open for reports now'}): send ${other ? 'the players' : 'captains and players'} ${form.getPublishedUrl()}${publishAndShare(form, known.owner, reporters(other))}.${again}${installCheck(ss, form, true)}`;
        toast(text, 8);
        // the reports that wait for the organizers, each with its cell
        const shown = [
          ...choices.awaiting.slice(0, 15),
          ...(choices.awaiting.length > 15 ? [`... and ${choices.awaiting.length - 15} more`] : []),
        ];
        if (shown.length) inform(`${ITEM}: reports for the organizers`, shown.join('\n'));
        if (unverified) inform(ITEM, unverified.trim());
        return outcome(
          unverified ? 'error' : again ? 'done' : 'nothing to do',
          shown.length ? `${text}\n${shown.join('\n')}` : text,
        );
      }
      if (other) return createOtherForm(ss, known, props);
      if (choices.boards.length === 0) {
        const text =
          'No round has individual matches to report: run Pair individual matches first (the form lists the boards of the open rounds).';
        inform(ITEM, text);
        return outcome('refused', `${ITEM}: nothing created. ${text}`);
      }
      const form = FormApp.create(`${ss.getName()}: results`);
      const unverified = requireVerified(form);
      form.setDescription(
        'Captains, or a player for their own board: the Google account you are signed in with decides who you are. Both sides report; when their results agree they are written on the round tab, otherwise the organizers decide. Report before the round deadline (M21).',
      );
      // the lists as each item is added (no reading back of the items); each game after the first a copy of the
      // first (ListItem.duplicate: https://developers.google.com/apps-script/reference/forms/list-item#duplicate),
      // its title set: 2 form changes instead of 5
      form.addListItem().setTitle(RESULTS_QUESTIONS.round).setChoiceValues(choices.rounds).setRequired(true);
      form.addListItem().setTitle(RESULTS_QUESTIONS.match).setChoiceValues(choices.matches).setRequired(true);
      form
        .addListItem()
        .setTitle(RESULTS_QUESTIONS.board)
        .setHelpText('the board as paired: its number and its two players')
        .setChoiceValues(choices.boards)
        .setRequired(true);
      const [first, ...games] = RESULTS_QUESTIONS.games;
      const game = form
        .addListItem()
        .setTitle(first)
        .setHelpText(
          'from the side of the player named first: 1-0 they won, 0-1 they lost, ½-½ draw, + forfeit win, - forfeit loss, 0-0 not played',
        )
        .setChoiceValues(RESULT_CHOICES.slice())
        .setRequired(true);
      for (const g of games) game.duplicate().setTitle(g);
      form.setConfirmationMessage(
        'Report received. It is checked at once and you get the check by e-mail: agreed (written on the round tab), waiting for the opponent, or in dispute.',
      );
      // the answers tab and the trigger first: a failure there leaves the spreadsheet as it was
      const check = installCheck(ss, form, false);
      props.deleteProperty(RESULTS_VERIFIED_SINCE);
      const owner = recordForm(RESULTS_FORM_PROPERTY, form);
      const text = `Results form created${known.state === 'unreachable' ? ' (the one recorded was deleted)' : ''} (${choices.boards.length} boards of ${choices.rounds.join(', ')}): send captains and players ${form.getPublishedUrl()}${publishAndShare(form, owner, reporters(false))}.${unverified}${check}`;
      if (unverified) inform(ITEM, unverified.trim());
      toast(text, 10);
      return outcome('done', text);
    }),
  );
}

/**
 * After Pair next round and Pair individual matches: the form lists the open boards, read from `wb` (the
 * workbook as the pairing left it); the form's properties from `read`'s (the reading the pairing was planned
 * from, under the same lock). Never throws (the pairing is written).
 */
export function refreshResultsForm(wb: Workbook, read?: Workbook): void {
  const props = read?.documentProperties?.();
  const form = { key: RESULTS_FORM_PROPERTY, what: 'The results form', item: ITEM };
  try {
    // no open round: the lists stay as they are (a list keeps at least one choice), the form is not opened
    if (otherFormat(wb)) {
      const c = formatReportChoices(wb);
      if (c.items.length) refreshLists(form, formatLists(c), props);
    } else {
      const { rounds, matches, boards } = openChoices(false, wb);
      if (boards.length) refreshLists(form, formLists({ rounds, matches, boards }), props);
    }
  } catch (e) {
    console.log(`MOCHALUNT results form: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** Create results form for the Swiss, league and multi-player formats: their own questions (formatResults.ts). */
function createOtherForm(
  ss: GoogleAppsScript.Spreadsheet.Spreadsheet,
  known: ReturnType<typeof openRecorded>,
  props: GoogleAppsScript.Properties.Properties,
): Outcome {
  const wb = gasWorkbook(ss);
  const multi = resultsKindOf(wb) === 'tables';
  if (formatReportChoices(wb).items.length === 0) {
    const text =
      'No round is paired and open to reports: run Pair next round first (the form lists the games or tables of the open rounds).';
    inform(ITEM, text);
    return outcome('refused', `${ITEM}: nothing created. ${text}`);
  }
  const form = FormApp.create(`${ss.getName()}: results`);
  const unverified = requireVerified(form);
  addFormatQuestions(form, multi);
  const listed = setFormatChoices(form);
  form.setConfirmationMessage(
    'Report received. It is checked at once and you get the check by e-mail: agreed (written on the round tab), waiting for the opponent, or in dispute.',
  );
  // the answers tab and the trigger first: a failure there leaves the spreadsheet as it was
  const check = installCheck(ss, form, false);
  props.deleteProperty(RESULTS_VERIFIED_SINCE);
  const owner = recordForm(RESULTS_FORM_PROPERTY, form);
  const text = `Results form created (${listed.n} ${multi ? 'tables' : 'games'} of ${listed.rounds.join(', ')}): send the players ${form.getPublishedUrl()}${publishAndShare(form, owner, reporters(true))}.${unverified}${check}`;
  if (unverified) inform(ITEM, unverified.trim());
  toast(text, 10);
  return outcome('done', text);
}

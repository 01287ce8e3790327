// Create scheduling form (menu): a Google Form with the spreadsheet as destination, where players send the
// agreed time of an individual match: the round, the board ("Team A v Team B, board 3: X v Y") and the date
// and time in UTC. Its responses tab is named "Scheduling form answers" (Google's "Form Responses N" renamed)
// and goes after the public tabs. The form is published and shared with the organizers (formFile.ts). The
// spreadsheet's one form-submit trigger (triggers.ts installFormSubmit, run as its creator; ../forms/formSubmit.ts
// hands it this tab's responses) copies a valid submission to the board's row
// of the round tab (`scheduled (UTC)`); a submission for an unknown board or a time after the round's deadline
// gets the reason on the responses tab and is not copied. The trigger reads the response's row as values (the
// date-time answer is a Date, https://developers.google.com/apps-script/reference/spreadsheet/range#getValues()),
// never the event's text, which follows the spreadsheet's locale (04/03/2026 is 4 March in en_GB, 04.03.2026 in
// de_DE). The form's choices follow the open rounds: refreshed after Pair individual matches, and by clicking
// the item again. A form recorded but not openable by the organizer clicking (another organizer's, not shared)
// is named with its creator; no second form is made.
// Scopes: forms (the script creates the form), script.scriptapp (the trigger, installed by ../triggers.ts:
// a form created again finds the spreadsheet's trigger and makes no second one).
import { guarded } from '../guard';
import { withDocumentLock } from '../lock';
import { inform, toast } from '../ui';
import { documentTriggers, FORM_SUBMIT_BY, FORM_SUBMIT_HANDLER, installFormSubmit } from '../triggers';
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
import { openRecorded, publishAndShare, recordForm, refuseUnreachable, unreachableText } from '../forms/formFile';
import { protectNewTabs, SCHEDULING_TRIGGER_PROPERTY } from './captains';
import { freeTabName, toLastPlace } from '../tabPlace';
import { ended } from '../outcome';
import { emptyPlan, type WriteBlock } from '../../sheets/plan';
import { applyPlan, restoreSnapshot, snapshotBlocks } from '../workbook/apply';

/** The form's responses tab, renamed from Google's "Form Responses N". */
const SCHEDULING_ANSWERS_TAB = 'Scheduling form answers';

/** Document property: the form's id. */
const FORM_PROPERTY = 'mochalunt.schedulingForm';
/** The column the add-on adds to the responses tab for its verdict. */
const RESPONSE_CHECK_HEADER = 'MOCHALUNT check';

const ITEM = 'Create scheduling form';

type Form = GoogleAppsScript.Forms.Form;

/** Sets the form's choices to the open rounds and their boards; returns how many boards. */
function setChoices(form: Form, choices: { rounds: string[]; boards: string[] }): number {
  for (const item of form.getItems()) {
    if (item.getTitle() === SCHEDULING_QUESTIONS.round) item.asListItem().setChoiceValues(choices.rounds);
    if (item.getTitle() === SCHEDULING_QUESTIONS.match) item.asListItem().setChoiceValues(choices.boards);
  }
  return choices.boards.length;
}

function openChoices(wb: Workbook = gasWorkbook(SpreadsheetApp.getActiveSpreadsheet())): {
  rounds: string[];
  boards: string[];
} {
  const { settings } = readSettings(wb);
  return schedulingChoices(schedulableRounds(wb, settings.phase1Rounds + settings.phase2Rounds));
}

/** The menu item: creates the form once (then refreshes its choices). */
export function createSchedulingForm(): string {
  return withDocumentLock(ITEM, () =>
    guarded(ITEM, () => {
      const ss = SpreadsheetApp.getActiveSpreadsheet();
      const choices = openChoices();
      if (choices.boards.length === 0) {
        const text = 'No round has individual matches to schedule: run Pair individual matches first.';
        inform(ITEM, text);
        return ended('refused', `${ITEM}: nothing created. ${text}`);
      }
      const known = openRecorded(FORM_PROPERTY);
      const unreachable = refuseUnreachable('The scheduling form', ITEM, known);
      if (unreachable) return ended('refused', unreachable);
      if (known.state === 'open') {
        const n = setChoices(known.form, choices);
        const text = `The scheduling form exists: its choices now list ${n} boards of ${choices.rounds.join(', ')}. Link: ${known.form.getPublishedUrl()}${publishAndShare(known.form, known.owner)}`;
        toast(text, 8);
        return ended('nothing to do', text);
      }
      // the spreadsheet's form-submit trigger first (kept when it exists): Google's limit of triggers refuses
      // it before anything is created
      const install = installFormSubmit(ss, ITEM);
      if (install.state === 'refused') {
        inform('Create scheduling form: nothing changed', install.text);
        return ended('refused', install.text);
      }
      const form = FormApp.create(`${ss.getName()}: agreed match times`);
      form.setDescription(
        'Both players agree on a date and time (UTC) before the round deadline; one of them sends it here. Without one, the default appointment (M21) applies.',
      );
      form.addListItem().setTitle(SCHEDULING_QUESTIONS.round).setRequired(true);
      form.addListItem().setTitle(SCHEDULING_QUESTIONS.match).setRequired(true);
      form.addDateTimeItem().setTitle(SCHEDULING_QUESTIONS.time).setHelpText('in UTC').setRequired(true);
      setChoices(form, choices);
      form.setConfirmationMessage(
        'Thank you: the time appears on the round tab once checked (a time after the round deadline is not copied).',
      );
      const before = new Set(ss.getSheets().map((s) => s.getSheetId()));
      const kept = propertiesNow([FORM_PROPERTY, `${FORM_PROPERTY}.owner`, SCHEDULING_TRIGGER_PROPERTY]);
      let responses: GoogleAppsScript.Spreadsheet.Sheet | undefined;
      let owner: string;
      try {
        form.setDestination(FormApp.DestinationType.SPREADSHEET, ss.getId());
        owner = recordForm(FORM_PROPERTY, form);
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
        return ended('error', `${ITEM}: ${text}`);
      }
      const text = `Scheduling form created (${choices.boards.length} boards of ${choices.rounds.join(', ')}): send players ${form.getPublishedUrl()}${publishAndShare(form, owner)}; the answers go to the "${responses ? responses.getName() : SCHEDULING_ANSWERS_TAB}" tab.`;
      toast(text, 10);
      return ended('done', text);
    }),
  );
}

/** After Pair individual matches: the form lists the new boards, read from `wb` (the workbook as the pairing left it). Never throws (the pairing is already written). */
export function refreshSchedulingForm(wb: Workbook): void {
  try {
    const known = openRecorded(FORM_PROPERTY);
    if (known.state === 'open') setChoices(known.form, openChoices(wb));
    else if (known.state === 'unreachable')
      console.log(`MOCHALUNT scheduling form: ${unreachableText('The scheduling form', ITEM, known)}`);
  } catch (e) {
    console.log(`MOCHALUNT scheduling form: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** The part of the spreadsheet form-submit event used: the response's row on the responses tab. */
export interface SchedulingSubmitEvent {
  readonly range?: GoogleAppsScript.Spreadsheet.Range;
}

/** A scheduling response (from the spreadsheet's form-submit trigger): copies a valid time to the round tab; says why on the responses tab otherwise. */
export function onSchedulingSubmit(e: SchedulingSubmitEvent | undefined): string {
  const range = e?.range;
  if (!range) return 'no response';
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const responses = range.getSheet();
  const header = responses.getRange(1, 1, 1, responses.getLastColumn()).getValues()[0].map(String);
  // a spreadsheet's form-submit trigger fires for every form that answers into it (the registration form too):
  // only the scheduling form's responses are judged, and nothing is written on another form's tab
  // (https://developers.google.com/apps-script/guides/triggers/events#form-submit)
  if (!header.includes(SCHEDULING_QUESTIONS.match) || !header.includes(SCHEDULING_QUESTIONS.time))
    return 'not a scheduling response';
  // the row as values: the date-time answer is a Date (the wall-clock time typed, in the spreadsheet's time zone)
  const row = range.getValues()[0];
  const answer = (q: string): unknown => row[header.indexOf(q)] ?? '';
  const time = answer(SCHEDULING_QUESTIONS.time);
  const verdict = judgeScheduling(gasWorkbook(ss), {
    round: String(answer(SCHEDULING_QUESTIONS.round)),
    match: String(answer(SCHEDULING_QUESTIONS.match)),
    time:
      time instanceof Date ? Utilities.formatDate(time, ss.getSpreadsheetTimeZone(), 'yyyy-MM-dd HH:mm') : String(time),
  });
  // every cell it writes in one plan: snapshot, write, and on a failure at any call put everything back
  // (write.ts's rollback, without an undo step), so no header stands without the row it checks
  const blocks: WriteBlock[] = [];
  if (verdict.ok && ss.getSheetByName(verdict.tab)) {
    if (verdict.header)
      blocks.push({ tab: verdict.tab, row: 1, col: verdict.col, values: [[SCHEDULED_HEADER]], fontWeights: 'bold' });
    blocks.push({ tab: verdict.tab, row: verdict.row, col: verdict.col, values: [[verdict.value]], numberFormat: '@' });
  }
  let col = header.indexOf(RESPONSE_CHECK_HEADER) + 1;
  if (col === 0) {
    col = header.length + 1;
    blocks.push({ tab: responses.getName(), row: 1, col, values: [[RESPONSE_CHECK_HEADER]] });
  }
  const text = verdict.ok ? verdict.text : verdict.reason;
  blocks.push({ tab: responses.getName(), row: range.getRow(), col, values: [[text]] });
  const plan = { ...emptyPlan('schedulingCheck', 'Scheduling form check'), blocks };
  const snap = snapshotBlocks(ss, plan);
  const progress = { blocks: 0 };
  try {
    applyPlan(ss, plan, progress);
  } catch (e) {
    restoreSnapshot(ss, snap, { blocks: progress.blocks, shrink: true });
    throw e;
  }
  return text;
}

// Create scheduling form (menu): a Google Form with the spreadsheet as destination, where players send the
// agreed time of an individual match: the round, the board ("Team A v Team B, board 3: X v Y") and the date
// and time in UTC. An installable form-submit trigger (run as the organizer who created the form) copies a
// valid submission to the board's row of the round tab (`scheduled (UTC)`); a submission for an unknown board
// or a time after the round's deadline gets the reason on the responses tab and is not copied. The form's
// choices follow the open rounds: refreshed after Pair individual matches, and by clicking the item again.
// Scopes: forms (the script creates the form), script.scriptapp (the trigger).
import { guarded } from '../guard';
import { withDocumentLock } from '../lock';
import { inform, toast } from '../ui';
import { gasWorkbook } from '../../sheets/gasWorkbook';
import { readSettings } from '../../sheets/tabs/settings';
import { SCHEDULED_HEADER, SCHEDULING_QUESTIONS, judgeScheduling, schedulableRounds, schedulingChoices } from '../../sheets/scheduling';

/** Document property: the form's id. */
const FORM_PROPERTY = 'mochalunt.schedulingForm';
export const SCHEDULING_HANDLER = 'onSchedulingSubmit';
/** The column the add-on adds to the responses tab for its verdict. */
export const RESPONSE_CHECK_HEADER = 'MOCHALUNT check';

type Form = GoogleAppsScript.Forms.Form;

function openForm(): Form | null {
  const id = PropertiesService.getDocumentProperties().getProperty(FORM_PROPERTY);
  if (!id) return null;
  try { return FormApp.openById(id); } catch { return null; }
}

/** Sets the form's choices to the open rounds and their boards; returns how many boards. */
function setChoices(form: Form, choices: { rounds: string[]; boards: string[] }): number {
  for (const item of form.getItems()) {
    if (item.getTitle() === SCHEDULING_QUESTIONS.round) item.asListItem().setChoiceValues(choices.rounds);
    if (item.getTitle() === SCHEDULING_QUESTIONS.match) item.asListItem().setChoiceValues(choices.boards);
  }
  return choices.boards.length;
}

function openChoices(): { rounds: string[]; boards: string[] } {
  const wb = gasWorkbook(SpreadsheetApp.getActiveSpreadsheet());
  const { settings } = readSettings(wb);
  return schedulingChoices(schedulableRounds(wb, settings.phase1Rounds + settings.phase2Rounds));
}

/** The menu item: creates the form once (then refreshes its choices). */
export function createSchedulingForm(): string {
  return withDocumentLock('Create scheduling form', () => guarded('Create scheduling form', () => {
    const ss = SpreadsheetApp.getActiveSpreadsheet();
    const choices = openChoices();
    if (choices.boards.length === 0) {
      const text = 'No round has individual matches to schedule: run Pair individual matches first.';
      inform('Create scheduling form', text);
      return `Create scheduling form: nothing created. ${text}`;
    }
    const existing = openForm();
    if (existing) {
      const n = setChoices(existing, choices);
      const text = `The scheduling form exists: its choices now list ${n} boards of ${choices.rounds.join(', ')}. Link: ${existing.getPublishedUrl()}`;
      toast(text, 8);
      return text;
    }
    const form = FormApp.create(`${ss.getName()}: agreed match times`);
    form.setDescription('Both players agree on a date and time (UTC) before the round deadline; one of them sends it here. Without one, the default appointment (M21) applies.');
    form.addListItem().setTitle(SCHEDULING_QUESTIONS.round).setRequired(true);
    form.addListItem().setTitle(SCHEDULING_QUESTIONS.match).setRequired(true);
    form.addDateTimeItem().setTitle(SCHEDULING_QUESTIONS.time).setHelpText('in UTC').setRequired(true);
    setChoices(form, choices);
    form.setConfirmationMessage('Thank you: the time appears on the round tab once checked (a time after the round deadline is not copied).');
    form.setDestination(FormApp.DestinationType.SPREADSHEET, ss.getId());
    ScriptApp.newTrigger(SCHEDULING_HANDLER).forSpreadsheet(ss).onFormSubmit().create();
    PropertiesService.getDocumentProperties().setProperty(FORM_PROPERTY, form.getId());
    const text = `Scheduling form created (${choices.boards.length} boards of ${choices.rounds.join(', ')}): send players ${form.getPublishedUrl()}`;
    toast(text, 10);
    return text;
  }));
}

/** After Pair individual matches: the form lists the new boards. Never throws (the pairing is already written). */
export function refreshSchedulingForm(): void {
  try {
    const form = openForm();
    if (form) setChoices(form, openChoices());
  } catch (e) {
    console.log(`MOCHALUNT scheduling form: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** The parts of the spreadsheet form-submit event used. */
export interface SchedulingSubmitEvent {
  readonly range?: GoogleAppsScript.Spreadsheet.Range;
  readonly namedValues?: Record<string, string[]>;
}

/** The installable form-submit trigger: copies a valid time to the round tab; says why on the responses tab otherwise. */
export function onSchedulingSubmit(e: SchedulingSubmitEvent | undefined): string {
  const range = e?.range;
  const named = e?.namedValues ?? {};
  if (!range) return 'no response';
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const answer = (q: string) => String((named[q] ?? [''])[0] ?? '');
  const verdict = judgeScheduling(gasWorkbook(ss), { round: answer(SCHEDULING_QUESTIONS.round), match: answer(SCHEDULING_QUESTIONS.match), time: answer(SCHEDULING_QUESTIONS.time) });
  if (verdict.ok) {
    const tab = ss.getSheetByName(verdict.tab);
    if (tab) {
      if (verdict.header) tab.getRange(1, verdict.col).setValue(SCHEDULED_HEADER).setFontWeight('bold');
      tab.getRange(verdict.row, verdict.col).setNumberFormat('@').setValue(verdict.value);
    }
  }
  const responses = range.getSheet();
  const header = responses.getRange(1, 1, 1, responses.getLastColumn()).getValues()[0].map(String);
  let col = header.indexOf(RESPONSE_CHECK_HEADER) + 1;
  if (col === 0) {
    col = header.length + 1;
    responses.getRange(1, col).setValue(RESPONSE_CHECK_HEADER);
  }
  const text = verdict.ok ? verdict.text : verdict.reason;
  responses.getRange(range.getRow(), col).setValue(text);
  return text;
}

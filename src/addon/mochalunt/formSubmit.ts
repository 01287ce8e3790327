// The spreadsheet's one form-submit trigger (installed by ../triggers.ts installFormSubmit, in both installs):
// it fires for every form that answers into the spreadsheet
// (https://developers.google.com/apps-script/guides/triggers/events#form-submit), and each response goes to its
// form's handler by the tab it arrived on (e.range.getSheet()): the results form's answers tab to the results
// check (resultsArrival.ts, with e.range and e.namedValues: the report is judged from its event), the registration form's to none (Add registered players reads it), any other to the
// scheduling check, which takes only its own form's answers (schedulingForm.ts).
import { isResultsAnswers } from '../forms/resultsForm';
import { REGISTRATIONS_TAB } from '../../sheets/formats/mochalunt/addRegistrations';
import { judgePendingReports } from './resultsArrival';
import type { AnswersSubmitEvent } from '../forms/answersTab';
import { onSchedulingSubmit, type SchedulingSubmitEvent } from './schedulingForm';

/** Sends one response to its form's handler; returns what that did. */
export function formSubmitted(e: (SchedulingSubmitEvent & AnswersSubmitEvent) | undefined): string {
  const range = e?.range;
  if (!range) return 'no response';
  const tab = range.getSheet();
  // a report is judged from its own event (its row, its answers, its address); the public file keeps no address
  if (isResultsAnswers(tab)) return judgePendingReports({ range, namedValues: e.namedValues });
  if (tab.getName() === REGISTRATIONS_TAB) return 'a registration: Add registered players reads it';
  return onSchedulingSubmit(e);
}

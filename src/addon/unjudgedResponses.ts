// How many results-form responses wait for their judgment (judgedReports.ts): those since the form answers into
// the spreadsheet with no judgment recorded, for the organizers' Needs you tab (needsYouRecords.ts).
import { RESULTS_FORM_PROPERTY, RESULTS_PENDING_SINCE } from './forms/resultsForm';
import { loadJudged } from './forms/judgedReports';

/** The results form's responses since it answers here that have no judgment recorded (0 without a form). */
export function unjudgedResponses(): number {
  const all = PropertiesService.getDocumentProperties().getProperties();
  const id = all[RESULTS_FORM_PROPERTY];
  if (!id) return 0;
  try {
    const since = Number(all[RESULTS_PENDING_SINCE] ?? 0);
    const judged = loadJudged();
    return FormApp.openById(id)
      .getResponses()
      .filter((r) => r.getTimestamp().getTime() >= since && !judged.has(r.getId())).length;
  } catch {
    return 0;
  }
}

// How many results-form responses wait for their judgment (judgedReports.ts): the rows of the form's answers tab
// after the run of judged rows with no judgment mark, for the organizers' Needs you tab (needsYouRecords.ts). Two
// reads whatever the season's size: the document properties (the caller's) and the answers tab's last row.
import { resultsAnswersTab } from './forms/resultsForm';
import { judgedThrough, isJudged } from './forms/judgedReports';

/** The results form's answers rows not judged yet (0 without a form or its answers tab). */
export function unjudgedResponses(): number {
  try {
    const tab = resultsAnswersTab(SpreadsheetApp.getActiveSpreadsheet());
    if (!tab) return 0;
    const id = tab.getSheetId();
    const through = judgedThrough(id) ?? 1;
    const last = tab.getLastRow();
    let n = 0;
    for (let row = through + 1; row <= last; row++) if (!isJudged(id, row, through)) n++;
    return n;
  } catch {
    return 0;
  }
}

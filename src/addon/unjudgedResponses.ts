// How many results-form responses wait for their judgment (judgedReports.ts): the rows of the form's answers tab
// after the run of judged rows with no judgment mark, for the organizers' Needs you tab (needsYouRecords.ts). Two
// reads whatever the season's size: the answers tab and its last row; the document properties are the caller's.
import { resultsAnswersTab } from './forms/resultsForm';
import { judgedThrough, isJudged } from './forms/judgedReports';

/** The results form's answers rows not judged yet (0 without a form or its answers tab); `all`: the document properties. */
export function unjudgedResponses(all: Readonly<Record<string, string>>): number {
  try {
    const tab = resultsAnswersTab(SpreadsheetApp.getActiveSpreadsheet(), all);
    if (!tab) return 0;
    const id = tab.getSheetId();
    const through = judgedThrough(id, all) ?? 1;
    const last = tab.getLastRow();
    let n = 0;
    for (let row = through + 1; row <= last; row++) if (!isJudged(id, row, through, all)) n++;
    return n;
  } catch {
    return 0;
  }
}

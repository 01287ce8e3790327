// How many results-form responses wait for their judgment (judgedReports.ts): the rows of the form's answers tab
// after the run of judged rows with no judgment mark, for the organizers' Needs you tab (needsYouRecords.ts). Two
// reads whatever the season's size: the answers tab and its last row; the document properties are the caller's.
// With the action's reading (under the same lock, nothing written since), none: its listing of the tabs and, when
// it read the answers tab, the last row of its values.
import { resultsAnswersTab } from './forms/resultsForm';
import { judgedThrough, isJudged } from './forms/judgedReports';
import type { Workbook } from '../sheets/workbook';
import { listedSheets, readValues } from './workbook/gasWorkbook';
import { lastRowOf } from '../sheets/workbook';

/**
 * The results form's answers rows not judged yet (0 without a form or its answers tab); `all`: the document
 * properties; `read`: the action's reading, when it has one.
 */
export function unjudgedResponses(all: Readonly<Record<string, string>>, read?: Workbook): number {
  try {
    const listed = read ? listedSheets(read) : null;
    const tab = resultsAnswersTab(
      SpreadsheetApp.getActiveSpreadsheet(),
      all,
      listed ? [...listed.values()] : undefined,
    );
    if (!tab) return 0;
    const id = tab.getSheetId();
    const through = judgedThrough(id, all) ?? 1;
    const name = listed ? [...listed].find(([, s]) => s === tab)?.[0] : undefined;
    const values = read && name !== undefined ? readValues(read, name) : undefined;
    const last = values ? lastRowOf(values) : tab.getLastRow();
    let n = 0;
    for (let row = through + 1; row <= last; row++) if (!isJudged(id, row, through, all)) n++;
    return n;
  } catch {
    return 0;
  }
}

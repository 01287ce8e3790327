// A board's `reported` note on a MOCHALUNT round tab (written by the results form's reports, resultReports.ts)
// said again from the board's state now, so that the public tab and the Overview never show a question the
// organizers have answered. Once the organizers typed the board's result (any game cell), a dispute or a
// one-sided report becomes "decided by the organizers: <the result> (<what the reports said>)"; an agreement
// whose result they changed afterwards says their result stands, and one they put back says agreed again. A
// dispute or a one-sided report with no result typed stays as it is: the organizers still decide (Score round
// names those boards every time, M16). Score round writes the notes so; the Overview counts the boards so.
import type { Cell } from '../../workbook';
import { cellText } from '../../workbook';
import { formatResult, parseResult } from '../../tabs/results';
import type { MatchLine, RoundTab } from '../../tabs/round';

const DISPUTE = /^in dispute: (.*?)(?:: the organizers decide)?$/;
const WAITING = /^waiting for (.+?): (.+)$/;
const DECIDED = /^decided by the organizers: (?:\S+ ){3}\S+ \((.*)\)$/;
const AGREED = /^agreed: ((?:\S+ ){3}\S+) (\(.+\))$/;
const KEPT = /^reports agree on ((?:\S+ ){3}\S+) (\(.+?\)); the organizers' result .* stands$/;

/** The results in the tab's one spelling, a blank game as 0-0 (M16). */
const spelled = (results: readonly string[]): string => {
  return results
    .map((r) => {
      const p = parseResult(r);
      return p === null ? r.trim() : formatResult(p) || '0-0';
    })
    .join(' ');
};

/**
 * The four results both sides agreed through the results form, as a `reported` note says them (agreed, or
 * agreed and since corrected by the organizers), or null.
 */
export function agreedInNote(cell: string): string[] | null {
  const agreed = AGREED.exec(cell) ?? KEPT.exec(cell);
  return agreed ? agreed[1].split(' ') : null;
}

/** The note of a board whose results are `results` (as typed) now; `cell` as written before. */
function reportedNow(cell: string, results: readonly string[]): string {
  const typed = results.some((r) => r.trim() !== '');
  const dispute = DISPUTE.exec(cell);
  const waiting = WAITING.exec(cell);
  const decided = DECIDED.exec(cell);
  const reports = dispute
    ? `the reports were in dispute: ${dispute[1]}`
    : waiting
      ? `${waiting[1]} had not reported; ${waiting[2]}`
      : decided?.[1];
  if (reports !== undefined) return typed ? `decided by the organizers: ${spelled(results)} (${reports})` : cell;
  const agreed = AGREED.exec(cell) ?? KEPT.exec(cell);
  if (!agreed) return cell;
  const [, said, names] = agreed;
  return spelled(said.split(' ')) === spelled(results)
    ? `agreed: ${said} ${names}`
    : `reports agree on ${said} ${names}; the organizers' result ${spelled(results)} stands`;
}

/**
 * Score round: each board row's `reported` cell in `rows` (by grid row, cells by column key, its results as
 * they will be written) said from the board's state; rows without the column are left alone.
 */
export function settleReportedNotes(tab: RoundTab, rows: ReadonlyMap<number, Record<string, Cell>>): void {
  if (tab.table.col.reported === undefined) return;
  for (const m of tab.matches)
    for (const b of m.boards) {
      const row = rows.get(b.at);
      if (!row) continue;
      const results = ['game1', 'game2', 'game3', 'game4'].map((k) => cellText(row[k] ?? ''));
      row.reported = reportedNow(cellText(row.reported ?? ''), results);
    }
}

/** The Overview's note on a team match, from its boards' states now: " (2 by report, 1 in dispute)", '' when none. */
export function reportNoteNow(tab: RoundTab, m: MatchLine): string {
  const col = tab.table.col.reported;
  const counts = { agreed: 0, waiting: 0, dispute: 0, decided: 0 };
  for (const b of m.boards) {
    const note = col === undefined ? '' : reportedNow(cellText(tab.table.grid[b.at]?.[col] ?? ''), b.results);
    if (note.startsWith('agreed: ')) counts.agreed++;
    else if (WAITING.test(note)) counts.waiting++;
    else if (note.startsWith('in dispute: ')) counts.dispute++;
    else if (DECIDED.test(note) || KEPT.test(note)) counts.decided++;
  }
  const parts = [
    counts.agreed ? `${counts.agreed} by report` : '',
    counts.decided ? `${counts.decided} decided by the organizers` : '',
    counts.waiting ? `${counts.waiting} awaiting the opponent` : '',
    counts.dispute ? `${counts.dispute} in dispute` : '',
  ].filter((x) => x);
  return parts.length ? ` (${parts.join(', ')})` : '';
}

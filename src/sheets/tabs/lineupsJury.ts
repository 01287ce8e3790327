// The jury's acceptance of a late line-up (M13: a line-up not sent in time is replaced by the team's previous
// one, unless the jury decides otherwise): a row the organizers type in the organizers-only "Line-up log" tab,
// under its own headers: `row` the Line-ups row of the late line-up, `column` the words "accept late", `new
// value` the jury's reason (`time (UTC)` when it was decided, optional). Pair individual matches reads it and
// uses that row's line-up as if sent in time; the row stays in the log as the record. Pair individual
// matches, when it accepts suggested names for an invalid line-up from the form (M8), appends a row of its own
// ("suggested names", the line-up as sent and as used).
import type { Cell, Workbook } from '../workbook';
import { cellText } from '../workbook';
import type { SheetProblem, TabSpec, WriteBlock } from '../plan';
import { LINEUP_LOG_HEADER, LINEUP_LOG_TAB, logTime } from './lineupLog';
import { utc } from './round';

/** The `column` words of a jury's acceptance of a late line-up. */
export const ACCEPT_LATE = 'accept late';
/** The `column` words of the organizers' acceptance of suggested names (M8). */
export const SUGGESTED_NAMES = 'suggested names';

/** The jury's acceptances: Line-ups row (1-based) → its reason and Line-up log row, and the rows without a reason. */
export function juryAcceptances(book: Workbook): {
  readonly accepted: ReadonlyMap<number, { readonly reason: string; readonly logRow: number }>;
  readonly problems: SheetProblem[];
} {
  const accepted = new Map<number, { reason: string; logRow: number }>();
  const problems: SheetProblem[] = [];
  const rows = book.read(LINEUP_LOG_TAB) ?? [];
  rows.forEach((r, i) => {
    if (i === 0 || cellText(r[2]).trim().toLowerCase() !== ACCEPT_LATE) return;
    const row = Number(cellText(r[1]));
    const reason = cellText(r[4]).trim();
    if (!Number.isInteger(row) || row < 2)
      problems.push({
        tab: LINEUP_LOG_TAB,
        row: i + 1,
        column: LINEUP_LOG_HEADER[1],
        cell: `B${i + 1}`,
        message: `"${cellText(r[1])}" is not a row of the Line-ups tab (the jury's "${ACCEPT_LATE}")`,
        fix: 'type the number of the Line-ups row of the late line-up, e.g. 12',
      });
    else if (reason === '')
      problems.push({
        tab: LINEUP_LOG_TAB,
        row: i + 1,
        column: LINEUP_LOG_HEADER[4],
        cell: `E${i + 1}`,
        message: `the jury's "${ACCEPT_LATE}" of Line-ups row ${row} gives no reason`,
        fix: "type the jury's reason, e.g. the captain was in hospital on the deadline day",
      });
    else accepted.set(row, { reason, logRow: i + 1 });
  });
  return { accepted, problems };
}

/** "1 day 2 hours", "3 hours", "20 minutes": how long after the deadline (M13). */
function lateBy(ms: number): string {
  const min = Math.max(1, Math.round(ms / 60000));
  const [d, h, m] = [Math.floor(min / 1440), Math.floor((min % 1440) / 60), min % 60];
  const unit = (n: number, w: string) => (n ? [`${n} ${w}${n === 1 ? '' : 's'}`] : []);
  return (
    d ? [...unit(d, 'day'), ...unit(h, 'hour')] : h ? [...unit(h, 'hour'), ...unit(m, 'minute')] : unit(m, 'minute')
  ).join(' ');
}

/**
 * M13: a team's line-up that arrived at `at`, after the deadline `due`, from Line-ups row `row` (null: none):
 * accepted when the jury's row in the Line-up log says so (the summary's sentence names it and its reason), else
 * not used (the question's sentence says when it arrived and how late; acceptLateHow says how to accept it).
 */
export function judgeLate(
  accepted: ReadonlyMap<number, { readonly reason: string; readonly logRow: number }>,
  team: string,
  at: number,
  due: number,
  row: number | null,
): { accepted: boolean; text: string } {
  const when = `${team}'s line-up arrived ${utc(at)} UTC, ${lateBy(at - due)} after the deadline ${utc(due)} UTC`;
  const ok = row === null ? undefined : accepted.get(row);
  if (ok)
    return {
      accepted: true,
      text: `${when}: accepted by the jury (${LINEUP_LOG_TAB} row ${ok.logRow}: ${ok.reason}).`,
    };
  return { accepted: false, text: `${when}: late, so not used (M13)${row === null ? '' : ` (Line-ups row ${row})`}.` };
}

/** M13: how the jury accepts a late line-up, said once after the late line-ups in the organizers' question. */
export function acceptLateHow(book: Workbook): string {
  const start = book.read(LINEUP_LOG_TAB) === null ? ' (Start line-up log creates it)' : '';
  return `To accept one (a jury decision), answer No, type a row in the ${LINEUP_LOG_TAB} tab${start} with its Line-ups row as the row, "${ACCEPT_LATE}" as the column and the jury's reason as the new value, then pair again.`;
}

/** The Line-up log rows `lines` appended below its last row (the tab created when missing). */
export function appendToLog(
  book: Workbook,
  lines: readonly (readonly Cell[])[],
): { blocks: WriteBlock[]; newTabs: TabSpec[] } {
  if (lines.length === 0) return { blocks: [], newTabs: [] };
  const rows = book.read(LINEUP_LOG_TAB);
  const newTabs: TabSpec[] = rows
    ? []
    : [
        {
          name: LINEUP_LOG_TAB,
          columns: LINEUP_LOG_HEADER.map((header) => ({ header, numberFormat: '@' })),
          frozenRows: 1,
        },
      ];
  let last = rows ? rows.length : 1;
  while (rows && last > 1 && rows[last - 1].every((c) => cellText(c) === '')) last--;
  return {
    blocks: [{ tab: LINEUP_LOG_TAB, row: last + 1, col: 1, values: lines.map((l) => l.slice()), numberFormat: '@' }],
    newTabs,
  };
}

/** One log row of a decision: time, Line-ups row, what was decided, the values before and after. */
export function decisionRow(at: number, row: number, what: string, before: string, after: string): string[] {
  return [logTime(at), String(row), what, before, after];
}

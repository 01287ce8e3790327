// The "Line-up log" tab: every change to a Line-ups row, one row per changed cell (time in UTC, row, column,
// old and new value), appended by the installable edit trigger the organizers start from the menu ("Start
// line-up log"), which runs as the organizer who started it; only organizers can edit the tab. M13 and M7
// are judged from it (engine/mochalunt/lineup/log.ts) instead of the `sent` cells captains could type.
// The tab is part of the shared file: an e-mail address or phone number a captain typed (even one removed a
// minute later) is masked in the old and new values before they are written (privacy.ts maskContactData).
import type { Cell, Workbook } from '../workbook';
import { cellText, isDate } from '../workbook';
import { loggedRow, type LineupLogEntry } from '../../engine/mochalunt/lineup';
import type { WriteBlock } from '../plan';
import { loadSeason } from '../season';
import { headerKey } from './table';
import { utc } from './round';
import { parseInstant } from '../../engine/mochalunt/calendar';
import { maskContactData } from '../privacy';

export const LINEUP_LOG_TAB = 'Line-up log';
export const LINEUP_LOG_HEADER: readonly string[] = ['time (UTC)', 'row', 'column', 'old value', 'new value'];

/**
 * The organizers' "not logged" cell, row 1 one column right of the log (G1): the edits the trigger could not
 * log (the document lock not had in time, an error), newest first, the last NOT_LOGGED_KEPT of them.
 */
export const LINEUP_LOG_NOTE_COLUMN = LINEUP_LOG_HEADER.length + 2;
const NOT_LOGGED_TITLE = 'NOT LOGGED (newest first):';
const NOT_LOGGED_KEPT = 10;

/** The "not logged" cell's text with `line` added first. */
export function withNotLogged(current: string, line: string): string {
  const older = current.split('\n').filter((l) => l.trim() !== '' && l !== NOT_LOGGED_TITLE);
  return [NOT_LOGGED_TITLE, line, ...older].slice(0, NOT_LOGGED_KEPT + 1).join('\n');
}

/** "2026-03-01 18:00:05" in UTC: the log keeps seconds. */
export function logTime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

function instant(v: Cell | undefined): number | null {
  if (v === undefined || v === '') return null;
  if (isDate(v)) return v.getTime();
  const p = parseInstant(cellText(v));
  return p === null ? null : Number(p);
}

/** The logged changes, or null when the tab does not exist (the log was never started). Unreadable rows are skipped. */
export function readLineupLog(book: Workbook): LineupLogEntry[] | null {
  const rows = book.read(LINEUP_LOG_TAB);
  if (rows === null) return null;
  const out: LineupLogEntry[] = [];
  for (const r of rows.slice(1)) {
    const at = instant(r[0]);
    const row = Number(r[1]);
    if (at === null || !Number.isInteger(row) || row < 2) continue;
    out.push({ at, row, column: cellText(r[2]), oldValue: cellText(r[3]), newValue: cellText(r[4]) });
  }
  return out;
}

/** One edit of a block of Line-ups cells, as the trigger sees it. */
interface LoggedEdit {
  readonly at: number;
  /** first row and column of the edited block (1-based) */
  readonly row: number;
  readonly column: number;
  /** the block's values after the edit */
  readonly values: readonly (readonly Cell[])[];
  /** the single cell's previous value (Google gives e.oldValue only for one cell; a pasted block logs it blank) */
  readonly oldValue?: string;
  /** the Line-ups headers, row 1 */
  readonly headers: readonly Cell[];
}

/** The log rows of one edit: one per cell of the block below the header row, contact data masked. */
export function logRows(edit: LoggedEdit): string[][] {
  const single = edit.values.length === 1 && edit.values[0].length === 1;
  const out: string[][] = [];
  edit.values.forEach((line, i) =>
    line.forEach((v, j) => {
      const row = edit.row + i;
      if (row < 2) return;
      const header = cellText(edit.headers[edit.column + j - 1]) || `column ${edit.column + j}`;
      out.push([
        logTime(edit.at),
        String(row),
        header,
        maskContactData(single ? (edit.oldValue ?? '') : ''),
        maskContactData(cellText(v)),
      ]);
    }),
  );
  return out;
}

/** The Line-ups columns the log restores; the sent times follow the log's times. */
const RESTORED = ['line-up', 'strength', 'matches', 'games'];

/**
 * M13 / M7 from the log, before Pair individual matches of `round`: the Line-ups cells that make the rows say
 * what the log says at `deadline`: the version in effect where a change came after the deadline, and `sent
 * (UTC)` the log's time of that version (of the first version for a row first filled after the deadline, which
 * the pairing then treats as late). Rows with no logged change are left alone.
 */
export function loggedBlocks(
  book: Workbook,
  round: number,
  deadline: number,
  log: readonly LineupLogEntry[],
): WriteBlock[] {
  const season = loadSeason(book);
  const t = season.lineups.table;
  if (!t) return [];
  const header = (t.grid[0] ?? []).map((h) => headerKey(cellText(h)));
  const colOf = (h: string) => header.indexOf(headerKey(h));
  const blocks: WriteBlock[] = [];
  for (const row of season.lineups.rows) {
    if (row.round !== round) continue;
    const judged = loggedRow(log, row.at + 1, deadline, ['line-up']);
    if (judged.status === 'empty' || judged.versionAt === undefined) continue;
    const put = (c: number, value: string) => {
      if (c < 0 || cellText(t.grid[row.at]?.[c]) === value) return;
      blocks.push({ tab: t.def.tab, row: row.at + 1, col: c + 1, values: [[value]], numberFormat: '@' });
    };
    for (const h of RESTORED) if (h in judged.values) put(colOf(h), judged.values[h]);
    put(colOf('sent (UTC)'), utc(judged.versionAt));
  }
  return blocks;
}

// The organizers' deadline extensions on a round tab (seed 000, Scheduling and Communication: "Deadlines can
// be extended in exceptional cases at the discretion of the committee"): `extension (days)` and
// `extension reason` on a team match's row extend all its deadlines (M21: line-ups M13, game choice M7,
// changes M10/M12, the round deadline M16, the default appointment); on a board row, that board's round
// deadline and default appointment only. Whole days from 1 to MAX_EXTENSION_DAYS, always with a reason.
import type { SheetProblem } from '../plan';
import { cellText } from '../workbook';
import { cellProblem, get, text, type Table } from './table';
import {
  MAX_EXTENSION_DAYS,
  extendBoardCalendar,
  extendCalendar,
  type Extension,
  type RoundCalendar,
} from '../../engine/mochalunt/calendar';

const DAYS_FIX = `type a whole number of days from 1 to ${MAX_EXTENSION_DAYS} (e.g. 7), or clear the cell`;

/** The extension typed on row `i` (0-based grid row), null when none; problems for bad input. */
export function readExtension(table: Table, i: number, problems: SheetProblem[]): Extension | null {
  if (table.col.extensionDays === undefined) return null;
  const raw = get(table, i, 'extensionDays');
  const daysText = cellText(raw).trim();
  const reason = table.col.extensionReason === undefined ? '' : text(table, i, 'extensionReason');
  if (daysText === '' && reason === '') return null;
  const bad = (message: string, fix = DAYS_FIX): null => {
    problems.push(cellProblem(table, i, 'extensionDays', message, fix));
    return null;
  };
  if (daysText === '')
    return bad(
      `the extension reason "${reason}" has no number of days`,
      `type the number of days (1 to ${MAX_EXTENSION_DAYS}) in extension (days), or clear the reason`,
    );
  const days = typeof raw === 'number' ? raw : /^[+-]?\d+(\.\d+)?$/.test(daysText) ? Number(daysText) : NaN;
  if (isNaN(days)) return bad(`"${daysText}" is not a number of days`);
  if (days < 0) return bad(`${daysText} is negative: an extension moves deadlines later`);
  if (!Number.isInteger(days)) return bad(`${daysText} is not a whole number of days`);
  if (days > MAX_EXTENSION_DAYS) return bad(`${daysText} days is more than a whole round (${MAX_EXTENSION_DAYS} days)`);
  if (days === 0)
    return reason === ''
      ? null
      : bad(
          'an extension of 0 days extends nothing',
          `type the number of days (1 to ${MAX_EXTENSION_DAYS}), or clear the reason`,
        );
  if (reason === '') {
    problems.push(
      cellProblem(
        table,
        i,
        'extensionReason',
        `the extension of ${days} day${days === 1 ? '' : 's'} has no reason`,
        'type why the deadline is extended (e.g. "player ill, asked on 3 March"); the committee extends only on a motivated request',
      ),
    );
    return null;
  }
  return { days, reason };
}

/** The match's calendar with its extension (M21), or null when the row has none. */
export function matchCalendar(m: {
  readonly calendar: RoundCalendar | null;
  readonly extension: Extension | null;
}): RoundCalendar | null {
  return m.calendar ? extendCalendar(m.calendar, m.extension) : null;
}

/** A board's calendar: the match's, with the board's own extension of the round deadline (M16). */
export function boardCalendar(
  m: { readonly calendar: RoundCalendar | null; readonly extension: Extension | null },
  b: { readonly extension: Extension | null },
): RoundCalendar | null {
  const c = matchCalendar(m);
  return c ? extendBoardCalendar(c, b.extension) : null;
}

/** The extensions that apply to a board: the team match's, then the board's own. */
export function boardExtensions(
  m: { readonly extension: Extension | null },
  b: { readonly extension: Extension | null },
): Extension[] {
  return [m.extension, b.extension].filter((e): e is Extension => e !== null);
}

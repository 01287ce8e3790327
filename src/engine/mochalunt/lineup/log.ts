// The line-up log (M13, M7): what a captain's Line-ups row said at the deadline, judged from the log of every
// change to the row (time in UTC, row, column, old and new value) rather than from the `sent` times typed in
// the row. The line-up in effect is the last version logged up to the deadline; a change after it is
// flagged and does not apply; a row first filled after the deadline is late (M13: the previous line-up is
// used; M7: the game choice is missing and its fallbacks apply).

/** One logged change of one cell of a Line-ups row. */
export interface LineupLogEntry {
  /** when the change was made, milliseconds since the epoch (UTC) */
  readonly at: number;
  /** the Line-ups row (1-based, as in the sheet) */
  readonly row: number;
  /** the column's header, e.g. "line-up" or "games" */
  readonly column: string;
  readonly oldValue: string;
  readonly newValue: string;
}

/** A change logged after the deadline, which does not apply. */
interface LateChange {
  readonly at: number;
  readonly column: string;
  readonly newValue: string;
}

/** What the log says of one row at the deadline. */
interface LoggedRow {
  readonly row: number;
  /**
   * 'on time': filled at the deadline (the values are those of the last version up to it);
   * 'late': first filled after the deadline (M13 / M7 treat it as not sent; the values are its first version);
   * 'empty': never filled.
   */
  readonly status: 'on time' | 'late' | 'empty';
  /** column header to value, of the version in effect ('on time') or the first version sent ('late') */
  readonly values: Readonly<Record<string, string>>;
  /** time of the version in effect: the last change up to the deadline ('on time') or the first ('late') */
  readonly versionAt?: number;
  /** changes after the deadline that do not apply (in time order); empty when none */
  readonly lateChanges: readonly LateChange[];
}

/** The values a row holds after replaying `entries` (in time order, stable) on `start`. */
function replay(start: Record<string, string>, entries: readonly LineupLogEntry[]): Record<string, string> {
  const v = { ...start };
  for (const e of entries) v[e.column] = e.newValue;
  return v;
}

const filled = (v: Record<string, string>, columns: readonly string[]): boolean =>
  columns.some((c) => (v[c] ?? '').trim() !== '');

/**
 * M13 / M7 judged from the log: the state of `row` at `deadline` (a change at the deadline itself is in time).
 * `columns` are the headers that make a row "filled" (the line-up, or the game choice for M7); the values
 * before the first logged change of a column are the entry's `oldValue`, i.e. what the row held when the log
 * started.
 */
export function loggedRow(
  entries: readonly LineupLogEntry[],
  row: number,
  deadline: number,
  columns: readonly string[],
): LoggedRow {
  const mine = entries
    .filter((e) => e.row === row)
    .map((e, i) => ({ e, i }))
    .sort((a, b) => a.e.at - b.e.at || a.i - b.i)
    .map((x) => x.e);
  const start: Record<string, string> = {};
  for (const e of mine) if (!(e.column in start)) start[e.column] = e.oldValue;
  const before = mine.filter((e) => e.at <= deadline);
  const after = mine.filter((e) => e.at > deadline);
  const atDeadline = replay(start, before);
  if (filled(atDeadline, columns)) {
    const last = before[before.length - 1];
    return {
      row,
      status: 'on time',
      values: atDeadline,
      versionAt: last?.at,
      lateChanges: after.map((e) => ({ at: e.at, column: e.column, newValue: e.newValue })),
    };
  }
  // first filled after the deadline: the first version that fills the row
  let v = atDeadline;
  for (let k = 0; k < after.length; k++) {
    v = replay(v, [after[k]]);
    if (filled(v, columns)) {
      // the changes made in the same instant belong to that first version
      let j = k + 1;
      while (j < after.length && after[j].at === after[k].at) v = replay(v, [after[j++]]);
      return {
        row,
        status: 'late',
        values: v,
        versionAt: after[k].at,
        lateChanges: after.slice(j).map((e) => ({ at: e.at, column: e.column, newValue: e.newValue })),
      };
    }
  }
  return { row, status: 'empty', values: atDeadline, lateChanges: [] };
}

/** "2026-03-01 18:00" (UTC) */
function utcMinute(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * The check cell's words for a row judged from the log, or '' when nothing is to be said:
 * "changed at <t> after the deadline <d>; the version of <v> applies" (M13), or
 * "first sent at <t>, after the deadline <d>: late (M13)".
 */
export function loggedRowNote(r: LoggedRow, deadline: number): string {
  if (r.status === 'late')
    return `first sent at ${utcMinute(r.versionAt ?? deadline)} UTC, after the deadline ${utcMinute(deadline)} UTC: late (M13)`;
  if (r.status === 'on time' && r.lateChanges.length) {
    const last = r.lateChanges[r.lateChanges.length - 1];
    const version = r.versionAt === undefined ? 'the start of the log' : `${utcMinute(r.versionAt)} UTC`;
    return `changed at ${utcMinute(last.at)} UTC after the deadline ${utcMinute(deadline)} UTC; the version of ${version} applies (M13)`;
  }
  return '';
}

// The record of what each round tab must hold: whenever the add-on pairs a round (Pair next round, Pair
// individual matches; the Swiss, league and multi-player pairings) it writes, in the same plan, what it put on
// the round tab's rows: row by row, the cells that say who plays whom (match, board, teams, players, the
// games of a team match; a bye row and its blanks) and the result cells left to people. Score round reads
// the tab against it and refuses a difference with its cell and what to type back: a result typed on a
// team-match or bye row, a game name overwritten, a player's name changed, a row moved, deleted or added.
//
// Where it is kept: the hidden tab "_pairings", row r + 1 for round r (column A the round, from column B on
// the record as JSON in pieces). A tab, not the document properties, because it is written by the plan's own
// blocks: all or nothing with the round tab it describes, put back by Undo last action with it, kept in the
// .xlsx (a hidden sheet) through a download and upload, and not bound by the 9 KB of a property value (a
// 64-team round takes about 30,000 characters). It holds only what the public round tab shows.
// Each piece starts with "~" and the JSON is kept in ASCII (\uXXXX escapes), as the undo store does, so no
// piece reads as a formula, a number or a date and no cut splits a character.
import type { Cell, Workbook } from '../workbook';
import { cellText } from '../workbook';
import type { SheetProblem, TabSpec, WriteBlock } from '../plan';
import { cellProblem, headerOf, text, type Table } from './table';
import { nameKey } from '../../engine/mochalunt/lineup/names';
import { anyText } from '../../engine/core/text';
import { keptFor } from '../kept';

export const RECORD_TAB = '_pairings';
// a piece holds at most 32,001 characters: Excel's cell limit is 32,767 and LibreOffice cuts a longer cell there when
// it saves an .xlsx (https://support.microsoft.com/en-us/office/excel-specifications-and-limits-1672b34d-7043-467e-8e27-269d656771c3)
const PIECE = 32000;
const MARK = '~';

/** One row the add-on wrote: its sheet row, its kind, and its recorded cells by the record's keys (null: a result cell). */
export interface RecordedRow {
  readonly row: number;
  readonly kind: string;
  readonly cells: readonly (string | null)[];
}

export interface RoundRecord {
  readonly keys: readonly string[];
  readonly rows: readonly RecordedRow[];
}

/** What a format's round tab records, and how its rows are named in messages. */
export interface RecordSpec {
  /** the columns recorded, by key */
  readonly keys: readonly string[];
  /** the keys that tell a row from the others (match and board; table and seat) */
  readonly ids: readonly string[];
  /** the keys where people type results on a row of this kind (not compared) */
  readonly results: (kind: string) => readonly string[];
  /** a text that looks like a result of this tab */
  readonly isResult: (text: string) => boolean;
  /** "board 2 of match 1 (Anna v Bea)" */
  readonly describe: (row: RecordedRow, cell: (key: string) => string) => string;
  /** where results go instead of this row: "on its board rows (rows 3-8)" */
  readonly resultsGo: (row: RecordedRow, record: RoundRecord) => string;
}

const asciiJson = (v: unknown): string =>
  JSON.stringify(v).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The record of the rows a pairing writes from row 2 (row objects by column key; blank rows left out). */
export function recordOf(spec: RecordSpec, rows: readonly Readonly<Record<string, unknown>>[]): RoundRecord {
  const out: RecordedRow[] = [];
  rows.forEach((r, i) => {
    const kind = anyText(r.kind ?? '');
    const results = spec.results(kind);
    const cells = spec.keys.map((k) => (results.includes(k) ? null : cellText(r[k] as Cell | undefined)));
    if (cells.every((c) => c === null || c === '')) return;
    out.push({ row: i + 2, kind, cells });
  });
  return { keys: spec.keys, rows: out };
}

/** The write that keeps round `round`'s record (and the hidden tab to create, the first time). */
export function recordWrite(
  book: Workbook,
  round: number,
  record: RoundRecord,
): { newTabs: TabSpec[]; blocks: WriteBlock[] } {
  const json = asciiJson({ k: record.keys, r: record.rows.map((x) => [x.row, x.kind, ...x.cells]) });
  return hiddenRowWrite(book, RECORD_TAB, round, json, [
    {
      header: 'round',
      note: 'what the add-on wrote on each round tab when it paired it; Score round checks the tab against it',
    },
    { header: 'record', numberFormat: '@' },
  ]);
}

/**
 * The write that keeps `value` (JSON) in row round + 1 of the hidden tab `tab`, in pieces (and the tab to
 * create, the first time): the round's record here, and the record of what Score round scored (roundSeal.ts).
 */
export function hiddenRowWrite(
  book: Workbook,
  tab: string,
  round: number,
  value: unknown,
  columns: TabSpec['columns'],
): { newTabs: TabSpec[]; blocks: WriteBlock[] } {
  const json = typeof value === 'string' ? value : asciiJson(value);
  const pieces: string[] = [];
  for (let i = 0; i < json.length; i += PIECE) pieces.push(MARK + json.slice(i, i + PIECE));
  const existing = book.read(tab);
  // the block covers the width an older, longer record of the round used, so its last pieces are cleared
  const width = Math.max(pieces.length + 1, existing?.[round]?.length ?? 0);
  const values: Cell[] = [pieces.length ? round : '', ...pieces];
  while (values.length < width) values.push('');
  const newTabs: TabSpec[] = existing ? [] : [{ name: tab, hidden: true, frozenRows: 1, formatRows: 1, columns }];
  return { newTabs, blocks: [{ tab, row: round + 1, col: 1, values: [values], numberFormat: '@' }] };
}

/** The JSON kept in row round + 1 of the hidden tab `tab` (hiddenRowWrite), '' when none. */
export function hiddenRowText(book: Workbook, tab: string, round: number): string {
  const row = book.read(tab)?.[round];
  return row ? keptFor(texts, row, () => rowText(row)) : '';
}

/** The text of each hidden row read (the very row: a workbook's rows are never changed), joined once. */
const texts = new WeakMap<readonly Cell[], string>();

function rowText(row: readonly Cell[]): string {
  return row
    .slice(1)
    .map((c) => cellText(c))
    .filter((c) => c !== '')
    .map((p) => (p.startsWith(MARK) ? p.slice(1) : p))
    .join('');
}

/**
 * A reading of a hidden row kept with the row itself, for the next reading of the very same row (a workbook
 * hands the same grid to every read and no reader changes it: a Score round reads round r's record three times).
 */
export function keptByRow<T>(kept: WeakMap<readonly Cell[], { round: number; value: T }>) {
  return (book: Workbook, tab: string, round: number, compute: () => T): T => {
    const row = book.read(tab)?.[round];
    const known = row ? kept.get(row) : undefined;
    if (known && known.round === round) return known.value;
    const value = compute();
    if (row) kept.set(row, { round, value });
    return value;
  };
}

type ReadRecord = { readonly record: RoundRecord | null; readonly problem?: SheetProblem };
const recordOfRow = keptByRow(new WeakMap<readonly Cell[], { round: number; value: ReadRecord }>());

/** Round `round`'s record, null when the round was paired before records were kept; a problem when it cannot be read. */
export function readRecord(book: Workbook, round: number): ReadRecord {
  return recordOfRow(book, RECORD_TAB, round, () => parsedRecord(book, round));
}

function parsedRecord(book: Workbook, round: number): ReadRecord {
  const json = hiddenRowText(book, RECORD_TAB, round);
  if (json === '') return { record: null };
  try {
    const o = JSON.parse(json) as {
      k: string[];
      r: [number, string, ...(string | null)[]][];
    };
    return { record: { keys: o.k, rows: o.r.map(([r, kind, ...cells]) => ({ row: r, kind, cells })) } };
  } catch {
    return {
      record: null,
      problem: {
        tab: RECORD_TAB,
        row: round + 1,
        column: 'record',
        message: `the add-on's record of round ${round} (hidden tab ${RECORD_TAB}) was edited and cannot be read`,
        fix: `run Undo last action until it reads again, or pair round ${round} again (Pair next round for round ${round}, then Pair individual matches)`,
      },
    };
  }
}

const same = (a: string, b: string): boolean => a === b || nameKey(a) === nameKey(b);

/** Rows left out of a comparison: the record's rows of `kind`, the tab's rows with a `key` cell (a round's boards, about to be paired again). */
interface RowsIgnored {
  readonly kind: string;
  readonly key: string;
}

/**
 * Every round tab an action reads (by round: its table, or null when the tab is gone), each against its
 * record, before anything is read from it: Update standings, Pair next round, Pair individual matches,
 * Individual ranking and Export JSON refuse a round tab edited structurally (a row deleted, added or moved,
 * another round pasted over, "bye" typed over a match) as Score round does. A round the add-on paired whose
 * tab is gone while a later round's tab is there is refused too (the last round tabs may be deleted to pair
 * them again). A round paired before records were kept is left to the rules' checks. `patch`: the record as the
 * rows changed on purpose make it (MOCHALUNT's override column).
 */
export function roundsAgainstRecords(
  book: Workbook,
  rounds: ReadonlyMap<number, Table | null>,
  spec: RecordSpec,
  ignore?: (round: number) => RowsIgnored | undefined,
  patch: (round: number, record: RoundRecord) => RoundRecord = (_, record) => record,
): SheetProblem[] {
  const out: SheetProblem[] = [];
  const order = [...rounds.keys()].sort((a, b) => a - b);
  // a gap: the last round tabs may be deleted to pair those rounds again, not one before a tab that is there
  const last = Math.max(0, ...order.filter((r) => rounds.get(r)));
  for (const r of order) {
    const { record, problem } = readRecord(book, r);
    const table = rounds.get(r);
    if (problem) out.push(problem);
    else if (record && table) out.push(...recordProblems(table, patch(r, record), spec, ignore?.(r)));
    else if (record && r < last && book.read(`R${r}`) === null) {
      out.push({
        tab: `R${r}`,
        message: `the tab R${r} is missing: the add-on paired round ${r} on it`,
        fix: `put it back (Edit > Undo in Sheets, or File > Version history), or rename the tab that holds round ${r} to R${r}`,
      });
    }
  }
  return out;
}

/**
 * The round tab against its record: each row the add-on wrote in its place and order (blank rows between are
 * allowed), each recorded cell as written (case and spaces aside), no row it did not write. After a row
 * moved, deleted or added, the rows below are not compared (they all moved): one problem says which.
 */
export function recordProblems(
  table: Table,
  record: RoundRecord,
  spec: RecordSpec,
  ignore?: RowsIgnored,
): SheetProblem[] {
  const keys = record.keys;
  const out: SheetProblem[] = [];
  const actual: { at: number; cells: string[] }[] = [];
  for (let i = 1; i < table.grid.length; i++) {
    const cells = keys.map((k) => text(table, i, k));
    if (cells.some((c) => c !== '') && !(ignore && text(table, i, ignore.key) !== '')) actual.push({ at: i, cells });
  }
  const idColumns = spec.ids.map((k) => keys.indexOf(k));
  const idOf = (cells: readonly (string | null)[]) => idColumns.map((j) => nameKey(cells[j] ?? '')).join('\u0000');
  const expected = ignore ? record.rows.filter((r) => r.kind !== ignore.kind) : record.rows;
  // each row's id worked out once
  const expectedIds = expected.map((e) => idOf(e.cells));
  const actualIds = actual.map((a) => idOf(a.cells));
  const wanted = new Map<string, number>();
  expectedIds.forEach((id, i) => {
    if (!wanted.has(id)) wanted.set(id, i);
  });
  const found = new Map<string, number>();
  actualIds.forEach((id, i) => {
    if (!found.has(id)) found.set(id, i);
  });
  const cellOf = (e: RecordedRow) => (key: string) => e.cells[keys.indexOf(key)] ?? '';
  const describe = (e: RecordedRow) => spec.describe(e, cellOf(e));
  /** what to type back on a row: "match 1, board 3, player 1 Anna, player 2 Bea" */
  const typedBack = (e: RecordedRow) =>
    keys
      .map((k, j) => (e.cells[j] ? `${headerOf(table, k)} ${e.cells[j]}` : ''))
      .filter((s) => s)
      .join(', ');
  const firstFilled = (a: { at: number; cells: string[] }) =>
    keys[
      Math.max(
        0,
        a.cells.findIndex((c) => c !== ''),
      )
    ];
  const compare = (e: RecordedRow, a: { at: number; cells: string[] }) => {
    const results = spec.results(e.kind);
    keys.forEach((k, j) => {
      const want = e.cells[j];
      const got = a.cells[j];
      if (want === null || results.includes(k) || same(want, got)) return;
      out.push(cellMismatch(table, spec, record, e, describe(e), a.at, k, want, got));
    });
  };
  const n = Math.max(expected.length, actual.length);
  for (let i = 0; i < n; i++) {
    const e = expected[i];
    const a = actual[i];
    if (e && a && expectedIds[i] === actualIds[i]) {
      compare(e, a);
      continue;
    }
    if (e && !a) {
      const at = actual.length ? actual[actual.length - 1].at + 1 : e.row - 1;
      out.push(
        cellProblem(
          table,
          at,
          spec.ids[spec.ids.length - 1],
          `${describe(e)}, which the add-on wrote on row ${e.row}, is missing (the row was deleted, cleared or moved away)`,
          `put the row back: use Edit > Undo in Sheets, or type it back on row ${at + 1} (${typedBack(e)}), or pair the round again`,
        ),
      );
      break;
    }
    if (a && !e) {
      const k = firstFilled(a);
      out.push(
        cellProblem(
          table,
          a.at,
          k,
          `this row holds "${a.cells[keys.indexOf(k)]}" but the add-on wrote no row here (below the last one it wrote, row ${expected.length ? expected[expected.length - 1].row : 1})`,
          'clear the row, or delete it; a result goes on the row of its board or game',
        ),
      );
      break;
    }
    const ee = e;
    const aa = a;
    const eAt = found.get(expectedIds[i]);
    const aIn = wanted.get(actualIds[i]);
    if (eAt === undefined && aIn === undefined) {
      compare(ee, aa);
      continue;
    }
    const id = spec.ids[spec.ids.length - 1];
    if (aIn !== undefined && aIn < i) {
      out.push(
        cellProblem(
          table,
          aa.at,
          id,
          `this row repeats ${describe(expected[aIn])} (the add-on wrote it once, on row ${expected[aIn].row}); ${describe(ee)} belongs here`,
          'delete the copied row (use Edit > Undo in Sheets), or type back what the add-on wrote',
        ),
      );
    } else if (eAt === undefined && aa.at - (actual[i - 1]?.at ?? 0) > 1) {
      // a blank row where it belongs: its cells were cleared
      const at = (actual[i - 1]?.at ?? 0) + 1;
      out.push(
        cellProblem(
          table,
          at,
          id,
          `${describe(ee)}, which the add-on wrote on row ${ee.row}, was cleared`,
          `use Edit > Undo in Sheets, or type it back on row ${at + 1} (${typedBack(ee)}), or pair the round again`,
        ),
      );
    } else if (eAt === undefined) {
      out.push(
        cellProblem(
          table,
          aa.at,
          id,
          `${describe(ee)}, which the add-on wrote on row ${ee.row}, is missing here (the row was deleted or cleared)`,
          `put the row back: use Edit > Undo in Sheets, or insert a row above row ${aa.at + 1} and type ${typedBack(ee)}, or pair the round again`,
        ),
      );
    } else if (aIn === undefined) {
      const k = firstFilled(aa);
      out.push(
        cellProblem(
          table,
          aa.at,
          k,
          `this row was added: the add-on wrote no such row (${describe(ee)} belongs here)`,
          'delete the row (use Edit > Undo in Sheets); a result goes on the row of its board or game',
        ),
      );
    } else {
      out.push(
        cellProblem(
          table,
          aa.at,
          id,
          `this row holds ${describe(expected[aIn])}, which the add-on wrote on row ${expected[aIn].row}; ${describe(ee)} belongs here (rows were moved or sorted)`,
          'use Edit > Undo in Sheets, or move the rows back to the order the add-on wrote them, or pair the round again',
        ),
      );
    }
    break;
  }
  return out;
}

/** One recorded cell that reads otherwise: a result typed where none goes, a name or game changed, a cell cleared. */
function cellMismatch(
  table: Table,
  spec: RecordSpec,
  record: RoundRecord,
  e: RecordedRow,
  what: string,
  at: number,
  key: string,
  want: string,
  got: string,
): SheetProblem {
  const header = headerOf(table, key);
  if (want === '') {
    return spec.isResult(got)
      ? cellProblem(
          table,
          at,
          key,
          `"${got}" is typed on the row of ${what}, where no result goes`,
          `clear it, and type the result ${spec.resultsGo(e, record)}`,
        )
      : cellProblem(
          table,
          at,
          key,
          `"${got}" is typed on the row of ${what}, where the add-on wrote nothing`,
          'clear it',
        );
  }
  if (got === '')
    return cellProblem(
      table,
      at,
      key,
      `${header} of ${what} was cleared; the add-on wrote ${want} here`,
      `type ${want} back`,
    );
  if (/^bye$/i.test(got) && e.kind !== 'bye') {
    return cellProblem(
      table,
      at,
      key,
      `"${got}" is typed over ${what}: the add-on paired no bye here`,
      `type ${want} back; a bye is given only by pairing the round (pair it again to change it)`,
    );
  }
  if (spec.isResult(got)) {
    return cellProblem(
      table,
      at,
      key,
      `"${got}" is typed over ${header} of ${what}, which is ${want}; no result goes on this row`,
      `type ${want} back, and type the result ${spec.resultsGo(e, record)}`,
    );
  }
  return cellProblem(
    table,
    at,
    key,
    `${header} of ${what} is ${want}, not "${got}" (the add-on wrote the pairing here)`,
    `type ${want} back, or pair the round again if the pairing must change`,
  );
}

/** The sheet rows of the record's rows that pass `test`, as "row 3" or "rows 3-8". */
export function rowsText(record: RoundRecord, test: (r: RecordedRow) => boolean): string {
  const rows = record.rows.filter(test).map((r) => r.row);
  if (rows.length === 0) return '';
  const lo = Math.min(...rows);
  const hi = Math.max(...rows);
  return lo === hi ? `row ${lo}` : `rows ${lo}-${hi}`;
}

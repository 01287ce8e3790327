// A tab read as a table: headers in row 1 found by name (any order, any case, extra columns kept), rows
// below, and problems that name the tab, the row, the column and what to type instead.
import type { Cell, Workbook } from '../workbook';
import { cellText, isDate } from '../workbook';
import type { ColumnSpec, Dropdown, SheetProblem, TabSpec, WriteBlock } from '../plan';
import { a1 } from '../plan';
import { closestName } from '../../engine/mochalunt/lineup/names';
import { normalizeName } from '../../engine/core/ids';
import { DEFAULT_NUMBER_FORMAT } from '../plan';
import { cleanAsIs, cleanCell } from './cellText';

export interface ColumnDef extends ColumnSpec {
  /** the program's name for the column */
  readonly key: string;
  /** other header spellings accepted */
  readonly aliases?: readonly string[];
  /** a table without it cannot be read */
  readonly required: boolean;
  /** who fills it and an example (docs and the header note) */
  readonly filledBy?: string;
}

export interface TableDef {
  readonly tab: string;
  readonly columns: readonly ColumnDef[];
  readonly frozenRows?: number;
  readonly banding?: boolean;
}

export interface Table {
  readonly def: TableDef;
  /** all rows of the tab, row 1 (headers) first, padded to `width` */
  readonly grid: Cell[][];
  readonly width: number;
  /** 0-based column index of each known key, when present */
  readonly col: Readonly<Record<string, number | undefined>>;
}

/** Header comparison key: lower case, letters and digits only ("Sent (UTC)" → "sentutc"). */
export function headerKey(h: string): string {
  return h.toLowerCase().replace(/[^a-z0-9]/g, '');
}

export function tabSpec(def: TableDef, rows?: readonly (readonly Cell[])[]): TabSpec {
  return {
    name: def.tab,
    columns: def.columns.map(({ header, numberFormat, dropdown, note, width, wrap }) => ({
      header,
      numberFormat,
      dropdown,
      note,
      width,
      ...(wrap ? { wrap } : {}),
    })),
    frozenRows: def.frozenRows ?? 1,
    banding: def.banding,
    rows,
  };
}

/** The problem for a tab that is not there; suggests the tab it was probably renamed to. */
export function missingTab(book: Workbook, tab: string): SheetProblem {
  const close = closestName(
    tab,
    book.tabNames().filter((n) => n !== tab),
  );
  return {
    tab,
    message: `the tab "${tab}" is missing`,
    fix:
      close !== undefined
        ? `rename the tab "${close}" back to "${tab}"`
        : `run "Set up tournament" to create it (existing tabs are left as they are)`,
  };
}

/** Each column's header keys (its header and aliases, as headerKey gives them), worked out once per table definition. */
const HEADER_KEYS = new WeakMap<
  TableDef,
  { readonly byColumn: readonly (readonly string[])[]; readonly all: ReadonlySet<string> }
>();

function headerKeys(def: TableDef): {
  readonly byColumn: readonly (readonly string[])[];
  readonly all: ReadonlySet<string>;
} {
  let keys = HEADER_KEYS.get(def);
  if (!keys) {
    const byColumn = def.columns.map((c) => [c.header, ...(c.aliases ?? [])].map(headerKey));
    keys = { byColumn, all: new Set(byColumn.flat()) };
    HEADER_KEYS.set(def, keys);
  }
  return keys;
}

/** Reads a tab as a table; problems for a missing tab, a missing required header, a header typed twice. */
export function readTable(book: Workbook, def: TableDef): { table: Table | null; problems: SheetProblem[] } {
  const raw = book.read(def.tab);
  if (!raw) return { table: null, problems: [missingTab(book, def.tab)] };
  const width = Math.max(def.columns.length, ...raw.map((r) => r.length));
  const grid = raw.map((r) => {
    const row = r.slice();
    while (row.length < width) row.push('');
    return row;
  });
  if (grid.length === 0) grid.push(new Array<Cell>(width).fill(''));
  const header = grid[0].map((h) => headerKey(cellText(h)));
  const col: Record<string, number | undefined> = {};
  const problems: SheetProblem[] = [];
  const defKeys = headerKeys(def);
  const typed = grid[0].map(cellText).filter((h, i) => h && !defKeys.all.has(header[i]));
  const missingCount = def.columns.filter(
    (c, k) => c.required && !header.some((h) => defKeys.byColumn[k].includes(h)),
  ).length;
  for (const [k, c] of def.columns.entries()) {
    const keys = defKeys.byColumn[k];
    const found = header.map((h, i) => (keys.includes(h) ? i : -1)).filter((i) => i >= 0);
    if (found.length > 1) {
      problems.push({
        tab: def.tab,
        row: 1,
        column: c.header,
        cell: a1(1, found[1] + 1),
        message: `the header "${c.header}" appears ${found.length} times`,
        fix: `keep one column named "${c.header}" and rename or delete the other`,
      });
    }
    if (found.length === 0) {
      if (c.required) {
        const close = closestName(c.header, typed) ?? (missingCount === 1 && typed.length === 1 ? typed[0] : undefined);
        problems.push({
          tab: def.tab,
          row: 1,
          column: c.header,
          message: `the column "${c.header}" is missing (headers are read by name from row 1)`,
          fix:
            close !== undefined
              ? `rename the header "${close}" back to "${c.header}"`
              : `type "${c.header}" in row 1 above the column that holds it`,
        });
      }
      continue;
    }
    col[c.key] = found[0];
  }
  // every typed cell of a known column: invisible characters and overlong text are problems (cellText.ts)
  for (const d of def.columns) {
    const c = col[d.key];
    if (c === undefined) continue;
    // a date is welcome in a time column (sent (UTC), published (UTC), ...), never in another plain-text one
    const plainText = d.numberFormat === '@' && !/\butc\b/i.test(d.header);
    for (let i = 1; i < grid.length; i++) {
      if (cleanAsIs(grid[i][c])) continue;
      const { value, problem } = cleanCell(grid[i][c], plainText);
      grid[i][c] = value;
      if (problem)
        problems.push({ tab: def.tab, row: i + 1, column: cellText(grid[0][c]), cell: a1(i + 1, c + 1), ...problem });
    }
  }
  return { table: { def, grid, width, col }, problems };
}

/** Data rows of a table as 0-based indexes into grid (from 1), skipping rows blank in every known column. */
export function dataRows(t: Table): number[] {
  const out: number[] = [];
  const known = Object.values(t.col).filter((c): c is number => c !== undefined);
  for (let i = 1; i < t.grid.length; i++) {
    if (known.some((c) => cellText(t.grid[i][c]) !== '')) out.push(i);
  }
  return out;
}

export function get(t: Table, i: number, key: string): Cell {
  const c = t.col[key];
  return c === undefined ? '' : (t.grid[i]?.[c] ?? '');
}

export function text(t: Table, i: number, key: string): string {
  return cellText(get(t, i, key));
}

/** A name as it is published: trimmed, each run of inner white space one space ("Ana  Rossi" is "Ana Rossi"). */
export function nameText(t: Table, i: number, key: string): string {
  return normalizeName(text(t, i, key));
}

export function headerOf(t: Table, key: string): string {
  const c = t.col[key];
  if (c !== undefined) return cellText(t.grid[0][c]) || key;
  return t.def.columns.find((d) => d.key === key)?.header ?? key;
}

/** A problem at grid row i (0-based; sheet row i + 1), column key. */
export function cellProblem(t: Table, i: number, key: string, message: string, fix: string): SheetProblem {
  const c = t.col[key];
  return {
    tab: t.def.tab,
    row: i + 1,
    column: headerOf(t, key),
    cell: c === undefined ? undefined : a1(i + 1, c + 1),
    message,
    fix,
  };
}

/** A whole number from a cell ("3", 3, " 3 "), or null when blank; NaN when not a whole number. */
export function intCell(v: Cell): number | null {
  const s = cellText(v);
  if (s === '') return null;
  if (typeof v === 'number') return Number.isSafeInteger(v) ? v : NaN;
  return /^[+-]?\d{1,15}$/.test(s) ? Number(s) : NaN;
}

/** A UTC instant from a cell: a Date (the sheet's own date type) or ISO-like text; null blank; NaN bad. */
export function instantCell(v: Cell, parse: (s: string) => number | null): number | null {
  if (isDate(v)) return isNaN(v.getTime()) ? NaN : v.getTime();
  const s = cellText(v);
  if (s === '') return null;
  const t = parse(s);
  return t === null ? NaN : t;
}

/** How a cell of a whole-tab block looks; unset: normal weight, white, the column's number format. */
export interface CellStyle {
  readonly bold?: boolean;
  readonly background?: string;
  /** overrides the column's number format (e.g. '@' for result cells) */
  readonly numberFormat?: string;
  /** with `dropdowns`: the cell's dropdown (none when unset) */
  readonly dropdown?: Dropdown | null;
}

/** The style of cell (row i of the new content, column key; key undefined for a column the add-on does not know). */
type BlockStyle = (i: number, key: string | undefined) => CellStyle;

/**
 * A whole tab rewritten as one block from row 2 (one call per attribute): the known columns from `rows` (by
 * key), unknown columns keep their values, and rows below the new content are blanked over the old extent.
 * With `dropdowns`, the block also sets every cell's dropdown (one call).
 */
export function tableBlock(
  def: TableDef,
  existing: Table | null,
  rows: readonly Readonly<Partial<Record<string, Cell>>>[],
  style: BlockStyle = () => ({}),
  options: { readonly dropdowns?: boolean } = {},
): WriteBlock {
  const col: Record<string, number | undefined> = existing
    ? { ...existing.col }
    : Object.fromEntries(def.columns.map((c, i) => [c.key, i]));
  const width = existing ? existing.width : def.columns.length;
  const height = Math.max(rows.length, existing ? existing.grid.length - 1 : 0, 1);
  const keyAt: (string | undefined)[] = new Array<string | undefined>(width).fill(undefined);
  for (const [k, c] of Object.entries(col)) if (c !== undefined) keyAt[c] = k;
  const formatOf = new Map(def.columns.map((c) => [c.key, c.numberFormat ?? DEFAULT_NUMBER_FORMAT]));
  const values: Cell[][] = [];
  const formats: string[][] = [];
  const weights: string[][] = [];
  const backgrounds: string[][] = [];
  const validations: (Dropdown | null)[][] = [];
  for (let r = 0; r < height; r++) {
    const row = rows[r];
    const old = existing?.grid[r + 1];
    const styles = keyAt.map((k) => style(r, k));
    values.push(keyAt.map((k, c) => (k === undefined ? (old?.[c] ?? '') : row ? (row[k] ?? '') : '')));
    formats.push(
      keyAt.map(
        (k, c) =>
          styles[c].numberFormat ??
          (k === undefined ? DEFAULT_NUMBER_FORMAT : (formatOf.get(k) ?? DEFAULT_NUMBER_FORMAT)),
      ),
    );
    weights.push(styles.map((st) => (st.bold ? 'bold' : 'normal')));
    backgrounds.push(styles.map((st) => st.background ?? '#ffffff'));
    if (options.dropdowns) validations.push(styles.map((st) => st.dropdown ?? null));
  }
  const block: WriteBlock = {
    tab: def.tab,
    row: 2,
    col: 1,
    values,
    numberFormat: formats,
    fontWeights: weights,
    backgrounds,
  };
  return options.dropdowns ? { ...block, validations } : block;
}

/** The columns a tab uses: up to its last header typed (1-based count). */
function usedWidth(t: Table): number {
  return Math.max(0, ...t.grid[0].map((h, i) => (cellText(h).trim() !== '' ? i + 1 : 0)));
}

/**
 * An output tab written by an older version: the optional columns of `def` it lacks go at its right, with the
 * block that writes their headers (bold), so the tab rewritten whole gains them without moving anything.
 */
export function withNewColumns(def: TableDef, t: Table | null): { table: Table | null; header: WriteBlock | null } {
  const missing = t ? def.columns.filter((c) => t.col[c.key] === undefined) : [];
  if (!t || missing.length === 0) return { table: t, header: null };
  const at = usedWidth(t);
  const col: Record<string, number | undefined> = { ...t.col };
  missing.forEach((c, i) => {
    col[c.key] = at + i;
  });
  const width = Math.max(t.width, at + missing.length);
  const grid = t.grid.map((r) => {
    const row = r.slice();
    while (row.length < width) row.push('');
    return row;
  });
  return {
    table: { ...t, col, width, grid },
    header: { tab: def.tab, row: 1, col: at + 1, values: [missing.map((c) => c.header)], fontWeights: 'bold' },
  };
}

/** The header of a tab's legend: what each abbreviation of its headers means. */
const LEGEND_HEADER = 'legend';

/**
 * A legend at the right of an output tab, one column apart from its table: "legend" in the header row, then one
 * line per abbreviation. Kept in its column once written (found by its header); the table's readers ignore it.
 */
export function legendBlock(def: TableDef, t: Table | null, lines: readonly string[]): WriteBlock {
  const found = t ? t.grid[0].findIndex((h) => headerKey(cellText(h)) === LEGEND_HEADER) : -1;
  const col = found >= 0 ? found + 1 : (t ? Math.max(usedWidth(t), def.columns.length) : def.columns.length) + 2;
  return {
    tab: def.tab,
    row: 1,
    col,
    values: [[LEGEND_HEADER], ...lines.map((l) => [l])],
    numberFormat: '@',
    fontWeights: [['bold'], ...lines.map(() => ['normal'])],
  };
}

/** A name listed a second time (`twice`: the 0-based row of the first), or spelled apart only by case, accents or spaces. */
export function listedTwice(name: string, first: string, twice: number): string {
  return `${name} is listed twice (also in row ${twice + 1})${first === name ? '' : `: it differs from ${first} only in case, accents or spaces`}`;
}

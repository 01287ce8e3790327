// A local workbook copied and dumped whole, for tests that compare a workbook before and after: every tab
// (name, order, hidden, frozen rows and columns, grid size, column widths, bandings, tab colour, embedded
// charts, conditional colours) and every
// cell with anything in it (value, formula, number format, background, font, alignment, wrap, note,
// validation), the protections, and the document properties. Read from the model directly, not through the
// service, so nothing is left out and no call is counted.
import { LocalWorkbook } from '../../local/runner';
import { SheetModel, type Cell } from '../../local/gas/workbook';

/**
 * A deep copy of a workbook (its own sheets, cells, protections, properties and locks): everything but the
 * cells through structuredClone, the cells copied one by one (much faster for the 1000-row grids of formatted
 * cells), their objects (dates, validations) cloned once each, so that cells sharing one keep sharing its copy.
 */
export function cloneWorkbook(book: LocalWorkbook): LocalWorkbook {
  const shell = { ...book, sheets: book.sheets.map((s) => ({ ...s, grid: [] as SheetModel['grid'] })) };
  const copy = structuredClone(shell) as unknown as LocalWorkbook;
  Object.setPrototypeOf(copy, LocalWorkbook.prototype);
  const shared = new Map<object, unknown>();
  copy.sheets.forEach((s, i) => {
    Object.setPrototypeOf(s, SheetModel.prototype);
    s.grid = book.sheets[i].grid.map((row) => (row ? row.map((cell) => copyCell(cell, shared)) : row));
  });
  return copy;
}

/** One cell copied: its own object, each object inside it (a date, a validation) cloned once per workbook copy. */
function copyCell(cell: Cell | undefined, shared: Map<object, unknown>): Cell | undefined {
  if (!cell) return cell;
  const out = { ...cell } as Record<string, unknown>;
  for (const k in out) {
    const v = out[k];
    if (typeof v !== 'object' || v === null) continue;
    let c = shared.get(v);
    if (c === undefined) {
      c = structuredClone(v);
      shared.set(v, c);
    }
    out[k] = c;
  }
  return out as unknown as Cell;
}

interface WorkbookDump {
  readonly tabs: unknown[];
  readonly protections: unknown[];
  readonly properties: [string, string][];
}

const KEYS = [
  'f',
  'numberFormat',
  'background',
  'fontWeight',
  'fontColor',
  'horizontalAlignment',
  'wrap',
  'note',
  'validation',
] as const;

/** Every cell that holds a value, a formula or any attribute: one line each, "R<row>C<col> value attributes". */
const KNOWN = new Set<string>(['v', ...KEYS]);

function cells(sheet: SheetModel): string[] {
  const out: string[] = [];
  const texts = new Map<unknown, string>();
  const json = (x: unknown): string => {
    if (typeof x !== 'object' || x === null) return JSON.stringify(x);
    let t = texts.get(x);
    if (t === undefined) {
      t = JSON.stringify(x);
      texts.set(x, t);
    }
    return t;
  };
  sheet.grid.forEach((row, r) =>
    row?.forEach((cell, c) => {
      if (!cell) return;
      const known = KNOWN;
      const extra = Object.keys(cell).filter(
        (k) => !known.has(k) && (cell as unknown as Record<string, unknown>)[k] !== undefined,
      );
      const attrs = KEYS.filter((k) => cell[k] !== undefined)
        .map((k) => `${k}=${json(cell[k])}`)
        .concat(extra.map((k) => `${k}=${JSON.stringify((cell as unknown as Record<string, unknown>)[k])}`));
      if (cell.v === '' && attrs.length === 0) return;
      const v = cell.v instanceof Date ? `date:${cell.v.toISOString()}` : JSON.stringify(cell.v);
      out.push(`R${r + 1}C${c + 1} ${v}${attrs.length ? ' ' + attrs.join(' ') : ''}`);
    }),
  );
  return out;
}

export function dumpWorkbook(book: LocalWorkbook): WorkbookDump {
  return {
    tabs: book.sheets.map((s) => ({
      name: s.name,
      hidden: s.hidden,
      frozenRows: s.frozenRows,
      frozenColumns: s.frozenColumns,
      tabColor: s.tabColor,
      maxRows: s.maxRows,
      maxColumns: s.maxColumns,
      columnWidths: [...s.columnWidths.entries()].sort((a, b) => a[0] - b[0]),
      bandings: s.bandings,
      cells: cells(s),
      // the layout an action may replace (applyLayout.ts): charts without their ids (a chart put back is a new
      // one), conditional colours
      charts: s.charts.map((c) => ({ ...c, id: undefined })),
      conditionalRules: s.conditionalRules,
    })),
    protections: book.protections.map((p) => ({ ...p, sheet: book.sheetById(p.sheetId)?.name })),
    properties: [...book.documentProperties.entries()].sort(),
  };
}

/** Values alike: the same value, dates at the same time, objects (validations) with the same JSON text. */
function sameValue(a: unknown, b: unknown, json: (o: object) => string): boolean {
  if (a === b) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (typeof a === 'object' && typeof b === 'object' && a !== null && b !== null) return json(a) === json(b);
  return false;
}

const has = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/** A cell's value under `k` as compared: an empty value for a missing or null one. */
const valueOf = (cell: Record<string, unknown> | undefined, k: string): unknown =>
  cell?.[k] ?? (k === 'v' ? '' : undefined);

/** The first key (the first cell's keys in order, then the second's others) whose values differ, or null. */
function cellDifference(
  cx: Record<string, unknown> | undefined,
  cy: Record<string, unknown> | undefined,
  json: (o: object) => string,
): string | null {
  // two empty cells (or none) compare alike key by key: no need to tell them apart first
  if (cx)
    for (const k in cx) {
      if (cx[k] !== cy?.[k] && !sameValue(valueOf(cx, k), valueOf(cy, k), json)) return k;
    }
  if (cy)
    for (const k in cy) {
      if (!(cx && has(cx, k)) && !sameValue(valueOf(cx, k), valueOf(cy, k), json)) return k;
    }
  return null;
}

/**
 * The first difference between two workbooks in what dumpWorkbook shows (tabs, cells, protections,
 * properties), or null when there is none; the tabs named in `skipTabs` (and their protections) left out, and
 * with `ignoreIds` the protections compared without their ids and their sheets' ids (tabs made again get new ones). Walks both models directly: fast enough to run after each of
 * hundreds of injected failures.
 */
export function firstDifference(
  a: LocalWorkbook,
  b: LocalWorkbook,
  options: { readonly skipTabs?: readonly string[]; readonly ignoreIds?: boolean } = {},
): string | null {
  const skipTabs = options.skipTabs ?? [];
  // objects (validations) are compared by their JSON text, each written once (nothing changes during the walk)
  const texts = new Map<object, string>();
  const json = (o: object): string => {
    let t = texts.get(o);
    if (t === undefined) {
      t = JSON.stringify(o);
      texts.set(o, t);
    }
    return t;
  };
  const kept = (w: LocalWorkbook) => w.sheets.filter((s) => !skipTabs.includes(s.name));
  const as = kept(a);
  const bs = kept(b);
  if (as.length !== bs.length) return `tabs: ${as.map((s) => s.name).join(', ')} / ${bs.map((s) => s.name).join(', ')}`;
  for (let i = 0; i < as.length; i++) {
    const x = as[i];
    const y = bs[i];
    const head = (s: SheetModel) =>
      JSON.stringify([
        s.name,
        s.hidden,
        s.frozenRows,
        s.frozenColumns,
        s.tabColor,
        s.maxRows,
        s.maxColumns,
        [...s.columnWidths.entries()].sort((p, q) => p[0] - q[0]),
        s.bandings,
      ]);
    if (head(x) !== head(y)) return `tab ${x.name}: ${head(x)} / ${head(y)}`;
    const rows = Math.max(x.grid.length, y.grid.length);
    for (let r = 0; r < rows; r++) {
      const rx = x.grid[r] ?? [];
      const ry = y.grid[r] ?? [];
      const cols = Math.max(rx.length, ry.length);
      for (let c = 0; c < cols; c++) {
        const cx = rx[c] as unknown as Record<string, unknown> | undefined;
        const cy = ry[c] as unknown as Record<string, unknown> | undefined;
        const k = cellDifference(cx, cy, json);
        if (k !== null)
          return `${x.name}!R${r + 1}C${c + 1} ${k}: ${JSON.stringify(valueOf(cx, k))} / ${JSON.stringify(valueOf(cy, k))}`;
      }
    }
  }
  const prot = (w: LocalWorkbook) =>
    JSON.stringify(
      w.protections
        .map((p) => ({ ...p, sheet: w.sheetById(p.sheetId)?.name }))
        .filter((p) => !skipTabs.includes(p.sheet ?? ''))
        .map((p) => (options.ignoreIds ? { ...p, id: undefined, sheetId: undefined } : p)),
    );
  if (prot(a) !== prot(b)) return `protections: ${prot(a)} / ${prot(b)}`;
  const props = (w: LocalWorkbook) => JSON.stringify([...w.documentProperties.entries()].sort());
  if (props(a) !== props(b)) return `document properties: ${props(a)} / ${props(b)}`;
  return null;
}

// The workbook in memory, for tests of planning, writing, rollback and Undo that need no spreadsheet service. It is
// read through the `Workbook` interface (src/sheets/workbook.ts) as the add-on's reading of a spreadsheet is (each
// tab up to its last row and column with data, rectangular), and it is written through the write port
// (src/sheets/writePort.ts): cells, their attributes (number format, font weight, background, note, validation
// rule, wrap), tabs (order, grid size, hidden, frozen rows, widths), the time zone and the layouts. It does not
// write plans itself: `write` runs the writer's own logic over it (src/sheets/writeAll.ts, all or nothing) and
// `undo` the add-on's Undo logic (src/sheets/undoRestore.ts) over the snapshots the writes took, as the undo record
// keeps them. Values are kept as the cells show them: the apostrophe the writer puts before "1-2" or "=..." is
// not part of the value. As Google, a range must lie inside the tab's grid (new tabs are 1000 × 26), a tab name is
// unique and the last tab cannot be deleted; a fault can be planted (`failAfter`, `write`'s `failAt`).
import { cellText, type Cell, type Workbook } from '../../src/sheets/workbook';
import { DEFAULT_NUMBER_FORMAT, describeProblems, type Plan } from '../../src/sheets/plan';
import type { TabLayout } from '../../src/sheets/layout';
import type { Grid, KeptRule, PortRange, RangeReads, RangeWrites, WritePort } from '../../src/sheets/writePort';
import type { Snapshot } from '../../src/sheets/writePlan';
import { failedWriteText, writeAllOrNothing } from '../../src/sheets/writeAll';
import { restoreAllOrNothing, type RestoreOutcome } from '../../src/sheets/undoRestore';
import { dropRestoredUndo, peekUndo, undoEntry } from '../../src/sheets/undoRecord';

/** A cell's attributes beyond its value, as Apps Script reads them for a cell nobody formatted. */
interface CellLook {
  readonly numberFormat: string;
  readonly fontWeight: string;
  readonly background: string;
  readonly note: string;
  /** a list dropdown's allowed values, or null */
  readonly dropdown: readonly string[] | null;
}

/** What is kept per cell that has some: the attributes as written (absent: never written). */
interface Kept {
  numberFormat?: string;
  fontWeight?: string;
  background?: string | null;
  note?: string;
  rule?: KeptRule | null;
  wrap?: boolean;
}

/** A list dropdown's rule (what Range.getDataValidations gives back, to be set again). */
interface ListRule {
  readonly list: readonly string[];
}

const PLAIN: CellLook = {
  numberFormat: DEFAULT_NUMBER_FORMAT,
  fontWeight: 'normal',
  background: '#ffffff',
  note: '',
  dropdown: null,
};

/** A cell's attributes as one text (dump). */
const lookText = (l: CellLook, wrap: boolean): string =>
  [l.numberFormat, l.fontWeight, l.background, l.note, l.dropdown ? JSON.stringify(l.dropdown) : '', wrap].join('|');

const PLAIN_TEXT = lookText(PLAIN, false);

/** The grid of a new tab, as Google makes it. */
const NEW_TAB: Grid = { rows: 1000, cols: 26 };

/** The error a planted fault throws: Google's when a quota runs out, as the local service's planted fault throws it. */
const QUOTA = 'Service invoked too many times for one day: spreadsheets.';

const keyOf = (row: number, col: number): string => `${row}:${col}`;

/** The time of every write's undo step (undoRecord.ts orders the steps after the newest one anyway). */
const JAN_1 = new Date(Date.UTC(2026, 0, 1));

/** Workbooks made so far: each has its own id. */
let books = 0;

/** A tab's cells up to its last row and column with data, every row as long; one blank cell when it has none. */
function dataArea(grid: readonly (readonly (Cell | null | undefined)[])[]): Cell[][] {
  let rows = 0;
  let cols = 0;
  grid.forEach((r, i) =>
    r.forEach((v, j) => {
      if (v !== '' && v !== null && v !== undefined) {
        rows = Math.max(rows, i + 1);
        cols = Math.max(cols, j + 1);
      }
    }),
  );
  if (rows === 0) return [['']];
  return grid.slice(0, rows).map((r) => Array.from({ length: cols }, (_, j) => r[j] ?? ''));
}

/** An attribute as Sheets reads it back. */
function shown(k: Kept | undefined): CellLook {
  if (!k) return PLAIN;
  const format = k.numberFormat;
  const rule = k.rule as ListRule | null | undefined;
  return {
    numberFormat: format === undefined || format.toLowerCase() === 'general' ? DEFAULT_NUMBER_FORMAT : format,
    fontWeight: k.fontWeight ?? PLAIN.fontWeight,
    background: k.background ? k.background.toLowerCase() : PLAIN.background,
    note: k.note ?? '',
    dropdown: rule ? rule.list : null,
  };
}

export class MemoryWorkbook implements Workbook, WritePort {
  /** each tab's values, row 1 first (tests may type into them directly, as organizers type into cells) */
  readonly tabs: Record<string, Cell[][]> = {};
  /** each tab's attributes of the cells that have some ("row:col", 1-based) */
  private readonly kept = new Map<string, Map<string, Kept>>();
  /** each tab's grid size, once it differs from what its values need within a new tab's */
  private readonly grids = new Map<string, Grid>();
  /** tab order where it differs from the tabs' creation order */
  private order: string[] = [];
  /** tabs hidden from people (TabSpec.hidden) */
  readonly hidden = new Set<string>();
  /** each tab's frozen rows, column widths (column → width) and row banding */
  readonly frozen = new Map<string, number>();
  readonly widths = new Map<string, Map<number, number>>();
  readonly banded = new Set<string>();
  /** each tab's layout as last written (tab order, widths, charts, groups, conditional colours) */
  readonly layouts = new Map<string, TabLayout>();
  readonly properties: Record<string, string> = {};
  /** the spreadsheet's time zone (File > Settings), as a new local workbook's */
  private zone = 'Etc/UTC';
  /** the undo steps, oldest first: the snapshots the writes took (without `undoRecord`) */
  private readonly steps: Snapshot[] = [];
  /** the spreadsheet's id (undoRecord.ts writes it in each step) */
  private id = `memory-${++books}`;
  /** a planted fault: the write verbs left before one throws, or the top-left cell of the write that throws */
  private fault: { left: number } | { tab: string; row: number; col: number; message: string } | null = null;
  /** the write verbs made so far (a range's attribute, a tab inserted, removed, sized, ...) */
  verbs = 0;

  /**
   * `undoRecord`: each write records its undo step as the add-on does, in the hidden tabs `_undo` and `_undo rules`
   * (src/sheets/undoRecord.ts), and Undo reads it back from there; else the steps are kept in memory.
   */
  constructor(
    tabs: Record<string, Cell[][]> = {},
    private readonly options: { readonly undoRecord?: boolean } = {},
  ) {
    for (const [name, grid] of Object.entries(tabs)) this.tabs[name] = grid.map((r) => r.slice());
  }

  // ---- Workbook: the reading of the sheets layer ----

  tabNames(): string[] {
    const names = Object.keys(this.tabs);
    return [...this.order.filter((n) => names.includes(n)), ...names.filter((n) => !this.order.includes(n))];
  }

  /** The tab up to its last row and column with data, every row as long (getSheetValues(1, 1, -1, -1)). */
  read(tab: string): Cell[][] | null {
    return this.has(tab) ? dataArea(this.tabs[tab]) : null;
  }

  timeZone(): string {
    return this.zone;
  }

  documentProperties(): Record<string, string> {
    return { ...this.properties };
  }

  /** A cell's attributes (1-based row and column). */
  look(tab: string, row: number, col: number): CellLook {
    return shown(this.kept.get(tab)?.get(keyOf(row, col)));
  }

  // ---- the writer and Undo over the port ----

  /**
   * Writes a plan all or nothing, with the writer's logic (src/sheets/writeAll.ts); `failAt` makes the write of
   * that block (1-based) fail, as a quota or a protection would. Returns null when all was written, else what the
   * add-on says (everything put back).
   */
  write(plan: Plan, options: { readonly failAt?: number } = {}): string | null {
    if (plan.problems.length) throw new Error(`${plan.title}: ${describeProblems(plan.problems)}`);
    const b = options.failAt ? plan.blocks[options.failAt - 1] : undefined;
    if (b)
      this.fault = {
        tab: b.tab,
        row: b.row,
        col: b.col,
        message: `the write of block ${options.failAt} (${b.tab}!R${b.row}C${b.col}) failed`,
      };
    const result = writeAllOrNothing(this, plan, {
      undoStep: this.options.undoRecord ? (snap, wrote) => undoEntry(this, snap, JAN_1, wrote) : undefined,
    });
    this.fault = null;
    if (result.status === 'written') {
      if (!this.options.undoRecord) this.steps.push(result.snapshot);
      return null;
    }
    return failedWriteText(plan.title, result).text;
  }

  /** Writes a plan; throws when the write fails. */
  apply(plan: Plan): void {
    const failed = this.write(plan);
    if (failed !== null) throw new Error(failed);
  }

  /**
   * Undo of the last write, with the add-on's Undo logic (src/sheets/undoRestore.ts): puts back every cell it
   * replaced, deletes the tabs it created, puts back the zone. Returns the title undone, or null when there is
   * nothing to undo; throws when it could not put it back (the step stays).
   */
  undo(): string | null {
    const recorded = this.options.undoRecord ? peekUndo(this) : null;
    const step = recorded ? recorded.snapshot : this.steps[this.steps.length - 1];
    if (!step) return null;
    const failed: RestoreOutcome = restoreAllOrNothing(this, step);
    if (failed) throw new Error(`${failed.rolledBack ? 'rolled back' : 'stopped'}: ${failed.failure}`);
    // dropping the step is tried once more rather than leave Undo half done, as the add-on's Undo does
    if (recorded) dropRestoredUndo(() => this, recorded);
    else this.steps.pop();
    return step.title;
  }

  /**
   * Everything people can see of the workbook, as text: the tab order; per tab its grid size, whether hidden, its
   * frozen rows, widths, banding and layout, its values (up to the last row and column with data) and each cell's
   * attributes that differ from an unformatted cell's (as Sheets reads them back); the time zone. Two workbooks
   * that look the same give the same text (`grids: false`: whatever their grid sizes; `layout: false`: whatever
   * their tab order and layouts, which Undo does not put back; `without`: those tabs left out).
   */
  dump(
    options: { readonly grids?: boolean; readonly layout?: boolean; readonly without?: readonly string[] } = {},
  ): string {
    const layout = options.layout !== false;
    const names = (layout ? this.tabNames() : this.tabNames().sort()).filter((t) => !options.without?.includes(t));
    const tabs = names.map((tab) => {
      const cells: string[] = [];
      for (const [key, k] of this.kept.get(tab) ?? []) {
        const text = lookText(shown(k), k.wrap === true);
        if (text !== PLAIN_TEXT) cells.push(`${key} ${text}`);
      }
      cells.sort();
      return {
        tab,
        grid: options.grids === false ? null : this.grid(tab),
        hidden: this.hidden.has(tab),
        frozen: this.frozen.get(tab) ?? 0,
        widths: [...(this.widths.get(tab)?.entries() ?? [])].sort((a, b) => a[0] - b[0]),
        banded: this.banded.has(tab),
        layout: layout ? (this.layouts.get(tab) ?? null) : null,
        values: this.read(tab),
        cells,
      };
    });
    return JSON.stringify({ zone: this.zone, tabs });
  }

  /** A copy of everything (its undo steps too), to write to without changing this one. */
  clone(): MemoryWorkbook {
    const m = new MemoryWorkbook(this.tabs, this.options);
    m.id = this.id;
    m.order = this.order.slice();
    for (const [tab, cells] of this.kept) m.kept.set(tab, new Map([...cells].map(([key, k]) => [key, { ...k }])));
    for (const [tab, g] of this.grids) m.grids.set(tab, g);
    this.hidden.forEach((t) => m.hidden.add(t));
    for (const [tab, n] of this.frozen) m.frozen.set(tab, n);
    for (const [tab, w] of this.widths) m.widths.set(tab, new Map(w));
    this.banded.forEach((t) => m.banded.add(t));
    for (const [tab, l] of this.layouts) m.layouts.set(tab, l);
    Object.assign(m.properties, this.properties);
    m.zone = this.zone;
    m.steps.push(...this.steps);
    return m;
  }

  /** Renames a tab in place, as an organizer does (its cells and attributes go with it). */
  renameTab(from: string, to: string): void {
    if (!this.has(from) || this.has(to)) throw new Error(`cannot rename ${from} to ${to}`);
    const order = this.tabNames().map((n) => (n === from ? to : n));
    this.tabs[to] = this.tabs[from];
    delete this.tabs[from];
    for (const m of [this.kept, this.grids, this.frozen, this.widths, this.layouts] as Map<string, unknown>[]) {
      if (m.has(from)) m.set(to, m.get(from));
      m.delete(from);
    }
    for (const set of [this.hidden, this.banded]) if (set.delete(from)) set.add(to);
    this.order = order;
  }

  /** The `k`-th write verb from now (1-based: a range's attribute, a tab inserted, removed, sized, ...) throws. */
  failAfter(k: number): void {
    this.fault = { left: k };
  }

  /** True once a planted fault has thrown (or none is planted). */
  faultFired(): boolean {
    return this.fault === null;
  }

  // ---- WritePort: the verbs ----

  has(tab: string): boolean {
    return Object.prototype.hasOwnProperty.call(this.tabs, tab);
  }

  insertTab(tab: string, index?: number): void {
    this.verb();
    if (this.has(tab)) throw new Error(`A sheet with the name "${tab}" already exists. Please enter another name.`);
    const names = this.tabNames();
    this.tabs[tab] = [];
    this.grids.set(tab, NEW_TAB);
    names.splice(index ?? names.length, 0, tab);
    this.order = names;
  }

  removeTab(tab: string): void {
    if (!this.has(tab)) return;
    this.verb();
    if (this.tabNames().length <= 1) throw new Error("You can't remove all the sheets in a document.");
    delete this.tabs[tab];
    for (const m of [this.kept, this.grids, this.frozen, this.widths, this.layouts]) m.delete(tab);
    this.hidden.delete(tab);
    this.banded.delete(tab);
    this.order = this.order.filter((n) => n !== tab);
  }

  hideTab(tab: string): void {
    this.verb();
    if (this.has(tab)) this.hidden.add(tab);
  }

  grid(tab: string): Grid {
    const g = this.grids.get(tab);
    if (g) return g;
    const values = this.tabs[tab] ?? [];
    return {
      rows: Math.max(NEW_TAB.rows, values.length),
      cols: Math.max(NEW_TAB.cols, ...values.map((r) => r.length)),
    };
  }

  ensureSize(tab: string, rows: number, cols: number): void {
    const g = this.grid(tab);
    if (rows <= g.rows && cols <= g.cols) return;
    this.verb();
    this.grids.set(tab, { rows: Math.max(g.rows, rows), cols: Math.max(g.cols, cols) });
  }

  shrink(tab: string, to: Grid): void {
    const g = this.grid(tab);
    if (g.rows <= to.rows && g.cols <= to.cols) return;
    this.verb();
    const rows = Math.min(g.rows, to.rows);
    const cols = Math.min(g.cols, to.cols);
    this.grids.set(tab, { rows, cols });
    const values = this.tabs[tab];
    values.length = Math.min(values.length, rows);
    for (const r of values) if (r.length > cols) r.length = cols;
    const kept = this.kept.get(tab);
    for (const key of kept?.keys() ?? []) {
      const [r, c] = key.split(':').map(Number);
      if (r > rows || c > cols) kept?.delete(key);
    }
  }

  setFrozenRows(tab: string, rows: number): void {
    this.verb();
    this.frozen.set(tab, rows);
  }

  setColumnWidths(tab: string, col: number, count: number, width: number): void {
    this.verb();
    const widths = this.widths.get(tab) ?? new Map<number, number>();
    for (let c = col; c < col + count; c++) widths.set(c, width);
    this.widths.set(tab, widths);
  }

  range(tab: string, row: number, col: number, rows: number, cols: number): PortRange {
    if (!this.has(tab)) throw new Error(`there is no tab ${tab}`);
    const g = this.grid(tab);
    if (row < 1 || col < 1 || rows < 1 || cols < 1 || row + rows - 1 > g.rows || col + cols - 1 > g.cols)
      throw new Error('The coordinates of the range are outside the dimensions of the sheet.');
    const each = <T>(f: (r: number, c: number) => T): T[][] =>
      Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (__, j) => f(row + i, col + j)));
    const reads: { readonly [K in keyof RangeReads]: () => RangeReads[K] } = {
      values: () => each((r, c) => this.tabs[tab][r - 1]?.[c - 1] ?? ''),
      numberFormats: () => each((r, c) => this.look(tab, r, c).numberFormat),
      fontWeights: () => each((r, c) => this.look(tab, r, c).fontWeight),
      backgrounds: () => each((r, c) => this.look(tab, r, c).background),
      rules: () => each((r, c) => this.kept.get(tab)?.get(keyOf(r, c))?.rule ?? null),
    };
    const grid = <T>(v: T | readonly (readonly T[])[], r: number, c: number): T =>
      Array.isArray(v) ? (v as T[][])[r - row][c - col] : (v as T);
    const set = <K extends keyof Kept>(attr: K, v: Kept[K] | readonly (readonly Kept[K][])[]) =>
      each((r, c) => this.keep(tab, r, c, attr, grid(v, r, c)));
    const list = (values: readonly string[] | null): ListRule | null => (values ? { list: values.slice() } : null);
    const writes: { readonly [K in keyof RangeWrites]: (v: RangeWrites[K]) => void } = {
      values: (v) => {
        if (v.length !== rows || v.some((line) => line.length !== cols))
          throw new Error(`The number of rows or columns in the data does not match the range (${rows} × ${cols}).`);
        each((r, c) => this.put(tab, r, c, v[r - row][c - col]));
      },
      numberFormat: (v) => set('numberFormat', v),
      numberFormats: (v) => set('numberFormat', v),
      fontWeight: (v) => set('fontWeight', v),
      fontWeights: (v) => set('fontWeight', v),
      background: (v) => set('background', v),
      backgrounds: (v) => set('background', v),
      dropdown: (v) => set('rule', list(v)),
      dropdowns: (v) =>
        set(
          'rule',
          v.map((line) => line.map(list)),
        ),
      rules: (v) => set('rule', v),
      notes: (v) => set('note', v),
      wrap: (v) => set('wrap', v),
      banding: () => this.banded.add(tab),
    };
    return {
      read: (attr) => reads[attr](),
      write: (attr, value) => {
        this.verb({ tab, row, col });
        writes[attr](value);
      },
    };
  }

  lastRow(tab: string): number {
    return this.tabs[tab].reduce((last, r, i) => (r.some((v) => cellText(v) !== '') ? i + 1 : last), 0);
  }

  dataValues(tab: string): unknown[][] {
    return dataArea(this.tabs[tab]);
  }

  clearRow(tab: string, row: number): void {
    this.verb({ tab, row, col: 1 });
    const line = this.tabs[tab][row - 1];
    if (line) line.fill('');
  }

  ruleList(rule: KeptRule): string[] | null {
    const list = (rule as Partial<ListRule>).list;
    return list ? list.slice() : null;
  }

  bookId(): string {
    return this.id;
  }

  setTimeZone(zone: string): void {
    this.verb();
    this.zone = zone;
  }

  layOut(layouts: readonly TabLayout[]): void {
    for (const l of layouts) {
      if (l.removeIfEmpty || !this.has(l.tab)) continue;
      // as the adapter: the move in the tab order is a call of its own, before the tab's other settings
      if (l.position !== undefined) {
        this.verb();
        const names = this.tabNames().filter((n) => n !== l.tab);
        names.splice(l.position - 1, 0, l.tab);
        this.order = names;
      }
      this.verb();
      this.layouts.set(l.tab, { ...this.layouts.get(l.tab), ...l });
    }
    for (const l of layouts) {
      if (!l.removeIfEmpty) continue;
      const values = this.read(l.tab);
      if (values && values.every((r) => r.every((v) => cellText(v) === '')) && this.tabNames().length > 1)
        this.removeTab(l.tab);
    }
  }

  captureLayout(layouts: readonly TabLayout[]): () => void {
    const order = this.tabNames();
    const kept = layouts.filter((l) => !l.removeIfEmpty).map((l) => [l.tab, this.layouts.get(l.tab)] as const);
    return () => {
      this.order = order.filter((n) => this.has(n));
      for (const [tab, l] of kept) {
        if (l) this.layouts.set(tab, l);
        else this.layouts.delete(tab);
      }
    };
  }

  // ---- cells ----

  /** One write verb: throws when the planted fault is due here. */
  private verb(at?: { tab: string; row: number; col: number }): void {
    this.verbs++;
    const f = this.fault;
    if (!f) return;
    if ('left' in f) {
      if (--f.left > 0) return;
      this.fault = null;
      throw new Error(QUOTA);
    }
    if (at && at.tab === f.tab && at.row === f.row && at.col === f.col) {
      this.fault = null;
      throw new Error(f.message);
    }
  }

  /** Sets a cell's value as Sheets keeps it: a leading apostrophe makes the rest text and is not kept. */
  private put(tab: string, row: number, col: number, value: Cell): void {
    const grid = this.tabs[tab];
    while (grid.length < row) grid.push([]);
    const line = grid[row - 1];
    while (line.length < col - 1) line.push('');
    line[col - 1] = typeof value === 'string' && value.startsWith("'") ? value.slice(1) : value;
  }

  private keep<K extends keyof Kept>(tab: string, row: number, col: number, attr: K, v: Kept[K]): void {
    let cells = this.kept.get(tab);
    if (!cells) this.kept.set(tab, (cells = new Map<string, Kept>()));
    const key = keyOf(row, col);
    const k = cells.get(key);
    if (k) k[attr] = v;
    else cells.set(key, { [attr]: v });
  }
}

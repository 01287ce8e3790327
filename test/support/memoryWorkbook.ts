// The workbook port in memory, for tests of planning and writing that need no spreadsheet service: it is read
// through the `Workbook` interface (src/sheets/workbook.ts) as the add-on's reading of a spreadsheet is (each tab
// up to its last row and column with data, rectangular), and it takes a plan's writes as the add-on's writer does
// (src/addon/workbook/apply.ts, src/addon/write.ts): the tabs a plan creates (header row bold on its colour, notes,
// column formats, first rows, hidden), then each block's values, number formats, font weights, backgrounds and
// dropdowns, the layout and the time zone; all or nothing (a write that fails halfway puts back every cell it had
// changed, deletes the tabs it had created and puts back the layout and the zone), and Undo of the last writes
// (the cells each replaced, the tabs it created, the zone it changed). Values are kept as the cells show them: a
// string is text (the apostrophe the writer puts before "1-2" or "=..." is not part of the value).
import { cellText, type Cell, type Workbook } from '../../src/sheets/workbook';
import { DEFAULT_NUMBER_FORMAT, describeProblems, type Plan, type TabSpec } from '../../src/sheets/plan';
import type { TabLayout } from '../../src/sheets/layout';

/** A cell's attributes beyond its value, as Apps Script reads them for a cell nobody formatted. */
interface CellLook {
  readonly numberFormat: string;
  readonly fontWeight: string;
  readonly background: string;
  readonly note: string;
  /** a list dropdown's allowed values, or null */
  readonly dropdown: readonly string[] | null;
}

const PLAIN: CellLook = {
  numberFormat: DEFAULT_NUMBER_FORMAT,
  fontWeight: 'normal',
  background: '#ffffff',
  note: '',
  dropdown: null,
};

/** The header row of a created tab (apply.ts createTab). */
const HEADER_BACKGROUND = '#d9e2f3';

/** What a write replaced: for Undo and for putting back a write that failed halfway. */
interface Step {
  readonly title: string;
  /** each cell before the write's first change to it, in the order changed */
  readonly cells: {
    readonly tab: string;
    readonly key: string;
    readonly value: Cell;
    readonly look?: Partial<CellLook>;
  }[];
  /** tabs the write created (their cells are not kept: the tab goes) */
  readonly created: string[];
  /** empty tabs the write's layout removed (the default "Sheet1"): put back first in the tab order */
  readonly removed: string[];
  readonly zone: string;
}

const keyOf = (row: number, col: number): string => `${row}:${col}`;

/** A tab's cells up to its last row and column with data, every row as long; one blank cell when it has none. */
export function dataArea(grid: readonly (readonly (Cell | null | undefined)[])[]): Cell[][] {
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

export class MemoryWorkbook implements Workbook {
  /** each tab's values, row 1 first (tests may type into them directly, as organizers type into cells) */
  readonly tabs: Record<string, Cell[][]> = {};
  /** each tab's attributes of the cells that have some ("row:col", 1-based) */
  private readonly looks = new Map<string, Map<string, Partial<CellLook>>>();
  /** each created tab's column formats and dropdowns below the header (TabSpec.formatRows rows) */
  private readonly bodies = new Map<string, Map<number, { rows: number; look: Partial<CellLook> }>>();
  /** tab order where it differs from the tabs' creation order */
  private order: string[] = [];
  /** tabs hidden from people (TabSpec.hidden) */
  readonly hidden = new Set<string>();
  /** each tab's layout as last written (tab order, widths, charts, groups, conditional colours) */
  readonly layouts = new Map<string, TabLayout>();
  readonly properties: Record<string, string> = {};
  /** the spreadsheet's time zone (File > Settings), as a new local workbook's */
  private zone = 'Etc/UTC';
  private readonly steps: Step[] = [];

  constructor(tabs: Record<string, Cell[][]> = {}) {
    for (const [name, grid] of Object.entries(tabs)) this.tabs[name] = grid.map((r) => r.slice());
  }

  tabNames(): string[] {
    const names = Object.keys(this.tabs);
    return [...this.order.filter((n) => names.includes(n)), ...names.filter((n) => !this.order.includes(n))];
  }

  /** The tab up to its last row and column with data, every row as long (getSheetValues(1, 1, -1, -1)). */
  read(tab: string): Cell[][] | null {
    return Object.prototype.hasOwnProperty.call(this.tabs, tab) ? dataArea(this.tabs[tab]) : null;
  }

  timeZone(): string {
    return this.zone;
  }

  documentProperties(): Record<string, string> {
    return { ...this.properties };
  }

  /** A cell's attributes (1-based row and column). */
  look(tab: string, row: number, col: number): CellLook {
    const body = this.bodies.get(tab)?.get(col);
    const column = body && row >= 2 && row <= body.rows + 1 ? body.look : {};
    return { ...PLAIN, ...column, ...this.looks.get(tab)?.get(keyOf(row, col)) };
  }

  /** Writes a plan all or nothing, as the add-on does; `failAt` makes the write of that block (1-based) fail, as a quota or a protection would. Returns null when all was written, else what failed. */
  write(plan: Plan, options: { readonly failAt?: number } = {}): string | null {
    if (plan.problems.length) throw new Error(`${plan.title}: ${describeProblems(plan.problems)}`);
    const before = { order: this.order.slice(), hidden: new Set(this.hidden), layouts: new Map(this.layouts) };
    const step: Step = { title: plan.title, cells: [], created: [], removed: [], zone: this.zone };
    try {
      for (const spec of plan.newTabs) if (!this.has(spec.name)) this.createTab(spec, step, plan.tabIndex?.[spec.name]);
      plan.blocks.forEach((b, i) => {
        if (i + 1 === options.failAt)
          throw new Error(`the write of block ${i + 1} (${b.tab}!R${b.row}C${b.col}) failed`);
        if (!this.has(b.tab)) this.createTab({ name: b.tab, columns: [], frozenRows: 0 }, step, plan.tabIndex?.[b.tab]);
        b.values.forEach((row, r) =>
          row.forEach((v, c) => {
            const at = (x: string | string[][] | undefined) => (typeof x === 'string' ? x : x?.[r]?.[c]);
            const dropdown = b.validations ? (b.validations[r]?.[c]?.values ?? null) : b.validation?.values;
            this.put(step, b.tab, b.row + r, b.col + c, v, {
              numberFormat: at(b.numberFormat),
              fontWeight: at(b.fontWeights),
              background: at(b.backgrounds),
              dropdown,
            });
          }),
        );
      });
      for (const l of plan.layout ?? []) this.layOut(l, step);
      if (plan.timeZone) this.zone = plan.timeZone;
    } catch (e) {
      this.putBack(step);
      this.order = before.order;
      this.hidden.clear();
      before.hidden.forEach((t) => this.hidden.add(t));
      this.layouts.clear();
      before.layouts.forEach((l, t) => this.layouts.set(t, l));
      return e instanceof Error ? e.message : String(e);
    }
    this.steps.push(step);
    return null;
  }

  /** Writes a plan; throws when the write fails. */
  apply(plan: Plan): void {
    const failed = this.write(plan);
    if (failed !== null) throw new Error(failed);
  }

  /** Undo of the last write: puts back every cell it replaced, deletes the tabs it created, puts back the zone. Returns the title undone, or null when there is nothing to undo. */
  undo(): string | null {
    const step = this.steps.pop();
    if (!step) return null;
    this.putBack(step);
    return step.title;
  }

  private has(tab: string): boolean {
    return Object.prototype.hasOwnProperty.call(this.tabs, tab);
  }

  private createTab(spec: TabSpec, step: Step, index?: number): void {
    step.created.push(spec.name);
    this.tabs[spec.name] = [];
    const names = this.tabNames();
    this.order = names.filter((n) => n !== spec.name);
    this.order.splice(index ?? this.order.length, 0, spec.name);
    spec.columns.forEach((c, j) =>
      this.put(step, spec.name, 1, j + 1, c.header, {
        fontWeight: 'bold',
        background: HEADER_BACKGROUND,
        note: c.note,
      }),
    );
    const rows = spec.formatRows ?? 1000;
    const body = new Map<number, { rows: number; look: Partial<CellLook> }>();
    spec.columns.forEach((c, j) => {
      const look = {
        ...(c.numberFormat ? { numberFormat: c.numberFormat } : {}),
        ...(c.dropdown ? { dropdown: c.dropdown.values } : {}),
      };
      if (Object.keys(look).length) body.set(j + 1, { rows, look });
    });
    this.bodies.set(spec.name, body);
    (spec.rows ?? []).forEach((row, r) =>
      spec.columns.forEach((_, j) => this.put(step, spec.name, r + 2, j + 1, row[j] ?? '')),
    );
    if (spec.hidden) this.hidden.add(spec.name);
  }

  /** Sets a cell's value (unless undefined) and the attributes given, keeping what it replaces in `step`. */
  private put(
    step: Step,
    tab: string,
    row: number,
    col: number,
    value: Cell | undefined,
    look: Partial<Record<keyof CellLook, unknown>> = {},
  ): void {
    const grid = this.tabs[tab];
    const key = keyOf(row, col);
    const looks = this.looks.get(tab) ?? new Map<string, Partial<CellLook>>();
    this.looks.set(tab, looks);
    if (!step.created.includes(tab))
      step.cells.push({ tab, key, value: grid[row - 1]?.[col - 1] ?? '', look: looks.get(key) });
    if (value !== undefined) {
      while (grid.length < row) grid.push([]);
      const line = grid[row - 1];
      while (line.length < col - 1) line.push('');
      line[col - 1] = value;
    }
    // as Sheets reads them back: "General" is the Automatic format of a cell nobody formatted, no colour is white
    const written = {
      ...look,
      ...(typeof look.numberFormat === 'string' && look.numberFormat.toLowerCase() === 'general'
        ? { numberFormat: DEFAULT_NUMBER_FORMAT }
        : {}),
      ...(typeof look.background === 'string' ? { background: look.background.toLowerCase() || '#ffffff' } : {}),
    };
    const set = Object.fromEntries(Object.entries(written).filter(([, v]) => v !== undefined));
    if (Object.keys(set).length) looks.set(key, { ...looks.get(key), ...set });
  }

  /** Puts back what a step replaced, last first; deletes the tabs it created; puts back the zone. */
  private putBack(step: Step): void {
    for (let i = step.cells.length - 1; i >= 0; i--) {
      const { tab, key, value, look } = step.cells[i];
      const grid = this.tabs[tab];
      if (!grid) continue;
      const [row, col] = key.split(':').map(Number);
      if (grid[row - 1]) grid[row - 1][col - 1] = value;
      const looks = this.looks.get(tab);
      if (look) looks?.set(key, { ...look });
      else looks?.delete(key);
    }
    for (const tab of step.created) {
      delete this.tabs[tab];
      this.looks.delete(tab);
      this.bodies.delete(tab);
      this.hidden.delete(tab);
      this.layouts.delete(tab);
    }
    for (const tab of step.removed) {
      this.tabs[tab] = [];
      this.order = [tab, ...this.tabNames().filter((n) => n !== tab)];
    }
    this.zone = step.zone;
  }

  private layOut(l: TabLayout, step: Step): void {
    if (l.removeIfEmpty) {
      const grid = this.read(l.tab);
      if (grid && grid.every((r) => r.every((v) => cellText(v) === ''))) {
        delete this.tabs[l.tab];
        step.removed.push(l.tab);
      }
      return;
    }
    if (l.position !== undefined) {
      const names = this.tabNames().filter((n) => n !== l.tab);
      names.splice(l.position - 1, 0, l.tab);
      this.order = names;
    }
    this.layouts.set(l.tab, { ...this.layouts.get(l.tab), ...l });
  }
}

// Test helpers: the in-memory workbook (test/support/memoryWorkbook.ts) seen as tabs in a Map, with plans written by
// the writer's own logic (values, formats, dropdowns, all or nothing; strings as Sheets keeps them, an apostrophe
// prefix dropped), and a small season builder.
import type { Cell, Workbook } from '../../src/sheets/workbook';
import type { Plan } from '../../src/sheets/plan';
import { MemoryWorkbook } from '../support/memoryWorkbook';

/** The workbook's tabs as a Map: reads and writes go to the workbook's own values. */
class TabMap extends Map<string, Cell[][]> {
  constructor(private readonly wb: MemoryWorkbook) {
    super();
  }
  override get(tab: string): Cell[][] | undefined {
    return this.wb.has(tab) ? this.wb.tabs[tab] : undefined;
  }
  override has(tab: string): boolean {
    return this.wb.has(tab);
  }
  override set(tab: string, grid: Cell[][]): this {
    this.wb.tabs[tab] = grid;
    return this;
  }
  override delete(tab: string): boolean {
    const had = this.wb.has(tab);
    if (had) this.wb.removeTab(tab);
    return had;
  }
  override get size(): number {
    return this.wb.tabNames().length;
  }
  override keys(): MapIterator<string> {
    return this.wb.tabNames()[Symbol.iterator]();
  }
  override values(): MapIterator<Cell[][]> {
    const grids = this.wb.tabNames().map((t) => this.wb.tabs[t]);
    return grids[Symbol.iterator]();
  }
  override entries(): MapIterator<[string, Cell[][]]> {
    const pairs = this.wb.tabNames().map((t): [string, Cell[][]] => [t, this.wb.tabs[t]]);
    return pairs[Symbol.iterator]();
  }
  override [Symbol.iterator](): MapIterator<[string, Cell[][]]> {
    return this.entries();
  }
  override forEach(f: (grid: Cell[][], tab: string, map: Map<string, Cell[][]>) => void): void {
    for (const [tab, grid] of this.entries()) f(grid, tab, this);
  }
}

export class MemoryBook implements Workbook {
  readonly tabs: Map<string, Cell[][]>;
  constructor(
    tabs: Record<string, Cell[][]> = {},
    private readonly wb = new MemoryWorkbook(tabs),
  ) {
    this.tabs = new TabMap(this.wb);
  }
  tabNames(): string[] {
    return this.wb.tabNames();
  }
  read(tab: string): Cell[][] | null {
    return this.wb.read(tab);
  }
  /** Renames a tab in place, as an organizer does. */
  renameTab(from: string, to: string): void {
    this.wb.renameTab(from, to);
  }
  clone(): MemoryBook {
    return new MemoryBook({}, this.wb.clone());
  }
  /** Writes a plan as the add-on does (the writer's logic over the memory); throws on problems or a failed write. */
  apply(plan: Plan): void {
    if (plan.problems.length) throw new Error(`plan has problems: ${plan.summary}`);
    this.wb.apply(plan);
  }
  cell(tab: string, a1: string): Cell {
    const m = /^([A-Z]+)(\d+)$/.exec(a1)!;
    const col = m[1].split('').reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);
    return this.tabs.get(tab)?.[Number(m[2]) - 1]?.[col - 1] ?? '';
  }
  /** A tab's data as objects keyed by header. */
  rows(tab: string): Record<string, Cell>[] {
    const g = this.read(tab) ?? [];
    const h = (g[0] ?? []).map(String);
    return g.slice(1).map((r) => Object.fromEntries(h.map((k, i) => [k, r[i] ?? ''])));
  }
}

export const NOW = new Date('2024-01-10T12:00:00Z');

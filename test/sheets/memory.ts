// Test helpers: an in-memory workbook that plans are applied to (values only, like setValues), and a
// small season builder.
import type { Cell, Workbook } from '../../src/sheets/workbook';
import type { Plan } from '../../src/sheets/plan';
import { dataArea } from '../support/memoryWorkbook';

export class MemoryBook implements Workbook {
  tabs: Map<string, Cell[][]>;
  constructor(tabs: Record<string, Cell[][]> = {}) {
    this.tabs = new Map(Object.entries(tabs).map(([k, v]) => [k, v.map((r) => r.slice())]));
  }
  tabNames(): string[] {
    return Array.from(this.tabs.keys());
  }
  read(tab: string): Cell[][] | null {
    const t = this.tabs.get(tab);
    // like getDataRange: trailing blank rows and columns trimmed
    return t ? dataArea(t) : null;
  }
  clone(): MemoryBook {
    const b = new MemoryBook();
    this.tabs.forEach((v, k) =>
      b.tabs.set(
        k,
        v.map((r) => r.slice()),
      ),
    );
    return b;
  }
  /** Applies a plan's tabs and blocks (values only; strings stored as given, an apostrophe prefix dropped). */
  apply(plan: Plan): void {
    if (plan.problems.length) throw new Error(`plan has problems: ${plan.summary}`);
    for (const t of plan.newTabs) {
      if (this.tabs.has(t.name)) continue;
      this.tabs.set(t.name, [t.columns.map((c) => c.header), ...(t.rows ?? []).map((r) => r.slice())]);
    }
    for (const b of plan.blocks) {
      if (!this.tabs.has(b.tab)) this.tabs.set(b.tab, []);
      const g = this.tabs.get(b.tab)!;
      b.values.forEach((row, r) =>
        row.forEach((v, c) => {
          const R = b.row - 1 + r;
          const C = b.col - 1 + c;
          while (g.length <= R) g.push([]);
          while (g[R].length <= C) g[R].push('');
          g[R][C] = v;
        }),
      );
    }
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

// Every visible tab of a local workbook as it looks, to compare two moments: the tab order and names, each
// cell (value, formula, number format, font, colours, note, validation), the grid size, frozen rows, column
// widths, row and column groups, conditional colours and embedded charts. Hidden tabs (the undo store, the
// add-on's records) are left out: they are not what people see.
import type { LocalWorkbook } from '../../local/runner';

type TabsLook = Map<string, string>;

export function visibleTabs(book: LocalWorkbook): TabsLook {
  const out: TabsLook = new Map();
  out.set('(tab order)', JSON.stringify(book.sheets.filter((s) => !s.hidden).map((s) => s.name)));
  for (const s of book.sheets) {
    if (s.hidden) continue;
    s.grid.forEach((r, i) =>
      r?.forEach((c, j) => {
        if (c && JSON.stringify(c) !== JSON.stringify({ v: '' }))
          out.set(`${s.name}!R${i + 1}C${j + 1}`, JSON.stringify(c));
      }),
    );
    const charts = s.charts.map((c) => ({ ...c, id: undefined }));
    out.set(
      `${s.name} (tab)`,
      JSON.stringify({
        size: [s.maxRows, s.maxColumns],
        frozen: [s.frozenRows, s.frozenColumns],
        widths: [...s.columnWidths],
        groups: [[...s.rowDepth], [...s.columnDepth], [...s.collapsed]],
        bandings: s.bandings,
        rules: s.conditionalRules,
        charts,
      }),
    );
  }
  return out;
}

/** What differs between two looks, one line each ("R1!R3C25: ... -> ..."), at most `limit` lines. */
export function lookDifference(a: TabsLook, b: TabsLook, limit = 12): string[] {
  const out: string[] = [];
  for (const k of new Set([...a.keys(), ...b.keys()]))
    if (a.get(k) !== b.get(k)) out.push(`${k}: ${a.get(k) ?? '(empty)'} -> ${b.get(k) ?? '(empty)'}`);
  return out.slice(0, limit);
}

// What an execution wrote into a workbook, cell by cell: a snapshot of every cell before, compared with the
// cells after, listed as a person reads them ("Line-ups!J5: OK: 4 players"). `mochalunt edit` uses it to say
// what the onEdit trigger and each installable edit trigger wrote back after a person typed.
import { columnLetters } from '../gas/a1';
import { DEFAULT_NUMBER_FORMAT, displayValue } from '../gas/values';
import { hasContent, type Cell, type LocalWorkbook, type SheetModel } from '../gas/workbook';

/** Every cell of every tab, as text to compare: sheet id -> "row,column" -> the cell's JSON. */
export type CellSnapshot = Map<number, Map<string, string>>;

/** A tab's cells with content or a format: "row,column" -> the cell's JSON. */
function sheetCells(s: SheetModel): Map<string, string> {
  const cells = new Map<string, string>();
  s.grid.forEach((r, i) =>
    r?.forEach((c, j) => {
      if (c && (hasContent(c) || Object.keys(c).length > 1)) cells.set(`${i + 1},${j + 1}`, JSON.stringify(c));
    }),
  );
  return cells;
}

export function snapshotCells(book: LocalWorkbook): CellSnapshot {
  return new Map(book.sheets.map((s) => [s.id, sheetCells(s)]));
}

/** One cell an execution changed. */
interface CellChange {
  readonly sheet: string;
  readonly hidden: boolean;
  readonly row: number;
  readonly column: number;
  /** the cell now (undefined: emptied) */
  readonly after?: Cell;
  /** only its format, colours, note or validation changed, not what it shows */
  readonly formatOnly: boolean;
}

/** The cells that differ between the snapshot and the workbook now, tab by tab, row by row. */
export function changedCells(before: CellSnapshot, book: LocalWorkbook): CellChange[] {
  const out: CellChange[] = [];
  for (const s of book.sheets) {
    const was = before.get(s.id) ?? new Map<string, string>();
    const now = sheetCells(s);
    const keys = [...new Set([...was.keys(), ...now.keys()])]
      .map((k) => k.split(',').map(Number) as [number, number])
      .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    for (const [row, column] of keys) {
      const key = `${row},${column}`;
      if (was.get(key) === now.get(key)) continue;
      const after = s.cell(row, column);
      const old = was.has(key) ? (JSON.parse(was.get(key) as string) as Cell) : undefined;
      const shown = (c: Cell | undefined) => (c ? JSON.stringify([c.v, c.f]) : JSON.stringify(['', undefined]));
      out.push({
        sheet: s.name,
        hidden: s.hidden,
        row,
        column,
        after: after && (hasContent(after) || Object.keys(after).length > 1) ? after : undefined,
        formatOnly: shown(old) === shown(after),
      });
    }
  }
  return out;
}

/** "Line-ups!J5: OK: 4 players" (the value as Sheets displays it; "(emptied)"; "(format changed)"). */
function describeChange(c: CellChange, book: LocalWorkbook): string {
  // the tab's name as `mochalunt edit` takes it: Line-ups!J5
  const where = `${c.sheet}!${columnLetters(c.column)}${c.row}`;
  if (c.formatOnly) return `${where}: (format changed)`;
  const cell = c.after;
  if (!cell || !hasContent(cell)) return `${where}: (emptied)`;
  const shown = displayValue(cell.v, cell.numberFormat ?? DEFAULT_NUMBER_FORMAT, book.timeZone, book.locale);
  return `${where}: ${cell.f ? `${shown} (${cell.f})` : shown}`.replace(/\n/g, '\n    ');
}

/**
 * The lines telling what one execution wrote: the visible tabs' cells one a line (at most `limit`, then how
 * many more), the hidden tabs' in one line (the add-on's own records, not shown in Sheets).
 */
export function changeLines(changes: readonly CellChange[], book: LocalWorkbook, limit = 40): string[] {
  const shown = changes.filter((c) => !c.hidden);
  const hidden = changes.filter((c) => c.hidden);
  const lines = shown.slice(0, limit).map((c) => describeChange(c, book));
  if (shown.length > limit) lines.push(`... and ${shown.length - limit} more cells`);
  if (hidden.length) {
    const tabs = [...new Set(hidden.map((c) => c.sheet))];
    lines.push(
      `(and ${hidden.length} cell${hidden.length === 1 ? '' : 's'} of the hidden tab${tabs.length === 1 ? '' : 's'} ${tabs.join(', ')})`,
    );
  }
  return lines;
}

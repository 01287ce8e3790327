// Writes a Plan through the write port (writePort.ts): creates its tabs, then writes each block with one write of
// its values and one per format attribute (then the layout and the time zone it sets). snapshotBlocks reads what a
// plan will replace (for Undo, and to put everything back when a write fails halfway) and restoreSnapshot puts it
// back. Plain code over the port's verbs: the add-on runs it over a spreadsheet (src/addon/workbook/gasPort.ts),
// the tests over the in-memory workbook. Calls per action do not depend on the field size. "No particular number
// format" is written as Sheets' Automatic format, never as the explicit "0.###############" that an unformatted
// cell reads.
import type { Cell, TabValues } from './workbook';
import { isDate } from './workbook';
import type { Plan, TabSpec, WriteBlock } from './plan';
import { AUTOMATIC_NUMBER_FORMAT, DEFAULT_NUMBER_FORMAT, columnLetter } from './plan';
import { inertText } from './inert';
import type { Grid, KeptRule, WritePort } from './writePort';

/**
 * A block as the writer writes it: the sheets layer's WriteBlock (dropdowns as plain data: `validation`,
 * `validations`), or one that puts back validation rules as the spreadsheet read them (KeptRule), with one call:
 * how the undo store keeps the dropdowns an action replaced (src/sheets/undoRecord.ts).
 */
export interface RulesBlock extends WriteBlock {
  readonly rules?: readonly (readonly (KeptRule | null)[])[];
}

/** A plan as the writer writes it: a sheets Plan, or one of the add-on's own whose blocks carry rules. */
export interface WrittenPlan extends Plan {
  readonly blocks: readonly RulesBlock[];
}

/**
 * A string that Sheets would turn into something else (a formula, a number, a date such as "1-2") gets a
 * leading apostrophe, so names and results typed by people are written back as text. Cells formatted as
 * plain text ('@') keep strings as typed and need it only for a leading "=" (a formula) or "'".
 */
export function asText(v: Cell, plainText = false): Cell {
  return inertText(v, plainText);
}

/** A number format as written: the unformatted cell's reading (or "General") becomes the Automatic format. */
function writtenFormat(format: string): string {
  return format === DEFAULT_NUMBER_FORMAT || format.toLowerCase() === 'general' ? AUTOMATIC_NUMBER_FORMAT : format;
}

/** A background as written: white, what a cell without a background reads, is written as none (null). */
function writtenBackground(color: string): string | null {
  return color === '' || color.toLowerCase() === '#ffffff' ? null : color;
}

function cellAttr(attr: string | string[][] | undefined, r: number, c: number): string | undefined {
  if (attr === undefined) return undefined;
  return typeof attr === 'string' ? attr : attr[r]?.[c];
}

/** The header row's colour of a tab the writer creates. */
const HEADER_BACKGROUND = '#d9e2f3';

/** Fills a tab the plan has just inserted: headers (bold, frozen), column formats, dropdowns, wrapping, notes and first rows. */
function fillTab(port: WritePort, tab: string, spec: TabSpec): void {
  const width = spec.columns.length;
  const formatRows = spec.formatRows ?? 1000;
  port.ensureSize(tab, formatRows + 1, width);
  const header = port.range(tab, 1, 1, 1, width);
  header.write('values', [spec.columns.map((c) => asText(c.header))]);
  header.write('fontWeight', 'bold');
  header.write('background', HEADER_BACKGROUND);
  const notes = spec.columns.map((c) => c.note ?? '');
  if (notes.some((n) => n)) header.write('notes', [notes]);
  port.setFrozenRows(tab, spec.frozenRows);
  // formats: one call for the body; dropdowns: one per column that has one; widths: one per run of equal widths
  if (spec.columns.some((c) => c.numberFormat)) {
    const row = spec.columns.map((c) => writtenFormat(c.numberFormat ?? DEFAULT_NUMBER_FORMAT));
    port.range(tab, 2, 1, formatRows, width).write(
      'numberFormats',
      Array.from({ length: formatRows }, () => row.slice()),
    );
  }
  spec.columns.forEach((c, i) => {
    if (c.dropdown) port.range(tab, 2, i + 1, formatRows, 1).write('dropdown', c.dropdown.values);
    // https://developers.google.com/apps-script/reference/spreadsheet/range#setWrap(Boolean): one call per wrapped column
    if (c.wrap) port.range(tab, 1, i + 1, formatRows + 1, 1).write('wrap', true);
  });
  for (let i = 0; i < width;) {
    const w = spec.columns[i].width;
    let j = i + 1;
    while (j < width && spec.columns[j].width === w) j++;
    if (w) port.setColumnWidths(tab, i + 1, j - i, w);
    i = j;
  }
  if (spec.rows && spec.rows.length > 0) {
    const plain = spec.columns.map((c) => c.numberFormat === '@');
    const values = spec.rows.map((r) => spec.columns.map((_, i) => asText(r[i] ?? '', plain[i])));
    port.range(tab, 2, 1, values.length, width).write('values', values);
  }
  if (spec.banding) {
    // https://developers.google.com/apps-script/reference/spreadsheet/range#applyrowbandingbandingtheme
    port.range(tab, 1, 1, formatRows + 1, width).write('banding', true);
  }
  // https://developers.google.com/apps-script/reference/spreadsheet/sheet#hideSheet()
  if (spec.hidden) port.hideTab(tab);
}

/** Writes one block: format first (so '@' cells receive text), then values, then the other attributes. */
function writeBlock(port: WritePort, b: RulesBlock): void {
  const h = b.values.length;
  const w = h > 0 ? b.values[0].length : 0;
  if (h === 0 || w === 0) return;
  port.ensureSize(b.tab, b.row + h - 1, b.col + w - 1);
  const range = port.range(b.tab, b.row, b.col, h, w);
  if (typeof b.numberFormat === 'string') range.write('numberFormat', writtenFormat(b.numberFormat));
  else if (b.numberFormat)
    range.write(
      'numberFormats',
      b.numberFormat.map((row) => row.map(writtenFormat)),
    );
  range.write(
    'values',
    b.values.map((row, r) => row.map((v, c) => asText(v, cellAttr(b.numberFormat, r, c) === '@'))),
  );
  if (typeof b.fontWeights === 'string') range.write('fontWeight', b.fontWeights as 'bold' | 'normal');
  else if (b.fontWeights) range.write('fontWeights', b.fontWeights as ('bold' | 'normal')[][]);
  if (typeof b.backgrounds === 'string') range.write('background', writtenBackground(b.backgrounds));
  else if (b.backgrounds)
    range.write(
      'backgrounds',
      b.backgrounds.map((row) => row.map(writtenBackground)),
    );
  if (b.validation) range.write('dropdown', b.validation.values);
  if (b.validations)
    range.write(
      'dropdowns',
      b.validations.map((row) => row.map((d) => d?.values ?? null)),
    );
  if (b.rules) range.write('rules', b.rules);
}

/** How far applyPlan got: the number of blocks it had started writing (a failed write leaves it there). */
export interface ApplyProgress {
  blocks: number;
  /** the plan's new tabs known to be missing (snapshotBlocks' createdTabs): not looked up again */
  readonly missing?: readonly string[];
}

/**
 * Applies a plan that has no problems: creates its tabs, then writes its blocks, its layout and the time zone
 * it sets. Throws on a plan with problems. `progress.blocks` counts the blocks started, so that a failure
 * halfway can put back just those.
 */
export function applyPlan(port: WritePort, plan: WrittenPlan, progress: ApplyProgress = { blocks: 0 }): void {
  if (plan.problems.length > 0) throw new Error(`${plan.title}: the plan has problems; nothing written`);
  const made = plan.newTabs.filter((spec) =>
    progress.missing ? progress.missing.includes(spec.name) : !port.has(spec.name),
  );
  // every new tab inserted before any is filled: an insertSheet is a slow call that first commits the writes
  // queued before it (a round trip: local/gas/latency.ts), so filling each tab before inserting the next cost
  // one more commit per tab
  for (const spec of made) port.insertTab(spec.name, plan.tabIndex?.[spec.name]);
  for (const spec of made) fillTab(port, spec.name, spec);
  progress.blocks = 0;
  for (const b of plan.blocks) {
    progress.blocks++;
    if (!port.has(b.tab)) port.insertTab(b.tab, plan.tabIndex?.[b.tab]);
    writeBlock(port, b);
  }
  if (plan.layout) port.layOut(plan.layout);
  if (plan.timeZone) port.setTimeZone(plan.timeZone);
}

/** A cell as JSON (a Date becomes {d: ISO}), so a snapshot can be stored in document properties. */
export type SnapshotCell = string | number | boolean | { readonly d: string };

export interface BlockSnapshot {
  readonly tab: string;
  readonly row: number;
  readonly col: number;
  /** the block's full size; cells that lay outside the tab are blank */
  readonly values: SnapshotCell[][];
  /** formats of the part that existed (rows × cols of `existing`) */
  readonly existing: { readonly rows: number; readonly cols: number };
  /** the tab's grid size before the action (writing may grow it) */
  readonly grid?: { readonly rows: number; readonly cols: number };
  readonly numberFormats?: string[][];
  readonly fontWeights?: string[][];
  readonly backgrounds?: string[][];
  /** list dropdowns (the allowed values) or null: how undo steps recorded before `rules` kept them */
  readonly validations?: (string[] | null)[][];
  /**
   * the validation rules the block replaces (of the part that existed), as read, when it writes validations:
   * one read and one write whatever their number (no getter per rule); kept in memory for a rollback, and
   * by an undo step on its hidden rules tab (src/sheets/undoRecord.ts), from row `rulesAt` of the step's band
   */
  readonly rules?: (KeptRule | null)[][];
  readonly rulesAt?: number;
}

export interface Snapshot {
  readonly action: string;
  readonly title: string;
  /** tabs the plan creates: Undo deletes them */
  readonly createdTabs: readonly string[];
  /** empty tabs the plan removes (the default "Sheet1", layout.ts): Undo puts them back, first in the tab order */
  readonly removedTabs?: readonly string[];
  readonly blocks: readonly BlockSnapshot[];
  /** in an undo step: the size of the rules it keeps (blocks' `rulesAt`) */
  readonly rulesRows?: number;
  readonly rulesCols?: number;
  /** the spreadsheet's time zone before a plan that sets it (Plan.timeZone): put back with the cells */
  readonly timeZone?: string;
}

function toSnap(v: unknown): SnapshotCell {
  if (isDate(v)) return { d: v.toISOString() };
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  return '';
}

function fromSnap(v: SnapshotCell): Cell {
  return typeof v === 'object' ? new Date(v.d) : v;
}

/**
 * Reads what a plan's blocks will replace: per tab, one range around its blocks and one read per attribute they
 * write; the values from `read` (the action's own reading of the tab, under the same lock) when it has the tab,
 * else one getValues.
 */
export function snapshotBlocks(
  port: WritePort,
  plan: WrittenPlan,
  read?: (tab: string) => TabValues | undefined,
): Snapshot {
  const createdTabs = plan.newTabs.filter((t) => !port.has(t.name)).map((t) => t.name);
  for (const b of plan.blocks) {
    if (!port.has(b.tab) && !createdTabs.includes(b.tab)) createdTabs.push(b.tab);
  }
  // each tab's blocks read together: one range around them, one call per attribute any of them writes
  const parts = new Map<string, { b: RulesBlock; rows: number; cols: number }[]>();
  for (const b of plan.blocks) {
    if (createdTabs.includes(b.tab)) continue;
    const h = b.values.length;
    const w = h > 0 ? b.values[0].length : 0;
    if (h === 0 || w === 0) continue;
    const { rows: maxRows, cols: maxCols } = port.grid(b.tab);
    const rows = Math.max(0, Math.min(h, maxRows - b.row + 1));
    const cols = Math.max(0, Math.min(w, maxCols - b.col + 1));
    const list = parts.get(b.tab) ?? [];
    list.push({ b, rows, cols });
    parts.set(b.tab, list);
  }
  const snaps = new Map<RulesBlock, BlockSnapshot>();
  for (const [tab, list] of parts) {
    const grid = port.grid(tab);
    const inside = list.filter((p) => p.rows > 0 && p.cols > 0);
    const top = Math.min(...inside.map((p) => p.b.row));
    const left = Math.min(...inside.map((p) => p.b.col));
    const bottom = Math.max(...inside.map((p) => p.b.row + p.rows - 1));
    const right = Math.max(...inside.map((p) => p.b.col + p.cols - 1));
    const range = inside.length ? port.range(tab, top, left, bottom - top + 1, right - left + 1) : null;
    const any = (f: (b: RulesBlock) => boolean) => inside.some((p) => f(p.b));
    // the values as this action's reading has them (under the same lock), else read now
    const cached = range ? (read?.(tab) ?? null) : null; // (undefined: not read by the action)
    const values = range ? (cached ? null : range.read('values')) : null;
    const numberFormats = range && any((b) => b.numberFormat !== undefined) ? range.read('numberFormats') : null;
    const fontWeights = range && any((b) => b.fontWeights !== undefined) ? range.read('fontWeights') : null;
    const backgrounds = range && any((b) => b.backgrounds !== undefined) ? range.read('backgrounds') : null;
    const rules =
      range && any((b) => b.validation !== undefined || b.validations !== undefined || b.rules !== undefined)
        ? range.read('rules')
        : null;
    const cut = <T>(all: T[][], p: { b: RulesBlock; rows: number; cols: number }): T[][] =>
      all.slice(p.b.row - top, p.b.row - top + p.rows).map((r) => r.slice(p.b.col - left, p.b.col - left + p.cols));
    for (const p of list) {
      const { b, rows, cols } = p;
      const h = b.values.length;
      const w = b.values[0].length;
      const has = rows > 0 && cols > 0;
      const vals: SnapshotCell[][] = [];
      if (has) {
        for (let r = 0; r < rows; r++) {
          const from = cached ? (cached[b.row - 1 + r] ?? []) : (values as unknown[][])[b.row - top + r];
          const at = cached ? b.col - 1 : b.col - left;
          vals.push(Array.from({ length: cols }, (_, c) => toSnap(from[at + c] ?? '')));
        }
      }
      for (let r = 0; r < h; r++) {
        if (!vals[r]) vals[r] = [];
        for (let c = vals[r].length; c < w; c++) vals[r].push('');
      }
      snaps.set(b, {
        tab: b.tab,
        row: b.row,
        col: b.col,
        values: vals,
        existing: { rows, cols },
        grid,
        numberFormats: has && numberFormats && b.numberFormat !== undefined ? cut(numberFormats, p) : undefined,
        fontWeights: has && fontWeights && b.fontWeights !== undefined ? cut(fontWeights, p) : undefined,
        backgrounds: has && backgrounds && b.backgrounds !== undefined ? cut(backgrounds, p) : undefined,
        rules:
          has && rules && (b.validation !== undefined || b.validations !== undefined || b.rules !== undefined)
            ? cut(rules, p)
            : undefined,
      });
    }
  }
  // in the plan's order, as restoreSnapshot puts them back (last first)
  const blocks = plan.blocks.flatMap((b) => {
    const x = snaps.get(b);
    return x ? [x] : [];
  });
  const removedTabs = (plan.layout ?? []).filter((l) => l.removeIfEmpty && port.has(l.tab)).map((l) => l.tab);
  const timeZone = plan.timeZone ? port.timeZone() : undefined;
  return {
    action: plan.action,
    title: plan.title,
    createdTabs,
    blocks,
    ...(removedTabs.length ? { removedTabs } : {}),
    ...(timeZone !== undefined && timeZone !== plan.timeZone ? { timeZone } : {}),
  };
}

interface RestoreOptions {
  /** put back only the first n blocks (those an interrupted write had started); default all */
  readonly blocks?: number;
  /** shrink each tab back to its grid size before the action (rows and columns the writes had added) */
  readonly shrink?: boolean;
  /**
   * when given, a block (or tab) that cannot be put back is reported here and the others are still put back
   * (a block whose range became protected failed before writing anything); without it the first error throws
   */
  readonly onError?: (what: string, error: unknown) => void;
}

/**
 * Puts back what a plan's blocks replaced (last block first), deletes the tabs it created and puts back the
 * spreadsheet's time zone it changed: used by Undo,
 * and when a write fails halfway (then only the blocks started, and the grids shrink back to their size).
 * Per block: the number formats first (so that text goes back as text), then the values, then the other
 * attributes. Cells that had no number format or background get none back (Automatic, not an explicit
 * "0.###############" or white).
 */
export function restoreSnapshot(port: WritePort, snap: Snapshot, options: RestoreOptions = {}): void {
  const count = Math.min(snap.blocks.length, options.blocks ?? snap.blocks.length);
  const grids = new Map<string, Grid>();
  const step = (what: string, fn: () => void): void => {
    if (!options.onError) {
      fn();
      return;
    }
    try {
      fn();
    } catch (e) {
      options.onError(what, e);
    }
  };
  for (let i = count - 1; i >= 0; i--) {
    const b = snap.blocks[i];
    if (b.grid && !grids.has(b.tab)) grids.set(b.tab, b.grid);
    step(`${b.tab}!${columnLetter(b.col)}${b.row}`, () => restoreBlock(port, b, options.shrink === true));
  }
  if (options.shrink) {
    for (const [tab, grid] of grids) {
      step(`the size of ${tab}`, () => {
        if (port.has(tab)) port.shrink(tab, grid);
      });
    }
  }
  for (const name of snap.removedTabs ?? [])
    step(`the tab ${name}`, () => {
      if (!port.has(name)) port.insertTab(name, 0);
    });
  const zone = snap.timeZone;
  if (zone) step(`the time zone ${zone}`, () => port.setTimeZone(zone));
  for (const name of snap.createdTabs) {
    step(`the tab ${name}`, () => port.removeTab(name));
  }
}

/**
 * Puts back one block: number formats, values, then font weights, backgrounds and dropdowns. `shrink`: the grid
 * goes back to its size before the action, so only the block's cells inside it are written (a write that failed
 * before it grew the grid left no cells beyond it, and a range there does not exist).
 */
function restoreBlock(port: WritePort, b: BlockSnapshot, shrink: boolean): void {
  if (!port.has(b.tab)) return;
  const h = shrink && b.grid ? Math.min(b.values.length, b.grid.rows - b.row + 1) : b.values.length;
  const w = h > 0 ? Math.min(b.values[0].length, shrink && b.grid ? b.grid.cols - b.col + 1 : Infinity) : 0;
  if (h <= 0 || w <= 0) return;
  const old =
    b.existing.rows > 0 && b.existing.cols > 0
      ? port.range(b.tab, b.row, b.col, b.existing.rows, b.existing.cols)
      : null;
  if (old && b.numberFormats)
    old.write(
      'numberFormats',
      b.numberFormats.map((row) => row.map(writtenFormat)),
    );
  const range = port.range(b.tab, b.row, b.col, h, w);
  const plain = b.numberFormats;
  range.write(
    'values',
    b.values.slice(0, h).map((row, r) =>
      row.slice(0, w).map((v, c) => {
        const cell = fromSnap(v);
        return typeof cell === 'string' ? asText(cell, plain?.[r]?.[c] === '@') : cell;
      }),
    ),
  );
  if (old) {
    if (b.fontWeights) old.write('fontWeights', b.fontWeights as ('bold' | 'normal')[][]);
    if (b.backgrounds)
      old.write(
        'backgrounds',
        b.backgrounds.map((row) => row.map(writtenBackground)),
      );
    if (b.rules) old.write('rules', b.rules);
    else if (b.validations) old.write('dropdowns', b.validations);
  }
}

// Writes a Plan into a spreadsheet (Apps Script or the local service): creates its tabs, then writes each
// block with one setValues and one call per format attribute. snapshotBlocks reads what a plan will
// replace (for Undo) and restoreSnapshot puts it back. Calls per action do not depend on the field size.
import type { Cell } from './workbook';
import { isDate } from './workbook';
import type { Plan, TabSpec, WriteBlock } from './plan';
import { DEFAULT_NUMBER_FORMAT } from './plan';
import { inertText } from './inert';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/**
 * A string that Sheets would turn into something else (a formula, a number, a date such as "1-2") gets a
 * leading apostrophe, so names and results typed by people are written back as text. Cells formatted as
 * plain text ('@') keep strings as typed and need it only for a leading "=" (a formula) or "'".
 */
export function asText(v: Cell, plainText = false): Cell {
  return inertText(v, plainText);
}

function cellAttr(attr: string | string[][] | undefined, r: number, c: number): string | undefined {
  if (attr === undefined) return undefined;
  return typeof attr === 'string' ? attr : attr[r]?.[c];
}

function ensureSize(sheet: Sheet, lastRow: number, lastCol: number): void {
  const rows = sheet.getMaxRows();
  if (lastRow > rows) sheet.insertRowsAfter(rows, lastRow - rows);
  const cols = sheet.getMaxColumns();
  if (lastCol > cols) sheet.insertColumnsAfter(cols, lastCol - cols);
}

function dropdownRule(values: readonly string[]): GoogleAppsScript.Spreadsheet.DataValidation {
  return SpreadsheetApp.newDataValidation().requireValueInList(values.slice(), true).setAllowInvalid(true).build();
}

/** Creates one tab of a plan: headers (bold, frozen), column formats, dropdowns, notes and first rows. */
function createTab(book: Spreadsheet, spec: TabSpec): Sheet {
  const sheet = book.insertSheet(spec.name);
  const width = spec.columns.length;
  const formatRows = spec.formatRows ?? 1000;
  ensureSize(sheet, formatRows + 1, width);
  const header = sheet.getRange(1, 1, 1, width);
  header.setValues([spec.columns.map((c) => asText(c.header))]);
  header.setFontWeight('bold');
  header.setBackground('#d9e2f3');
  const notes = spec.columns.map((c) => c.note ?? '');
  if (notes.some((n) => n)) header.setNotes([notes]);
  sheet.setFrozenRows(spec.frozenRows);
  // formats: one call for the body; dropdowns: one per column that has one; widths: one per run of equal widths
  if (spec.columns.some((c) => c.numberFormat)) {
    const row = spec.columns.map((c) => c.numberFormat ?? DEFAULT_NUMBER_FORMAT);
    sheet.getRange(2, 1, formatRows, width).setNumberFormats(Array.from({ length: formatRows }, () => row.slice()));
  }
  spec.columns.forEach((c, i) => {
    if (c.dropdown) sheet.getRange(2, i + 1, formatRows, 1).setDataValidation(dropdownRule(c.dropdown.values));
  });
  for (let i = 0; i < width;) {
    const w = spec.columns[i].width;
    let j = i + 1;
    while (j < width && spec.columns[j].width === w) j++;
    if (w) sheet.setColumnWidths(i + 1, j - i, w);
    i = j;
  }
  if (spec.rows && spec.rows.length > 0) {
    const plain = spec.columns.map((c) => c.numberFormat === '@');
    const values = spec.rows.map((r) => spec.columns.map((_, i) => asText(r[i] ?? '', plain[i])));
    sheet.getRange(2, 1, values.length, width).setValues(values);
  }
  if (spec.banding) {
    const range = sheet.getRange(1, 1, formatRows + 1, width) as unknown as { applyRowBanding?: (t: unknown) => unknown };
    if (typeof range.applyRowBanding === 'function') {
      range.applyRowBanding(SpreadsheetApp.BandingTheme.LIGHT_GREY);
    }
  }
  return sheet;
}

/** Writes one block: format first (so '@' cells receive text), then values, then the other attributes. */
function writeBlock(sheet: Sheet, b: WriteBlock): void {
  const h = b.values.length;
  const w = h > 0 ? b.values[0].length : 0;
  if (h === 0 || w === 0) return;
  ensureSize(sheet, b.row + h - 1, b.col + w - 1);
  const range = sheet.getRange(b.row, b.col, h, w);
  if (typeof b.numberFormat === 'string') range.setNumberFormat(b.numberFormat);
  else if (b.numberFormat) range.setNumberFormats(b.numberFormat);
  range.setValues(b.values.map((row, r) => row.map((v, c) => asText(v, cellAttr(b.numberFormat, r, c) === '@'))));
  if (typeof b.fontWeights === 'string') range.setFontWeight(b.fontWeights as 'bold' | 'normal');
  else if (b.fontWeights) range.setFontWeights(b.fontWeights as ('bold' | 'normal')[][]);
  if (typeof b.backgrounds === 'string') range.setBackground(b.backgrounds || null);
  else if (b.backgrounds) range.setBackgrounds(b.backgrounds);
  if (b.validation) range.setDataValidation(dropdownRule(b.validation.values));
  if (b.validations) {
    const rules = new Map<string, GoogleAppsScript.Spreadsheet.DataValidation>();
    const rule = (d: { values: readonly string[] } | null) => {
      if (!d) return null;
      const k = d.values.join('\u0000');
      if (!rules.has(k)) rules.set(k, dropdownRule(d.values));
      return rules.get(k) as GoogleAppsScript.Spreadsheet.DataValidation;
    };
    range.setDataValidations(b.validations.map((row) => row.map(rule)));
  }
}

/** Applies a plan that has no problems: creates its tabs, then writes its blocks. Throws on a plan with problems. */
export function applyPlan(book: Spreadsheet, plan: Plan): void {
  if (plan.problems.length > 0) throw new Error(`${plan.title}: the plan has problems; nothing written`);
  const sheets = new Map<string, Sheet>();
  for (const spec of plan.newTabs) {
    if (book.getSheetByName(spec.name)) continue;
    sheets.set(spec.name, createTab(book, spec));
  }
  for (const b of plan.blocks) {
    let sheet = sheets.get(b.tab) ?? book.getSheetByName(b.tab);
    if (!sheet) sheet = book.insertSheet(b.tab);
    sheets.set(b.tab, sheet);
    writeBlock(sheet, b);
  }
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
  readonly numberFormats?: string[][];
  readonly fontWeights?: string[][];
  readonly backgrounds?: string[][];
  /** list dropdowns (the allowed values) or null, when the block writes dropdowns */
  readonly validations?: (string[] | null)[][];
}

export interface Snapshot {
  readonly action: string;
  readonly title: string;
  /** tabs the plan creates: Undo deletes them */
  readonly createdTabs: readonly string[];
  readonly blocks: readonly BlockSnapshot[];
}

function toSnap(v: unknown): SnapshotCell {
  if (isDate(v)) return { d: v.toISOString() };
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  return '';
}

function fromSnap(v: SnapshotCell): Cell {
  return typeof v === 'object' ? new Date(v.d) : v;
}

/** Reads what a plan's blocks will replace (one getValues per block, one read per attribute it writes). */
export function snapshotBlocks(book: Spreadsheet, plan: Plan): Snapshot {
  const createdTabs = plan.newTabs.filter((t) => !book.getSheetByName(t.name)).map((t) => t.name);
  for (const b of plan.blocks) {
    if (!book.getSheetByName(b.tab) && !createdTabs.includes(b.tab)) createdTabs.push(b.tab);
  }
  const blocks: BlockSnapshot[] = [];
  for (const b of plan.blocks) {
    if (createdTabs.includes(b.tab)) continue;
    const sheet = book.getSheetByName(b.tab) as Sheet;
    const h = b.values.length;
    const w = h > 0 ? b.values[0].length : 0;
    if (h === 0 || w === 0) continue;
    const rows = Math.max(0, Math.min(h, sheet.getMaxRows() - b.row + 1));
    const cols = Math.max(0, Math.min(w, sheet.getMaxColumns() - b.col + 1));
    const values: SnapshotCell[][] = [];
    let numberFormats: string[][] | undefined;
    let fontWeights: string[][] | undefined;
    let backgrounds: string[][] | undefined;
    let validations: (string[] | null)[][] | undefined;
    if (rows > 0 && cols > 0) {
      const range = sheet.getRange(b.row, b.col, rows, cols);
      for (const r of range.getValues()) values.push(r.map(toSnap));
      if (b.numberFormat !== undefined) numberFormats = range.getNumberFormats();
      if (b.fontWeights !== undefined) fontWeights = range.getFontWeights();
      if (b.backgrounds !== undefined) backgrounds = range.getBackgrounds();
      if (b.validation !== undefined || b.validations !== undefined) {
        validations = range.getDataValidations().map((row) => row.map((rule) => {
          if (!rule) return null;
          const v = rule.getCriteriaValues()[0];
          return Array.isArray(v) ? v.map(String) : null;
        }));
      }
    }
    for (let r = 0; r < h; r++) {
      if (!values[r]) values[r] = [];
      for (let c = values[r].length; c < w; c++) values[r].push('');
    }
    blocks.push({ tab: b.tab, row: b.row, col: b.col, values, existing: { rows, cols }, numberFormats, fontWeights, backgrounds, validations });
  }
  return { action: plan.action, title: plan.title, createdTabs, blocks };
}

/** Undo: deletes the tabs the action created and writes back what its blocks replaced (last block first). */
export function restoreSnapshot(book: Spreadsheet, snap: Snapshot): void {
  for (let i = snap.blocks.length - 1; i >= 0; i--) {
    const b = snap.blocks[i];
    const sheet = book.getSheetByName(b.tab);
    if (!sheet) continue;
    const h = b.values.length;
    const w = h > 0 ? b.values[0].length : 0;
    if (h === 0 || w === 0) continue;
    const range = sheet.getRange(b.row, b.col, h, w);
    const plain = b.numberFormats;
    range.setValues(b.values.map((row, r) => row.map((v, c) => {
      const cell = fromSnap(v);
      return typeof cell === 'string' ? asText(cell, plain?.[r]?.[c] === '@') : cell;
    })));
    if (b.existing.rows > 0 && b.existing.cols > 0) {
      const old = sheet.getRange(b.row, b.col, b.existing.rows, b.existing.cols);
      if (b.numberFormats) old.setNumberFormats(b.numberFormats);
      if (b.fontWeights) old.setFontWeights(b.fontWeights as ('bold' | 'normal')[][]);
      if (b.backgrounds) old.setBackgrounds(b.backgrounds);
      if (b.validations) {
        const rules = new Map<string, GoogleAppsScript.Spreadsheet.DataValidation>();
        old.setDataValidations(b.validations.map((row) => row.map((v) => {
          if (!v) return null;
          const k = v.join('\u0000');
          if (!rules.has(k)) rules.set(k, dropdownRule(v));
          return rules.get(k) as GoogleAppsScript.Spreadsheet.DataValidation;
        })));
      }
    }
  }
  for (const name of snap.createdTabs) {
    const sheet = book.getSheetByName(name);
    if (sheet) book.deleteSheet(sheet);
  }
}

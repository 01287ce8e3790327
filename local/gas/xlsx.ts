// Loads a LocalWorkbook from an .xlsx file and saves it back, through exceljs. Saved natively: values,
// formulas (as formulas, with their cached value), number formats, fills, bold, font colours, alignment,
// wrap, notes, list and number-range validations, frozen panes, column widths, hidden sheets, tab colours,
// sheet order, row and column groups (outline levels), conditional colours (expression rules), and each
// embedded chart as a picture. What .xlsx has no place for is kept in a very hidden sheet "_properties" (rows of
// kind | key | value, long values continued in the next columns): each sheet's grid size and bandings, exact
// validation rules, the embedded charts' records (charts.ts), the conditional rules as written, the
// workbook's name, id, time zone and active sheet. What is private — the document, script and user properties
// (captains' e-mails live there), the protections (their editors are e-mail addresses), the installable
// triggers and the forms with their responses (respondents' e-mails) — is never put in the .xlsx, which
// organizers may share: it goes to a file beside it,
// `<workbook>.private.json`, as Google keeps them outside the spreadsheet's cells; a private file that is not
// as saveXlsx wrote it is refused on loading (WorkbookFileError, one line naming the entry). A workbook saved with
// a private file says so in "_properties"; loaded without it (deleted, not copied along), the captains' and
// organizers' record, the protections and the sharing are gone: the safe reading is a file its owner alone may
// edit (no captain's rights, no organizer but the owner), named at every action (missingPrivateNote), and saved
// so ("missing" in the private file) until the owner has typed the captains and organizers again. An empty cell keeps
// its format through save and load (a result cell formatted as plain text '@' stays so until a result is
// typed), as Google keeps the format of an empty cell. A workbook from elsewhere (no "_properties") loads with
// grids of at least 1000 x 26 and its native validations.
import { chmodSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { normalizeForm, type FormRecord } from './forms';
import type { TriggerRecord } from './triggers';
import { DEFAULT_NUMBER_FORMAT, isDate, type CellValue } from './values';
import { chartPictures } from './chart-image';
import type { ChartRecord } from './charts';
import type { ConditionalRuleRecord } from './layout';
import {
  LocalWorkbook,
  SheetModel,
  hasContent,
  type BandingRecord,
  type Cell,
  type ProtectionRecord,
  type ValidationRule,
} from './workbook';
import { jsString } from './jsString';

const PROPERTIES_SHEET = '_properties';

/** The private file kept beside a saved workbook: properties and protections. */
export const privatePath = (xlsxPath: string): string => `${xlsxPath}.private.json`;

/** The document properties that hold the captains' and organizers' record (src/sheets/tabs/lineupBlocks.ts). */
const CAPTAINS_KEY = /^mochalunt\.captains(\.|$)/;

/** What every action of a workbook whose private file is missing says first. */
export function missingPrivateNote(book: LocalWorkbook): string | null {
  if (book.privateMissing === null) return null;
  return `${book.privateMissing} is missing (this workbook was saved with it): the captains' and organizers' addresses, the protections, triggers and forms kept there are lost, so only the file's owner (${book.sharing.owner}) may edit it and run its actions; no captain has rights. Restore the private file from a backup, or have the owner type the captains and organizers again (Captains and protections...).`;
}
const CHUNK = 30000;
const PX_PER_CHAR = 7;

function argb(color: string): string {
  return 'FF' + color.replace('#', '').toUpperCase();
}

function fromArgb(a: string | undefined): string | undefined {
  if (!a || a.length < 6) return undefined;
  return '#' + a.slice(-6).toLowerCase();
}

/**
 * The names the sheets get in the .xlsx: Google allows names Excel refuses (longer than 31 characters, with
 * * ? : \\ / [ ], or quoted), so those are made valid and unique there; "_properties" keeps the real name.
 */
function xlsxNames(book: LocalWorkbook): Map<SheetModel, string> {
  const used = new Set<string>([PROPERTIES_SHEET.toLowerCase()]);
  const out = new Map<SheetModel, string>();
  for (const s of book.sheets) {
    const base =
      s.name
        .replace(/[*?:\\/[\]]/g, '_')
        .replace(/^'+|'+$/g, '_')
        .slice(0, 31) || 'Sheet';
    let name = base;
    for (let k = 2; used.has(name.toLowerCase()); k++) name = base.slice(0, 31 - String(k).length - 1) + '~' + k;
    used.add(name.toLowerCase());
    out.set(s, name);
  }
  return out;
}

/** Writes `book` to `path` (.xlsx) and its private file beside it (the command line saves atomically: cli/save.ts). */
export async function saveXlsx(book: LocalWorkbook, path: string): Promise<void> {
  const files = await xlsxFiles(book);
  if (files.privateJson !== null) {
    // readable by its owner only (0600), whatever the umask and whatever mode an older copy had
    writeFileSync(privatePath(path), files.privateJson, { mode: 0o600 });
    chmodSync(privatePath(path), 0o600);
  } else rmSync(privatePath(path), { force: true });
  writeFileSync(path, files.xlsx);
}

/** The two files of `book`: the .xlsx's bytes, and its private file's text (null when nothing is private). */
export async function xlsxFiles(book: LocalWorkbook): Promise<{ xlsx: Buffer; privateJson: string | null }> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'mochalunt';
  const names = xlsxNames(book);
  const active = book.sheetById(book.activeSheetId);
  const meta: string[][] = [
    ['workbook', 'name', book.name],
    ['workbook', 'id', book.id],
    ['workbook', 'timeZone', book.timeZone],
    ...(book.locale !== 'en_US' ? [['workbook', 'locale', book.locale]] : []),
    ['workbook', 'activeSheet', active ? (names.get(active) ?? '') : ''],
  ];
  const secret: string[][] = [];
  // still missing until the captains' record is typed again: said in the private file saved now
  const missing =
    book.privateMissing !== null && ![...book.documentProperties.keys()].some((k) => CAPTAINS_KEY.test(k));
  if (missing) secret.push(['missing', '', book.privateMissing ?? '']);
  for (const [k, v] of book.documentProperties) secret.push(['document', k, v]);
  for (const [k, v] of book.scriptProperties) secret.push(['script', k, v]);
  for (const [user, m] of book.userProperties) secret.push(['user', user, JSON.stringify([...m])]);
  // the owner alone, while the private file is missing, is how it is read, not what it was shared as
  const sharing =
    book.privateMissing !== null && book.sharing.link === 'view' ? { ...book.sharing, link: 'edit' } : book.sharing;
  if (JSON.stringify(sharing) !== JSON.stringify(new LocalWorkbook('').sharing))
    secret.push(['sharing', '', JSON.stringify(sharing)]);
  for (const p of book.protections) {
    const sheet = book.sheetById(p.sheetId);
    if (sheet)
      secret.push(['protection', names.get(sheet) ?? sheet.name, JSON.stringify({ ...p, sheetId: undefined })]);
  }
  for (const t of book.triggers) secret.push(['trigger', t.uid, JSON.stringify(t)]);
  for (const f of book.forms) {
    // the responses tab is kept by its name in the file (sheet ids are given anew on loading)
    const d = f.destination;
    const tab = d && d.spreadsheetId === book.id ? book.sheetById(d.sheetId) : undefined;
    const saved = d && tab ? { ...f, destination: { ...d, sheet: names.get(tab) ?? tab.name, sheetId: undefined } } : f;
    secret.push(['form', f.id, JSON.stringify(saved)]);
  }
  // the .xlsx says a private file goes with it, so a copy opened without it is read as the owner's alone
  if (secret.length) meta.push(['workbook', 'private', 'kept']);
  for (const s of book.sheets) {
    const xname = names.get(s) ?? s.name;
    const ws = wb.addWorksheet(xname);
    const rules: ValidationRule[] = [];
    const placed: [number, number, number][] = [];
    writeSheet(s, ws, rules, placed);
    meta.push([
      'sheet',
      xname,
      JSON.stringify({ name: s.name, id: s.id, maxRows: s.maxRows, maxColumns: s.maxColumns, bandings: s.bandings }),
    ]);
    if (placed.length) meta.push(['validations', xname, JSON.stringify({ rules, placed })]);
    writeLayout(s, ws, names, book, meta, xname);
  }
  for (const pic of chartPictures(book)) {
    const sheet = book.sheetById(pic.sheetId);
    const ws = sheet ? wb.getWorksheet(names.get(sheet) ?? sheet.name) : undefined;
    if (!ws) continue;
    const id = wb.addImage({ buffer: pic.png as unknown as ExcelJS.Buffer, extension: 'png' });
    const a = pic.record.anchor;
    ws.addImage(id, {
      tl: { col: a.column - 1, row: a.row - 1 },
      ext: { width: pic.width, height: pic.height },
      editAs: 'oneCell',
    });
  }
  const ps = wb.addWorksheet(PROPERTIES_SHEET, { state: 'veryHidden' });
  meta.forEach((line, i) => {
    const [kind, key, value] = line;
    const row = ps.getRow(i + 1);
    row.getCell(1).value = kind;
    row.getCell(2).value = key;
    for (let j = 0; j * CHUNK < value.length || j === 0; j++)
      row.getCell(3 + j).value = value.slice(j * CHUNK, (j + 1) * CHUNK);
  });
  const xlsx = Buffer.from(await wb.xlsx.writeBuffer());
  return { xlsx, privateJson: secret.length ? JSON.stringify(secret, null, 1) + '\n' : null };
}

/**
 * Row and column groups as outline levels (toggles above/left when the sheet puts them before the group),
 * conditional colours as "expression" rules, and in "_properties" the chart records (their ranges' sheets
 * by name) and the conditional rules as written.
 */
function writeLayout(
  s: SheetModel,
  ws: ExcelJS.Worksheet,
  names: Map<SheetModel, string>,
  book: LocalWorkbook,
  meta: string[][],
  xname: string,
): void {
  for (const [r, d] of s.rowDepth) ws.getRow(r).outlineLevel = d;
  for (const [c, d] of s.columnDepth) ws.getColumn(c).outlineLevel = d;
  if (s.rowDepth.size || s.columnDepth.size) {
    ws.properties.outlineProperties = { summaryBelow: s.rowGroupControlAfter, summaryRight: s.columnGroupControlAfter };
    meta.push([
      'groups',
      xname,
      JSON.stringify({
        rowAfter: s.rowGroupControlAfter,
        columnAfter: s.columnGroupControlAfter,
        collapsed: [...s.collapsed],
      }),
    ]);
  }
  s.conditionalRules.forEach((rule, i) => {
    if (!rule.background || rule.ranges.length === 0) return;
    ws.addConditionalFormatting({
      ref: rule.ranges.map(a1Area).join(' '),
      rules: [
        {
          type: 'expression',
          priority: i + 1,
          formulae: [rule.formula.replace(/^=/, '')],
          style: { fill: { type: 'pattern', pattern: 'solid', bgColor: { argb: argb(rule.background) } } },
        },
      ],
    });
  });
  if (s.conditionalRules.length) meta.push(['conditional', xname, JSON.stringify(s.conditionalRules)]);
  if (s.charts.length) {
    // a tab with charts (the Overview) prints one page wide, so its cells and charts stay together
    ws.pageSetup = { ...ws.pageSetup, fitToPage: true, fitToWidth: 1, fitToHeight: 0 };
    const charts = s.charts.map((c) => ({
      ...c,
      ranges: c.ranges.map((r) => {
        const t = book.sheetById(r.sheetId);
        return { sheet: t ? (names.get(t) ?? t.name) : '', area: r.area };
      }),
    }));
    meta.push(['charts', xname, JSON.stringify(charts)]);
  }
}

function a1Area(a: { row: number; column: number; numRows: number; numColumns: number }): string {
  const letter = (col: number): string => {
    let out = '';
    for (let n = col; n > 0; n = Math.floor((n - 1) / 26)) out = String.fromCharCode(65 + ((n - 1) % 26)) + out;
    return out;
  };
  return `${letter(a.column)}${a.row}:${letter(a.column + a.numColumns - 1)}${a.row + a.numRows - 1}`;
}

function writeSheet(
  s: SheetModel,
  ws: ExcelJS.Worksheet,
  rules: ValidationRule[],
  placed: [number, number, number][],
): void {
  if (s.hidden) ws.state = 'hidden';
  if (s.tabColor) ws.properties.tabColor = { argb: argb(s.tabColor) };
  if (s.frozenRows || s.frozenColumns) {
    ws.views = [{ state: 'frozen', xSplit: s.frozenColumns || undefined, ySplit: s.frozenRows || undefined }];
  }
  for (const [c, px] of s.columnWidths) ws.getColumn(c).width = px / PX_PER_CHAR;
  const ruleIndex = new Map<ValidationRule, number>();
  s.grid.forEach((r, i) => {
    if (!r) return;
    r.forEach((cell, j) => {
      if (!cell) return;
      const xc = ws.getCell(i + 1, j + 1);
      writeCell(cell, xc);
      if (cell.validation) {
        let k = ruleIndex.get(cell.validation);
        if (k === undefined) {
          k = rules.length;
          rules.push(cell.validation);
          ruleIndex.set(cell.validation, k);
        }
        placed.push([i + 1, j + 1, k]);
        const native = nativeValidation(cell.validation);
        if (native) xc.dataValidation = native;
      }
    });
  });
}

function writeCell(cell: Cell, xc: ExcelJS.Cell): void {
  if (cell.f !== undefined) {
    const result = cell.v === '' ? undefined : cell.v;
    xc.value = { formula: cell.f.slice(1), result };
  } else if (hasContent(cell)) {
    xc.value = cell.v;
  }
  const nf = cell.numberFormat;
  if (nf && nf !== DEFAULT_NUMBER_FORMAT) xc.numFmt = nf;
  else if (isDate(cell.v)) xc.numFmt = cell.v.getUTCFullYear() === 1899 ? 'h:mm:ss' : 'm/d/yyyy';
  if (cell.background) xc.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: argb(cell.background) } };
  if (cell.fontWeight === 'bold' || cell.fontColor) {
    xc.font = {
      ...(cell.fontWeight === 'bold' ? { bold: true } : {}),
      ...(cell.fontColor ? { color: { argb: argb(cell.fontColor) } } : {}),
    };
  }
  if (cell.horizontalAlignment || cell.wrap) {
    xc.alignment = {
      ...(cell.horizontalAlignment ? { horizontal: cell.horizontalAlignment as 'left' } : {}),
      ...(cell.wrap ? { wrapText: true } : {}),
    };
  }
  if (cell.note) xc.note = cell.note;
}

function nativeValidation(rule: ValidationRule): ExcelJS.DataValidation | undefined {
  const common = {
    allowBlank: true,
    showErrorMessage: !rule.allowInvalid,
    ...(rule.helpText ? { showInputMessage: true, prompt: rule.helpText } : {}),
  };
  if (rule.criteria === 'VALUE_IN_LIST' && Array.isArray(rule.values[0])) {
    const items = (rule.values[0] as unknown[]).map((v) => String(v).replace(/"/g, '""'));
    const formula = `"${items.join(',')}"`;
    return formula.length <= 255 ? { type: 'list', formulae: [formula], ...common } : undefined;
  }
  if (rule.criteria === 'NUMBER_BETWEEN') {
    return { type: 'decimal', operator: 'between', formulae: [rule.values[0], rule.values[1]], ...common };
  }
  return undefined;
}

/** A workbook's file that cannot be read as one, with the reason a person can act on (its message is one line). */
export class WorkbookFileError extends Error {}

/** The kinds of line of the private file, and whether the value is JSON (and of what shape). */
const PRIVATE_KINDS: Record<string, 'text' | 'object' | 'array'> = {
  document: 'text',
  script: 'text',
  user: 'array',
  sharing: 'object',
  protection: 'object',
  trigger: 'object',
  form: 'object',
  missing: 'text',
};

/**
 * The lines of a private file (`saveXlsx` writes them: [kind, key, value]), checked: a file edited by hand or
 * cut short is refused with the line that is wrong, before anything of it is used.
 */
function readPrivateFile(file: string): string[][] {
  const bad = (why: string) => new WorkbookFileError(`${file} is not a private file mochalunt wrote (${why})`);
  const text = readFileSync(file, 'utf8');
  let lines: unknown;
  try {
    lines = JSON.parse(text);
  } catch (e) {
    const at = /position (\d+)/.exec(e instanceof Error ? e.message : '');
    const line = at ? text.slice(0, Number(at[1])).split('\n').length : undefined;
    throw bad(text.trim() === '' ? 'it is empty' : `it is not valid JSON${line ? ` at line ${line}` : ''}`);
  }
  if (!Array.isArray(lines)) throw bad('it is not a list of entries');
  lines.forEach((entry: unknown, i) => {
    const where = `entry ${i + 1}`;
    if (!Array.isArray(entry) || entry.length !== 3 || entry.some((x) => typeof x !== 'string'))
      throw bad(`${where} is not [kind, key, value]`);
    const [kind, , value] = entry as string[];
    const shape = PRIVATE_KINDS[kind];
    if (!shape) throw bad(`${where} is of an unknown kind "${kind}"`);
    if (shape === 'text') return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      throw bad(`${where} (${kind}) holds no valid JSON`);
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed) !== (shape === 'array'))
      throw bad(`${where} (${kind}) is not ${shape === 'array' ? 'a list' : 'an object'}`);
  });
  return lines as string[][];
}

/** Reads an .xlsx file into a LocalWorkbook. */
export async function loadXlsx(path: string): Promise<LocalWorkbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path);
  const book = new LocalWorkbook();
  const metaSheet = wb.worksheets.find((w) => w.name === PROPERTIES_SHEET);
  const meta: string[][] = [];
  metaSheet?.eachRow((row) => {
    const values: string[] = [];
    row.eachCell({ includeEmpty: true }, (c) => {
      values.push(c.value === null || c.value === undefined ? '' : jsString(c.value));
    });
    meta.push([values[0] ?? '', values[1] ?? '', values.slice(2).join('')]);
  });
  if (existsSync(privatePath(path))) meta.push(...readPrivateFile(privatePath(path)));
  else if (meta.some(([kind, key]) => kind === 'workbook' && key === 'private')) meta.push(['missing', '', '']);
  const sheetMeta = new Map<
    string,
    { name?: string; id?: number; maxRows: number; maxColumns: number; bandings: BandingRecord[] }
  >();
  const validations = new Map<string, { rules: ValidationRule[]; placed: [number, number, number][] }>();
  const layoutMeta: string[][] = [];
  for (const [kind, key, value] of meta) {
    if (kind === 'sheet')
      sheetMeta.set(
        key,
        JSON.parse(value) as {
          name?: string;
          id?: number;
          maxRows: number;
          maxColumns: number;
          bandings: BandingRecord[];
        },
      );
    if (kind === 'validations')
      validations.set(key, JSON.parse(value) as { rules: ValidationRule[]; placed: [number, number, number][] });
    if (kind === 'charts' || kind === 'conditional' || kind === 'groups') layoutMeta.push([kind, key, value]);
  }
  const byXlsxName = new Map<string, SheetModel>();
  for (const ws of wb.worksheets) {
    if (ws.name === PROPERTIES_SHEET) continue;
    const m = sheetMeta.get(ws.name);
    const s = book.addSheet(
      m?.name ?? ws.name,
      book.sheets.length,
      Math.max(m?.maxRows ?? 1000, ws.rowCount),
      Math.max(m?.maxColumns ?? 26, ws.columnCount),
    );
    byXlsxName.set(ws.name, s);
    s.bandings = m?.bandings ?? [];
    readSheet(ws, s, !validations.has(ws.name));
    const v = validations.get(ws.name);
    if (v) for (const [r, c, k] of v.placed) s.touch(r, c).validation = v.rules[k];
  }
  if (book.sheets.length === 0) book.addSheet('Sheet1');
  // each tab's id as saved (Google's sheet ids never change: a form's answers tab is found by it), when the file
  // gives every tab a distinct one; an older file's tabs keep the ids of their order
  const saved = [...byXlsxName].map(([x, sheet]) => ({ sheet, id: sheetMeta.get(x)?.id }));
  const ids = saved.map((t) => t.id);
  if (ids.every((id) => Number.isInteger(id)) && new Set(ids).size === ids.length)
    book.keepSheetIds(saved.map((t) => ({ sheet: t.sheet, id: t.id as number })));
  for (const [kind, key, value] of layoutMeta) {
    const s = byXlsxName.get(key);
    if (!s) continue;
    if (kind === 'conditional') s.conditionalRules = JSON.parse(value) as ConditionalRuleRecord[];
    if (kind === 'groups') {
      const g = JSON.parse(value) as { rowAfter: boolean; columnAfter: boolean; collapsed: string[] };
      s.rowGroupControlAfter = g.rowAfter;
      s.columnGroupControlAfter = g.columnAfter;
      s.collapsed = new Set(g.collapsed);
    }
    if (kind === 'charts') {
      const charts = JSON.parse(value) as (Omit<ChartRecord, 'ranges'> & {
        ranges: { sheet: string; area: ChartRecord['ranges'][number]['area'] }[];
      })[];
      s.charts = charts.map((c) => ({
        ...c,
        ranges: c.ranges.map((r) => ({ sheetId: byXlsxName.get(r.sheet)?.id ?? s.id, area: r.area })),
      }));
    }
  }
  for (const [kind, key, value] of meta) {
    if (kind === 'workbook' && key === 'name') book.name = value;
    if (kind === 'workbook' && key === 'id') (book as { id: string }).id = value;
    if (kind === 'workbook' && key === 'timeZone') book.timeZone = value || 'Etc/UTC';
    if (kind === 'workbook' && key === 'locale') book.locale = value || 'en_US';
    if (kind === 'workbook' && key === 'activeSheet')
      book.activeSheetId = byXlsxName.get(value)?.id ?? book.sheets[0].id;
    if (kind === 'document') book.documentProperties.set(key, value);
    if (kind === 'script') book.scriptProperties.set(key, value);
    if (kind === 'sharing') book.sharing = { ...book.sharing, ...(JSON.parse(value) as object) };
    if (kind === 'user') book.userProperties.set(key, new Map(JSON.parse(value) as [string, string][]));
    if (kind === 'trigger') book.triggers.push(JSON.parse(value) as TriggerRecord);
    if (kind === 'form') {
      const f = normalizeForm(JSON.parse(value) as FormRecord, book.sharing.owner);
      const d = f.destination;
      if (d) d.sheetId = d.spreadsheetId === book.id ? (byXlsxName.get(d.sheet)?.id ?? -1) : -1;
      book.forms.push(f);
    }
    if (kind === 'missing') book.privateMissing = privatePath(path);
    if (kind === 'protection') {
      const sheet = byXlsxName.get(key);
      const p = JSON.parse(value) as ProtectionRecord;
      if (sheet) book.protections.push({ ...p, sheetId: sheet.id, id: book.newProtectionId() });
    }
  }
  // the safe reading: shared with its owner alone (everyone else, captains included, a viewer)
  if (book.privateMissing !== null) book.sharing = { ...book.sharing, editors: [], link: 'view' };
  return book;
}

function readSheet(ws: ExcelJS.Worksheet, s: SheetModel, nativeValidations: boolean): void {
  s.hidden = ws.state === 'hidden' || ws.state === 'veryHidden';
  s.tabColor = fromArgb(ws.properties.tabColor?.argb) ?? null;
  const view = ws.views?.[0];
  if (view && view.state === 'frozen') {
    s.frozenRows = view.ySplit ?? 0;
    s.frozenColumns = view.xSplit ?? 0;
  }
  for (let c = 1; c <= ws.columnCount; c++) {
    const w = ws.getColumn(c).width;
    if (w !== undefined) s.columnWidths.set(c, Math.round(w * PX_PER_CHAR));
    const level = ws.getColumn(c).outlineLevel;
    if (level) s.columnDepth.set(c, level);
  }
  ws.eachRow({ includeEmpty: true }, (row, r) => {
    if (row.outlineLevel) s.rowDepth.set(r, row.outlineLevel);
  });
  // every cell the file holds, an empty one too: a cell with no value keeps its number format (a result cell
  // formatted as plain text '@' before anything is typed), colours, note and validation, as Google keeps the
  // format of an empty cell (clearing values keeps "all other properties of the cell (such as formatting, data
  // validation ...)": https://developers.google.com/workspace/sheets/api/reference/rest/v4/spreadsheets.values/clear).
  // exceljs's eachCell would skip cells without a value; the row's model lists
  // exactly the cells the file has (not the gaps between them, which would take the column's style).
  ws.eachRow({ includeEmpty: true }, (row, r) => {
    for (const m of row.model?.cells ?? []) {
      const xc = ws.getCell(jsString(m.address)); // "D2" at run time (exceljs's typings say an object)
      const cell = readCell(xc, nativeValidations);
      if (cell) Object.assign(s.touch(r, Number(xc.col)), cell);
    }
  });
}

function readCell(xc: ExcelJS.Cell, nativeValidations: boolean): Cell | undefined {
  const cell: Cell = { v: '' };
  const v = xc.value as unknown;
  if (v !== null && v !== undefined) {
    if (typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean') cell.v = v;
    else if (isDate(v)) cell.v = v;
    else if (typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if ('formula' in o || 'sharedFormula' in o) {
        const f = (xc as unknown as { formula?: string }).formula ?? jsString(o.formula ?? '');
        cell.f = '=' + f;
        cell.v = plain(o.result);
      } else if (Array.isArray(o.richText)) cell.v = (o.richText as { text: string }[]).map((t) => t.text).join('');
      else if ('text' in o) cell.v = String(o.text);
      else if ('error' in o) cell.v = String(o.error);
    }
  }
  const nf = xc.numFmt;
  if (nf && nf !== 'General') cell.numberFormat = nf;
  const fill = xc.fill as ExcelJS.FillPattern | undefined;
  if (fill && fill.type === 'pattern' && fill.pattern === 'solid') {
    const bg = fromArgb(fill.fgColor?.argb);
    if (bg) cell.background = bg;
  }
  if (xc.font?.bold) cell.fontWeight = 'bold';
  const fc = fromArgb(xc.font?.color?.argb);
  if (fc) cell.fontColor = fc;
  if (xc.alignment?.horizontal) cell.horizontalAlignment = xc.alignment.horizontal;
  if (xc.alignment?.wrapText) cell.wrap = true;
  const note = xc.note as unknown;
  if (typeof note === 'string') cell.note = note;
  else if (note && typeof note === 'object' && Array.isArray((note as ExcelJS.Comment).texts)) {
    cell.note = ((note as ExcelJS.Comment).texts ?? []).map((t) => t.text).join('');
  }
  if (nativeValidations && xc.dataValidation) {
    const rule = fromNative(xc.dataValidation);
    if (rule) cell.validation = rule;
  }
  // a cell with neither value nor format is no cell at all
  return hasContent(cell) || Object.keys(cell).length > 1 ? cell : undefined;
}

function plain(v: unknown): CellValue {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean' || isDate(v)) return v;
  if (typeof v === 'object' && v && 'error' in v) return String(v.error);
  return jsString(v);
}

function fromNative(dv: ExcelJS.DataValidation): ValidationRule | undefined {
  const base = { allowInvalid: !dv.showErrorMessage, helpText: dv.prompt ?? '' };
  if (dv.type === 'list' && typeof dv.formulae?.[0] === 'string' && dv.formulae[0].startsWith('"')) {
    const items = dv.formulae[0]
      .slice(1, -1)
      .split(',')
      .map((s: string) => s.replace(/""/g, '"'));
    return { criteria: 'VALUE_IN_LIST', values: [items, true], ...base };
  }
  if ((dv.type === 'decimal' || dv.type === 'whole') && dv.operator === 'between') {
    return { criteria: 'NUMBER_BETWEEN', values: [Number(dv.formulae[0]), Number(dv.formulae[1])], ...base };
  }
  return undefined;
}

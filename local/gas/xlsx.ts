// Loads a LocalWorkbook from an .xlsx file and saves it back, through exceljs. Saved natively: values,
// formulas (as formulas, with their cached value), number formats, fills, bold, font colours, alignment,
// wrap, notes, list and number-range validations, frozen panes, column widths, hidden sheets, tab colours,
// sheet order. What .xlsx has no place for is kept in a very hidden sheet "_properties" (rows of
// kind | key | value, long values continued in the next columns): each sheet's grid size and bandings, exact
// validation rules, the workbook's name, id, time zone and active sheet. What is private — the document,
// script and user properties (captains' e-mails live there), the protections (their editors are e-mail
// addresses), the installable triggers and the forms with their responses (respondents' e-mails) — is never put in the .xlsx, which organizers may share: it goes to a file beside it,
// `<workbook>.private.json`, as Google keeps them outside the spreadsheet's cells. A workbook from elsewhere
// (no "_properties") loads with grids of at least 1000 x 26 and its native validations.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { FormRecord } from './forms';
import type { TriggerRecord } from './triggers';
import { DEFAULT_NUMBER_FORMAT, isDate, type CellValue } from './values';
import { LocalWorkbook, SheetModel, hasContent, type BandingRecord, type Cell, type ProtectionRecord, type ValidationRule } from './workbook';

export const PROPERTIES_SHEET = '_properties';

/** The private file kept beside a saved workbook: properties and protections. */
export const privatePath = (xlsxPath: string): string => `${xlsxPath}.private.json`;
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
    const base = s.name.replace(/[*?:\\/[\]]/g, '_').replace(/^'+|'+$/g, '_').slice(0, 31) || 'Sheet';
    let name = base;
    for (let k = 2; used.has(name.toLowerCase()); k++) name = base.slice(0, 31 - String(k).length - 1) + '~' + k;
    used.add(name.toLowerCase());
    out.set(s, name);
  }
  return out;
}

/** Writes `book` to `path` (.xlsx). */
export async function saveXlsx(book: LocalWorkbook, path: string): Promise<void> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'mochalunt';
  const names = xlsxNames(book);
  const active = book.sheetById(book.activeSheetId);
  const meta: string[][] = [
    ['workbook', 'name', book.name], ['workbook', 'id', book.id], ['workbook', 'timeZone', book.timeZone],
    ['workbook', 'activeSheet', active ? names.get(active) ?? '' : ''],
  ];
  const secret: string[][] = [];
  for (const [k, v] of book.documentProperties) secret.push(['document', k, v]);
  for (const [k, v] of book.scriptProperties) secret.push(['script', k, v]);
  for (const [user, m] of book.userProperties) secret.push(['user', user, JSON.stringify([...m])]);
  if (JSON.stringify(book.sharing) !== JSON.stringify(new LocalWorkbook('').sharing)) secret.push(['sharing', '', JSON.stringify(book.sharing)]);
  for (const p of book.protections) {
    const sheet = book.sheetById(p.sheetId);
    if (sheet) secret.push(['protection', names.get(sheet) ?? sheet.name, JSON.stringify({ ...p, sheetId: undefined })]);
  }
  for (const t of book.triggers) secret.push(['trigger', t.uid, JSON.stringify(t)]);
  for (const f of book.forms) {
    // the responses tab is kept by its name in the file (sheet ids are given anew on loading)
    const d = f.destination;
    const tab = d && d.spreadsheetId === book.id ? book.sheetById(d.sheetId) : undefined;
    const saved = d && tab ? { ...f, destination: { ...d, sheet: names.get(tab) ?? tab.name, sheetId: undefined } } : f;
    secret.push(['form', f.id, JSON.stringify(saved)]);
  }
  if (secret.length) writeFileSync(privatePath(path), JSON.stringify(secret, null, 1) + '\n');
  else rmSync(privatePath(path), { force: true });
  for (const s of book.sheets) {
    const xname = names.get(s) ?? s.name;
    const ws = wb.addWorksheet(xname);
    const rules: ValidationRule[] = [];
    const placed: [number, number, number][] = [];
    writeSheet(s, ws, rules, placed);
    meta.push(['sheet', xname, JSON.stringify({ name: s.name, maxRows: s.maxRows, maxColumns: s.maxColumns, bandings: s.bandings })]);
    if (placed.length) meta.push(['validations', xname, JSON.stringify({ rules, placed })]);
  }
  const ps = wb.addWorksheet(PROPERTIES_SHEET, { state: 'veryHidden' });
  meta.forEach((line, i) => {
    const [kind, key, value] = line;
    const row = ps.getRow(i + 1);
    row.getCell(1).value = kind;
    row.getCell(2).value = key;
    for (let j = 0; j * CHUNK < value.length || j === 0; j++) row.getCell(3 + j).value = value.slice(j * CHUNK, (j + 1) * CHUNK);
  });
  await wb.xlsx.writeFile(path);
}

function writeSheet(s: SheetModel, ws: ExcelJS.Worksheet, rules: ValidationRule[], placed: [number, number, number][]): void {
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
        if (k === undefined) { k = rules.length; rules.push(cell.validation); ruleIndex.set(cell.validation, k); }
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
    xc.value = { formula: cell.f.slice(1), result } as ExcelJS.CellFormulaValue;
  } else if (hasContent(cell)) {
    xc.value = cell.v as ExcelJS.CellValue;
  }
  const nf = cell.numberFormat;
  if (nf && nf !== DEFAULT_NUMBER_FORMAT) xc.numFmt = nf;
  else if (isDate(cell.v)) xc.numFmt = cell.v.getUTCFullYear() === 1899 ? 'h:mm:ss' : 'm/d/yyyy';
  if (cell.background) xc.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: argb(cell.background) } };
  if (cell.fontWeight === 'bold' || cell.fontColor) {
    xc.font = { ...(cell.fontWeight === 'bold' ? { bold: true } : {}), ...(cell.fontColor ? { color: { argb: argb(cell.fontColor) } } : {}) };
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
    allowBlank: true, showErrorMessage: !rule.allowInvalid,
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

/** Reads an .xlsx file into a LocalWorkbook. */
export async function loadXlsx(path: string): Promise<LocalWorkbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path);
  const book = new LocalWorkbook();
  const metaSheet = wb.worksheets.find((w) => w.name === PROPERTIES_SHEET);
  const meta: string[][] = [];
  metaSheet?.eachRow((row) => {
    const values: string[] = [];
    row.eachCell({ includeEmpty: true }, (c) => { values.push(c.value === null || c.value === undefined ? '' : String(c.value)); });
    meta.push([values[0] ?? '', values[1] ?? '', values.slice(2).join('')]);
  });
  if (existsSync(privatePath(path))) meta.push(...(JSON.parse(readFileSync(privatePath(path), 'utf8')) as string[][]));
  const sheetMeta = new Map<string, { name?: string; maxRows: number; maxColumns: number; bandings: BandingRecord[] }>();
  const validations = new Map<string, { rules: ValidationRule[]; placed: [number, number, number][] }>();
  for (const [kind, key, value] of meta) {
    if (kind === 'sheet') sheetMeta.set(key, JSON.parse(value));
    if (kind === 'validations') validations.set(key, JSON.parse(value));
  }
  const byXlsxName = new Map<string, SheetModel>();
  for (const ws of wb.worksheets) {
    if (ws.name === PROPERTIES_SHEET) continue;
    const m = sheetMeta.get(ws.name);
    const s = book.addSheet(m?.name ?? ws.name, book.sheets.length,
      Math.max(m?.maxRows ?? 1000, ws.rowCount), Math.max(m?.maxColumns ?? 26, ws.columnCount));
    byXlsxName.set(ws.name, s);
    s.bandings = m?.bandings ?? [];
    readSheet(ws, s, !validations.has(ws.name));
    const v = validations.get(ws.name);
    if (v) for (const [r, c, k] of v.placed) s.touch(r, c).validation = v.rules[k];
  }
  if (book.sheets.length === 0) book.addSheet('Sheet1');
  for (const [kind, key, value] of meta) {
    if (kind === 'workbook' && key === 'name') book.name = value;
    if (kind === 'workbook' && key === 'id') (book as { id: string }).id = value;
    if (kind === 'workbook' && key === 'timeZone') book.timeZone = value || 'Etc/UTC';
    if (kind === 'workbook' && key === 'activeSheet') book.activeSheetId = byXlsxName.get(value)?.id ?? book.sheets[0].id;
    if (kind === 'document') book.documentProperties.set(key, value);
    if (kind === 'script') book.scriptProperties.set(key, value);
    if (kind === 'sharing') book.sharing = { ...book.sharing, ...(JSON.parse(value) as object) };
    if (kind === 'user') book.userProperties.set(key, new Map(JSON.parse(value) as [string, string][]));
    if (kind === 'trigger') book.triggers.push(JSON.parse(value) as TriggerRecord);
    if (kind === 'form') {
      const f = JSON.parse(value) as FormRecord;
      const d = f.destination;
      if (d) d.sheetId = d.spreadsheetId === book.id ? byXlsxName.get(d.sheet)?.id ?? -1 : -1;
      book.forms.push(f);
    }
    if (kind === 'protection') {
      const sheet = byXlsxName.get(key);
      const p = JSON.parse(value) as ProtectionRecord;
      if (sheet) book.protections.push({ ...p, sheetId: sheet.id, id: book.newProtectionId() });
    }
  }
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
  }
  ws.eachRow({ includeEmpty: false }, (row, r) => {
    row.eachCell({ includeEmpty: false }, (xc, c) => {
      const cell = readCell(xc, nativeValidations);
      if (cell) {
        const target = s.touch(r, c);
        Object.assign(target, cell);
      }
    });
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
        const f = (xc as unknown as { formula?: string }).formula ?? String(o.formula ?? '');
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
  return cell;
}

function plain(v: unknown): CellValue {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean' || isDate(v)) return v;
  if (typeof v === 'object' && v && 'error' in v) return String((v as { error: unknown }).error);
  return String(v);
}

function fromNative(dv: ExcelJS.DataValidation): ValidationRule | undefined {
  const base = { allowInvalid: !dv.showErrorMessage, helpText: dv.prompt ?? '' };
  if (dv.type === 'list' && typeof dv.formulae?.[0] === 'string' && dv.formulae[0].startsWith('"')) {
    const items = dv.formulae[0].slice(1, -1).split(',').map((s: string) => s.replace(/""/g, '"'));
    return { criteria: 'VALUE_IN_LIST', values: [items, true], ...base };
  }
  if ((dv.type === 'decimal' || dv.type === 'whole') && dv.operator === 'between') {
    return { criteria: 'NUMBER_BETWEEN', values: [Number(dv.formulae[0]), Number(dv.formulae[1])], ...base };
  }
  return undefined;
}

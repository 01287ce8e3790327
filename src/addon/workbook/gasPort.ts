// The write port (src/sheets/writePort.ts) over an Apps Script spreadsheet: each verb is the one Spreadsheet, Sheet
// or Range call the writer made before it had a port, so that the calls per click are those of the writer's logic
// (src/sheets/writePlan.ts) and nothing more. Tabs are looked up and grids read through the action's TabIndex
// (tabIndex.ts: once each); a list dropdown is built as Google's reference builds one
// (https://developers.google.com/apps-script/reference/spreadsheet/data-validation-builder#requireValueInList(String,Boolean)),
// once per distinct list in one write.
import type { PortRange, RangeReads, RangeWrites, WritePort } from '../../sheets/writePort';
import { applyLayout, captureLayout } from './applyLayout';
import { TabIndex } from './tabIndex';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Range = GoogleAppsScript.Spreadsheet.Range;
type Rule = GoogleAppsScript.Spreadsheet.DataValidation;

function dropdownRule(values: readonly string[]): Rule {
  return SpreadsheetApp.newDataValidation().requireValueInList(values.slice(), true).setAllowInvalid(true).build();
}

/** Each distinct list's rule built once. */
function dropdownRules(lists: readonly (readonly (readonly string[] | null)[])[]): (Rule | null)[][] {
  const rules = new Map<string, Rule>();
  return lists.map((row) =>
    row.map((v) => {
      if (!v) return null;
      const k = v.join('\u0000');
      if (!rules.has(k)) rules.set(k, dropdownRule(v));
      return rules.get(k) as Rule;
    }),
  );
}

const READS: { readonly [K in keyof RangeReads]: (r: Range) => RangeReads[K] } = {
  values: (r) => r.getValues(),
  numberFormats: (r) => r.getNumberFormats(),
  fontWeights: (r) => r.getFontWeights(),
  backgrounds: (r) => r.getBackgrounds(),
  rules: (r) => r.getDataValidations(),
};

const WRITES: { readonly [K in keyof RangeWrites]: (r: Range, v: RangeWrites[K]) => void } = {
  values: (r, v) => r.setValues(v),
  numberFormat: (r, v) => r.setNumberFormat(v),
  numberFormats: (r, v) => r.setNumberFormats(v),
  fontWeight: (r, v) => r.setFontWeight(v),
  fontWeights: (r, v) => r.setFontWeights(v),
  background: (r, v) => r.setBackground(v),
  backgrounds: (r, v) => r.setBackgrounds(v),
  dropdown: (r, v) => r.setDataValidation(dropdownRule(v)),
  dropdowns: (r, v) => r.setDataValidations(dropdownRules(v)),
  rules: (r, v) => r.setDataValidations(v as (Rule | null)[][]),
  notes: (r, v) => r.setNotes(v),
  wrap: (r, v) => r.setWrap(v),
  // https://developers.google.com/apps-script/reference/spreadsheet/range#applyrowbandingbandingtheme
  banding: (r) => r.applyRowBanding(SpreadsheetApp.BandingTheme.LIGHT_GREY),
};

function portRange(range: Range): PortRange {
  return {
    read: (attr) => READS[attr](range),
    write: (attr, value) => WRITES[attr](range, value),
  };
}

/** The port over `book`, through the action's view of its tabs (one per action: tabIndex.ts). */
export function gasPort(book: Spreadsheet, tabs = new TabIndex(book)): WritePort {
  const sheet = (tab: string): Sheet => {
    const s = tabs.get(tab);
    if (!s) throw new Error(`there is no tab ${tab}`);
    return s;
  };
  return {
    has: (tab) => tabs.get(tab) !== null,
    insertTab: (tab, index) => void tabs.insert(tab, index),
    removeTab: (tab) => tabs.remove(tab),
    // https://developers.google.com/apps-script/reference/spreadsheet/sheet#hideSheet()
    hideTab: (tab) => void tabs.get(tab)?.hideSheet(),
    grid: (tab) => tabs.grid(sheet(tab)),
    ensureSize: (tab, rows, cols) => tabs.ensureSize(sheet(tab), rows, cols),
    shrink: (tab, to) => tabs.shrink(sheet(tab), to),
    setFrozenRows: (tab, rows) => void sheet(tab).setFrozenRows(rows),
    setColumnWidths: (tab, col, count, width) => void sheet(tab).setColumnWidths(col, count, width),
    range: (tab, row, col, rows, cols) => portRange(sheet(tab).getRange(row, col, rows, cols)),
    lastRow: (tab) => sheet(tab).getLastRow(),
    dataValues: (tab) => sheet(tab).getDataRange().getValues(),
    clearRow: (tab, row) => {
      const s = sheet(tab);
      s.getRange(row, 1, 1, s.getMaxColumns()).clearContent();
    },
    // https://developers.google.com/apps-script/reference/spreadsheet/data-validation#getCriteriaValues()
    ruleList: (rule) => {
      const v: unknown = (rule as Rule).getCriteriaValues()[0];
      return Array.isArray(v) ? v.map(String) : null;
    },
    bookId: () => book.getId(),
    timeZone: () => book.getSpreadsheetTimeZone(),
    setTimeZone: (zone) => void book.setSpreadsheetTimeZone(zone),
    layOut: (layouts) => applyLayout(book, layouts, tabs),
    captureLayout: (layouts) => captureLayout(book, layouts, tabs),
  };
}

// Set up for the formats other than MOCHALUNT (the format chosen at Set up's question on a new spreadsheet, or
// typed in the "format" row of the Settings tab): creates the Settings tab with the shared keys and the format's
// own (or appends those missing), the Entrants tab (team events with the four board columns, L5) and the
// Standings tab. Never changes a cell that holds data. Round tabs are created by Pair next round. MOCHALUNT tabs
// left by a workbook switched from MOCHALUNT are listed as unused. What varies, the format says in its folder
// (FormatTabs).
import type { Cell, Workbook } from '../workbook';
import type { Plan, SheetProblem, TabSpec, WriteBlock } from '../plan';
import { emptyPlan, describeProblems } from '../plan';
import type { ActionInput, Planner } from './planner';
import { headerKey, readTable, tabSpec } from '../tabs/table';
import { SETTINGS_TABLE, sharedSettingsRows, type SettingDef, type SettingDefs } from '../tabs/settings';
import {
  DEFAULT_FORMAT_SETTINGS,
  formatSettingsRows,
  readFormatSettings,
  typedFormat,
  type FormatSettings,
} from './settings';
import { ENTRANTS_TAB, entrantsTable, type EntrantRow, type EntrantsSpec } from './entrants';
import { STANDINGS_TAB, wholeTab, type OutColumn } from './output';
import { defaultSheetRemoval } from '../layout';
import { utcChange } from '../timeZone';

/** The MOCHALUNT tabs a first Set up creates that the other formats do not use. */
const MOCHALUNT_ONLY_TABS = ['Teams', 'Players', 'Games', 'Line-ups', 'Individual'];

/** What a format's Set up and Check line-ups need to know of it (its folder says). */
export interface FormatTabs {
  /** the Settings rows its Set up appends when missing */
  readonly settingRows: readonly SettingDef<unknown>[];
  /** the keys it declares in its own folder (read with the shared ones) */
  readonly own?: SettingDefs;
  /** its Entrants tab for these settings */
  readonly entrants: (s: FormatSettings) => EntrantsSpec;
  /** why these settings cannot be set up (e.g. teams at multi-player tables), or null */
  readonly refuse?: (s: FormatSettings) => { readonly message: string; readonly fix: string } | null;
  /** the columns of its Standings tab */
  readonly standings: readonly OutColumn[];
  /** the event in a few words, e.g. "swiss event (individual)" */
  readonly event: (s: FormatSettings) => string;
  /** Check line-ups: what the field listed will play (L1 format and rounds, K1 tables, ...) */
  readonly field: (
    entrants: readonly EntrantRow[],
    s: FormatSettings,
  ) => { readonly lines: readonly string[]; readonly warnings: readonly string[] };
}

/**
 * The block appending Settings rows (key, value, description) under the tab's last used row, or null when the
 * tab is missing, cannot be read, or there is nothing to add.
 */
export function appendedSettings(book: Workbook, rows: readonly Cell[][]): WriteBlock | null {
  const { table } = readTable(book, SETTINGS_TABLE);
  if (!table || rows.length === 0 || table.col.key === undefined || table.col.value === undefined) return null;
  let last = 0;
  table.grid.forEach((r, i) => {
    if (r.some((v) => String(v).trim() !== '')) last = i;
  });
  const values: Cell[][] = rows.map((r) => {
    const row: Cell[] = new Array<Cell>(table.width).fill('');
    row[table.col.key as number] = r[0];
    row[table.col.value as number] = r[1];
    if (table.col.description !== undefined) row[table.col.description] = r[2];
    return row;
  });
  return { tab: SETTINGS_TABLE.tab, row: last + 2, col: 1, values, numberFormat: '@' };
}

/**
 * The shared rows (the format chosen, the event's name) a Settings tab with the keys `present` lacks, when the
 * tab names no format and the organizer answered Set up's question (ActionInput.format); else none.
 */
function chosenFormatRows(book: Workbook, input: ActionInput, present: readonly string[]): Cell[][] {
  if (input.format === undefined || typedFormat(book) !== null) return [];
  const have = new Set(present.map(headerKey));
  return sharedSettingsRows(input.format).filter((r) => !have.has(headerKey(String(r[0]))));
}

/** Set up tournament for a format: its settings rows, Entrants and Standings tabs (and Settings, when missing). */
export const setUpFormat =
  (f: FormatTabs): Planner =>
  (book, input) => {
    const base = emptyPlan('setUp', 'Set up tournament');
    const newTabs: TabSpec[] = [];
    const blocks: WriteBlock[] = [];
    const notes: string[] = [];
    const warnings: string[] = [];
    // a new spreadsheet, whose format the organizer chose at Set up's question: its Settings tab is created
    const fresh = input.format !== undefined && book.read(SETTINGS_TABLE.tab) === null;
    const s = fresh
      ? { settings: { ...DEFAULT_FORMAT_SETTINGS, format: input.format ?? '' }, problems: [], keys: [] }
      : readFormatSettings(book, f.own);
    if (s.problems.length) return { ...base, problems: s.problems, summary: describeProblems(s.problems) };
    const settings = s.settings;
    const refused = f.refuse?.(settings);
    if (refused) {
      const ps: SheetProblem[] = [{ tab: SETTINGS_TABLE.tab, ...refused }];
      return { ...base, problems: ps, summary: describeProblems(ps) };
    }
    // the shared rows and this format's own: the whole tab on a new spreadsheet, else what the tab lacks
    const add = [...chosenFormatRows(book, input, s.keys), ...formatSettingsRows(s.keys, f.settingRows)];
    if (fresh) newTabs.push(tabSpec(SETTINGS_TABLE, add));
    else {
      const block = appendedSettings(book, add);
      if (block) {
        blocks.push(block);
        notes.push(`Added settings: ${add.map((r) => r[0]).join(', ')}.`);
      }
    }
    const names = book.tabNames();
    const def = entrantsTable(f.entrants(settings));
    if (!names.includes(ENTRANTS_TAB)) newTabs.push(tabSpec(def));
    else {
      // columns the format needs that the tab lacks (e.g. the boards after "entrants" became team): added at the right
      const read = readTable(book, def);
      const missing = def.columns.filter((c) => c.required && read.table && read.table.col[c.key] === undefined);
      if (read.table && missing.length) {
        const used = Math.max(0, ...read.table.grid[0].map((h, i) => (String(h).trim() !== '' ? i + 1 : 0)));
        blocks.push({
          tab: ENTRANTS_TAB,
          row: 1,
          col: used + 1,
          values: [missing.map((c) => c.header)],
          fontWeights: 'bold',
        });
        notes.push(`Added the columns ${missing.map((c) => c.header).join(', ')} to the Entrants tab.`);
      }
    }
    if (!names.includes(STANDINGS_TAB)) {
      const t = wholeTab(book, STANDINGS_TAB, f.standings, []);
      if (t.newTab) newTabs.push(t.newTab);
    } else {
      notes.push("The Standings tab is rewritten with this format's columns by Update standings.");
    }
    const unused = MOCHALUNT_ONLY_TABS.filter((t) => names.includes(t));
    if (unused.length)
      warnings.push(
        `The ${settings.format} format does not use the MOCHALUNT tabs ${unused.join(', ')}: they may be deleted.`,
      );
    const summary = [
      `Set up a ${f.event(settings)}.`,
      newTabs.length ? `Created tabs: ${newTabs.map((t) => t.name).join(', ')}.` : 'Every tab is already there.',
      ...notes,
    ].join('\n');
    const utc = utcChange(book);
    if (utc) warnings.push(utc.warning);
    const plan: Plan = {
      ...base,
      newTabs,
      blocks,
      summary,
      warnings,
      layout: defaultSheetRemoval(book),
      ...(utc ? { timeZone: utc.timeZone } : {}),
    };
    return plan;
  };

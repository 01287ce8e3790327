// Set up for the formats other than MOCHALUNT (run after the organizer typed the format in the "format" row of
// the Settings tab): appends the format's settings rows that are missing, creates the Entrants tab (team events
// with the four board columns, L5) and the Standings tab. Never changes a cell that holds data. Round tabs are
// created by Pair next round. MOCHALUNT tabs left by a first Set up are listed as unused. What varies, the format
// says in its folder (FormatTabs).
import type { Cell } from '../workbook';
import type { Plan, SheetProblem, TabSpec, WriteBlock } from '../plan';
import { emptyPlan, describeProblems } from '../plan';
import type { Planner } from './planner';
import { readTable, tabSpec } from '../tabs/table';
import { SETTINGS_TABLE, type SettingDef, type SettingDefs } from '../tabs/settings';
import { formatSettingsRows, readFormatSettings, type FormatSettings } from './settings';
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

/** Set up tournament for a format: its settings rows, Entrants and Standings tabs. */
export const setUpFormat =
  (f: FormatTabs): Planner =>
  (book) => {
    const base = emptyPlan('setUp', 'Set up tournament');
    const s = readFormatSettings(book, f.own);
    if (s.problems.length) return { ...base, problems: s.problems, summary: describeProblems(s.problems) };
    const settings = s.settings;
    const refused = f.refuse?.(settings);
    if (refused) {
      const ps: SheetProblem[] = [{ tab: SETTINGS_TABLE.tab, ...refused }];
      return { ...base, problems: ps, summary: describeProblems(ps) };
    }
    const newTabs: TabSpec[] = [];
    const blocks: WriteBlock[] = [];
    const notes: string[] = [];
    const warnings: string[] = [];
    // settings rows of this folder that are missing, under the last used row
    const { table } = readTable(book, SETTINGS_TABLE);
    const add = formatSettingsRows(s.keys, f.settingRows);
    if (table && add.length) {
      let last = 0;
      table.grid.forEach((r, i) => {
        if (r.some((v) => String(v).trim() !== '')) last = i;
      });
      const width = table.width;
      const values: Cell[][] = add.map((r) => {
        const row: Cell[] = new Array<Cell>(width).fill('');
        row[table.col.key as number] = r[0];
        row[table.col.value as number] = r[1];
        if (table.col.description !== undefined) row[table.col.description] = r[2];
        return row;
      });
      blocks.push({ tab: SETTINGS_TABLE.tab, row: last + 2, col: 1, values, numberFormat: '@' });
      notes.push(`Added settings: ${add.map((r) => r[0]).join(', ')}.`);
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

// Set up for the other formats (run after the organizer typed swiss, league or multiplayer in the "format"
// row of the Settings tab): appends the format's settings rows that are missing, creates the Entrants tab
// (team events with the four board columns, L5) and the Standings tab. Never changes a cell that holds data.
// Round tabs are created by Pair next round. MOCHALUNT tabs left by a first Set up are listed as unused.
import type { Cell } from '../workbook';
import type { Plan, SheetProblem, TabSpec, WriteBlock } from '../plan';
import { emptyPlan, describeProblems } from '../plan';
import type { Planner } from './planner';
import { readTable, tabSpec } from '../tabs/table';
import { SETTINGS_TABLE } from '../tabs/settings';
import { formatSettingsRows, readFormatSettings, FORMAT_DEFS } from './settings';
import { ENTRANTS_TAB, entrantsTable } from './entrants';
import { STANDINGS_TAB, TWO_PLAYER_STANDINGS } from './twoPlayer/standingsTwoPlayer';
import { MULTIPLAYER_STANDINGS } from './multiplayer/standingsMultiplayer';
import { wholeTab } from './output';
import { defaultSheetRemoval } from '../layout';
import { utcChange } from '../timeZone';

/** The MOCHALUNT tabs a first Set up creates that the other formats do not use. */
const MOCHALUNT_ONLY_TABS = ['Teams', 'Players', 'Games', 'Line-ups', 'Individual'];

export const setUpFormat: Planner = (book) => {
  const base = emptyPlan('setUp', 'Set up tournament');
  const s = readFormatSettings(book);
  if (s.problems.length) return { ...base, problems: s.problems, summary: describeProblems(s.problems) };
  const settings = s.settings;
  if (settings.format === 'multiplayer' && settings.entrants === 'team') {
    const ps: SheetProblem[] = [
      {
        tab: SETTINGS_TABLE.tab,
        message: 'multi-player tables (K1) seat individual players, not teams',
        fix: `type individual in the "${FORMAT_DEFS.entrants.key}" row, or choose the swiss or league format`,
      },
    ];
    return { ...base, problems: ps, summary: describeProblems(ps) };
  }
  const newTabs: TabSpec[] = [];
  const blocks: WriteBlock[] = [];
  const notes: string[] = [];
  const warnings: string[] = [];
  // settings rows of this folder that are missing, under the last used row
  const { table } = readTable(book, SETTINGS_TABLE);
  const add = formatSettingsRows(s.keys);
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
  const def = entrantsTable(settings);
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
  if (!names.includes('Standings')) {
    const t = wholeTab(
      book,
      STANDINGS_TAB,
      settings.format === 'multiplayer' ? MULTIPLAYER_STANDINGS : TWO_PLAYER_STANDINGS,
      [],
    );
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
    `Set up a ${settings.format} event${settings.format === 'multiplayer' ? '' : ` (${settings.entrants})`}.`,
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

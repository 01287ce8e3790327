// The Settings of the formats other than MOCHALUNT: the Mind Lab Swiss and league (L1-L6), the MSO
// multi-player tables (K1-K7) and the MSO tie-breaks (T1-T5) have their keys defined and parsed with
// MOCHALUNT's in src/sheets/tabs/settings.ts (one reader for the whole tab); a format may declare more keys in
// its own folder (FormatEntry.settings), read with these by readFormatSettings(book, own). This file gives the
// formats their view of the tab.
import type { Workbook } from '../workbook';
import type { SheetProblem } from '../plan';
import { dataRows, headerKey, readTable, text } from '../tabs/table';
import {
  SETTINGS_TABLE,
  FORMAT_DEFS,
  DEFAULT_SETTINGS,
  readSettings,
  type SettingDef,
  type SettingDefs,
  type SettingValues,
  type SheetSettings,
} from '../tabs/settings';

export { FORMAT_DEFS, formatSettingsRows, formatSettingsDoc } from '../tabs/settings';

export const FORMAT_KEY = 'format';

type FormatKey = keyof typeof FORMAT_DEFS | 'format' | 'eventName';
export type FormatSettings = Pick<SheetSettings, FormatKey>;

function project(all: SheetSettings): FormatSettings {
  const { format, eventName, entrants, rounds, tieBreaks, playoff, teamWins, carrotCap, lettuceCarrots } = all;
  return { format, eventName, entrants, rounds, tieBreaks, playoff, teamWins, carrotCap, lettuceCarrots };
}

export const DEFAULT_FORMAT_SETTINGS: FormatSettings = project(DEFAULT_SETTINGS);

/**
 * The raw format typed on the Settings tab: null when there is no Settings tab (or it cannot be read), or
 * no "format" row; otherwise the value as typed (blank means mochalunt, the default).
 */
export function typedFormat(book: Workbook): { value: string; row: number } | null {
  if (book.read(SETTINGS_TABLE.tab) === null) return null;
  const { table } = readTable(book, SETTINGS_TABLE);
  if (!table || table.col.key === undefined || table.col.value === undefined) return null;
  for (const i of dataRows(table)) {
    if (headerKey(text(table, i, 'key')) === headerKey(FORMAT_KEY)) return { value: text(table, i, 'value'), row: i };
  }
  return null;
}

/**
 * Reads the Settings tab (every key, one reader; with the keys `own` the format declares in its folder, their
 * values in `own`) with the keys present, for Set up to append what is missing.
 */
export function readFormatSettings<D extends SettingDefs = Record<never, SettingDef<unknown>>>(
  book: Workbook,
  ownDefs?: D,
): {
  settings: FormatSettings;
  own: SettingValues<D>;
  problems: SheetProblem[];
  keys: string[];
} {
  const { settings, own, problems } = readSettings(book, ownDefs);
  const { table } = readTable(book, SETTINGS_TABLE);
  const keys = table
    ? dataRows(table)
        .map((i) => text(table, i, 'key'))
        .filter((k) => k !== '')
    : [];
  return { settings: project(settings), own, problems, keys };
}

// The Settings of the other formats: Mind Lab Swiss and league (L1-L6), MSO multi-player tables
// (K1-K7) and the MSO tie-breaks (T1-T5). Their keys are defined and parsed with MOCHALUNT's in
// src/sheets/tabs/settings.ts (one reader for the whole tab); this file gives the formats their view of it.
import type { Workbook } from '../workbook';
import type { SheetProblem } from '../plan';
import { dataRows, headerKey, readTable, text } from '../tabs/table';
import {
  SETTINGS_TABLE,
  FORMATS,
  FORMAT_DEFS,
  DEFAULT_SETTINGS,
  readSettings,
  type SheetSettings,
} from '../tabs/settings';

export { FORMAT_DEFS, formatSettingsRows, formatSettingsDoc } from '../tabs/settings';

/** Every format the Settings tab's "format" key accepts. */
export const ALL_FORMATS = FORMATS;

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

/** Reads the Settings tab (every key, one reader) with the keys present, for Set up to append what is missing. */
export function readFormatSettings(book: Workbook): {
  settings: FormatSettings;
  problems: SheetProblem[];
  keys: string[];
} {
  const { settings, problems } = readSettings(book);
  const { table } = readTable(book, SETTINGS_TABLE);
  const keys = table
    ? dataRows(table)
        .map((i) => text(table, i, 'key'))
        .filter((k) => k !== '')
    : [];
  return { settings: project(settings), problems, keys };
}

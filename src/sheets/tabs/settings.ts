// The Settings tab: key | value | description. Every engine setting with its default; unknown keys and bad
// values are problems. Every format's tab starts with the shared keys (SHARED_DEFS: format, event name); the
// Set up of a format writes only its own keys after them: MOCHALUNT's (DEFS, its keys in src/sheets/formats/mochalunt/settings.ts), or those of FORMAT_DEFS its
// folder lists (L1-L6, K1-K7, T1-T5: FormatTabs.settingRows); one reader parses them all,
// and with them the keys a format declares in its own folder (`own`: FormatEntry.settings). The "format" key
// is read as typed (lower case): the registry of formats (src/sheets/formats/registry.ts) knows the names.
import type { Cell, Workbook } from '../workbook';
import { isDate } from '../workbook';

import type { SheetProblem } from '../plan';
import type { TableDef } from './table';
import { cellProblem, dataRows, headerKey, readTable, text } from './table';
import { a1 } from '../plan';
import { closestName } from '../../engine/mochalunt/lineup/names';
import { MOCHALUNT_KEYS } from '../formats/mochalunt/settings';
import {
  anyText,
  oneOf,
  optionalTime,
  optionalWhole,
  whole,
  type Parsed,
  type SettingDef,
  type SettingDefs,
} from './settingParsers';

export { number, type Parsed, type SettingDef, type SettingDefs } from './settingParsers';

export const SETTINGS_TAB = 'Settings';

export const SETTINGS_TABLE: TableDef = {
  tab: SETTINGS_TAB,
  columns: [
    { key: 'key', header: 'key', required: true, width: 220, note: 'the setting (do not rename)' },
    { key: 'value', header: 'value', required: true, numberFormat: '@', width: 160, note: 'blank = the default' },
    { key: 'description', header: 'description', required: false, width: 520 },
  ],
};

/** The format as typed, in lower case; whether a format of that name exists is the registry's to say. */
const formatName = (s: string): Parsed<string> => ({ ok: true, value: s.trim().toLowerCase() });

/** The keys of every format, first in every Settings tab. */
const SHARED_DEFS = {
  format: {
    key: 'format',
    defaultText: 'mochalunt',
    description:
      'the tournament format, chosen at the first Set up tournament, whose question lists them all (a name not known is refused with the list); mochalunt, the default: McMahon phase 1, knock-out + McMahon phase 2',
    parse: formatName,
  },
  eventName: {
    key: 'event name',
    defaultText: 'MOCHALUNT',
    description: "the event's name, shown in titles",
    parse: anyText,
  },
} as const;

/** MOCHALUNT's keys (M2-M21, its folder's settings.ts), after the shared ones. The order is the tab's order. */
const DEFS = { ...SHARED_DEFS, ...MOCHALUNT_KEYS } as const;

/** The other formats' keys (L, K, T rules), appended to the Settings tab by their Set up. */
export const FORMAT_DEFS = {
  entrants: {
    key: 'entrants',
    defaultText: 'individual',
    description:
      'swiss, league: individual players or teams of four on fixed boards (L5: Abalone, Checkers, Quoridor, Octi); multiplayer: individual only',
    parse: oneOf(['individual', 'team'] as const),
  },
  rounds: {
    key: 'rounds',
    defaultText: '',
    description:
      'published rounds; blank = the rulebook: 5 in a Swiss (L1), every entrant once in a league (L3), 4 sessions in multiplayer',
    parse: optionalWhole(1, 50),
  },
  tieBreaks: {
    key: 'tie-breaks',
    defaultText: 'mindlab',
    description:
      'swiss, league: mindlab (L6: result between the tied, wins, Buchholz; a league tie is flagged for a rematch) or mso (T1, T2: Buchholz cut-2, Buchholz, progressive); multiplayer always uses K5 carrots then T3',
    parse: oneOf(['mindlab', 'mso'] as const),
  },
  playoff: {
    key: 'perfect-score play-off',
    defaultText: 'auto',
    description:
      'T5: two or more perfect scores after the published rounds play further rounds among themselves (yes/no; auto = yes with mso tie-breaks and in multiplayer)',
    parse: oneOf(['auto', 'yes', 'no'] as const),
  },
  teamWins: {
    key: 'team wins',
    defaultText: 'matches',
    description: 'L6 b in a team event: count team matches won (matches) or boards won (games)',
    parse: oneOf(['matches', 'games'] as const),
  },
  carrotCap: {
    key: 'carrot cap',
    defaultText: '40',
    description: 'K5: unspent carrots counted at most this many',
    parse: whole(0, 1000),
  },
  lettuceCarrots: {
    key: 'carrots per lettuce',
    defaultText: '10',
    description: 'K5: each lettuce left counts as this many carrots',
    parse: whole(0, 1000),
  },
} as const;

type Defs = typeof DEFS & typeof FORMAT_DEFS;
const ALL_DEFS: { readonly [K in keyof Defs]: Defs[K] } = { ...DEFS, ...FORMAT_DEFS };
export type SheetSettings = {
  readonly [K in keyof Defs]: Defs[K]['parse'] extends (s: string) => Parsed<infer T> ? T : never;
};

/** MOCHALUNT's rows (what its Set up writes, the shared ones first). */
const ALL: readonly SettingDef<unknown>[] = Object.values(DEFS);
export const MOCHALUNT_SETTINGS = ALL;
/** The other formats' rows. */
const FORMAT_ROWS: readonly SettingDef<unknown>[] = Object.values(FORMAT_DEFS);

/** The values of such keys, typed by their parsers. */
export type SettingValues<D extends SettingDefs> = {
  readonly [K in keyof D]: D[K]['parse'] extends (s: string) => Parsed<infer T> ? T : never;
};

const defaultsOf = (defs: SettingDefs): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(defs).map(([name, d]) => {
      const p = d.parse(d.defaultText);
      return [name, p.ok ? p.value : null];
    }),
  );

export const DEFAULT_SETTINGS = defaultsOf(ALL_DEFS) as SheetSettings;

/** The rows MOCHALUNT's Set up writes under the header: key, default, description. */
export function settingsRows(): Cell[][] {
  return ALL.map((d) => [d.key, d.defaultText, d.description]);
}

/**
 * The rows every format's Settings tab starts with: the format chosen (as typed) and the event's name (the
 * default's, MOCHALUNT, for that format alone; another's titles say its format until the organizer names it).
 */
export function sharedSettingsRows(format: string): Cell[][] {
  const { format: f, eventName } = SHARED_DEFS;
  const name =
    format === '' || format === f.defaultText
      ? eventName.defaultText
      : `${format[0].toUpperCase()}${format.slice(1)} tournament`;
  return [
    [f.key, format, f.description],
    [eventName.key, name, eventName.description],
  ];
}

/**
 * A date Sheets made of a time typed in a Settings value cell that is not plain text (a pasted row brings its
 * format). Sheets reads a typed date in the spreadsheet's time zone (https://support.google.com/docs/answer/58515,
 * https://developers.google.com/apps-script/reference/spreadsheet/spreadsheet#getSpreadsheetTimeZone()), so the
 * time typed is the date's wall clock in that zone: in UTC (Set up makes the zone UTC) its ISO text, in another zone
 * the workbook's `wallClock` (Utilities.formatDate in the zone). The key says UTC: that text is read as UTC, exactly
 * as if the cell were plain text. Null when the zone is not UTC and the workbook cannot say the wall clock.
 */
function typedTime(d: Date, timeZone: string, wallClock?: (d: Date) => string): string | null {
  const text = /^(etc\/)?(utc|gmt)$/i.test(timeZone)
    ? d.toISOString().slice(0, 19).replace('T', ' ')
    : wallClock
      ? wallClock(d)
      : null;
  if (text === null || !/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(text)) return null;
  return text.endsWith(':00') ? text.slice(0, 16) : text;
}

/**
 * Reads the Settings tab: every key of DEFS and FORMAT_DEFS, and the keys `own` a format declares in its folder
 * (their values in `own`); a missing tab gives the defaults with a problem (Set up creates it).
 */
export function readSettings<D extends SettingDefs = Record<never, SettingDef<unknown>>>(
  book: Workbook,
  ownDefs?: D,
): { settings: SheetSettings; own: SettingValues<D>; problems: SheetProblem[] } {
  const mine: SettingDefs = ownDefs ?? {};
  const own = defaultsOf(mine);
  const { table, problems } = readTable(book, SETTINGS_TABLE);
  if (!table) return { settings: DEFAULT_SETTINGS, own: own as SettingValues<D>, problems };
  const out: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  const seen = new Map<string, number>();
  // each key read by its name: the shared ones, then the format's own (a name of theirs never shadows a shared one)
  const known: { name: string; def: SettingDef<unknown>; into: Record<string, unknown> }[] = [
    ...Object.entries(ALL_DEFS).map(([name, def]) => ({ name, def, into: out })),
    ...Object.entries(mine).map(([name, def]) => ({ name: `own:${name}`, def, into: own })),
  ];
  const every = known.map((k) => k.def.key);
  // a key is found by its header key (case, spaces and punctuation aside); the first definition of a key wins
  const byKey = new Map<string, (typeof known)[number]>();
  for (const k of known) {
    const h = headerKey(k.def.key);
    if (!byKey.has(h)) byKey.set(h, k);
  }
  for (const i of dataRows(table)) {
    const key = text(table, i, 'key');
    const value = text(table, i, 'value');
    if (key === '') {
      problems.push(
        cellProblem(
          table,
          i,
          'key',
          `the value "${value}" has no key`,
          "type the setting's key in this row, or clear the row",
        ),
      );
      continue;
    }
    const found = byKey.get(headerKey(key));
    if (found === undefined) {
      const close = closestName(key, every);
      problems.push(
        cellProblem(
          table,
          i,
          'key',
          `"${key}" is not a setting`,
          close !== undefined
            ? `did you mean "${close}"? type it exactly, or clear the row`
            : `clear the row; the settings are: ${every.join(', ')}`,
        ),
      );
      continue;
    }
    const { name, def } = found;
    const before = seen.get(name);
    if (before !== undefined) {
      problems.push(
        cellProblem(
          table,
          i,
          'key',
          `"${key}" is set twice (also in row ${before + 1})`,
          'keep one row for each setting',
        ),
      );
      continue;
    }
    seen.set(name, i);
    let typed = value;
    const raw =
      def.parse === optionalTime && table.col.value !== undefined
        ? book.read(SETTINGS_TABLE.tab)?.[i]?.[table.col.value]
        : undefined;
    const zone = isDate(raw) && !isNaN(raw.getTime()) ? (book.timeZone?.() ?? 'Etc/UTC') : '';
    const time =
      isDate(raw) && zone ? typedTime(raw, zone, book.wallClock ? (d) => book.wallClock!(d) : undefined) : null;
    if (isDate(raw) && zone) {
      // a time Sheets turned into a date: read as typed (UTC zone), or refused naming the zone, in place of the
      // reading's refusal of any date in a text column
      const cell = a1(i + 1, table.col.value! + 1);
      problems.splice(0, problems.length, ...problems.filter((x) => x.cell !== cell));
      if (time === null) {
        problems.push(
          cellProblem(
            table,
            i,
            'value',
            `${def.key}: Sheets read what was typed as a date in the spreadsheet's time zone, ${zone} (${raw.toISOString().slice(0, 16).replace('T', ' ')} UTC), not in UTC`,
            "format the cell as plain text (Format > Number > Plain text) and type the time in UTC again, e.g. 2024-01-15 18:00; or run Set up, which makes the spreadsheet's time zone UTC",
          ),
        );
        continue;
      }
      typed = time;
    }
    const p = def.parse(typed === '' ? def.defaultText : typed);
    if (!p.ok) problems.push(cellProblem(table, i, 'value', `${def.key}: ${p.message}`, p.fix));
    else found.into[name.replace(/^own:/, '')] = p.value;
  }
  return { settings: out as SheetSettings, own: own as SettingValues<D>, problems };
}

/** The Settings rows of a format that a tab with these keys lacks: key, default, description. */
export function formatSettingsRows(present: readonly string[], rows: readonly SettingDef<unknown>[]): Cell[][] {
  const have = new Set(present.map(headerKey));
  return rows.filter((d) => !have.has(headerKey(d.key))).map((d) => [d.key, d.defaultText, d.description]);
}

/** The other formats' keys for the docs: key, default, description. */
export function formatSettingsDoc(): { key: string; defaultText: string; description: string }[] {
  return FORMAT_ROWS.map((d) => ({ key: d.key, defaultText: d.defaultText, description: d.description }));
}

// The random-season driver: one workbook played through the add-on bundle (build/Code.js) in gas-local, as
// organizers and captains would, with a workbook dump to compare states (undo, refused actions, repeated
// clicks). Everything is drawn from one seeded stream, so a season replays from its seed alone.
import fc from 'fast-check';
import { openWorkbook, type LocalWorkbook } from '../../local/runner';
import { Desk, type Value } from '../../local/demo/desk';
import { createRng, type Rng } from '../../src/engine/core/rng';
import { requireBundle } from '../addon/support';
import type { Outcome } from '../../src/sheets/outcome';
import { jsString } from '../../local/gas/jsString';

/** The hidden undo store changes with every undoable action; everything else must be restored exactly. */
const UNDO_STORE = /^_undo/;

export class Season {
  readonly rng: Rng;
  readonly log: string[] = [];

  private constructor(
    readonly book: LocalWorkbook,
    readonly desk: Desk,
    readonly seed: string,
  ) {
    this.rng = createRng(seed);
  }

  static async open(seed: string): Promise<Season> {
    requireBundle();
    const book = await openWorkbook();
    // the draw seed Set up would draw at random (src/addon/drawSeed.ts): from the season's seed, so it replays
    book.documentProperties.set('mochalunt.drawSeed', `draws of ${seed}`);
    return new Season(book, Desk.open(book), seed);
  }

  /** Clicks a menu item; returns its summary. */
  click(handler: string): string {
    const out = this.desk.click(handler);
    this.log.push(`${handler}: ${out.split('\n')[0]}`);
    return out;
  }

  /** How the last click ended (status, round, problems: src/sheets/outcome.ts), as the bundle recorded it. */
  outcome(): Outcome | null {
    return this.desk.lastOutcome();
  }

  /** Clicks and expects the action to have done its work (its outcome: done; not refused, declined, nothing to do). */
  must(handler: string): string {
    const out = this.click(handler);
    const status = this.outcome()?.status;
    if (status !== 'done') throw new Error(`${handler} did not go through (${status ?? 'no outcome'}): ${out}`);
    return out;
  }

  /**
   * Clicks `handler` (it must go through); with `undo`, checks that Undo restores the workbook exactly and
   * that the same click again gives the same workbook. `what` names the step in a failure.
   */
  mustUndoable(handler: string, undo: boolean, what: string): string {
    const before = undo ? this.dump() : '';
    const out = this.must(handler);
    if (!undo) return out;
    const after = this.dump();
    this.must('menuUndo');
    if (this.dump() !== before) fail(this, `undo of ${what} did not restore the workbook`);
    this.must(handler);
    if (this.dump() !== after) fail(this, `${what} again after undo gave another workbook`);
    return out;
  }

  grid(tab: string): Value[][] {
    return this.desk.read(tab) ?? [];
  }

  tabs(): string[] {
    return this.book.sheets.map((s) => s.name);
  }

  /** A tab as records by header (rows below row 1, blank rows skipped), values as trimmed text. */
  records(tab: string): Record<string, string>[] {
    const [head, ...rows] = this.grid(tab).map((r) =>
      r.map((v) => (v instanceof Date ? v.toISOString() : String(v ?? '')).trim()),
    );
    if (!head) return [];
    return rows
      .filter((r) => r.some((v) => v !== ''))
      .map((r) => Object.fromEntries(head.map((h, i) => [h, r[i] ?? ''])));
  }

  /** 1-based column of a header. */
  column(tab: string, header: string): number {
    return this.desk.column(tab, header);
  }

  /** Types a value into data row i (0-based; sheet row i + 2) under a header, as a script paste would. */
  set(tab: string, i: number, header: string, value: Value): void {
    this.desk.type(tab, i + 2, this.column(tab, header), [[value]]);
  }

  /** Appends rows below the last filled row of a tab. */
  append(tab: string, rows: Value[][]): void {
    this.desk.type(tab, this.grid(tab).length + 1, 1, rows);
  }

  setting(key: string, value: string): void {
    const i = this.grid('Settings').findIndex((r) => String(r[0]).trim().toLowerCase() === key.toLowerCase());
    if (i < 0) throw new Error(`no setting "${key}"`);
    this.desk.type('Settings', i + 1, 2, [[value]]);
  }

  /**
   * Everything a person can see or that the add-on keeps in the file, tab by tab in tab order: values,
   * formulas, notes, formats, validations, frozen panes, widths, bandings, hidden state, protections
   * (with their editors). The undo store is left out; sheet ids are replaced by names.
   */
  dump(): string {
    const names = new Map(this.book.sheets.map((s) => [s.id, s.name]));
    const sheets = this.book.sheets
      .filter((s) => !UNDO_STORE.test(s.name))
      .map((s) => ({
        name: s.name,
        hidden: s.hidden,
        frozen: [s.frozenRows, s.frozenColumns],
        size: [s.maxRows, s.maxColumns],
        widths: [...s.columnWidths.entries()].sort((a, b) => a[0] - b[0]),
        bandings: s.bandings,
        cells: cellsOf(s.grid),
      }));
    const protections = this.book.protections
      .map((p) => ({ ...p, id: undefined, sheetId: undefined, sheet: names.get(p.sheetId) }))
      .filter((p) => !UNDO_STORE.test(p.sheet ?? ''));
    return JSON.stringify({ sheets, protections }, (_k, v: unknown) =>
      v instanceof Date ? `date:${v.toISOString()}` : v,
    );
  }
}

const validationText = new WeakMap<object, string>();

/** One cell as text: value, formula, formats, note, validation (a missing cell and an empty one read alike). */
function cellText(c: Record<string, unknown> | undefined): string {
  if (!c) return '';
  let t = '';
  const v = c.v;
  if (v !== '' && v !== null && v !== undefined)
    t += v instanceof Date ? `d${v.toISOString()}` : `${typeof v}${jsString(v)}`;
  if (c.f) t += `\u0001f${jsString(c.f)}`;
  if (c.numberFormat) t += `\u0001n${jsString(c.numberFormat)}`;
  if (c.background) t += `\u0001b${jsString(c.background)}`;
  if (c.fontWeight) t += `\u0001w${jsString(c.fontWeight)}`;
  if (c.fontColor) t += `\u0001c${jsString(c.fontColor)}`;
  if (c.horizontalAlignment) t += `\u0001h${jsString(c.horizontalAlignment)}`;
  if (c.wrap !== undefined) t += `\u0001r${jsString(c.wrap)}`;
  if (c.note) t += `\u0001t${jsString(c.note)}`;
  if (c.validation && typeof c.validation === 'object') {
    const o = c.validation;
    let val = validationText.get(o);
    if (val === undefined) {
      val = JSON.stringify(o);
      validationText.set(o, val);
    }
    t += `\u0001x${val}`;
  }
  return t;
}

type CellRecord = Record<string, unknown> | undefined;
const FIELDS = [
  'v',
  'f',
  'numberFormat',
  'background',
  'fontWeight',
  'fontColor',
  'horizontalAlignment',
  'wrap',
  'note',
] as const;

/** Two cells alike (a missing cell and an empty one read alike; validations compared by content). */
function sameCell(a: CellRecord, b: CellRecord): boolean {
  if (a === b) return true;
  if (!a || !b) return cellText(a) === cellText(b);
  for (const k of FIELDS) {
    const x = a[k];
    const y = b[k];
    if (x !== y && !(x instanceof Date && y instanceof Date && x.getTime() === y.getTime())) return false;
  }
  return sameValidation(a.validation as Validation | undefined, b.validation as Validation | undefined);
}

interface Validation {
  criteria: string;
  values: unknown[];
  allowInvalid: boolean;
  helpText: string;
}

function sameValidation(a: Validation | undefined, b: Validation | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.criteria !== b.criteria || a.allowInvalid !== b.allowInvalid || a.helpText !== b.helpText)
    return false;
  if (a.values === b.values) return true;
  if (a.values.length !== b.values.length) return false;
  for (let i = 0; i < a.values.length; i++) {
    const x = a.values[i];
    const y = b.values[i];
    if (x !== y && JSON.stringify(x) !== JSON.stringify(y)) return false;
  }
  return true;
}

function sameRow(a: readonly CellRecord[], b: readonly CellRecord[]): boolean {
  const n = Math.max(a.length, b.length);
  for (let k = 0; k < n; k++) if (!sameCell(a[k], b[k])) return false;
  return true;
}

/** The rows of a sheet as text, runs of alike rows written once with their count (formats fill whole columns). */
function cellsOf(grid: readonly (readonly (object | undefined)[] | undefined)[]): string[] {
  const out: string[] = [];
  const EMPTY: CellRecord[] = [];
  let last: readonly CellRecord[] | null = null;
  let run = 0;
  const flush = () => {
    if (!last || run === 0) return;
    const texts = last.map((c) => cellText(c));
    let end = texts.length;
    while (end > 0 && texts[end - 1] === '') end--;
    out.push(`${run}x ${texts.slice(0, end).join('\u0002')}`);
  };
  // below the last value, formats fill whole columns alike: the rows up to two past the last value are
  // compared, the rest by their count and first row (values, notes and formats the add-on writes sit above)
  let lastValue = grid.length - 1;
  const hasValue = (row: readonly CellRecord[] | undefined) =>
    !!row && row.some((c) => !!c && ((c.v !== '' && c.v !== null && c.v !== undefined) || !!c.note || !!c.f));
  while (lastValue >= 0 && !hasValue(grid[lastValue] as readonly CellRecord[] | undefined)) lastValue--;
  // rows that hold nothing at all (no value, no format) read as missing rows, as in Google (a restored empty
  // cell and a cell never written are alike)
  let length = grid.length;
  while (length > 0 && ((grid[length - 1] ?? EMPTY) as readonly CellRecord[]).every((c) => cellText(c) === ''))
    length--;
  const until = Math.min(length, lastValue + 3);
  for (let r = 0; r < until; r++) {
    const row = (grid[r] ?? EMPTY) as readonly CellRecord[];
    if (last && sameRow(last, row)) {
      run++;
      continue;
    }
    flush();
    last = row;
    run = 1;
  }
  flush();
  if (length > until)
    out.push(
      `rows ${until + 1}-${length}: ${((grid[until] ?? EMPTY) as readonly CellRecord[]).map((c) => cellText(c)).join('\u0002')}`,
    );
  return out;
}

/** Stops the season with what broke and its last clicks. */
export function fail(season: Season, what: string): never {
  throw new Error(`${what}\nlast clicks:\n${season.log.slice(-6).join('\n')}`);
}

/** The replay seed: `MOCHALUNT_SEED=<n>` runs that season alone. */
function replaySeed(): number | null {
  const s = process.env.MOCHALUNT_SEED;
  return s !== undefined && s !== '' && Number.isInteger(Number(s)) ? Number(s) : null;
}

/** Runs every season; on failure, names the seed and the command that replays it, with the season's last clicks. */
async function everySeason(
  label: string,
  list: number[],
  play: (seed: number) => Promise<Season>,
): Promise<{ seasons: number; steps: number }> {
  let steps = 0;
  for (const seed of list) {
    let season: Season | null = null;
    try {
      season = await play(seed);
      steps += season.log.length;
    } catch (e) {
      const msg = e instanceof Error ? e.message : String(e);
      throw new Error(`${label}: season ${seed} failed (replay: MOCHALUNT_SEED=${seed} npx jest test/seasons): ${msg}`);
    }
  }
  return { seasons: list.length, steps };
}

/**
 * One suite of random seasons: `count` seeds drawn by fast-check from a fixed seed (the same seasons in every
 * run), each played by `play`; the test's name gives the number of seasons, and the count of steps is checked.
 * `MOCHALUNT_SEED=<n>` plays that one season instead.
 */
export function seasonSuite(
  label: string,
  what: string,
  count: number,
  fcSeed: number,
  play: (seed: number) => Promise<Season>,
): void {
  const one = replaySeed();
  const n = one === null ? count : 1;
  test(`${label}: ${n} random season${n === 1 ? '' : 's'}, every step checked (${what})`, async () => {
    const list: number[] = [];
    if (one !== null) list.push(one);
    else
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 2 ** 30 }), (seed) => {
          list.push(seed);
        }),
        { numRuns: n, seed: fcSeed },
      );
    const { seasons, steps } = await everySeason(label, list, play);
    expect(seasons).toBe(n);
    expect(steps).toBeGreaterThanOrEqual(n * 8);
    // the steps of the whole suite, for the closing figures (printed once per suite)
    if (process.env.SEASONS_REPORT) console.log(`${label}: ${seasons} seasons, ${steps} steps`);
  }, 900_000);
}

// Test workbooks for the error catalogue: seasons of every format brought to a given point once, then copied
// for each catalogue row (a deep copy of the local model: cells, formats, notes, validations, protections,
// properties), so each row starts from the same workbook.
import { LocalWorkbook, SheetModel, type Cell, type ValidationRule } from '../../local/gas/workbook';
import { Desk, type Click } from '../../local/demo/desk';
import { demoField } from '../../local/demo/data';
import { categoryLines, typeField, typeLineups, typeResults } from '../../local/demo/season';
import { createRng } from '../../src/engine/core/rng';
import { requireBuild } from '../helpers/gas';

/** One cell copied; its validation copied once per workbook copy, so cells sharing a rule share its copy. */
function copyCell(c: Cell | undefined, rules: Map<ValidationRule, ValidationRule>): Cell | undefined {
  if (!c) return c;
  const out = { ...c } as Record<string, unknown>;
  // only the objects in it are looked at (reading each key of cells of many shapes is slower)
  for (const k in out) {
    const v = out[k];
    if (typeof v !== 'object' || v === null) continue;
    if (v instanceof Date) out[k] = new Date(v.getTime());
    else if (k === 'validation') {
      const from = v as ValidationRule;
      let rule = rules.get(from);
      if (!rule) {
        rule = { ...from, values: from.values.map((x) => (Array.isArray(x) ? x.slice() : x)) };
        rules.set(from, rule);
      }
      out[k] = rule;
    }
  }
  return out as unknown as Cell;
}

/** A deep copy of a local workbook (a new id, the same document). */
export function copyBook(book: LocalWorkbook): LocalWorkbook {
  const out = Object.assign(Object.create(LocalWorkbook.prototype) as LocalWorkbook, book);
  const mut = out as unknown as Record<string, unknown>;
  const rules = new Map<ValidationRule, ValidationRule>();
  mut.sheets = book.sheets.map((s) => {
    const m = Object.assign(Object.create(SheetModel.prototype) as SheetModel, s);
    m.grid = s.grid.map((r) => (r ? r.map((c) => copyCell(c, rules)) : r));
    m.columnWidths = new Map(s.columnWidths);
    m.bandings = s.bandings.map((b) => ({ ...b, area: { ...b.area } }));
    m.rowDepth = new Map(s.rowDepth);
    m.columnDepth = new Map(s.columnDepth);
    m.collapsed = new Set(s.collapsed);
    m.conditionalRules = JSON.parse(JSON.stringify(s.conditionalRules)) as SheetModel['conditionalRules'];
    m.charts = JSON.parse(JSON.stringify(s.charts)) as SheetModel['charts'];
    return m;
  });
  mut.documentProperties = new Map(book.documentProperties);
  mut.scriptProperties = new Map(book.scriptProperties);
  mut.userProperties = new Map([...book.userProperties].map(([k, v]) => [k, new Map(v)]));
  mut.protections = book.protections.map((p) => ({
    ...p,
    area: p.area ? { ...p.area } : undefined,
    editors: p.editors.slice(),
  }));
  // forms and triggers are the document's too (kept in its private file): a row's changes stay in its copy
  mut.forms = JSON.parse(JSON.stringify(book.forms));
  mut.triggers = book.triggers.map((t) => ({ ...t }));
  mut.locks = new Map();
  mut.sharing = JSON.parse(JSON.stringify(book.sharing));
  return out;
}

export type BaseName =
  | 'new'
  | 'mochalunt'
  | 'mochalunt-bye'
  | 'mochalunt-r1'
  | 'mochalunt-lineups'
  | 'mochalunt-boards'
  | 'mochalunt-results'
  | 'mochalunt-scored'
  | 'mochalunt-categories'
  | 'swiss'
  | 'swiss-r1'
  | 'swiss-results'
  | 'swiss-r2'
  | 'swiss-team'
  | 'league'
  | 'multiplayer'
  | 'multiplayer-r1'
  | 'multiplayer-results';

/** The MOCHALUNT field of every catalogue row: 6 teams, seed 11. */
export const FIELD = demoField(6, 11);

function setting(desk: Desk, key: string, value: string): void {
  const rows = desk.read('Settings') ?? [];
  const i = rows.findIndex((r) => String(r[0]) === key);
  if (i < 0) throw new Error(`no setting ${key}`);
  desk.type('Settings', i + 1, 2, [[value]]);
}

function otherFormat(
  format: string,
  entrants: (string | number)[][],
  settings: Record<string, string> = {},
): LocalWorkbook {
  const book = LocalWorkbook.empty();
  // the draw seed Set up would draw at random (src/addon/drawSeed.ts), fixed so that every message replays
  book.documentProperties.set('mochalunt.drawSeed', 'catalogue draw seed');
  const desk = Desk.open(book);
  desk.click('menuSetUp');
  setting(desk, 'format', format);
  setting(desk, 'event name', 'Catalogue Open');
  desk.click('menuSetUp');
  for (const [k, v] of Object.entries(settings)) setting(desk, k, v);
  if (Object.keys(settings).length) desk.click('menuSetUp');
  desk.type(
    'Entrants',
    2,
    1,
    entrants.map((r) => {
      const width = desk.read('Entrants')![0].length;
      return Array.from({ length: width }, (_, i) => r[i] ?? '');
    }),
  );
  return book;
}

const PLAYERS = ['Ada', 'Ben', 'Cleo', 'Dan', 'Eva', 'Finn', 'Gus', 'Hana'];
const CITIES = ['Athens', 'Berlin', 'Cairo', 'Delhi', 'Essen', 'Faro'];

function build(name: BaseName): LocalWorkbook {
  requireBuild();
  switch (name) {
    case 'new':
      return LocalWorkbook.empty();
    case 'mochalunt': {
      const book = LocalWorkbook.empty();
      const desk = Desk.open(book);
      desk.click('menuSetUp');
      typeField(desk, FIELD, 8);
      desk.click('menuSetUp');
      return book;
    }
    case 'mochalunt-r1':
      return advance('mochalunt', (d) => d.click('menuPairNextRound'));
    case 'mochalunt-lineups':
      return advance('mochalunt-r1', (d) => {
        typeLineups(d, createRng(1), FIELD, 1, false, false);
      });
    case 'mochalunt-boards':
      return advance('mochalunt-lineups', (d) => {
        d.click('menuPairIndividual');
      });
    case 'mochalunt-results':
      return advance('mochalunt-boards', (d) => typeResults(d, createRng(2), FIELD, 1));
    case 'mochalunt-bye':
      return advance('mochalunt', (d) => {
        // a team withdrawn before round 1: 5 teams, one has the bye (M3)
        const teams = d.read('Teams') ?? [];
        d.type('Teams', teams.findIndex((r) => String(r[0]) === FIELD.teams[5].name) + 1, d.column('Teams', 'status'), [
          ['withdrawn'],
        ]);
        d.click('menuPairNextRound');
        typeLineups(d, createRng(1), FIELD, 1, false, false);
        d.click('menuPairIndividual');
        typeResults(d, createRng(2), FIELD, 1);
      });
    case 'mochalunt-categories': {
      // a 3-round season: the M20 category draw comes once round 1 is scored (semi-finals in round 2)
      const book = LocalWorkbook.empty();
      const desk = Desk.open(book);
      desk.click('menuSetUp');
      typeField(desk, FIELD, 3);
      desk.click('menuSetUp');
      desk.click('menuCaptains', { button: 'OK', text: categoryLines(FIELD) }); // M20 categories, kept privately
      desk.click('menuPairNextRound');
      typeLineups(desk, createRng(1), FIELD, 1, false, false);
      desk.click('menuPairIndividual');
      typeResults(desk, createRng(2), FIELD, 1);
      desk.click('menuScoreRound');
      desk.click('menuUpdateStandings');
      desk.click('menuIndividualRanking');
      const failed = desk.clicks.find(wroteNothing);
      if (failed || !desk.read('Categories'))
        throw new Error(`building the categories workbook: ${failed?.summary ?? 'no Categories tab'}`);
      return book;
    }
    case 'mochalunt-scored':
      return advance('mochalunt-results', (d) => {
        d.click('menuScoreRound');
        d.click('menuUpdateStandings');
      });
    case 'swiss':
      return otherFormat(
        'swiss',
        PLAYERS.map((p, i) => [p, i + 1]),
      );
    case 'swiss-r1':
      return advance('swiss', (d) => d.click('menuPairNextRound'));
    case 'swiss-team':
      return otherFormat(
        'swiss',
        CITIES.map((c, i) => [c, i + 1, '', '', `${c} A`, `${c} B`, `${c} C`, `${c} D`]),
        { entrants: 'team' },
      );
    case 'league':
      return otherFormat(
        'league',
        PLAYERS.slice(0, 6).map((p, i) => [p, i + 1]),
      );
    case 'multiplayer':
      return otherFormat(
        'multiplayer',
        PLAYERS.map((p, i) => [p, i + 1]),
      );
    case 'multiplayer-r1':
      return advance('multiplayer', (d) => d.click('menuPairNextRound'));
    case 'swiss-results':
      return advance('swiss-r1', (d) => {
        const g = d.read('R1') ?? [];
        const [m, r] = [d.column('R1', 'match') - 1, d.column('R1', 'result')];
        g.forEach((row, i) => {
          if (i > 0 && /^\d+$/.test(String(row[m]))) d.type('R1', i + 1, r, [['1-0']]);
        });
      });
    case 'swiss-r2':
      return advance('swiss-results', (d) => {
        // round 1 scored (the first named won every game), round 2 paired with its results typed
        d.click('menuScoreRound');
        d.click('menuPairNextRound');
        const g = d.read('R2') ?? [];
        const [m, r] = [d.column('R2', 'match') - 1, d.column('R2', 'result')];
        g.forEach((row, i) => {
          if (i > 0 && /^\d+$/.test(String(row[m]))) d.type('R2', i + 1, r, [['1-0']]);
        });
      });
    case 'multiplayer-results':
      return advance('multiplayer-r1', (d) => {
        const g = d.read('R1') ?? [];
        const [t, p] = [d.column('R1', 'table') - 1, d.column('R1', 'place')];
        const placed = new Map<string, number>();
        g.forEach((row, i) => {
          if (i === 0 || String(row[t]) === '') return;
          const n = (placed.get(String(row[t])) ?? 0) + 1;
          placed.set(String(row[t]), n);
          d.type('R1', i + 1, p, [[String(n)]]);
        });
      });
  }
}

/** A click whose action did not go through: refused, declined or stopped on an error (its recorded outcome). */
function wroteNothing(c: Click): boolean {
  const status = c.outcome?.status;
  return status !== 'done' && status !== 'nothing to do';
}

function advance(from: BaseName, step: (d: Desk) => void): LocalWorkbook {
  const book = copyBook(baseBook(from));
  const desk = Desk.open(book);
  step(desk);
  const failed = desk.clicks.find(wroteNothing);
  if (failed) throw new Error(`building a catalogue workbook: ${failed.handler}: ${failed.summary}`);
  return book;
}

const built = new Map<BaseName, LocalWorkbook>();

/** The workbook `name`, built once per test file; callers get a copy. */
export function baseBook(name: BaseName): LocalWorkbook {
  let b = built.get(name);
  if (!b) {
    b = build(name);
    built.set(name, b);
  }
  return b;
}

export function freshBook(name: BaseName): LocalWorkbook {
  return copyBook(baseBook(name));
}

const CELL_KEYS = [
  'v',
  'f',
  'numberFormat',
  'background',
  'fontWeight',
  'fontColor',
  'horizontalAlignment',
  'wrap',
  'note',
  'validation',
] as const;

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Date || b instanceof Date)
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    return (
      ka.length === kb.length &&
      ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
    );
  }
  return false;
}

/** Two cells with every key the same (the common case, tried first): the same value, or validations alike. */
function alike(c: Cell, d: Cell, same: (x: unknown, y: unknown) => boolean): boolean {
  return (
    c.v === d.v &&
    c.f === d.f &&
    c.numberFormat === d.numberFormat &&
    c.background === d.background &&
    c.fontWeight === d.fontWeight &&
    c.fontColor === d.fontColor &&
    c.horizontalAlignment === d.horizontalAlignment &&
    c.wrap === d.wrap &&
    c.note === d.note &&
    (c.validation === d.validation || same(c.validation, d.validation))
  );
}

/**
 * The first difference between two workbooks (the tab order; every sheet's size, frozen rows, visibility,
 * widths, bandings, row and column groups, conditional colours, charts, and every cell's value, formula, format, colours, note and validation; the protections; the sharing; the properties; the name, time zone and locale),
 * or null when they are the same document.
 */
export function bookDifference(a: LocalWorkbook, b: LocalWorkbook): string | null {
  // objects in cells (validations, shared by the cells of a range) compared once per pair: nothing changes meanwhile
  const pairs = new Map<object, Map<object, boolean>>();
  const same = (x: unknown, y: unknown): boolean => {
    if (x === y) return true;
    if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return sameValue(x, y);
    let known = pairs.get(x);
    if (!known) pairs.set(x, (known = new Map<object, boolean>()));
    let alike = known.get(y);
    if (alike === undefined) known.set(y, (alike = sameValue(x, y)));
    return alike;
  };
  if (a.sheets.length !== b.sheets.length)
    return `tabs: ${a.sheets.map((s) => s.name).join(', ')} -> ${b.sheets.map((s) => s.name).join(', ')}`;
  for (let k = 0; k < a.sheets.length; k++) {
    const [s, t] = [a.sheets[k], b.sheets[k]];
    for (const key of [
      'id',
      'name',
      'maxRows',
      'maxColumns',
      'frozenRows',
      'frozenColumns',
      'hidden',
      'tabColor',
    ] as const) {
      if (s[key] !== t[key]) return `${s.name}: ${key} ${String(s[key])} -> ${String(t[key])}`;
    }
    if (JSON.stringify([...s.columnWidths]) !== JSON.stringify([...t.columnWidths])) return `${s.name}: column widths`;
    if (JSON.stringify(s.bandings) !== JSON.stringify(t.bandings)) return `${s.name}: bandings`;
    // the layout (applyLayout.ts): row and column groups, their toggles, conditional colours, charts (a chart
    // put back is a new one: compared without its id)
    const layout = (m: SheetModel) =>
      JSON.stringify([
        [...(m.rowDepth ?? new Map())].filter(([, d]) => d > 0).sort((x, y) => x[0] - y[0]),
        [...(m.columnDepth ?? new Map())].filter(([, d]) => d > 0).sort((x, y) => x[0] - y[0]),
        [...(m.collapsed ?? new Set())].sort(),
        m.rowGroupControlAfter,
        m.columnGroupControlAfter,
        m.conditionalRules ?? [],
        (m.charts ?? []).map((c) => ({ ...c, id: undefined })),
      ]);
    const [la, lb] = [layout(s), layout(t)];
    if (la !== lb)
      return `${s.name}: layout (groups, conditional colours, charts) ${la.slice(0, 300)} -> ${lb.slice(0, 300)}`;
    // two empty cells (or none) compare alike key by key: no need to tell them apart first
    const rows = Math.max(s.grid.length, t.grid.length);
    for (let i = 0; i < rows; i++) {
      const r = s.grid[i] ?? [];
      const q = t.grid[i] ?? [];
      const cols = Math.max(r.length, q.length);
      for (let j = 0; j < cols; j++) {
        const c = r[j];
        const d = q[j];
        if (c === d || (c && d && alike(c, d, same))) continue;
        for (const key of CELL_KEYS) {
          if (!same(c?.[key] ?? (key === 'v' ? '' : undefined), d?.[key] ?? (key === 'v' ? '' : undefined))) {
            return `${s.name}!R${i + 1}C${j + 1} ${key}: ${JSON.stringify(c?.[key])} -> ${JSON.stringify(d?.[key])}`;
          }
        }
      }
    }
  }
  for (const key of ['name', 'timeZone', 'locale'] as const)
    if (a[key] !== b[key]) return `the spreadsheet's ${key}: ${a[key]} -> ${b[key]}`;
  if (JSON.stringify(a.sharing) !== JSON.stringify(b.sharing)) return 'sharing';
  if (JSON.stringify(a.protections) !== JSON.stringify(b.protections))
    return `protections: ${JSON.stringify(a.protections).slice(0, 400)} -> ${JSON.stringify(b.protections).slice(0, 400)}`;
  if (JSON.stringify(a.forms) !== JSON.stringify(b.forms)) return 'forms';
  if (JSON.stringify(a.triggers) !== JSON.stringify(b.triggers)) return 'triggers';
  for (const key of ['documentProperties', 'scriptProperties'] as const) {
    if (JSON.stringify([...a[key]]) !== JSON.stringify([...b[key]])) return key;
  }
  if (
    JSON.stringify([...a.userProperties].map(([u, m]) => [u, [...m]])) !==
    JSON.stringify([...b.userProperties].map(([u, m]) => [u, [...m]]))
  )
    return 'userProperties';
  return null;
}

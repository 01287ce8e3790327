// One table of actions (src/sheets/actions.ts): the menu's items, the add-on's entry points (the bundle's
// top-level handlers), the registry's titles and the command line's list are made from its rows, and none of
// those places names an action on its own: no handler name, caption or label written out anywhere else.
import { readdirSync, readFileSync, statSync } from 'fs';
import { join, relative } from 'path';
import { ACTIONS, ACTION_IDS, handlerOf, type ActionId, type FormatAction } from '../../src/sheets/actions';
import { MENU, type MenuItem } from '../../src/addon/menu';
import { RUN_ACTIONS } from '../../local/cli/actions';
import { plannerFor } from '../../src/sheets/formats';
import { memoryWorkbook } from '../../src/sheets/workbook';
import { LocalWorkbook, startAddon } from '../../local/runner';
import { requireBundle } from './support';

const ROOT = join(__dirname, '..', '..');
const TABLE = 'src/sheets/actions.ts';

/** Every .ts file under a folder of the repository, as its path from the root. */
function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) return sources(path);
    return /\.(ts|mjs)$/.test(name) ? [path] : [];
  });
}

/** The code of a file without its comments (whole-line and block comments, and a comment after code). */
function code(path: string): string {
  return readFileSync(join(ROOT, path), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.replace(/(^|\s)\/\/\s.*$/, ''))
    .join('\n');
}

/** The names of the actions written out in `text`: handler names as words, the other names as whole string literals. */
function named(text: string, names: readonly string[], handlers: readonly string[]): string[] {
  const quoted = (n: string) => ["'", '"', '`'].some((q) => text.includes(`${q}${n}${q}`));
  return [
    ...handlers.filter((h) => new RegExp(`\\b${h}\\b`).test(text)),
    ...names.filter((n) => quoted(n) || quoted(n.replace(/'/g, "\\'"))),
  ];
}

const rows = ACTION_IDS.map((id) => ({ id, ...ACTIONS[id] }));
const handlers = ACTION_IDS.map(handlerOf);
/** What a person reads of an action: its caption and its label. */
const words = [...new Set(rows.flatMap((r) => [r.caption, r.label]))];

test('the menu has one item per row of the table, in order, with its caption and handler; separators where it says', () => {
  const items = MENU.filter((i): i is MenuItem => i !== null);
  expect(items.map((i) => [i.caption, i.handler])).toEqual(rows.map((r) => [r.caption, handlerOf(r.id)]));
  // an item every format has needs nothing; any other needs its own action or tool
  expect(items.map((i) => i.needs ?? null)).toEqual(rows.map((r) => ('common' in r ? null : r.id)));
  const before = MENU.flatMap((item, i) => (item !== null && MENU[i - 1] === null ? [item.handler] : []));
  expect(before).toEqual(rows.filter((r) => 'separatorBefore' in r).map((r) => handlerOf(r.id)));
});

test("the command line's list has one action per row: its name, handler, caption and help", () => {
  expect(RUN_ACTIONS.map((a) => [a.action, a.handler, a.caption, a.does, a.readOnly === true])).toEqual(
    rows.map((r) => [r.cli, handlerOf(r.id), r.caption, r.does, 'readOnly' in r]),
  );
});

test("a refusal's title is the action's label (a workbook of a format the registry does not know)", () => {
  const book = memoryWorkbook({
    Settings: [
      ['key', 'value'],
      ['format', 'bogus'],
    ],
  });
  const planned = rows
    .filter((r) => r.kind === 'plan')
    .map((r) => plannerFor(r.id as FormatAction, book)(book, { now: new Date(0) }));
  expect(planned.every((p) => p.problems.length > 0)).toBe(true);
  expect(planned.map((p) => p.title)).toEqual(rows.filter((r) => r.kind === 'plan').map((r) => r.label));
});

test("the bundle's top-level menu handlers are the table's, and each runs its row's action", () => {
  requireBundle();
  const session = startAddon(LocalWorkbook.empty());
  expect(session.globals().filter((g) => /^menu[A-Z]/.test(g))).toEqual([...handlers].sort());
  // Set up on a new spreadsheet asks its row's question first
  session.ui.answer({ button: 'CANCEL' });
  expect(session.call(handlerOf('setUp'))).toMatch(new RegExp(`^${ACTIONS.setUp.label}: no format chosen`));
  const asked = session.ui.shown('prompt');
  expect({ prompts: asked.length, question: asked[0]?.text.startsWith(ACTIONS.setUp.askFormat) }).toEqual({
    prompts: 1,
    question: true,
  });
  expect(session.outcome()?.status).toBe('declined');
});

test('no place names an action on its own: handler names, captions and labels are written only in the table', () => {
  // the handler names nowhere in the add-on, the command line, the runner or the build
  const everywhere = [...sources('src'), ...sources('local/cli'), 'local/runner.ts', 'scripts/build.mjs'].filter(
    (p) => p !== TABLE,
  );
  // captions and labels in the places that once listed them: the add-on, the entry points, the registry
  const places = [
    ...sources('src/addon'),
    'src/index.ts',
    'src/sheets/formats/registry.ts',
    'src/sheets/formats/entry.ts',
    ...sources('local/cli'),
    'local/runner.ts',
    'scripts/build.mjs',
  ];
  const cli = rows.map((r) => r.cli).filter((n) => !(n in ACTIONS)); // an id (undo, captains) is a key, not a name
  const found = everywhere.flatMap((p) => {
    const text = code(p);
    const names = named(text, places.includes(p) ? [...words, ...(p.startsWith('local/') ? cli : [])] : [], handlers);
    return names.map((n) => `${relative(ROOT, join(ROOT, p))}: ${n}`);
  });
  expect(found).toEqual([]);
  // and each of the five places reads the table
  for (const p of [
    'src/addon/menu.ts',
    'src/addon/actions.ts',
    'src/sheets/formats/registry.ts',
    'local/cli/actions.ts',
  ])
    expect(code(p)).toMatch(/from '(\.\.\/)+(sheets|src\/sheets)\/actions'|from '\.\.\/actions'/);
});

test('the table: every id, handler, caption and command-line name is one of a kind', () => {
  const unique = (xs: readonly string[]) => new Set(xs).size === xs.length;
  expect([handlers, rows.map((r) => r.caption), rows.map((r) => r.cli)].map(unique)).toEqual([true, true, true]);
  const kinds = new Set(rows.map((r) => r.kind));
  expect([...kinds].sort()).toEqual(['plan', 'tool', 'undo']);
  const ids: ActionId[] = ACTION_IDS;
  expect(ids.length).toBe(Object.keys(ACTIONS).length);
});

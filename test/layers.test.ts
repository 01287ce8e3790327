// The three layers of docs/ARCHITECTURE.md, checked on the sources: each depends only on the ones before it,
// the engine touches no Apps Script service, and nothing under src/ imports Node-only code.
import { existsSync, readdirSync, readFileSync, statSync } from 'fs';
import { join, relative, resolve, dirname, sep } from 'path';

const SRC = join(__dirname, '..', 'src');
const LAYERS = ['engine', 'sheets', 'addon'] as const;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]);
}

/** The layer of a path under src/ ('index' for src/index.ts). */
function layerOf(path: string): string {
  return relative(SRC, path).split(/[\\/]/)[0].replace(/\.ts$/, '');
}

test('each layer imports only itself and the layers before it; nothing under src/ imports a package or Node', () => {
  const wrong: string[] = [];
  for (const file of files(SRC)) {
    const from = layerOf(file);
    const allowed = from === 'index' ? ['addon'] : LAYERS.slice(0, LAYERS.indexOf(from as (typeof LAYERS)[number]) + 1);
    for (const spec of imports(file)) {
      if (!spec.startsWith('.')) {
        wrong.push(`${relative(SRC, file)} imports the package ${spec}`);
        continue;
      }
      const target = resolve(dirname(file), spec);
      if (!target.startsWith(SRC)) {
        wrong.push(`${relative(SRC, file)} imports ${spec}, outside src/`);
        continue;
      }
      const to = layerOf(target);
      if (!(allowed as readonly string[]).includes(to))
        wrong.push(`${relative(SRC, file)} (${from}) imports ${spec} (${to})`);
    }
  }
  expect(wrong).toEqual([]);
  expect(files(join(SRC, 'engine')).length).toBeGreaterThan(50);
});

test("MOCHALUNT's add-on tools live in src/addon/mochalunt/, reached only by the entry points and the tools' hooks", () => {
  // the generic runner, writer, Undo and forms call a format's tools through src/addon/toolHooks.ts (the format's
  // entry lists its tools); src/index.ts names the handlers Apps Script calls
  const TOOLS = join(SRC, 'addon', 'mochalunt');
  const through = [join(SRC, 'index.ts'), join(SRC, 'addon', 'toolHooks.ts')];
  const wrong: string[] = [];
  for (const file of files(SRC)) {
    if (file.startsWith(TOOLS + '/') || through.includes(file)) continue;
    for (const spec of imports(file))
      if (spec.startsWith('.') && resolve(dirname(file), spec).startsWith(TOOLS + '/'))
        wrong.push(`${relative(SRC, file)} imports ${spec}`);
  }
  expect(wrong).toEqual([]);
  expect(files(TOOLS).length).toBeGreaterThan(10);
});

test('the engine is pure: no Apps Script service, no clock, no unseeded randomness', () => {
  const impure =
    /\b(SpreadsheetApp|LockService|PropertiesService|HtmlService|Session|Utilities|Logger|GoogleAppsScript)\b|Date\.now\(|new Date\(\)|Math\.random\(/;
  const found = files(join(SRC, 'engine')).filter((f) =>
    impure.test(readFileSync(f, 'utf8').replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '')),
  );
  expect(found.map((f) => relative(SRC, f))).toEqual([]);
});

test('one Google boundary: only the add-on layer calls Apps Script; the sheets layer sees plain data', () => {
  const google =
    /\b(SpreadsheetApp|PropertiesService|LockService|ScriptApp|FormApp|MailApp|GmailApp|HtmlService|DriveApp|CacheService|Session|Utilities)\./;
  const code = (f: string) => readFileSync(f, 'utf8').replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '');
  const outside = [...files(join(SRC, 'engine')), ...files(join(SRC, 'sheets'))].filter((f) => google.test(code(f)));
  expect(outside.map((f) => relative(SRC, f))).toEqual([]);
  // the boundary is not empty: the workbook reader and writer are there
  expect(files(join(SRC, 'addon', 'workbook')).filter((f) => google.test(code(f))).length).toBeGreaterThanOrEqual(3);
});

test('no regular expression or substring test over a message of ours decides behaviour: outcomes and problems are data', () => {
  const overMessage =
    /\.test\([^)]*\b(message|summary)\b|\b(message|summary)\)?\.(includes|match|startsWith|endsWith|search)\(/;
  const found = files(SRC).flatMap((f) =>
    readFileSync(f, 'utf8')
      .split('\n')
      .map((line, i) => ({ at: `${relative(SRC, f)}:${i + 1}`, line }))
      .filter((x) => overMessage.test(x.line)),
  );
  // Google's own exceptions have no code, only a message: these two read it (an address Google refuses; the
  // 20-triggers limit), and nothing else may
  expect(found.map((x) => x.at.replace(/:\d+$/, ''))).toEqual(['addon/mochalunt/captains.ts', 'addon/triggers.ts']);
});

/** The code of a file without its comments. */
const uncommented = (f: string): string => readFileSync(f, 'utf8').replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '');

/** The files under src/ that name an Apps Script type (GoogleAppsScript.*) outside the add-on and Google's declarations. */
function appsScriptTypesOutsideAddon(sources: readonly { path: string; code: string }[]): string[] {
  const inside = [join(SRC, 'addon') + sep, join(SRC, 'google') + sep];
  return sources
    .filter((s) => !inside.some((d) => s.path.startsWith(d)) && /\bGoogleAppsScript\b/.test(s.code))
    .map((s) => relative(SRC, s.path));
}

test('no Apps Script type outside src/addon: the engine, the sheets layer and their generic types hold plain data', () => {
  const sources = files(SRC).map((path) => ({ path, code: uncommented(path) }));
  expect(appsScriptTypesOutsideAddon(sources)).toEqual([]);
  // the rule sees an offender: a sheets type holding Google's rules, as WriteBlock once did
  const offender = {
    path: join(SRC, 'sheets', 'plan.ts'),
    code: 'export interface WriteBlock { readonly rules?: GoogleAppsScript.Spreadsheet.DataValidation[][] }',
  };
  expect(appsScriptTypesOutsideAddon([offender])).toEqual(['sheets/plan.ts']);
  // and the add-on does use them
  expect(
    sources.filter((s) => s.path.startsWith(join(SRC, 'addon') + sep) && /\bGoogleAppsScript\b/.test(s.code)).length,
  ).toBeGreaterThan(10);
});

test("the generic types name no format: the planner's input, the Plan, the format entry and the workbook import no format's code", () => {
  // a format's own input fields and plan fields are typed in its folder (MOCHALUNT: formats/mochalunt/planner.ts)
  const generic = ['sheets/plan.ts', 'sheets/formats/planner.ts', 'sheets/formats/entry.ts', 'sheets/workbook.ts'];
  const formatCode = [
    join(SRC, 'engine', 'mochalunt'),
    join(SRC, 'engine', 'mindlab'),
    join(SRC, 'engine', 'multiplayer'),
    join(SRC, 'sheets', 'playerCategories.ts'),
    ...readdirSync(join(SRC, 'sheets', 'formats'))
      .filter((d) => statSync(join(SRC, 'sheets', 'formats', d)).isDirectory())
      .map((d) => join(SRC, 'sheets', 'formats', d)),
  ];
  const wrong = generic.flatMap((g) => {
    const file = join(SRC, g);
    return imports(file)
      .filter((spec) => formatCode.some((d) => `${resolve(dirname(file), spec)}.ts`.startsWith(d)))
      .map((spec) => `${g} imports ${spec}`);
  });
  expect(wrong).toEqual([]);
});

test("MOCHALUNT's sheets code lives in its format folder: no module elsewhere is imported by MOCHALUNT's code alone", () => {
  // a module of src/sheets is MOCHALUNT's when only MOCHALUNT's planners (src/sheets/formats/mochalunt/), its
  // add-on tools (src/addon/mochalunt/) or other such modules import it; shared ones stay where they are
  const mochalunt = [join(SRC, 'sheets', 'formats', 'mochalunt') + sep, join(SRC, 'addon', 'mochalunt') + sep];
  const target = (from: string, spec: string): string => {
    const p = resolve(dirname(from), spec);
    return existsSync(`${p}.ts`) ? `${p}.ts` : join(p, 'index.ts');
  };
  const importers = new Map<string, Set<string>>();
  for (const f of files(SRC))
    for (const spec of imports(f).filter((s) => s.startsWith('.'))) {
      const t = target(f, spec);
      importers.set(t, (importers.get(t) ?? new Set()).add(f));
    }
  const theirs = new Set<string>();
  const isTheirs = (f: string) => mochalunt.some((d) => f.startsWith(d)) || theirs.has(f);
  const candidates = files(join(SRC, 'sheets')).filter((f) => !isTheirs(f));
  for (let grew = true; grew;) {
    grew = false;
    for (const c of candidates) {
      const by = [...(importers.get(c) ?? [])];
      if (theirs.has(c) || by.length === 0 || !by.every(isTheirs)) continue;
      theirs.add(c);
      grew = true;
    }
  }
  expect([...theirs].map((f) => relative(SRC, f)).sort()).toEqual([]);
  expect(files(join(SRC, 'sheets', 'formats', 'mochalunt')).length).toBeGreaterThan(25);
});

// The three layers of docs/ARCHITECTURE.md, checked on the sources: each depends only on the ones before it,
// the engine touches no Apps Script service, and nothing under src/ imports Node-only code.
import { readdirSync, readFileSync, statSync } from 'fs';
import { join, relative, resolve, dirname } from 'path';

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

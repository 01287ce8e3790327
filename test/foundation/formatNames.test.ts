// Each format owns its folder (src/sheets/formats/<folder>/, docs/ARCHITECTURE.md "Adding a format"): no code
// outside a format's folder compares the Settings tab's format with a format's name (=== 'league', case 'swiss',
// ['swiss', 'league'].includes(...)); shared code asks the format's FormatEntry (draws, results, its FormatTabs,
// ...). Inside its own folder a format may tell its own variants apart (a Swiss from a league). The engine
// (src/engine) has its own notions of a Swiss and a league (the Mind Lab rulebook) and is not the formats' code.
import { readdirSync, readFileSync, statSync } from 'fs';
import { join, relative, sep } from 'path';
import { ALL_FORMATS } from '../../src/sheets/formats';
import type { FormatEntry } from '../../src/sheets/formats/entry';

const SRC = join(__dirname, '..', '..', 'src');
const FORMATS_DIR = join(SRC, 'sheets', 'formats');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A comparison with the name as a literal: x === 'name', 'name' !== x, case 'name':, ['name', ...].includes(x). */
function comparison(name: string): RegExp {
  const lit = `(['"\`])${escape(name)}\\1`;
  const q = `(?:'${escape(name)}'|"${escape(name)}"|\`${escape(name)}\`)`;
  return new RegExp(
    [
      `[!=]==?\\s*${lit}`,
      `${q}\\s*[!=]==?`,
      `\\bcase\\s+${q}\\s*:`,
      `${q}[^\\]\\n]*\\]\\s*\\.\\s*(?:includes|indexOf)\\(`,
    ].join('|'),
  );
}

/** The format names each folder of src/sheets/formats owns: the names of the FormatEntry its entry.ts exports. */
function ownedNames(): Map<string, readonly string[]> {
  const out = new Map<string, readonly string[]>();
  for (const folder of readdirSync(FORMATS_DIR)) {
    if (!statSync(join(FORMATS_DIR, folder)).isDirectory()) continue;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const mod = require(join(FORMATS_DIR, folder, 'entry')) as Record<string, unknown>;
    const entries = Object.values(mod).filter(
      (v): v is FormatEntry => typeof v === 'object' && v !== null && 'names' in v && 'planners' in v,
    );
    out.set(
      folder,
      entries.flatMap((e) => e.names),
    );
  }
  return out;
}

/** Every comparison with a format's name outside the folder that owns that name, as "file:line: name". */
function strayComparisons(names: readonly string[]): string[] {
  const owned = ownedNames();
  const code = (f: string) => readFileSync(f, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  return files(SRC)
    .filter((f) => !f.startsWith(join(SRC, 'engine') + sep))
    .flatMap((f) => {
      const rel = relative(FORMATS_DIR, f).split(sep);
      const folder = rel.length > 1 && !rel[0].startsWith('..') ? rel[0] : null;
      return code(f)
        .split('\n')
        .flatMap((line, i) =>
          names
            .filter((n) => comparison(n).test(line.replace(/\/\/.*$/, '')))
            .filter((n) => !(folder && (owned.get(folder) ?? []).includes(n)))
            .map((n) => `${relative(SRC, f)}:${i + 1}: ${n}`),
        );
    });
}

test('the test finds a comparison with a format name in every spelling it checks', () => {
  const re = comparison('league');
  for (const line of [
    "if (s.format === 'league')",
    "s.format !== 'league' ? 1 : 2",
    "'league' === s.format",
    "case 'league':",
    "['swiss', 'league'].includes(format)",
  ])
    expect(re.test(line)).toBe(true);
  for (const line of ["names: ['league'],", "const LEAGUE = 'league';", "byePoints('league', kind)"])
    expect(re.test(line)).toBe(false);
});

test("no code outside a format's folder compares the format with a format's name", () => {
  expect(ALL_FORMATS.length).toBeGreaterThanOrEqual(4);
  expect(strayComparisons(ALL_FORMATS)).toEqual([]);
});

// The jest suites of `npm run test:unit` and `npm run test:bundle`, told apart by what each test file imports, so a new
// test file is in the right one without a list to keep:
// - lint: the tests that run ESLint, Prettier and knip (test/foundation/tooling.ts); `npm run lint` runs the same;
// - bundle: the tests that reach local/ (the add-on bundle build/Code.js in gas-local, the local spreadsheet service,
//   the command line) or bench/, or name a built file (build/, dist/, bin/);
// - unit: the rest, the engine's and the planners' tests over src/ alone.
// `npm test` runs all three (jest.config.js).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');

/** Every test file under test/, relative to the repository. */
function testFiles(dir = join(ROOT, 'test')) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return testFiles(path);
    return name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The files a source file imports by a relative path. */
function imports(file) {
  const text = readFileSync(file, 'utf8');
  const found = [];
  for (const m of text.matchAll(/(?:from|import|require)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const base = resolve(dirname(file), m[1]);
    const hit = [base, `${base}.ts`, join(base, 'index.ts')].find((p) => existsSync(p) && statSync(p).isFile());
    if (hit) found.push(hit);
  }
  return found;
}

/** The suite of one test file: 'lint', 'bundle' or 'unit'. */
function suiteOf(file) {
  const seen = new Set();
  const todo = [file];
  let suite = 'unit';
  while (todo.length) {
    const f = todo.pop();
    if (seen.has(f)) continue;
    seen.add(f);
    const rel = relative(ROOT, f);
    if (rel === 'test/foundation/tooling.ts') return 'lint';
    if (/^(local|bench|scripts)\//.test(rel)) suite = 'bundle';
    else if (rel.startsWith('test/') && /['"`](\.\.\/)*(build|dist|bin)\/|Code\.js/.test(readFileSync(f, 'utf8')))
      suite = 'bundle';
    // src/ never reaches local/ (the layers); its imports need no walk
    if (!rel.startsWith('src/')) todo.push(...imports(f));
  }
  return suite;
}

/** The test files of a suite, as jest's testMatch (absolute paths). */
export function suite(name) {
  return testFiles().filter((f) => suiteOf(f) === name);
}

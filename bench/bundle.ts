// What the add-on's size costs at every click: Apps Script loads the whole project for each execution (a menu click,
// a trigger, a form response), compiling build/Code.js and running its top level before the handler runs. Measured
// here the same way: the file compiled afresh (a new source each time, so V8's in-process compilation cache does not
// answer) and its top level run in a fresh vm context, LOADS times; load_ms is the median CPU time of one load
// (process.cpuUsage, user + system: not lengthened by other work on a shared machine). The budget is ours
// (test/foundation/bundle.test.ts keeps 15% of it free; docs/developers.md says why it is what it is).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Script, createContext } from 'node:vm';
import { median, type BenchSection } from './section';

/** The bundle's budget: 1 MiB (test/foundation/bundle.test.ts; docs/developers.md says why). */
const BUDGET_BYTES = 1024 * 1024;
const LOADS = 9;

/** The CPU time of compiling `code` and running its top level in a fresh context, in ms. */
function loadMs(code: string, k: number): number {
  const before = process.cpuUsage();
  new Script(`${code}\n//# load ${k}`, { filename: 'Code.js' }).runInContext(createContext({}));
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

export const bundleSection: BenchSection = {
  name: 'bundle: size and load time of build/Code.js',
  key: 'bundle',
  run() {
    const file = join(__dirname, '..', 'build', 'Code.js');
    if (!existsSync(file)) return { table: ['build/Code.js: missing (npm run build)'], json: { bundle: null } };
    const code = readFileSync(file, 'utf8');
    const bytes = Buffer.byteLength(code, 'utf8');
    const loads = Array.from({ length: LOADS }, (_, k) => loadMs(code, k));
    const load = median(loads);
    return {
      table: [
        `build/Code.js: ${bytes} bytes, ${((100 * bytes) / BUDGET_BYTES).toFixed(1)}% of the ${BUDGET_BYTES}-byte budget`,
        `  loaded (compiled, top level run in a fresh context): ${load} ms CPU, median of ${LOADS} (${loads.map((x) => x.toFixed(1)).join(', ')})`,
      ],
      json: { bundle: { bytes, budget: BUDGET_BYTES, load_ms: load } },
    };
  },
};

// Jest's transform of the TypeScript sources (jest.config.js): esbuild, the compiler that builds the add-on and the
// command line (scripts/build.mjs), one file at a time into CommonJS. tsconfig.json's isolatedModules makes tsc
// refuse what a file-at-a-time compiler would get wrong; type-checking is `npm run typecheck`'s, run by `npm test`.
// The interface: https://jestjs.io/docs/code-transformation#writing-custom-transformers
import { transformSync, version } from 'esbuild';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** tsconfig.json's compiler options: its target keeps TypeScript's class fields (assigned in the constructor). */
const TSCONFIG = readFileSync(new URL('../tsconfig.json', import.meta.url), 'utf8');
const OPTIONS = {
  loader: 'ts',
  format: 'cjs',
  target: 'node20',
  // import() becomes a require (jest's module system runs CommonJS; Node's import() would bypass it)
  supported: { 'dynamic-import': false },
  // a module is strict code, as tsc's CommonJS output says with "use strict"
  banner: '"use strict";',
  sourcemap: 'external',
  tsconfigRaw: TSCONFIG,
};
/** What the output depends on besides the file: the options, this transform, esbuild's version. */
const KEY = createHash('sha256')
  .update(JSON.stringify(OPTIONS))
  .update(readFileSync(new URL(import.meta.url)))
  .update(version)
  .digest('hex');

export default {
  process(sourceText, sourcePath) {
    const r = transformSync(sourceText, { ...OPTIONS, sourcefile: sourcePath });
    return { code: r.code, map: r.map };
  },
  getCacheKey(sourceText, sourcePath) {
    return createHash('sha256').update(KEY).update(sourcePath).update('\0').update(sourceText).digest('hex');
  },
};

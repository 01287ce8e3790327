// ESLint rule `local/no-import-cycle`: no module imports itself back through other modules. The import graph of
// the files under the linted folders (relative `import`/`export ... from`, type-only imports included, since
// they still tie the modules' designs together) is read once per run; an import whose target is in the same
// strongly connected component as the importing file is reported, naming the component's size.
import { readFileSync, readdirSync, statSync, existsSync } from 'fs';
import { dirname, join, resolve } from 'path';

const IMPORT = /^\s*(?:import|export)\s[^'";]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/gm;

function files(dir) {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? (f === 'node_modules' ? [] : files(p)) : /\.(ts|mjs)$/.test(p) ? [p] : [];
  });
}

function target(from, spec) {
  const base = resolve(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.mjs`, join(base, 'index.ts')].find((p) => existsSync(p) && statSync(p).isFile());
}

/** file -> its component (a Set of files) when the component has more than one file */
const components = new Map();
let loadedFor = null;

function load(root) {
  if (loadedFor === root) return;
  loadedFor = root;
  components.clear();
  const all = ['src', 'local', 'test', 'bench', 'scripts']
    .map((d) => join(root, d))
    .filter(existsSync)
    .flatMap(files);
  const edges = new Map(
    all.map((f) => [f, [...readFileSync(f, 'utf8').matchAll(IMPORT)].map((m) => target(f, m[1])).filter(Boolean)]),
  );
  // Tarjan's strongly connected components
  let index = 0;
  const idx = new Map(),
    low = new Map(),
    stack = [],
    on = new Set();
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    on.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const c = new Set();
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        c.add(w);
      } while (w !== v);
      if (c.size > 1) for (const f of c) components.set(f, c);
    }
  };
  for (const f of all) if (!idx.has(f)) visit(f);
}

export default {
  meta: { type: 'problem', docs: { description: 'no import cycles between modules' }, schema: [] },
  create(context) {
    load(context.cwd);
    const file = context.filename;
    const mine = components.get(file);
    if (!mine) return {};
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string' || !node.source.value.startsWith('.')) return;
      const to = target(file, node.source.value);
      if (to && mine.has(to))
        context.report({
          node,
          message: `import cycle: this module and ${node.source.value} are in one cycle of ${mine.size} modules`,
        });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

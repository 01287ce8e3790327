// Google is the judge: every method the add-on bundle (build/Code.js) calls must exist in Google's Apps Script,
// in JavaScript, or in the bundle itself. A method only the local service had (Sheet.setRowGroupControlAfter,
// a field of the Sheets REST API) passed every local test and failed in Google; this test reads the bundle's
// calls from its syntax tree and refuses a name that is none of:
// - Google's: a member declared in @types/google-apps-script (its advanced-service files only for services
//   appsscript.json enables) or in src/google/extensions.d.ts (Google's documented methods @types lacks);
// - the bundle's own: functions, classes, methods, properties and object keys it declares;
// - JavaScript's: the own property names of the standard globals, their prototypes and iterators, at run time.
// It also walks the local service (local/gas) at run time: each facade's public methods and each enum's members
// must be names Google declares (the compiler checks each class against its own interface: execution.ts).
// And the converse: the local service implements only what the add-on calls. Each public method of a facade
// class, each enum a service hands over and each of its members, must be used by src/ on the Google interface the
// class stands for (resolved by TypeScript's checker: test/helpers/boundary.ts); a method only tests or the demo
// used is not the add-on's boundary (what a person does in Sheets is local/gas/hand.ts).
import { readFileSync, readdirSync, statSync } from 'fs';
import { dirname, join, relative } from 'path';
import ts from 'typescript';
import * as sheet from '../../local/gas/sheet';
import * as range from '../../local/gas/range';
import * as spreadsheet from '../../local/gas/spreadsheet';
import * as protection from '../../local/gas/protection';
import * as validation from '../../local/gas/validation';
import * as layout from '../../local/gas/layout';
import * as charts from '../../local/gas/charts';
import * as ui from '../../local/gas/ui';
import * as services from '../../local/gas/services';
import * as triggers from '../../local/gas/triggers';
import * as forms from '../../local/gas/forms';
import * as urlFetch from '../../local/gas/urlFetch';
import * as mail from '../../local/gas/mail';
import { LocalWorkbook } from '../../local/runner';
import { probe, requireBuild } from '../helpers/gas';
import { facadeInterfaces, srcGoogleMembers } from '../helpers/boundary';

const ROOT = join(__dirname, '..', '..');
const TYPES = dirname(require.resolve('@types/google-apps-script/package.json'));
const EXTENSIONS = join(ROOT, 'src', 'google', 'extensions.d.ts');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

/** The advanced services appsscript.json enables, as @types file names (e.g. "sheets_v4.d.ts"). */
function enabledAdvancedServices(): Set<string> {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'appsscript.json'), 'utf8')) as {
    dependencies?: { enabledAdvancedServices?: { serviceId: string; version: string }[] };
  };
  return new Set((manifest.dependencies?.enabledAdvancedServices ?? []).map((s) => `${s.serviceId}_${s.version}.d.ts`));
}

/** The name of a declaration, when it is a plain identifier or string. */
function nameOf(node: ts.Node): string | undefined {
  const name = (node as { name?: ts.Node }).name;
  if (!name) return undefined;
  if (
    ts.isIdentifier(name) ||
    ts.isPrivateIdentifier(name) ||
    ts.isStringLiteral(name) ||
    ts.isNoSubstitutionTemplateLiteral(name)
  )
    return name.text;
  return undefined;
}

function walk(node: ts.Node, visit: (n: ts.Node) => void): void {
  visit(node);
  node.forEachChild((c) => walk(c, visit));
}

/** Every member name (methods, properties, enum members, declared functions and variables) of the .d.ts files. */
function googleNames(): { names: Set<string>; files: string[] } {
  const advanced = enabledAdvancedServices();
  const dts = files(TYPES).filter(
    (f) =>
      f.endsWith('.d.ts') && (!relative(TYPES, f).startsWith('apis') || advanced.has(f.split(/[\\/]/).pop() as string)),
  );
  dts.push(EXTENSIONS);
  const names = new Set<string>();
  const kinds = new Set([
    ts.SyntaxKind.MethodSignature,
    ts.SyntaxKind.PropertySignature,
    ts.SyntaxKind.MethodDeclaration,
    ts.SyntaxKind.PropertyDeclaration,
    ts.SyntaxKind.EnumMember,
    ts.SyntaxKind.FunctionDeclaration,
    ts.SyntaxKind.VariableDeclaration,
    ts.SyntaxKind.GetAccessor,
    ts.SyntaxKind.SetAccessor,
  ]);
  for (const f of dts) {
    const sf = ts.createSourceFile(f, readFileSync(f, 'utf8'), ts.ScriptTarget.Latest, true);
    walk(sf, (n) => {
      const name = kinds.has(n.kind) ? nameOf(n) : undefined;
      if (name !== undefined) names.add(name);
    });
  }
  return { names, files: dts };
}

/** The property names of JavaScript's standard globals, their prototypes (whole chains) and iterators, here. */
function javascriptNames(): Set<string> {
  const names = new Set<string>();
  const add = (o: unknown): void => {
    for (let p = o; p !== null && p !== undefined; p = Object.getPrototypeOf(p)) {
      for (const k of Object.getOwnPropertyNames(p)) names.add(k);
    }
  };
  const g = globalThis as Record<string, unknown>;
  const standard = [
    'Object',
    'Function',
    'Array',
    'String',
    'Number',
    'Boolean',
    'Symbol',
    'BigInt',
    'Date',
    'Math',
    'JSON',
    'RegExp',
    'Promise',
    'Map',
    'Set',
    'WeakMap',
    'WeakSet',
    'WeakRef',
    'Reflect',
    'Proxy',
    'ArrayBuffer',
    'SharedArrayBuffer',
    'DataView',
    'Atomics',
    'Error',
    'TypeError',
    'RangeError',
    'SyntaxError',
    'ReferenceError',
    'EvalError',
    'URIError',
    'AggregateError',
    'Int8Array',
    'Uint8Array',
    'Uint8ClampedArray',
    'Int16Array',
    'Uint16Array',
    'Int32Array',
    'Uint32Array',
    'Float32Array',
    'Float64Array',
    'BigInt64Array',
    'BigUint64Array',
  ];
  for (const k of standard) {
    const v = g[k] as { prototype?: unknown } | undefined;
    if (v === undefined) continue;
    add(v);
    if (typeof v === 'function' && v.prototype) add(v.prototype);
  }
  const intl = g.Intl as Record<string, { prototype?: unknown }>;
  add(intl);
  for (const k of Object.getOwnPropertyNames(intl))
    if (typeof intl[k] === 'function') {
      add(intl[k]);
      add(intl[k].prototype);
    }
  add(Object.getPrototypeOf(Int8Array)); // %TypedArray%
  add((Object.getPrototypeOf(Int8Array) as { prototype: object }).prototype);
  add([][Symbol.iterator]());
  add(new Map()[Symbol.iterator]());
  add(new Set()[Symbol.iterator]());
  add(''[Symbol.iterator]());
  add(/x/g[Symbol.matchAll]('x'));
  add(
    (function* generator() {
      /* its prototype chain: next, return, throw */
    })(),
  );
  return names;
}

interface Call {
  name: string;
  line: number;
  column: number;
}

/** The bundle's member calls (`x.name(`, `x?.name(`, `x['name'](`, `new x.Name(`) and the names it declares itself. */
function bundle(code: string): { calls: Call[]; own: Set<string> } {
  const sf = ts.createSourceFile('Code.js', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const calls: Call[] = [];
  const own = new Set<string>();
  const at = (name: string, node: ts.Node): void => {
    const p = sf.getLineAndCharacterOfPosition(node.getStart(sf));
    calls.push({ name, line: p.line + 1, column: p.character + 1 });
  };
  const memberName = (e: ts.Expression): { name: string; node: ts.Node } | undefined => {
    if (ts.isPropertyAccessExpression(e)) return { name: e.name.text, node: e.name };
    if (
      ts.isElementAccessExpression(e) &&
      (ts.isStringLiteral(e.argumentExpression) || ts.isNoSubstitutionTemplateLiteral(e.argumentExpression))
    ) {
      return { name: e.argumentExpression.text, node: e.argumentExpression };
    }
    return undefined;
  };
  const declares = new Set([
    ts.SyntaxKind.FunctionDeclaration,
    ts.SyntaxKind.FunctionExpression,
    ts.SyntaxKind.ClassDeclaration,
    ts.SyntaxKind.ClassExpression,
    ts.SyntaxKind.MethodDeclaration,
    ts.SyntaxKind.PropertyDeclaration,
    ts.SyntaxKind.GetAccessor,
    ts.SyntaxKind.SetAccessor,
    ts.SyntaxKind.PropertyAssignment,
    ts.SyntaxKind.ShorthandPropertyAssignment,
    ts.SyntaxKind.VariableDeclaration,
  ]);
  walk(sf, (n) => {
    if (ts.isCallExpression(n) || ts.isNewExpression(n)) {
      const m = memberName(n.expression);
      if (m) at(m.name, m.node);
    }
    if (declares.has(n.kind)) {
      const name = nameOf(n);
      if (name !== undefined) own.add(name);
    }
    // `x.name = ...` and `x['name'] = ...`
    if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
      const m = memberName(n.left);
      if (m) own.add(m.name);
    }
  });
  return { calls, own };
}

/** The modules of local/gas that define facade classes (handed to the bundle, or built by what is). */
const modules = {
  sheet,
  urlFetch,
  range,
  spreadsheet,
  protection,
  validation,
  layout,
  charts,
  ui,
  services,
  triggers,
  forms,
  mail,
};

describe('surface: the manifest (appsscript.json) names only what Apps Script has', () => {
  // `clasp push` refuses a manifest enabling an advanced service Apps Script does not offer. @types's apis/
  // folder is generated from Google's list of advanced services: each enabled one must have its file there.
  test('every advanced service it enables is one @types/google-apps-script declares (apis/<serviceId>_<version>.d.ts)', () => {
    const declared = new Set(readdirSync(join(TYPES, 'apis')));
    expect(declared.has('sheets_v4.d.ts')).toBe(true); // not vacuous: the folder is read
    expect([...enabledAdvancedServices()].filter((f) => !declared.has(f))).toEqual([]);
  });

  test('it asks for the scope of UrlFetchApp, which the add-on calls for the Forms API (script.external_request)', () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'appsscript.json'), 'utf8')) as { oauthScopes: string[] };
    const { calls } = bundle(readFileSync(join(requireBuild(), 'Code.js'), 'utf8'));
    expect(calls.some((c) => c.name === 'fetch')).toBe(true);
    expect(manifest.oauthScopes).toEqual(
      expect.arrayContaining([
        'https://www.googleapis.com/auth/script.external_request',
        'https://www.googleapis.com/auth/forms.body',
      ]),
    );
  });
});

describe('surface: the add-on calls only what Google, JavaScript or the bundle itself has', () => {
  const google = googleNames();
  const javascript = javascriptNames();

  test("every method build/Code.js calls is Google's, JavaScript's or the bundle's own", () => {
    const file = join(requireBuild(), 'Code.js');
    const { calls, own } = bundle(readFileSync(file, 'utf8'));
    // each distinct name in one class: JavaScript's first, then Google's, then the bundle's own
    const classOf = (name: string): 'javascript' | 'google' | 'own' | 'unknown' =>
      javascript.has(name) ? 'javascript' : google.names.has(name) ? 'google' : own.has(name) ? 'own' : 'unknown';
    const distinct = [...new Set(calls.map((c) => c.name))].sort();
    const byClass = {
      javascript: [] as string[],
      google: [] as string[],
      own: [] as string[],
      unknown: [] as string[],
    };
    for (const name of distinct) byClass[classOf(name)].push(name);
    const where = (name: string): string =>
      calls
        .filter((c) => c.name === name)
        .map((c) => `${relative(ROOT, file)}:${c.line}:${c.column}`)
        .join(', ');
    console.log(
      [
        `${calls.length} member calls of ${distinct.length} distinct method names in ${relative(ROOT, file)}:`,
        `  Google's (${google.files.length} declaration files, ${google.names.size} member names): ${byClass.google.length}`,
        `  JavaScript's (${javascript.size} built-in names): ${byClass.javascript.length}`,
        `  the bundle's own (${own.size} names it declares): ${byClass.own.length} (${byClass.own.join(', ')})`,
        `  none of these: ${byClass.unknown.length}`,
      ].join('\n'),
    );
    // the offenders, each with where the bundle calls it
    expect(byClass.unknown.map((name) => `${name} (called at ${where(name)})`)).toEqual([]);
    // not vacuous: the spreadsheet calls are found, and found as Google's
    for (const name of [
      'getRange',
      'setValues',
      'getValues',
      'setRowGroupControlPosition',
      'shiftRowGroupDepth',
      'getDocumentProperties',
    ]) {
      expect([name, classOf(name), distinct.includes(name)]).toEqual([name, 'google', true]);
    }
    expect(byClass.google.length).toBeGreaterThan(100);
    expect(byClass.javascript.length).toBeGreaterThan(50);
    expect(byClass.own.length).toBeGreaterThan(5);
  });

  test("the classifier refuses an invented method and accepts Google's, JavaScript's and the bundle's own", () => {
    const { calls, own } = bundle(
      [
        'function own() { return { helper() {} }; }',
        'sheet.setRowGroupControlAfter(false);',
        'sheet.setRowGroupControlPosition(SpreadsheetApp.GroupControlTogglePosition.BEFORE);',
        "range['setValues']([[1]]);",
        '[1].map(String).join(",");',
        'own().helper();',
      ].join('\n'),
    );
    const unknown = calls.filter((c) => !javascript.has(c.name) && !google.names.has(c.name) && !own.has(c.name));
    expect(unknown).toEqual([{ name: 'setRowGroupControlAfter', line: 2, column: 7 }]);
    expect(calls.map((c) => c.name)).toEqual([
      'setRowGroupControlAfter',
      'setRowGroupControlPosition',
      'setValues',
      'join',
      'map',
      'helper',
    ]);
    // @types gives Sheet's group toggle methods; the REST API's field is not an Apps Script method
    expect(
      ['setRowGroupControlPosition', 'getRowGroupControlPosition', 'GroupControlTogglePosition', 'setPublished'].every(
        (n) => google.names.has(n),
      ),
    ).toBe(true);
    expect(google.names.has('setRowGroupControlAfter')).toBe(false);
  });

  test("the local service's facades have only names Google declares (private methods and enum members too)", () => {
    const bad: string[] = [];
    let methods = 0;
    for (const [file, exports] of Object.entries(modules)) {
      for (const [name, value] of Object.entries(exports as Record<string, unknown>)) {
        if (typeof value !== 'function' || !/^Local/.test(name)) continue;
        const proto = (value as { prototype: object }).prototype;
        for (const k of Object.getOwnPropertyNames(proto)) {
          if (
            k === 'constructor' ||
            k.startsWith('_') ||
            typeof Object.getOwnPropertyDescriptor(proto, k)?.value !== 'function'
          )
            continue;
          methods++;
          if (!google.names.has(k)) bad.push(`local/gas/${file}.ts ${name}.${k}`);
        }
      }
    }
    // the enums the bundle sees, from its globals
    const globals = probe(LocalWorkbook.empty()).inspect as unknown as Record<string, Record<string, unknown>>;
    let members = 0;
    for (const [service, object] of Object.entries(globals)) {
      for (const [k, v] of Object.entries(object)) {
        if (k === 'x' || v === null || typeof v !== 'object') continue;
        // a facade object a service holds is checked with the classes above; enums are plain
        if (Object.getPrototypeOf(v) === Object.prototype)
          for (const member of Object.keys(v)) {
            members++;
            if (!google.names.has(member)) bad.push(`${service}.${k}.${member}`);
          }
        if (!google.names.has(k)) bad.push(`${service}.${k}`);
      }
    }
    for (const k of Object.keys(globals.console)) if (!google.names.has(k)) bad.push(`console.${k}`);
    console.log(
      `local/gas: ${methods} public facade methods and ${members} enum members checked against Google's names`,
    );
    expect(methods).toBeGreaterThan(150);
    expect(members).toBeGreaterThan(5);
    expect(bad).toEqual([]);
  });
});

describe('surface: the local service implements only what the add-on calls', () => {
  const used = srcGoogleMembers();
  const interfaces = facadeInterfaces();
  /** Each public method of the facades (own or inherited), once, with the classes that have it. */
  const methods = new Map<object, Map<string, { file: string; owner: string; classes: string[] }>>();
  const classes: string[] = [];
  for (const [file, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports as Record<string, unknown>)) {
      if (typeof value !== 'function' || !/^Local/.test(name) || !value.prototype) continue;
      if (!interfaces.has(name)) continue; // not a facade (LocalWorkbook, ...): checked below
      classes.push(name);
      for (let p = value.prototype as object; p !== Object.prototype; p = Object.getPrototypeOf(p) as object) {
        const own = methods.get(p) ?? new Map<string, { file: string; owner: string; classes: string[] }>();
        methods.set(p, own);
        for (const k of Object.getOwnPropertyNames(p)) {
          if (k === 'constructor' || k.startsWith('_')) continue;
          if (typeof Object.getOwnPropertyDescriptor(p, k)?.value !== 'function') continue;
          const owner = (p as { constructor: { name: string } }).constructor.name;
          const entry = own.get(k) ?? { file, owner, classes: [] };
          entry.classes.push(name);
          own.set(k, entry);
        }
      }
    }
  }
  /** The globals that are plain objects, not facade classes: the Google interface each stands for. */
  const PLAIN: Record<string, string> = { console: 'Console', Charts: 'GoogleAppsScript.Charts.Charts' };
  const calledOn = (cls: string, member: string): boolean =>
    (interfaces.get(cls) ?? []).some((i) => used.has(`${i}.${member}`));

  test('every facade class of local/gas is reflected here, and each stands for a Google interface', () => {
    const local = Object.values(modules).flatMap((m) =>
      Object.entries(m as Record<string, unknown>)
        .filter(([n, v]) => typeof v === 'function' && /^Local/.test(n))
        .map(([n]) => n),
    );
    // every class with a Surface line is found among the modules' exports, and every Local class has one
    expect([...interfaces.keys()].filter((c) => !classes.includes(c))).toEqual([]);
    expect(local.filter((c) => !interfaces.has(c))).toEqual([]);
  });

  test('every public method of a facade is called by src/ on the Google interface its class stands for', () => {
    const uncalled: string[] = [];
    let count = 0;
    for (const own of methods.values())
      for (const [k, e] of own) {
        count++;
        if (!e.classes.some((c) => calledOn(c, k)))
          uncalled.push(
            `local/gas/${e.file}.ts ${e.owner}.${k} (${[...new Set(e.classes.flatMap((c) => interfaces.get(c) ?? []))].join(' | ')})`,
          );
      }
    // the globals that are plain objects (console, Charts), not facades
    const globals = probe(LocalWorkbook.empty()).inspect as unknown as Record<string, Record<string, unknown>>;
    for (const [name, holder] of Object.entries(globals)) {
      if (Object.getPrototypeOf(holder) !== Object.prototype) continue;
      for (const [k, v] of Object.entries(holder)) {
        if (typeof v !== 'function') continue;
        count++;
        if (!(name in PLAIN) || !used.has(`${PLAIN[name]}.${k}`)) uncalled.push(`local/gas/services.ts ${name}.${k}`);
      }
    }
    console.log(
      `local/gas: ${count} public methods of ${classes.length} facade classes and the plain globals; ` +
        `src/ uses ${used.size} members of Google's interfaces`,
    );
    expect(uncalled).toEqual([]);
    // not vacuous: the checker resolves the add-on's calls to their interfaces
    expect(calledOn('LocalSheet', 'getRange')).toBe(true);
    expect(calledOn('LocalProtection', 'getRange')).toBe(true);
    expect(calledOn('LocalSheet', 'setRowGroupControlAfter')).toBe(false);
    expect(count).toBeGreaterThan(150);
  });

  test('every enum a service hands to the bundle, and each of its members, is read by src/', () => {
    const inspect = probe(LocalWorkbook.empty()).inspect;
    const holders: [string, Record<string, unknown>][] = [
      ...Object.entries(inspect as unknown as Record<string, Record<string, unknown>>),
      ['Ui', inspect.SpreadsheetApp.getUi() as unknown as Record<string, unknown>],
    ];
    const unread: string[] = [];
    let members = 0;
    for (const [name, holder] of holders) {
      const iface = PLAIN[name] ?? interfaces.get(holder.constructor.name)?.[0];
      for (const [k, v] of Object.entries(holder)) {
        if (k === 'x' || v === null || typeof v !== 'object') continue;
        if (!iface || !used.has(`${iface}.${k}`)) unread.push(`${name}.${k}`);
        if (Object.getPrototypeOf(v) !== Object.prototype) continue; // a facade object, not an enum
        for (const m of Object.keys(v)) {
          members++;
          if (![...used.keys()].some((u) => u.endsWith(`.${k}.${m}`))) unread.push(`${name}.${k}.${m}`);
        }
      }
    }
    console.log(`local/gas: ${members} enum members handed to the bundle`);
    expect(unread).toEqual([]);
    expect(members).toBeGreaterThan(5);
  });
});

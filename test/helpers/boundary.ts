// The Google boundary seen from both sides, for test/google/surface.test.ts: which members of Google's interfaces
// the add-on's sources (src/) use, resolved by TypeScript's checker ("GoogleAppsScript.Spreadsheet.Sheet.getRange",
// not just "getRange": Protection.getRange is another method), and which Google interface each facade class of the
// local service stands for (its one-line `Surface<GoogleOnly<LocalX, GoogleAppsScript....X>>` assertion).
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import ts from 'typescript';

const ROOT = join(__dirname, '..', '..');
const GAS = join(ROOT, 'local', 'gas');

/** The declaration files whose members are Google's (@types/google-apps-script, src/google/extensions.d.ts). */
const GOOGLE_DECLARATIONS = /[\\/]@types[\\/]google-apps-script[\\/]|[\\/]src[\\/]google[\\/]extensions\.d\.ts$/;

function walk(node: ts.Node, visit: (n: ts.Node) => void): void {
  visit(node);
  node.forEachChild((c) => walk(c, visit));
}

/**
 * Every member of a Google interface (or enum) that a source file of src/ reads or calls, as
 * "<interface's full name>.<member>" (e.g. "GoogleAppsScript.Base.Ui.alert", "GoogleAppsScript.Base.ButtonSet.OK",
 * "Console.log"), with the number of places.
 */
export function srcGoogleMembers(): Map<string, number> {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, 'src', 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('src/tsconfig.json could not be read');
  const program = ts.createProgram(config.fileNames, config.options);
  const checker = program.getTypeChecker();
  const used = new Map<string, number>();
  const src = join(ROOT, 'src');
  for (const sf of program.getSourceFiles()) {
    if (!sf.fileName.startsWith(src.replace(/\\/g, '/')) || sf.isDeclarationFile) continue;
    walk(sf, (n) => {
      const name = ts.isPropertyAccessExpression(n)
        ? n.name
        : ts.isElementAccessExpression(n) && ts.isStringLiteral(n.argumentExpression)
          ? n.argumentExpression
          : undefined;
      if (!name) return;
      for (const d of checker.getSymbolAtLocation(name)?.declarations ?? []) {
        const file = d.getSourceFile().fileName;
        const owner = (d.parent as ts.NamedDeclaration | undefined)?.name;
        if (!owner || !GOOGLE_DECLARATIONS.test(file)) continue;
        const symbol = checker.getSymbolAtLocation(owner);
        const full = symbol ? checker.getFullyQualifiedName(symbol) : owner.getText();
        // Google's namespace, and the global `Console` (Apps Script's console, google-apps-script.base.d.ts)
        if (!full.startsWith('GoogleAppsScript.') && full !== 'Console') continue;
        const key = `${full}.${name.text}`;
        used.set(key, (used.get(key) ?? 0) + 1);
      }
    });
  }
  return used;
}

/**
 * The Google interfaces each facade class of local/gas stands for, from its `Surface<GoogleOnly<Class, T>>` line
 * (T one interface or a union of them), by class name.
 */
export function facadeInterfaces(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const f of readdirSync(GAS).filter((n) => n.endsWith('.ts'))) {
    const sf = ts.createSourceFile(f, readFileSync(join(GAS, f), 'utf8'), ts.ScriptTarget.Latest, true);
    for (const st of sf.statements) {
      if (!ts.isTypeAliasDeclaration(st) || !ts.isTypeReferenceNode(st.type)) continue;
      if (st.type.typeName.getText(sf) !== 'Surface') continue;
      const check = st.type.typeArguments?.[0];
      if (!check || !ts.isTypeReferenceNode(check) || check.typeName.getText(sf) !== 'GoogleOnly') continue;
      const [cls, google] = check.typeArguments ?? [];
      if (!cls || !google || !ts.isTypeReferenceNode(cls)) continue;
      const members = ts.isUnionTypeNode(google) ? google.types : [google];
      out.set(
        cls.typeName.getText(sf),
        members.map((t) => t.getText(sf)),
      );
    }
  }
  return out;
}

// The published declarations stand alone: Lit is inside the bundle, not a dependency, so no
// `dist/types/**/*.d.ts` may import it (an app type-checking with `skipLibCheck: false` would fail
// with "Cannot find module 'lit'"). Run after `tsc -p tsconfig.build.json`, over every file it
// emitted: elements become the `HTMLElement` subclasses a page sees (their public attributes'
// properties, methods and events), Lit's machinery (private and protected members, styles,
// templates) is left out, and any other mention of a Lit type reads `unknown`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const LIT = /^(lit|lit-html|lit-element|@lit\/[^/]+|@lit-labs\/[^/]+)(\/.*)?$/;
const isLit = (specifier) => LIT.test(specifier);

/** The declaration text without any Lit import; `edits` are [start, end, replacement], disjoint. */
export function withoutLit(text, fileName = 'file.d.ts') {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const litNames = new Set();
  const edits = [];
  const remove = (node) => edits.push([node.getFullStart(), node.getEnd(), '']);
  const replace = (node, by) => edits.push([node.getStart(), node.getEnd(), by]);

  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && isLit(statement.moduleSpecifier.text)) {
      const bindings = statement.importClause?.namedBindings;
      if (statement.importClause?.name) litNames.add(statement.importClause.name.text);
      if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) litNames.add(element.name.text);
      if (bindings && ts.isNamespaceImport(bindings)) litNames.add(bindings.name.text);
      remove(statement);
    }
  }

  /** True when the node mentions a Lit type anywhere inside. */
  const mentionsLit = (node) => {
    let found = false;
    const visit = (child) => {
      if (found) return;
      if (isLitType(child)) found = true;
      else ts.forEachChild(child, visit);
    };
    visit(node);
    return found;
  };
  const isLitType = (node) =>
    (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && isLit(node.argument.literal.text)) ||
    (ts.isTypeReferenceNode(node) && litNames.has(rootName(node.typeName))) ||
    (ts.isTypeQueryNode(node) && litNames.has(rootName(node.exprName)));
  const rootName = (name) => (ts.isIdentifier(name) ? name.text : rootName(name.left));

  const hidden = (member) =>
    ts.getCombinedModifierFlags(member) & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected) ||
    (member.name && ts.isPrivateIdentifier(member.name) && !ts.isPropertyDeclaration(member));

  const visit = (node) => {
    if (ts.isClassDeclaration(node)) {
      for (const clause of node.heritageClauses ?? []) {
        const lit = clause.types.filter((type) => ts.isIdentifier(type.expression) && litNames.has(type.expression.text));
        if (!lit.length) continue;
        if (clause.token === ts.SyntaxKind.ExtendsKeyword) replace(clause.types[0], 'HTMLElement');
        else if (lit.length === clause.types.length) remove(clause);
        else for (const type of lit) replace(type, 'Object');
      }
      for (const member of node.members) {
        // `#private;` stays: it keeps the class nominal, as the source's is.
        if (hidden(member) || mentionsLit(member)) remove(member);
        else ts.forEachChild(member, visit);
      }
      return;
    }
    if (isLitType(node)) return replace(node, 'unknown');
    ts.forEachChild(node, visit);
  };
  for (const statement of source.statements) if (!(ts.isImportDeclaration(statement) && isLit(statement.moduleSpecifier.text))) visit(statement);

  let result = text;
  for (const [start, end, by] of edits.sort((a, b) => b[0] - a[0])) result = result.slice(0, start) + by + result.slice(end);
  return result.replace(/^\n+/, '');
}

const declarations = (folder) =>
  readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name));

if (import.meta.url === `file://${process.argv[1]}`) {
  const folder = process.argv[2] ?? 'dist/types';
  let changed = 0;
  for (const file of declarations(folder)) {
    const text = readFileSync(file, 'utf8');
    const standalone = withoutLit(text, file);
    if (standalone !== text) {
      writeFileSync(file, standalone);
      changed += 1;
    }
  }
  console.log(`${folder}: ${changed} declaration files no longer need Lit`);
}

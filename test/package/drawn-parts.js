// The part names each element's templates draw, read from src/ with TypeScript's parser.
//
// An element draws what its own file's templates say, and what the shared code it runs draws: the
// base classes' methods and the shared functions (form fields, platform buttons). A shared
// template counts for an element only when that element's drawing reaches it: from the methods
// Lit calls (`render`, `update`, …: those nothing of ours calls by name), resolved to the
// element's own definition where it overrides one, through every `this.x()`, `super.x()` and
// function it calls. So the leaderboard, which draws its rows itself, is not held to the reward
// card of the list base (`card()`) that rewards and missions call. What `renderPageForm()` reaches
// is drawn in the page (the credential forms, `@formpart`), the rest in the shadow root
// (`@csspart`).
import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';

const FILES = readdirSync('src', { recursive: true }).filter((name) => name.endsWith('.ts') && !name.startsWith('locales')).map((name) => `src/${name}`);
const PAGE_ROOT = 'renderPageForm';

/** What a function, method or template constant of `file` draws itself, and what it calls. */
function reading(node, file) {
  const drawn = new Set();
  const methods = [];
  const functions = [];
  const add = (names) => names.split(/\s+/).filter(Boolean).forEach((name) => drawn.add(name));
  const literalsIn = (expression) => {
    if (ts.isStringLiteral(expression)) add(expression.text);
    expression.forEachChild(literalsIn);
  };
  const visit = (n) => {
    if (ts.isTaggedTemplateExpression(n) && n.tag.getText() === 'html') {
      const { template } = n;
      const texts = ts.isTemplateExpression(template) ? [template.head.text, ...template.templateSpans.map((span) => span.literal.text)] : [template.text];
      for (const text of texts) for (const [, names] of text.matchAll(/\bpart=["']([^"']*)["']/g)) add(names);
      // `part=${primary ? 'button submit' : 'button'}`: every name the expression may give.
      if (ts.isTemplateExpression(template)) template.templateSpans.forEach((span, i) => /\bpart=["']?$/.test(texts[i]) && literalsIn(span.expression));
    }
    if (ts.isCallExpression(n)) {
      const callee = n.expression;
      if (ts.isPropertyAccessExpression(callee) && (callee.expression.kind === ts.SyntaxKind.ThisKeyword || callee.expression.kind === ts.SyntaxKind.SuperKeyword)) {
        methods.push({ name: callee.name.getText(), viaSuper: callee.expression.kind === ts.SyntaxKind.SuperKeyword });
      }
    }
    if (ts.isIdentifier(n)) functions.push(n.text);
    n.forEachChild(visit);
  };
  visit(node);
  return { drawn, methods, functions, file };
}

const classes = new Map();
/** Top-level functions and template constants, by `file#name`. */
const functions = new Map();
/** What each file imports from another of src/: `file#name` → `file#name`. */
const imported = new Map();
/** Every method called by name as `this.x()` or `super.x()` anywhere: the rest are called by Lit or the platform. */
const calledByName = new Set();
for (const file of FILES) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && statement.importClause?.namedBindings && ts.isNamedImports(statement.importClause.namedBindings)) {
      const from = new URL(statement.moduleSpecifier.text.replace(/\.js$/, '.ts'), `file:///${file}`).pathname.slice(1);
      for (const element of statement.importClause.namedBindings.elements) imported.set(`${file}#${element.name.text}`, `${from}#${(element.propertyName ?? element.name).text}`);
    }
    if (ts.isClassDeclaration(statement) && statement.name) {
      const members = new Map();
      for (const member of statement.members) {
        if (!member.name || !(ts.isMethodDeclaration(member) || ts.isPropertyDeclaration(member) || ts.isGetAccessor(member))) continue;
        members.set(member.name.getText(), reading(member, file));
      }
      const base = statement.heritageClauses?.find((clause) => clause.token === ts.SyntaxKind.ExtendsKeyword)?.types[0].expression.getText();
      classes.set(statement.name.text, { base, members });
    } else if (ts.isFunctionDeclaration(statement) && statement.name) {
      functions.set(`${file}#${statement.name.text}`, reading(statement, file));
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) if (ts.isIdentifier(declaration.name) && declaration.initializer) functions.set(`${file}#${declaration.name.text}`, reading(declaration.initializer, file));
    }
  }
}
for (const { members } of classes.values()) for (const { methods } of members.values()) for (const { name } of methods) calledByName.add(name);
for (const { methods } of functions.values()) for (const { name } of methods) calledByName.add(name);

/** The element's class and its bases, most derived first. */
const chainOf = (name) => {
  const chain = [];
  for (let cls = classes.get(name); cls; cls = classes.get(cls.base)) chain.push(cls);
  return chain;
};

/** The parts drawn in the shadow root and in the page by the element class `name`. */
export function drawnParts(name) {
  const chain = chainOf(name);
  const walk = (roots) => {
    const parts = new Set();
    const seen = new Set();
    const queue = [...roots];
    while (queue.length) {
      const { at, read } = queue.pop();
      if (seen.has(read)) continue;
      seen.add(read);
      for (const part of read.drawn) parts.add(part);
      for (const { name: method, viaSuper } of read.methods) {
        if (method === PAGE_ROOT && !viaSuper) continue;
        const from = viaSuper ? at + 1 : 0;
        const i = chain.findIndex((cls, j) => j >= from && cls.members.has(method));
        if (i >= 0) queue.push({ at: i, read: chain[i].members.get(method) });
      }
      for (const fn of read.functions) {
        const key = `${read.file}#${fn}`;
        const found = functions.get(key) ?? functions.get(imported.get(key));
        if (found) queue.push({ at, read: found });
      }
    }
    return [...parts].sort();
  };
  /** The most derived definition of each method nothing calls by name. */
  const entries = new Map();
  chain.forEach((cls, at) => {
    for (const [method, read] of cls.members) if (!calledByName.has(method) && !entries.has(method)) entries.set(method, { at, read });
  });
  const page = chain.findIndex((cls) => cls.members.has(PAGE_ROOT));
  return {
    shadow: walk([...entries.values()]),
    page: page < 0 ? [] : walk([{ at: page, read: chain[page].members.get(PAGE_ROOT) }]),
  };
}

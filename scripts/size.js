// Size check of the built modules: prints their figures and fails the build when one is over its
// budget or is not self-contained. `npm run bench` reads the same figures through `sizes()`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';
import { ENTRIES } from './elements.js';

const KIB = 1024;
export const MAIN = 'dist/loyalty-widgets.js';
const LOCALES = 'dist/locales';
/** Gzip budgets: the main module (every element, English inside), each locale module, the platform marks. */
export const BUDGET = { main: 36 * KIB, locale: 2.5 * KIB, marks: 4 * KIB, login: 19 * KIB };
/**
 * Where a module is over its budget, the build holds it to a ceiling: it may not grow past that,
 * and every build says how far over the budget it still is. A ceiling is lowered with each
 * reduction; a fix that costs bytes raises it in the same commit, which says so and why. Delete a
 * ceiling once its module is back within budget.
 */
export const CEILING = { main: 39_088, login: 19_828 };
/** What fails the build: the ceiling while there is one, else the budget. */
const limitOf = (kind) => Math.max(BUDGET[kind], CEILING[kind] ?? 0);
/** The per-element entries for bundlers, and the shared chunks they import. */
const ELEMENTS = 'dist/elements';
const MARKS = 'dist/platform-marks.js';

export const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;
/** In bytes: a module a few bytes over would read "over by 0.0 KiB". */
const over = (gzip, budget) => `over budget by ${(gzip - budget).toLocaleString('en')} B gzip`;
/** Said of a module over its budget but within its ceiling: the build passes, and says so. */
const stillOver = (gzip, budget, kind) => (gzip > budget && CEILING[kind] ? `over its budget by ${(gzip - budget).toLocaleString('en')} B gzip (held to its ceiling of ${CEILING[kind].toLocaleString('en')} B until it is back under)` : undefined);
const bytes = (value) => `${value.toLocaleString('en')} B`;

/** What a module must not contain to run from one script tag under a strict Content-Security-Policy. */
function problemsOf(text) {
  const problems = [];
  // Self-contained: no static or dynamic import left in the module.
  if (/(^|[;}\s])import\s*[\s{*"'(]/.test(text.replace(/import\.meta/g, ''))) problems.push('it still imports other modules');
  if (/style=/.test(text)) problems.push('it contains an inline style attribute (breaks a strict CSP)');
  return problems;
}

/** The source map a built module points at, beside it, or why it lacks one: shipped for creators to debug with. */
function mapProblems(file) {
  const pointer = /\n\/\/# sourceMappingURL=([\w.-]+\.map)\s*$/.exec(readFileSync(file, 'utf8'))?.[1];
  if (!pointer) return ['it does not point at its source map'];
  const map = `${file.slice(0, file.lastIndexOf('/') + 1)}${pointer}`;
  if (!existsSync(map)) return [`its source map ${map} is missing`];
  return JSON.parse(readFileSync(map, 'utf8')).sourcesContent?.some(Boolean) ? [] : [`its source map ${map} carries no sources`];
}

/** Every private name (`#form`) the sources declare: an entry's must all be among them, none renamed. */
const sourcePrivateNames = () => {
  const names = new Set();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(`${dir}/${entry.name}`);
      else if (entry.name.endsWith('.ts')) for (const [name] of readFileSync(`${dir}/${entry.name}`, 'utf8').matchAll(/#[A-Za-z_$][\w$]*/g)) names.add(name);
    }
  };
  walk('src');
  return names;
};

/** `file` and every chunk it imports, itself first: what a page that imports it loads. */
function withChunks(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const [, chunk] of text.matchAll(/(?:import|from)\s*["']\.\/([^"']+)["']/g)) withChunks(`${ELEMENTS}/${chunk}`, seen);
  return seen;
}


/**
 * A per-element entry as a bundler ships it: the entry and the chunks it imports, bundled and
 * minified by esbuild with its defaults (as an app's build would), gzipped at level 9. The files
 * themselves ship readable (unminified, with source maps); each must keep the sources' private
 * names (a minifier's `#_` is what Turbopack refused). Only the login's has a budget: the page most
 * often built around one element.
 */
export function entry(name) {
  const file = `${ELEMENTS}/${name}.js`;
  if (!existsSync(file)) return undefined;
  const files = [...withChunks(file)];
  const [bundled] = buildSync({ entryPoints: [file], bundle: true, minify: true, format: 'esm', write: false, logLevel: 'error' }).outputFiles;
  const code = bundled.contents;
  const gzip = gzipSync(code, { level: 9 }).length;
  const budget = name === 'login' ? BUDGET.login : undefined;
  const problems = name === 'login' && gzip > limitOf('login') ? [over(gzip, limitOf('login'))] : [];
  const warning = name === 'login' ? stillOver(gzip, budget, 'login') : undefined;
  const privateNames = sourcePrivateNames();
  for (const one of files) {
    problems.push(...mapProblems(one).map((problem) => `${one}: ${problem}`));
    const renamed = [...new Set(readFileSync(one, 'utf8').match(/(?<![\w$`{])#[A-Za-z_$][\w$]*(?=\s*[(=;.}]|\s+in\b)/g) ?? [])].filter((n) => !privateNames.has(n));
    if (renamed.length) problems.push(`${one}: private names no source declares (${renamed.join(', ')}): minified?`);
  }
  const chunks = files.length - 1;
  return { file: `${file} + ${chunks} shared chunk${chunks === 1 ? '' : 's'}, bundled and minified`, raw: code.length, gzip, brotli: brotliCompressSync(code).length, budget, problems, warning };
}

/** Every built module with its sizes, budget and problems: the main one first, then the locales. */
export function sizes() {
  const locales = existsSync(LOCALES) ? readdirSync(LOCALES).filter((name) => name.endsWith('.js')).sort() : [];
  return [
    { file: MAIN, kind: 'main' },
    ...locales.map((name) => ({ file: `${LOCALES}/${name}`, kind: 'locale' })),
    ...(existsSync(MARKS) ? [{ file: MARKS, kind: 'marks' }] : []),
  ].map(({ file, kind }) => {
    const budget = BUDGET[kind];
    const code = readFileSync(file);
    const gzip = gzipSync(code, { level: 9 }).length;
    const problems = problemsOf(code.toString('utf8'));
    if (file === MAIN) problems.push(...mapProblems(file));
    if (gzip > limitOf(kind)) problems.unshift(over(gzip, limitOf(kind)));
    return { file, raw: code.length, gzip, brotli: brotliCompressSync(code).length, budget, problems, warning: stillOver(gzip, budget, kind) };
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  let failed = false;
  for (const { file, raw, gzip, brotli, budget, problems, warning } of [...sizes(), ...ENTRIES.map(entry)].filter(Boolean)) {
    console.log(`${file}: ${kib(raw)} raw, ${kib(gzip)} gzip (${bytes(gzip)}), ${kib(brotli)} brotli${budget ? ` (budget ${kib(budget)} gzip, ${bytes(budget)})` : ''}`);
    if (warning) console.warn(`${file} is ${warning}.`);
    if (problems.length) console.error(`Size check failed for ${file}: ${problems.join('; ')}.`);
    failed ||= problems.length > 0;
  }
  if (failed) process.exit(1);
}

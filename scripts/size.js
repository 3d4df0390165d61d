// Size check of the built modules: prints their figures and fails the build when one is over its
// budget or is not self-contained. `npm run bench` reads the same figures through `sizes()`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { ENTRIES } from './elements.js';

const KIB = 1024;
export const MAIN = 'dist/loyalty-widgets.js';
const LOCALES = 'dist/locales';
/** Gzip budgets: the main module (every element, English inside), each locale module, the platform marks. */
export const BUDGET = { main: 36 * KIB, locale: 2.5 * KIB, marks: 4 * KIB, login: 19 * KIB };
/** The per-element entries for bundlers, and the shared chunks they import. */
const ELEMENTS = 'dist/elements';
const MARKS = 'dist/platform-marks.js';

export const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;
/** In bytes: a module a few bytes over would read "over by 0.0 KiB". */
const over = (gzip, budget) => `over budget by ${(gzip - budget).toLocaleString('en')} B gzip`;

/** What a module must not contain to run from one script tag under a strict Content-Security-Policy. */
function problemsOf(text) {
  const problems = [];
  // Self-contained: no static or dynamic import left in the module.
  if (/(^|[;}\s])import\s*[\s{*"'(]/.test(text.replace(/import\.meta/g, ''))) problems.push('it still imports other modules');
  if (/style=/.test(text)) problems.push('it contains an inline style attribute (breaks a strict CSP)');
  return problems;
}

/** `file` and every chunk it imports, itself first: what a page that imports it loads. */
function withChunks(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const [, chunk] of text.matchAll(/(?:import|from)\s*["']\.\/([^"']+)["']/g)) withChunks(`${ELEMENTS}/${chunk}`, seen);
  return seen;
}


/**
 * A per-element entry for bundlers with the shared chunks it imports, each gzipped on its own as
 * a page fetches them: what a page that needs only that element loads. Only the login's has a
 * budget: the page most often built around one element.
 */
export function entry(name) {
  const file = `${ELEMENTS}/${name}.js`;
  if (!existsSync(file)) return undefined;
  const files = [...withChunks(file)];
  const sum = (measure) => files.reduce((total, f) => total + measure(readFileSync(f)), 0);
  const gzip = sum((code) => gzipSync(code, { level: 9 }).length);
  const budget = name === 'login' ? BUDGET.login : undefined;
  const problems = gzip > budget ? [over(gzip, budget)] : [];
  const chunks = files.length - 1;
  return { file: `${file} + ${chunks} shared chunk${chunks === 1 ? '' : 's'}`, raw: sum((code) => code.length), gzip, brotli: sum((code) => brotliCompressSync(code).length), budget, problems };
}

/** Every built module with its sizes, budget and problems: the main one first, then the locales. */
export function sizes() {
  const locales = existsSync(LOCALES) ? readdirSync(LOCALES).filter((name) => name.endsWith('.js')).sort() : [];
  return [
    { file: MAIN, budget: BUDGET.main },
    ...locales.map((name) => ({ file: `${LOCALES}/${name}`, budget: BUDGET.locale })),
    ...(existsSync(MARKS) ? [{ file: MARKS, budget: BUDGET.marks }] : []),
  ].map(({ file, budget }) => {
    const code = readFileSync(file);
    const gzip = gzipSync(code, { level: 9 }).length;
    const problems = problemsOf(code.toString('utf8'));
    if (gzip > budget) problems.unshift(over(gzip, budget));
    return { file, raw: code.length, gzip, brotli: brotliCompressSync(code).length, budget, problems };
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  let failed = false;
  for (const { file, raw, gzip, brotli, budget, problems } of [...sizes(), ...ENTRIES.map(entry)].filter(Boolean)) {
    console.log(`${file}: ${kib(raw)} raw, ${kib(gzip)} gzip, ${kib(brotli)} brotli${budget ? ` (budget ${kib(budget)} gzip)` : ''}`);
    if (problems.length) console.error(`Size check failed for ${file}: ${problems.join('; ')}.`);
    failed ||= problems.length > 0;
  }
  if (failed) process.exit(1);
}

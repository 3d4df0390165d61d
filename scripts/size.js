// Size check of the built bundle: prints its figures and fails the build over budget or when the
// bundle is not self-contained.
import { readFileSync } from 'node:fs';
import { gzipSync, brotliCompressSync } from 'node:zlib';

const BUDGET_GZIP_BYTES = 24 * 1024;
const file = 'dist/loyalty-widgets.js';
const code = readFileSync(file);
const gzip = gzipSync(code, { level: 9 }).length;
const brotli = brotliCompressSync(code).length;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

console.log(`${file}: ${kib(code.length)} raw, ${kib(gzip)} gzip, ${kib(brotli)} brotli (budget ${kib(BUDGET_GZIP_BYTES)} gzip)`);

const text = code.toString('utf8');
const problems = [];
if (gzip > BUDGET_GZIP_BYTES) problems.push(`over budget by ${kib(gzip - BUDGET_GZIP_BYTES)}`);
// Self-contained: no static or dynamic import left in the module.
if (/(^|[;}\s])import\s*[\s{*"'(]/.test(text.replace(/import\.meta/g, ''))) problems.push('it still imports other modules');
if (/style=/.test(text)) problems.push('it contains an inline style attribute (breaks a strict CSP)');
if (problems.length) {
  console.error(`Size check failed: ${problems.join('; ')}.`);
  process.exit(1);
}

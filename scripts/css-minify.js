// The build's minifier of the elements' styles: every css`` literal of the sources, minified by
// esbuild's CSS minifier (whitespace and comments; the syntax as written) before the bundle is.
//
// What a browser keeps as written, the minifier must too: a declaration whose value holds a
// `var()` is kept unparsed until it is computed (and serialized as written: the tests compare the
// parsed styles of the built files with the sources'), as is a custom property's value. Those
// values are set aside before minifying and put back after, to the letter. A literal with `${}`
// interpolations is minified around placeholders, each of which must come back once and in
// order; where one does not, the literal is left as it is.
import ts from 'typescript';
import { transformSync } from 'esbuild';
import { piecesOf, rewriteTemplates, sourcesPlugin } from './tagged-templates.js';

/** A declaration's value that the browser keeps as written: a custom property's, or one with `var()`. */
const VERBATIM_VALUE = /(--[\w-]+\s*:|:)([^;{}]*)(?=[;}]|$)/g;
const placeholder = (kind, i) => `__${kind}${i}__`;

/** A comment, or a string (kept: it may hold what looks like a comment). */
const COMMENT_OR_STRING = /("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')|\/\*[\s\S]*?\*\//g;

/** `text` (CSS) minified, every value the browser keeps as written left as it is. */
export function minifyCss(text) {
  const kept = [];
  // Comments go first: a colon in one would otherwise start a value to keep, and swallow its end.
  const uncommented = text.replace(COMMENT_OR_STRING, (whole, string) => string ?? '');
  const guarded = uncommented.replace(VERBATIM_VALUE, (whole, name, value) => {
    if (!name.startsWith('--') && !/var\(/i.test(value)) return whole;
    // A string holding `;`, `{` or `}` would be cut short here: fail rather than guess.
    if ((value.match(/["']/g) ?? []).length % 2) throw new Error(`a CSS value kept as written holds a string this minifier cannot set aside: ${value}`);
    kept.push(value.trim());
    return `${name}${placeholder('v', kept.length - 1)}`;
  });
  const minified = transformSync(guarded, { loader: 'css', minifyWhitespace: true, logLevel: 'silent' }).code.trim();
  const restored = minified.replace(/__v(\d+)__/g, (_, i) => kept[+i]);
  if (kept.some((_, i) => minified.split(placeholder('v', i)).length !== 2)) throw new Error('a kept CSS value did not come back from the minifier');
  return restored;
}

/** A template literal's cooked text as source text again: backslashes, backticks and `${` escaped. */
const asRaw = (cooked) => cooked.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');

/** `code` with every css`` literal minified; undefined when none changed. */
export function minifyStyles(code, fileName) {
  return rewriteTemplates(code, fileName, (template, tag, text) => {
    if (tag !== 'css') return;
    const ranges = piecesOf(template);
    // The interpolations as placeholders, each of which must come back once, in order.
    const cooked = ts.isNoSubstitutionTemplateLiteral(template) ? [template.text] : [template.head.text, ...template.templateSpans.map((span) => span.literal.text)];
    const minified = minifyCss(cooked.map((piece, i) => (i ? placeholder('x', i - 1) : '') + piece).join(''));
    const pieces = minified.split(/__x\d+__/);
    const order = [...minified.matchAll(/__x(\d+)__/g)].map((m) => +m[1]);
    if (pieces.length !== cooked.length || order.some((n, i) => n !== i)) return;
    ranges.forEach(([start, end], i) => text.overwrite(start, end, asRaw(pieces[i])));
  });
}

/** The Vite plugin: minifies the styles of the package's own sources (Lit has none). */
export const cssMinify = () => sourcesPlugin('css-minify', minifyStyles);

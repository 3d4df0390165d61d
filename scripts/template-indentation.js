// The build's only rewrite of the elements' templates: the indentation of html``, svg`` and css``
// literals, which is the source's layout and none of what a fan sees.
//
// Markup: the spaces and tabs around a line break, in text or between a tag's attributes, go; the
// line breaks stay. That is the first thing a browser does with text under `white-space: normal`,
// `nowrap` and `pre-line` (CSS Text 3, §4.1.1: collapsible spaces around a segment break are
// removed), so the text draws the same, "All ${count}" keeps its space, and a `pre-line`
// description keeps its breaks. Left as written: attribute values, comments, and everything in a
// template holding <pre>, <textarea>, <script> or <style>. The elements' styles must not preserve
// spaces (`white-space: pre`, `pre-wrap`, `break-spaces`): `assertNoPreservedSpaces` fails the
// build if one does, since indentation would then be drawn.
//
// CSS: a run of whitespace with a line break becomes one line break (still a whitespace token), a
// run beside `{`, `}` or `;` goes (it separates nothing there; beside `:` or `,`, or inside a
// selector or value, it stays), and comments go where whitespace stands beside them (`a/**/b` is
// not `ab`). Strings are left alone.
import ts from 'typescript';
import { piecesOf, rewriteTemplates, sourcesPlugin } from './tagged-templates.js';

const MARKUP_TAGS = new Set(['html', 'svg']);
const STYLE_TAGS = new Set(['css']);
/** Elements whose text is drawn or read as written. */
const VERBATIM = /<(pre|textarea|script|style|listing|xmp)[\s>]/i;
const PRESERVED_SPACES = /white-space(-collapse)?\s*:\s*(pre(?![\w-])|pre-wrap|break-spaces|preserve\b)/;

/** A run of whitespace with a line break, as its line breaks alone; any other run as it is. */
const trimmed = (run) => (run.includes('\n') ? run.replace(/[^\n]/g, '') : run);

/** Markup pieces with their indentation trimmed, outside attribute values and comments. */
function trimMarkup(pieces) {
  let state = 'text'; // text | tag | quoted | comment
  let quote = '';
  return pieces.map((piece) => {
    let out = '';
    for (let i = 0; i < piece.length; ) {
      const char = piece[i];
      if ((state === 'text' || state === 'tag') && /\s/.test(char)) {
        const run = /^\s+/.exec(piece.slice(i))[0];
        out += trimmed(run);
        i += run.length;
        continue;
      }
      if (state === 'text' && piece.startsWith('<!--', i)) state = 'comment';
      else if (state === 'text' && char === '<' && /[a-zA-Z/]/.test(piece[i + 1] ?? '')) state = 'tag';
      else if (state === 'tag' && (char === '"' || char === "'")) [state, quote] = ['quoted', char];
      else if (state === 'tag' && char === '>') state = 'text';
      else if (state === 'quoted' && char === quote) state = 'tag';
      else if (state === 'comment' && piece.startsWith('-->', i)) {
        out += '-->';
        i += 3;
        state = 'text';
        continue;
      }
      out += char;
      i += 1;
    }
    return out;
  });
}

/** CSS pieces with their indentation trimmed and comments beside whitespace removed, strings kept. */
function trimStyle(pieces) {
  let quote = '';
  return pieces.map((piece) => {
    let out = '';
    for (let i = 0; i < piece.length; ) {
      const char = piece[i];
      if (quote) {
        if (char === '\\') {
          out += piece.slice(i, i + 2);
          i += 2;
          continue;
        }
        if (char === quote) quote = '';
      } else if (char === '"' || char === "'") quote = char;
      else if (piece.startsWith('/*', i)) {
        const end = piece.indexOf('*/', i + 2);
        const after = end < 0 ? piece.length : end + 2;
        const before = out.length ? out[out.length - 1] : ' ';
        const next = after < piece.length ? piece[after] : ' ';
        if (/\s/.test(before) || /\s/.test(next)) {
          i = after;
          continue;
        }
      } else if (/\s/.test(char)) {
        const run = /^\s+/.exec(piece.slice(i))[0];
        // Where a comment was removed, the whitespace on both of its sides joins into one run.
        // In CSS a run with a line break is one whitespace token however many breaks it has.
        const joined = (/\s+$/.exec(out)?.[0] ?? '') + run;
        out = out.replace(/\s+$/, '');
        // Beside a brace or a semicolon whitespace separates nothing: `a {b: c; }` is `a{b: c;}`.
        const beside = (out[out.length - 1] ?? '') + (piece[i + run.length] ?? '');
        if (!/[{};]/.test(beside)) out += joined.includes('\n') ? '\n' : joined;
        i += run.length;
        continue;
      }
      out += char;
      i += 1;
    }
    return out;
  });
}

/** Fails when an element's styles would draw spaces as written: the markup trim would then show. */
export function assertNoPreservedSpaces(code, fileName) {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true);
  const visit = (node) => {
    if (ts.isTaggedTemplateExpression(node) && STYLE_TAGS.has(node.tag.getText(source))) {
      const text = node.template.getText(source);
      const found = PRESERVED_SPACES.exec(text);
      if (found) throw new Error(`${fileName}: "${found[0]}" draws a template's spaces as written; the build trims the templates' indentation (scripts/template-indentation.js), so it cannot be used`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

/** `code` with every html``, svg`` and css`` literal's indentation trimmed; undefined when none changed. */
export function trimTemplateIndentation(code, fileName) {
  return rewriteTemplates(code, fileName, (template, tag, text) => {
    const ranges = piecesOf(template);
    const pieces = ranges.map(([start, end]) => code.slice(start, end));
    const markup = MARKUP_TAGS.has(tag) && !VERBATIM.test(pieces.join(''));
    const rewritten = markup ? trimMarkup(pieces) : STYLE_TAGS.has(tag) ? trimStyle(pieces) : pieces;
    ranges.forEach(([start, end], i) => {
      if (rewritten[i] === pieces[i]) return;
      if (rewritten[i]) text.overwrite(start, end, rewritten[i]);
      else text.remove(start, end);
    });
  });
}

/** The Vite plugin: trims the templates of the package's own sources (Lit's are trimmed already). */
export const templateIndentation = () =>
  sourcesPlugin('template-indentation', (code, id) => {
    assertNoPreservedSpaces(code, id);
    return trimTemplateIndentation(code, id);
  });

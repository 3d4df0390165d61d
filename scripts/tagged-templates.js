// What the build's two rewrites of the sources share (scripts/template-indentation.js,
// scripts/css-minify.js): finding each tagged template literal and its static pieces, rewriting
// pieces in place with a source map, and a Vite plugin that applies to the package's own sources.
import ts from 'typescript';
import MagicString from 'magic-string';

/** The static pieces of a template literal, as [start, end) offsets of their raw text (between `, ${ and }). */
export function piecesOf(template) {
  if (ts.isNoSubstitutionTemplateLiteral(template)) return [[template.getStart() + 1, template.end - 1]];
  const pieces = [[template.head.getStart() + 1, template.head.end - 2]];
  for (const span of template.templateSpans) {
    const literal = span.literal;
    pieces.push([literal.getStart() + 1, literal.end - (ts.isTemplateTail(literal) ? 1 : 2)]);
  }
  return pieces;
}

/**
 * Calls `visit(template, tag, text)` for every tagged template literal of `code` (`tag` as written:
 * `html`, `css`), `text` being the MagicString to rewrite it in. The rewritten code and its source
 * map, or undefined when nothing changed.
 */
export function rewriteTemplates(code, fileName, visit) {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true);
  const text = new MagicString(code);
  const walk = (node) => {
    if (ts.isTaggedTemplateExpression(node)) visit(node.template, node.tag.getText(source), text);
    ts.forEachChild(node, walk);
  };
  walk(source);
  return text.hasChanged() ? { code: text.toString(), map: text.generateMap({ hires: true, source: fileName, includeContent: true }) } : undefined;
}

/** A Vite plugin applying `transform(code, id)` to the package's own sources (src/**.ts), before any other. */
export const sourcesPlugin = (name, transform) => ({
  name,
  enforce: 'pre',
  transform(code, id) {
    if (!/\/src\/.*\.ts$/.test(id) || id.includes('/node_modules/')) return undefined;
    return transform(code, id);
  },
});

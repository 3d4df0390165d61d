// custom-elements-manifest analyzer plugin: turns what the analyzer reads from src/ into the
// manifest of what ships. One module (the bundle), the seven elements with their public API only,
// every type alias spelled out as its values, CSS properties with their defaults.
import { readFileSync } from 'node:fs';

/** Lit's and the platform's callbacks: public, but nothing a page calls. */
const LIFECYCLE = new Set(['render', 'connectedCallback', 'disconnectedCallback', 'attributeChangedCallback', 'observedAttributes']);

/** A value as a reader writes it: a space after each comma, a zero before a decimal point (the styles write some as the minifier would). */
const readable = (value) => value.replace(/,(?=\S)/g, ', ').replace(/(^|[\s(,])\./g, '$10.');

/** `--loyalty-x` → its fallback, as the styles first write it (on a light page): `var(--loyalty-x, <default>)`. */
export function cssDefaults(css) {
  const defaults = new Map();
  for (const [, name, fallback] of css.matchAll(/var\((--loyalty-[\w-]+),\s*(.+)\);$/gm)) if (!defaults.has(name)) defaults.set(name, readable(fallback.trim()));
  return defaults;
}

/** Global attributes documented on an element: each is also the element's property of that name. */
const GLOBAL_ATTRIBUTES = new Set(['lang', 'dir', 'title']);

const pick = (object, keys) => Object.fromEntries(keys.filter((key) => object[key] !== undefined).map((key) => [key, object[key]]));

export function shippedManifest({ path, styles }) {
  /** Type aliases that are unions of literals, by name: `StorageKind` → `'local' | 'session' | 'memory'`. */
  const unions = new Map();
  /** Event classes' `detail` types: `LoyaltyLoginEvent` → `{ user: User }`. */
  const details = new Map();
  /**
   * `@formpart name - description` of each element class: the pieces of a credential form drawn in
   * the page, which `::part()` does not reach (so they are no `@csspart`).
   */
  const formParts = new Map();
  return {
    name: 'shipped-manifest',
    collectPhase({ ts, node }) {
      if (ts.isClassDeclaration(node) && node.name) {
        const tags = ts.getJSDocTags(node).filter((tag) => tag.tagName.text === 'formpart');
        const parts = tags.map((tag) => /^(\S+)\s+-\s+([\s\S]+)$/.exec(ts.getTextOfJSDocComment(tag.comment)?.trim() ?? '')).filter(Boolean);
        if (parts.length) formParts.set(node.name.text, parts.map(([, name, description]) => ({ name, description: description.trim() })));
      }
      const base = ts.isClassDeclaration(node) && node.heritageClauses?.[0]?.types[0];
      if (base && base.expression.getText() === 'CustomEvent' && base.typeArguments) details.set(node.name.text, base.typeArguments[0].getText());
      if (!ts.isTypeAliasDeclaration(node) || !ts.isUnionTypeNode(node.type)) return;
      const values = node.type.types.map((type) => (ts.isLiteralTypeNode(type) && ts.isStringLiteral(type.literal) ? `'${type.literal.text}'` : undefined));
      if (values.every(Boolean)) unions.set(node.name.text, values.join(' | '));
    },
    packageLinkPhase({ customElementsManifest: manifest }) {
      const declarations = manifest.modules.flatMap((module) => module.declarations ?? []);
      const constants = new Map(declarations.filter((d) => d.kind === 'variable' && d.default).map((d) => [d.name, d.default]));
      const defaults = cssDefaults(readFileSync(styles, 'utf8'));
      const spelled = (text) => text.replace(/\b\w+\b/g, (name) => unions.get(name) ?? name);
      const type = (t) => t && { text: spelled(t.text) };
      const value = (text) => constants.get(text) ?? text;
      const publicField = (m) => (!m.privacy || m.privacy === 'public') && !m.static && !LIFECYCLE.has(m.name) && (m.kind === 'field' || m.kind === 'method');

      const element = (el) => ({
        kind: 'class',
        name: el.name,
        tagName: el.tagName,
        customElement: true,
        description: el.description,
        // An attribute is there with a value or not at all: its type is the value's.
        attributes: el.attributes?.map((a) => ({
          ...pick(a, ['name', 'description']),
          fieldName: a.fieldName ?? (GLOBAL_ATTRIBUTES.has(a.name) ? a.name : undefined),
          type: type(a.type && { text: a.type.text.replace(/ \| (undefined|null)/g, '') }),
          default: value(a.default),
        })),
        members: el.members
          ?.filter(publicField)
          .map((m) => ({ ...pick(m, ['kind', 'name', 'description', 'attribute', 'reflects', 'readonly']), type: type(m.type), default: value(m.default) })),
        // Only what the JSDoc declares (`@fires`, with its class): the analyzer also guesses events
        // from `dispatchEvent(new X(arg))` and takes `arg` (a detail) for the name.
        events: el.events?.filter((e) => e.description && e.type).map((e) => pick(e, ['name', 'type', 'description'])),
        slots: el.slots,
        cssParts: el.cssParts?.map((p) => pick(p, ['name', 'description'])),
        formParts: formParts.get(el.name),
        cssProperties: el.cssProperties?.map((p) => ({ ...pick(p, ['name', 'description']), default: defaults.get(p.name) })),
      });

      const elements = declarations.filter((d) => d.customElement && d.tagName).map(element);
      const events = declarations
        .filter((d) => d.kind === 'class' && d.superclass?.name === 'CustomEvent')
        .map((d) => ({
          kind: 'class',
          name: d.name,
          description: d.description,
          superclass: { name: 'CustomEvent', package: 'global:' },
          members: [{ kind: 'field', name: 'detail', readonly: true, type: { text: spelled(details.get(d.name)) } }],
        }));
      const ref = (name) => ({ name, module: path });
      manifest.modules = [
        {
          kind: 'javascript-module',
          path,
          declarations: [...elements, ...events],
          exports: [
            ...[...elements, ...events].map((d) => ({ kind: 'js', name: d.name, declaration: ref(d.name) })),
            ...elements.map((d) => ({ kind: 'custom-element-definition', name: d.tagName, declaration: ref(d.name) })),
          ],
        },
      ];
      delete manifest.readme;
    },
  };
}

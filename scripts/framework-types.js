// Framework types, generated from custom-elements.json: each element's attributes, properties and
// events typed for React 19 and Preact (JSX, on each library's own attribute types), Vue
// (GlobalComponents), Svelte (svelte/elements) and Astro (astroHTML.JSX). Each file is its own entry
// (`loyalty-widgets/react`, …), so a project loads only its framework's; attributes.d.ts, which
// they share, imports no framework.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const outdir = 'dist/types/frameworks';
const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
const elements = manifest.modules.flatMap((module) => module.declarations ?? []).filter((d) => d.tagName);
const banner = '// Generated from custom-elements.json by scripts/framework-types.js.\n';
const write = (file, text) => writeFileSync(`${outdir}/${file}`, banner + text);
mkdirSync(outdir, { recursive: true });

const oneLine = (text = '') => text.replace(/\s*\n\s*/g, ' ').replaceAll('*/', '*\\/');
const doc = (text, indent = '  ') => (text ? `${indent}/** ${oneLine(text)} */\n` : '');
const key = (name) => (/^[a-z]\w*$/i.test(name) ? name : `'${name}'`);

/**
 * What an attribute takes as HTML text: a number's digits as well as the number (as HTML allows
 * `limit="3"`), a closed list of words as that list, JSON or other text as a string.
 */
function textType(type = 'string') {
  if (type === 'number') return 'NumberText';
  if (type === 'boolean') return 'boolean';
  if (/^('[^']*'\s*\|\s*)*'[^']*'$/.test(type)) return type;
  return 'string';
}

/** The element's attributes, each typed as text (Astro, HTML) or, where the name is also the property's, as either (JSX, Svelte). */
const attributes = (el, withProperties) =>
  el.attributes
    .filter((a) => a.fieldName)
    .map((a) => {
      const text = textType(a.type?.text);
      const type = withProperties && a.name === a.fieldName && text !== a.type?.text ? `${el.name}['${a.fieldName}'] | ${text}` : text;
      return `${doc(a.description, '    ')}    ${key(a.name)}?: ${type};`;
    })
    .join('\n');
/** Public properties no attribute sets (the creator's `strings`): frameworks that set properties take them. */
const propertiesOnly = (el) =>
  el.members
    .filter((m) => m.kind === 'field' && !m.static && !m.privacy && !m.readonly && !el.attributes.some((a) => a.fieldName === m.name))
    .map((m) => `${doc(m.description, '    ')}    ${key(m.name)}?: ${el.name}['${m.name}'];`)
    .join('\n');
/** `on<event>` handlers: React 19, Preact and Svelte 5 add a listener for the event named after `on`. */
const handlers = (el) => el.events.map((e) => `${doc(e.description, '    ')}    'on${e.name}'?: (event: LoyaltyEventMap['${e.name}']) => void;`).join('\n');
const cssProperties = [...new Map(elements.flatMap((el) => el.cssProperties ?? []).map((p) => [p.name, p])).values()];

write(
  'attributes.d.ts',
  `import type { ${[...elements.map((el) => el.name), 'LoyaltyEventMap'].join(', ')} } from '../index.js';

/** A number, or its digits as an attribute's text. */
export type NumberText = number | \`\${number}\`;

/** Each element's attributes as HTML takes them: text, a closed list of words, a number's digits. */
export interface LoyaltyAttributes {
${elements.map((el) => `  '${el.tagName}': {\n${attributes(el, false)}\n  };`).join('\n')}
}

/**
 * What frameworks that set an element's properties (React 19, Preact, Svelte 5) take: each
 * attribute, as text or as its property's value, the properties no attribute sets, and the
 * \`on<event>\` handlers of the events the element fires.
 */
export interface LoyaltyProps {
${elements.map((el) => `  '${el.tagName}': {\n${attributes(el, true)}\n${propertiesOnly(el)}\n${handlers(el)}\n  };`).join('\n')}
}

/** The class of each element. */
export interface LoyaltyElements {
${elements.map((el) => `  '${el.tagName}': ${el.name};`).join('\n')}
}

/** The custom properties the elements read, for a \`style\` object. */
export interface LoyaltyCssProperties {
${cssProperties.map((p) => `${doc(p.description)}  '${p.name}'?: string | number;`).join('\n')}
}
`,
);

const intrinsic = (type) => elements.map((el) => `${doc(el.description, '      ')}      '${el.tagName}': ${type}<'${el.tagName}'>;`).join('\n');

// React 19: React's own props of an HTML element (ref, key, className, style, onClick, …) with the
// element's own, as React passes them: attributes and properties by name, \`on<event>\` as listeners.
write(
  'react.d.ts',
  `import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { LoyaltyCssProperties, LoyaltyElements, LoyaltyProps } from './attributes.js';

type ReactProps<Tag extends keyof LoyaltyElements> = Omit<DetailedHTMLProps<HTMLAttributes<LoyaltyElements[Tag]>, LoyaltyElements[Tag]>, keyof LoyaltyProps[Tag]> &
  LoyaltyProps[Tag];

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${intrinsic('ReactProps')}
    }
  }
  interface CSSProperties extends LoyaltyCssProperties {}
}
`,
);

// Preact: Preact's own props of an HTML element, with the element's own.
write(
  'preact.d.ts',
  `import type { JSX } from 'preact';
import type { LoyaltyElements, LoyaltyProps } from './attributes.js';

type PreactProps<Tag extends keyof LoyaltyElements> = Omit<JSX.HTMLAttributes<LoyaltyElements[Tag]>, keyof LoyaltyProps[Tag]> & LoyaltyProps[Tag];

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
${intrinsic('PreactProps')}
    }
  }
}
`,
);

// Svelte 5: svelte/elements' attributes of an HTML element, with the element's own.
write(
  'svelte.d.ts',
  `import type { HTMLAttributes } from 'svelte/elements';
import type { LoyaltyElements, LoyaltyProps } from './attributes.js';

type SvelteProps<Tag extends keyof LoyaltyElements> = Omit<HTMLAttributes<LoyaltyElements[Tag]>, keyof LoyaltyProps[Tag]> & LoyaltyProps[Tag];

declare module 'svelte/elements' {
  interface SvelteHTMLElements {
${intrinsic('SvelteProps').replaceAll('\n      ', '\n    ').replace(/^ {6}/, '    ')}
  }
}
`,
);

// Astro: a page writes HTML, so attributes are text, checked against what each one takes.
write(
  'astro.d.ts',
  `import type { LoyaltyAttributes } from './attributes.js';

type AstroProps<Tag extends keyof LoyaltyAttributes> = Omit<astroHTML.JSX.HTMLAttributes, keyof LoyaltyAttributes[Tag]> & LoyaltyAttributes[Tag];

declare global {
  namespace astroHTML.JSX {
    interface IntrinsicElements {
${intrinsic('AstroProps')}
    }
  }
}
`,
);

const imports = `import type { ${[...elements.map((el) => el.name), 'LoyaltyEventMap'].join(', ')} } from '../index.js';\n`;
/** `'team' | 'baseUrl' | …`: the element's public properties. */
const fields = (el) => el.members.filter((m) => m.kind === 'field').map((m) => `'${m.name}'`).join(' | ');
/** `'loyalty-login' | …`: the events it fires, keys of LoyaltyEventMap. */
const events = (el) => el.events.map((e) => `'${e.name}'`).join(' | ') || 'never';
/** Attribute names with dashes, typed as the property they set. */
const dashed = (el) =>
  el.attributes
    .filter((a) => a.name.includes('-') && a.fieldName)
    .map((a) => `'${a.name}'?: ${el.name}['${a.fieldName}'];`)
    .join(' ');

// Vue: the shape Vue's guide gives for custom elements: props from the element's properties, `@event`
// listeners typed through `$emit`.
write(
  'vue.d.ts',
  `import type { EmitFn, HTMLAttributes, PublicProps } from 'vue';
${imports}
type TypedElement<E, Events extends keyof LoyaltyEventMap, Props extends keyof E, Attributes> = new () => E & {
  /** Template prop types only: do not read it. */
  $props: HTMLAttributes & Partial<Pick<E, Props>> & Attributes & PublicProps;
  /** Template event types only: do not call it. */
  $emit: EmitFn<{ [K in Events]: (event: LoyaltyEventMap[K]) => void }>;
};

declare module 'vue' {
  interface GlobalComponents {
${elements.map((el) => `${doc(el.description, '    ')}    '${el.tagName}': TypedElement<${el.name}, ${events(el)}, ${fields(el)}, { ${dashed(el)} }>;`).join('\n')}
  }
}
`,
);

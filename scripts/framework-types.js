// Framework types, generated from custom-elements.json: each element's attributes, properties and
// events typed for React and Preact (JSX), Vue (GlobalComponents) and Svelte (svelte/elements).
// Each file is its own entry (`loyalty-widgets/react`, …), so a project loads only its framework's.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { generateJsxTypes } from '@wc-toolkit/jsx-types';

const outdir = 'dist/types/frameworks';
const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
const elements = manifest.modules.flatMap((module) => module.declarations).filter((d) => d.tagName);
const banner = '// Generated from custom-elements.json by scripts/framework-types.js.\n';
const write = (file, text) => writeFileSync(`${outdir}/${file}`, banner + text);
mkdirSync(outdir, { recursive: true });

// JSX: @wc-toolkit/jsx-types writes the element types, then augments every JSX library it knows
// at once (a project without them would not compile); keep the types, augment one library per file.
generateJsxTypes(manifest, { outdir, fileName: 'jsx.d.ts', globalTypePath: '../index.js', stronglyTypedEvents: true, hideLogs: true });
const jsx = readFileSync(`${outdir}/jsx.d.ts`, 'utf8');
const augmentations = jsx.indexOf('\ndeclare module ');
if (augmentations < 0) throw new Error('@wc-toolkit/jsx-types changed its output: no module augmentations found.');
write('jsx.d.ts', jsx.slice(0, augmentations));
const jsxFor = (modules) =>
  `import type { CustomElements, CustomCssProperties } from './jsx.js';\n` +
  modules
    .map((module) => `\ndeclare module '${module}' {\n  namespace JSX {\n    interface IntrinsicElements extends CustomElements {}\n  }\n  interface CSSProperties extends CustomCssProperties {}\n}\n`)
    .join('');
write('react.d.ts', jsxFor(['react', 'react/jsx-runtime', 'react/jsx-dev-runtime']));
write('preact.d.ts', jsxFor(['preact']));

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
const doc = (el) => `    /** ${el.description.replace(/\s*\n\s*/g, ' ')} */\n`;

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
${elements.map((el) => `${doc(el)}    '${el.tagName}': TypedElement<${el.name}, ${events(el)}, ${fields(el)}, { ${dashed(el)} }>;`).join('\n')}
  }
}
`,
);

// Svelte 5: attributes and properties, and on<event> handlers, on svelte/elements.
write(
  'svelte.d.ts',
  `import type { HTMLAttributes } from 'svelte/elements';
${imports}
type TypedElement<E extends EventTarget, Events extends keyof LoyaltyEventMap, Props extends keyof E, Attributes> = HTMLAttributes<E> &
  Partial<Pick<E, Props>> &
  Attributes & { [K in Events as \`on\${K}\`]?: (event: LoyaltyEventMap[K] & { currentTarget: E }) => void };

declare module 'svelte/elements' {
  interface SvelteHTMLElements {
${elements.map((el) => `${doc(el)}    '${el.tagName}': TypedElement<${el.name}, ${events(el)}, ${fields(el)}, { ${dashed(el)} }>;`).join('\n')}
  }
}
`,
);

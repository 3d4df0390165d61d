import type { Words } from '../i18n/english.js';

/**
 * What other scripts add to the page's elements: word catalogues and platform marks. Shared by
 * every copy of the bundle, every locale module and the marks module through one global (each is
 * its own script and may load before or after the bundle).
 */
export interface PageAdditions {
  /** Catalogues from locale modules, by language tag (`es`, `pt`, …). */
  locales: Record<string, Catalogue | PackedCatalogue>;
  /** What the page registered on top, by language tag. */
  overrides: Record<string, Strings>;
  /** Platform marks from dist/platform-marks.js: SVG path data on a 24 × 24 box, by platform. */
  marks?: Record<string, string>;
  /** Called after every change, so elements speak the new words and draw the new marks at once. */
  listeners: Set<() => void>;
}

const KEY = Symbol.for('loyalty-widgets.additions');

export const pageAdditions = (): PageAdditions =>
  ((globalThis as { [KEY]?: PageAdditions })[KEY] ??= { locales: {}, overrides: {}, listeners: new Set() });

function changed(registry: PageAdditions): void {
  for (const listener of registry.listeners) listener();
}

/**
 * A sentence of a language other than English: its text, where `{0}`, `{1}`… stand for the values
 * the English sentence takes, in their order; a counted one (`gold`) as the forms the language's
 * plural rules choose from by its count (Arabic all six of zero, one, two, few, many, other;
 * Spanish one and other), `other` for every form left out.
 */
export type Sentence = string | (Partial<Record<Intl.LDMLPluralRule, string>> & { other: string });

/** A language's catalogue as written in src/locales/: every key of English, each sentence as text. */
export type Catalogue = { [K in keyof Words]: Words[K] extends string ? string : Sentence };

/**
 * Sentences a page says its own way, by key: as English writes them (a function where they take
 * values) or as a locale module does (`{0}`, `{1}`… for the values, plural forms by count).
 */
export type Strings = { [K in keyof Words]?: Words[K] | Catalogue[K] };

/**
 * A catalogue as a built locale module carries it: the sentences of each part of English
 * (each component's `*.words.ts`) in the order of that part's keys, which the elements know
 * already, led by the stamp of those keys (src/i18n/part-stamp.ts).
 */
export type PackedCatalogue = Record<string, [stamp: string, ...sentences: Sentence[]]>;

/** Adds a language (a lower-case tag): what a locale module does when it loads. */
export function defineLocale(lang: string, catalogue: Catalogue | PackedCatalogue): void {
  const registry = pageAdditions();
  registry.locales[lang] = catalogue;
  changed(registry);
}

/**
 * Page-wide words on top of a language's catalogue, e.g. "points" instead of "gold":
 * `registerStrings('en', { gold: '{0} points' })` or `{ gold: (amount) => \`${amount} points\` }`.
 * It also adds a language no locale module provides; what it leaves out is then said in English.
 */
export function registerStrings(lang: string, strings: Strings): void {
  const registry = pageAdditions();
  const key = lang.toLowerCase();
  registry.overrides[key] = { ...registry.overrides[key], ...strings };
  changed(registry);
}

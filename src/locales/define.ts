import type { Words } from './en.js';

/**
 * The page's word catalogues, shared by every copy of the bundle and every locale module through
 * one global (a locale module is its own script and may load before or after the bundle).
 */
export interface WordRegistry {
  /** Catalogues from locale modules, by language tag (`es`, `pt`, …). */
  locales: Record<string, Words>;
  /** What the page registered on top, by language tag. */
  overrides: Record<string, Partial<Words>>;
  /** Called after every change, so elements speak the new words at once. */
  listeners: Set<() => void>;
}

const KEY = Symbol.for('loyalty-widgets.words');

export const wordRegistry = (): WordRegistry =>
  ((globalThis as { [KEY]?: WordRegistry })[KEY] ??= { locales: {}, overrides: {}, listeners: new Set() });

function changed(registry: WordRegistry): void {
  for (const listener of registry.listeners) listener();
}

/** Adds a language (a lower-case tag): what a locale module does when it loads. */
export function defineLocale(lang: string, words: Words): void {
  const registry = wordRegistry();
  registry.locales[lang] = words;
  changed(registry);
}

/**
 * Page-wide words on top of a language's catalogue, e.g. "points" instead of "gold":
 * `registerStrings('en', { gold: (amount) => \`${amount} points\` })`. It also adds a language no
 * locale module provides; what it leaves out is then said in English.
 */
export function registerStrings(lang: string, strings: Partial<Words>): void {
  const registry = wordRegistry();
  const key = lang.toLowerCase();
  registry.overrides[key] = { ...registry.overrides[key], ...strings };
  changed(registry);
}

/**
 * The form of a counted phrase for `lang`'s plural rules: `forms` holds what the language
 * needs (Arabic all six of zero, one, two, few, many, other; English one and other).
 */
export const plural =
  (lang: string) =>
  (count: number, forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }): string =>
    forms[new Intl.PluralRules(lang).select(count)] ?? forms.other;

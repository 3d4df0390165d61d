import { ApiError, type ApiErrorKind } from '../api/client.js';
import { pageAdditions } from '../page/page-additions.js';
import type { WordKey, Words } from './english.js';
import { coreWords } from './core.words.js';
import { partStamp } from './part-stamp.js';
import { formatter } from './formats.js';

/**
 * The language an element speaks: its own `lang`, else the nearest ancestor's (across shadow
 * roots, up to `<html lang>`), else the browser's.
 */
export function languageOf(element: Element): string {
  for (let node: Element | undefined = element; node; node = node.parentElement ?? (node.getRootNode() as ShadowRoot).host) {
    const lang = node.getAttribute('lang')?.trim();
    if (lang) return lang;
  }
  // No navigator where a server renders (Node before 21).
  return globalThis.navigator?.language ?? 'en';
}

/** What a language tag resolves to: the language whose words are used, and the words. */
export interface Speech {
  /** `es` for `es-MX` when Spanish is loaded; `en` when nothing matches. */
  lang: string;
  words: Words;
}

const resolved = new Map<string, Speech>();
pageAdditions().listeners.add(() => resolved.clear());

/** The English of the elements this module defines, by part: each adds its part as it is defined. */
const englishParts: Record<string, Partial<Words>> = { core: coreWords };

/** Adds the English of an element, by part (`{ login: loginWords }`). */
export function speakEnglish(parts: Record<string, Partial<Words>>): void {
  Object.assign(englishParts, parts);
  resolved.clear();
}

/**
 * `{0}`, `{1}`… of a sentence, filled with the values it is called with, each isolated (FSI … PDI)
 * as Fluent does: a name in another script keeps its own direction and its punctuation in place
 * ("Shout-out!" in an Arabic sentence). A page's `{9}` where there is no such value says nothing.
 */
const fill = (text: string, values: unknown[]) => text.replace(/\{(\d)\}/g, (_, i: string) => `\u2068${values[+i] ?? ''}\u2069`);

/**
 * A locale's catalogue, as written or packed, or what a page says its own way, as sentences the
 * elements call: where English takes values, a function that fills them in (a counted sentence's
 * form chosen by its first number), or the page's own function. A sentence of another kind (a
 * number, a text where forms are wanted) is left out, and the words under it stay. A packed part
 * not stamped with its English part's keys (a module of another version) is left to English.
 */
export function unpack(catalogue: object | undefined, lang: string, english: Partial<Words>): Partial<Words> {
  const words: Record<string, unknown> = {};
  // From a tag Intl may refuse (a page's `en_US`): then the browser's rules.
  const rules = formatter('PluralRules', lang);
  // Typed as forms by count, a sentence may be anything a page hands in: each use checks its kind.
  const add = (key: string, sentence: Record<string, string>) => {
    const text = typeof sentence === 'string';
    const takesValues = typeof english[key as keyof Words] === 'function';
    if (takesValues ? typeof sentence === 'function' : text) words[key] = sentence;
    else if (takesValues && (text || typeof sentence?.other === 'string')) {
      // A form that is no text (a number, a symbol, an object) is left to `other`, as one left out.
      words[key] = (...values: unknown[]) =>
        fill([text ? sentence : sentence[rules.select(values.find((value) => typeof value === 'number') as number)], sentence.other].find((form) => typeof form === 'string')!, values);
    }
  };
  for (const [name, value] of Object.entries(catalogue ?? {})) {
    const keys = Object.keys(englishParts[name] ?? {});
    if (!Array.isArray(value)) add(name, value);
    else if (value.length === keys.length + 1 && value[0] === partStamp(keys)) keys.forEach((key, i) => add(key, value[i + 1]));
  }
  return words;
}

/**
 * The words for a language tag: the catalogue of the tag or of its base language (`pt-BR` →
 * `pt`), else English, with what the page registered on top.
 */
export function speechFor(tag: string): Speech {
  let speech = resolved.get(tag);
  if (!speech) {
    const { locales, overrides } = pageAdditions();
    const lower = tag.toLowerCase();
    const lang = [lower, lower.split('-')[0]].find((candidate) => locales[candidate] || overrides[candidate]) ?? 'en';
    const english = Object.assign({}, ...Object.values(englishParts)) as Partial<Words>;
    speech = { lang, words: { ...english, ...unpack(locales[lang], lang, english), ...unpack(overrides[lang], lang, english) } as Words };
    resolved.set(tag, speech);
  }
  return speech;
}

/** A failure of ours rather than the service's, told in the words of `key`. */
export class Problem extends Error {
  constructor(readonly key: WordKey) {
    super(key);
  }
}

/** The words of each kind of failure whose words are not named after it (`network`, `timeout`, `server` are). */
const KIND_WORDS = {
  http: 'refused',
  expired: 'sessionExpired',
  invalid: 'unreadable',
  'unusable-team': 'unusableTeam',
  'unusable-base-url': 'unusableBaseUrl',
} as const satisfies Partial<Record<ApiErrorKind, WordKey>>;
/** The other kinds: each must be a word's name, or indexing the words with it fails to compile. */
type NamedKind = Exclude<ApiErrorKind, keyof typeof KIND_WORDS>;

/**
 * What a fan reads about a failure: the service's own sentence when it refused with one, else
 * ours for the failure's kind.
 */
export function describeFailure(error: unknown, words: Words): string {
  if (error instanceof Problem) return words[error.key];
  if (!(error instanceof ApiError)) return words.unreadable;
  return (error.kind === 'http' && error.serviceMessage) || words[(KIND_WORDS as Partial<Record<ApiErrorKind, WordKey>>)[error.kind] ?? (error.kind as NamedKind)];
}

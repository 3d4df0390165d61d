import { ApiError, type ApiErrorKind } from '../api/client.js';
import { pageAdditions } from '../locales/define.js';
import type { WordKey, Words } from '../locales/en.js';
import { coreWords } from '../locales/en/core.js';

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

/** The English of the elements this module defines: each adds its part of the catalogue as it is defined. */
const english: Partial<Words> = { ...coreWords };

/** Adds an element's English words. */
export function speakEnglish(words: Partial<Words>): void {
  Object.assign(english, words);
  resolved.clear();
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
    speech = { lang, words: { ...english, ...locales[lang], ...overrides[lang] } as Words };
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

const KIND_WORDS: Record<ApiErrorKind, WordKey> = {
  http: 'refused',
  expired: 'sessionExpired',
  network: 'network',
  timeout: 'timeout',
  server: 'server',
  invalid: 'unreadable',
  'unusable-team': 'unusableTeam',
  'unusable-base-url': 'unusableBaseUrl',
};

/**
 * What a fan reads about a failure: the service's own sentence when it refused with one, else
 * ours for the failure's kind.
 */
export function describeFailure(error: unknown, words: Words): string {
  if (error instanceof Problem) return words[error.key];
  if (!(error instanceof ApiError)) return words.unreadable;
  return (error.kind === 'http' && error.serviceMessage) || words[KIND_WORDS[error.kind]];
}

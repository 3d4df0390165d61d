/**
 * Hostile input, in one place, for every test that feeds the widgets what a service, a storage or
 * a page could hand them: strings for every text field and attribute, values of every wrong type
 * for every field, and JSON texts for what `JSON.stringify` cannot write (Infinity, NaN).
 */

import { $$ } from './shadow.js';

/** Set by the markup and script addresses below if anything ever runs them. */
export const pwned = () => (window as { __pwned?: unknown }).__pwned;

/** Markup and attribute breakouts: drawn as text, they change nothing. */
export const markupStrings: readonly string[] = [
  '<img src=x onerror="window.__pwned=1">',
  '<script>window.__pwned=1</script>',
  '<svg onload="window.__pwned=1"></svg>',
  '</p><h1>Big</h1><p>',
  '" onmouseover="window.__pwned=1" x="',
  "' autofocus onfocus='window.__pwned=1' x='",
  '<a href="javascript:window.__pwned=1">link</a>',
  '<!--?lit$123$-->',
  '${window.__pwned=1}',
  '{{constructor.constructor("window.__pwned=1")()}}',
];

/** Addresses that must never be navigated to, fetched or drawn: script and data URLs in disguise. */
export const unsafeUrls: readonly string[] = [
  'javascript:window.__pwned=1',
  'JaVaScRiPt:window.__pwned=1',
  ' javascript:window.__pwned=1',
  'java\tscript:window.__pwned=1',
  'java\nscript:window.__pwned=1',
  'java\rscript:window.__pwned=1',
  '\x01javascript:window.__pwned=1',
  '\x00javascript:window.__pwned=1',
  'javascript&colon;window.__pwned=1',
  'data:text/html,<script>window.__pwned=1</script>',
  'DATA:text/html;base64,PHNjcmlwdD53aW5kb3cuX19wd25lZD0xPC9zY3JpcHQ+',
  'data:application/json,{"token":"t","user":{"id":1,"name":"Forged"}}',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://example.com/0a1b',
];

/** Text that is legal but hard to draw or to send: direction overrides, long words, emoji, controls. */
export const awkwardStrings: readonly string[] = [
  '',
  ' ',
  '\t\n\r',
  '\u202Egnp.exe',
  '\u2066isolate\u2069\u200F',
  'x'.repeat(10_000),
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'Z\u0335\u0321\u032Aa\u0337l\u0335g\u0338o\u0336',
  'e\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301',
  '\u0000\u0007\u001B[31m',
  'a\r\nSet-Cookie: x=1',
  '\uD800',
  '\uFEFF',
  'NaN',
  'Infinity',
  '-1',
  '1e400',
  'null',
  'undefined',
  'true',
];

/** Names that mean something to JavaScript objects; as keys or values they must stay plain text. */
export const prototypeKeys: readonly string[] = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty'];

/** Every hostile string. */
export const hostileStrings: readonly string[] = [...markupStrings, ...unsafeUrls, ...awkwardStrings, ...prototypeKeys];

/** Objects Lit or JavaScript treat specially, and plain wrong shapes. */
export const hostileObjects: readonly unknown[] = [
  {},
  { nodeType: 1 },
  { nodeType: 3, textContent: 'x' },
  { _$litType$: 1, strings: ['<b>x</b>'], values: [] },
  { _$litDirective$: {}, values: [] },
  { toString: 'x', valueOf: 'y' },
  // As JSON.parse makes it: an own `__proto__` key, not a prototype.
  JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}'),
  { length: 3 },
  { id: 1, name: 'nested' },
];

/** Arrays where one value was promised, and the other way round. */
export const hostileArrays: readonly unknown[] = [[], [1], ['x'], [null], [{}], [[]]];

/** Numbers JSON can carry (after parsing) that are not the finite, safe ones a field expects. */
export const hostileNumbers: readonly unknown[] = [
  NaN,
  Infinity,
  -Infinity,
  1e20,
  -1,
  -0,
  0.5,
  2 ** 53,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
];

/** Everything that is not a string: for text fields. */
export const nonStrings: readonly unknown[] = [null, undefined, true, false, 0, 42, ...hostileNumbers, ...hostileObjects, ...hostileArrays];

/** Every hostile value of any type. */
export const hostileValues: readonly unknown[] = [...hostileStrings, ...nonStrings];

/**
 * JSON texts whose parsed value `JSON.stringify` cannot write back: put them verbatim into a
 * service answer (`"gold": ${text}`) to reach the client as they would from a real service.
 */
export const hostileJsonNumbers: readonly string[] = ['1e400', '-1e400', '1e20', '9007199254740993', '-0', '5e-324', '0.1e1'];

/** Team names the URL parser would read as dot segments, or that are empty once trimmed. */
export const unusableTeams: readonly string[] = ['', ' ', '\t\n', '.', '..', '\uD800'];

/**
 * Copies of `base` with one field replaced by one value, for every field and value given
 * (`undefined` removes the field), labelled for assertion messages.
 */
export function* withEachField<T extends object>(
  base: T,
  values: readonly unknown[] = hostileValues,
  fields: readonly string[] = Object.keys(base),
): Generator<{ label: string; value: Record<string, unknown> }> {
  for (const field of fields) {
    for (const replacement of values) {
      const value = { ...base } as Record<string, unknown>;
      if (replacement === undefined) delete value[field];
      else value[field] = replacement;
      yield { label: `${field} = ${describeValue(replacement)}`, value };
    }
  }
}

/** A short readable name for a hostile value, for assertion messages. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…(${value.length})` : value);
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** Errors the page did not catch while `run` ran, as a fan's console would show them. */
export async function pageErrors(run: () => Promise<void>): Promise<string[]> {
  const errors: string[] = [];
  const onError = (event: ErrorEvent) => errors.push(String(event.error ?? event.message));
  const onRejection = (event: PromiseRejectionEvent) => errors.push(String(event.reason));
  const consoleError = console.error;
  console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  try {
    await run();
  } finally {
    console.error = consoleError;
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  }
  return errors;
}

/** The pieces of `el` that stick out of `box` (a narrow page): what a fan would have to scroll sideways to read. */
export const beyond = (el: Element, box: Element): string[] => {
  const right = box.getBoundingClientRect().right + 0.5;
  return $$(el, '*').filter((node) => node.getBoundingClientRect().right > right).map((node) => node.outerHTML.slice(0, 80));
};

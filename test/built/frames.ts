/**
 * The shipped files beside the sources, each in a page of its own (a frame: its own window, its own
 * custom element registry): the sources as the rest of the suite runs them, the CDN module
 * dist/loyalty-widgets.js, and the bundler entries dist/elements/*.js all imported together (so
 * they share their chunks). The same elements are put in each, driven alike, and what each draws,
 * says and fires is read the same way, for the tests to hold the shipped files to the sources.
 */
import { ENTRIES, TAGS } from '../../scripts/elements.js';
import { DEMO_EMAIL, DEMO_PASSWORD, serviceUrl } from '../support/service.js';

export type Build = 'sources' | 'module' | 'entries';

/** What each build's page loads: its elements, then Spanish (the source catalogue, or the built locale module). */
const SCRIPTS: Record<Build, string[]> = {
  sources: ['/src/index.ts', '/src/locales/es.ts'],
  module: ['/dist/loyalty-widgets.js', '/dist/locales/es.js'],
  entries: [...ENTRIES.map((name) => `/dist/elements/${name}.js`), '/dist/locales/es.js'],
};

/** Every element of the table, for the demo team on the fake service, its session in the page's memory. */
const ELEMENTS = TAGS.map((tag) => {
  const extra = tag === 'loyalty-login' ? ' platforms="twitch discord" show-unread' : tag === 'loyalty-events' ? ' time-zone="UTC"' : '';
  // Pictures from the fake service, which has them all: none fails and is taken away at its own pace.
  return `<${tag} team="demo" base-url="${serviceUrl}" resource-url="${serviceUrl}/media/resource/{id}" storage="memory"${extra}></${tag}>`;
}).join('\n');

/**
 * A page's requests in flight, counted around its fetch (only counted: the fake service answers),
 * so a test knows when every element has its answers.
 */
const COUNT_REQUESTS = `window.inFlight = 0;
const send = window.fetch;
window.fetch = (...args) => {
  window.inFlight++;
  return send(...args).then(async (response) => {
    await response.clone().arrayBuffer().catch(() => undefined);
    window.inFlight--;
    return response;
  }, (error) => { window.inFlight--; throw error; });
};`;

export interface Frame {
  build: Build;
  window: Window & typeof globalThis & { inFlight: number };
  document: Document;
  /** What the elements fired, in order: type, element, and the detail as JSON. */
  fired: string[];
  element(tag: string): HTMLElement;
}

/** A frame of 800 × 1200 with `build` loaded and every element on it; resolves once all are defined. */
export async function openFrame(build: Build, eventNames: readonly string[]): Promise<Frame> {
  const iframe = document.createElement('iframe');
  iframe.style.cssText = 'width: 800px; height: 1200px; border: 0';
  iframe.title = build;
  const scripts = SCRIPTS[build].map((src) => `<script type="module" src="${src}"></script>`).join('\n');
  iframe.srcdoc = `<!doctype html><html lang="en"><head><meta charset="utf-8"><script>${COUNT_REQUESTS}</script>${scripts}</head><body>${ELEMENTS}</body></html>`;
  const loaded = new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
  document.body.append(iframe);
  await loaded;
  const window = iframe.contentWindow as Frame['window'];
  await Promise.all(TAGS.map((tag) => window.customElements.whenDefined(tag)));
  // The events' cards are drawn only near the test page's viewport (content-visibility: auto), which
  // the frames are mostly outside of: here every card is drawn, in every build alike.
  const everyCard = new window.CSSStyleSheet();
  everyCard.replaceSync('* { content-visibility: visible !important; }');
  for (const tag of TAGS) {
    const root = window.document.querySelector(tag)!.shadowRoot!;
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, everyCard];
  }
  const fired: string[] = [];
  for (const name of eventNames) {
    window.document.addEventListener(name, (event) => fired.push(`${name} on ${(event.target as Element).localName}: ${JSON.stringify((event as CustomEvent).detail)}`), true);
  }
  return { build, window, document: window.document, fired, element: (tag) => window.document.querySelector<HTMLElement>(tag)! };
}

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Resolves once `page`'s elements have every answer and nothing left to draw, for five frames in a
 * row: no request in flight, no update pending, nothing marked busy (a read between its trigger and
 * its request shows "Loading…" with `aria-busy`), no credential form waiting to move into the page.
 */
export async function settled(page: Frame, what: string): Promise<void> {
  const busy = (el: HTMLElement) => !!(el.shadowRoot!.querySelector('[aria-busy="true"]') ?? el.querySelector('[aria-busy="true"]'));
  // A credential form the page's HTML brought is drawn beside its slot until it moves into the page (after hydration).
  const waiting = (el: HTMLElement) => !!el.shadowRoot!.querySelector('slot[name="form"] + [slot="form"]');
  let quiet = 0;
  for (let i = 0; i < 900 && quiet < 5; i++) {
    await frame();
    const drawing = TAGS.some((tag) => (page.element(tag) as unknown as { isUpdatePending: boolean }).isUpdatePending || busy(page.element(tag)) || waiting(page.element(tag)));
    quiet = page.window.inFlight || drawing ? 0 : quiet + 1;
  }
  if (quiet < 5) throw new Error(`${page.build}: ${what} never settled`);
}

/** The whitespace a browser draws of a text: spaces and tabs around a line break are not drawn. */
const drawn = (text: string) => text.replace(/[ \t]*\n[ \t]*/g, '\n');

/** The DOM under `node`, shadow roots and form state included, Lit's markers left out. */
function tree(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(drawn((node as Text).data));
  if (node.nodeType !== Node.ELEMENT_NODE) return '';
  const el = node as HTMLElement;
  const attributes = [...el.attributes].map((a) => `${a.name}=${JSON.stringify(a.value)}`).sort();
  if (el instanceof el.ownerDocument.defaultView!.HTMLInputElement) attributes.push(`.value=${JSON.stringify(el.value)}`, `.checked=${el.checked}`);
  const shadow = el.shadowRoot ? `#shadow(${[...el.shadowRoot.childNodes].map(tree).join('')})` : '';
  return `<${el.localName} ${attributes.join(' ')}>${shadow}${[...el.childNodes].map(tree).join('')}</${el.localName}>`;
}

/** The rules of the element's styles as the engine parsed them. */
function rules(el: HTMLElement): string[] {
  const root = el.shadowRoot!;
  const sheets = [...root.adoptedStyleSheets, ...[...root.querySelectorAll('style')].map((style) => style.sheet!)];
  return sheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
}

/**
 * What an element shows at this moment, every way a fan or a page meets it: the text as drawn (what
 * a fan reads, the screen-reader-only text included), its DOM, the size of its box, and its styles.
 */
export function snapshot(page: Frame, tag: string) {
  const el = page.element(tag);
  const shown = [...el.shadowRoot!.children, ...el.children].map((child) => drawn((child as HTMLElement).innerText ?? ''));
  const box = el.getBoundingClientRect();
  return { text: shown.join('\n'), dom: tree(el), size: `${Math.round(box.width)} × ${Math.round(box.height)}`, styles: rules(el) };
}

/** Logs the demo fan in through `<loyalty-login>`'s form, as a fan would. */
export function logInThroughForm(page: Frame): void {
  const login = page.element('loyalty-login');
  const field = (name: string) => login.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  for (const [name, value] of [['email', DEMO_EMAIL], ['password', DEMO_PASSWORD]]) {
    field(name).value = value;
    field(name).dispatchEvent(new page.window.Event('input', { bubbles: true, composed: true }));
  }
  login.querySelector('form')!.requestSubmit();
}

/** The first usable button of `tag` (under `within`), in its shadow root or its page form, whose text starts with `words`. */
export function button(page: Frame, tag: string, words: string, within = ''): HTMLButtonElement {
  const el = page.element(tag);
  const selector = `${within} button:not([disabled]):not([aria-disabled="true"])`;
  const buttons = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>(selector), ...el.querySelectorAll<HTMLButtonElement>(selector)];
  const found = buttons.find((b) => drawn(b.textContent ?? '').trim().replace(/\s+/g, ' ').startsWith(words));
  if (!found) throw new Error(`${page.build}: <${tag}> has no button "${words}…" (${buttons.map((b) => b.textContent?.trim()).join(' | ')})`);
  return found;
}

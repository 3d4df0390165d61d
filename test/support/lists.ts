/** Mounting the rewards, missions and leaderboard, reading their entries, and what they sent. */
import { sendKeys } from '@web/test-runner-commands';
import { mountElement } from './scope.js';
import { service, serviceUrl, until } from './service.js';
import { logIn } from './session.js';
import { $, $$, text } from './shadow.js';

export const MEDIA = `${serviceUrl}/media/resource/{id}`;

/** The entries drawn: rewards or missions (`item`), or fans (`user`). */
export const entries = (el: Element) => $$(el, '[part~="item"], [part~="user"]');
/** The entry whose name is `name`. */
export const entry = (el: Element, name: string) => entries(el).find((li) => text(li.querySelector('[part~="item-name"], .name')) === name)!;
/** Requests the service received on a path matching `path`, oldest first. */
export const requests = async (path: string, method?: string) =>
  (await service.requests()).filter((r) => new RegExp(path).test(r.path) && (!method || r.method === method));

type ListTag = 'loyalty-rewards' | 'loyalty-missions' | 'loyalty-leaderboard';

/** Mounted, logged in as the demo fan, and its list drawn for them (`ready` says when). */
export async function listedAs<K extends ListTag>(tag: K, ready: (el: HTMLElementTagNameMap[K]) => unknown, attributes: Record<string, string> = {}) {
  const mounted = await mountElement(tag, { 'resource-url': MEDIA, ...attributes });
  const auth = await logIn(mounted.scope);
  await until(() => ready(mounted.el), `${tag} listed`);
  return { ...mounted, auth };
}

/** Mounted and logged in, its read failed (the test's fault): the fan on its Retry button, as by the keyboard. */
export async function onRetry<K extends ListTag>(tag: K) {
  const mounted = await mountElement(tag);
  await logIn(mounted.scope);
  await until(() => $(mounted.el, 'button.retry'), 'the Retry button');
  const retry = $<HTMLButtonElement>(mounted.el, 'button.retry')!;
  retry.focus();
  return { ...mounted, retry };
}

/**
 * Whether `word`, in a text of `element`, shows its last character after the one before it, as
 * written: in an Arabic page, an English "profile." laid out right to left shows its full stop
 * before its first word, and a "Shout-out!" not isolated in a sentence its "!" before the "S".
 */
export function showsInOrder(element: Element, word: string): boolean {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  let node: Node | null;
  while ((node = walker.nextNode()) && !node.textContent!.includes(word));
  const last = node!.textContent!.indexOf(word) + word.length - 1;
  const box = (at: number) => {
    const range = document.createRange();
    range.setStart(node!, at);
    range.setEnd(node!, at + 1);
    return range.getBoundingClientRect();
  };
  return box(last).left >= box(last - 1).right - 1;
}

/** The fan presses Enter on the Retry they are on; resolves once the read it asked for is drawn (Retry gone with its failure). */
export async function retryWithEnter(el: Element & { updateComplete: Promise<unknown> }): Promise<void> {
  await sendKeys({ press: 'Enter' });
  await until(() => !$(el, 'button.retry'), 'the list, read');
  await el.updateComplete;
}

/** The browser says it is back online, as when a train leaves a tunnel; resolves once the read it started again is drawn (Retry gone with its failure). */
export async function backOnline(el: Element & { updateComplete: Promise<unknown> }): Promise<void> {
  window.dispatchEvent(new Event('online'));
  await until(() => !$(el, 'button.retry'), 'the list, read again');
  await el.updateComplete;
}

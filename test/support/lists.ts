/** Mounting the rewards, missions and leaderboard, reading their entries, and what they sent. */
import { mountElement } from './scope.js';
import { service, serviceUrl, until } from './service.js';
import { logIn } from './session.js';
import { $$, text } from './shadow.js';

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

/**
 * Whether a paragraph that ends with a full stop shows it after its last letter, as written (in an
 * Arabic page an English sentence laid out right to left shows it before its first word instead).
 */
export function endsWhereWritten(paragraph: Element): boolean {
  const said = [...paragraph.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim())!;
  const end = said.textContent!.trimEnd().length;
  const box = (from: number) => {
    const range = document.createRange();
    range.setStart(said, from);
    range.setEnd(said, from + 1);
    return range.getBoundingClientRect();
  };
  const [letter, stop] = [box(end - 2), box(end - 1)];
  return stop.left >= letter.right - 1;
}

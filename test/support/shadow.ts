/**
 * Reading what an element drew, as a fan would see it: in its shadow root, and in its credential
 * form, which it draws in the page (its light DOM) for password managers. axe, too, reads every card
 * as a fan sees it once scrolled to.
 */
import { executeServerCommand } from '@web/test-runner-commands';
import './axe-sees-every-card.js';

/** The first match in `el`'s shadow root, else in what it drew in the page; or null. */
export const $ = <T extends Element = HTMLElement>(el: Element, selector: string) =>
  el.shadowRoot!.querySelector<T>(selector) ?? el.querySelector<T>(selector);

/** The text of `node` as seen: without what is there for screen readers alone (`.visually-hidden`). */
export function seen(node: Node | null | undefined): string {
  const copy = node?.cloneNode(true) as Element | undefined;
  copy?.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
  return text(copy);
}

/**
 * The name a screen reader gives each of `controls` (a selector) in `el`'s shadow root, in order:
 * the engine's own, from its accessibility tree (Chromium, WebKit); in Firefox, which the runner
 * cannot ask, the text a control is named by (its label's, else its own: what the name computation
 * reads for a control named by its content, the words only heard included).
 */
export async function accessibleNames(el: Element, controls: string): Promise<string[]> {
  const computed = await executeServerCommand<{ name: string }[] | false, { host: string; controls: string }>('accessible-names', { host: el.localName, controls });
  return computed
    ? computed.map(({ name }) => plain(name))
    : [...el.shadowRoot!.querySelectorAll<HTMLInputElement>(controls)].map((control) => text(control.labels?.[0] ?? control));
}

/** Every match in `el`'s shadow root, then in what it drew in the page. */
export const $$ = <T extends Element = HTMLElement>(el: Element, selector: string) => [
  ...el.shadowRoot!.querySelectorAll<T>(selector),
  ...el.querySelectorAll<T>(selector),
];

/** Text as a fan sees it: one space for any run of white space, none of the marks that isolate a filled-in value (FSI, PDI). */
export const plain = (said: string) => said.replace(/[\u2068\u2069]/g, '').replace(/\s+/g, ' ').trim();

/** The text of `node` as read out, plain; '' when there is no node. */
export const text = (node: Node | null | undefined) => plain(node?.textContent ?? '');

/** The input with this name. */
export const input = (el: Element, name: string) => $<HTMLInputElement>(el, `[name="${name}"]`)!;

/** The error shown under the field of this name. */
export const fieldError = (el: Element, name: string) => $(el, `[id$="-${name}-error"]`);

/** The primary button. */
export const submitButton = (el: Element) => $<HTMLButtonElement>(el, '[part~="submit"]')!;

/** The first button named `label` (by its text, else its `aria-label` or `title`: an icon button), if any. */
export const button = (el: Element, label: string) =>
  $$<HTMLButtonElement>(el, 'button').find((b) => (text(b) || b.getAttribute('aria-label') || b.title) === label);

/** What has focus inside `el`: in its shadow root, or in what it drew in the page. */
export const focused = (el: Element) =>
  el.shadowRoot!.activeElement ?? (el.contains(document.activeElement) ? document.activeElement : null);

/** The form's own error (the alert under the form). */
export const formError = (el: Element) => text($(el, '.form-error'));

/** The status message: the first status region that says something (a password field's Caps Lock warning is one too). */
export const status = (el: Element) => $$(el, '[role="status"]').map(text).find(Boolean) ?? '';

/** What `aria-describedby` points `node` at, in the tree it is in. */
export const describedBy = (node: Element) =>
  (node.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean).map((id) => (node.getRootNode() as Document | ShadowRoot).getElementById(id));

/** The text of the label tied to the field of this name. */
export const labelOf = (el: Element, name: string) => text(input(el, name).labels?.[0]);

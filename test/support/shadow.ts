/** Reading what an element drew in its shadow root, as a fan would see it. */

/** The first match in `el`'s shadow root, or null. */
export const $ = <T extends Element = HTMLElement>(el: Element, selector: string) => el.shadowRoot!.querySelector<T>(selector);

/** Every match in `el`'s shadow root. */
export const $$ = <T extends Element = HTMLElement>(el: Element, selector: string) => [...el.shadowRoot!.querySelectorAll<T>(selector)];

/** The text of `node` as read out: white space folded, ends trimmed; '' when there is no node. */
export const text = (node: Node | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** The input with this id. */
export const input = (el: Element, id: string) => $<HTMLInputElement>(el, `#${id}`)!;

/** The primary button. */
export const submitButton = (el: Element) => $<HTMLButtonElement>(el, '[part~="submit"]')!;

/** The first button whose text is `label`, if any. */
export const button = (el: Element, label: string) => $$<HTMLButtonElement>(el, 'button').find((b) => text(b) === label);

/** What has focus inside `el`. */
export const focused = (el: Element) => el.shadowRoot!.activeElement;

/** The form's own error (the alert under the form). */
export const formError = (el: Element) => text($(el, '#form-error'));

/** The status message. */
export const status = (el: Element) => text($(el, '[role="status"]'));

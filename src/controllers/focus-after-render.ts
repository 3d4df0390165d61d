import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { forgetLinkParam, linkParam, VIEW_PARAM } from '../page/link-params.js';

export type Host = ReactiveControllerHost & HTMLElement & { renderRoot: HTMLElement | DocumentFragment };

/**
 * Moves focus once the next render is done: to what it drew, which does not exist yet. Given the
 * `view` its element shows (`login`, `signup`, `reset`), a link to the page with
 * `?loyalty-view=<view>` opens it: the first such element to arrive takes the fan there (focused
 * where they start, scrolled into sight); the parameter leaves the address (see link-params.ts).
 */
export class FocusAfterRender implements ReactiveController {
  #selector?: string;
  #options?: FocusOptions;

  constructor(
    protected readonly host: Host,
    private readonly view?: string,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    if (!this.view || linkParam(VIEW_PARAM, this.view) !== this.view) return;
    forgetLinkParam(VIEW_PARAM);
    // Where the fan starts: the greeting or message shown (logged in), else the first field.
    this.focus('[tabindex="-1"], input');
  }

  /** Focus what matches `selector` (in the shadow root, else the element's own children) after the next render. */
  focus(selector: string, options?: FocusOptions): void {
    this.#selector = selector;
    this.#options = options;
    this.host.requestUpdate();
  }

  hostUpdated(): void {
    const selector = this.#selector;
    this.#selector = undefined;
    const target = selector && (this.host.renderRoot.querySelector<HTMLElement>(selector) ?? this.host.querySelector<HTMLElement>(selector));
    // Only from inside the element, or from nowhere (what the fan was on went with the render): never taken from the rest of the page.
    const { activeElement, body } = this.host.ownerDocument;
    if (target && (activeElement === body || this.host.matches(':focus-within'))) {
      // Laid out first: WebKit reveals a text field focused before layout, preventScroll or not.
      void target.offsetWidth;
      target.focus(this.#options);
    }
  }
}

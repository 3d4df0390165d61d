import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { forgetPageParam, pageParam } from '../page/safe-url.js';

export type Host = ReactiveControllerHost & HTMLElement & { renderRoot: HTMLElement | DocumentFragment };

/** The query parameter that opens an element's view from a link: `?loyalty-view=signup`. */
const VIEW_PARAM = 'loyalty-view';

/**
 * Moves focus once the next render is done: to what it drew, which does not exist yet. Given the
 * `view` its element shows (`login`, `signup`, `reset`), a link to the page with
 * `?loyalty-view=<view>` opens it: the first such element to arrive takes the fan there (focused
 * where they start, scrolled into sight), and takes the parameter out of the address.
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
    if (!this.view || pageParam(VIEW_PARAM) !== this.view) return;
    forgetPageParam(VIEW_PARAM);
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

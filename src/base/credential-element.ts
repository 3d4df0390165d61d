import { nothing, render, type PropertyValues, type TemplateResult } from 'lit';
import type { Countdown } from '../controllers/countdown.js';
import type { Session } from '../session/session.js';
import { hydrated } from '../page/hydration.js';
import { adopt } from '../page/adopted-sheets.js';
import { pageFormCss } from './credential-element.styles.js';
import { submitError } from './form-fields.js';
import { LoyaltyElement } from './loyalty-element.js';

let elementCount = 0;

/**
 * What the elements whose forms hold credentials share (login, sign-up, reset): the form lives in
 * the page, where every password manager looks for it, drawn into a container the element owns and
 * shown through the shadow root's `form` slot.
 *
 * An element the server drew (in the page's HTML, upgraded where it stands or parsed while the page
 * loads) adds nothing to its children until the page's framework has hydrated it: React compares
 * them with what it rendered (error #418, the whole tree thrown away and drawn again), Vue removes
 * what it did not render. Until then its form is drawn in the shadow root, where the `form` slot
 * is (usable, and seen by the browsers' own password managers, which look into open shadow
 * roots), and then moved, with what the fan typed and the focus, into the page. Of the other ways:
 * no framework accepts an element child it did not render (React skips comments only),
 * and waiting for the fan's first touch leaves password managers that fill on load without a form.
 */
export class CredentialElement extends LoyaltyElement {
  /** Unique in the page: ids of what the element draws in the page (its credential form). */
  protected readonly idPrefix = `loyalty-${++elementCount}`;

  /** The container the credential form is drawn in, in the page: the element's own, put back when a host removes it. */
  #formRoot?: HTMLElement;

  /** Puts the form back when a host clears the element's children (`replaceChildren()`, `innerHTML = ''`). */
  #children?: MutationObserver;

  /** The form container goes in the page: at once for an element the page's code made, after hydration for one the server drew. */
  #inPage = !(this.isConnected || document.readyState === 'loading');

  readonly #formGone = () => this.#formRoot && this.#formRoot.parentNode !== this && this.requestUpdate();

  override connectedCallback(): void {
    // Wherever it lives: the document, a host component's shadow root, a same-origin frame.
    this.styleFormsIn(this.getRootNode());
    // Made here, not at construction: a server constructs elements too, and has no observers.
    (this.#children ??= new MutationObserver(this.#formGone)).observe(this, { childList: true });
    this.#formGone();
    super.connectedCallback();
    if (!this.#inPage) {
      void hydrated(this).then(() => {
        this.#inPage = true;
        this.requestUpdate();
      });
    }
  }

  override disconnectedCallback(): void {
    this.#children?.disconnect();
    super.disconnectedCallback();
  }

  // In the browser only (a server renders through willUpdate and render).
  protected override update(changed: PropertyValues<this>): void {
    super.update(changed);
    // No session without a team (willUpdate saw to it): one whose client can call the service draws its form.
    const form = this.session && !this.session.client.problem ? this.renderPageForm(this.session) : nothing;
    if (form === nothing && !this.#formRoot) return;
    // Drawn into a container of its own, not the element: a host that removes it takes nothing
    // Lit still holds on to, and the container (with what the fan typed) goes back in.
    const root = (this.#formRoot ??= Object.assign(this.ownerDocument.createElement('div'), { slot: 'form' }));
    // Until then beside the shadow root's `form` slot, not in it: Chromium leaves fallback content
    // moved into the page unrendered.
    const slot = this.renderRoot.querySelector('slot[name=form]');
    const parent = this.#inPage ? this : slot?.parentNode;
    if (parent && root.parentNode !== parent) {
      // Moved into the page with the fan in one of its fields: the field keeps the focus.
      const focused = this.shadowRoot?.activeElement as HTMLElement | null;
      this.styleFormsIn(parent.getRootNode());
      parent.insertBefore(root, this.#inPage ? null : slot!.nextSibling);
      if (root.contains(focused)) focused!.focus({ preventScroll: true });
    }
    render(form, root, { host: this });
  }

  /** Gives `root` (the page, or the shadow root until hydration) the look of the form drawn in it. */
  protected styleFormsIn(root: Node): void {
    adopt(root, [pageFormCss]);
  }

  /** The credential form, if the element shows one now, drawn in the page (shown through the `form` slot). */
  protected renderPageForm(_session: Session): unknown {
    return nothing;
  }

  /** The id, unique in the page, of a piece of the credential form. */
  protected pageId(name: string): string {
    return `${this.idPrefix}-${name}`;
  }

  /**
   * The form-level error of `submission`: what it failed with, else `otherwise` (what the form has
   * to say without a failure), or the wait a 429 asked for.
   */
  protected submitError({ error, wait }: { error?: unknown; wait: Countdown }, otherwise?: string): TemplateResult {
    return submitError(this.words, wait, error ? this.describe(error) : otherwise, this.pageId('form-error'));
  }
}

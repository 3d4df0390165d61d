import { nothing, render, type PropertyValues, type TemplateResult } from 'lit';
import type { Countdown } from '../controllers/countdown.js';
import type { Session } from '../session/session.js';
import { styleFormsIn } from './credential-element.styles.js';
import { submitError } from './form-fields.js';
import { LoyaltyElement } from './loyalty-element.js';

let elementCount = 0;

/**
 * What the elements whose forms hold credentials share (login, sign-up, reset): the form lives in
 * the page, where every password manager looks for it, drawn into a container the element owns and
 * shown through the shadow root's `form` slot.
 */
export class CredentialElement extends LoyaltyElement {
  /** Unique in the page: ids of what the element draws in the page (its credential form). */
  protected readonly idPrefix = `loyalty-${++elementCount}`;

  /** The container the credential form is drawn in, in the page: the element's own, put back when a host removes it. */
  #formRoot?: HTMLElement;

  /** Puts the form back when a host clears the element's children (`replaceChildren()`, `innerHTML = ''`). */
  #children?: MutationObserver;

  readonly #formGone = () => this.#formRoot && this.#formRoot.parentNode !== this && this.requestUpdate();

  override connectedCallback(): void {
    // Wherever it lives: the document, a host component's shadow root, a same-origin frame.
    styleFormsIn(this.getRootNode());
    // Made here, not at construction: a server constructs elements too, and has no observers.
    (this.#children ??= new MutationObserver(this.#formGone)).observe(this, { childList: true });
    this.#formGone();
    super.connectedCallback();
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
    if (root.parentNode !== this) this.append(root);
    render(form, root, { host: this });
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

import { html, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { LoyaltyElement } from './loyalty-element.js';
import type { Reading } from '../controllers/read.js';
import type { LoyaltyClient } from '../api/client.js';
import { readsOf } from '../session/read-cache.js';
import { FocusAfterRender } from '../controllers/focus-after-render.js';

/**
 * What the elements that read the team's lists share (the events, rewards, missions, leaderboard
 * and activity): a list read through the session's cache and shared requests, a failed read said
 * with a button that tries again (and read again by itself when the page comes back), and the fan's
 * focus kept through a render. The credential forms and the account say their failures their own
 * way, and carry none of this.
 */
export abstract class ReadingElement extends LoyaltyElement {
  static override properties: PropertyDeclarations = { loginHref: { attribute: 'login-href' } };

  /** Address of the page where a fan logs in: the logged-out prompt links to it. */
  loginHref = '';

  /** The Retry of each failure the last render drew, but of a read under way again: what runs when the page is back. */
  #retries: ((() => void) | undefined)[] = [];

  protected readonly focusAfter = new FocusAfterRender(this);

  /** The arguments each read last failed with: its failure is not said while it reads for others (another fan, event or choice). */
  readonly #failedWith = new WeakMap<Reading, unknown>();

  // The failures of the render this update draws, and none of the last: Lit renders from here.
  // What the fan is on may move with a render (a refresh that reordered the list): focus stays on it. It may go (a Retry whose read
  // came, a mission done meanwhile, the session ended): focus is not dropped to the page but taken to what is said in its place,
  // its card's sentence, else the prompt, the list or why it is empty.
  protected override update(changed: PropertyValues<this>): void {
    this.#retries = [];
    const on = this.shadowRoot?.activeElement as HTMLElement | null | undefined;
    const card = on?.closest('li');
    super.update(changed);
    if (on?.isConnected) {
      if (this.shadowRoot!.activeElement !== on) on.focus({ preventScroll: true });
    } else if (on) (card?.isConnected ? card : this.renderRoot).querySelector<HTMLElement>('[tabindex="-1"]:not(:empty)')?.focus();
  }

  /**
   * The page came back into view (another tab, the back-forward cache) or the browser online: each
   * failed read again, as its Retry would be (a fan on that Retry goes on as after pressing it;
   * each is taken out, so none starts twice before the next render), then what every element
   * reads again.
   */
  protected override pageShown(online = false): void {
    this.#retries.splice(0).forEach((retry) => retry?.());
    super.pageShown(online);
  }

  /** Whether the fan is on the Retry of a failure (which goes with it once read): where they go on is the element's to say. */
  protected onRetry(): boolean | undefined {
    return this.shadowRoot?.activeElement?.matches('.retry');
  }

  /**
   * A list of the team's (`load`), read with the fan's `token`, or none where the service shows it
   * to everyone: elements of the session asking for the same `key` share one request (this one's
   * abort only lets it go), and one just `arriving` is shown (`show`) what the session read moments
   * ago at once (see ReadCache).
   */
  protected readList<T>(
    key: string,
    token: string | undefined,
    arriving: boolean,
    show: (recent: T) => void,
    load: (client: LoyaltyClient, token: string | undefined, signal: AbortSignal) => Promise<T>,
    signal: AbortSignal,
  ): Promise<T> {
    const session = this.session!;
    const read = (t: string | undefined, client: LoyaltyClient) => session.shared(`${key} ${t}`, (s) => load(client, t, s), signal);
    return readsOf(session).read(key, token, arriving, show, () => (token ? this.authorized(read) : read(undefined, session.client)), signal);
  }

  /**
   * A read's failure said, and the button that tries again (unless not `retryable`): busy while
   * the read is under way again (then the button stays, focused, and says so, and the alert is
   * empty: failing again, the same sentence is heard anew). Nothing while the read has not failed,
   * or reads for other arguments than those it failed with.
   */
  protected readFailure(read: Reading, retryable = true): TemplateResult | typeof nothing {
    const { error, status, last } = read;
    if (status === 'failed') this.#failedWith.set(read, last);
    if (!error || this.#failedWith.get(read) !== last) return nothing;
    const words = this.words;
    const busy = status === 'pending';
    const retry = retryable ? () => read.run() : undefined;
    if (!busy) this.#retries.push(retry);
    return html`<p part="error" role="alert">${busy ? '' : this.describe(error)}</p>
      ${retry
        ? html`<button part="button" class="retry" type="button" aria-disabled=${busy} @click=${() => busy || retry()}>
            ${busy ? words.retrying : words.retry}
          </button>`
        : nothing}`;
  }
}

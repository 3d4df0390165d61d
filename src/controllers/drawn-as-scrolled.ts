import { html, nothing, type ReactiveController, type TemplateResult } from 'lit';
import type { Host } from './focus-after-render.js';

/**
 * A long list drawn as the fan scrolls: its first entries with the list, and more each time its
 * end ("Show more", there while entries are left) comes within a screen of the viewport. A list of
 * 10,000 costs what the fan scrolls through, never one long task.
 */
export class DrawnAsScrolled implements ReactiveController {
  /** How many entries are drawn. */
  count: number;
  /** Whether the update its host is asked for now only draws more: a host that keeps what it drew draws the added entries alone. */
  drawingMore = false;
  #nearEnd?: IntersectionObserver;
  #watched?: Element;
  /** Where the fan goes once more are drawn: the first new entry (its entry's `focusable`), until they are taken there. */
  #focusFrom?: number;
  #focusing = false;

  constructor(
    private readonly host: Host,
    /** What the fan is taken to in each entry when "Show more" drew it: one per entry, in order. */
    private readonly focusable: string,
    private readonly first = 12,
    private readonly more = 30,
  ) {
    this.count = first;
    host.addController(this);
  }

  /** The entries to draw now. */
  drawn<T>(entries: readonly T[]): T[] {
    return entries.slice(0, this.count);
  }

  /** Back to the first entries (another choice of them, another fan): drawn at the next render. */
  reset(): void {
    this.count = this.first;
  }

  /** "Show more" (`label`), while fewer than `total` entries are drawn. */
  button(total: number, label: string): TemplateResult | typeof nothing {
    return this.count < total ? html`<button part="button" class="more" type="button" @click=${this.#showMore}>${label}</button>` : nothing;
  }

  readonly #showMore = () => {
    // From the button, the fan goes on to the first entry it brought (not one drawn after, while still near the end).
    if (this.#focusFrom === undefined && this.host.shadowRoot?.activeElement?.matches('.more')) this.#focusFrom = this.count;
    this.count += this.more;
    this.#watched = undefined;
    this.drawingMore = true;
    this.host.requestUpdate();
    this.drawingMore = false;
  };

  hostUpdated(): void {
    // Once the key that pressed it is done, or its Enter would act on that entry too.
    if (this.#focusFrom !== undefined && !this.#focusing) {
      this.#focusing = true;
      setTimeout(() => {
        this.host.renderRoot.querySelectorAll<HTMLElement>(this.focusable)[this.#focusFrom!]?.focus();
        this.#focusFrom = undefined;
        this.#focusing = false;
      });
    }
    this.#watchTheEnd();
  }

  hostConnected(): void {
    this.#watchTheEnd();
  }

  hostDisconnected(): void {
    this.#nearEnd?.disconnect();
    this.#watched = undefined;
  }

  /** Draws more when "Show more" comes within a screen of the viewport. */
  #watchTheEnd(): void {
    const more = this.host.renderRoot?.querySelector('.more') ?? undefined;
    if (more === this.#watched || !this.host.isConnected) return;
    this.#nearEnd ??= new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && this.#showMore(), { rootMargin: '100% 0px' });
    this.#nearEnd.disconnect();
    // Observing anew reports where it is now: still near after drawing more draws more again.
    if (more) this.#nearEnd.observe(more);
    this.#watched = more;
  }
}

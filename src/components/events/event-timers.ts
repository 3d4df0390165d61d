import type { ReactiveController, ReactiveElement } from 'lit';
import { refreshSeconds } from '../../base/attribute-converters.js';
import { clock } from './event-time.js';

/**
 * The list's two timers. One redraws it at `redrawAt()`, the next moment an event changes status
 * or a drawn hint counting minutes changes: none when nothing will change, none while the page is
 * hidden or the element off it. The other runs `refresh` every `seconds()` (the `refresh`
 * attribute, held between 5 seconds and a day) while the element is on the page.
 */
export class EventTimers implements ReactiveController {
  readonly #host: ReactiveElement;
  readonly #redrawAt: () => number;
  readonly #seconds: () => number | undefined;
  readonly #refresh: () => void;
  #cancelRedraw?: () => void;
  #refreshing?: ReturnType<typeof setInterval>;

  constructor(host: ReactiveElement, redrawAt: () => number, seconds: () => number | undefined, refresh: () => void) {
    this.#host = host;
    this.#redrawAt = redrawAt;
    this.#seconds = seconds;
    this.#refresh = refresh;
    host.addController(this);
  }

  hostConnected(): void {
    // Back on the page: the refresh goes on (the first connection schedules it when `refresh` is set).
    if (this.#host.hasUpdated) this.schedule();
  }

  hostUpdated(): void {
    this.#cancelRedraw?.();
    this.#cancelRedraw = undefined;
    const at = this.#redrawAt();
    if (at < Infinity && this.#host.isConnected && !document.hidden) this.#cancelRedraw = clock.at(at, () => this.#host.requestUpdate());
  }

  hostDisconnected(): void {
    clearInterval(this.#refreshing);
    this.#cancelRedraw?.();
  }

  /** The background refresh, started anew (its period changed, or the element is back). */
  schedule(): void {
    clearInterval(this.#refreshing);
    const seconds = refreshSeconds(this.#seconds());
    if (seconds && this.#host.isConnected) this.#refreshing = setInterval(this.#refresh, seconds * 1000);
  }
}

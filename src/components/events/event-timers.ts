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
  #cancelRedraw?: () => void;
  #refreshing?: ReturnType<typeof setInterval>;
  /** The `refresh` the background refresh runs for: none while the element is off the page. */
  #refreshFor?: number;

  readonly #host: ReactiveElement;
  readonly #redrawAt: () => number;
  readonly #seconds: () => number | undefined;
  readonly #refresh: () => void;

  constructor(host: ReactiveElement, redrawAt: () => number, seconds: () => number | undefined, refresh: () => void) {
    this.#host = host;
    this.#redrawAt = redrawAt;
    this.#seconds = seconds;
    this.#refresh = refresh;
    host.addController(this);
  }

  hostUpdated(): void {
    // The background refresh, started anew when its period changed or the element is back on the page (it updates then).
    const seconds = this.#host.isConnected ? this.#seconds() : undefined;
    if (seconds !== this.#refreshFor) {
      this.#refreshFor = seconds;
      clearInterval(this.#refreshing);
      const period = refreshSeconds(seconds);
      if (period) this.#refreshing = setInterval(this.#refresh, period * 1000);
    }
    this.#cancelRedraw?.();
    this.#cancelRedraw = undefined;
    const at = this.#redrawAt();
    if (at < Infinity && this.#host.isConnected && !document.hidden) this.#cancelRedraw = clock.at(at, () => this.#host.requestUpdate());
  }

  hostDisconnected(): void {
    clearInterval(this.#refreshing);
    this.#refreshFor = undefined;
    this.#cancelRedraw?.();
  }
}

import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { clock } from '../page/clock.js';

/**
 * A wait the fan sits out (the service's "try again in 42 seconds", a resend's cooldown), counted
 * down on the fan's clock: the host redraws at each second and when it is over, then `over` runs.
 */
export class Countdown implements ReactiveController {
  /** How long the wait was when it began, in seconds. */
  seconds = 0;
  #until = 0;
  #cancel?: () => void;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly over?: () => void,
  ) {
    host.addController(this);
  }

  /** Whole seconds left (rounded up), 0 once over. */
  get left(): number {
    return Math.max(0, Math.ceil((this.#until - clock.now()) / 1000));
  }

  start(seconds: number): void {
    this.seconds = seconds;
    this.#until = clock.now() + seconds * 1000;
    this.#tick();
  }

  #tick(): void {
    this.#cancel?.();
    const left = this.left;
    this.host.requestUpdate();
    if (left) this.#cancel = clock.at(this.#until - (left - 1) * 1000, () => this.#tick());
    else if (this.#until) {
      this.#until = 0;
      this.over?.();
    }
  }

  // Back on the page: the time that passed away from it counts.
  hostConnected(): void {
    if (this.#until) this.#tick();
  }

  hostDisconnected(): void {
    this.#cancel?.();
  }
}

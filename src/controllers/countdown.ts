import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { LONGEST_WAIT } from '../api/client.js';
import { clock } from '../page/clock.js';

/** Where a wait the service asked for is kept when every element of one fan and team shares it: their session. */
export interface WaitKeeper {
  /** When the wait called `name` ends (ms on the fan's clock); 0 when there is none. */
  waitUntil(name: string): number;
  /** Starts the wait called `name`, `seconds` long; returns when it ends. */
  pause(name: string, seconds: number): number;
}

/**
 * A wait the fan sits out (the service's "try again in 42 seconds", a resend's cooldown), counted
 * down on the fan's clock: the host redraws at each second and when it is over, then `over` runs.
 * Given where it is kept (`keptIn`: the session, and the wait's name), it is every element's of
 * that session: one that starts it starts it for all, and each follows it before it renders.
 */
export class Countdown implements ReactiveController {
  /** How long the wait was when it began, in seconds. */
  seconds = 0;
  #until = 0;
  #cancel?: () => void;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly over?: () => void,
    private readonly keptIn?: () => [WaitKeeper | undefined, string],
  ) {
    host.addController(this);
  }

  /** Whole seconds left (rounded up), 0 once over. */
  get left(): number {
    return Math.max(0, Math.ceil((this.#until - clock.now()) / 1000));
  }

  /** Waits `seconds` (a number of them, at most {@link LONGEST_WAIT}: nothing else reaches a timer), with every element it is shared with. */
  start(seconds: number): void {
    seconds = Math.min(seconds, LONGEST_WAIT) || 0;
    const [keeper, name] = this.keptIn?.() ?? [];
    this.#to(keeper ? keeper.pause(name!, seconds) : clock.now() + seconds * 1000);
  }

  /** Stops waiting here (for another fan or team; their own wait, if any, is followed at the next render). */
  stop(): void {
    this.#to(clock.now());
  }

  #to(until: number): void {
    this.#until = until;
    this.seconds = this.left;
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

  // Another element of the session started a wait: this one waits as long.
  hostUpdate(): void {
    const [keeper, name] = this.keptIn?.() ?? [];
    const until = keeper?.waitUntil(name!) ?? 0;
    if (until > clock.now() && until !== this.#until) this.#to(until);
  }

  // Back on the page: the time that passed away from it counts.
  hostConnected(): void {
    if (this.#until) this.#tick();
  }

  hostDisconnected(): void {
    this.#cancel?.();
  }
}

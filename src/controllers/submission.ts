import type { ReactiveController } from 'lit';
import { ApiError } from '../api/client.js';
import { Countdown, type WaitKeeper } from './countdown.js';
import type { Host } from './focus-after-render.js';
import { Read } from './read.js';

/**
 * One form's submit, as every form does it: one at a time (a submit while busy is ignored), the
 * failure reported and kept to show, the request let go when the element leaves the page or its
 * `owner` (the session it was sent for) is no longer the element's: nothing of it is heard then, nor
 * is the pause a 429 asked of it kept.
 */
export class Submission<Args extends readonly unknown[]> implements ReactiveController {
  /** The last run's failure, until the next run starts (or the wait it asked for is over). */
  error?: unknown;
  /** The wait before the next send: what a 429 asked for (`Retry-After`), or what the form sets. */
  readonly wait: Countdown;
  readonly #send: Read<Args, void>;
  /** Whom the form serves now: the send under way and the pause a 429 asked for are theirs. */
  #sentFor?: unknown;

  constructor(
    host: Host,
    send: (args: Args, signal: AbortSignal) => Promise<void>,
    /** Reports the failure to the page; what it returns is kept in `error`. */
    fail: (error: unknown) => unknown,
    /** What a send belongs to (the element's session): when it changes, the send is let go, and the pause it was asked for. */
    private readonly owner: () => unknown,
    /** Where the pause a 429 asks for is kept, when every element of the fan shares it. */
    keptIn?: () => [WaitKeeper | undefined, string],
  ) {
    host.addController(this);
    this.wait = new Countdown(host, () => (this.error = undefined), keptIn);
    this.#send = new Read(host, async (args: Args, signal) => {
      try {
        await send(args, signal);
      } catch (error) {
        if (signal.aborted) return;
        this.error = fail(error);
        if (error instanceof ApiError && error.status === 429 && error.retryAfter) this.wait.start(error.retryAfter);
      }
    });
  }

  get busy(): boolean {
    return this.#send.status === 'pending';
  }

  /** Neither sending nor made to wait: the form may send. */
  get ready(): boolean {
    return !this.busy && !this.wait.left;
  }

  /** Sends unless a send is under way or the fan must wait; resolves when it is over, failed or not. */
  async run(...args: Args): Promise<void> {
    if (!this.ready) return;
    this.error = undefined;
    this.#sentFor = this.owner();
    await this.#send.run(args);
  }

  // Before each render: another team, base-url, session or fan lets the send go, and the pause a 429 asked of it: the form is usable.
  hostUpdate(): void {
    const owner = this.owner();
    if (owner !== this.#sentFor) {
      this.#sentFor = owner;
      this.#send.abort();
      this.wait.stop();
    }
  }

  hostConnected(): void {
    addEventListener('pageshow', this.#pageBack);
  }

  // Removed while sending, the request is let go by the send's own read.
  hostDisconnected(): void {
    removeEventListener('pageshow', this.#pageBack);
  }

  /** Back from another page (the back-forward cache): a send left hanging there is let go, the form usable. */
  readonly #pageBack = (event: PageTransitionEvent) => event.persisted && this.#send.abort();
}

import { Task, TaskStatus } from '@lit/task';
import type { ReactiveController, ReactiveControllerHost } from 'lit';

type Host = ReactiveControllerHost & HTMLElement & { renderRoot: HTMLElement | DocumentFragment };

/** Moves focus once the next render is done: to what it drew, which does not exist yet. */
export class FocusAfterRender implements ReactiveController {
  #selector?: string;

  constructor(private readonly host: Host) {
    host.addController(this);
  }

  /** Focus what matches `selector` (in the shadow root, else the element's own children) after the next render. */
  focus(selector: string): void {
    this.#selector = selector;
    this.host.requestUpdate();
  }

  hostUpdated(): void {
    const selector = this.#selector;
    this.#selector = undefined;
    if (selector) (this.host.renderRoot.querySelector<HTMLElement>(selector) ?? this.host.querySelector<HTMLElement>(selector))?.focus();
  }
}

/**
 * One form's submit, as every form does it: one at a time (a submit while busy is ignored), the
 * failure reported and kept to show, the request aborted when the element leaves the page.
 */
export class Submission<Args extends readonly unknown[]> implements ReactiveController {
  /** The last run's failure, until the next run starts. */
  error?: unknown;
  readonly #task: Task<Args, void>;

  constructor(
    private readonly host: Host,
    send: (args: Args, signal: AbortSignal) => Promise<void>,
    /** Reports the failure to the page; what it returns is kept in `error`. */
    fail: (error: unknown) => unknown,
  ) {
    host.addController(this);
    this.#task = new Task(host, {
      autoRun: false,
      task: async (args: Args, { signal }) => {
        try {
          await send(args, signal);
        } catch (error) {
          if (!signal.aborted) this.error = fail(error);
        }
      },
    });
  }

  get busy(): boolean {
    return this.#task.status === TaskStatus.PENDING;
  }

  /** Sends unless a send is under way; resolves when it is over, failed or not. */
  async run(...args: Args): Promise<void> {
    if (this.busy) return;
    this.error = undefined;
    await this.#task.run(args);
  }

  hostConnected(): void {
    addEventListener('pageshow', this.#pageBack);
  }

  // Removed while sending: let the request go quietly. Moved (out and back in at once): keep it.
  hostDisconnected(): void {
    removeEventListener('pageshow', this.#pageBack);
    queueMicrotask(() => this.host.isConnected || this.#task.abort());
  }

  /** Back from another page (the back-forward cache): a send left hanging there is let go, the form usable. */
  readonly #pageBack = (event: PageTransitionEvent) => event.persisted && this.#task.abort();
}

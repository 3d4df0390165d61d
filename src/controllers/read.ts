import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** Where a read stands: nothing to read, under way, read, failed. */
export type ReadStatus = 'idle' | 'pending' | 'done' | 'failed';

/** Any read, as code that only watches and retries it sees it. */
export type Reading = Pick<Read<readonly unknown[], unknown>, 'status' | 'error' | 'run' | 'abort' | 'last'>;

/**
 * One read an element keeps: where it stands, its value, and its failure (kept while a retry is
 * under way, so the Retry button stays). Given `args`, it reads again before each render in which
 * they changed, letting the read under way go; `undefined` from `read` means there is nothing to
 * read. (What @lit/task's Task does, in the few lines these elements need: the budget is tight.)
 */
export class Read<A extends readonly unknown[], T> implements ReactiveController {
  status: ReadStatus = 'idle';
  value?: T;
  error?: unknown;
  /** The arguments of the last read (the one under way, while pending). */
  last?: A;
  #abort?: AbortController;

  constructor(
    private readonly host: ReactiveControllerHost & Element,
    private readonly read: (args: A, signal: AbortSignal) => Promise<T | undefined>,
    private readonly args?: () => A,
  ) {
    host.addController(this);
  }

  hostUpdate(): void {
    const args = this.args?.();
    if (args && !args.every((arg, i) => this.last && Object.is(arg, this.last[i]))) void this.run(args);
  }

  /** Reads (again, by default with the last arguments); resolves when read, failed or let go. */
  async run(args = this.last as A): Promise<void> {
    this.abort();
    const abort = (this.#abort = new AbortController());
    this.last = args;
    this.status = 'pending';
    this.host.requestUpdate();
    try {
      const value = await this.read(args, abort.signal);
      if (abort.signal.aborted) return;
      this.value = value;
      this.status = value === undefined ? 'idle' : 'done';
      this.error = undefined;
    } catch (error) {
      if (abort.signal.aborted) return;
      this.status = 'failed';
      this.error = error;
    }
    this.host.requestUpdate();
  }

  // Removed while reading: the read is let go, quietly, and read again once back. Moved (out and back in at once): kept.
  hostDisconnected(): void {
    queueMicrotask(() => this.host.isConnected || this.status !== 'pending' || (this.abort(), (this.last = undefined)));
  }

  hostConnected(): void {
    this.host.requestUpdate();
  }

  /** Lets the read under way go: its answer, if it comes, is not taken. */
  abort(): void {
    this.#abort?.abort();
    if (this.status === 'pending') {
      this.status = 'idle';
      this.host.requestUpdate();
    }
  }
}

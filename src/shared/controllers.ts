import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { ApiError, LONGEST_WAIT } from '../api/client.js';
import { clock } from './clock.js';
import { forgetPageParam, pageParam } from './safe-url.js';

export type Host = ReactiveControllerHost & HTMLElement & { renderRoot: HTMLElement | DocumentFragment };

/** The query parameter that opens an element's view from a link: `?loyalty-view=signup`. */
const VIEW_PARAM = 'loyalty-view';

/**
 * Moves focus once the next render is done: to what it drew, which does not exist yet. Given the
 * `view` its element shows (`login`, `signup`, `reset`), a link to the page with
 * `?loyalty-view=<view>` opens it: the first such element to arrive takes the fan there (focused
 * where they start, scrolled into sight), and takes the parameter out of the address.
 */
export class FocusAfterRender implements ReactiveController {
  #selector?: string;
  #options?: FocusOptions;

  constructor(
    protected readonly host: Host,
    private readonly view?: string,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    if (!this.view || pageParam(VIEW_PARAM) !== this.view) return;
    forgetPageParam(VIEW_PARAM);
    // Where the fan starts: the greeting or message shown (logged in), else the first field.
    this.focus('[tabindex="-1"], input');
  }

  /** Focus what matches `selector` (in the shadow root, else the element's own children) after the next render. */
  focus(selector: string, options?: FocusOptions): void {
    this.#selector = selector;
    this.#options = options;
    this.host.requestUpdate();
  }

  hostUpdated(): void {
    const selector = this.#selector;
    this.#selector = undefined;
    const target = selector && (this.host.renderRoot.querySelector<HTMLElement>(selector) ?? this.host.querySelector<HTMLElement>(selector));
    // Only from inside the element, or from nowhere (what the fan was on went with the render): never taken from the rest of the page.
    const { activeElement, body } = this.host.ownerDocument;
    if (target && (activeElement === body || this.host.matches(':focus-within'))) {
      // Laid out first: WebKit reveals a text field focused before layout, preventScroll or not.
      void target.offsetWidth;
      target.focus(this.#options);
    }
  }
}

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

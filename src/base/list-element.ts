import { html, nothing, type LitElement, type PropertyDeclarations, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import { ApiError, type LoyaltyClient } from '../api/client.js';
import type { WordKey } from '../i18n/english.js';
import type { Session } from '../session/session.js';
import { Read } from '../controllers/read.js';
import { Submission } from '../controllers/submission.js';
import { Countdown } from '../controllers/countdown.js';
import { DrawnAsScrolled } from '../controllers/drawn-as-scrolled.js';
import { minutes } from './form-fields.js';
import { states } from './loyalty-element.js';
import { ReadingElement } from './reading-element.js';
import { baseStyles } from './loyalty-element.styles.js';
import { labels } from './labels.styles.js';
import { listStyles } from './list-element.styles.js';
import { loggedOutPrompt } from './logged-out.js';

/** A failure that leaves unknown whether the request reached the service (and changed the fan's points). */
const unconfirmed = (error: unknown) => error instanceof ApiError && ['network', 'timeout', 'invalid', 'server'].includes(error.kind);

/**
 * A control's word (Redeem, Details, Complete, Code), then, heard but not seen, the name of the
 * entry it acts on: a fan listing the page's buttons or fields hears which entry each is for.
 */
export const named = (word: string, entry: { name: string }): TemplateResult => html`${word}<span class="visually-hidden"> ${entry.name}</span>`;

/** A sentence for the fan, worded at each render: it follows the fan to another language. */
export type Said = () => string;

/** Sends a redeem or a completion with the fan's token; resolves to what to tell the fan. */
export type Spend = (token: string, client: LoyaltyClient, signal: AbortSignal) => Promise<Said>;

/**
 * What the rewards, missions and leaderboard share: one list of the team's, read with the fan's
 * token (a service without it shows an empty list, not an error), a prompt while logged out, and
 * one redeem or completion at a time that updates the fan's balance on every element.
 */
export abstract class ListElement<T extends { id: number }> extends ReadingElement {
  static override styles = [baseStyles, labels, listStyles];
  static override properties: PropertyDeclarations = states('outcome', 'acting');

  /** The sentences of the logged-out prompt and the empty list, and the `action` of a failed read and of a failed redeem or completion. */
  protected abstract readonly listWords: { loggedOut: WordKey; empty: WordKey; action: string; spend?: string };
  /** The entries drawn as the fan scrolls, 50 at a time (a few screens of cards, more of rows): "Show more" takes the fan on to the first it drew. */
  protected readonly drawn = new DrawnAsScrolled(this, '[part~="item"], [part~="user"]', 50, 50);
  /** The pause a 429 on the list's read asked for, shared by every element of the fan that reads it. */
  readonly #listWait = new Countdown(this, undefined, () => [this.session, this.listWords.action]);
  /** Read the list; without a token only where the service may show it to everyone. */
  protected abstract load(client: LoyaltyClient, token: string | undefined, signal: AbortSignal): Promise<T[]>;
  /** The entries drawn (the first of those shown, more as the fan scrolls), of all those `shown`. */
  protected abstract renderList(drawn: T[], session: Session, shown: T[]): unknown;

  /** The entries shown, in order, of those read. */
  protected shown(entries: T[]): T[] {
    return entries;
  }
  /** Whether to ask for the list without a token (the shop's catalogue). */
  protected readonly readsLoggedOut: boolean = false;

  /** What the last redeem or completion of an entry did, said beside it. */
  protected outcome?: { id: number; said: Said; failed?: boolean };
  /** The entry being redeemed or completed now. */
  protected acting?: number;

  /**
   * What every drawn entry is drawn with: new at each update asked for, but one a failed image or
   * "more drawn" asks for (read in requestUpdate, which runs before the fields are set: declared,
   * not initialised). Drawing more as the fan scrolls draws the new entries alone.
   */
  declare private drawnWith?: object;
  declare private imageOnly?: boolean;
  /** The entries whose image failed: each is drawn again alone. */
  readonly #brokenImage = new Set<number>();

  override requestUpdate(...args: Parameters<LitElement['requestUpdate']>): void {
    // Called first by the constructor, before the controller is there.
    if (!this.imageOnly && !this.drawn?.drawingMore) this.drawnWith = {};
    super.requestUpdate(...args);
  }

  /** Each drawn entry, drawn again when anything changed but another entry's image failing. */
  protected each(drawn: T[], draw: (entry: T, index: number) => unknown): unknown[] {
    return drawn.map((entry, i) => guard([entry, this.drawnWith, this.#brokenImage.has(entry.id)], () => draw(entry, i)));
  }

  /** `@error` of an entry's image: it is left out, and only its entry drawn again. */
  protected imageFailedIn(id: number) {
    return (event: Event) => {
      this.#brokenImage.add(id);
      this.imageOnly = true;
      this.imageFailed(event);
      this.imageOnly = false;
    };
  }

  constructor() {
    super();
    // A held Enter or Space repeats its keydown: one redeem or completion per press, whatever the key's auto-repeat does.
    this.addEventListener('keydown', (event) => event.repeat && (event.key === 'Enter' || event.key === ' ') && event.preventDefault());
  }

  protected readonly list = new Read(
    this,
    async (shown: readonly [Session | undefined, string | undefined, unknown], signal) => {
      const [session, token] = shown;
      // Another fan, another team, or none (also while the element was off the page, hearing nothing): what was read and done belongs to someone else.
      const arriving = session !== this.#shownFor?.[0] || token !== this.#shownFor?.[1];
      if (arriving) {
        this.list.value = this.list.error = this.outcome = undefined;
        this.drawn.reset();
        this.forget();
      }
      this.#shownFor = shown;
      if (!session || (!token && !this.readsLoggedOut)) return undefined;
      try {
        // Elements of the same kind, fan, team and choice share one request; just arrived, what the session read moments ago shows at once.
        return await this.readList(
          `${this.listWords.action} ${String(this.readAgainOn())}`,
          token,
          arriving,
          (recent: T[]) => (this.list.value = recent),
          (client, t, s) => this.load(client, t, s),
          signal,
        );
      } catch (error) {
        if (signal.aborted) throw error;
        // Logged out and refused, or a service without this part of the API: a prompt or an empty list, no failure.
        if (!token) return undefined;
        if (error instanceof ApiError && error.status === 404) return [];
        // Asked to wait: no Retry, on the page's return or pressed, before then.
        if (error instanceof ApiError && error.status === 429 && error.retryAfter) this.#listWait.start(error.retryAfter);
        throw this.fail(error, this.listWords.action);
      }
    },
    () => [this.session, this.session?.token, this.readAgainOn()] as const,
  );

  /** What, besides the session and its fan, has the list read again when it changes. */
  protected readAgainOn(): unknown {
    return undefined;
  }

  /**
   * One redeem or completion at a time (a second click while one is under way does nothing).
   * After a failure that may have reached the service, the fan's balance and the list are read
   * again before the fan decides: the service documents no idempotency key, so nothing is resent.
   */
  protected readonly spending = new Submission<[T, Spend, (entry: T, gold?: number) => void]>(
    this,
    async ([entry, spend, done], signal) => {
      this.outcome = undefined;
      this.acting = entry.id;
      try {
        const said = await this.authorized((token, client) => spend(token, client, signal));
        // A read of its own: one already on its way would tell the balance from before.
        const read = await this.readFan(this.session, true);
        // Let go meanwhile (another fan, team or none; the element gone): nothing of it is said.
        signal.throwIfAborted();
        this.outcome = { id: entry.id, said };
        // Where the balance could not be read again, the page is not told the old one as the new.
        done(entry, read ? this.session?.user?.gold : undefined);
      } catch (error) {
        if (signal.aborted || this.refusedHere(entry, error)) throw error;
        if (unconfirmed(error)) await this.readFan(this.session, true);
        signal.throwIfAborted();
        this.outcome = {
          id: entry.id,
          failed: true,
          said: unconfirmed(error) ? () => this.words.notConfirmed(this.points(this.session?.user?.gold)) : () => this.describe(error),
        };
        throw error;
      } finally {
        this.acting = undefined;
        if (!signal.aborted) void this.list.run();
      }
    },
    // The page hears what the fan reads beside the entry (that a lost answer's outcome is unknown).
    (error) => this.fail(error, this.listWords.spend!, this.outcome?.said()),
    // Whose it is: another fan, team or none lets it go.
    () => this.#shownFor,
    // The pause a 429 asks for holds every Redeem and Complete of the fan's on the page.
    () => [this.session, 'spend'],
  );

  /** What the fan reads beside a control that waits out a 429: why, and for how long. */
  protected waiting(wait = this.spending.wait): string | undefined {
    return wait.left ? this.words.tooManyAttempts(minutes(wait.left)) : undefined;
  }

  /** Whether the element shows this refusal itself (a wrong code under its field) rather than beside the entry. */
  protected refusedHere(_entry: T, _error: unknown): boolean {
    return false;
  }

  /** The session and token what is shown was read with (a token is one fan's). */
  #shownFor?: readonly [Session | undefined, string | undefined, unknown];

  /** Another fan: what the element kept of the last one's beyond the list (a code typed, a redeem to confirm) goes too. */
  protected forget(): void {}

  protected override renderSession(session: Session): unknown {
    const words = this.words;
    const list = this.list;
    const entries = list.value;
    const pending = list.status === 'pending';
    // Focusable around the slot: the page's own prompt, slotted in, takes the fan as ours does.
    const prompt = html`<div tabindex="-1" class="prompt">${loggedOutPrompt(words[this.listWords.loggedOut], this.loginHref, words.logIn)}</div>`;
    if (!session.token && !entries && !pending) return prompt;
    const waiting = this.waiting(this.#listWait);
    return html`${session.token ? nothing : prompt}
      ${list.error ? html`${this.readFailure(list, !waiting)}<p part="message">${waiting}</p>` : nothing}
      <p part="message" role="status" tabindex="-1">${!entries && pending ? words.loading : entries?.length === 0 ? words[this.listWords.empty] : ''}</p>
      ${entries?.length ? this.#renderShown(this.shown(entries), session) : nothing}`;
  }

  #renderShown(shown: T[], session: Session) {
    return html`${this.renderList(this.drawn.drawn(shown), session, shown)}${this.drawn.button(shown.length, this.words.moreEntries)}`;
  }

  /**
   * One reward or mission: its image, name, points and badge (`look`: stock or success), what is
   * drawn below them, and what the last action on it did (its status and alert regions, there
   * before they speak; a success in the success look). `out`: greyed, as a reward out of stock.
   */
  protected card(entry: T & { name: string; resourceId?: number }, points: string, badge: unknown, below: unknown, look = 'stock', out = false): TemplateResult {
    const image = this.image(this.resource(entry.resourceId));
    const outcome = this.outcome?.id === entry.id ? this.outcome : undefined;
    const said = outcome?.said();
    return html`<li part="item" class=${out ? 'out' : ''} tabindex="-1">
      ${image ? html`<img part="item-image" src=${image} alt="" loading="lazy" @error=${this.imageFailedIn(entry.id)} />` : nothing}
      <div>
        <h3 part="item-name">${entry.name}</h3>
        <p class="row"><span part="points">${points}</span> ${badge ? html`<span part="badge" class=${look}>${badge}</span>` : nothing}</p>
        ${below}
        <p part="message" class="success" id=${`said-${entry.id}`} role="status" tabindex="-1">${outcome?.failed ? '' : said}</p>
        <p part="error" id=${`failed-${entry.id}`} role="alert" tabindex="-1">${outcome?.failed ? said : ''}</p>
      </div>
    </li>`;
  }
}

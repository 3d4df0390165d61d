import { LitElement, nothing, type CSSResult, type CSSResultGroup, type PropertyDeclarations, type PropertyValues } from 'lit';
import { ApiError, DEFAULT_BASE_URL } from '../api/client.js';
import type { LoyaltyClient } from '../api/client.js';
import { providePageRegistry, requestRegistry } from '../session/session-context.js';
import type { SessionRegistry } from '../session/session-registry.js';
import { FRESH_MS, type Session } from '../session/session.js';
import type { StorageKind } from '../session/session-store.js';
import { clock } from '../page/clock.js';
import { LoyaltyBeforeRedirectEvent, LoyaltyErrorEvent, LoyaltyLogoutEvent, type RedirectReason } from './host-events.js';
import { formError } from './form-fields.js';
import { safeHttpUrl } from '../page/safe-url.js';
import { follow, unfollow } from '../page/page-watch.js';
import { ColorScheme } from '../controllers/color-scheme.js';
import { adopt } from '../page/adopted-sheets.js';
import { baseStyles } from './loyalty-element.styles.js';
import { SpeakingElement } from './speaking-element.js';
import type { Platform, Team } from '../api/types.js';

export const DEFAULT_RESOURCE_URL = 'https://s3.amazonaws.com/prod.botisimo.com/resource/{id}';

/** Reactive internal state, by field name: it redraws the element and is no attribute. */
export const states = (...names: string[]): PropertyDeclarations => Object.fromEntries(names.map((name) => [name, { state: true }]));

/** Navigation away from the page; a module binding so tests can observe it instead of leaving. */
export const navigation = { assign: (url: string) => window.location.assign(url) };

/**
 * What all seven elements share: the common attributes, the session of their (`base-url`, `team`)
 * received by context, and the ways they speak to the host page. What is documented here is
 * documented once, for all seven (custom-elements.json copies it to each).
 *
 * @attr {string} lang - Language of words, dates, numbers and prices; else the nearest ancestor's `lang`, the page's, the browser's.
 *
 * @fires {LoyaltyErrorEvent} loyalty-error - Something failed and the element shows why: `detail.message` (what the fan reads), `detail.error`, `detail.action` (what failed: `login`, `signup`, `signup-redirect`, `password-forgot`, `password-reset`, `event-list`, `event`, `shop-item-list`, `redeem`, `mission-list`, `mission-complete` or `user-list`).
 *
 * @cssprop --loyalty-accent - Primary buttons, chosen options, live status, links, the focus ring, the fan's own leaderboard row.
 * @cssprop --loyalty-accent-text - Text on the accent colour.
 * @cssprop --loyalty-text - Text colour.
 * @cssprop --loyalty-muted - Secondary text (hints, relative times, labels of figures).
 * @cssprop --loyalty-surface - Background of inputs, buttons and cards.
 * @cssprop --loyalty-border - Border colour of inputs, buttons and cards.
 * @cssprop --loyalty-radius - Corner radius.
 * @cssprop --loyalty-font - Font family.
 * @cssprop --loyalty-gap - Space between parts.
 * @cssprop --loyalty-error - Error text and invalid input colour.
 * @cssprop --loyalty-success - What went well: a reward redeemed, a mission done.
 */
export class LoyaltyElement extends SpeakingElement {
  static override styles: CSSResultGroup = baseStyles;

  // Its attributes, and what redraws it but is no attribute.
  static override properties: PropertyDeclarations = {
    team: { reflect: true },
    baseUrl: { attribute: 'base-url' },
    resourceUrl: { attribute: 'resource-url' },
    storage: {},
    theme: { reflect: true },
    strings: { attribute: false },
    ...states('session', 'registry', 'failedImages'),
  };

  /** Team name of the loyalty program (required). */
  team = '';

  /** The service's base address. */
  baseUrl: string = DEFAULT_BASE_URL;

  /** Image address template; `{id}` is replaced by a resource id. */
  resourceUrl: string = DEFAULT_RESOURCE_URL;

  /** Where the session persists: `local`, `session` or `memory` (in any case; an unknown value counts as `memory`); the strictest any element of the team asks for wins. */
  storage: StorageKind = 'local';

  /**
   * `light` or `dark` forces that scheme, with a background of its own; without it, it turns dark
   * where the text around it is light.
   */
  theme?: 'light' | 'dark';

  /** Its colours: dark where the page is dark, or where `theme` says so. */
  protected readonly colorScheme = new ColorScheme(this);

  /** The session of this element's (`base-url`, `team`); undefined until the registry arrives. */
  protected session?: Session;

  private registry?: SessionRegistry;

  /** Image addresses that failed to load in this element, so they are never drawn broken again. */
  private failedImages = new Set<string>();

  protected get client(): LoyaltyClient | undefined {
    return this.session?.client;
  }

  override connectedCallback(): void {
    // At connection, not construction: nothing touches the document before the element is in one.
    providePageRegistry();
    requestRegistry(this, (registry) => (this.registry = registry));
    follow(this);
    super.connectedCallback();
    // Moved into a same-origin frame's document: the shadow root lost the sheets this document made.
    if (this.ownerDocument !== document && this.shadowRoot) adopt(this.shadowRoot, (this.constructor as typeof LitElement).elementStyles.map((style) => (style as CSSResult).cssText));
    this.#listen(this.session, true);
  }

  override disconnectedCallback(): void {
    unfollow(this);
    super.disconnectedCallback();
    this.#listen(this.session, false);
  }

  /** Lets go of what this element's connection asked for (the team root, when no other element waits for it). */
  #connection?: AbortController;

  /**
   * Follows a session's changes and its team, or stops. On arrival the fan is read again (one
   * request for every element arriving together): the balance may have moved since the last visit,
   * unless the session read it moments ago.
   */
  #listen(session: Session | undefined, on: boolean): void {
    const listen = on ? 'addEventListener' : 'removeEventListener';
    session?.[listen]('change', this.#onSessionChange);
    session?.[listen]('team', this.#onTeam);
    // A wait the service asked of the fan, started by another element: this one waits too.
    session?.[listen]('wait', this.#onTeam);
    this.#connection?.abort();
    this.#connection = on ? new AbortController() : undefined;
    // Read moments ago (a client-side navigation remounted the element): what the session has is the fan now.
    if (on && session && !session.client.problem && clock.now() - session.fanReadAt >= FRESH_MS) void this.readFan(session);
  }

  /**
   * The fan again (`GET /user`, one request for every element of the session, or a `fresh` one of
   * its own); a refused token is announced here, once. Resolves to whether the fan is as read now.
   */
  protected readFan(session = this.session, fresh?: boolean): Promise<boolean> | undefined {
    return session?.refresh(this.#expired, fresh);
  }

  readonly #expired = () => this.dispatchEvent(new LoyaltyLogoutEvent('expired'));

  readonly #onTeam = () => this.requestUpdate();

  /**
   * The page came back into view (another tab, the back-forward cache) or the browser online: the
   * session's fan and team read again (at most once per 30 seconds). Called by page.ts.
   */
  protected pageShown(online = false): void {
    const session = this.session;
    if (session && !session.client.problem) session.pageReturned(online, this.#expired);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('team') || changed.has('baseUrl') || changed.has('storage') || changed.has('registry' as keyof LoyaltyElement)) {
      // A removed attribute leaves null behind: fall back to the defaults, as if never set (the
      // session reads a storage of null as none asked, the default `local`).
      const next = this.registry && this.team ? this.registry.get(this.baseUrl || DEFAULT_BASE_URL, this.team, this.storage) : undefined;
      if (next !== this.session) {
        this.#listen(this.session, false);
        // Only a connected element listens; connectedCallback subscribes the others.
        if (this.isConnected) this.#listen(next, true);
        this.session = next;
        // Another team's session is another story: nothing of the old one may stay on screen.
        if (this.hasUpdated) this.sessionChanged();
      }
    }
  }

  // Without a usable team or base-url there is no program to talk to: say so, rather than draw a
  // form that cannot work. Until the session arrives (on a server, before connection) nothing is
  // known: draw nothing.
  override render(): unknown {
    if (!this.team) return formError(this.words.missingTeam);
    const problem = this.session?.client.problem;
    if (problem) return formError(this.describe(problem));
    return this.session ? this.renderSession(this.session) : nothing;
  }

  /** What the element draws for its (`base-url`, `team`) session, logged in or not. */
  protected renderSession(_session: Session): unknown {
    return nothing;
  }

  readonly #onSessionChange = () => {
    this.requestUpdate();
    this.sessionChanged();
  };

  /** Called after the session starts, ends or changes its user (in this tab or another). */
  protected sessionChanged(): void {}

  /** The team's settings (name, currency, tiers, memberships, tags) once the service told them; else undefined. */
  protected get teamSettings(): Team | undefined {
    // Asked for by what the element draws: only elements that show the team read it, once per page.
    const session = this.session;
    if (session && !session.client.problem && this.#connection) void session.readTeam(false, this.#connection.signal);
    return session?.team;
  }

  /**
   * An amount of points as the fan reads it, in the team's currency and the element's language
   * ("1,250 Acme Coins", else "1,250 gold"). Shown `alone` (a balance, a price) it may take the
   * form of a label ("Acme Coins: 1", where the name cannot follow a 1); inside a sentence the
   * currency follows the number as a unit does, whatever the count.
   */
  protected points(amount = 0, alone?: boolean): string {
    const number = this.number(amount);
    const currency = this.teamSettings?.currencyName;
    // No count (NaN) takes every language's `other` form: the unit's.
    return currency ? this.words.pointsIn(number, alone ? amount : NaN, currency) : this.words.gold(number, amount);
  }

  /** Image address for a resource id, from the `resource-url` template. */
  protected resource(id: number | undefined): string | undefined {
    const template = this.resourceUrl || DEFAULT_RESOURCE_URL;
    return typeof id === 'number' ? safeHttpUrl(template.replaceAll('{id}', encodeURIComponent(id))) : undefined;
  }

  /** An address the service gave (a link, an avatar), resolved against the service, never the page. */
  protected serviceUrl(value: unknown): string | undefined {
    return safeHttpUrl(value, `${this.client?.baseUrl || this.baseUrl || DEFAULT_BASE_URL}/`);
  }

  /** The image address to draw: none when it already failed here, so nothing shows broken. */
  protected image(src: string | undefined): string | undefined {
    return src && !this.failedImages.has(src) ? src : undefined;
  }

  /** `@error` handler of every `<img>`: remembers the address so the next render leaves it out. */
  protected readonly imageFailed = (event: Event): void => {
    const src = (event.target as HTMLImageElement).getAttribute('src');
    if (src) this.failedImages = new Set(this.failedImages).add(src);
  };

  /**
   * Reports a failed action to the host page and returns the failure, for the element to keep
   * and show (in whatever language it speaks by then). Each element that shows a failure reports
   * it, also one it shares with others (one request for all): the page hears from every element
   * the fan sees it in. A refused token is no error: `loyalty-logout` (`expired`) said it once.
   * `message` is what the fan reads, where it is not the failure's own sentence.
   */
  protected fail(error: unknown, action: string, message = this.describe(error)): unknown {
    const failure = error instanceof Error ? error : new Error(String(error));
    if (!(failure instanceof ApiError && failure.kind === 'expired')) this.dispatchEvent(new LoyaltyErrorEvent(failure, action, message));
    return failure;
  }

  /**
   * Runs an authenticated call. When the service refuses the token, the session ends everywhere
   * and this element, where it happened, announces the logout (once, however many elements share
   * it) instead of a `loyalty-error`.
   */
  protected authorized<T>(call: (token: string, client: LoyaltyClient) => Promise<T>): Promise<T> {
    if (!this.session) return Promise.reject(new ApiError('expired', 401));
    return this.session.authorized(call, this.#expired);
  }

  /**
   * Leaves the page for `url` after a cancelable `loyalty-before-redirect`. Only `http:`/`https:`
   * addresses are followed. `go` is where the navigation itself goes when it must carry what the
   * page may not see (the token a platform connect needs): the event names `url` only. Returns
   * false when the address was refused.
   */
  protected redirect(url: string, reason: RedirectReason, go = url): boolean {
    const safe = this.serviceUrl(url);
    const target = this.serviceUrl(go);
    if (!safe || !target) return false;
    if (this.dispatchEvent(new LoyaltyBeforeRedirectEvent(safe, reason))) navigation.assign(target);
    return true;
  }

  /**
   * Leaves for `platform`'s sign-in: logged out it starts an account there, logged in it connects
   * the platform to the fan's. The service takes the token in the address; only the fan's own
   * navigation carries it, never the event.
   */
  protected connectPlatform(platform: Platform): void {
    const client = this.client;
    if (client) this.redirect(client.oauthUrl(platform), 'oauth', client.oauthUrl(platform, this.session?.token));
  }
}

import { ContextConsumer } from '@lit/context';
import { LitElement, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { ApiError, DEFAULT_BASE_URL } from '../api/client.js';
import type { LoyaltyClient } from '../api/client.js';
import { providePageRegistry, registryContext } from '../session/context.js';
import type { SessionRegistry } from '../session/registry.js';
import type { Session, StorageKind } from '../session/session.js';
import { LoyaltyBeforeRedirectEvent, LoyaltyErrorEvent, LoyaltyLogoutEvent, type RedirectReason } from './events.js';
import { safeHttpUrl } from './safe-url.js';
import { messages } from './strings.js';
import { baseStyles } from './styles.js';

export const DEFAULT_RESOURCE_URL = 'https://s3.amazonaws.com/prod.botisimo.com/resource/{id}';

/** Navigation away from the page; a module binding so tests can observe it instead of leaving. */
export const navigation = { assign: (url: string) => window.location.assign(url) };

/**
 * What all four elements share: the common attributes, the session of their (`base-url`, `team`)
 * received by context, and the ways they speak to the host page.
 */
export class LoyaltyElement extends LitElement {
  static override styles = [baseStyles];

  /** Team name of the loyalty program. */
  @property({ reflect: true }) team = '';

  /** The service's base address. */
  @property({ attribute: 'base-url' }) baseUrl = DEFAULT_BASE_URL;

  /** Image address template; `{id}` is replaced by a resource id. */
  @property({ attribute: 'resource-url' }) resourceUrl = DEFAULT_RESOURCE_URL;

  /** Where the session persists: `local`, `session` or `memory`. */
  @property() storage: StorageKind = 'local';

  /** The session of this element's (`base-url`, `team`); undefined until the registry arrives. */
  @state() protected session?: Session;

  @state() private registry?: SessionRegistry;

  constructor() {
    super();
    providePageRegistry();
    new ContextConsumer(this, {
      context: registryContext,
      subscribe: true,
      callback: (registry) => (this.registry = registry),
    });
  }

  protected get client(): LoyaltyClient | undefined {
    return this.session?.client;
  }

  /** Locale for dates, numbers and prices: this element's `lang`, an ancestor's, the page's, the browser's. */
  protected get locale(): string {
    return this.closest('[lang]')?.getAttribute('lang') || document.documentElement.lang || navigator.language;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.session?.addEventListener('change', this.onSessionChange);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.session?.removeEventListener('change', this.onSessionChange);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('team') || changed.has('baseUrl') || changed.has('registry' as keyof LoyaltyElement)) {
      const next = this.registry && this.team ? this.registry.get(this.baseUrl, this.team, this.storage) : undefined;
      if (next !== this.session) {
        this.session?.removeEventListener('change', this.onSessionChange);
        next?.addEventListener('change', this.onSessionChange);
        this.session = next;
      }
    }
  }

  private readonly onSessionChange = () => {
    this.requestUpdate();
    this.sessionChanged();
  };

  /** Called after the session starts, ends or changes its user (in this tab or another). */
  protected sessionChanged(): void {}

  /** Image address for a resource id, from the `resource-url` template. */
  protected resource(id: number | undefined): string | undefined {
    return typeof id === 'number' ? safeHttpUrl(this.resourceUrl.replaceAll('{id}', encodeURIComponent(id))) : undefined;
  }

  /** Reports a failed action to the host page and returns the sentence to show the fan. */
  protected fail(error: unknown, action: string): string {
    const failure = error instanceof Error ? error : new Error(String(error));
    this.dispatchEvent(new LoyaltyErrorEvent(failure, action));
    return failure instanceof ApiError ? failure.message : messages.unreadable;
  }

  /**
   * Runs an authenticated call. When the service refuses the token, the session ends everywhere
   * and this element, where it happened, announces the logout (once, however many elements share it).
   */
  protected async authorized<T>(call: (token: string, client: LoyaltyClient) => Promise<T>): Promise<T> {
    if (!this.session) throw new ApiError('http', messages.sessionExpired, 401);
    try {
      return await this.session.authorized(call, () => this.dispatchEvent(new LoyaltyLogoutEvent('expired')));
    } catch (error) {
      throw error instanceof ApiError && error.status === 401 ? new ApiError('http', messages.sessionExpired, 401) : error;
    }
  }

  /**
   * Leaves the page for `url` after a cancelable `loyalty-before-redirect`. Only `http:`/`https:`
   * addresses are followed. Returns false when the address was refused.
   */
  protected redirect(url: string, reason: RedirectReason): boolean {
    const safe = safeHttpUrl(url);
    if (!safe) return false;
    if (this.dispatchEvent(new LoyaltyBeforeRedirectEvent(safe, reason))) navigation.assign(safe);
    return true;
  }
}

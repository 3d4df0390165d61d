import { html, nothing } from 'lit';
import type { LoyaltyClient } from '../../api/client.js';
import { redeem, shopItems } from '../../api/shop.js';
import type { ShopItem, Tier } from '../../api/types.js';
import type { Session } from '../../session/session.js';
import { LoyaltyRedeemEvent } from '../../base/host-events.js';
import { ListElement, named } from '../../base/list-element.js';
import { states } from '../../base/loyalty-element.js';

/**
 * The team's shop: each reward with its image, name, price, what is left and whether the fan can
 * afford it (if not, how much more to earn: the redeem stays, locked, with the reason). Redeeming
 * asks first, in the page, what will be spent and what remains; the balance then updates on every
 * element of the session. Logged out, the catalogue shows where the service shows it to everyone,
 * with a prompt to log in to redeem.
 *
 * @fires {LoyaltyRedeemEvent} loyalty-redeem - The fan redeemed a reward: `detail.item` (the reward as listed: `id`, `name`, `price`, …), `detail.gold` (their balance afterwards, as the service read it again; undefined when that read failed).
 * @fires {LoyaltyLogoutEvent} loyalty-logout - The service refused the session's token (`detail.reason` is `expired`).
 *
 * @attr login-href - Address of the log-in page (`http:`, `https:` or relative): the logged-out prompt offers "Log in" there.
 * @slot logged-out - Your own prompt to log in, in place of "Log in to redeem rewards." (above the catalogue, or alone where the service shows none to everyone).
 *
 * @csspart item - One reward's card.
 * @csspart item-image - The reward's image (left out when it fails to load).
 * @csspart item-name - The reward's name (a heading).
 * @csspart points - The reward's price, in the team's currency.
 * @csspart badge - What is left in stock, or "Out of stock" (to a logged-in fan, said beside the locked Redeem instead).
 * @csspart button - Redeem (`aria-disabled` while the fan cannot redeem it, the reason beside it), Cancel and Retry buttons.
 * @csspart submit - The Redeem button of the confirmation, which spends the points.
 * @csspart link - "Log in" in the logged-out prompt, with `login-href`.
 * @csspart message - Loading, empty and logged-out text, what a redeem did, and why a reward is locked.
 * @csspart error - What went wrong (`role=alert`): the list could not be read, a redeem failed (beside its reward), or `team` or `base-url` is unusable.
 *
 * @tag loyalty-rewards
 */
export class LoyaltyRewards extends ListElement<ShopItem> {
  static override properties = states('confirming');

  protected override readonly listWords = { loggedOut: 'rewardsLoggedOut', empty: 'noRewards', action: 'shop-item-list', spend: 'redeem' } as const;
  protected override readonly readsLoggedOut = true;
  /** The id of the reward whose redeem the fan is asked to confirm: it stays open when the shop is read again for them. */
  private confirming?: number;
  /** When the fan asked (the page's clock, as events' `timeStamp`): a key pressed before does not confirm. */
  #askedAt = 0;

  protected override load(client: LoyaltyClient, token: string | undefined, signal: AbortSignal): Promise<ShopItem[]> {
    return shopItems(client, token, { signal });
  }

  // The next fan never finds the last one's confirmation open.
  protected override forget(): void {
    this.confirming = undefined;
  }

  /** Why the fan cannot redeem `item` now, or nothing: out of stock, else every reason there is (the tier to reach, the points to earn). */
  #lock(item: ShopItem, tier: Tier | undefined, session: Session): string | undefined {
    const words = this.words;
    const gold = session.user?.gold ?? 0;
    if (item.quantity !== undefined && item.quantity <= 0) return words.outOfStock;
    const reasons = [
      tier && (session.user?.loyaltyTier?.gold ?? 0) < tier.gold && words.forTier(tier.name),
      gold < item.price && words.earnMore(this.points(item.price - gold)),
    ].filter(Boolean);
    return reasons.length ? reasons.join(' ') : this.waiting();
  }

  /** Back to the reward's Redeem button. Escape's too: it goes no further (a page's dialog the shop sits in stays open). */
  #cancel(item: ShopItem, event?: Event) {
    event?.preventDefault();
    this.confirming = undefined;
    this.focusAfter.focus(`#redeem-${item.id}`);
  }

  /** Escape cancels; a key that went down before the fan was asked (the Enter that asked, held) confirms nothing. */
  #keyOnConfirmation(item: ShopItem, event: KeyboardEvent) {
    if (event.key === 'Escape') this.#cancel(item, event);
    else if (event.timeStamp < this.#askedAt) event.preventDefault();
  }

  #redeem(item: ShopItem) {
    this.#cancel(item);
    void this.spending.run(
      item,
      async (token, client, signal) => {
        const { message } = await redeem(client, item.id, token, { signal });
        return () => [this.words.redeemed(item.name), message].filter(Boolean).join(' ');
      },
      (_, gold) => this.dispatchEvent(new LoyaltyRedeemEvent(item, gold)),
    );
  }

  protected override renderList(items: ShopItem[], session: Session) {
    const words = this.words;
    const gold = session.user?.gold ?? 0;
    return html`<ul tabindex="-1">
      ${this.each(items, (item) => {
        const tier = this.teamSettings?.tiers.find((t) => t.id === item.loyaltyTierId);
        const lock = session.token ? this.#lock(item, tier, session) : undefined;
        // Sold out or dearer since the fan asked (the shop read again): locked, not confirmable; the fan goes back to its Redeem.
        if (this.confirming === item.id && lock) this.#cancel(item);
        return this.card(
          item,
          this.points(item.price, true),
          // Out of stock is said once: as the badge, or (to a fan) as the reason beside the locked Redeem.
          item.quantity !== undefined && (item.quantity > 0 ? words.left(this.number(item.quantity), item.quantity) : !lock && words.outOfStock),
          html`${tier && !lock?.includes(words.forTier(tier.name)) ? html`<p class="hint">${words.forTier(tier.name)}</p>` : nothing}
            ${item.description ? html`<details><summary>${named(words.details, item)}</summary><p class="description">${item.description}</p></details>` : nothing}
            ${session.token
              ? this.confirming === item.id
                ? html`<div role="group" aria-labelledby="ask" class="row" @keydown=${(e: KeyboardEvent) => this.#keyOnConfirmation(item, e)}>
                    <p id="ask">${words.confirmRedeem(item.name, this.points(item.price), this.points(gold - item.price))}</p>
                    <button part="button submit" id="confirm" type="button" @click=${() => this.#redeem(item)}>${words.redeem}</button>
                    <button part="button" type="button" @click=${() => this.#cancel(item)}>${words.cancel}</button>
                  </div>`
                : html`<p class="row">
                    <button
                      part="button"
                      id=${`redeem-${item.id}`}
                      class=${lock ? 'locked' : 'primary'}
                      type="button"
                      aria-disabled=${!!lock || !this.spending.ready}
                      aria-describedby=${lock ? `lock-${item.id}` : `said-${item.id} failed-${item.id}`}
                      @click=${() => {
                        if (lock || !this.spending.ready) return;
                        this.outcome = undefined;
                        this.confirming = item.id;
                        this.#askedAt = performance.now();
                        this.focusAfter.focus('#confirm');
                      }}
                    >
                      ${named(this.acting === item.id ? words.redeeming : words.redeem, item)}
                    </button>
                    <span part="message" class="hint" id=${`lock-${item.id}`}>${lock}</span>
                  </p>`
              : nothing}`,
          'stock',
          item.quantity !== undefined && item.quantity <= 0,
        );
      })}
    </ul>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'loyalty-rewards': LoyaltyRewards;
  }
}

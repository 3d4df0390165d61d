import { html, nothing } from 'lit';
import type { LoyaltyClient } from '../../api/client.js';
import { leaderboard } from '../../api/leaderboard.js';
import type { RankedFan } from '../../api/types.js';
import type { Session } from '../../session/session.js';
import { limitCount, optionalNumber } from '../../base/attribute-converters.js';
import { ListElement } from '../../base/list-element.js';
import { formatter } from '../../i18n/formats.js';

/**
 * The team's top fans by points, most first, each with an avatar (their initial when there is
 * none), name and tier; the logged-in fan's own row is marked "You" (and `aria-current`), and when
 * they are not among those shown, their own rank follows the list. Shown to logged-in fans.
 *
 * @attr limit - Show at most this many fans (a whole number); all the service lists (up to 100) without it.
 *
 * @fires {LoyaltyLogoutEvent} loyalty-logout - The service refused the session's token (`detail.reason` is `expired`).
 *
 * @attr login-href - Address of the log-in page (`http:`, `https:` or relative): the logged-out prompt offers "Log in" there.
 * @slot logged-out - Your own prompt, shown instead of "Log in to see the leaderboard." while no fan is logged in.
 *
 * @csspart user - One fan's row (position, avatar, name and tier, points).
 * @csspart current - The fan's own row, besides `user` (it has `aria-current="true"` and an accent border): `::part(current)` styles it alone.
 * @csspart avatar - A fan's picture, or their initial where there is none.
 * @csspart points - A fan's points, in the team's currency.
 * @csspart badge - "You", on the fan's own row.
 * @csspart button - The Retry button.
 * @csspart link - "Log in" in the logged-out prompt, with `login-href`.
 * @csspart message - Loading, empty and logged-out text, and the fan's own rank ("You're number 12 of 340.").
 * @csspart error - What went wrong (`role=alert`): the list could not be read, or `team` or `base-url` is unusable.
 *
 * @tag loyalty-leaderboard
 */
export class LoyaltyLeaderboard extends ListElement<RankedFan> {
  protected override readonly listWords = { loggedOut: 'leaderboardLoggedOut', empty: 'noFans', action: 'user-list' } as const;

  static override properties = {
    limit: { converter: optionalNumber },
  };

  /** Show at most this many fans (a whole number); all the service lists (up to 100) without it. */
  limit?: number;

  protected override async load(client: LoyaltyClient, token: string, signal: AbortSignal): Promise<RankedFan[]> {
    // A fan who just logged in has no rank yet: `GET /user` says it, beside the board.
    const [fans] = await Promise.all([leaderboard(client, token, { signal }), this.session?.rank ?? this.readFan()]);
    return fans;
  }

  // The fan's points moved (a redeem, a mission, points earned on stream): so did their place among the others.
  protected override readAgainOn(): unknown {
    return this.session?.user?.gold;
  }

  /** Points as a row has room for them: "4.2K", "1.8E20" past the trillions (heard in full beside it). */
  #short(points: number): string {
    const notation = Math.abs(points) < 1e15 ? 'compact' : 'scientific';
    // Whole points at most: a fraction (which the service never sends) would otherwise run to 30 digits.
    return formatter('NumberFormat', this.locale, { notation, maximumFractionDigits: 1 }).format(points);
  }

  #row(fan: RankedFan, position: number, own: boolean) {
    const avatar = this.image(this.serviceUrl(fan.avatar));
    return html`<li part=${own ? 'user current' : 'user'} aria-current=${own ? 'true' : nothing} tabindex="-1">
      <span class="position">${this.number(position)}</span>
      ${avatar
        ? html`<img part="avatar" src=${avatar} alt="" loading="lazy" @error=${this.imageFailedIn(fan.id)} />`
        : html`<span part="avatar" aria-hidden="true">${[...fan.name.trim()][0]?.toUpperCase() ?? '?'}</span>`}
      <span class="who">
        <span class="name description">${fan.name}</span>
        <span class="hint">${fan.loyaltyTier?.name}</span>
      </span>
      ${own ? html`<span part="badge" class="status">${this.words.you}</span>` : nothing}
      <span part="points"><span aria-hidden="true">${this.#short(fan.gold)}</span><span class="visually-hidden">${this.points(fan.gold, true)}</span></span>
    </li>`;
  }

  /** The fans as read, and ranked: sorted once per list read, not at each render. */
  #ranked?: [RankedFan[], RankedFan[]];

  // Most points first, whatever order the service sent; equal points keep its order.
  protected override shown(fans: RankedFan[]): RankedFan[] {
    if (this.#ranked?.[0] !== fans) this.#ranked = [fans, [...fans].sort((a, b) => b.gold - a.gold)];
    const ranked = this.#ranked[1];
    return ranked.slice(0, limitCount(this.limit) ?? ranked.length);
  }

  protected override renderList(drawn: RankedFan[], session: Session, shown: RankedFan[]) {
    const me = session.user;
    const rank = session.rank;
    const listed = shown.some((fan) => fan.id === me?.id);
    return html`<ol aria-label=${this.words.topFans} tabindex="-1">
        ${this.each(drawn, (fan, i) => this.#row(fan, i + 1, fan.id === me?.id))}
      </ol>
      ${me && !listed && rank ? html`<ol aria-label=${this.words.you}>${this.#row(me, rank.position, true)}</ol>` : nothing}
      ${rank ? html`<p part="message">${this.words.yourRank(this.number(rank.position), this.number(rank.total))}</p>` : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'loyalty-leaderboard': LoyaltyLeaderboard;
  }
}

import { html, nothing } from 'lit';
import { notifications, transactions } from '../../api/activity.js';
import type { LoyaltyClient } from '../../api/client.js';
import type { FanNotification, Transaction } from '../../api/types.js';
import type { Session } from '../../session/session.js';
import { Read } from '../../controllers/read.js';
import { ListElement } from '../../base/list-element.js';
import { listStyles } from '../../base/list-element.styles.js';
import { states } from '../../base/loyalty-element.js';
import { safeHttpUrl } from '../../page/safe-url.js';
import { formatter } from '../../i18n/formats.js';
import { baseStyles } from '../../base/loyalty-element.styles.js';
import { labels } from '../../base/labels.styles.js';
import { activityStyles } from './loyalty-activity.styles.js';

/** How many entries of the history show at first, and how many more each "Show more" adds. */
const PAGE = 10;

/**
 * The fan's activity: their notifications (newest first, the unread ones, newer than the last time
 * the service says they read them, marked "New" in words) and their points history (newest first,
 * each change signed, earned or spent, in the team's currency, with its reason and date; ten at a
 * time, more on request). The service has no pages of its own: the whole history is read at once.
 *
 * @fires {LoyaltyLogoutEvent} loyalty-logout - The service refused the session's token (`detail.reason` is `expired`).
 *
 * @slot logged-out - Your own prompt, shown instead of "Log in to see your points history and notifications." while no fan is logged in.
 *
 * @csspart item - One notification or history entry.
 * @csspart points - An entry's signed amount ("+150 gold earned").
 * @csspart badge - "New", on an unread notification.
 * @csspart link - A notification's "Read more" link.
 * @csspart button - The "Show more" and Retry buttons.
 * @csspart message - Loading, empty and logged-out text.
 * @csspart error - What went wrong (`role=alert`): a list could not be read, or `team` or `base-url` is unusable.
 *
 * @tag loyalty-activity
 */
export class LoyaltyActivity extends ListElement<Transaction> {
  static override styles = [baseStyles, labels, listStyles, activityStyles];
  static override properties = states('listed');

  protected override readonly listWords = { loggedOut: 'activityLoggedOut', empty: 'noHistory', action: 'transaction-list' } as const;
  /** How many history entries show. */
  private listed = PAGE;

  protected override load(client: LoyaltyClient, token: string, signal: AbortSignal): Promise<Transaction[]> {
    return transactions(client, token, { signal });
  }

  protected override forget(): void {
    this.listed = PAGE;
  }

  readonly #notifications = new Read(
    this,
    async ([session, token]: readonly [Session | undefined, string | undefined], signal) => {
      if (!session || !token) return undefined;
      try {
        return await this.authorized((t, client) => notifications(client, t, { signal }));
      } catch (error) {
        if (signal.aborted) throw error;
        throw this.fail(error, 'notification-list');
      }
    },
    () => [this.session, this.session?.token] as const,
  );

  /** A date as the fan reads it, in the element's language. */
  #date(iso?: string) {
    if (!iso) return nothing;
    return html`<time datetime=${iso}>${formatter('DateTimeFormat', this.locale, { dateStyle: 'medium' }).format(new Date(iso))}</time>`;
  }

  protected override renderSession(session: Session): unknown {
    const words = this.words;
    if (!session.token) return super.renderSession(session);
    const read = this.#notifications;
    const list = read.value;
    const pending = read.status === 'pending';
    return html`<section aria-labelledby="notifications-heading">
        <h2 id="notifications-heading">${words.notificationsHeading}</h2>
        ${this.readFailure(read)}
        <p part="message" role="status">${!list && pending ? words.loading : list?.length === 0 ? words.noNotifications : ''}</p>
        ${list?.length ? html`<ul>${list.map((entry) => this.#notification(entry, session.user?.notifications))}</ul>` : nothing}
      </section>
      <section aria-labelledby="history-heading">
        <h2 id="history-heading">${words.historyHeading}</h2>
        ${super.renderSession(session)}
      </section>`;
  }

  /** One notification: "New" in words when it is newer than the fan's last read, its text, date and link. */
  #notification(entry: FanNotification, lastRead?: string) {
    const unread = !!lastRead && !!entry.timestamp && Date.parse(entry.timestamp) > Date.parse(lastRead);
    const link = safeHttpUrl(entry.link);
    return html`<li part="item" class=${unread ? 'unread' : ''}>
      <div>
        <p>${unread ? html`<span part="badge" class="status">${this.words.unreadMark}</span> ` : nothing}<span class="description">${entry.body}</span></p>
        <p class="row">${this.#date(entry.timestamp)}
          ${link ? html`<a part="link" href=${link} target="_blank" rel="noopener noreferrer">${this.words.readMore}</a>` : nothing}</p>
      </div>
    </li>`;
  }

  protected override renderList(_drawn: Transaction[], _session: Session, entries: Transaction[]) {
    const words = this.words;
    const shown = entries.slice(0, this.listed);
    const more = () => {
      this.focusAfter.focus(`#entry-${entries[this.listed].id}`);
      this.listed += PAGE;
    };
    return html`<ul>
        ${shown.map((entry) => {
          const amount = `${entry.amount > 0 ? '+' : entry.amount < 0 ? '−' : ''}${this.points(Math.abs(entry.amount))}`;
          return html`<li part="item" id=${`entry-${entry.id}`} tabindex="-1">
            <div>
              <p><span part="points">${entry.amount < 0 ? words.spentAmount(amount) : words.earnedAmount(amount)}</span></p>
              <p class="description">${entry.description}</p>
              ${this.#date(entry.createdAt)}
            </div>
          </li>`;
        })}
      </ul>
      ${entries.length > this.listed ? html`<p><button part="button" type="button" @click=${more}>${words.moreEntries}</button></p>` : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'loyalty-activity': LoyaltyActivity;
  }
}

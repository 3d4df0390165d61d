import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { ApiError } from '../../api/client.js';
import { getEvent, listEvents } from '../../api/schedule.js';
import type { EventStatus, ScheduledEvent } from '../../api/types.js';
import { eventIdOf, limitCount, optionalNumber } from '../../base/attribute-converters.js';
import { eventCard, placeholder, PLACEHOLDERS } from './event-card.js';
import { next, place, type Placed } from './event-order.js';
import { EventCards } from './event-cards.js';
import { EMPTY_WORDS, eventChoice, eventFilter, type Filter } from './event-filter.js';
import { EventTimers } from './event-timers.js';
import { clock, hintIsNear, statusAt } from './event-time.js';
import type { Session } from '../../session/session.js';
import { Read, type Reading } from '../../controllers/read.js';
import { DrawnAsScrolled } from '../../controllers/drawn-as-scrolled.js';
import { states } from '../../base/loyalty-element.js';
import { ReadingElement } from '../../base/reading-element.js';
import { baseStyles } from '../../base/loyalty-element.styles.js';
import { labels } from '../../base/labels.styles.js';
import { Problem } from '../../i18n/speech.js';
import { loggedOutPrompt } from '../../base/logged-out.js';
import { eventsStyles } from './loyalty-events.styles.js';

/**
 * A team's scheduled events: live first, then upcoming, then past, each with its image, time in
 * the viewer's zone (named), how near it is ("Starts in 12 minutes"), location, status, tags,
 * description, call to action and, until it ends, "Add to calendar" (Google Calendar, Outlook, an
 * `.ics` file with a reminder, or the details as text). Status follows the fan's clock: an event
 * goes live at its start and ends at its end while the page is open. Each event's name opens its
 * details. Shown to logged-in fans only.
 *
 * @attr status - Space-separated statuses to show: `ongoing`, `upcoming`, `completed` (default: all).
 * @attr limit - Show at most this many events.
 * @attr event-id - Show this one event's details instead of the list.
 * @attr refresh - Reload the list in the background every this many seconds (5 seconds to a day).
 * @attr time-zone - The IANA time zone to show times in (e.g. `Europe/Paris`); the viewer's by default.
 *
 * @fires {LoyaltyLogoutEvent} loyalty-logout - The service refused the session's token (`detail.reason` is `expired`).
 *
 * @attr login-href - Address of the log-in page (`http:`, `https:` or relative): the logged-out prompt offers "Log in" there.
 * @slot logged-out - Shown instead of the events while no fan is logged in.
 *
 * @csspart event - One event (a list item, or the detail view; with the class `ongoing` while live), and each card of the placeholder shown while loading.
 * @csspart event-image - The event's image (left out when it fails to load).
 * @csspart event-name - The event's name (a heading; in the list, its button opens the details).
 * @csspart event-date - The event's start–end time.
 * @csspart event-status - The event's status label (`Live now`, `Upcoming`, `Ended`).
 * @csspart tag - One of the event's tags.
 * @csspart cta - The event's call-to-action link (plain rather than accented once the event is over).
 * @csspart link - "Add to calendar" of an event not over yet, and its choices: Google Calendar, Outlook, the `.ics` file; "Log in" in the logged-out prompt, with `login-href`.
 * @csspart button - Filter (with its count), Show more, Back and Retry buttons.
 * @csspart message - Loading, empty and logged-out text (`role=status`).
 * @csspart error - What went wrong (`role=alert`).
 *
 * @tag loyalty-events
 */
export class LoyaltyEvents extends ReadingElement {
  static override styles = [baseStyles, labels, eventsStyles];

  // Its attributes, and what redraws it but is no attribute.
  static override properties = {
    status: {},
    limit: { converter: optionalNumber },
    eventId: { attribute: 'event-id', converter: optionalNumber },
    refresh: { type: Number },
    timeZone: { attribute: 'time-zone' },
    ...states('filter', 'openId'),
  };

  /** Space-separated statuses to show (`ongoing`, `upcoming`, `completed`); empty shows all. */
  status = '';

  /** Show at most this many events. */
  limit?: number;

  /** Show this one event's details instead of the list. */
  eventId?: number | null;

  /** Reload the list in the background every this many seconds (held between 5 seconds and a day). */
  refresh?: number;

  /** The IANA time zone to show times in (e.g. `Europe/Paris`), the event's own; the viewer's by default. */
  timeZone?: string;

  private filter: Filter = 'all';
  /** The event a fan opened from the list. */
  private openId?: number;
  /** The shown events drawn as the fan scrolls: the fan goes on from "Show more" to the first event it drew. */
  readonly #drawn = new DrawnAsScrolled(this, '.events .open');

  /** The last list loaded, and for which token, so a refresh never blanks what is shown. */
  #loaded?: { token: string; events: ScheduledEvent[] };
  /** The loaded events placed by the fan's clock, until the next moment one of them changes status. */
  #placed?: ReturnType<typeof place>;
  /** A drawn event's hint counts in minutes or hours: redraw each minute. */
  #near = false;
  /** The name button that opened the details, for Back: an element, never a selector built from an id. */
  #opener?: HTMLElement;
  /** The card of each event drawn so far, by the event's id. */
  readonly #cards = new EventCards();
  readonly #list = new Read(
    this,
    async ([token, wanted], signal) => {
      // Another fan, another team or nobody (also while the element was off the page, hearing nothing): what was loaded belongs to someone else.
      if (this.#loaded?.token !== token) {
        this.#loaded = this.openId = undefined;
        this.#drawn.reset();
        this.#cards.clear();
      }
      if (!token || !wanted) return undefined;
      // Just arrived (nothing loaded yet): what the session read moments ago shows at once; elements of the same team share one request.
      const events = await this.#attempt('event-list', signal, () =>
        this.readList('event-list', token, !this.#loaded, (recent: ScheduledEvent[]) => (this.#loaded = { token, events: recent }), (client, t, s) => listEvents(client, t!, { signal: s }), signal),
      );
      // Let go meanwhile (another team, fan, or none): nothing of it is taken.
      signal.throwIfAborted();
      // The Retry button goes with the error: the list's first event is where the fan goes on, or the sentence saying there is none.
      if (this.onRetry()) this.focusAfter.focus('.open,[role=status]:not(:empty)');
      this.#cards.keepOnly(events);
      return (this.#loaded = { token, events });
    },
    () => [this.session?.token, this.eventId == null] as const,
  );

  readonly #detail = new Read(
    this,
    async ([token, wanted], signal) => {
      if (!token || wanted == null) return undefined;
      const id = eventIdOf(wanted);
      if (id === undefined) throw new Problem('eventNotFound');
      const event = await this.#attempt('event', signal, () => this.authorized((t, client) => getEvent(client, id, t, { signal })));
      // The Retry button goes with the error: the event's name is where the fan reads on.
      if (this.onRetry()) this.focusAfter.focus('#detail-name');
      return event;
    },
    () => [this.session?.token, this.eventId ?? this.openId] as const,
  );

  constructor() {
    super();
    // Its timers follow its updates and its coming and going on the page: nothing else needs to reach them.
    new EventTimers(
      this,
      () => Math.min(this.#placed?.until ?? Infinity, this.#near ? next(clock.now()) : Infinity),
      () => this.refresh,
      () => {
        if (this.session?.loggedIn && this.eventId == null && this.#list.status !== 'pending') this.#list.run();
      },
    );
  }

  /** Runs a read; a failure is reported to the page and turned into the sentence to show. */
  async #attempt<T>(action: string, signal: AbortSignal, read: () => Promise<T>): Promise<T> {
    try {
      return await read();
    } catch (error) {
      if (signal.aborted) throw error;
      this.fail(error, action);
      throw error instanceof ApiError && error.status === 404 ? new Problem('eventNotFound') : error;
    }
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    // Another choice of events starts again from the top.
    if (changed.has('filter' as keyof LoyaltyEvents) || changed.has('status') || changed.has('limit')) this.#drawn.reset();
    // Said again by what this render draws (the details, the list's cards).
    this.#near = false;
  }

  /** The loaded events placed by the fan's clock now, placed again only when one changes status. */
  #place(events: ScheduledEvent[], now: number) {
    const placed = this.#placed;
    return placed?.events === events && now < placed.until ? placed : (this.#placed = place(events, now));
  }

  protected override renderSession(session: Session) {
    const token = session.token;
    if (!token) return loggedOutPrompt(this.words.eventsLoggedOut, this.loginHref, this.words.logIn);
    if (this.eventId != null) return this.#renderDetail(this.eventId);
    // The list stays drawn (hidden) under an event's details: Back finds it as the fan left it.
    const open = this.openId != null;
    return html`${open ? this.#renderDetail(this.openId!) : nothing}
      <div class="list" ?hidden=${open}>${this.#renderList(token)}</div>`;
  }

  #renderList(token: string) {
    const events = this.#loaded?.token === token ? this.#loaded.events : undefined;
    const pending = this.#list.status === 'pending';
    const loading = !events && pending;
    const now = clock.now();
    const placed = events && this.#place(events, now);
    const limit = limitCount(this.limit);
    const choice = eventChoice(this.status, this.filter);
    const shown = placed ? choice.showing(placed.groups).slice(0, limit) : [];
    const drawn = this.#drawn.drawn(shown);
    const words = this.words;
    const only = choice.allowed.length === 1 ? choice.allowed[0] : choice.current;
    const choose = (chosen: Filter) => (this.filter = chosen);
    return html`${events || pending ? eventFilter(choice, placed?.groups, words, (value) => this.number(value), choose) : nothing} ${this.#renderFailure(this.#list)}
      <p part="message" role="status" tabindex="-1" class=${loading ? 'visually-hidden' : ''}>${loading
          ? words.loadingEvents
          : events && !shown.length
            ? words[EMPTY_WORDS[only]]
            : ''}</p>
      <ul class="events" aria-busy=${pending} ?hidden=${!loading && !drawn.length}>
        ${loading
          ? Array.from(
              { length: Math.min(PLACEHOLDERS, limit ?? PLACEHOLDERS) },
              () => html`<li part="event" class="placeholder" aria-hidden="true">${placeholder}</li>`,
            )
          : this.#renderCards(drawn, now)}
      </ul>
      ${this.#drawn.button(shown.length, words.moreEvents)}`;
  }

  /** The drawn events' cards, drawn again only where they must be (see EventCards). */
  #renderCards(placed: Placed[], now: number): HTMLElement[] {
    const look = [this.locale, this.words, this.timeZone];
    const cards = this.#cards.draw(
      placed,
      now,
      (event, status) => [event, status, this.image(this.resource(event.resourceId)), ...look],
      (event, status) => this.#renderCard(event, status, now),
    );
    this.#near ||= this.#cards.near;
    return cards;
  }

  #renderCard(event: ScheduledEvent, status: EventStatus | undefined, now: number) {
    const open = (e: Event) => {
      this.#opener = e.currentTarget as HTMLElement;
      this.openId = event.id;
      // The details take the list's place: bring Back into view, and the fan reads on from the name.
      void this.updateComplete.then(() => {
        this.renderRoot.querySelector('.back')?.scrollIntoView({ block: 'nearest' });
        this.renderRoot.querySelector<HTMLElement>('#detail-name')?.focus({ preventScroll: true });
      });
    };
    return this.#renderEvent(event, status, now, html`<h3 part="event-name"><button class="open" type="button" @click=${open}>${event.name}</button></h3>`);
  }

  #renderDetail(wanted: number) {
    const id = eventIdOf(wanted);
    const fetched = this.#detail.value?.id === id ? this.#detail.value : undefined;
    const event = fetched ?? this.#loaded?.events.find((known) => known.id === id);
    const pending = this.#detail.status === 'pending';
    const words = this.words;
    const now = clock.now();
    const status = event && statusAt(event, now);
    if (event) this.#near ||= hintIsNear(event, now);
    return html`<div class="detail">
      ${this.eventId == null ? html`<button part="button" class="back" type="button" @click=${this.#back}>${words.backToEvents}</button>` : nothing}
      ${event
        ? html`<article part="event" class=${status ?? ''} aria-labelledby="detail-name" aria-busy=${pending}>
            ${this.#renderEvent(event, status, now, html`<h3 part="event-name" id="detail-name" tabindex="-1">${event.name}</h3>`)}
          </article>`
        : pending
          ? html`<div part="event" class="placeholder" aria-hidden="true">${placeholder}</div>`
          : nothing}
      ${this.#renderFailure(this.#detail)}
      <p part="message" role="status">${pending ? (event ? words.loadingEvent : words.loadingEvents) : ''}</p>
    </div>`;
  }

  /** One event, in the list or its details, as its card draws it. */
  #renderEvent(event: ScheduledEvent, status: EventStatus | undefined, now: number, heading: TemplateResult) {
    return eventCard(event, status, now, heading, {
      words: this.words,
      locale: this.locale,
      lang: this.speech.lang,
      timeZone: this.timeZone,
      image: this.image(this.resource(event.resourceId)),
      url: this.serviceUrl(event.url),
      // The client checked its address: events are drawn only when it is usable.
      uidDomain: () => `${this.team}.${new URL(this.client!.baseUrl).host}`,
      imageFailed: this.imageFailed,
    });
  }

  /** A read's failure, with Retry: trying again cannot find an event that does not exist. */
  #renderFailure(read: Reading) {
    return this.readFailure(read, !(read.error instanceof Problem));
  }

  readonly #back = () => {
    const opener = this.#opener;
    this.openId = undefined;
    this.#opener = undefined;
    // The event's name button where the fan left it; if a refresh took that event away, the list's first.
    void this.updateComplete.then(() => (opener?.isConnected ? opener : this.renderRoot.querySelector<HTMLElement>('.open'))?.focus());
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'loyalty-events': LoyaltyEvents;
  }
}

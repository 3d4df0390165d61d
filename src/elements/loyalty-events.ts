import { html, nothing, render, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { ApiError } from '../api/client.js';
import type { EventStatus, ScheduledEvent } from '../api/types.js';
import type { WordKey } from '../locales/en.js';
import { eventIdOf, limitCount, refreshSeconds } from '../shared/attributes.js';
import { icsFileName, icsHref } from '../shared/calendar.js';
import { eventHint, formatEventRange, isoTime, toDate } from '../shared/dates.js';
import type { Session } from '../session/session.js';
import { Read, type Reading } from '../shared/controllers.js';
import { LoyaltyElement, states } from '../shared/loyalty-element.js';
import { baseStyles } from '../shared/styles.js';
import { Problem } from '../shared/words.js';
import { eventsStyles } from './loyalty-events.styles.js';

const STATUSES: EventStatus[] = ['ongoing', 'upcoming', 'completed'];
type Filter = 'all' | EventStatus;
/** Words of each status's badge, filter button, and empty list. */
const STATUS_WORDS: Record<EventStatus, WordKey> = { ongoing: 'liveNow', upcoming: 'upcoming', completed: 'ended' };
const FILTER_WORDS: Record<Filter, WordKey> = { all: 'all', ongoing: 'live', upcoming: 'upcoming', completed: 'past' };
const EMPTY_WORDS: Record<Filter, WordKey> = { all: 'noEvents', ongoing: 'noLiveEvents', upcoming: 'noUpcomingEvents', completed: 'noPastEvents' };

/**
 * Events drawn with the list, and drawn more each time its end comes within a screen: a long
 * schedule costs what the fan scrolls through, never one long task.
 */
const FIRST = 12;
const MORE = 30;
/** Cards of the placeholder shown while the list loads. */
const PLACEHOLDERS = 3;
/** The inside of a placeholder card: an event's pieces, of their size, with nothing in them. */
const placeholder = html`<div part="event-image"></div>
  <div class="body">
    <div part="event-name">&nbsp;</div>
    <span part="event-status">&nbsp;</span>
    <p part="event-date">&nbsp;</p>
    <p>&nbsp;</p>
    <ul class="tags">
      <li part="tag">&nbsp;</li>
    </ul>
    <p class="description">&nbsp;<br />&nbsp;</p>
  </div>`;

// Events come from the API client in the shape of types.ts: their fields need no checks here.
const rank = (event: ScheduledEvent) => (event.status ? STATUSES.indexOf(event.status) : STATUSES.length);
/** A time to compare; without one (NaN) the next key decides. */
const time = (seconds?: number) => seconds ?? NaN;

/** Ongoing first, then upcoming (soonest first), then completed (latest first). */
export const sortEvents = (events: ScheduledEvent[]): ScheduledEvent[] =>
  [...events].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (a.status === 'completed'
        ? time(b.end) - time(a.end) || time(b.start) - time(a.start)
        : time(a.start) - time(b.start) || time(a.end) - time(b.end)) ||
      a.id - b.id,
  );

/** Over: the service says so, or its end has passed (`now` in ms). */
const isOver = (event: ScheduledEvent, now: number) => event.status === 'completed' || (event.end ?? Infinity) * 1000 <= now;

/** A number attribute where an empty value means none (not 0); the attribute readers judge the rest. */
const optionalNumber = { fromAttribute: (value: string | null) => (value?.trim() ? Number(value) : undefined) };

/**
 * A team's scheduled events: ongoing first, then upcoming, then past, each with its image, time
 * in the viewer's zone, location, status, tags and description. Each event's name opens its
 * details, with its call to action and, until it ends, an "Add to calendar" file. Shown to
 * logged-in fans only.
 *
 * @attr status - Space-separated statuses to show: `ongoing`, `upcoming`, `completed` (default: all).
 * @attr limit - Show at most this many events.
 * @attr event-id - Show this one event's details instead of the list.
 * @attr refresh - Reload the list in the background every this many seconds (5 seconds to a day).
 *
 * @fires {LoyaltyLogoutEvent} loyalty-logout - The service refused the session's token (`detail.reason` is `expired`).
 *
 * @slot logged-out - Shown instead of the events while no fan is logged in.
 *
 * @csspart event - One event (a list item, or the detail view), and each card of the placeholder shown while loading.
 * @csspart event-image - The event's image (left out when it fails to load).
 * @csspart event-name - The event's name (a heading; in the list, its button opens the details).
 * @csspart event-date - The event's start–end time.
 * @csspart event-status - The event's status label (`Live now`, `Upcoming`, `Ended`).
 * @csspart tag - One of the event's tags.
 * @csspart cta - The event's call-to-action link, in its details (plain rather than accented once the event is over).
 * @csspart link - The "Add to calendar" link, in the details of an event not over yet.
 * @csspart button - Filter, Show more, Back and Retry buttons.
 * @csspart message - Loading, empty and logged-out text (`role=status`).
 * @csspart error - What went wrong (`role=alert`).
 *
 * @tag loyalty-events
 */
export class LoyaltyEvents extends LoyaltyElement {
  static override styles = [baseStyles, eventsStyles];

  // What redraws the element but is no attribute (those are declared with @property).
  static override properties = states('filter', 'openId', 'drawnCount');

  /** Space-separated statuses to show (`ongoing`, `upcoming`, `completed`); empty shows all. */
  @property() status = '';

  /** Show at most this many events. */
  @property({ converter: optionalNumber }) limit?: number;

  /** Show this one event's details instead of the list. */
  @property({ attribute: 'event-id', converter: optionalNumber }) eventId?: number | null;

  /** Reload the list in the background every this many seconds (held between 5 seconds and a day). */
  @property({ type: Number }) refresh?: number;

  private filter: Filter = 'all';
  /** The event a fan opened from the list. */
  private openId?: number;
  /** How many of the shown events are drawn. */
  private drawnCount = FIRST;

  /** The last list loaded, and for which token, so a refresh never blanks what is shown. */
  #loaded?: { token: string; events: ScheduledEvent[]; statuses: Set<EventStatus | undefined> };
  /** The name button that opened the details, for Back: an element, never a selector built from an id. */
  #opener?: HTMLElement;
  /** What to do once the next render is on screen (move focus, bring something into view). */
  #afterRender?: () => void;
  #focusedBefore?: Element | null;
  /** The card of each event drawn so far, by the event's id: switching back to a filter finds its cards drawn. */
  #cards = new Map<number, { li: HTMLElement; look: unknown[] }>();
  #retrying?: Reading;
  /** Reads let go when the element left the page, asked again when it comes back. */
  #stopped: Reading[] = [];
  #timer?: ReturnType<typeof setInterval>;
  #nearEnd?: IntersectionObserver;
  #watched?: Element;

  readonly #list = new Read(
    this,
    async ([token, wanted], signal) => {
      if (!token || !wanted) return undefined;
      const session = this.session!;
      // Elements of the same team share one in-flight request; this one's abort only lets it go.
      const events = await this.#attempt('event-list', signal, () =>
        this.authorized((t, client) => session.shared(`event/list ${t}`, (s) => client.listEvents(t, { signal: s }), signal)),
      );
      // Reading a long list took a task of its own: sorting and drawing it take the next.
      await new Promise((resolve) => setTimeout(resolve));
      if (this.#focusedRetry) this.#afterRender = () => this.renderRoot.querySelector<HTMLElement>('.open')?.focus();
      const sorted = sortEvents(events);
      this.#loaded = { token, events: sorted, statuses: new Set(sorted.map((event) => event.status)) };
      // The cards of events no longer listed go.
      const ids = new Set(sorted.map((event) => event.id));
      for (const id of this.#cards.keys()) if (!ids.has(id)) this.#cards.delete(id);
      return sorted;
    },
    () => [this.session?.token, this.eventId == null] as const,
  );

  readonly #detail = new Read(
    this,
    async ([token, wanted], signal) => {
      if (!token || wanted == null) return undefined;
      const id = eventIdOf(wanted);
      if (id === undefined) throw new Problem('eventNotFound');
      const event = await this.#attempt('event', signal, () => this.authorized((t, client) => client.getEvent(id, t, { signal })));
      // The Retry button goes with the error: the event's name is where the fan reads on.
      if (this.#focusedRetry) this.#afterRender = () => this.#heading?.focus();
      return event;
    },
    () => [this.session?.token, this.eventId ?? this.openId] as const,
  );

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

  get #focusedRetry(): boolean {
    return !!this.shadowRoot?.activeElement?.matches('.retry');
  }

  get #heading(): HTMLElement | null {
    return this.renderRoot.querySelector('#detail-name');
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.hasUpdated) {
      this.#schedule();
      this.#watchTheEnd();
    }
    for (const task of this.#stopped.splice(0)) task.run();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearInterval(this.#timer);
    this.#nearEnd?.disconnect();
    this.#watched = undefined;
    // Removed while loading: let the requests go, quietly. Moved (out and back in at once): keep them.
    queueMicrotask(() => {
      if (this.isConnected) return;
      for (const task of [this.#list, this.#detail]) {
        if (task.status === 'pending') {
          this.#stopped.push(task);
          task.abort();
        }
      }
    });
  }

  protected override sessionChanged(): void {
    this.#retrying = undefined;
    // Another fan, another team or nobody: what was loaded belongs to someone else.
    if (this.#loaded?.token !== this.session?.token) {
      this.#loaded = undefined;
      this.openId = undefined;
      this.drawnCount = FIRST;
      this.#cards = new Map();
    }
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    // Another choice of events starts again from the top.
    if (changed.has('filter' as keyof LoyaltyEvents) || changed.has('status') || changed.has('limit')) this.drawnCount = FIRST;
    this.#focusedBefore = this.shadowRoot?.activeElement;
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('refresh')) this.#schedule();
    const after = this.#afterRender;
    this.#afterRender = undefined;
    if (after) after();
    // A refresh that moved the focused event keeps the focus on it.
    else if (this.#focusedBefore?.isConnected && this.shadowRoot!.activeElement !== this.#focusedBefore) {
      (this.#focusedBefore as HTMLElement).focus({ preventScroll: true });
    }
    this.#watchTheEnd();
  }

  /** Draws more events when "Show more events" comes within a screen of the viewport. */
  #watchTheEnd(): void {
    const more = this.renderRoot.querySelector('.more') ?? undefined;
    if (more === this.#watched) return;
    this.#nearEnd ??= new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && this.#showMore(), {
      rootMargin: '100% 0px',
    });
    this.#nearEnd.disconnect();
    // Observing anew reports where it is now: still near after drawing more draws more again.
    if (more) this.#nearEnd.observe(more);
    this.#watched = more;
  }

  readonly #showMore = () => {
    const first = this.drawnCount;
    this.drawnCount += MORE;
    this.#watched = undefined;
    // From the button, the fan goes on to the first event it brought: once the key that pressed it
    // is done, or its Enter would open that event too.
    if (this.shadowRoot?.activeElement?.matches('.more')) {
      this.#afterRender = () => setTimeout(() => this.renderRoot.querySelectorAll<HTMLElement>('.events .open')[first]?.focus());
    }
  };

  /** The background refresh: keeps what is shown until the new list arrives. */
  #schedule(): void {
    clearInterval(this.#timer);
    const seconds = refreshSeconds(this.refresh);
    if (seconds && this.isConnected) {
      this.#timer = setInterval(() => {
        if (this.session?.loggedIn && this.eventId == null && this.#list.status !== 'pending') this.#list.run();
      }, seconds * 1000);
    }
  }

  /** Statuses the `status` attribute allows, in display order. */
  get #allowed(): EventStatus[] {
    const asked = String(this.status ?? '').toLowerCase().split(/\s+/);
    const allowed = STATUSES.filter((status) => asked.includes(status));
    return allowed.length ? allowed : STATUSES;
  }

  /** The filter in force: one the `status` attribute allows, else all of those. */
  get #current(): Filter {
    return this.filter !== 'all' && this.#allowed.includes(this.filter) ? this.filter : 'all';
  }

  #visible(events: ScheduledEvent[]): ScheduledEvent[] {
    const current = this.#current;
    const wanted = current === 'all' ? this.#allowed : [current];
    // Without a `status` attribute, "All" also keeps statuses this version does not know.
    const shown = wanted === STATUSES && !String(this.status ?? '').trim() ? events : events.filter((e) => e.status && wanted.includes(e.status));
    const limit = limitCount(this.limit);
    return limit === undefined ? shown : shown.slice(0, limit);
  }

  protected override renderSession(session: Session) {
    const token = session.token;
    if (!token) return html`<slot name="logged-out"><p part="message">${this.words.eventsLoggedOut}</p></slot>`;
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
    const shown = events ? this.#visible(events) : [];
    const drawn = shown.slice(0, this.drawnCount);
    const { words } = this;
    const only = this.#allowed.length === 1 ? this.#allowed[0] : this.#current;
    return html`${events || pending ? this.#renderFilter() : nothing} ${this.#renderFailure(this.#list)}
      <p part="message" role="status" class=${loading ? 'visually-hidden' : ''}>${loading
          ? words.loadingEvents
          : events && !shown.length
            ? words[EMPTY_WORDS[only]]
            : ''}</p>
      <ul class="events" aria-busy=${pending ? 'true' : 'false'} ?hidden=${!loading && !drawn.length}>
        ${loading
          ? Array.from(
              { length: Math.min(PLACEHOLDERS, limitCount(this.limit) ?? PLACEHOLDERS) },
              () => html`<li part="event" class="placeholder" aria-hidden="true">${placeholder}</li>`,
            )
          : this.#renderCards(drawn)}
      </ul>
      ${drawn.length < shown.length
        ? html`<button part="button" class="more" type="button" @click=${this.#showMore}>${words.moreEvents}</button>`
        : nothing}`;
  }

  /**
   * The drawn events' cards, each kept by its event's id: when a refresh reorders the list, each
   * card moves with its event, its focus and image with it. A card is drawn again only when its
   * event, its image, or how events are shown, changed: more events cost only the new ones.
   */
  #renderCards(events: ScheduledEvent[]): HTMLElement[] {
    const look = [this.locale, this.words, Math.floor(Date.now() / 60_000)];
    return events.map((event) => {
      const card = this.#cards.get(event.id) ?? { li: Object.assign(document.createElement('li'), { part: 'event' }), look: [] };
      const drawnWith = [event, this.#eventImage(event), ...look];
      if (drawnWith.some((value, i) => value !== card.look[i])) render(this.#renderCard(event), card.li, { host: this });
      this.#cards.set(event.id, { li: card.li, look: drawnWith });
      return card.li;
    });
  }

  #renderCard(event: ScheduledEvent) {
    const open = (e: Event) => {
      this.#opener = e.currentTarget as HTMLElement;
      this.openId = event.id;
      this.#afterRender = () => {
        // The details take the list's place: bring Back into view, and the fan reads on from the name.
        this.renderRoot.querySelector('.back')?.scrollIntoView({ block: 'nearest' });
        this.#heading?.focus({ preventScroll: true });
      };
    };
    return this.#renderEvent(event, html`<h3 part="event-name"><button class="open" type="button" @click=${open}>${event.name}</button></h3>`);
  }

  #renderFilter() {
    const allowed = this.#allowed;
    if (allowed.length < 2) return nothing;
    const current = this.#current;
    // A status with no event stays on offer, looks muted and says why: choosing it would say the same.
    const statuses = this.#loaded?.statuses;
    const none = (filter: Filter) => filter !== 'all' && statuses && !statuses.has(filter);
    return html`<div class="filter" role="group" aria-label=${this.words.showEvents}>
      ${(['all', ...allowed] as Filter[]).map(
        (filter) =>
          html`<button
            part="button"
            type="button"
            class=${none(filter) ? 'none' : ''}
            aria-pressed=${filter === current ? 'true' : 'false'}
            aria-describedby=${none(filter) ? `none-${filter}` : nothing}
            @click=${() => (this.filter = filter)}
          >
            ${this.words[FILTER_WORDS[filter]]}
          </button>`,
      )}
      ${allowed.map((status) => (none(status) ? html`<span id=${`none-${status}`} hidden>${this.words[EMPTY_WORDS[status]]}</span>` : nothing))}
    </div>`;
  }

  #renderDetail(wanted: number) {
    const id = eventIdOf(wanted);
    const fetched = this.#detail.value?.id === id ? this.#detail.value : undefined;
    const event = fetched ?? this.#loaded?.events.find((known) => known.id === id);
    const pending = this.#detail.status === 'pending';
    const { words } = this;
    return html`<div class="detail">
      ${this.eventId == null ? html`<button part="button" class="back" type="button" @click=${this.#back}>${words.backToEvents}</button>` : nothing}
      ${event
        ? html`<article part="event" aria-labelledby="detail-name" aria-busy=${pending ? 'true' : 'false'}>
            ${this.#renderEvent(event, html`<h3 part="event-name" id="detail-name" tabindex="-1">${event.name}</h3>`, true)}
          </article>`
        : pending
          ? html`<div part="event" class="placeholder" aria-hidden="true">${placeholder}</div>`
          : nothing}
      ${this.#renderFailure(this.#detail)}
      <p part="message" role="status">${pending ? (event ? words.loadingEvent : words.loadingEvents) : ''}</p>
    </div>`;
  }

  /** The event's image, unless it failed to load here. */
  #eventImage(event: ScheduledEvent): string | undefined {
    return this.image(this.resource(event.resourceId));
  }

  /** One event's card; `details` adds what the details view offers: the call to action and the calendar file. */
  #renderEvent(event: ScheduledEvent, heading: TemplateResult, details = false) {
    const now = Date.now();
    const image = this.#eventImage(event);
    const { words } = this;
    const status = event.status && words[STATUS_WORDS[event.status]];
    return html`${image ? html`<img part="event-image" src=${image} alt=${event.name} loading="lazy" @error=${this.imageFailed} />` : nothing}
      <div class="body">
        ${heading} ${status ? html`<span part="event-status" class=${event.status}>${status}</span>` : nothing}
        <p>
          <time part="event-date" datetime=${isoTime(event.start)}>${formatEventRange(event.start, event.end, this.locale)}</time>
          <span class="hint">${eventHint(event.start, event.end, now, words, this.speech.lang)}</span>
        </p>
        ${event.location ? html`<p><span class="visually-hidden">${words.location}: </span><span class="location">${event.location}</span></p>` : nothing}
        ${event.tags.length
          ? html`<ul class="tags" aria-label=${words.tags}>
              ${event.tags.map((tag) => html`<li part="tag">${tag.name}</li>`)}
            </ul>`
          : nothing}
        ${event.description ? html`<p class="description">${event.description}</p>` : nothing}
        ${details ? this.#renderActions(event, now) : nothing}
      </div>`;
  }

  /** The call to action (plain once the event is over) and, until it is over, its calendar file. */
  #renderActions(event: ScheduledEvent, now: number) {
    const cta = this.serviceUrl(event.url);
    const over = isOver(event, now);
    const calendar = !over && toDate(event.start) !== undefined;
    // The .ics is built when the link is about to be used, not for every render.
    const fillCalendar = (e: Event) => ((e.currentTarget as HTMLAnchorElement).href = icsHref(event, Date.now(), this.#uidDomain)!);
    const { words } = this;
    return cta || calendar
      ? html`<p class="actions">
          ${cta
            ? html`<a part="cta" class=${over ? 'over' : ''} href=${cta} target="_blank" rel="noopener noreferrer"
                >${event.callToAction.trim() || words.learnMore}</a
              >`
            : nothing}
          ${calendar
            ? html`<a
                part="link"
                href="#"
                download=${icsFileName(event.name)}
                @focus=${fillCalendar}
                @pointerenter=${fillCalendar}
                @click=${fillCalendar}
                >${words.addToCalendar}</a
              >`
            : nothing}
        </p>`
      : nothing;
  }

  #renderFailure(task: Reading) {
    // The error stays while its retry is pending, so the focused Retry button is not pulled away.
    const error = task.error;
    const busy = task.status === 'pending' && this.#retrying === task;
    if (!error || (task.status !== 'failed' && !busy)) return nothing;
    // Trying again cannot find an event that does not exist.
    const retry = !(error instanceof Problem);
    return html`<p part="error" role="alert">${this.describe(error)}</p>
      ${retry
        ? html`<button part="button" class="retry" type="button" aria-disabled=${busy ? 'true' : 'false'} @click=${() => busy || this.#retry(task)}>
            ${busy ? this.words.retrying : this.words.retry}
          </button>`
        : nothing}`;
  }

  /** Host of the service, to make calendar UIDs unique to it. */
  get #uidDomain(): string {
    try {
      return `${this.team}.${new URL(this.baseUrl).host}`;
    } catch {
      return this.team;
    }
  }

  #retry(task: Reading): void {
    this.#retrying = task;
    task.run().finally(() => this.#retrying === task && (this.#retrying = undefined));
  }

  readonly #back = () => {
    const opener = this.#opener;
    this.openId = undefined;
    this.#opener = undefined;
    // The event's name button where the fan left it; if a refresh took that event away, the list's first.
    this.#afterRender = () => (opener?.isConnected ? opener : this.renderRoot.querySelector<HTMLElement>('.open'))?.focus();
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'loyalty-events': LoyaltyEvents;
  }
}

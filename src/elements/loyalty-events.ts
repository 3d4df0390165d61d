import { initialState, Task, TaskStatus } from '@lit/task';
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { ApiError } from '../api/client.js';
import type { EventStatus, ScheduledEvent } from '../api/types.js';
import type { WordKey } from '../locales/en.js';
import { refreshSeconds } from '../shared/attributes.js';
import { icsFileName, icsHref } from '../shared/calendar.js';
import { eventHint, formatEventRange, isoTime, toDate } from '../shared/dates.js';
import type { Session } from '../session/session.js';
import { LoyaltyElement } from '../shared/loyalty-element.js';
import { baseStyles } from '../shared/styles.js';
import { Problem } from '../shared/words.js';
import { eventsStyles } from './loyalty-events.styles.js';

const STATUSES: EventStatus[] = ['ongoing', 'upcoming', 'completed'];
type Filter = 'all' | EventStatus;
/** Words of each status's badge, filter button, and empty list. */
const STATUS_WORDS: Record<EventStatus, WordKey> = { ongoing: 'liveNow', upcoming: 'upcoming', completed: 'ended' };
const FILTER_WORDS: Record<Filter, WordKey> = { all: 'all', ongoing: 'live', upcoming: 'upcoming', completed: 'past' };

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

/** A number attribute where an empty value means none (not 0). */
const optionalNumber = { fromAttribute: (value: string | null) => (value?.trim() ? Number(value) : undefined) };

/**
 * A team's scheduled events: ongoing first, then upcoming, then past, each with its image, time
 * in the viewer's zone, location, status, tags, description, call to action and an
 * "Add to calendar" file. Choosing an event shows its details. Shown to logged-in fans only.
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
 * @csspart event - One event (a list item, or the detail view).
 * @csspart event-image - The event's image (left out when it fails to load).
 * @csspart event-name - The event's name (a heading).
 * @csspart event-date - The event's start–end time.
 * @csspart event-status - The event's status label (`Live now`, `Upcoming`, `Ended`).
 * @csspart tag - One of the event's tags.
 * @csspart cta - The event's call-to-action link.
 * @csspart link - The "Add to calendar" link.
 * @csspart button - Filter, Back and Retry buttons.
 * @csspart message - Loading, empty and logged-out text (`role=status`).
 * @csspart error - What went wrong (`role=alert`).
 *
 * @tag loyalty-events
 */
export class LoyaltyEvents extends LoyaltyElement {
  static override styles = [baseStyles, eventsStyles];

  /** Space-separated statuses to show (`ongoing`, `upcoming`, `completed`); empty shows all. */
  @property() status = '';

  /** Show at most this many events. */
  @property({ type: Number }) limit?: number;

  /** Show this one event's details instead of the list. */
  @property({ attribute: 'event-id', converter: optionalNumber }) eventId?: number | null;

  /** Reload the list in the background every this many seconds (held between 5 seconds and a day). */
  @property({ type: Number }) refresh?: number;

  @state() private filter: Filter = 'all';
  /** The event a fan opened from the list. */
  @state() private openId?: number;

  /** The last list loaded, and for which token, so a refresh never blanks what is shown. */
  private loaded?: { token: string; events: ScheduledEvent[] };
  private focusNext?: string;
  private readonly drawn = new WeakMap<
    ScheduledEvent,
    { key: string; image?: string; range: string; iso: string; cta?: string; calendar: boolean }
  >();
  private retrying?: Task<readonly unknown[], unknown>;
  private timer?: ReturnType<typeof setInterval>;

  private readonly list = new Task(this, {
    args: () => [this.session?.token, this.eventId == null] as const,
    task: async ([token, wanted], { signal }) => {
      if (!token || !wanted) return initialState;
      const session = this.session!;
      // Elements of the same team share one in-flight request; this one's abort only lets it go.
      const events = await this.attempt('event-list', signal, () =>
        this.authorized((t, client) => session.shared(`event/list ${t}`, (s) => client.listEvents(t, { signal: s }), signal)),
      );
      if (this.shadowRoot?.activeElement?.matches('.retry')) this.focusNext = '.open';
      this.loaded = { token, events: sortEvents(events) };
      return this.loaded.events;
    },
  });

  private readonly detail = new Task(this, {
    args: () => [this.session?.token, this.eventId ?? this.openId] as const,
    task: async ([token, id], { signal }) => {
      if (!token || id == null) return initialState;
      if (!Number.isSafeInteger(id) || id < 0) throw new Problem('eventNotFound');
      const event = await this.attempt('event', signal, () => this.authorized((t, client) => client.getEvent(id, t, { signal })));
      // The Retry button goes with the error: the event's name is where the fan reads on.
      if (this.shadowRoot?.activeElement?.matches('.retry')) this.focusNext = '#detail-name';
      return event;
    },
  });

  /** Runs a read; a failure is reported to the page and turned into the sentence to show. */
  private async attempt<T>(action: string, signal: AbortSignal, read: () => Promise<T>): Promise<T> {
    try {
      return await read();
    } catch (error) {
      if (signal.aborted) throw error;
      this.fail(error, action);
      throw error instanceof ApiError && error.status === 404 ? new Problem('eventNotFound') : error;
    }
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.hasUpdated) this.schedule();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearInterval(this.timer);
  }

  protected override sessionChanged(): void {
    this.retrying = undefined;
    // Another fan, another team or nobody: what was loaded belongs to someone else.
    if (this.loaded?.token !== this.session?.token) {
      this.loaded = undefined;
      this.openId = undefined;
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('refresh')) this.schedule();
    const selector = this.focusNext;
    this.focusNext = undefined;
    if (selector) this.renderRoot.querySelector<HTMLElement>(selector)?.focus();
  }

  /** The background refresh: keeps what is shown until the new list arrives. */
  private schedule(): void {
    clearInterval(this.timer);
    const seconds = refreshSeconds(this.refresh);
    if (seconds && this.isConnected) {
      this.timer = setInterval(() => {
        if (this.session?.loggedIn && this.eventId == null && this.list.status !== TaskStatus.PENDING) this.list.run();
      }, seconds * 1000);
    }
  }

  /** Statuses the `status` attribute allows, in display order. */
  private get allowed(): EventStatus[] {
    const asked = (this.status ?? '').toLowerCase().split(/\s+/);
    const allowed = STATUSES.filter((status) => asked.includes(status));
    return allowed.length ? allowed : STATUSES;
  }

  private visible(events: ScheduledEvent[]): ScheduledEvent[] {
    const allowed = this.allowed;
    const wanted = this.filter !== 'all' && allowed.includes(this.filter) ? [this.filter] : allowed;
    // Without a `status` attribute, "All" also keeps statuses this version does not know.
    const shown = wanted === STATUSES && !this.status?.trim() ? events : events.filter((e) => e.status && wanted.includes(e.status));
    const limit = Number(this.limit);
    return limit >= 0 && this.limit != null ? shown.slice(0, Math.floor(limit)) : shown;
  }

  protected override renderSession(session: Session) {
    const token = session.token;
    if (!token) return html`<slot name="logged-out"><p part="message">${this.words.eventsLoggedOut}</p></slot>`;
    const id = this.eventId ?? this.openId;
    return id == null ? this.renderList(token) : this.renderDetail(id);
  }

  private renderList(token: string) {
    const events = this.loaded?.token === token ? this.loaded.events : undefined;
    const shown = events && this.visible(events);
    const pending = this.list.status === TaskStatus.PENDING;
    const now = Date.now();
    const locale = this.locale;
    const { words } = this;
    return html`${events ? this.renderFilter() : nothing}
      ${this.renderFailure(this.list)}
      <p part="message" role="status">${!events ? (pending ? words.loadingEvents : '') : shown?.length ? '' : words.noEvents}</p>
      ${shown?.length
        ? html`<ul class="events" aria-busy=${pending ? 'true' : 'false'}>
            ${shown.map(
              (event) =>
                html`<li part="event">
                  ${this.renderEvent(
                    event,
                    now,
                    locale,
                    html`<h3 part="event-name">
                      <button class="open" id=${`open-${event.id}`} type="button" @click=${() => this.open(event.id)}>${event.name}</button>
                    </h3>`,
                  )}
                </li>`,
            )}
          </ul>`
        : nothing}`;
  }

  private renderFilter() {
    const allowed = this.allowed;
    if (allowed.length < 2) return nothing;
    const current = this.filter !== 'all' && allowed.includes(this.filter) ? this.filter : 'all';
    return html`<div class="filter" role="group" aria-label=${this.words.showEvents}>
      ${(['all', ...allowed] as Filter[]).map(
        (filter) =>
          html`<button part="button" type="button" aria-pressed=${filter === current ? 'true' : 'false'} @click=${() => (this.filter = filter)}>
            ${this.words[FILTER_WORDS[filter]]}
          </button>`,
      )}
    </div>`;
  }

  private renderDetail(id: number) {
    const fetched = this.detail.value?.id === id ? this.detail.value : undefined;
    const event = fetched ?? this.loaded?.events.find((known) => known.id === id);
    const pending = this.detail.status === TaskStatus.PENDING;
    const { words } = this;
    return html`<div class="detail">
      ${this.eventId == null ? html`<button part="button" class="back" type="button" @click=${this.back}>${words.backToEvents}</button>` : nothing}
      ${event
        ? html`<article part="event" aria-labelledby="detail-name" aria-busy=${pending ? 'true' : 'false'}>
            ${this.renderEvent(event, Date.now(), this.locale, html`<h3 part="event-name" id="detail-name" tabindex="-1">${event.name}</h3>`)}
          </article>`
        : nothing}
      ${this.renderFailure(this.detail)}
      <p part="message" role="status">${pending ? (event ? words.loadingEvent : words.loadingEvents) : ''}</p>
    </div>`;
  }

  /** What is costly to work out for an event: once per event loaded (and per locale), not per render. */
  private facts(event: ScheduledEvent, locale: string) {
    const key = `${locale} ${this.resourceUrl}`;
    let facts = this.drawn.get(event);
    if (facts?.key !== key) {
      facts = {
        key,
        image: this.resource(event.resourceId),
        range: formatEventRange(event.start, event.end, locale),
        iso: isoTime(event.start),
        cta: this.serviceUrl(event.url),
        calendar: event.status !== 'completed' && toDate(event.start) !== undefined,
      };
      this.drawn.set(event, facts);
    }
    return facts;
  }

  private renderEvent(event: ScheduledEvent, now: number, locale: string, heading: TemplateResult) {
    const facts = this.facts(event, locale);
    const { range, iso, cta, calendar } = facts;
    const image = this.image(facts.image);
    // The .ics is built when the link is about to be used, not for every event drawn.
    const fillCalendar = (e: Event) => ((e.currentTarget as HTMLAnchorElement).href = icsHref(event, Date.now(), this.uidDomain)!);
    const { words } = this;
    const status = event.status && words[STATUS_WORDS[event.status]];
    return html`${image
        ? html`<img part="event-image" src=${image} alt=${event.name} loading="lazy" @error=${this.imageFailed} />`
        : nothing}
      <div class="body">
        ${heading}
        ${status ? html`<span part="event-status" class=${event.status}>${status}</span>` : nothing}
        <p>
          <time part="event-date" datetime=${iso}>${range}</time>
          <span class="hint">${eventHint(event.start, event.end, now, words, this.speech.lang)}</span>
        </p>
        ${event.location ? html`<p><span class="visually-hidden">${words.location}: </span>${event.location}</p>` : nothing}
        ${event.tags.length
          ? html`<ul class="tags" aria-label=${words.tags}>
              ${event.tags.map((tag) => html`<li part="tag">${tag.name}</li>`)}
            </ul>`
          : nothing}
        ${event.description ? html`<p class="description">${event.description}</p>` : nothing}
        <p class="actions">
          ${cta
            ? html`<a part="cta" href=${cta} target="_blank" rel="noopener noreferrer">${event.callToAction.trim() || words.learnMore}</a>`
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
        </p>
      </div>`;
  }

  private renderFailure(task: Task<readonly unknown[], unknown>) {
    // The error stays while its retry is pending, so the focused Retry button is not pulled away.
    const error = task.error;
    const busy = task.status === TaskStatus.PENDING && this.retrying === task;
    if (!error || (task.status !== TaskStatus.ERROR && !busy)) return nothing;
    // Trying again cannot find an event that does not exist.
    const retry = !(error instanceof Problem);
    return html`<p part="error" role="alert">${this.describe(error)}</p>
      ${retry
        ? html`<button part="button" class="retry" type="button" aria-disabled=${busy ? 'true' : 'false'} @click=${() => busy || this.retry(task)}>
            ${busy ? this.words.retrying : this.words.retry}
          </button>`
        : nothing}`;
  }

  /** Host of the service, to make calendar UIDs unique to it. */
  private get uidDomain(): string {
    try {
      return `${this.team}.${new URL(this.baseUrl).host}`;
    } catch {
      return this.team;
    }
  }

  private retry(task: Task<readonly unknown[], unknown>): void {
    this.retrying = task;
    task.run().finally(() => this.retrying === task && (this.retrying = undefined));
  }

  private open(id: number): void {
    this.openId = id;
    this.focusNext = '#detail-name';
  }

  private readonly back = () => {
    this.focusNext = `#open-${this.openId}`;
    this.openId = undefined;
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'loyalty-events': LoyaltyEvents;
  }
}

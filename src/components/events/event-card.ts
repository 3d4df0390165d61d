import { html, nothing, render, type TemplateResult } from 'lit';
import type { EventStatus, ScheduledEvent } from '../../api/types.js';
import type { WordKey, Words } from '../../i18n/english.js';
import { calendarLinks, downloadsBlocked, icsFileName, icsHref } from './calendar.js';
import { clock, eventHint, formatEventRange, isoTime } from './event-time.js';

/** Words of each status's badge. */
const STATUS_WORDS: Record<EventStatus, WordKey> = { ongoing: 'liveNow', upcoming: 'upcoming', completed: 'ended' };

/** Cards of the placeholder shown while the list loads. */
export const PLACEHOLDERS = 3;
/** The inside of a placeholder card: an event's pieces, of their size, with nothing in them. */
export const placeholder = html`<div part="event-image"></div>
  <div class="body">
    <div part="event-name">&nbsp;</div>
    <span part="event-status">&nbsp;</span>
    <p part="event-date">&nbsp;</p>
    <p>&nbsp;</p>
    <ul class="tags">
      <li part="tag">&nbsp;</li>
    </ul>
    <p class="description">&nbsp;<br />&nbsp;</p>
    <div class="actions"><span part="cta">&nbsp;</span></div>
  </div>`;

/** What an event's card is drawn with, from its `<loyalty-events>`: the fan's words and language, and the addresses it resolved. */
export interface CardContext {
  words: Words;
  locale: string;
  /** The language the sentences are in (the hint's plural rules). */
  lang: string;
  timeZone?: string;
  /** The event's picture, unless it failed to load here. */
  image?: string;
  /** The event's link, resolved against the service. */
  url?: string;
  /** The service's host with the team, which makes calendar UIDs unique to it (asked only for a calendar file). */
  uidDomain: () => string;
  /** `@error` of the picture: the element leaves it out from then on. */
  imageFailed: (event: Event) => void;
}

/** One event, in the list or its details: the same pieces, its call to action and calendar choices included. */
export function eventCard(event: ScheduledEvent, status: EventStatus | undefined, now: number, heading: TemplateResult, context: CardContext): TemplateResult {
  const { image, words } = context;
  const label = status && words[STATUS_WORDS[status]];
  // Empty without a usable start: no time to show, nor to put in a calendar.
  const when = formatEventRange(event.start, event.end, context.locale, context.timeZone);
  return html`${image ? html`<img part="event-image" src=${image} alt=${event.name} loading="lazy" @error=${context.imageFailed} />` : nothing}
    <div class="body">
      ${heading} ${label ? html`<span part="event-status" class="status ${status}">${label}</span>` : nothing}
      <p>
        <time part="event-date" datetime=${isoTime(event.start)}>${when}</time>
        <span class="hint">${eventHint(event, now, words, context.lang)}</span>
      </p>
      ${event.location ? html`<p><span class="visually-hidden">${words.location}: </span><span class="location">${event.location}</span></p>` : nothing}
      ${event.tags.length
        ? html`<ul class="tags" aria-label=${words.tags}>
            ${event.tags.map((tag) => html`<li part="tag" class="tag">${tag.name}</li>`)}
          </ul>`
        : nothing}
      ${event.description ? html`<p class="description">${event.description}</p>` : nothing}
      ${actions(event, status, when, context)}
    </div>`;
}

/**
 * The call to action (plain once the event is over) and, until it is over, the calendar choices,
 * drawn when the fan opens them: Google Calendar, Outlook, an `.ics` file with a reminder, and
 * the details as text to copy.
 */
function actions(event: ScheduledEvent, status: EventStatus | undefined, when: string, context: CardContext) {
  // The card's link and the calendar's are the same address, resolved against the service.
  const { url, words } = context;
  const over = status === 'completed';
  const calendar = !over && when;
  const fill = (e: Event) => {
    const menu = e.currentTarget as HTMLDetailsElement;
    // Their listeners are arrow functions: drawn with no host, as the cards are.
    if (menu.open) render(calendarChoices(event, when, context), menu.lastElementChild as HTMLElement);
  };
  return url || calendar
    ? html`<div class="actions">
        ${url
          ? html`<a part="cta" class=${over ? 'over' : ''} href=${url} target="_blank" rel="noopener noreferrer"
              >${event.callToAction.trim() || words.learnMore}</a
            >`
          : nothing}
        ${calendar
          ? html`<details class="calendar" @toggle=${fill}>
              <summary part="link">${words.addToCalendar}</summary>
              <div class="menu"></div>
            </details>`
          : nothing}
      </div>`
    : nothing;
}

function calendarChoices(event: ScheduledEvent, when: string, { url, words, uidDomain }: CardContext) {
  const [google, outlook] = calendarLinks(event, url);
  const details = [event.name, when, event.location, url].filter(Boolean).join('\n');
  // Where a download is dropped (an app's own browser), the details as text too, selected to copy at a touch.
  const select = (e: Event) => (e.currentTarget as HTMLTextAreaElement).select();
  const link = (href: string | undefined, name: string) => html`<li><a part="link" href=${href!} target="_blank" rel="noopener noreferrer">${name}</a></li>`;
  return html`<ul>
      ${link(google, 'Google Calendar')} ${link(outlook, 'Outlook')}
      <li><a part="link" href=${icsHref(event, url, clock.now(), uidDomain())!} download=${icsFileName(event.name)}>${words.calendarFile}</a></li>
    </ul>
    ${downloadsBlocked()
      ? html`<label class="copy"
          ><span class="hint">${words.copyDetails}</span><textarea readonly rows="4" aria-label=${event.name} .value=${details} @focus=${select}></textarea
        ></label>`
      : nothing}`;
}

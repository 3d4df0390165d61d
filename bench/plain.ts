// The baseline <loyalty-events> is measured against: the same list as one `innerHTML` string of
// equivalent markup, in a shadow root with the element's own style sheets, no framework. It sorts,
// formats dates and hints with the same helpers, and renders the same filter buttons.
import type { EventStatus, ScheduledEvent } from '../src/api/types.js';
import { en } from '../src/i18n/english.js';
import { eventHint, formatEventRange, isoTime } from '../src/components/events/event-time.js';

const STATUSES: EventStatus[] = ['ongoing', 'upcoming', 'completed'];
const STATUS_LABEL = { ongoing: 'Live now', upcoming: 'Upcoming', completed: 'Ended' };
const FILTER_LABEL = { all: 'All', ongoing: 'Live', upcoming: 'Upcoming', completed: 'Past' };
type Filter = keyof typeof FILTER_LABEL;

const escape = (value: unknown) =>
  String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// The bench's events all have a status, a start and an end.
const sort = (events: Required<ScheduledEvent>[]) =>
  events.sort(
    (a, b) =>
      STATUSES.indexOf(a.status) - STATUSES.indexOf(b.status) ||
      (a.status === 'completed' ? b.end - a.end : a.start - b.start) ||
      a.id - b.id,
  );

function item(event: Required<ScheduledEvent>, now: number, locale: string, resourceUrl: string): string {
  const name = escape(event.name);
  const image = resourceUrl.replace('{id}', String(event.resourceId));
  // As the element draws an event in the list: its links wait in its details.
  return `<li part="event">
  <img part="event-image" src="${escape(image)}" alt="${name}" loading="lazy">
  <div class="body">
    <h3 part="event-name"><button class="open" type="button">${name}</button></h3>
    <span part="event-status" class="${event.status}">${STATUS_LABEL[event.status]}</span>
    <p><time part="event-date" datetime="${isoTime(event.start)}">${escape(formatEventRange(event.start, event.end, locale))}</time>
      <span class="hint">${escape(eventHint(event, now, en, 'en'))}</span></p>
    <p><span class="visually-hidden">Location: </span>${escape(event.location)}</p>
    <ul class="tags" aria-label="Tags">${event.tags.map((tag) => `<li part="tag">${escape(tag.name)}</li>`).join('')}</ul>
    <p class="description">${escape(event.description)}</p>
  </div>
</li>`;
}

/** Draws `events` (sorted in place) into `root`; `show(filter)` draws them again, filtered. */
export function plainList(root: ShadowRoot, events: Required<ScheduledEvent>[], resourceUrl: string) {
  const locale = navigator.language;
  sort(events);
  const show = (filter: Filter) => {
    const now = Date.now();
    const shown = filter === 'all' ? events : events.filter((event) => event.status === filter);
    root.innerHTML = `<div class="list"><div class="filter" role="group" aria-label="Show events">${(Object.keys(FILTER_LABEL) as Filter[])
      .map((f) => `<button part="button" type="button" data-filter="${f}" aria-pressed="${f === filter}">${FILTER_LABEL[f]}</button>`)
      .join('')}</div>
<p part="message" role="status"></p>
<ul class="events">${shown.map((event) => item(event, now, locale, resourceUrl)).join('')}</ul></div>`;
  };
  root.addEventListener('click', (event) => {
    const filter = (event.target as Element).closest<HTMLElement>('[data-filter]')?.dataset.filter;
    if (filter) show(filter as Filter);
  });
  show('all');
}

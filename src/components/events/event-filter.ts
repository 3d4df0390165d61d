import { html, nothing, type TemplateResult } from 'lit';
import { STATUSES } from '../../api/schedule.js';
import type { EventStatus } from '../../api/types.js';
import type { WordKey, Words } from '../../i18n/english.js';
import { STANDINGS, type Groups, type Placed } from './event-order.js';

export type Filter = 'all' | EventStatus;
/** Words of each status's filter button. */
const FILTER_WORDS: Record<Filter, WordKey> = { all: 'all', ongoing: 'live', upcoming: 'upcoming', completed: 'past' };
/** Words of each status's empty list. */
export const EMPTY_WORDS: Record<Filter, WordKey> = { all: 'noEvents', ongoing: 'noLiveEvents', upcoming: 'noUpcomingEvents', completed: 'noPastEvents' };

/** Which events show: of those the `status` attribute allows, the filter the fan chose (see eventChoice). */
export type EventChoice = ReturnType<typeof eventChoice>;

/**
 * What the `status` attribute (space-separated statuses) and the filter the fan `chose` show: the
 * statuses allowed, in display order (all of them without the attribute), the filter in force (the
 * one chosen where allowed, else all of those), and the events of a list's `groups` a filter shows.
 */
export function eventChoice(status: string | undefined, chose: Filter) {
  const asked = String(status ?? '').toLowerCase().split(/\s+/);
  const named = STATUSES.filter((known) => asked.includes(known));
  const allowed = named.length ? named : STATUSES;
  const current: Filter = chose !== 'all' && allowed.includes(chose) ? chose : 'all';
  // Without a `status` attribute, "All" also shows the events of a status this version does not know.
  const showing = (groups: Groups, filter = current): Placed[] =>
    (filter !== 'all' ? [filter] : String(status ?? '').trim() ? allowed : STANDINGS).flatMap((standing) => groups.get(standing)!);
  return { allowed, current, showing };
}

/**
 * The filter buttons: All and each status allowed, the one in force pressed, each with its count
 * once the list is read (its `groups`). A status with no event stays on offer,
 * looks muted and says why: choosing it would say the same.
 */
export function eventFilter(
  { allowed, current, showing }: EventChoice,
  groups: Groups | undefined,
  words: Words,
  number: (value: number) => string,
  choose: (filter: Filter) => void,
): TemplateResult | typeof nothing {
  if (allowed.length < 2) return nothing;
  const count = (filter: Filter) => groups && showing(groups, filter).length;
  const none = (filter: Filter) => filter !== 'all' && count(filter) === 0;
  return html`<div class="filter" role="group" aria-label=${words.showEvents}>
    ${(['all', ...allowed] as Filter[]).map((filter) => {
      const counted = count(filter);
      return html`<button
        part="button"
        class=${none(filter) ? 'none' : ''}
        type="button"
        aria-pressed=${filter === current}
        aria-describedby=${none(filter) ? `none-${filter}` : nothing}
        @click=${() => choose(filter)}
      >
        ${words[FILTER_WORDS[filter]]}${counted === undefined ? nothing : html` <span class="count">${number(counted)}</span>`}
      </button>`;
    })}
    ${allowed.map((status) => (none(status) ? html`<span id=${`none-${status}`} hidden>${words[EMPTY_WORDS[status]]}</span>` : nothing))}
  </div>`;
}

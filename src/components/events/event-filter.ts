import { html, nothing, type TemplateResult } from 'lit';
import type { EventStatus } from '../../api/types.js';
import type { WordKey, Words } from '../../i18n/english.js';

export type Filter = 'all' | EventStatus;
/** Words of each status's filter button. */
const FILTER_WORDS: Record<Filter, WordKey> = { all: 'all', ongoing: 'live', upcoming: 'upcoming', completed: 'past' };
/** Words of each status's empty list. */
export const EMPTY_WORDS: Record<Filter, WordKey> = { all: 'noEvents', ongoing: 'noLiveEvents', upcoming: 'noUpcomingEvents', completed: 'noPastEvents' };

/**
 * The filter buttons: All and each status allowed, the one in force pressed, each with its count
 * once the list is read (`count` says undefined before). A status with no event stays on offer,
 * looks muted and says why: choosing it would say the same.
 */
export function eventFilter(
  allowed: readonly EventStatus[],
  current: Filter,
  count: (filter: Filter) => number | undefined,
  words: Words,
  number: (value: number) => string,
  choose: (filter: Filter) => void,
): TemplateResult | typeof nothing {
  if (allowed.length < 2) return nothing;
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

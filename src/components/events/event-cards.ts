import { render, type TemplateResult } from 'lit';
import type { EventStatus, ScheduledEvent } from '../../api/types.js';
import { next, type Placed } from './event-order.js';
import { hintIsNear } from './event-time.js';

/** One drawn card: its list item, what it was drawn with, until when its hint holds, and whether that hint counts minutes. */
interface Card {
  li: HTMLElement;
  drawnWith: unknown[];
  until: number;
  near: boolean;
}

/**
 * The list's cards, each kept by its event's id: when a refresh reorders the list, each card moves
 * with its event, its focus and image with it, and switching back to a filter finds its cards
 * drawn. A card is drawn again only when what it is drawn with changed (its event, status, image,
 * how events are shown) or, when its time comes, its hint: more events cost only the new ones.
 */
export class EventCards {
  #cards = new Map<number, Card>();
  /** Whether a card the last `draw` returned has a hint that counts in minutes or hours. */
  near = false;

  /** The cards of `placed` at `now`, each drawn by `draw` where it must be (with no host: the cards' listeners are arrow functions). */
  draw(
    placed: Placed[],
    now: number,
    drawnWith: (event: ScheduledEvent, status?: EventStatus) => unknown[],
    draw: (event: ScheduledEvent, status?: EventStatus) => TemplateResult,
  ): HTMLElement[] {
    this.near = false;
    return placed.map(({ event, status }) => {
      let card = this.#cards.get(event.id);
      const wanted = drawnWith(event, status);
      if (!card || now >= card.until || wanted.some((value, i) => value !== card!.drawnWith[i])) {
        const li = card?.li ?? Object.assign(document.createElement('li'), { part: 'event' });
        li.className = status ?? '';
        render(draw(event, status), li);
        // Near: its hint counts minutes, so it is drawn again each minute; far, each hour will do.
        const near = hintIsNear(event, now);
        card = { li, drawnWith: wanted, until: next(now, near ? 60_000 : 3_600_000), near };
        this.#cards.set(event.id, card);
      }
      this.near ||= card.near;
      return card.li;
    });
  }

  /** The cards of events no longer listed go. */
  keepOnly(events: ScheduledEvent[]): void {
    const ids = new Set(events.map((event) => event.id));
    for (const id of this.#cards.keys()) if (!ids.has(id)) this.#cards.delete(id);
  }

  /** Every card goes (the list is another fan's now). */
  clear(): void {
    this.#cards.clear();
  }
}

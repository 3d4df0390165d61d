import { html } from 'lit';
import { LoyaltyElement } from '../shared/loyalty-element.js';

/**
 * `<loyalty-events>` (being built).
 */
export class LoyaltyEvents extends LoyaltyElement {
  override render() {
    return html``;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'loyalty-events': LoyaltyEvents;
  }
}

import { html } from 'lit';
import { LoyaltyElement } from '../shared/loyalty-element.js';

/**
 * `<loyalty-reset>` (being built).
 */
export class LoyaltyReset extends LoyaltyElement {
  override render() {
    return html``;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'loyalty-reset': LoyaltyReset;
  }
}

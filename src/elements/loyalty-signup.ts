import { html } from 'lit';
import { LoyaltyElement } from '../shared/loyalty-element.js';

/**
 * `<loyalty-signup>` (being built).
 */
export class LoyaltySignup extends LoyaltyElement {
  override render() {
    return html``;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'loyalty-signup': LoyaltySignup;
  }
}

import { html } from 'lit';
import { LoyaltyElement } from '../shared/loyalty-element.js';

/**
 * `<loyalty-login>` (being built).
 */
export class LoyaltyLogin extends LoyaltyElement {
  override render() {
    return html``;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'loyalty-login': LoyaltyLogin;
  }
}

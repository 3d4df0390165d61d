import { css } from 'lit';
import { ownFormCss } from '../../base/credential-element.styles.js';
import { choices } from '../../base/choices.styles.js';

/** Signed up, or already logged in: a panel in the success colour with a check mark, where the form was. */
export const signupStyles = css`
  .done {
    padding: var(--_gap);
    border-radius: var(--_radius);
    color: var(--_success);
    background: color-mix(in srgb, var(--_success) 12%, transparent);
    font-weight: 600;
  }
  .done::before {
    content: '✓ ' / '';
  }
`;

/** The sign-up form's own pieces, drawn in the page: its membership, billing and interest choices. */
export const signupFormCss = ownFormCss('loyalty-signup', choices);

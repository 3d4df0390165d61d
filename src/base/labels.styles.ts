import { css } from 'lit';

/**
 * Four kinds of short label, four looks, so none is taken for another: a status (live, upcoming,
 * "You") is a tinted tag, a topic tag an outlined pill, stock plain grey text, and success (done,
 * redeemed) the success colour with a check mark; and a link with the main button's look. For the
 * elements that show them (`[baseStyles, labels, …]`), in a module of its own: the login-only page
 * does not load it. (The success panel where a form was is `<loyalty-signup>`'s own.)
 */
export const labels = css`
  .status,
  .tag,
  .success {
    font-size: var(--_small);
    line-height: 1.75;
    padding: 0 0.625em;
  }
  .status {
    white-space: nowrap;
    font-weight: 600;
    border-radius: 0.25em;
    background: color-mix(in srgb, var(--_accent) 16%, transparent);
  }
  .tag {
    border: 1px solid var(--_border);
    border-radius: 999px;
    /* A creator's tag of one long word wraps inside the card rather than push past it. */
    max-width: 100%;
    overflow-wrap: anywhere;
  }
  .success {
    justify-self: start;
    border-radius: var(--_radius);
  }
  .stock {
    color: var(--_muted);
    font-size: var(--_small);
  }
  .success:not(:empty) {
    color: var(--_success);
    background: color-mix(in srgb, var(--_success) 12%, transparent);
    font-weight: 600;
  }
  .success:not(:empty)::before {
    content: '✓ ' / '';
  }
  /* A next step that leaves the element (Log in): a link with the main button's look. */
  .go {
    justify-self: start;
    display: inline-flex;
    align-items: center;
    min-height: var(--_control);
    padding: 0.5em 1em;
    margin-top: var(--_half);
    border-radius: var(--_radius);
    background: var(--_accent);
    color: var(--_accent-text);
    font-weight: 600;
    text-decoration: none;
  }
  /* Forced colours drop the tints: a frame keeps a status and a success apart from the text around them. */
  @media (forced-colors: active) {
    .status,
    .success {
      border: 1px solid;
    }
  }
`;

import { css } from 'lit';

/**
 * How controls look wherever they are drawn: in an element's shadow root, or in a credential form
 * drawn in the page for password managers. Sizes are in `em`, so they follow the element's own
 * font size, never the page's root size; at 16 px they fall on a 4 px grid (a 44 px control, 8 and
 * 12 px paddings, 4 px between a label and its input), and no control is under 44 px however small
 * the page's text (`--_control`). One button hierarchy: filled for the one main action of a form or
 * card (`submit`, `.primary`), framed for the others, a link's look for a way out (`.quiet`), and
 * a quiet grey fill for one that cannot be pressed now (waiting, locked).
 */
// Each rule weighs one part name or class at most, its states inside :where(): a creator's
// `loyalty-login [part~="…"]` outweighs every one of them.
export const controls = css`
  [part~='field'] {
    display: grid;
    gap: 0.25em;
    border: 0;
    margin: 0;
    padding: 0;
    min-width: 0;
  }
  [part~='label'] {
    font-weight: 600;
    padding: 0;
  }
  [part~='input'],
  [part~='button'] {
    font: inherit;
    /* A fan's text spacing (WCAG 1.4.12) reaches the controls as it does the text: browsers give them their own. */
    letter-spacing: inherit;
    word-spacing: inherit;
    color: inherit;
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    margin: 0;
    min-height: var(--_control);
    box-sizing: border-box;
  }
  [part~='input'] {
    padding: 0.5em 0.75em;
    width: 100%;
  }
  [part~='input']:where([aria-invalid='true']) {
    border-color: var(--_error);
  }
  /* A disclosure's summary (a reward's details, the events' calendar) is pressed as a button is. */
  [part~='button'],
  summary {
    cursor: pointer;
  }
  [part~='button'] {
    padding: 0.5em 1em;
    text-align: center;
  }
  [part~='submit'],
  .primary,
  [aria-pressed='true'] {
    background: var(--_accent);
    color: var(--_accent-text);
    border-color: var(--_accent);
  }
  /* Forced colours (Windows High Contrast) would paint a pressed toggle as every other button: it
     keeps its accent fill (not the show-password icon, which has none and says its state by its picture). */
  @media (forced-colors: active) {
    [aria-pressed='true']:not(.reveal) {
      forced-color-adjust: none;
    }
    /* A button that cannot be pressed now (a locked redeem, one waiting) looks so, in the system's
       grey (weighing its state too, over an element's own colour for it). */
    [part~='button']:is(:disabled, [aria-disabled='true']) {
      color: GrayText;
      border-color: GrayText;
    }
  }
  [part~='submit'],
  .primary {
    font-weight: 600;
  }
  /* Waiting (a 429's pause, a send under way) or locked: plainly not pressable now, not a faded accent. */
  [part~='button']:where(:disabled, [aria-disabled='true']) {
    cursor: not-allowed;
    background: var(--_tint);
    color: var(--_muted);
    border-color: transparent;
  }
  :is(input, button, a):focus-visible {
    outline: 2px solid var(--_accent);
    outline-offset: 2px;
  }
  [part~='link'] {
    color: var(--_accent);
    text-decoration: underline;
  }
  [part~='error'] {
    color: var(--_error);
    margin: 0;
  }
  /* What went wrong with the whole form (a 429's wait, no connection): a banner at its top, not a field's error. */
  .form-error:not(:empty) {
    padding: var(--_half) var(--_gap);
    border-inline-start: 0.25em solid;
    border-radius: var(--_radius);
    background: color-mix(in srgb, var(--_error) 10%, transparent);
  }
  [part~='message'],
  p {
    margin: 0;
  }
  /* Service text can hold one cluster no line may break (emoji bound by joiners): cut it at the
     edge rather than widen the page (only text with no control in it, whose focus ring would go),
     and let the boxes around it shrink to the page. */
  :where([part~='error'], [part~='message'], p, dt, dd, h3, li):not(:has(a, button, input, textarea)) {
    overflow-x: clip;
  }
  :where([part~='error'], [part~='message'], p, dt, dd, h3, li, div) {
    min-width: 0;
  }
  .hint {
    color: var(--_muted);
    font-size: 0.875em;
  }
  /* Empty live regions take no room but stay in the accessibility tree, so what fills them later is read out. */
  [part~='error']:empty,
  [part~='message']:empty,
  .hint:empty,
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  [part~='button']:where(:hover:not([aria-disabled='true'])) {
    filter: brightness(0.95);
  }
  /* The show-password toggle: an icon inside its field, at the end, the text kept clear of it. */
  [part~='input']:has(+ .reveal),
  .reveal {
    grid-area: 2 / 1;
  }
  /* Kept clear on both sides: an e-mail or password reads left to right in a right-to-left page too, the toggle at the field's end. */
  [part~='input']:has(+ .reveal) {
    padding-inline: 0.75em var(--_control);
  }
  :dir(rtl) > [dir='ltr']:has(+ .reveal) {
    padding-inline: var(--_control) 0.75em;
  }
  .reveal {
    justify-self: end;
    width: var(--_control);
    padding: 0;
    border-color: transparent;
    background: none;
    color: inherit;
  }
  .reveal svg {
    width: 1.25em;
    height: 1.25em;
    vertical-align: middle;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
  }
  /* Platforms as a grid: one column on a phone, two beside each other where they fit, an odd last
     one across both (never alone in half a row); never wider than the element, whatever its font size. */
  .platforms {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, max(14em, 40%)), 1fr));
    gap: 0.5em;
  }
  .platforms > :last-child:nth-child(odd) {
    grid-column: 1 / -1;
  }
  [part~='platform'] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.5em;
  }
  .mark {
    width: 1.25em;
    height: 1.25em;
    flex: none;
    fill: currentColor;
  }
  /* Names and descriptions the service or the page wrote (a fan's name, a reason) take their own direction and flip nothing around them. */
  [part~='tag'],
  .description {
    unicode-bidi: plaintext;
    /* Aligned as the page is (the start of a right-to-left page), not as the text's own direction. */
    /* Chromium knows only the prefixed form. */
    text-align: -webkit-match-parent;
    text-align: match-parent;
  }
  /* Between the platforms and the form: a rule each side of "or". */
  .or {
    display: flex;
    align-items: center;
    gap: var(--_gap);
    color: var(--_muted);
  }
  .or::before,
  .or::after {
    content: '';
    flex: 1;
    border-top: 1px solid var(--_border);
  }
`;

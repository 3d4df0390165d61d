import { unsafeCSS } from 'lit';
import { controls } from './styles.js';

// In a module of its own: the build minifies no CSS in a module that calls unsafeCSS.
/**
 * The credential forms drawn in the page (so password managers find their fields) look the same
 * and the page's own CSS cannot break them: each piece first forgets whatever the page said
 * (`all: revert`), then takes ours, all `!important`. The selectors weigh as little as the part
 * names, so a creator's `loyalty-login [part~="input"] { … !important }` still wins.
 */
export const pageFormStyles = unsafeCSS(
  `:where(loyalty-login, loyalty-signup, loyalty-reset) > :where([part~='form']) {
    &, & :where(:not(svg, svg *)) { all: revert; }
    & { display: grid; gap: var(--_gap); margin: 0; padding: 0; border: 0; min-width: 0; box-sizing: border-box; }
    & :where(*) { box-sizing: border-box; }
    ${controls.cssText}
  }`
    // Every declaration ends with `;` (minified CSS leaves it out before `}`), then each is made `!important`.
    .replace(/([^;{}\s])\s*}/g, '$1;}')
    .replace(/;/g, ' !important;'),
);

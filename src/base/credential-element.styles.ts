import type { CSSResult } from 'lit';
import { controls } from './controls.styles.js';
import { EYE, EYE_CROSSED } from './form-fields.js';

/** Every declaration of `text` made `!important`. */
const important = (text: string): string => text.replace(/[^;{}]+(?=[;}])/g, '$&!important');

/** The container each credential element draws its form in: in the page, or (until hydrated) beside its shadow root's `form` slot. */
const FORM_ROOT = ':where(:where(loyalty-login, loyalty-signup, loyalty-reset) > [slot=form], slot[name=form] + [slot=form])';

/** An element's own rules for the form it draws in the page, each `!important`, under the shared ones. */
export const ownFormCss = (tag: string, rules: CSSResult): string => `:where(:where(${tag}) > [slot=form], slot[name=form] + [slot=form]){${important(rules.cssText)}}`;

/**
 * The same look for the credential forms drawn in the page, where the page's own CSS reaches them.
 * Each piece first forgets whatever the page said (`all: revert`), then takes ours; every
 * declaration is `!important`, so a theme's `input[type=email] { … }` cannot distort a field. The
 * scope weighs nothing (`:where()`), so each rule weighs its piece's part name alone, and a
 * creator's `loyalty-login [part~="input"] { … !important }` always wins. Part names stay outside
 * `:where()`: browsers sort rules by them, and a sheet of `:where()` rules is tried on every
 * element of the page at each style change. Unlayered: a cascade layer's `!important` would beat
 * the creator's unlayered ones.
 */
// A page's `* { all: unset }` reaches the toggle's picture too, and takes its path's shape (`d`, a
// property where browsers make it one): the shape is given again as CSS.
export const pageFormCss = `${FORM_ROOT}{&,& :where(:not(svg,svg *)){all:revert!important}${important(
  `&{display:contents}[part~=form]{display:grid;gap:var(--_gap);border:0;margin:0;padding:0;min-width:0}*{box-sizing:border-box}${controls.cssText}.reveal path{d:path("${EYE}")}[aria-pressed=true] path{d:path("${EYE_CROSSED}")}`,
)}}`;

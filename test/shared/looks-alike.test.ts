/**
 * What a fan sees of the credential forms and the logged-in card, measured at a phone's 360 px
 * and a desktop's 1280 px: no word broken in the middle, nothing wider than the element, platform
 * buttons on one line each with no lone button in half a row, the card's stats as blocks with
 * badges a fan can read and its actions on its edge, and log in and sign up drawn alike.
 */
import { expect } from '@open-wc/testing';
import { en } from '../../src/i18n/english.js';
import { mountElement, type TestScope } from '../support/scope.js';
import { service, serviceUrl, until } from '../support/service.js';
import { logIn } from '../support/session.js';
import { $, $$, button, input, text } from '../support/shadow.js';

const PLATFORMS = 'twitch discord youtube battlenet steam';
const MEMBERSHIPS = [
  { id: 1, name: 'Free', priceMonth: 0, priceYear: 0 },
  { id: 2, name: 'Supporter', priceMonth: 499, priceYear: 4990 },
  { id: 3, name: 'Superfan', priceMonth: 99999, priceYear: 999990 },
];

/** Lays the scope out `width` px wide, as the page's column would be. */
function lay(scope: TestScope, width: number) {
  scope.style.display = 'block';
  scope.style.width = `${width}px`;
}

/** Every text node a fan sees in `el`: in its shadow root and in the form it drew in the page. */
function texts(el: Element): Text[] {
  const found: Text[] = [];
  for (const root of [el.shadowRoot!, el]) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.textContent!.trim()) found.push(node as Text);
  }
  return found;
}

/** The lines a range of text is drawn on (its boxes' distinct tops, to the pixel). */
function lines(range: Range): number {
  return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
}

/** Words drawn over two lines or more: broken in the middle. */
function brokenWords(el: Element): string[] {
  const broken: string[] = [];
  for (const node of texts(el)) {
    for (const match of node.textContent!.matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      if (lines(range) > 1) broken.push(match[0]);
    }
  }
  return broken;
}

/** What reaches past the element's sides. */
function overflowing(el: Element): string[] {
  const box = el.getBoundingClientRect();
  const all = [...el.shadowRoot!.querySelectorAll('*'), ...el.querySelectorAll('*')];
  return all
    .filter((node) => {
      const r = node.getBoundingClientRect();
      return r.width > 0 && (r.left < box.left - 0.5 || r.right > box.right + 0.5);
    })
    .map((node) => `${node.localName}.${node.className} ${text(node).slice(0, 30)}`);
}

/** Rows of platform buttons, each as the buttons' widths. */
function rows(el: Element): HTMLElement[][] {
  const byTop = new Map<number, HTMLElement[]>();
  for (const b of $$(el, '[part~="platform"]')) {
    const top = Math.round(b.getBoundingClientRect().top);
    byTop.set(top, [...(byTop.get(top) ?? []), b]);
  }
  return [...byTop.values()];
}

/** The checks every view gets at every width. */
function seenWhole(el: Element) {
  expect(brokenWords(el), 'words broken in the middle').to.deep.equal([]);
  expect(overflowing(el), 'wider than the element').to.deep.equal([]);
  for (const b of $$(el, '[part~="platform"]')) {
    const range = document.createRange();
    range.selectNodeContents(b);
    expect(lines(range), `"${text(b)}" on one line`).to.equal(1);
  }
  const grid = rows(el);
  if (grid.length) {
    const full = grid[0].length;
    const box = $(el, '.platforms')!.getBoundingClientRect();
    for (const row of grid) {
      // A row is full, or its one button runs across the whole grid.
      const across = row.length === 1 && Math.abs(row[0].getBoundingClientRect().width - box.width) <= 2;
      expect(row.length === full || across, `a lone button in a row of ${full}: ${row.map(text)}`).to.equal(true);
    }
  }
}

/** The divider between platforms and form, as drawn. */
function divider(el: Element) {
  const or = $(el, '.or')!;
  const [before, after] = [getComputedStyle(or, '::before'), getComputedStyle(or, '::after')];
  const form = $(el, 'form')!;
  return {
    // Below the platforms, above the form.
    between:
      or.getBoundingClientRect().top >= $(el, '.platforms')!.getBoundingClientRect().bottom &&
      or.getBoundingClientRect().bottom <= form.getBoundingClientRect().top,
    text: text(or),
    rule: `${before.borderTopWidth} ${before.borderTopStyle} | ${after.borderTopWidth} ${after.borderTopStyle}`,
    color: getComputedStyle(or).color,
  };
}

/** The password toggle, as drawn: inside its field, at its end, and its size. */
function toggle(el: Element) {
  const t = button(el, en.showPassword)!;
  const [box, icon] = [input(el, 'password').getBoundingClientRect(), t.getBoundingClientRect()];
  return {
    inside: icon.top >= box.top && icon.bottom <= box.bottom && icon.left >= box.left && Math.abs(icon.right - box.right) <= 2,
    text: text(t),
    size: `${Math.round(icon.width)}x${Math.round(icon.height)}`,
    svg: t.querySelector('svg')?.getAttribute('viewBox'),
  };
}

describe('what a fan sees', () => {
  beforeEach(() => service.reset());

  for (const width of [360, 1280]) {
    describe(`${width} px`, () => {
      it('log in and sign up: the same divider and password toggle, nothing broken or overflowing', async () => {
        const login = await mountElement('loyalty-login', { platforms: PLATFORMS, 'forgot-href': '/forgot', 'signup-href': '/join' });
        const signup = await mountElement('loyalty-signup', { platforms: PLATFORMS }, { memberships: MEMBERSHIPS });
        lay(login.scope, width);
        lay(signup.scope, width);
        for (const { el } of [login, signup]) seenWhole(el);
        expect(divider(login.el)).to.deep.equal(divider(signup.el));
        expect(divider(login.el).between).to.equal(true);
        expect(toggle(login.el)).to.deep.equal(toggle(signup.el));
        expect(toggle(login.el).inside).to.equal(true);
      });

      it('the new password: the same toggle, nothing broken or overflowing', async () => {
        const reset = await mountElement('loyalty-reset', { token: 't' });
        const login = await mountElement('loyalty-login');
        lay(reset.scope, width);
        lay(login.scope, width);
        seenWhole(reset.el);
        expect(toggle(reset.el)).to.deep.equal(toggle(login.el));
      });

      it('sign up: yearly prices break between words, never inside one', async () => {
        const { el, scope } = await mountElement('loyalty-signup', { interval: 'year' }, { memberships: MEMBERSHIPS });
        lay(scope, width);
        (el.querySelectorAll<HTMLInputElement>('input[name="membership"]')[2]).click();
        await el.updateComplete;
        expect(text($(el, 'fieldset'))).to.contain('per year');
        seenWhole(el);
      });

      it('the card: stats as blocks, badges of 32 px or more, its actions on its edge', async () => {
        // Badge pictures from the fake service: a picture that fails to load is left out, and could not be measured.
        const { el, scope } = await mountElement('loyalty-login', { platforms: PLATFORMS, 'resource-url': `${serviceUrl}/media/resource/{id}` });
        lay(scope, width);
        await logIn(scope);
        await until(() => $(el, '[part~="user"] dl dd .badge'), 'the badges');
        await until(() => [...$$<HTMLImageElement>(el, '.badge')].every((img) => img.complete && img.naturalWidth > 0), 'the badges loaded');
        seenWhole(el);
        const card = $(el, '[part~="user"]')!.getBoundingClientRect();
        for (const block of $$(el, '[part~="user"] dl > div')) {
          const [label, value] = [block.querySelector('dt')!.getBoundingClientRect(), block.querySelector('dd')!.getBoundingClientRect()];
          expect(value.bottom <= label.top + 0.5, `${text(block)}: the value over its label`).to.equal(true);
          expect(Math.abs(value.left - label.left), `${text(block)}: one block`).to.be.at.most(2);
        }
        for (const badge of $$(el, '.badge')) {
          const { width: w, height: h } = badge.getBoundingClientRect();
          expect(Math.min(w, h), 'a badge a fan can read').to.be.at.least(32);
        }
        // Each action starts where the card does: its text for Log out (a link's look), its box for a button.
        const logOut = button(el, en.logOut)!;
        const words = document.createRange();
        words.selectNodeContents(logOut);
        expect(Math.abs(words.getBoundingClientRect().left - card.left), 'Log out on the card’s edge').to.be.at.most(2);
        for (const connect of $$(el, '[part~="platform"]')) {
          const box = connect.getBoundingClientRect();
          expect(box.left - card.left, `${text(connect)} inside the card`).to.be.at.least(-0.5);
        }
        expect(Math.abs($$(el, '[part~="platform"]')[0].getBoundingClientRect().left - card.left)).to.be.at.most(2);
      });
    });
  }
});

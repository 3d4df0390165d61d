import { expect } from '@open-wc/testing';
import { html, type TemplateResult } from 'lit';
import type { Auth } from '../../src/api/types.js';
import { backgroundOf, contrast, inForcedColors, over, rgba } from '../support/contrast.js';
import '../support/languages.js';
import { scopedFixture, type TestScope } from '../support/scope.js';
import { DEMO_TEAM, service, serviceUrl, until } from '../support/service.js';
import { sessionOf } from '../support/session.js';
import { $, $$, formError, input, submitButton, text } from '../support/shadow.js';
import { type } from '../support/forms.js';

const LONG = 'W'.repeat(60);

/**
 * A seeded run of emoji and combining marks with no space, as a service may send in a message or a
 * fan's field. Marks on an emoji and a joiner after them bind the next emoji into the same grapheme
 * cluster: no line may break inside it, whatever `overflow-wrap` or `line-break` say.
 */
function emojiRun(length: number, seed = 22): string {
  const emoji = ['👩', '👍🏽', '🏳️', '🔥', '🧙', '🦊'];
  const marks = ['\u0301', '\u0327', '\u0335', '\u0321', '\u032A', '\uFE0F'];
  let state = seed;
  const next = () => (state = (Math.imul(state ^ (state >>> 15), 2654435761) + 0x6d2b79f5) >>> 0);
  let text = '';
  while (text.length < length) text += `${emoji[next() % emoji.length]}${marks[next() % marks.length].repeat(next() % 3)}\u200D`;
  return text.slice(0, length);
}

/** Pieces of `el` (shadow and page form alike) reaching beyond the right edge of `page`. */
function beyondRight(page: Element, el: Element): string[] {
  const right = page.getBoundingClientRect().right + 0.5;
  return $$(el, '*').filter((node) => node.getBoundingClientRect().right > right).map((node) => node.outerHTML.slice(0, 60));
}
const MEMBERSHIPS = [
  { id: 1, name: 'Free', priceMonth: 0, priceYear: 0 },
  { id: 2, name: 'Silver', priceMonth: 499, priceYear: 4990 },
];

/** The page's own CSS, added for one test. */
async function withPageCss<T>(css: string, test: () => Promise<T>): Promise<T> {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  try {
    return await test();
  } finally {
    style.remove();
  }
}

/** A WordPress-like theme: it styles every e-mail and password input, label, button and form on the page. */
const WORDPRESS_THEME = `
  input[type="email"], input[type="password"], input[type="text"], input[type="date"] {
    width: 50%; height: 80px; padding: 22px 30px; margin: 12px 0 20px; display: inline-block;
    border: 4px dashed red; border-radius: 0; background: #ff0; color: #f0f; box-shadow: 0 0 8px red;
    font-size: 28px; line-height: 3; text-transform: uppercase; letter-spacing: 4px;
  }
  label { display: inline; font-size: 11px; font-weight: 400; text-transform: uppercase; letter-spacing: 3px; margin-bottom: 30px; }
  button, input[type="submit"] { background: #000; color: #fff; padding: 20px 40px; border-radius: 40px; font-size: 12px; width: auto; text-transform: uppercase; }
  .entry-content form, form { text-align: center; max-width: 200px; margin: 40px auto; }
  p { margin-bottom: 40px; font-size: 20px; }
  a { color: green; text-decoration: none; }
`;

/** Tailwind's preflight, as a Tailwind site ships it. */
const TAILWIND_PREFLIGHT = `
  *, ::before, ::after { box-sizing: border-box; border-width: 0; border-style: solid; border-color: #e5e7eb; }
  button, input, optgroup, select, textarea { font-family: inherit; font-size: 100%; font-weight: inherit; line-height: inherit; color: inherit; margin: 0; padding: 0; }
  button, [type='button'], [type='submit'] { -webkit-appearance: button; background-color: transparent; background-image: none; }
  h1, h2, h3, p, fieldset, legend { margin: 0; padding: 0; }
  a { color: inherit; text-decoration: inherit; }
`;

const LOOK = [
  'display', 'width', 'height', 'padding-top', 'padding-left', 'margin-top', 'margin-bottom', 'border-top-width', 'border-top-style',
  'border-top-color', 'border-top-left-radius', 'background-color', 'color', 'font-size', 'font-weight', 'line-height',
  'letter-spacing', 'text-transform', 'box-shadow', 'text-align',
];

/** How each piece of the login form looks: the form, a label, the inputs, the error, the buttons, the link. */
function looks(el: Element) {
  const pieces = { form: $(el, 'form'), label: $(el, 'label'), email: input(el, 'email'), password: input(el, 'password'), submit: submitButton(el), toggle: $(el, '[part~="field"] > button'), link: $(el, '[part~="link"]'), error: $(el, '[part~="error"]:not(:empty)') };
  return Object.fromEntries(
    Object.entries(pieces).map(([name, node]) => {
      const style = getComputedStyle(node!);
      return [name, Object.fromEntries(LOOK.map((property) => [property, style.getPropertyValue(property)]))];
    }),
  );
}

async function loginWithErrors(template?: TemplateResult) {
  const { el } = await scopedFixture<HTMLElement>(
    // A fixed width: the page's scrollbar (which the theme's margins may bring) is not ours to measure.
    template ?? html`<div style="width: 400px"><loyalty-login team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" forgot-href="/forgot"></loyalty-login></div>`,
  );
  const login = el.querySelector('loyalty-login')! as HTMLElement & { updateComplete: Promise<unknown> };
  submitButton(login).click();
  await login.updateComplete;
  return login;
}

/** Every element with its errors on screen, on a page painted by `page` (a wrapper's inline style). */
async function everyElement(page: string, theme?: string) {
  const { el, scope } = await scopedFixture<HTMLDivElement>(html`<div style=${page}>
    <loyalty-login team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" theme=${theme ?? ''} forgot-href="/forgot"></loyalty-login>
    <loyalty-signup team="another-team" base-url=${serviceUrl} storage="memory" theme=${theme ?? ''} .memberships=${MEMBERSHIPS}></loyalty-signup>
    <loyalty-reset team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" theme=${theme ?? ''} token="t"></loyalty-reset>
    <loyalty-login team="member-team" base-url=${serviceUrl} storage="memory" theme=${theme ?? ''}></loyalty-login>
  </div>`);
  const [login, signup, reset, member] = [...el.children] as (HTMLElement & { updateComplete: Promise<unknown> })[];
  (scope as TestScope).registry.get(serviceUrl, 'member-team', 'memory').start({ token: 't', user: { id: 1, name: 'Dark Fan', gold: 5, loyaltyTier: { id: 1, name: 'Gold', gold: 0 } } } as Auth);
  for (const form of [login, signup, reset]) submitButton(form).click();
  await Promise.all([login, signup, reset, member].map((x) => x.updateComplete));
  return { page: el, elements: [login, signup, reset, member] };
}

/** Inputs' borders against what is behind them: at least 3:1 (WCAG 1.4.11). */
function weakestBorder(elements: Element[]): number {
  const ratios = elements.flatMap((el) =>
    $$(el, 'input[part~="input"]').map((field) => contrast(over(rgba(getComputedStyle(field).borderTopColor), backgroundOf(field)), backgroundOf(field))),
  );
  return Math.min(...ratios);
}

describe('fits any page', () => {
  beforeEach(() => service.reset());

  describe('the page’s own CSS', () => {
    it('neither breaks the look nor the layout of the credential forms: a WordPress-like theme, Tailwind’s preflight', async () => {
      const plain = looks(await loginWithErrors());
      for (const [name, css] of [['WordPress theme', WORDPRESS_THEME], ['Tailwind preflight', TAILWIND_PREFLIGHT]]) {
        const themed = await withPageCss(css, async () => looks(await loginWithErrors()));
        expect(themed, name).to.deep.equal(plain);
      }
    });

    it('still lets a creator restyle a field through its part name', async () => {
      const radius = await withPageCss('loyalty-login [part~="input"] { border-radius: 0 !important; }', async () => {
        const login = await loginWithErrors();
        return getComputedStyle(input(login, 'email')).borderTopLeftRadius;
      });
      expect(radius).to.equal('0px');
    });

    it('lets a creator restyle every piece of the forms in the page the documented way: the element, the part name, !important', async () => {
      // What the elements' own rules set on each piece, restyled as the reference says.
      const restyled: [piece: string, property: string, value: string][] = [
        ['form', 'row-gap', '3px'],
        ['field', 'row-gap', '5px'],
        ['label', 'font-weight', '300'],
        ['input', 'border-top-left-radius', '0px'],
        ['error', 'color', 'rgb(1, 2, 3)'],
        ['button', 'padding-top', '1px'],
        ['submit', 'font-weight', '900'],
        ['link', 'text-decoration-line', 'none'],
        ['tag', 'border-top-left-radius', '2px'],
      ];
      const css = restyled.map(([piece, property, value]) => `:is(loyalty-login, loyalty-signup) [part~="${piece}"] { ${property}: ${value} !important; }`).join('\n');
      const drawn = await withPageCss(css, async () => {
        const { el } = await scopedFixture<HTMLDivElement>(html`<div>
          <loyalty-login team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" forgot-href="/forgot" platforms="twitch"></loyalty-login>
          <loyalty-signup team="another-team" base-url=${serviceUrl} storage="memory" .tags=${[{ id: 1, name: 'Merch' }]}></loyalty-signup>
        </div>`);
        const [login, signup] = [...el.children] as (HTMLElement & { updateComplete: Promise<unknown> })[];
        submitButton(login).click();
        await Promise.all([login.updateComplete, signup.updateComplete]);
        return restyled.map(([piece, property]) => {
          const node = [login, signup].map((x) => x.querySelector(`[part~="${piece}"]:not(:empty), [part~="${piece}"]`)).find(Boolean)!;
          return [piece, property, getComputedStyle(node).getPropertyValue(property)];
        });
      });
      expect(drawn).to.deep.equal(restyled);
    });

    it('draws the same form wherever the element lives: open and closed shadow roots of a host component, once per root', async () => {
      const plain = looks(await loginWithErrors());
      for (const mode of ['open', 'closed'] as const) {
        const { el: host, scope } = await scopedFixture<HTMLDivElement>(html`<div style="width: 400px"></div>`);
        const root = host.attachShadow({ mode });
        // The host component's own context provider is the page's here: the scope sits above it.
        root.innerHTML = '<div style="width: 400px"></div><div></div>';
        const [first, second] = ['loyalty-login', 'loyalty-reset'].map((tag) =>
          Object.assign(document.createElement(tag), { team: DEMO_TEAM, baseUrl: serviceUrl, storage: 'memory', forgotHref: '/forgot' }),
        ) as unknown as (HTMLElement & { updateComplete: Promise<unknown> })[];
        root.children[0].append(first);
        root.children[1].append(second);
        await Promise.all([first.updateComplete, second.updateComplete]);
        submitButton(first).click();
        await first.updateComplete;
        expect(looks(first), mode).to.deep.equal(plain);
        expect(root.adoptedStyleSheets, `${mode}: one sheet for both elements`).to.have.length(1);
        expect(scope).to.exist;
      }
    });

    it('draws the same form in a same-origin frame the element moves into', async () => {
      const plain = looks(await loginWithErrors());
      const frame = document.createElement('iframe');
      frame.style.width = '600px';
      document.body.append(frame);
      try {
        await until(() => frame.contentDocument?.body, 'the frame');
        const login = await loginWithErrors();
        const { parentElement } = login;
        frame.contentDocument!.body.append(parentElement!);
        await until(() => input(login, 'email')?.ownerDocument === frame.contentDocument, 'the form in the frame');
        expect(looks(login)).to.deep.equal(plain);
        expect(frame.contentDocument!.adoptedStyleSheets).to.have.length(1);
      } finally {
        frame.remove();
      }
    });

    it('keeps the page’s alignment, spacing and root font size out: sizes follow the element’s own font size', async () => {
      const template = html`<div style="font-size: 16px; width: 400px"><loyalty-login team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" forgot-href="/forgot"></loyalty-login></div>`;
      const plain = looks(await loginWithErrors(template));
      const crowded = await withPageCss('html { font-size: 62.5% } body { text-align: center; letter-spacing: 3px; line-height: 3; word-spacing: 8px; text-transform: uppercase }', async () =>
        looks(await loginWithErrors(template)),
      );
      expect(crowded).to.deep.equal(plain);
      expect(parseFloat(plain.email.height), 'a field is at least 2.75em of the element’s 16px').to.be.at.least(44);
      expect(plain.label['text-align']).to.equal('start');
    });
  });

  describe('colours', () => {
    for (const [name, page, scheme] of [
      ['a light page', 'background: #ffffff; color: #222222', 'light'],
      ['a dark page that declares nothing', 'background: #121212; color: #eeeeee', 'dark'],
    ]) {
      it(`reads well on ${name}: text 4.5:1, fields 3:1, native controls in its scheme`, async () => {
        const { elements } = await everyElement(page);
        for (const el of elements) await expect(el).to.be.accessible();
        expect(weakestBorder(elements)).to.be.at.least(3);
        const [, signup] = elements;
        expect(getComputedStyle(input(signup, 'dateOfBirth')).colorScheme).to.equal(scheme);
        expect(getComputedStyle($(signup, 'input[type="radio"]')!).colorScheme).to.equal(scheme);
      });
    }

    it('draws a pressed show-password icon in the system’s colours in forced colours (Windows High Contrast), as any icon', async function () {
      const login = await loginWithErrors();
      const toggle = $(login, '[part~="field"] > button')!;
      toggle.click();
      await login.updateComplete;
      expect(toggle.getAttribute('aria-pressed')).to.equal('true');
      await inForcedColors(this, 'dark', async () => {
        expect(contrast(rgba(getComputedStyle(toggle.querySelector('svg')!).color), backgroundOf(toggle))).to.be.at.least(3);
      });
    });

    for (const [theme, page] of [
      ['dark', 'background: #ffffff; color: #222222'],
      ['light', 'background: #121212; color: #eeeeee'],
    ]) {
      it(`paints the ${theme} scheme where theme="${theme}" asks, whatever the page`, async () => {
        const { elements } = await everyElement(page, theme);
        for (const el of elements) await expect(el).to.be.accessible();
        expect(weakestBorder(elements)).to.be.at.least(3);
        const [login] = elements;
        const painted = rgba(getComputedStyle(login).backgroundColor);
        expect(painted[3], 'its own background').to.equal(1);
        expect(contrast(painted, [255, 255, 255, 1]) > 4.5, 'dark paint').to.equal(theme === 'dark');
        expect(getComputedStyle(input(login, 'email')).colorScheme).to.equal(theme);
      });
    }
  });

  describe('larger text', () => {
    it('keeps every piece inside a 278 px card with 24 px text, spaced as WCAG 1.4.12 allows too: platform buttons and membership prices, in English and French', async () => {
      for (const spacing of ['', 'loyalty-login, loyalty-signup { letter-spacing: 0.12em; word-spacing: 0.16em; }']) {
        for (const lang of ['en', 'fr']) {
          await withPageCss(spacing, async () => {
            const { el: page } = await scopedFixture<HTMLDivElement>(html`<div style="width: 278px; font-size: 24px" lang=${lang}>
              <loyalty-login team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" platforms="twitch discord youtube"></loyalty-login>
              <loyalty-signup team="another-team" base-url=${serviceUrl} storage="memory" platforms="twitch discord youtube" .memberships=${MEMBERSHIPS}></loyalty-signup>
            </div>`);
            const elements = [...page.children] as (HTMLElement & { updateComplete: Promise<unknown> })[];
            await Promise.all(elements.map((el) => el.updateComplete));
            expect($$(elements[0], '[part~="platform"]').map((b) => text(b))).to.have.length(3);
            for (const el of elements) {
              expect(beyondRight(page, el), `${el.localName} in ${lang}${spacing && ', spaced'}`).to.deep.equal([]);
              // The spacing reaches every field and button as it does the text (a radio has none).
              const spaced = new Set($$(el, 'input:not([type=radio]), button').map((control) => getComputedStyle(control).letterSpacing));
              expect([...spaced], el.localName).to.deep.equal([getComputedStyle(el).letterSpacing]);
            }
          });
        }
      }
    });
  });

  describe('long words', () => {
    it(`wrap: a 60-character name, membership or tag never widens a 320 px page`, async () => {
      const { el: page, scope } = await scopedFixture<HTMLDivElement>(html`<div style="width: 320px">
        <loyalty-login team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory"></loyalty-login>
        <loyalty-signup team="another-team" base-url=${serviceUrl} storage="memory"
          .memberships=${[{ id: 1, name: LONG, priceMonth: 499, priceYear: 4990 }]} .tags=${[{ id: 1, name: LONG }]}></loyalty-signup>
      </div>`);
      sessionOf(scope).start({ token: 't', user: { id: 1, name: LONG, gold: 1, loyaltyTier: { id: 1, name: LONG, gold: 0 }, loyaltyMembership: { id: 1, name: LONG, priceMonth: 0, priceYear: 0 } } } as Auth);
      const [login, signup] = [...page.children] as (HTMLElement & { updateComplete: Promise<unknown> })[];
      await until(() => $(login, '[part~="user"]'), 'the member');
      submitButton(signup).click();
      await signup.updateComplete;
      for (const el of [login, signup]) expect(beyondRight(page, el), el.localName).to.deep.equal([]);
      expect(page.scrollWidth).to.be.at.most(320);
    });

    it('wrap: a 370-character run of emoji and combining marks, in the error region and on the card, never widens a 320 px page', async () => {
      const run = emojiRun(370);
      const { el: page, scope } = await scopedFixture<HTMLDivElement>(html`<div style="width: 320px">
        <loyalty-login team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory"></loyalty-login>
        <loyalty-login team="member-team" base-url=${serviceUrl} storage="memory"></loyalty-login>
      </div>`);
      const [login, member] = [...page.children] as (HTMLElement & { updateComplete: Promise<unknown> })[];
      (scope as TestScope).registry.get(serviceUrl, 'member-team', 'memory').start({
        token: 't',
        user: { id: 1, name: run, gold: 1, loyaltyTier: { id: 1, name: run, gold: 0 }, loyaltyMembership: { id: 1, name: run, priceMonth: 0, priceYear: 0 } },
      } as Auth);
      await service.fault({ match: 'login$', status: 400, body: JSON.stringify({ message: run }), contentType: 'application/json' });
      await type(login, 'email', 'fan@example.com');
      await type(login, 'password', 'secret');
      submitButton(login).click();
      await until(() => formError(login) === run, 'the service’s message');
      await until(() => $(member, '[part~="user"]'), 'the member');
      for (const el of [login, member]) expect(beyondRight(page, el), el.localName).to.deep.equal([]);
      expect(page.scrollWidth).to.be.at.most(320);
    });
  });
});

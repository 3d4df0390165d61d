// The look as a fan sees it, measured in the browser's own layout (getBoundingClientRect): one
// test per defect of the look (issue 32), at a phone's width (360 px) and a desktop's (1280 px).
import { expect } from '@open-wc/testing';
import { html } from 'lit';
import type { Auth } from '../../src/api/types.js';
import { scopedFixture, type TestScope } from '../support/scope.js';
import { DEMO_TEAM, service, serviceUrl, until } from '../support/service.js';
import { sessionOf } from '../support/session.js';
import { $, $$, input, submitButton, text } from '../support/shadow.js';
import { type } from '../support/forms.js';

type Lit = HTMLElement & { updateComplete: Promise<unknown> };
const ACCENT = 'rgb(91, 61, 245)';
const SUCCESS = 'rgb(23, 105, 47)';

/** `markup` (team, service and memory storage added to each element) in a page `width` px wide, `dir` and `lang` on it; the demo fan logged in unless `loggedOut`. */
async function page(markup: string, { width = 360, dir = 'ltr', lang = 'en', loggedOut = false } = {}) {
  const { el, scope } = await scopedFixture<HTMLDivElement>(html`<div style="width: ${width}px; font: 16px/1.5 'DejaVu Sans', sans-serif" dir=${dir} lang=${lang}></div>`);
  // Logged in before the elements arrive, as on a page the fan comes back to: they read the fan (rank, unread) on arrival.
  if (!loggedOut) sessionOf(scope as TestScope).start((await service.login()) as unknown as Auth);
  el.innerHTML = markup;
  for (const element of el.querySelectorAll('*')) {
    if (!element.localName.startsWith('loyalty-')) continue;
    for (const [name, value] of Object.entries({ team: DEMO_TEAM, 'base-url': serviceUrl, storage: 'memory', 'resource-url': `${serviceUrl}/media/resource/{id}` })) element.setAttribute(name, value);
  }
  const elements = [...el.querySelectorAll<Lit>('*')].filter((x) => x.localName.startsWith('loyalty-'));
  await Promise.all(elements.map((x) => x.updateComplete));
  return { page: el, el: elements[0], elements, scope: scope as TestScope };
}

const rect = (node: Element) => node.getBoundingClientRect();
const style = (node: Element, pseudo?: string) => getComputedStyle(node, pseudo);
/** Whether `node`'s text is laid out on one line: the middle of every piece of it within the tallest (pieces may differ in size). */
const oneLine = (node: Element) => {
  const range = document.createRange();
  range.selectNodeContents(node);
  const pieces = [...range.getClientRects()].filter((r) => r.width > 0);
  const tallest = pieces.reduce((a, b) => (b.height > a.height ? b : a));
  return pieces.every((r) => r.top + r.height / 2 > tallest.top && r.top + r.height / 2 < tallest.bottom);
};

describe('the look', () => {
  beforeEach(() => service.reset());

  it('1: the card has one large balance naming the currency once, a tier card with its progress, the account actions together, the unread count a link', async () => {
    await service.setTeam({ currencyName: 'Nightjar Coins' });
    const { el } = await page('<loyalty-login show-unread activity-href="/inbox" platforms="twitch discord"></loyalty-login>');
    await until(() => $(el, '[part~="progress"]') && $(el, '.unread'), 'the card read in full');
    const card = $(el, '[part~="user"]')!;
    expect(text(card).split('Nightjar Coins').length - 1, 'the currency named once').to.equal(1);
    const amount = $(el, '.amount')!;
    expect(text(amount)).to.equal('1,250');
    const biggest = Math.max(...$$(el, '[part~="user"] *').filter((n) => n !== amount).map((n) => parseFloat(style(n).fontSize)));
    expect(parseFloat(style(amount).fontSize), 'the balance is the largest text').to.be.greaterThan(biggest);
    expect(oneLine($(el, '.gold')!), 'the balance on one line').to.be.true;
    const tier = $(el, '.tier')!;
    expect(tier.contains($(el, '[part~="progress"]')), 'the progress in the tier card').to.be.true;
    expect(text(tier)).to.contain('Silver');
    const actions = $$(el, '[part~="platform"], button.quiet');
    const groups = new Set(actions.map((b) => b.closest('.actions')));
    expect(actions).to.have.length(3);
    expect([...groups], 'connect and log out together').to.have.length(1).and.not.include(null);
    const unread = $<HTMLAnchorElement>(el, '.unread a[part~="link"]')!;
    expect(unread.href).to.equal(new URL('/inbox', location.href).href);
    expect(text(unread)).to.equal('3 unread notifications');
    await expect(el).to.be.accessible();
  });

  for (const width of [360, 1280]) {
    it(`2: the leaderboard at ${width} px is single-line rows of about 48 px, names cut with "…" yet whole for screen readers, points short, the fan's row pinned`, async () => {
      const { el } = await page('<loyalty-leaderboard limit="10"></loyalty-leaderboard>', { width });
      await until(() => $$(el, '[part~="user"]').length === 11, 'the board and the fan');
      const rows = $$(el, '[part~="user"]');
      for (const row of rows) {
        expect(rect(row).height, text(row)).to.be.within(44, 52);
        expect(rect(row).width).to.be.at.most(width + 0.5);
      }
      const long = rows.find((row) => text(row).includes('Long Name'))!;
      const name = long.querySelector('.name')!;
      expect(text(name), 'the whole name in the text').to.equal('Maximilian Alexander von Hohenberg-Wittelsbach of the Long Name');
      if (width === 360) {
        expect(name.scrollWidth, 'cut').to.be.greaterThan(name.clientWidth);
        expect(style(name).textOverflow).to.equal('ellipsis');
      }
      expect(text(rows[0].querySelector('[part~="points"] [aria-hidden="true"]'))).to.equal('4.2K');
      expect(text(rows[0].querySelector('[part~="points"] .visually-hidden')), 'heard in full').to.equal('4,200 gold');
      const own = $(el, '[part~="current"]')!;
      expect(style(own).position).to.equal('sticky');
      await expect(el).to.be.accessible();
    });

    it(`3: rewards at ${width} px: Redeem filled, a locked one not dashed, the picture beside the name, out of stock greyed, every reason named, redeemed said in the success look`, async () => {
      await service.setUser({ gold: 350 });
      const { el } = await page('<loyalty-rewards></loyalty-rewards>', { width });
      await until(() => $$(el, '[part~="item"]').length === 5, 'the shop');
      const card = (name: string) => $$(el, '[part~="item"]').find((item) => text(item.querySelector('h3')) === name)!;
      const redeem = (name: string) => card(name).querySelector<HTMLButtonElement>('button[id^="redeem-"]')!;
      expect(style(redeem('Emote pack')).backgroundColor, 'filled, as the main action').to.equal(ACCENT);
      expect(style(redeem('Coaching session')).borderTopStyle).not.to.equal('dashed');
      expect(style(redeem('Coaching session')).backgroundColor).not.to.equal(ACCENT);
      for (const item of $$(el, '[part~="item"]')) {
        const [image, name] = [item.querySelector('[part~="item-image"]')!, item.querySelector('h3')!];
        expect(rect(image).right, 'the picture at the start').to.be.at.most(rect(name).left);
        expect(Math.abs(rect(image).top - rect(name).top), 'beside the name').to.be.below(8);
        expect(rect(item).right).to.be.at.most(rect(el).right + 0.5);
        expect(oneLine(item.querySelector('[part~="points"]')!), 'a price never wraps').to.be.true;
      }
      expect(Number(style(card('Sticker sheet').querySelector('[part~="item-image"]')!).opacity), 'out of stock greyed').to.be.below(1);
      const both = () => text(card('Backstage pass').querySelector('[id^="lock-"]'));
      await until(() => both().includes('Gold'), 'the tiers read');
      expect(both()).to.contain('For Gold members').and.to.contain('Earn 450 gold more');
      redeem('Emote pack').click();
      await until(() => $(el, '#confirm'), 'the confirmation');
      $(el, '#confirm')!.click();
      const said = () => card('Emote pack').querySelector('.success')!;
      await until(() => text(said()), 'redeemed');
      expect(style(said()).color).to.equal(SUCCESS);
      expect(style(said(), '::before').content).to.contain('✓');
    });
  }

  it('4: missions: every Complete filled, Done with a check mark in the success colour', async () => {
    const { el } = await page('<loyalty-missions></loyalty-missions>');
    await until(() => $$(el, '[part~="item"]').length === 3, 'the missions');
    const completes = $$(el, '[part~="item"] button:not(.reveal)');
    expect(completes).to.have.length(3);
    for (const button of completes) expect(style(button).backgroundColor, text(button)).to.equal(ACCENT);
    completes[2].click();
    await until(() => $(el, '[part~="badge"]'), 'Done');
    const done = $(el, '[part~="badge"]')!;
    expect(style(done).color).to.equal(SUCCESS);
    expect(style(done, '::before').content).to.contain('✓');
  });

  it('5: a status, a tag, stock and success each look their own', async () => {
    const { elements } = await page('<loyalty-events status="upcoming" limit="2"></loyalty-events><loyalty-rewards></loyalty-rewards><loyalty-missions></loyalty-missions>');
    const [events, rewards, missions] = elements;
    await until(() => $(events, '[part~="event-status"]') && $(events, '[part~="tag"]') && $(rewards, '[part~="badge"]') && $(missions, 'button'), 'all drawn');
    $$(missions, '[part~="item"] button')[2].click();
    await until(() => $(missions, '[part~="badge"]'), 'Done');
    const look = (node: Element) => ['backgroundColor', 'borderTopStyle', 'borderTopLeftRadius', 'color', 'fontWeight'].map((p) => style(node)[p as 'color']).join();
    const looks = [$(events, '[part~="event-status"]')!, $(events, '[part~="tag"]')!, $(rewards, '[part~="badge"]')!, $(missions, '[part~="badge"]')!].map(look);
    expect(new Set(looks).size, looks.join('\n')).to.equal(4);
  });

  for (const [what, fault] of [
    ['a 429', { status: 429, headers: { 'retry-after': '41' }, body: '{"message":"slow down"}' }],
    ['no connection', { drop: true }],
  ] as const) {
    it(`6: ${what} is a banner at the top of the form; the button visibly waits`, async () => {
      await service.fault({ match: '/login$', ...fault });
      const { el } = await page('<loyalty-login></loyalty-login>', { loggedOut: true });
      await type(el, 'email', 'fan@example.com');
      await type(el, 'password', 'loyalty123');
      submitButton(el).click();
      const banner = () => $(el, '.form-error')!;
      await until(() => text(banner()), 'the banner');
      expect(rect(banner()).bottom, 'above the fields').to.be.at.most(rect(input(el, 'email')).top);
      expect(style(banner()).borderInlineStartWidth ?? style(banner()).borderLeftWidth).not.to.equal('0px');
      if (what === 'a 429') {
        const button = submitButton(el);
        expect(button.getAttribute('aria-disabled')).to.equal('true');
        expect(style(button).backgroundColor, 'not the ready accent').not.to.equal(ACCENT);
        expect(text(button)).to.match(/^Log in\s*0:4\d$/);
        expect(oneLine(button)).to.be.true;
      }
    });
  }

  it('7: Add to calendar is a menu of Google, Outlook and Apple (.ics), the text to copy only where downloads are dropped', async function () {
    this.timeout(30_000);
    const { el } = await page('<loyalty-events status="upcoming" limit="1"></loyalty-events>');
    await until(() => $(el, 'details.calendar'), 'the calendar');
    const details = $<HTMLDetailsElement>(el, 'details.calendar')!;
    details.open = true;
    await until(() => $(el, '.menu a[download]'), 'its choices');
    expect($$(el, '.menu li').map(text)).to.deep.equal(['Google Calendar', 'Outlook', 'Apple Calendar and others (.ics)']);
    expect($(el, '.menu textarea'), 'no raw text where downloads work').to.equal(null);
    for (const item of $$(el, '.menu a')) expect(rect(item).height).to.be.at.least(44);
    const agent = Object.getOwnPropertyDescriptor(Navigator.prototype, 'userAgent')!;
    Object.defineProperty(Navigator.prototype, 'userAgent', { configurable: true, get: () => 'Mozilla/5.0 Instagram 300.0.0' });
    try {
      details.open = false;
      await until(() => !details.open, 'closed');
      details.open = true;
      await until(() => $(el, '.menu textarea'), 'the text to copy');
    } finally {
      Object.defineProperty(Navigator.prototype, 'userAgent', agent);
    }
    const box = $(el, '.menu textarea')!;
    expect(style(box).fontFamily).not.to.match(/mono/i);
    expect(style(box).resize).to.equal('none');
    expect(text($(el, '.copy .hint'))).to.equal('Copy the details into your calendar:');
  });

  it('8: memberships are cards with their prices; Monthly and Yearly say their price and saving', async () => {
    const { el } = await page('<loyalty-signup></loyalty-signup>', { loggedOut: true });
    await until(() => $$(el, 'label.choice').length === 3, 'the memberships');
    for (const choice of $$(el, 'label.choice')) {
      expect(style(choice).borderTopStyle, text(choice)).to.equal('solid');
      expect(rect(choice).height).to.be.at.least(44);
    }
    $$<HTMLInputElement>(el, 'label.choice input')[1].click();
    await until(() => $$(el, 'label.choice').length === 5, 'the billing choices');
    const [monthly, yearly] = $$(el, 'label.choice').slice(3).map(text);
    expect(monthly).to.match(/^Monthly \$4\.99 per month$/);
    expect(yearly).to.match(/^Yearly \$49\.90 per year save 17%$/);
    const chosen = $$(el, 'label.choice')[1];
    expect(style(chosen).borderTopColor).to.equal(ACCENT);
  });

  it('9: logged out, every list and the account offer a way to log in; a logged-in sign-up is a panel, not a line', async () => {
    const lists = ['leaderboard', 'events', 'rewards', 'missions', 'activity', 'account'].map((name) => `<loyalty-${name} login-href="/login"></loyalty-${name}>`);
    const { elements } = await page(lists.join(''), { loggedOut: true });
    for (const el of elements) {
      const link = $<HTMLAnchorElement>(el, 'a[part~="link"]')!;
      expect(text(link)).to.equal('Log in');
      expect(link.href).to.equal(new URL('/login', location.href).href);
      expect(rect(link).height).to.be.at.least(44);
    }
    const { el: signup } = await page('<loyalty-signup></loyalty-signup>');
    await until(() => $(signup, '[part~="message"]'), 'the message');
    const message = $(signup, '[part~="message"]')!;
    expect(rect(message).height).to.be.at.least(44);
    expect(style(message).color).to.equal(SUCCESS);
  });

  it('10: right to left, the card and the lists start at the right, e-mail and password stay left to right, numbers isolated, the service’s sentences in their own direction', async () => {
    const { elements } = await page('<loyalty-login></loyalty-login><loyalty-leaderboard limit="3"></loyalty-leaderboard>', { dir: 'rtl', lang: 'ar' });
    const [login, board] = elements;
    await until(() => $$(board, '[part~="user"]').length >= 3 && $(login, 'dd'), 'drawn');
    const textRight = (node: Element) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return range.getBoundingClientRect().right;
    };
    for (const node of [$(login, '#user-name')!, ...$$(login, 'dd'), ...$$(board, '.name')]) {
      expect(rect(node).right - textRight(node), `${text(node)} starts at the right`).to.be.below(2);
    }
    expect(style($(login, '.amount')!).unicodeBidi).to.equal('isolate');
    expect(style($(board, '[part~="points"]')!).unicodeBidi).to.equal('isolate');
    const { el: form } = await page('<loyalty-login></loyalty-login>', { dir: 'rtl', lang: 'ar', loggedOut: true });
    for (const name of ['email', 'password']) expect(style(input(form, name)).direction, name).to.equal('ltr');
    // An address reads left to right in a right-to-left page too: the invite link starts at its scheme.
    const { el: account } = await page('<loyalty-account></loyalty-account>', { dir: 'rtl', lang: 'ar' });
    await until(() => $(account, '#invite-link'), 'the invite link');
    expect(style($(account, '#invite-link')!).direction).to.equal('ltr');
    // The show-password toggle at the field's end, the password clear of it.
    const [password, toggle] = [input(form, 'password'), $(form, '.reveal')!];
    expect(rect(toggle).left).to.be.below(rect(password).left + 4);
    expect(parseFloat(style(password).paddingLeft)).to.be.at.least(rect(toggle).width - 1);
    // The service's English sentences read left to right among Arabic ones: each full stop at its sentence's end.
    const { el: activity } = await page('<loyalty-activity></loyalty-activity>', { dir: 'rtl', lang: 'ar' });
    const notifications = () => $$(activity, 'section[aria-labelledby="notifications-heading"] [part~="item"]');
    await until(() => notifications().length === 6, 'the notifications');
    const stops = notifications().flatMap((item) => [...item.querySelectorAll(':is(p, span)')]).filter((node) => node.childElementCount === 0 && /[a-z]\.$/.test(text(node)));
    expect(stops.length).to.be.above(2);
    for (const node of stops) {
      const last = document.createRange();
      const textNode = [...node.childNodes].reverse().find((child) => child.nodeType === Node.TEXT_NODE && child.textContent!.trim())!;
      const end = textNode.textContent!.trimEnd().length;
      last.setStart(textNode, end - 1);
      last.setEnd(textNode, end);
      const before = document.createRange();
      before.setStart(textNode, end - 2);
      before.setEnd(textNode, end - 1);
      expect(last.getBoundingClientRect().left, `the full stop of "${text(node)}"`).to.be.at.least(before.getBoundingClientRect().right - 1);
    }
  });

  it('11: a page with `* { all: unset }` keeps the show-password icon; `html { font-size: 10px }` keeps 44 px controls', async () => {
    const sheet = document.createElement('style');
    sheet.textContent = '* { all: unset } html { font-size: 10px }';
    document.head.append(sheet);
    try {
      const { el } = await page('<loyalty-login></loyalty-login>', { loggedOut: true });
      await until(() => $(el, '.reveal path'), 'the toggle');
      const icon = $(el, '.reveal path') as unknown as SVGPathElement;
      expect(icon.getBBox().width, 'the eye drawn').to.be.above(10);
      expect(rect(icon).width).to.be.above(10);
    } finally {
      sheet.remove();
    }
    const small = document.createElement('style');
    small.textContent = 'html { font-size: 10px } body { font-size: 1rem }';
    document.head.append(small);
    try {
      const { page: host } = await page('<loyalty-login></loyalty-login><loyalty-rewards></loyalty-rewards>', { loggedOut: false });
      host.style.font = '';
      const rewards = host.querySelector<Lit>('loyalty-rewards')!;
      await until(() => $$(rewards, 'button').length, 'the rewards');
      const { el: login } = await page('<loyalty-login></loyalty-login>', { loggedOut: true });
      (login.parentElement as HTMLElement).style.font = '';
      for (const control of [...$$(login, 'input, button'), ...$$(rewards, 'button[id^="redeem-"]')]) {
        expect(rect(control).height, control.outerHTML.slice(0, 50)).to.be.at.least(44);
      }
    } finally {
      small.remove();
    }
  });
});

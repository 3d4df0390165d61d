// @ts-check
/**
 * The service's pages for people: its home page, the e-mail outbox, the stand-in checkout, the
 * stand-in OAuth consent of each platform, and the pictures it serves.
 */
import { randomBytes } from 'node:crypto';
import { DAY, HOUR, MSG, TEAM, escapeHtml, httpOrigin, newToken, refuse } from './common.js';
import { avatarSvg, resourceSvg } from './pictures.js';

/**
 * @typedef {import('./state.js').Service} Service
 * @typedef {import('./seed.js').Account} Account
 * @typedef {import('./seed.js').Consent} Consent
 * @typedef {import('./seed.js').RecordedRequest} RecordedRequest
 */

/** The 11 platforms of the spec, with their display names. */
export const PLATFORMS = {
  twitch: 'Twitch',
  youtube: 'YouTube',
  facebook: 'Facebook',
  instagram: 'Instagram',
  discord: 'Discord',
  twitter: 'X (Twitter)',
  spotify: 'Spotify',
  steam: 'Steam',
  battlenet: 'Battle.net',
  chess: 'Chess.com',
  tiktok: 'TikTok',
};

/**
 * When a mail was sent, for people: "21 Nov 2025, 23:42:10 (3 minutes ago)", in the service's time
 * zone (the demo runs on the fan's own machine).
 * @param {string} sentAt ISO date @param {number} nowSeconds the service's clock
 */
export function sentWhen(sentAt, nowSeconds) {
  const date = new Date(sentAt);
  const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' }).format(date);
  const ago = Math.max(0, nowSeconds - Math.floor(date.getTime() / 1000));
  const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  const since =
    ago < 60 ? 'just now' : ago < HOUR ? relative.format(-Math.floor(ago / 60), 'minute') : ago < DAY ? relative.format(-Math.floor(ago / HOUR), 'hour') : relative.format(-Math.floor(ago / DAY), 'day');
  return `${when} (${since})`;
}

/** A small HTML page of the service itself (outbox, consent, checkout). @param {string} title @param {string} body */
function page(title, body) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 44rem; margin: 2rem auto; padding: 0 1rem; color: #1d1b26; }
  h1 { line-height: 1.2; }
  .button { display: inline-block; font: inherit; font-weight: 600; padding: .6rem 1.2rem; border: 0; border-radius: .5rem; background: #6d28d9; color: #fff; text-decoration: none; margin-right: .5rem; cursor: pointer; }
  .button:hover { background: #5b21b6; }
  .button:focus-visible { outline: 2px solid #6d28d9; outline-offset: 2px; }
  .button.secondary { background: #e4e1ee; color: #1d1b26; }
  .mails { list-style: none; padding: 0; }
  .mail { border: 1px solid #e4e1ee; border-radius: .75rem; padding: 0 1.25rem; margin-bottom: 1rem; }
  code { overflow-wrap: anywhere; } .muted { color: #5f5a70; }
</style></head>
<body><p class="muted">Fake loyalty service (demo)</p>${body}</body></html>`;
}

/** The platform's display name, or undefined for a platform the spec does not list. @param {string} platform */
const platformName = (platform) => (Object.hasOwn(PLATFORMS, platform) ? PLATFORMS[/** @type {keyof typeof PLATFORMS} */ (platform)] : undefined);
/** The one account of `platform` this stand-in knows: every fan who "uses Twitch" is `twitch_fan`. @param {string} platform */
const platformHandle = (platform) => `${platform}_fan`;
/** The account `platform` is already connected to, if any. @param {Service} service @param {string} platform */
const platformOwner = (service, platform) => service.state.accounts.find((a) => a.platforms.includes(platform));

/** How to log in to `account` on the site, in this demo. @param {Account} account */
function howToLogIn(account) {
  const email = `<code>${escapeHtml(account.email)}</code>`;
  return account.firstPassword && account.password === account.firstPassword
    ? `In this demo, log in on the site with e-mail ${email} and password <code>${escapeHtml(account.firstPassword)}</code>.`
    : `In this demo, log in on the site with e-mail ${email} and that account's password.`;
}

/**
 * The fan allowed a consent: connect the platform, or find or create its account. Says plainly
 * what happened. The spec does not say how the real flow hands a log-in back to the site: this
 * stand-in's "Back to the site" carries `?loyalty_handover=<code>`, a one-time code the site trades for
 * the session at `POST /oauth/handover/<code>` (so the token itself never sits in an address).
 * @param {Service} service @param {Consent} consent
 */
function allowConsent(service, { platform, account }) {
  const name = /** @type {string} */ (platformName(platform));
  const owner = platformOwner(service, platform);
  if (account) {
    const who = escapeHtml(account.profile.name);
    if (owner && owner !== account) {
      return { title: `${name} not connected`, body: `<h1>${name} was not connected</h1><p>This ${name} account already belongs to another member, ${escapeHtml(owner.profile.name)}. Nothing was changed.</p>` };
    }
    if (owner === account) {
      return { title: `${name} connected`, body: `<h1>${name} connected</h1><p>Your ${name} account was already connected to <strong>${who}</strong>. Nothing else changed.</p>` };
    }
    account.platforms.push(platform);
    return { title: `${name} connected`, body: `<h1>${name} connected</h1><p>Your ${name} account is now connected to <strong>${who}</strong>.</p>` };
  }
  const handsBack = '<p>Back on the site you are logged in.';
  if (owner) {
    return {
      title: `${name} account recognised`,
      body: `<h1>Welcome back</h1><p>This ${name} account belongs to <strong>${escapeHtml(owner.profile.name)}</strong>; no new account was created.</p>${handsBack} ${howToLogIn(owner)}</p>`,
      signedIn: owner,
    };
  }
  const handle = platformHandle(platform);
  const id = service.nextId();
  const email = service.findAccount(`${handle}@${platform}.example.com`) ? `${handle}.${id}@${platform}.example.com` : `${handle}@${platform}.example.com`;
  const password = randomBytes(5).toString('hex');
  /** @type {Account} */
  const created = { email, password, firstPassword: password, platforms: [platform], gifts: [], profile: service.newProfile(id, handle, {}) };
  service.state.accounts.push(created);
  return {
    title: 'Account created',
    body: `<h1>Account created</h1><p>A new account was created for <strong>${escapeHtml(handle)}</strong> with ${name}.</p>${handsBack} ${howToLogIn(created)}</p>`,
    signedIn: created,
  };
}

/**
 * Pages for people: outbox, checkout, OAuth consent, pictures. Returns undefined when no page matches.
 * @param {Service} service @param {RecordedRequest} req @param {Record<string, string>} headers
 * @returns {{ status: number, type: string, text: string, location?: string } | undefined}
 */
export function pages(service, req, headers) {
  const { method, path, query } = req;
  const html = (/** @type {number} */ status, /** @type {string} */ title, /** @type {string} */ body) => ({ status, type: 'text/html; charset=utf-8', text: page(title, body) });
  const backLink = (/** @type {string} */ back) => `<p><a class="button" href="${escapeHtml(back)}">Back to the site</a></p>`;
  const expired = () => html(404, 'Request expired', '<h1>This sign-in request has expired</h1><p>Start again from the site.</p>');

  // Allowing changes accounts, so it is a POST (a link prefetcher cannot allow anything); the
  // answer sends the browser on to the result page, which a reload shows again.
  const allow = /^\/oauth\/([0-9a-f]+)\/allow$/.exec(path);
  if (allow && method === 'POST') {
    const consent = service.state.consents.get(allow[1]);
    if (!consent) return expired();
    if (!consent.result) {
      consent.result = allowConsent(service, consent);
      const { signedIn } = consent.result;
      if (signedIn) {
        const code = newToken();
        service.state.handovers.set(code, signedIn);
        const back = new URL(consent.back);
        back.searchParams.set('loyalty_handover', code);
        consent.back = back.href;
      }
    }
    return { status: 303, type: 'text/plain; charset=utf-8', text: 'See the result.', location: `/oauth/${allow[1]}` };
  }
  const handover = /^\/oauth\/handover\/([0-9a-f]+)$/.exec(path);
  if (handover && method === 'POST') {
    const account = service.state.handovers.get(handover[1]);
    service.state.handovers.delete(handover[1]);
    const answer = account ? service.startSession(account) : { message: 'This log-in has expired: log in again.' };
    return { status: account ? 200 : 404, type: 'application/json', text: JSON.stringify(answer) };
  }
  if (method !== 'GET') return undefined;

  if (path === '/') {
    return html(200, 'Fake loyalty service', `<h1>Fake loyalty service</h1><p>Team <code>${TEAM}</code> at <code>${escapeHtml(service.url)}/api/v1/loyalty/${TEAM}</code>.</p><p><a href="/outbox">E-mail outbox</a></p>`);
  }
  if (path === '/outbox') {
    const mails = [...service.state.outbox].reverse().map(
      (m) => `<li class="mail"><p><strong>${escapeHtml(m.subject)}</strong><br>To ${escapeHtml(m.to)} · <time datetime="${escapeHtml(m.sentAt)}">${escapeHtml(sentWhen(m.sentAt, service.now()))}</time></p>
<p><a class="button" href="${escapeHtml(m.link)}">Open reset link</a></p><p class="muted">or copy it: <code>${escapeHtml(m.link)}</code></p></li>`,
    );
    return html(200, 'Outbox', `<h1>E-mail outbox</h1><p>Every e-mail the service "sent", newest first. Reload after asking for a password reset.</p>${mails.length ? `<ul class="mails">${mails.join('')}</ul>` : '<p>No e-mails yet.</p>'}`);
  }
  if (path === '/checkout') {
    const order = service.state.orders.get(query.order ?? '');
    const back = httpOrigin(query.return) ? query.return : undefined;
    if (!order || !back) return html(404, 'Checkout', '<h1>Checkout</h1><p>This order does not exist.</p>');
    const price = order.interval === 'year' ? order.membership.priceYear : order.membership.priceMonth;
    return html(200, 'Checkout', `<h1>Checkout (demo)</h1><p>${escapeHtml(order.membership.name)} membership: $${(price / 100).toFixed(2)} per ${escapeHtml(order.interval)}.</p><p>Nothing is charged: this stands in for the hosted payment page.</p><p><a class="button" href="${escapeHtml(back)}">Pay (demo)</a></p>`);
  }
  if (path === '/billing') {
    const back = httpOrigin(query.return) ? query.return : undefined;
    if (!back) return html(404, 'Billing', '<h1>Billing</h1><p>This billing link is not valid.</p>');
    return html(200, 'Billing', `<h1>Billing (demo)</h1><p>This stands in for the payment provider's billing portal: cards, invoices, cancelling.</p><p><a class="button" href="${escapeHtml(back)}">Back to the site</a></p>`);
  }
  if (path === '/favicon.ico') return { status: 204, type: 'image/x-icon', text: '' };
  const avatar = /^\/media\/avatar\/(\d+)\.svg$/.exec(path);
  if (avatar) {
    const account = service.state.accounts.find((a) => a.profile.id === Number(avatar[1]));
    if (!account) refuse(404, 'No such avatar.');
    return { status: 200, type: 'image/svg+xml', text: avatarSvg(account.profile.id, account.profile.name) };
  }
  const media = /^\/media\/resource\/(\d+)$/.exec(path);
  if (media) {
    const id = Number(media[1]);
    const named = [...service.state.memberships, ...service.state.tiers, ...service.state.events, ...service.state.shopItems, ...service.state.missions].find((r) => r.resourceId === id);
    // Tests seed events with names of any type: the picture is labelled only with text.
    const label = typeof named?.name === 'string' ? named.name : `Image ${id}`;
    return { status: 200, type: 'image/svg+xml', text: resourceSvg(id, label) };
  }

  const oauth = /^\/api\/v1\/auth\/([^/]+)\/user\/loyalty\/([^/]+)$/.exec(path);
  if (oauth) {
    const platform = decodeURIComponent(oauth[1]);
    const name = platformName(platform);
    if (!name) return html(404, 'Unknown platform', `<h1>Unknown platform</h1><p>${escapeHtml(platform)} is not a platform this service knows.</p>`);
    if (decodeURIComponent(oauth[2]) !== TEAM) return html(404, 'Team not found', `<h1>${MSG.team}</h1>`);
    const token = query.user_auth_token;
    const account = token === undefined ? undefined : service.state.tokens.get(token);
    if (token !== undefined && !account) return html(401, 'Log in again', `<h1>${MSG.token}</h1><p>The link carried a session that is not valid.</p>`);
    const back = httpOrigin(headers.referer) ? headers.referer : `${service.url}/`;
    const handle = platformHandle(platform);
    const owner = platformOwner(service, platform);
    const intro = `<h1>${name} (demo sign-in)</h1><p class="muted">This page stands in for ${name}'s own consent page. You are signed in to ${name} as <strong>${handle}</strong>.</p>`;
    if (account && owner && owner !== account) {
      return html(200, `${name} (demo)`, `${intro}<p>This ${name} account already belongs to another member, ${escapeHtml(owner.profile.name)}, so it cannot be connected to ${escapeHtml(account.profile.name)}.</p>${backLink(back)}`);
    }
    const id = newToken();
    service.state.consents.set(id, { platform, account, back });
    const asks = account
      ? `Connect your ${name} account to <strong>${escapeHtml(account.profile.name)}</strong>'s membership?`
      : owner
        ? `Log in to <strong>${escapeHtml(owner.profile.name)}</strong>'s membership with ${name}?`
        : `Continue as <strong>${handle}</strong> with ${name}? A new membership account will be created.`;
    return html(200, `${name} (demo)`, `${intro}<p>${asks}</p><form method="post" action="/oauth/${id}/allow"><button class="button" type="submit">Allow</button><a class="button secondary" href="${escapeHtml(back)}">Cancel</a></form>`);
  }
  const done = /^\/oauth\/([0-9a-f]+)$/.exec(path);
  if (done) {
    const consent = service.state.consents.get(done[1]);
    if (!consent?.result) return expired();
    return html(200, consent.result.title, `${consent.result.body}${backLink(consent.back)}`);
  }
  return undefined;
}

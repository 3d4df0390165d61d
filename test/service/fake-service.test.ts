import { expect } from '@open-wc/testing';
import { readAuth, readCurrentUser, readTeam } from '../../src/api/answer-readers.js';
import { readEventList, readEventRead } from '../../src/api/schedule.js';
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_TEAM, service, serviceUrl, until } from '../support/service.js';
import { misfit, spec } from '../support/shapes.js';

// The fake service itself, over real HTTP from the test page's origin (so CORS is real too).
const api = `${serviceUrl}/api/v1/loyalty/${DEMO_TEAM}`;

interface Answer {
  status: number;
  body: Record<string, unknown>;
  text: string;
  headers: Headers;
}

async function call(path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers['x-user-auth-token'] = init.token;
  const response = await fetch(path.startsWith('http') ? path : api + path, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
  });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text);
  } catch {
    // An HTML page or empty body.
  }
  return { status: response.status, body, text, headers: response.headers };
}

const signup = {
  email: 'new.fan@example.com',
  password: 'correct horse',
  dateOfBirth: '07/14/1999',
  interval: 'month',
  tags: [1, 3],
  membership: 1,
};

describe('fake loyalty service', () => {
  beforeEach(() => service.reset());

  describe('CORS', () => {
    it('allows a preflighted call from the page origin', async () => {
      // The token header needs a preflight, and a readable answer needs the origin allowed: a
      // status here proves both (a refused CORS call rejects with a TypeError instead).
      const { status, body } = await call('/event/list', { token: 'nope' });
      expect(status).to.equal(401);
      expect(body.message).to.equal('Please log in again.');
      const [request] = await service.requests();
      expect(request.headers).to.include({ origin: location.origin, 'x-user-auth-token': 'nope' });
    });
  });

  describe('sign up', () => {
    it('creates an account, returns token and user, and the account can log in', async () => {
      const { status, body } = await call('/signup', { body: { ...signup, username: 'newfan' } });
      expect(status).to.equal(200);
      expect(body.token).to.be.a('string').and.not.empty;
      expect(body.href).to.equal(undefined);
      const user = body.user as Record<string, unknown>;
      expect(user).to.include({ name: 'newfan', dateOfBirth: '07/14/1999', gold: 0 });
      expect(user.tags).to.deep.equal([
        { id: 1, name: 'Tournaments' },
        { id: 3, name: 'Merch' },
      ]);
      expect((user.loyaltyMembership as { id: number }).id).to.equal(1);

      const login = await call('/login', { body: { email: signup.email, password: signup.password } });
      expect(login.status).to.equal(200);
      expect((login.body.user as { id: number }).id).to.equal(user.id);
    });

    it('sends a paid membership to checkout, which returns to the calling page', async () => {
      const { body } = await call('/signup', { body: { ...signup, membership: 2, interval: 'year', returnPath: '/welcome?from=signup' } });
      const href = new URL(body.href as string);
      expect(href.origin).to.equal(serviceUrl);
      expect(href.pathname).to.equal('/checkout');
      const back = `${location.origin}/welcome?from=signup`;
      expect(href.searchParams.get('return')).to.equal(back);

      const checkout = await call(href.href);
      expect(checkout.status).to.equal(200);
      expect(checkout.text).to.contain('Pay (demo)').and.contain('$49.90 per year');
      expect(checkout.text).to.contain(`href="${back}"`);
    });

    const invalid: [string, Record<string, unknown>, RegExp][] = [
      ['a missing e-mail', { email: undefined }, /e-mail/i],
      ['a malformed e-mail', { email: 'not-an-email' }, /e-mail/i],
      ['a short password', { password: 'short' }, /at least 8/],
      ['a date of birth in the wrong format', { dateOfBirth: '1999-07-14' }, /MM\/DD\/YYYY/],
      ['a date of birth that does not exist', { dateOfBirth: '02/30/1999' }, /real past date/],
      ['a date of birth in the future', { dateOfBirth: '01/01/2999' }, /real past date/],
      ['an unknown interval', { interval: 'week' }, /month.*year/],
      ['tags that are not ids', { tags: ['Merch'] }, /tag ids/],
      ['an unknown tag', { tags: [99] }, /99/],
      ['an unknown membership', { membership: 42 }, /membership: 42/],
      ['a return path to another site', { returnPath: 'https://evil.example' }, /path on your site/],
    ];
    for (const [what, change, message] of invalid) {
      it(`refuses ${what} with 400 and a message`, async () => {
        const { status, body } = await call('/signup', { body: { ...signup, ...change } });
        expect(status).to.equal(400);
        expect(body.message).to.match(message);
      });
    }

    it('refuses an e-mail that already has an account with 409, whatever its case', async () => {
      const { status, body } = await call('/signup', { body: { ...signup, email: DEMO_EMAIL.toUpperCase() } });
      expect(status).to.equal(409);
      expect(body.message).to.equal('An account with this e-mail already exists.');
    });
  });

  describe('the extension: team root and current fan', () => {
    it('answers the team root without a token: name, currency, memberships, tiers lowest first, tags', async () => {
      await service.setTeam({ currencyName: 'Acme Coins' });
      const { status, body } = await call('/');
      expect(status).to.equal(200);
      const team = body.team as Record<string, unknown>;
      expect(Object.keys(team).sort()).to.deep.equal(['currencyName', 'loyaltyMemberships', 'loyaltyTiers', 'name', 'tags']);
      expect((team.tags as { createdAt?: string }[])[0].createdAt).to.be.a('string');
      const read = readTeam(body)!;
      expect(read.currencyName).to.equal('Acme Coins');
      expect(read.memberships.map((m) => m.name)).to.deep.equal(['Free', 'Silver', 'Gold']);
      expect(read.tiers.map((t) => [t.name, t.gold])).to.deep.equal([['Bronze', 0], ['Silver', 500], ['Gold', 2000]]);
      expect(read.tags).to.have.length(6);
    });

    it('answers GET /user with the fan now, their rank (total under `total` and `rank`) and unread count', async () => {
      const { token } = await service.login();
      expect((await call('/user')).status).to.equal(401);
      await service.setUser({ gold: 1900, unread: 5 });
      const { status, body } = await call('/user', { token });
      expect(status).to.equal(200);
      expect(body.rank).to.deep.equal({ position: 7, total: 20, rank: 20 });
      expect(readCurrentUser(body)).to.deep.include({ rank: { position: 7, total: 20 }, unread: 5 });
      expect(readCurrentUser(body)!.user.gold).to.equal(1900);
    });

    it('signs up without a membership when none is sent (the interface calls it optional)', async () => {
      const { status, body } = await call('/signup', { body: { ...signup, membership: undefined } });
      expect(status).to.equal(200);
      expect(body.href).to.equal(undefined);
      expect((body.user as Record<string, unknown>).loyaltyMembership).to.equal(undefined);
    });
  });

  describe('log in', () => {
    it('returns a token and the full demo user', async () => {
      const { status, body } = await call('/login', { body: { email: DEMO_EMAIL, password: DEMO_PASSWORD, giftToken: 'gift-1' } });
      expect(status).to.equal(200);
      expect(body.token).to.be.a('string').and.not.empty;
      const user = body.user as Record<string, unknown>;
      expect(user).to.include({ name: 'Demo Fan', gold: 1250, goldTotal: 3400, goldSpent: 2150, dateOfBirth: '04/12/1995' });
      expect(user.loyaltyTier).to.deep.include({ name: 'Silver', gold: 500 });
      expect(user.loyaltyMembership).to.deep.include({ name: 'Silver', priceMonth: 499, priceYear: 4990 });
      expect(user.avatar).to.equal(`${serviceUrl}/media/avatar/1.svg`);
      for (const field of ['createdAt', 'notifications', 'shippingAddressCity', 'shippingAddressCountry', 'shippingAddressName', 'shippingAddressState', 'shippingAddressStreet', 'shippingAddressSuite', 'shippingAddressZip', 'tags']) {
        expect(user, field).to.have.property(field);
      }
      const [request] = await service.requests();
      expect(request).to.deep.include({ method: 'POST', path: `/api/v1/loyalty/${DEMO_TEAM}/login` });
      expect(request.body).to.deep.equal({ email: DEMO_EMAIL, password: DEMO_PASSWORD, giftToken: 'gift-1' });
      expect(request.headers['content-type']).to.equal('application/json');
    });

    it('refuses a wrong password or an unknown e-mail with 401', async () => {
      for (const body of [{ email: DEMO_EMAIL, password: 'wrong-password' }, { email: 'nobody@example.com', password: DEMO_PASSWORD }]) {
        const answer = await call('/login', { body });
        expect(answer.status).to.equal(401);
        expect(answer.body.message).to.equal('Incorrect e-mail or password.');
      }
    });

    it('refuses missing fields with 400, and a body that is not JSON with 400', async () => {
      expect((await call('/login', { body: { email: DEMO_EMAIL } })).status).to.equal(400);
      const notJson = await call('/login', { body: '{"email":' });
      expect(notJson.status).to.equal(400);
      expect(notJson.body.message).to.be.a('string').and.not.empty;
    });
  });

  describe('password recovery', () => {
    it('mails a one-time link back to the calling page; the new password then works', async () => {
      const forgot = await call('/password/forgot', { body: { email: DEMO_EMAIL, returnPath: '/demo/reset.html?lang=en' } });
      expect(forgot.status).to.equal(200);
      expect(forgot.body).to.deep.equal({});

      const [mail] = await service.outbox();
      expect(mail.to).to.equal(DEMO_EMAIL);
      const link = new URL(mail.link);
      expect(link.origin).to.equal(location.origin);
      expect(link.pathname).to.equal('/demo/reset.html');
      expect(link.searchParams.get('lang')).to.equal('en');
      expect(link.searchParams.get('password_token')).to.equal(mail.token);

      const page = await call(`${serviceUrl}/outbox`);
      expect(page.text).to.contain(mail.link.replaceAll('&', '&#38;'));
      // When, for people (the exact date is in the service's time zone), and a button to open it.
      expect(page.text).to.contain(`<time datetime="${mail.sentAt}">`).and.contain('(just now)</time>');
      expect(page.text).to.contain(`<a class="button" href="${mail.link.replaceAll('&', '&#38;')}">Open reset link</a>`);

      expect((await call('/password/reset', { body: { token: mail.token, password: 'new-password-1' } })).status).to.equal(200);
      expect((await call('/login', { body: { email: DEMO_EMAIL, password: DEMO_PASSWORD } })).status).to.equal(401);
      expect((await call('/login', { body: { email: DEMO_EMAIL, password: 'new-password-1' } })).status).to.equal(200);

      const reused = await call('/password/reset', { body: { token: mail.token, password: 'another-password' } });
      expect(reused.status).to.equal(400);
      expect(reused.body.message).to.equal('This reset link is invalid or has already been used.');
    });

    it('answers the same for an unknown e-mail, and sends nothing', async () => {
      const forgot = await call('/password/forgot', { body: { email: 'nobody@example.com' } });
      expect(forgot.status).to.equal(200);
      expect(forgot.body).to.deep.equal({});
      expect(await service.outbox()).to.deep.equal([]);
    });

    it('refuses an expired link, an unknown token and a too-short password', async () => {
      await call('/password/forgot', { body: { email: DEMO_EMAIL } });
      const [mail] = await service.outbox();
      expect(new URL(mail.link).pathname).to.equal('/');

      const short = await call('/password/reset', { body: { token: mail.token, password: 'short' } });
      expect(short.status).to.equal(400);
      expect(short.body.message).to.match(/at least 8/);

      const unknown = await call('/password/reset', { body: { token: 'made-up', password: 'long-enough' } });
      expect(unknown.body.message).to.equal('This reset link is invalid or has already been used.');

      await fetch(`${serviceUrl}/__control/clock`, { method: 'POST', body: JSON.stringify({ offsetSeconds: 31 * 60 }) });
      const expired = await call('/password/reset', { body: { token: mail.token, password: 'long-enough' } });
      expect(expired.status).to.equal(400);
      expect(expired.body.message).to.equal('This reset link has expired. Ask for a new one.');
    });
  });

  describe('events', () => {
    it('lists a dozen events in all three statuses, consistent with their times, for a valid token', async () => {
      const { token } = await service.login();
      const { status, body } = await call('/event/list', { token });
      expect(status).to.equal(200);
      const events = body.events as { id: number; status: string; start: number; end: number; tags: unknown[]; createdAt?: string }[];
      expect(events.length).to.be.at.least(12);
      expect(new Set(events.map((e) => e.status))).to.deep.equal(new Set(['ongoing', 'upcoming', 'completed']));
      const now = Date.now() / 1000;
      for (const event of events) {
        expect(event.start).to.be.below(event.end);
        const expected = event.end <= now ? 'completed' : event.start > now ? 'upcoming' : 'ongoing';
        expect(event.status, `event ${event.id}`).to.equal(expected);
        expect(event.createdAt).to.equal(undefined);
      }
    });

    it('reads one event with createdAt and updatedAt', async () => {
      const { token } = await service.login();
      const { status, body } = await call('/event/2', { token });
      expect(status).to.equal(200);
      expect(body.event).to.include({ id: 2, name: '24-hour Speedrun Marathon' });
      expect(body.event).to.have.property('createdAt').that.is.a('string');
      expect(body.event).to.have.property('updatedAt').that.is.a('string');
      expect((body.event as { description: string }).description).to.contain('\n');
    });

    it('refuses a missing or unknown token with 401', async () => {
      for (const token of [undefined, 'not-a-token']) {
        for (const path of ['/event/list', '/event/1']) {
          const answer = await call(path, { token });
          expect(answer.status).to.equal(401);
          expect(answer.body.message).to.equal('Please log in again.');
        }
      }
    });

    it('answers 404 for an unknown or non-numeric id', async () => {
      const { token } = await service.login();
      for (const id of ['999', 'abc', '1.5']) {
        const answer = await call(`/event/${id}`, { token });
        expect(answer.status).to.equal(404);
        expect(answer.body.message).to.equal('Event not found.');
      }
    });

    it('serves the events a test puts in place', async () => {
      const hostile = { id: 7, name: '<img src=x onerror=alert(1)>', description: '', url: 'javascript:alert(1)', callToAction: 'Go', location: '', start: 1, end: 2, status: 'completed', tags: [] };
      await fetch(`${serviceUrl}/__control/events`, { method: 'POST', body: JSON.stringify({ events: [hostile] }) });
      const { token } = await service.login();
      expect((await call('/event/list', { token })).body.events).to.deep.equal([hostile]);
    });
  });

  describe('OAuth stand-in', () => {
    /** Presses "Allow" on a consent page as the browser would (a form POST), following it to the result page. */
    async function allow(consent: Answer): Promise<Answer & { action: string }> {
      const action = /<form method="post" action="(\/oauth\/[0-9a-f]+\/allow)">/.exec(consent.text)![1];
      const response = await fetch(serviceUrl + action, { method: 'POST' });
      expect(response.redirected, 'sent on to the result page').to.equal(true);
      return { status: response.status, body: {}, text: await response.text(), headers: response.headers, action };
    }
    // The page that started the flow: the service keeps its Referer (an origin, across origins).
    const backLink = `<a class="button" href="${location.origin}/">Back to the site</a>`;

    it('shows a consent page for a known platform, and a 404 page for an unknown one', async () => {
      const consent = await call(`${serviceUrl}/api/v1/auth/twitch/user/loyalty/${DEMO_TEAM}`);
      expect(consent.status).to.equal(200);
      expect(consent.text).to.contain('with Twitch').and.contain('A new membership account will be created').and.contain('>Allow</button>');
      const unknown = await call(`${serviceUrl}/api/v1/auth/myspace/user/loyalty/${DEMO_TEAM}`);
      expect(unknown.status).to.equal(404);
    });

    /** Presses "Allow" for a log-in: "Back to the site" carries a one-time code, which the site trades for the session. */
    async function handedBack(consent: Answer): Promise<{ token: string; user: Record<string, unknown> }> {
      const result = await allow(consent);
      expect(result.text).to.contain('Back on the site you are logged in.');
      const back = new URL(/<a class="button" href="([^"]+)">Back to the site<\/a>/.exec(result.text)![1].replaceAll('&amp;', '&'));
      expect(back.origin + back.pathname, 'back to the page that started it').to.equal(`${location.origin}/`);
      const code = back.searchParams.get('loyalty_handover')!;
      expect(code).to.match(/^[0-9a-f]{16,}$/);
      const traded = await fetch(`${serviceUrl}/oauth/handover/${code}`, { method: 'POST' });
      expect(traded.status).to.equal(200);
      // Once only: the code is spent.
      const again = await fetch(`${serviceUrl}/oauth/handover/${code}`, { method: 'POST' });
      expect(again.status).to.equal(404);
      expect((await again.json()).message).to.equal('This log-in has expired: log in again.');
      return traded.json();
    }

    it('creates an account when logged out and hands the log-in back to the site with a one-time code', async () => {
      const { token, user } = await handedBack(await call(`${serviceUrl}/api/v1/auth/twitch/user/loyalty/${DEMO_TEAM}`));
      // Its own profile, nothing of the demo fan's, and a session the API takes.
      expect(user).to.include({ name: 'twitch_fan', gold: 0, dateOfBirth: '', shippingAddressStreet: '' });
      expect(user.avatar).to.equal(`${serviceUrl}/media/avatar/${user.id}.svg`);
      expect((await call('/event/list', { token })).status).to.equal(200);

      // The same platform account again: recognised, not created twice.
      const again = await call(`${serviceUrl}/api/v1/auth/twitch/user/loyalty/${DEMO_TEAM}`);
      expect(again.text).to.contain("Log in to <strong>twitch_fan</strong>'s membership with Twitch?");
      expect((await handedBack(again)).user.id).to.equal(user.id);
    });

    it('connects the platform to the account of the token and says so, once', async () => {
      const { token } = await service.login();
      const consent = await call(`${serviceUrl}/api/v1/auth/discord/user/loyalty/${DEMO_TEAM}?user_auth_token=${token}`);
      expect(consent.text).to.contain('Connect your Discord account to <strong>Demo Fan</strong>');
      const result = await allow(consent);
      expect(result.status).to.equal(200);
      expect(result.text).to.contain('Your Discord account is now connected to <strong>Demo Fan</strong>.').and.contain(backLink);
      // Allowing is a POST: following the link does nothing. Posting again shows the same result.
      expect((await call(serviceUrl + result.action)).status).to.equal(404);
      const repeated = await fetch(serviceUrl + result.action, { method: 'POST' });
      expect(await repeated.text()).to.equal(result.text);
      // An unknown request has expired.
      expect((await fetch(`${serviceUrl}/oauth/0123abcd/allow`, { method: 'POST' })).status).to.equal(404);
      expect((await call(`${serviceUrl}/oauth/0123abcd`)).status).to.equal(404);
    });

    it('does not connect a platform account that belongs to another member', async () => {
      await allow(await call(`${serviceUrl}/api/v1/auth/twitch/user/loyalty/${DEMO_TEAM}`));
      const { token } = await service.login();
      const refused = await call(`${serviceUrl}/api/v1/auth/twitch/user/loyalty/${DEMO_TEAM}?user_auth_token=${token}`);
      expect(refused.text).to.contain('already belongs to another member, twitch_fan').and.contain(backLink);
      expect(refused.text).not.to.contain('Allow');
    });
  });

  describe('avatars', () => {
    const avatarOf = async (user: Record<string, unknown>) => {
      const response = await fetch(user.avatar as string);
      expect(response.headers.get('content-type')).to.equal('image/svg+xml');
      const svg = new DOMParser().parseFromString(await response.text(), 'image/svg+xml');
      expect(svg.querySelector('parsererror'), 'well-formed SVG').to.equal(null);
      return { title: svg.querySelector('title')!.textContent, initials: svg.querySelector('text')!.textContent };
    };

    it("draws each user's own initials, for the demo fan and for sign-ups", async () => {
      expect(await avatarOf((await service.login()).user)).to.deep.equal({ title: 'Demo Fan', initials: 'DF' });
      const ada = (await call('/signup', { body: { ...signup, username: 'Ada Lovelace' } })).body.user as Record<string, unknown>;
      expect(ada.avatar).to.equal(`${serviceUrl}/media/avatar/${ada.id}.svg`);
      expect(await avatarOf(ada)).to.deep.equal({ title: 'Ada Lovelace', initials: 'AL' });
      const plain = (await call('/signup', { body: { ...signup, email: 'zoe@example.com' } })).body.user as Record<string, unknown>;
      expect(await avatarOf(plain)).to.deep.equal({ title: 'zoe', initials: 'Z' });
    });

    it('escapes the name it draws, and answers 404 for an unknown user', async () => {
      const name = '<b>Ünal</b> & "Zoë"';
      const user = (await call('/signup', { body: { ...signup, username: name } })).body.user as Record<string, unknown>;
      expect(await avatarOf(user)).to.deep.equal({ title: name, initials: 'BÜ' });
      const missing = await call(`${serviceUrl}/media/avatar/999.svg`);
      expect(missing.status).to.equal(404);
    });
  });

  describe('errors and faults', () => {
    it('answers an unknown team, route or path with 404 and a message', async () => {
      const team = await call(`${serviceUrl}/api/v1/loyalty/nobody/login`, { body: {} });
      expect(team.status).to.equal(404);
      expect(team.body.message).to.equal('Team not found.');
      for (const path of [`${api}/nothing`, `${serviceUrl}/nothing`]) {
        const answer = await call(path);
        expect(answer.status).to.equal(404);
        expect(answer.body.message).to.be.a('string').and.not.empty;
      }
    });

    it('answers a matching request as the fault says, as many times as it says', async () => {
      await service.fault({ match: '/login$', method: 'POST', status: 502, body: '<html><h1>Bad gateway</h1></html>', times: 1 });
      const faulted = await call('/login', { body: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
      expect(faulted.status).to.equal(502);
      expect(faulted.text).to.equal('<html><h1>Bad gateway</h1></html>');
      expect(faulted.headers.get('content-type')).to.contain('text/html');
      expect((await call('/login', { body: { email: DEMO_EMAIL, password: DEMO_PASSWORD } })).status).to.equal(200);
      // Both were recorded, the faulted one included.
      expect((await service.requests()).map((r) => r.path)).to.deep.equal([`/api/v1/loyalty/${DEMO_TEAM}/login`, `/api/v1/loyalty/${DEMO_TEAM}/login`]);
    });

    it('serves malformed JSON with a 200 when told to', async () => {
      await service.fault({ match: '/event/list$', status: 200, body: '{"events": [', contentType: 'application/json' });
      const { token } = await service.login();
      const answer = await call('/event/list', { token });
      expect(answer.status).to.equal(200);
      expect(answer.text).to.equal('{"events": [');
    });

    it('drops the connection: the browser sees a network error, once, with no silent retry', async () => {
      await call('/login', { body: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
      await service.fault({ match: '/login$', drop: true, times: 1 });
      let failure: unknown;
      await call('/login', { body: { email: DEMO_EMAIL, password: DEMO_PASSWORD } }).catch((error) => (failure = error));
      expect(failure).to.be.instanceOf(TypeError);
      expect((await call('/login', { body: { email: DEMO_EMAIL, password: DEMO_PASSWORD } })).status).to.equal(200);
      expect(await service.requests()).to.have.length(3);
    });

    it('holds a request until released, then answers it normally', async () => {
      await service.fault({ match: '/login$', hold: true, times: 1 });
      let settled = false;
      const pending = call('/login', { body: { email: DEMO_EMAIL, password: DEMO_PASSWORD } }).finally(() => (settled = true));
      // Once the service has recorded it, the request is being held.
      await until(async () => (await service.requests()).length === 1, 'the held request');
      expect(settled).to.equal(false);
      expect((await service.release()) as { released: number }).to.deep.equal({ released: 1 });
      expect((await pending).status).to.equal(200);
    });

    it('drops a request held across a reset, so it cannot change the next test’s state', async () => {
      const signup = { email: 'held@example.com', password: 'secret-123', dateOfBirth: '01/02/1990', interval: 'month', tags: [], membership: 1 };
      await service.fault({ match: '/signup$', hold: true, times: 1 });
      const held = call('/signup', { body: signup }).then(
        () => 'answered',
        () => 'dropped',
      );
      await until(async () => (await service.requests()).length === 1, 'the held request');
      await service.reset();
      expect(await held).to.equal('dropped');
      // The held sign-up never happened: the same e-mail signs up afresh.
      expect((await call('/signup', { body: signup })).status).to.equal(200);
    });

    it('reset clears faults, the request log and the outbox', async () => {
      await call('/password/forgot', { body: { email: DEMO_EMAIL } });
      await service.fault({ match: '.', status: 500 });
      await service.reset();
      expect(await service.requests()).to.deep.equal([]);
      expect(await service.outbox()).to.deep.equal([]);
      expect((await call('/login', { body: { email: DEMO_EMAIL, password: DEMO_PASSWORD } })).status).to.equal(200);
    });
  });

  describe('pages', () => {
    it('serves pictures for resource ids and the avatar', async () => {
      for (const path of ['/media/resource/201', '/media/avatar/1.svg']) {
        const response = await fetch(serviceUrl + path);
        expect(response.headers.get('content-type')).to.equal('image/svg+xml');
        expect(await response.text()).to.contain('<svg');
      }
    });

    it('labels a picture only with text, whatever the event it belongs to is called', async () => {
      const [first] = ((await call('/event/list', { token: (await service.login()).token })).body.events as Record<string, unknown>[]);
      await fetch(`${serviceUrl}/__control/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ events: [{ ...first, name: { nodeType: 1 } }] }),
      });
      const response = await fetch(`${serviceUrl}/media/resource/${first.resourceId}`);
      expect(response.status).to.equal(200);
      expect(await response.text()).to.contain(`<title>Image ${first.resourceId}</title>`);
    });

    it('escapes what it puts in the outbox page', async () => {
      await call('/password/forgot', { body: { email: DEMO_EMAIL, returnPath: '/"><script>alert(1)</script>' } });
      const page = await call(`${serviceUrl}/outbox`);
      expect(page.text).not.to.contain('<script>');
    });
  });

  describe('the interface spec', () => {
    it('answers log in, sign up, the event list and an event read in the shapes the spec promises', async () => {
      const login = await call('/login', { body: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
      expect(misfit(spec.login, login.body), 'log in').to.equal('');
      for (const membership of [1, 2]) {
        const answer = await call('/signup', { body: { ...signup, email: `spec${membership}@example.com`, membership } });
        expect(misfit(spec.signup, answer.body), `sign up, membership ${membership}`).to.equal('');
        expect('href' in answer.body, `membership ${membership} has a checkout`).to.equal(membership === 2);
      }
      const token = login.body.token as string;
      const list = await call('/event/list', { token });
      expect(misfit(spec.eventList, list.body), 'event list').to.equal('');
      expect((list.body.events as unknown[]).length).to.be.greaterThan(0);
      for (const { id } of list.body.events as { id: number }[]) {
        expect(misfit(spec.eventRead, (await call(`/event/${id}`, { token })).body), `event ${id}`).to.equal('');
      }
    });

    it('answers what the client reads without dropping or defaulting anything', async () => {
      const login = await call('/login', { body: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
      expect(readAuth(login.body)).to.deep.equal(login.body);
      const token = login.body.token as string;
      const list = await call('/event/list', { token });
      expect(readEventList(list.body)).to.deep.equal(list.body.events);
      const read = await call('/event/4', { token });
      expect(readEventRead(read.body, 4)).to.deep.equal(read.body.event);
    });
  });
});

import { expect } from '@open-wc/testing';
import { ApiError, LoyaltyClient, type ApiErrorKind } from '../../src/api/client.js';
import type { ScheduledEvent, User } from '../../src/api/types.js';
import { endpoints } from '../support/endpoints.js';
import { collectGarbage } from '../support/gc.js';
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_TEAM, service, serviceUrl, until } from '../support/service.js';
import { describeValue as name, hostileJsonNumbers, hostileValues, unsafeUrls, unusableTeams, withEachField } from '../support/hostile.js';
import { drawn, misfit } from '../support/shapes.js';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  signal?: AbortSignal | null;
}

const user: User = { id: 7, name: 'Fan', gold: 10 };
const event: ScheduledEvent = {
  id: 3,
  name: 'Finals',
  description: '',
  url: 'https://example.com',
  callToAction: 'Watch',
  location: 'Online',
  start: 1,
  end: 2,
  status: 'upcoming',
  tags: [],
};

/** A client whose fetch answers with `respond` and records what was sent. */
function stubbed(respond: (sent: Sent) => Response | Promise<Response>, timeout = 1_000) {
  const sent: Sent[] = [];
  const fetchStub = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request: Sent = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
      signal: init?.signal,
    };
    sent.push(request);
    return respond(request);
  }) as typeof fetch;
  return { client: endpoints(new LoyaltyClient('https://loyalty.test/', 'team one/ü', { fetch: fetchStub, timeout })), sent };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Resolves with the error a call rejects with. */
async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('the call did not fail');
}

const base = 'https://loyalty.test/api/v1/loyalty/team%20one%2F%C3%BC';

describe('LoyaltyClient', () => {
  describe('endpoints', () => {
    it('signs up with a JSON body and no token header', async () => {
      const { client, sent } = stubbed(() => json({ token: 't', user, href: 'https://pay.test' }));
      const body = { email: 'a@b.c', password: 'pw', dateOfBirth: '01/02/2000', interval: 'month' as const, tags: [1], membership: 2 };
      const result = await client.signup(body);
      expect(result).to.deep.equal({ token: 't', user, href: 'https://pay.test' });
      expect(sent[0].url).to.equal(`${base}/signup`);
      expect(sent[0].method).to.equal('POST');
      expect(sent[0].body).to.deep.equal(body);
      expect(sent[0].headers['content-type']).to.equal('application/json');
      expect(sent[0].headers).not.to.have.property('x-user-auth-token');
    });

    it('logs in and returns token and user', async () => {
      const { client, sent } = stubbed(() => json({ token: 'tok', user }));
      expect(await client.login({ email: 'a@b.c', password: 'pw', giftToken: 'g' })).to.deep.equal({ token: 'tok', user });
      expect(sent[0].url).to.equal(`${base}/login`);
      expect(sent[0].body).to.deep.equal({ email: 'a@b.c', password: 'pw', giftToken: 'g' });
    });

    it('asks for a reset link and resets a password, both without a token header', async () => {
      const { client, sent } = stubbed(() => new Response('', { status: 200 }));
      await client.forgotPassword({ email: 'a@b.c', returnPath: '/reset' });
      await client.resetPassword({ password: 'new-password', token: 'r1' });
      expect(sent.map((s) => s.url)).to.deep.equal([`${base}/password/forgot`, `${base}/password/reset`]);
      expect(sent[1].body).to.deep.equal({ password: 'new-password', token: 'r1' });
      expect(sent.every((s) => !('x-user-auth-token' in s.headers))).to.be.true;
    });

    it('reads the team root at the trailing slash without a token, tiers lowest first', async () => {
      const tiers = [{ id: 3, name: 'Gold', gold: 2000 }, { id: 1, name: 'Bronze', gold: 0 }];
      const { client, sent } = stubbed(() => json({ team: { name: 'Acme', currencyName: ' Acme Coins ', loyaltyMemberships: [{ id: 1, name: 'Free', priceMonth: 0, priceYear: 0, gold: 5 }], loyaltyTiers: tiers, tags: [{ id: 1, name: 'Merch', createdAt: 'x' }] } }));
      expect(await client.teamSettings()).to.deep.equal({
        name: 'Acme',
        currencyName: 'Acme Coins',
        memberships: [{ id: 1, name: 'Free', priceMonth: 0, priceYear: 0 }],
        tiers: [{ id: 1, name: 'Bronze', gold: 0 }, { id: 3, name: 'Gold', gold: 2000 }],
        tags: [{ id: 1, name: 'Merch' }],
      });
      expect(sent[0].url).to.equal(`${base}/`);
      expect(sent[0].method).to.equal('GET');
      expect(sent[0].headers).not.to.have.property('x-user-auth-token');
    });

    it('keeps what is usable of a hostile team root and refuses one without a team', async () => {
      for (const value of hostileValues) {
        const { client } = stubbed(() => json({ team: { name: value, currencyName: value, loyaltyMemberships: value, loyaltyTiers: [value, { id: 1, name: value, gold: value }], tags: value } }));
        const team = await client.teamSettings();
        expect(team.name, name(value)).to.be.a('string');
        expect(team.currencyName === undefined || (typeof team.currencyName === 'string' && !!team.currencyName), name(value)).to.be.true;
        expect([team.memberships, team.tags], name(value)).to.deep.equal([[], []]);
        expect(team.tiers.map((tier) => [tier.id, typeof tier.name, Number.isFinite(tier.gold)]), name(value)).to.deep.equal([[1, 'string', true]]);
      }
      for (const body of [{}, { team: 'Acme' }, { team: [] }, []]) {
        const { client } = stubbed(() => json(body));
        expect((await failure(client.teamSettings())).kind, JSON.stringify(body)).to.equal('invalid');
      }
    });

    it('reads the current fan with the token, the rank under `total` or the docs\' `rank`, and the unread count', async () => {
      const { client, sent } = stubbed((request) =>
        json(request.headers['x-user-auth-token'] === 'a' ? { user, rank: { position: 7, total: 230 }, unread: 2 } : { user, rank: { position: 100, rank: 10000 } }),
      );
      expect(await client.currentUser('a')).to.deep.equal({ user, rank: { position: 7, total: 230 }, unread: 2 });
      expect(await client.currentUser('b')).to.deep.equal({ user, rank: { position: 100, total: 10000 } });
      expect(sent[0].url).to.equal(`${base}/user`);
      expect(sent[0].headers['x-user-auth-token']).to.equal('a');
    });

    it('leaves out a rank or unread count it cannot show, and refuses an answer without a fan', async () => {
      const ranks = [null, 'first', { position: 0, total: 5 }, { position: 8, total: 7 }, { position: 1.5, total: 9 }, { position: -1, total: 9 }, { position: 1 }];
      for (const rank of ranks) {
        const { client } = stubbed(() => json({ user, rank, unread: -1 }));
        expect(await client.currentUser('t'), JSON.stringify(rank)).to.deep.equal({ user });
      }
      const { client } = stubbed(() => json({ rank: { position: 1, total: 1 } }));
      expect((await failure(client.currentUser('t'))).kind).to.equal('invalid');
    });

    it('hands back the token and fan a password reset answers with, and nothing from an empty answer', async () => {
      const answers = [json({ token: 'tok', user }), json({ token: 'tok' }), json({ token: 'bad token\n' }), new Response('', { status: 200 }), json('ok')];
      const { client } = stubbed(() => answers.shift()!);
      const reset = () => client.resetPassword({ password: 'p', token: 'r' });
      expect(await reset()).to.deep.equal({ token: 'tok', user });
      expect(await reset()).to.deep.equal({ token: 'tok', user: undefined });
      expect(await reset()).to.deep.equal({ token: undefined, user: undefined });
      expect(await reset()).to.deep.equal({});
      expect(await reset()).to.deep.equal({});
    });

    it('lists and reads events with the token header', async () => {
      const { client, sent } = stubbed((s) => (s.url.endsWith('/list') ? json({ events: [event] }) : json({ event })));
      expect(await client.listEvents('tok')).to.deep.equal([event]);
      expect(await client.getEvent(3, 'tok')).to.deep.equal(event);
      expect(sent.map((s) => [s.method, s.url, s.headers['x-user-auth-token']])).to.deep.equal([
        ['GET', `${base}/event/list`, 'tok'],
        ['GET', `${base}/event/3`, 'tok'],
      ]);
    });

    it('gives events without tags an empty tag list', async () => {
      const { client } = stubbed(() => json({ events: [{ ...event, tags: undefined }] }));
      expect((await client.listEvents('tok'))[0].tags).to.deep.equal([]);
    });

    it('builds the OAuth start address in both modes', () => {
      const { client } = stubbed(() => json({}));
      expect(client.oauthUrl('twitch')).to.equal('https://loyalty.test/api/v1/auth/twitch/user/loyalty/team%20one%2F%C3%BC');
      expect(client.oauthUrl('discord', 'a b&c')).to.equal(
        'https://loyalty.test/api/v1/auth/discord/user/loyalty/team%20one%2F%C3%BC?user_auth_token=a%20b%26c',
      );
    });

    it('passes an AbortSignal on every call', async () => {
      const { client, sent } = stubbed(() => json({ events: [] }));
      await client.listEvents('tok');
      expect(sent[0].signal).to.be.instanceOf(AbortSignal);
    });
  });

  describe('failures', () => {
    it("shows the service's {message} with the status", async () => {
      const { client } = stubbed(() => json({ message: 'Incorrect e-mail or password.' }, 401));
      const error = await failure(client.login({ email: 'a@b.c', password: 'x' }));
      expect(error).to.be.instanceOf(ApiError);
      expect([error.kind, error.status, error.serviceMessage]).to.deep.equal(['http', 401, 'Incorrect e-mail or password.']);
    });

    it("is an ApiError of every copy of the bundle, and a page's own error of that name is not one", () => {
      // Another copy's: its own class, the same mark.
      const otherCopys = Object.assign(new Error('Not found'), { name: 'ApiError', [Symbol.for('loyalty-widgets.api-error')]: true });
      expect(otherCopys).to.be.instanceOf(ApiError);
      const pages = Object.assign(new Error('Not found'), { name: 'ApiError', status: 401, kind: 'expired' });
      expect(pages).not.to.be.instanceOf(ApiError);
      expect(null).not.to.be.instanceOf(ApiError);
    });

    it('reads how long a 429 asks to wait, in seconds or as an HTTP date, across origins', async () => {
      await service.reset();
      await service.fault({ match: 'login$', status: 429, body: '{"message":"Slow down."}', headers: { 'retry-after': '42' }, times: 1 });
      const real = endpoints(new LoyaltyClient(serviceUrl, DEMO_TEAM));
      const error = await failure(real.login({ email: DEMO_EMAIL, password: 'x' }));
      expect([error.kind, error.status, error.retryAfter]).to.deep.equal(['http', 429, 42]);
      const at = new Date(Date.now() + 90_000).toUTCString();
      for (const [header, seconds] of [[at, 90], ['Wed, 21 Oct 2015 07:28:00 GMT', undefined], ['soon', undefined], ['-5', undefined]] as const) {
        const { client } = stubbed(() => new Response('{}', { status: 429, headers: { 'retry-after': header } }));
        const wait = (await failure(client.login({ email: 'a@b.c', password: 'x' }))).retryAfter;
        // An HTTP date is read against the clock: a second either way.
        if (seconds === undefined) expect(wait, header).to.equal(undefined);
        else expect(Math.abs(wait! - seconds), header).to.be.at.most(1);
      }
    });

    it('holds a hostile or absurd Retry-After to a quarter of an hour, and reads none from what is no wait', async () => {
      const cases = [
        ['9'.repeat(400), 900],
        ['99999999999', 900],
        ['Fri, 31 Dec 9999 23:59:59 GMT', 900],
        ['901', 900],
        ['900', 900],
        ['Infinity', undefined],
        ['NaN', undefined],
        ['-30', undefined],
        ['1e400', undefined],
      ] as const;
      for (const [header, seconds] of cases) {
        const { client } = stubbed(() => new Response('{}', { status: 429, headers: { 'retry-after': header } }));
        const wait = (await failure(client.login({ email: 'a@b.c', password: 'x' }))).retryAfter;
        expect(wait, header.slice(0, 20)).to.equal(seconds);
      }
    });

    it('reports a 4xx without a message as a refusal with no words of its own', async () => {
      const { client } = stubbed(() => new Response('Bad Request', { status: 400 }));
      const error = await failure(client.login({ email: 'a@b.c', password: 'x' }));
      expect([error.kind, error.status, error.serviceMessage]).to.deep.equal(['http', 400, undefined]);
    });

    it('never shows a 5xx HTML page', async () => {
      const { client } = stubbed(() => new Response('<html><h1>502 Bad Gateway</h1></html>', { status: 502 }));
      const error = await failure(client.listEvents('tok'));
      expect([error.kind, error.status, error.serviceMessage]).to.deep.equal(['server', 502, undefined]);
    });

    it("reads the service's {error} when it sends no {message}, as the official client does", async () => {
      const answers = [json({ error: 'Not enough points.' }, 400), json({ message: ' ', error: 'Out of stock.' }, 400), json({ message: 'First.', error: 'Second.' }, 400)];
      const { client } = stubbed(() => answers.shift()!);
      const messages = [];
      for (let i = 0; i < 3; i++) messages.push((await failure(client.listEvents('tok-123'))).serviceMessage);
      expect(messages).to.deep.equal(['Not enough points.', 'Out of stock.', 'First.']);
    });

    it('keeps no service message that repeats the token it was sent: it would be shown and told to the page', async () => {
      const token = 'b36a8b64eba2a6d0';
      const answers = [json({ message: `Token ${token} may not do that.` }, 403), json({ message: `Bad header x-user-auth-token: ${token}`, error: 'Forbidden.' }, 403), json({ message: `Token ${token} expired.` }, 500)];
      const { client } = stubbed(() => answers.shift()!);
      const errors = [];
      for (let i = 0; i < 3; i++) errors.push(await failure(client.listEvents(token)));
      expect(errors.map((error) => [error.kind, error.serviceMessage])).to.deep.equal([['http', undefined], ['http', 'Forbidden.'], ['server', undefined]]);
      for (const error of errors) expect(`${error.message} ${JSON.stringify(error)}`).not.to.contain(token);
    });

    it('ignores an empty or non-string message', async () => {
      const { client } = stubbed(() => json({ message: { nested: true } }, 500));
      const error = await failure(client.listEvents('tok'));
      expect([error.kind, error.serviceMessage]).to.deep.equal(['server', undefined]);
    });

    it('reports a network failure', async () => {
      const { client } = stubbed(() => Promise.reject(new TypeError('Failed to fetch')));
      const error = await failure(client.login({ email: 'a@b.c', password: 'x' }));
      expect([error.kind, error.status, error.serviceMessage]).to.deep.equal(['network', 0, undefined]);
    });

    it('reports a timeout when the service does not answer in time', async () => {
      const { client } = stubbed(
        (s) => new Promise((_, reject) => s.signal!.addEventListener('abort', () => reject(s.signal!.reason))),
        20,
      );
      const error = await failure(client.listEvents('tok'));
      expect([error.kind, error.serviceMessage]).to.deep.equal(['timeout', undefined]);
    });

    it("passes the caller's own abort through untouched", async () => {
      const { client } = stubbed(
        (s) => new Promise((_, reject) => s.signal!.addEventListener('abort', () => reject(s.signal!.reason))),
      );
      const controller = new AbortController();
      const call = failure(client.listEvents('tok', { signal: controller.signal }));
      controller.abort();
      const error = await call;
      expect(error).not.to.be.instanceOf(ApiError);
      expect((error as Error).name).to.equal('AbortError');
    });

    it('times out and still lets the caller abort while a signal of its own is live', async () => {
      const hang = (s: Sent) => new Promise<Response>((_, reject) => s.signal!.addEventListener('abort', () => reject(s.signal!.reason)));
      const timedOut = await failure(stubbed(hang, 20).client.listEvents('tok', { signal: new AbortController().signal }));
      expect([timedOut.kind, timedOut.serviceMessage]).to.deep.equal(['timeout', undefined]);

      const controller = new AbortController();
      const call = failure(stubbed(hang).client.listEvents('tok', { signal: controller.signal }));
      controller.abort();
      expect((await call).name).to.equal('AbortError');

      const { client } = stubbed(() => json({ events: [] }));
      expect(await client.listEvents('tok', { signal: new AbortController().signal })).to.deep.equal([]);
    });

    it('reports malformed JSON without the parser text', async () => {
      const { client } = stubbed(() => new Response('{"token": ', { status: 200 }));
      const error = await failure(client.login({ email: 'a@b.c', password: 'x' }));
      expect([error.kind, error.serviceMessage]).to.deep.equal(['invalid', undefined]);
    });

    it('refuses a 2xx body without what the contract promises', async () => {
      const cases: [string, () => Promise<unknown>, unknown][] = [
        ['login without token', () => stubbed(() => json({ user })).client.login({ email: 'a', password: 'b' }), 0],
        ['login without user', () => stubbed(() => json({ token: 't' })).client.login({ email: 'a', password: 'b' }), 0],
        ['signup with a numeric href', () => stubbed(() => json({ token: 't', user, href: 4 })).client.signup({} as never), 0],
        ['list without events', () => stubbed(() => json({ items: [] })).client.listEvents('t'), 0],
        ['list with a broken event', () => stubbed(() => json({ events: [null] })).client.listEvents('t'), 0],
        ['read without event', () => stubbed(() => json({})).client.getEvent(1, 't'), 0],
      ];
      for (const [what, call] of cases) {
        const error = await failure(call());
        expect([error.kind, error.serviceMessage], what).to.deep.equal(['invalid', undefined]);
      }
    });
  });

  describe('answers', () => {
    const tier = { id: 2, name: 'Silver', gold: 500, resourceId: 112 };
    const membership = { id: 2, name: 'Silver', priceMonth: 499, priceYear: 4990, resourceId: 102 };
    const fullUser = { ...user, avatar: 'https://a.test/1.svg', loyaltyTier: tier, loyaltyMembership: membership, tags: [{ id: 1, name: 'Merch' }] };

    it('hands over users only in the shape the elements draw, whatever each field holds', async () => {
      const seen = new Set<string>();
      for (const { label, value } of withEachField(fullUser)) {
        const { client } = stubbed(() => json({ token: 'tok', user: value }));
        const auth = await client.login({ email: 'a', password: 'b' }).catch((error: ApiError) => error);
        if (auth instanceof ApiError) {
          // Only a user without a usable id is no user at all.
          expect([auth.kind, label.startsWith('id =')], label).to.deep.equal(['invalid', true]);
          continue;
        }
        expect(misfit(drawn.auth, auth), label).to.equal('');
        seen.add(typeof auth.user.name);
      }
      expect([...seen]).to.deep.equal(['string']);
    });

    it('reads tier and membership whole or not at all', async () => {
      for (const [field, object] of [['loyaltyTier', tier], ['loyaltyMembership', membership]] as const) {
        for (const { label, value } of withEachField(object)) {
          const { client } = stubbed(() => json({ token: 'tok', user: { ...user, [field]: value } }));
          const { user: read } = await client.login({ email: 'a', password: 'b' });
          expect(misfit(drawn.auth.entries.user, read), `${field}.${label}`).to.equal('');
          if (label.startsWith('id =') && read[field]) expect(read[field]!.id, label).to.be.a('number');
        }
      }
    });

    it('hands over events only in the shape the elements draw, whatever each field holds', async () => {
      for (const { label, value } of withEachField({ ...event, resourceId: 4, tags: [{ id: 1, name: 'Merch' }] })) {
        const { client } = stubbed(() => json({ events: [value, { ...event, id: 4 }] }));
        const events = await client.listEvents('tok');
        for (const read of events) expect(misfit(drawn.event, read), label).to.equal('');
        // A broken event is left out; the others stay.
        expect(events.map((e) => e.id), label).to.include(4);
      }
    });

    it('reads numbers JSON cannot write back (1e400, -0, 2^53 + 1) as finite numbers and safe ids, or not at all', async () => {
      for (const number of hostileJsonNumbers) {
        const body = `{"token":"tok","user":{"id":${number},"name":"Fan","gold":${number},"loyaltyTier":{"id":${number},"name":"T","gold":${number}}},` +
          `"events":[{"id":${number},"name":"E","start":${number},"end":${number},"status":"upcoming","resourceId":${number},"tags":[]},{"id":1,"start":${number},"end":${number}}]}`;
        const { client } = stubbed(() => new Response(body, { status: 200 }));
        const auth = await client.login({ email: 'a', password: 'b' }).catch(() => undefined);
        if (auth) expect(misfit(drawn.auth, auth), number).to.equal('');
        for (const read of await client.listEvents('t')) expect(misfit(drawn.event, read), number).to.equal('');
      }
    });

    it('shows no status it does not know, not even one named after an object key', async () => {
      for (const status of ['constructor', '__proto__', 'toString', 'Upcoming', 'cancelled', '']) {
        const { client } = stubbed(() => json({ events: [{ ...event, status }] }));
        const [read] = await client.listEvents('tok');
        expect(read, status).not.to.have.property('status');
      }
    });

    it('leaves out a second event with the same id', async () => {
      const { client } = stubbed(() => json({ events: [event, { ...event, name: 'Copy' }] }));
      expect((await client.listEvents('tok')).map((e) => e.name)).to.deep.equal(['Finals']);
    });

    it('refuses an event read that answers another event, or one with an id it cannot be', async () => {
      for (const id of [4, -3, '3', 3.5, null]) {
        const { client } = stubbed(() => json({ event: { ...event, id } }));
        const error = await failure(client.getEvent(3, 'tok'));
        expect([error.kind, error.serviceMessage], String(id)).to.deep.equal(['invalid', undefined]);
      }
    });

    it('refuses a token it could not send back in a header', async () => {
      for (const token of ['a\nb', 'a b', 'tök', '🎟️', '\x00', ' ', ...hostileValues.filter((x) => typeof x !== 'string')]) {
        const { client } = stubbed(() => json({ token, user }));
        const error = await failure(client.login({ email: 'a', password: 'b' }));
        expect(error.kind, name(token)).to.equal('invalid');
      }
    });

    it('refuses a list whose every event is unreadable', async () => {
      const { client } = stubbed(() => json({ events: [{ id: -1 }, 'x', [], { ...event, id: '3' }] }));
      expect((await failure(client.listEvents('tok'))).kind).to.equal('invalid');
    });
  });

  describe('configuration', () => {
    /** A client for `baseUrl` and `team` whose fetch only counts. */
    function counted(baseUrl: string, team: string) {
      const seen = { calls: 0, urls: [] as string[] };
      const fetchStub = (async (input: RequestInfo | URL) => {
        seen.calls++;
        seen.urls.push(String(input));
        return json({ token: 't', user });
      }) as typeof fetch;
      return { client: endpoints(new LoyaltyClient(baseUrl, team, { fetch: fetchStub })), seen };
    }

    async function refused(baseUrl: string, team: string, kind: ApiErrorKind) {
      const { client, seen } = counted(baseUrl, team);
      const label = `${name(baseUrl)} ${name(team)}`;
      expect(client.problem?.kind, label).to.equal(kind);
      const errors = await Promise.all([
        failure(client.login({ email: 'a', password: 'b' })),
        failure(client.signup({} as never)),
        failure(client.forgotPassword({ email: 'a' })),
        failure(client.resetPassword({ password: 'p', token: 't' })),
        failure(client.listEvents('t')),
        failure(client.getEvent(1, 't')),
      ]);
      expect(errors.map((e) => e.kind), label).to.deep.equal(Array(6).fill(kind));
      expect(() => client.oauthUrl('twitch'), label).to.throw(ApiError);
      expect(seen.calls, label).to.equal(0);
    }

    it('never calls the service for a team that is empty or would leave its path segment', async () => {
      for (const team of unusableTeams) await refused('https://loyalty.test', team, 'unusable-team');
    });

    it('never calls a base-url that is not an http(s) address of its own', async () => {
      const addresses = [
        // A relative address is a path on the page (see below), also one that spells a scheme in an entity.
        ...unsafeUrls.filter((url) => url !== 'javascript&colon;window.__pwned=1'),
        'ftp://loyalty.test',
        'ws://loyalty.test',
        '',
        'https://user:secret@loyalty.test',
        'https://loyalty.test/?',
        'https://loyalty.test/?tenant=a',
        'https://loyalty.test/api/v1/loyalty/demo?',
        'https://loyalty.test/#',
        'https://loyalty.test/api/v1/loyalty/demo#',
        'https://',
        'http://[::1',
      ];
      for (const baseUrl of addresses) await refused(baseUrl, 'demo', 'unusable-base-url');
    });

    it('resolves a relative base-url against the page (a reverse proxy on the creator\'s own site)', async () => {
      const cases: [string, string][] = [
        ['/loyalty-api', `${location.origin}/loyalty-api`],
        ['/loyalty-api/', `${location.origin}/loyalty-api`],
        ['//loyalty.test', `${location.protocol}//loyalty.test`],
        ['loyalty-api', new URL('loyalty-api', document.baseURI).href],
      ];
      for (const [baseUrl, resolved] of cases) {
        const { client, seen } = counted(baseUrl, 'demo');
        expect([client.problem, client.baseUrl], baseUrl).to.deep.equal([undefined, resolved]);
        await client.login({ email: 'a', password: 'b' });
        expect(seen.urls[0], baseUrl).to.equal(`${resolved}/api/v1/loyalty/demo/login`);
      }
    });

    it('keeps names that only look like dot segments inside one path segment', async () => {
      for (const team of ['...', '%2e%2e', '%2E.', '.%2e', '. .', ' .. ', 'a/..', '..\\', '\u2024\u2024', '．．', 'ü', '?x#y']) {
        const { client, seen } = counted('https://loyalty.test/base/', team);
        expect(client.problem, name(team)).to.equal(undefined);
        await client.login({ email: 'a', password: 'b' });
        const url = new URL(seen.urls[0]);
        expect([url.origin, url.pathname, url.search, url.hash], name(team)).to.deep.equal([
          'https://loyalty.test',
          `/base/api/v1/loyalty/${encodeURIComponent(team)}/login`,
          '',
          '',
        ]);
      }
    });
  });
});

describe('LoyaltyClient against the fake service', () => {
  beforeEach(() => service.reset());
  afterEach(() => service.release());

  it('times out a held request even when garbage is collected while it waits', async () => {
    await service.fault({ match: '/login$', hold: true, times: 1 });
    const client = endpoints(new LoyaltyClient(serviceUrl, DEMO_TEAM, { timeout: 400 }));
    const outcome = client.login({ email: DEMO_EMAIL, password: DEMO_PASSWORD }, { signal: new AbortController().signal }).then(
      () => 'answered',
      (error: ApiError) => error.kind,
    );
    await until(async () => (await service.requests()).length === 1, 'the held request');
    await collectGarbage();
    // Time is what is under test: the call must have given up well within this.
    const verdict = await Promise.race([outcome, new Promise((resolve) => setTimeout(() => resolve('still waiting'), 4_000))]);
    expect(verdict).to.equal('timeout');
  });
});

import { expect } from '@open-wc/testing';
import { readLeaderboard } from '../../src/api/leaderboard.js';
import { readMissions } from '../../src/api/missions.js';
import { readRedeemed, readShopItems } from '../../src/api/shop.js';
import { LoyaltyClient } from '../../src/api/client.js';
import { endpoints } from '../support/endpoints.js';

/** A client whose fetch answers `body` and records what was sent. */
function stubbed(body: unknown) {
  const sent: { url: string; method: string; headers: Record<string, string>; body?: unknown }[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    });
    return new Response(JSON.stringify(body), { status: 200 });
  }) as typeof globalThis.fetch;
  return { client: endpoints(new LoyaltyClient('https://loyalty.test', 'demo', { fetch })), sent };
}
const base = 'https://loyalty.test/api/v1/loyalty/demo';

/** A fan of `GET /user/list` as the service documents it: a whole user record. */
const wholeFan = {
  id: 4,
  name: 'Other Fan',
  avatar: 'https://loyalty.test/a.png',
  gold: 900,
  goldTotal: 5000,
  goldSpent: 4100,
  createdAt: '2020-01-01T00:00:00.000Z',
  dateOfBirth: '02/29/1996',
  email: 'other@private.example',
  notifications: '2024-01-01T00:00:00.000Z',
  shippingAddressName: 'Other Fan',
  shippingAddressStreet: '1 Hidden Street',
  shippingAddressCity: 'Secretville',
  shippingAddressZip: '00000',
  shippingAddressCountry: 'US',
  loyaltyMembership: { id: 2, name: 'Silver', priceMonth: 499, priceYear: 4990 },
  loyaltyTier: { id: 2, name: 'Silver', gold: 500, resourceId: 112, description: 'secret tier notes' },
  tags: [{ id: 1, name: 'Tournaments' }],
};

describe('spending and earning answers', () => {
  it('lets only id, name, avatar, points and tier of a leaderboard fan past the edge', () => {
    expect(readLeaderboard({ users: [wholeFan] })).to.deep.equal([
      { id: 4, name: 'Other Fan', avatar: 'https://loyalty.test/a.png', gold: 900, loyaltyTier: { id: 2, name: 'Silver', resourceId: 112 } },
    ]);
  });

  it('reads shop items and missions into their shapes, leaving out what does not fit', () => {
    expect(
      readShopItems({ shopItems: [{ id: 1, name: 'Mug', description: 'A mug', price: '300', quantity: 2, loyaltyTierId: null, secret: 'x' }, { name: 'no id' }] }),
    ).to.deep.equal([{ id: 1, name: 'Mug', description: 'A mug', price: 0, quantity: 2 }]);
    expect(readMissions({ missions: [{ id: 1, name: 'Code', description: '', type: 'code', reward: 150, secret: 'LOYAL', completed: 'yes' }] })).to.deep.equal([
      { id: 1, name: 'Code', description: '', type: 'code', reward: 150 },
    ]);
    expect(readMissions({ missions: [{ id: 2, reward: 5, completed: true }] })![0].completed).to.equal(true);
    expect(readShopItems({ shopItems: [{ name: 'no id' }] }), 'no entry readable').to.equal(undefined);
    expect(readShopItems({ shopItems: [] })).to.deep.equal([]);
  });

  it("reads a redeem's answer as a yes, with the service's next step when it gives one", () => {
    expect(readRedeemed({})).to.deep.equal({ shopItem: undefined });
    expect(readRedeemed({ message: ' Check your address. ', shopItem: { id: 2, price: 5 } })).to.deep.equal({
      shopItem: { id: 2, name: '', description: '', price: 5 },
      message: 'Check your address.',
    });
    expect(readRedeemed('ok')).to.equal(undefined);
  });
});

describe('LoyaltyClient: shop, missions, leaderboard', () => {
  it('reads the shop with the token, or without one', async () => {
    const { client, sent } = stubbed({ shopItems: [] });
    await client.shopItems('t0k');
    await client.shopItems();
    expect(sent.map((s) => [s.method, s.url, s.headers['x-user-auth-token']])).to.deep.equal([
      ['GET', `${base}/shopItem/list`, 't0k'],
      ['GET', `${base}/shopItem/list`, undefined],
    ]);
  });

  it("keeps no next step that repeats the fan's token (a gateway echoing the request)", async () => {
    const { client } = stubbed({ shopItem: { id: 3, name: 'Jersey' }, message: 'Shipping for t0k-secret.' });
    const redeemed = await client.redeem(3, 't0k-secret');
    expect(redeemed.shopItem?.id).to.equal(3);
    expect(redeemed).not.to.have.property('message');
  });

  it('redeems with PUT and no body', async () => {
    const { client, sent } = stubbed({ shopItem: { id: 3 } });
    expect((await client.redeem(3, 't0k')).shopItem?.id).to.equal(3);
    expect(sent).to.deep.equal([{ url: `${base}/shopItem/3/redeem`, method: 'PUT', headers: { accept: 'application/json', 'x-user-auth-token': 't0k' }, body: undefined }]);
  });

  it('completes a mission with PUT and {code}, or {} without one', async () => {
    const { client, sent } = stubbed({ mission: { id: 1 } });
    await client.completeMission(1, 'LOYAL', 't0k');
    await client.completeMission(2, undefined, 't0k');
    expect(sent.map((s) => [s.method, s.url, s.body])).to.deep.equal([
      ['PUT', `${base}/mission/1/complete`, { code: 'LOYAL' }],
      ['PUT', `${base}/mission/2/complete`, {}],
    ]);
  });

  it('lists missions and the leaderboard with the token', async () => {
    const missions = stubbed({ missions: [] });
    await missions.client.missions('t0k');
    const board = stubbed({ users: [wholeFan] });
    expect((await board.client.leaderboard('t0k'))[0]).not.to.have.property('dateOfBirth');
    expect([...missions.sent, ...board.sent].map((s) => [s.url, s.headers['x-user-auth-token']])).to.deep.equal([
      [`${base}/mission/list`, 't0k'],
      [`${base}/user/list`, 't0k'],
    ]);
  });
});

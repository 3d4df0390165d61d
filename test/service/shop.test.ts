import { expect } from '@open-wc/testing';
import { DEMO_TEAM, service, serviceUrl } from '../support/service.js';

// The fake service's shop, missions and leaderboard, over real HTTP (CORS and the PUT preflight too).
const api = `${serviceUrl}/api/v1/loyalty/${DEMO_TEAM}`;

/** What these routes answer, each field where its route sends it. */
interface Body {
  message?: string;
  shopItems: { price: number; quantity: number; loyaltyTierId: number | null; type: string }[];
  shopItem: { quantity: number };
  missions: { id: number; secret?: string; completed: boolean }[];
  users: { id: number; gold: number; dateOfBirth: string; shippingAddressStreet: string }[];
}

async function call(path: string, token?: string, method = 'GET', body?: unknown) {
  const headers: Record<string, string> = token ? { 'x-user-auth-token': token } : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(api + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Body };
}
const gold = async (token: string) => (await call('/user/list', token)).body.users.find((u) => u.id === 1)!.gold;

describe('fake service: shop, missions, leaderboard', () => {
  let token: string;
  beforeEach(async () => {
    await service.reset();
    token = (await service.login()).token;
  });

  it('shows the shop to everyone, with stock, prices, a tier-limited and a shipped reward', async () => {
    const { status, body } = await call('/shopItem/list');
    expect(status).to.equal(200);
    const items = body.shopItems;
    expect(items.length).to.be.at.least(4);
    expect(items.some((i) => i.loyaltyTierId)).to.equal(true);
    expect(items.some((i) => i.type === 'physical')).to.equal(true);
    expect(items.some((i) => i.quantity === 0)).to.equal(true);
  });

  it('redeems: takes the price off the fan and one off the stock; refuses plainly what it cannot do', async () => {
    expect(await gold(token)).to.equal(1250);
    const redeemed = await call('/shopItem/2/redeem', token, 'PUT');
    expect(redeemed.status).to.equal(200);
    expect(redeemed.body.shopItem.quantity).to.equal(2);
    expect(redeemed.body.message).to.be.a('string');
    expect(await gold(token)).to.equal(250);
    expect(await call('/shopItem/3/redeem', token, 'PUT')).to.deep.equal({ status: 400, body: { message: 'You do not have enough points for this reward.' } });
    expect((await call('/shopItem/5/redeem', token, 'PUT')).status).to.equal(409);
    expect((await call('/shopItem/4/redeem', token, 'PUT')).status).to.equal(403);
    expect((await call('/shopItem/99/redeem', token, 'PUT')).status).to.equal(404);
    expect((await call('/shopItem/1/redeem', undefined, 'PUT')).status).to.equal(401);
  });

  it('completes missions once, a code mission only with its code, and pays the reward', async () => {
    const list = (await call('/mission/list', token)).body.missions;
    expect(list.every((m) => m.secret === undefined && m.completed === false)).to.equal(true);
    expect((await call('/mission/1/complete', token, 'PUT', { code: 'WRONG' })).status).to.equal(400);
    expect((await call('/mission/1/complete', token, 'PUT', { code: 'LOYAL' })).status).to.equal(200);
    expect((await call('/mission/1/complete', token, 'PUT', { code: 'LOYAL' })).status).to.equal(409);
    expect(await gold(token)).to.equal(1400);
    expect((await call('/mission/list', token)).body.missions[0].completed).to.equal(true);
  });

  it('lists about twenty fans, most points first, as whole user records', async () => {
    const users = (await call('/user/list', token)).body.users;
    expect(users.length).to.equal(20);
    expect(users.map((u) => u.gold)).to.deep.equal([...users.map((u) => u.gold)].sort((a, b) => b - a));
    expect(users.every((u) => u.dateOfBirth && u.shippingAddressStreet)).to.equal(true);
    expect((await call('/user/list')).status).to.equal(401);
  });
});

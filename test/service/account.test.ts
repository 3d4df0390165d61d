import { expect } from '@open-wc/testing';
import { DEMO_TEAM, service, serviceUrl } from '../support/service.js';

// The fake service's account routes over real HTTP from another origin (CORS, the PUT and DELETE preflights, the upload).
const api = `${serviceUrl}/api/v1/loyalty/${DEMO_TEAM}`;

/** What these routes answer, each field where its route sends it. */
interface Body {
  message?: string;
  user: Record<string, unknown> & { name: string; avatar: string; notifications: string; tags: { name: string }[]; loyaltyMembership: { name: string } };
  rank: { position: number };
  unread: number;
  url: string;
  resourceId: number;
  href: string;
  transactions: { amount: number; description: string }[];
  notifications: { timestamp: string }[];
}

async function call(path: string, token?: string, method = 'GET', body?: unknown) {
  const headers: Record<string, string> = token ? { 'x-user-auth-token': token } : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(path.startsWith('http') ? path : api + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Body };
}

describe('fake service: the fan’s account', () => {
  let token: string;
  beforeEach(async () => {
    await service.reset();
    token = (await service.login()).token;
  });

  it('changes only what PUT /user sends and answers as GET /user does', async () => {
    const { status, body } = await call('/user', token, 'PUT', { username: 'Ada', shippingAddressCity: 'Lyon', tags: [2, 3], dateOfBirth: '02/29/2000' });
    expect(status).to.equal(200);
    expect(body.user).to.include({ name: 'Ada', shippingAddressCity: 'Lyon', shippingAddressStreet: '1 Arena Way', dateOfBirth: '02/29/2000' });
    expect(body.user.tags.map((t) => t.name)).to.deep.equal(['Giveaways', 'Merch']);
    expect(body.rank.position).to.be.a('number');
    expect(body.unread).to.equal(3);
    expect((await call('/user', token)).body.user.name).to.equal('Ada');
  });

  it('refuses a bad profile plainly, changing nothing, and without a token', async () => {
    for (const [change, message] of [
      [{ dateOfBirth: '1995-04-12' }, 'Date of birth must be a real past date written MM/DD/YYYY.'],
      [{ username: '' }, 'Username must be 1 to 40 characters.'],
      [{ username: 'Ava Stone' }, 'That username is taken. Choose another.'],
      [{ tags: [99] }, 'Unknown interest tag: 99.'],
      [{ shippingAddressZip: 'x'.repeat(101) }, 'shippingAddressZip must be text of at most 100 characters.'],
      [{ avatarResourceId: 9001 }, 'Upload the image before using it as your avatar.'],
    ] as const) {
      const answer = await call('/user', token, 'PUT', { shippingAddressCity: 'Lyon', ...change });
      expect(answer.body, JSON.stringify(change)).to.deep.equal({ message });
      expect(answer.status).to.be.oneOf([400, 409]);
    }
    expect((await call('/user', token)).body.user.shippingAddressCity, 'all or nothing').to.equal('Austin');
    expect((await call('/user', undefined, 'PUT', { username: 'Ada' })).status).to.equal(401);
  });

  it('uploads an avatar in three steps, of the announced type only, once', async () => {
    expect((await call('/resource?name=me.svg&type=image/svg%2Bxml', token)).body.message).to.equal('Only PNG, JPEG, GIF or WebP images can be uploaded.');
    const { body: target } = await call('/resource?name=me.png&type=image/png', token);
    expect(target.url).to.match(/^http:\/\/.+\/upload\//);
    const put = (type: string, bytes: BlobPart) => fetch(target.url, { method: 'PUT', headers: { 'content-type': type }, body: new Blob([bytes]) });
    expect((await put('image/jpeg', 'x')).status).to.equal(400);
    const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
    expect((await put('image/png', png)).status).to.equal(200);
    expect((await put('image/png', png)).status, 'the address is spent').to.equal(403);
    const { body } = await call('/user', token, 'PUT', { avatarResourceId: target.resourceId });
    const image = await fetch(body.user.avatar);
    expect(image.headers.get('content-type')).to.equal('image/png');
    expect([...new Uint8Array(await image.arrayBuffer())]).to.deep.equal([...png]);
  });

  it('refuses an image over 2 MB', async () => {
    const { body: target } = await call('/resource?name=big.png&type=image/png', token);
    const big = await fetch(target.url, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: new Uint8Array(2 * 1024 * 1024 + 1) });
    expect(big.status).to.equal(413);
    expect(await big.json()).to.deep.equal({ message: 'Images can be at most 2 MB.' });
  });

  it('shows connected platforms on the fan and disconnects one', async () => {
    const { user } = (await call('/user', token)).body;
    expect(user.youtubeUser).to.include({ name: 'youtube_fan' });
    expect(user.twitchUser).to.equal(null);
    expect((await call('/user/profile/youtube', token, 'DELETE')).status).to.equal(200);
    expect((await call('/user', token)).body.user.youtubeUser).to.equal(null);
    expect(await call('/user/profile/youtube', token, 'DELETE')).to.deep.equal({ status: 409, body: { message: 'This platform is not connected to your account.' } });
    expect((await call('/user/profile/myspace', token, 'DELETE')).status).to.equal(404);
    expect((await call('/user/profile/steam', undefined, 'DELETE')).status).to.equal(401);
  });

  it('changes plan: the amount due, then the change; a free plan at once; the billing portal', async () => {
    expect((await call('/billing/update?interval=month&membership=3', token)).body).to.deep.equal({ amountDue: 999 });
    expect((await call('/user', token)).body.user.loyaltyMembership.name, 'nothing changed yet').to.equal('Silver');
    expect((await call('/billing/confirm?interval=month&membership=3', token)).body).to.deep.equal({});
    expect((await call('/user', token)).body.user.loyaltyMembership.name).to.equal('Gold');
    expect((await call('/billing/update?interval=year&membership=1', token)).body).to.deep.equal({});
    expect((await call('/user', token)).body.user.loyaltyMembership.name).to.equal('Free');
    expect((await call('/billing/update?interval=week&membership=2', token)).status).to.equal(400);
    expect((await call('/billing/update?interval=month&membership=1', token)).status, 'already on it').to.equal(409);
    const { href } = (await call(`/billing/manage?returnPath=${encodeURIComponent('/account')}`, token)).body;
    expect(decodeURIComponent(href)).to.contain(`return=${location.origin}/account`);
    expect((await fetch(href)).status).to.equal(200);
  });

  it('lists the fan’s points history, redeems and missions included, and notifications, three newer than the last read', async () => {
    const { transactions } = (await call('/transaction/list', token)).body;
    expect(transactions.length).to.be.greaterThan(20);
    expect(transactions.some((t) => t.amount < 0) && transactions.some((t) => t.amount > 0)).to.equal(true);
    await call('/mission/1/complete', token, 'PUT', { code: 'LOYAL' });
    const after = (await call('/transaction/list', token)).body.transactions;
    expect(after.at(-1)).to.include({ amount: 150, description: 'Mission: Say the stream code' });
    const { user } = (await call('/user', token)).body;
    const { notifications } = (await call('/notification/list', token)).body;
    expect(notifications.filter((n) => n.timestamp > user.notifications).length).to.equal(3);
    for (const path of ['/transaction/list', '/notification/list']) expect((await call(path)).status).to.equal(401);
  });
});

import { expect } from '@open-wc/testing';
import { notifications, readNotifications, readTransactions, transactions } from '../../src/api/activity.js';
import { ApiError } from '../../src/api/client.js';
import { base, stubbedClient } from '../support/stub-fetch.js';

describe('activity calls', () => {
  it('reads the points history newest first, whatever order it came in', async () => {
    const { client, sent } = stubbedClient({
      transactions: [
        { id: 1, amount: 500, createdAt: '2025-01-01T00:00:00Z', description: 'Welcome' },
        { id: 3, amount: -300, createdAt: '2025-03-01T00:00:00Z', description: 'Reward: Emote pack', rpgShopItem: { id: 1 } },
        { id: 2, amount: 50, createdAt: '2025-02-01T00:00:00Z', description: 'Mission' },
      ],
    });
    expect((await transactions(client, 'tok')).map((t) => t.id)).to.deep.equal([3, 2, 1]);
    expect(sent[0].url).to.equal(`${base}/transaction/list`);
    expect(sent[0].headers['x-user-auth-token']).to.equal('tok');
  });

  it('leaves out entries it cannot show, keeps one without a date last, and calls a list of none readable', () => {
    expect(
      readTransactions({
        transactions: [
          { id: 1, amount: '5', description: 'a string amount' },
          { id: 2, amount: 5, createdAt: 'yesterday', description: 7 },
          { id: 3, amount: -5, createdAt: '2025-01-01T00:00:00Z' },
          { amount: 1 },
        ],
      }),
    ).to.deep.equal([
      { id: 3, amount: -5, createdAt: '2025-01-01T00:00:00Z', description: '' },
      { id: 2, amount: 5, description: '' },
    ]);
    expect(readTransactions({ transactions: [] })).to.deep.equal([]);
    expect(readTransactions({ transactions: [{ nope: 1 }] })).to.equal(undefined);
    expect(readTransactions({ transactions: 'all of them' })).to.equal(undefined);
    expect(readTransactions('<html>')).to.equal(undefined);
  });

  it('reads notifications newest first, and says an answer without them is unreadable', async () => {
    expect(
      readNotifications({
        notifications: [
          { id: 1, timestamp: '2025-01-01T00:00:00Z', body: 'Old' },
          { id: 2, timestamp: '2025-02-01T00:00:00Z', body: '<b>New</b>', link: 'https://x.test' },
        ],
      }),
    ).to.deep.equal([
      { id: 2, timestamp: '2025-02-01T00:00:00Z', body: '<b>New</b>', link: 'https://x.test' },
      { id: 1, timestamp: '2025-01-01T00:00:00Z', body: 'Old' },
    ]);
    const { client } = stubbedClient({ users: [] });
    expect(await notifications(client, 'tok').catch((e: unknown) => e)).to.be.instanceOf(ApiError).and.include({ kind: 'invalid' });
  });
});

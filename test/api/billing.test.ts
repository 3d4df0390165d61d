import { expect } from '@open-wc/testing';
import { ApiError } from '../../src/api/client.js';
import { billingPortal, changePlan, readPlanChange } from '../../src/api/billing.js';
import { base, stubbedClient } from '../support/stub-fetch.js';

describe('billing calls', () => {
  it('asks to change the plan, then confirms, with the query the service documents', async () => {
    const { client, sent } = stubbedClient({ amountDue: 999 }, { href: 'https://pay.test/checkout' });
    expect(await changePlan(client, { membership: 3, interval: 'month', returnPath: '/account' }, false, 'tok')).to.deep.equal({ amountDue: 999 });
    expect(await changePlan(client, { membership: 3, interval: 'month' }, true, 'tok')).to.deep.equal({ href: 'https://pay.test/checkout' });
    expect(sent.map((s) => s.url)).to.deep.equal([
      `${base}/billing/update?interval=month&membership=3&returnPath=%2Faccount`,
      `${base}/billing/confirm?interval=month&membership=3&returnPath=`,
    ]);
    expect(sent[0].headers['x-user-auth-token']).to.equal('tok');
  });

  it('reads an empty answer as done, and refuses fields of the wrong kind', () => {
    expect(readPlanChange({})).to.deep.equal({});
    expect(readPlanChange({ amountDue: null, href: null })).to.deep.equal({});
    expect(readPlanChange({ amountDue: '999' })).to.equal(undefined);
    expect(readPlanChange({ amountDue: -5 })).to.equal(undefined);
    expect(readPlanChange({ href: 42 })).to.equal(undefined);
    expect(readPlanChange('ok')).to.equal(undefined);
  });

  it('opens the portal only with an address; a portal answer without one is unreadable', async () => {
    const { client, sent } = stubbedClient({ href: 'https://pay.test/portal' }, {});
    expect(await billingPortal(client, '/account', 'tok')).to.equal('https://pay.test/portal');
    expect(sent[0].url).to.equal(`${base}/billing/manage?returnPath=%2Faccount`);
    const error = await billingPortal(client, undefined, 'tok').catch((e: unknown) => e);
    expect(error).to.be.instanceOf(ApiError).and.include({ kind: 'invalid' });
  });
});

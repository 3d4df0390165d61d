import { expect } from '@open-wc/testing';
import { service } from '../support/service.js';

// No reset here on purpose: the runner gives every test file a freshly seeded service, so what
// the files before this one sent, held or broke is gone.
describe('each test file', () => {
  it('starts from a clean fake service', async () => {
    expect(await service.requests()).to.deep.equal([]);
    expect(await service.outbox()).to.deep.equal([]);
  });
});

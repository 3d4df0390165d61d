import { expect } from '@open-wc/testing';
import { ApiError } from '../../src/api/client.js';
import { disconnectPlatform, readUploadTarget, updateProfile, uploadAvatar } from '../../src/api/profile.js';
import { readUser } from '../../src/api/answer-readers.js';
import { base, stubbedClient } from '../support/stub-fetch.js';

const fan = { id: 1, name: 'Ada', gold: 10 };

describe('profile calls', () => {
  it('sends only the changes, with the token, and reads the fan back', async () => {
    const { client, sent } = stubbedClient({ user: { ...fan, shippingAddressCity: 'Lyon' }, unread: 2 });
    const answer = await updateProfile(client, { shippingAddressCity: 'Lyon' }, 'tok');
    expect(answer).to.deep.equal({ user: { ...fan, shippingAddressCity: 'Lyon' }, unread: 2 });
    expect(sent[0]).to.include({ url: `${base}/user`, method: 'PUT', body: '{"shippingAddressCity":"Lyon"}' });
    expect(sent[0].headers['x-user-auth-token']).to.equal('tok');
  });

  it('uploads an avatar in three steps, the bytes without the token', async () => {
    const file = new File([new Uint8Array([1, 2, 3])], 'me & you.png', { type: 'image/png' });
    const { client, sent } = stubbedClient({ url: 'https://uploads.test/put?sig=1', resourceId: 77 }, {}, { user: { ...fan, avatar: 'https://img.test/77' } });
    const answer = await uploadAvatar(client, file, 'tok');
    expect(answer.user.avatar).to.equal('https://img.test/77');
    expect(sent.map((s) => `${s.method} ${s.url}`)).to.deep.equal([
      `GET ${base}/resource?name=me+%26+you.png&type=image%2Fpng`,
      'PUT https://uploads.test/put?sig=1',
      `PUT ${base}/user`,
    ]);
    expect(sent[1].headers).to.deep.equal({ 'content-type': 'image/png' });
    expect(sent[1].body).to.equal(file);
    expect(sent[1].credentials).to.equal('omit');
    expect(sent[2].body).to.equal('{"avatarResourceId":77}');
  });

  it('stops at the failed step: a refused upload never reaches PUT /user', async () => {
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const { client, sent } = stubbedClient({ url: 'https://uploads.test/put', resourceId: 77 }, { status: 413, body: { message: 'Images can be at most 2 MB.' } });
    const error = await uploadAvatar(client, file, 'tok').catch((e: unknown) => e);
    expect(error).to.be.instanceOf(ApiError).and.include({ status: 413, serviceMessage: 'Images can be at most 2 MB.' });
    expect(sent.length).to.equal(2);
  });

  it('refuses an upload address that is not http(s), or a target without a resource id', async () => {
    expect(readUploadTarget({ url: 'javascript:alert(1)', resourceId: 1 })).to.equal(undefined);
    expect(readUploadTarget({ url: 'https://u.test/x', resourceId: '1' })).to.equal(undefined);
    expect(readUploadTarget({ url: 'not a url', resourceId: 1 })).to.equal(undefined);
    expect(readUploadTarget([])).to.equal(undefined);
    const { client, sent } = stubbedClient({ url: 'data:text/html,hi', resourceId: 1 });
    const error = await uploadAvatar(client, new File(['x'], 'a.png', { type: 'image/png' }), 'tok').catch((e: unknown) => e);
    expect(error).to.be.instanceOf(ApiError).and.include({ kind: 'invalid' });
    expect(sent.length, 'nothing sent to it').to.equal(1);
  });

  it('reads the connected platforms from GET /user, and back from storage', () => {
    const user = readUser({ ...fan, twitchUser: { id: 3 }, youtubeUser: null, myspaceUser: {}, discordUser: 'yes' });
    expect(user!.connected).to.deep.equal(['twitch']);
    expect(readUser(JSON.parse(JSON.stringify(user)))!.connected).to.deep.equal(['twitch']);
    expect(readUser(fan)!.connected, 'not said: not known').to.equal(undefined);
    expect(readUser({ ...fan, connected: ['twitch', 'myspace', 3] })!.connected).to.deep.equal(['twitch']);
  });

  it('disconnects a platform by DELETE, its name one path segment', async () => {
    const { client, sent } = stubbedClient({});
    await disconnectPlatform(client, 'battlenet', 'tok');
    expect(sent[0]).to.include({ url: `${base}/user/profile/battlenet`, method: 'DELETE' });
  });
});

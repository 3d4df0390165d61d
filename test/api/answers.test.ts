import { expect } from '@open-wc/testing';
import { readSignup } from '../../src/api/account.js';
import { readAuth, readUser } from '../../src/api/answer-readers.js';
import { readEvent, readEventList, readEventRead } from '../../src/api/schedule.js';
import {
  describeValue,
  hostileArrays,
  hostileJsonNumbers,
  hostileNumbers,
  hostileObjects,
  hostileStrings,
  hostileValues,
  nonStrings,
  prototypeKeys,
  withEachField,
} from '../support/hostile.js';
import { drawn, misfit } from '../support/shapes.js';

const tier = { id: 2, name: 'Silver', gold: 500, resourceId: 112 };
const membership = { id: 3, name: 'Gold', priceMonth: 999, priceYear: 9990, resourceId: 103 };
const tag = { id: 1, name: 'Tournaments' };
/** Every field of the spec's user, as a well-behaved service sends it. */
const user = {
  id: 1,
  name: 'Demo Fan',
  avatar: 'https://loyalty.test/media/avatar/1.svg',
  createdAt: '2024-10-01T12:00:00.000Z',
  dateOfBirth: '04/12/1995',
  gold: 1250,
  goldTotal: 3400,
  goldSpent: 2150,
  loyaltyMembership: membership,
  loyaltyTier: tier,
  notifications: '2025-11-01T12:00:00.000Z',
  shippingAddressName: 'Demo Fan',
  shippingAddressStreet: '1 Arena Way',
  shippingAddressSuite: 'Apt 4',
  shippingAddressCity: 'Austin',
  shippingAddressState: 'TX',
  shippingAddressZip: '78701',
  shippingAddressCountry: 'US',
  tags: [tag],
};
const event = {
  id: 7,
  name: 'Finals',
  description: 'Best of five.',
  url: 'https://example.com/finals',
  callToAction: 'Watch',
  location: 'Online',
  start: 1_700_000_000,
  end: 1_700_007_200,
  status: 'upcoming',
  resourceId: 207,
  tags: [tag],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-02T00:00:00.000Z',
};

const TEXT = ['name', 'description', 'url', 'callToAction', 'location'];

describe('service answers', () => {
  describe('what a well-behaved service sends', () => {
    it('passes through unchanged', () => {
      expect(readAuth({ token: 'tok', user })).to.deep.equal({ token: 'tok', user });
      expect(readSignup({ token: 'tok', user, href: 'https://pay.test/1' })).to.deep.equal({ token: 'tok', user, href: 'https://pay.test/1' });
      expect(readEventList({ events: [event] })).to.deep.equal([event]);
      expect(readEventRead({ event }, 7)).to.deep.equal(event);
    });

    it('returns new objects, not the ones it read', () => {
      const read = readAuth({ token: 'tok', user })!;
      expect(read.user).not.to.equal(user);
      expect(read.user.loyaltyTier).not.to.equal(tier);
      expect(readEvent(event)!.tags[0]).not.to.equal(tag);
    });

    it('leaves out what the interface does not name', () => {
      const extra = { _$litType$: 1, nodeType: 1, referralId: 4, strings: ['<b>x</b>'], values: [] };
      expect(readUser({ ...user, ...extra })).to.deep.equal(user);
      expect(readEvent({ ...event, ...extra, tags: [{ ...tag, ...extra }] })).to.deep.equal(event);
      expect(readUser({ ...user, loyaltyTier: { ...tier, ...extra } })!.loyaltyTier).to.deep.equal(tier);
    });

    it('fills what the elements draw and leaves out optional fields that are missing', () => {
      expect(readUser({ id: 1 })).to.deep.equal({ id: 1, name: '', gold: 0 });
      expect(readEvent({ id: 1 })).to.deep.equal({ id: 1, name: '', description: '', url: '', callToAction: '', location: '', tags: [] });
      expect(readUser({ id: 1, loyaltyTier: { id: 1 } })!.loyaltyTier).to.deep.equal({ id: 1, name: '', gold: 0 });
      expect(readUser({ id: 1, loyaltyMembership: { id: 1 } })!.loyaltyMembership).to.deep.equal({ id: 1, name: '', priceMonth: 0, priceYear: 0 });
    });
  });

  describe('every hostile value in every field', () => {
    it('leaves a user in the drawn shape, or none when it has no usable id', () => {
      let cases = 0;
      for (const { label, value } of withEachField(user)) {
        cases++;
        const read = readUser(value);
        if (!read) {
          expect(label, 'only the id makes a user unreadable').to.match(/^id = /);
          continue;
        }
        expect(misfit(drawn.auth.entries.user, read), label).to.equal('');
      }
      expect(cases).to.equal(Object.keys(user).length * hostileValues.length);
    });

    it('keeps a hostile string in a text field as that very text', () => {
      for (const text of hostileStrings.filter((s) => s !== '\uD800')) {
        expect(readUser({ ...user, name: text })!.name).to.equal(text);
        for (const field of TEXT) expect(readEvent({ ...event, [field]: text }), field)!.to.have.property(field, text);
      }
    });

    it('turns a lone surrogate, which no address or file can carry, into U+FFFD', () => {
      const cases = [['\uD800', '\uFFFD'], ['a\uDBFFb', 'a\uFFFDb'], ['\uDC00x', '\uFFFDx'], ['x\uDE00\uD83D', 'x\uFFFD\uFFFD'], ['😀\uD83D\uDE00', '😀😀']];
      for (const [raw, read] of cases) {
        expect(readEvent({ ...event, name: raw, tags: [{ id: 1, name: raw }] }), describeValue(raw)).to.include({ name: read });
        expect(readUser({ ...user, shippingAddressCity: raw })!.shippingAddressCity).to.equal(read);
        expect(() => encodeURIComponent(readEvent({ ...event, description: raw })!.description)).not.to.throw();
      }
    });

    it('makes every non-string in a text field the empty text', () => {
      for (const value of nonStrings) {
        const label = describeValue(value);
        expect(readUser({ ...user, name: value })!.name, label).to.equal('');
        for (const field of TEXT) expect(readEvent({ ...event, [field]: value }), `${field} = ${label}`)!.to.have.property(field, '');
        expect(readUser({ ...user, loyaltyTier: { ...tier, name: value } })!.loyaltyTier!.name, label).to.equal('');
        expect(readEvent({ ...event, tags: [{ id: 1, name: value }] })!.tags[0].name, label).to.equal('');
      }
    });

    it('leaves out an optional text field that is not text', () => {
      for (const value of nonStrings) {
        const read = readUser({ ...user, avatar: value, shippingAddressCity: value, createdAt: value })!;
        expect(read, describeValue(value)).not.to.have.any.keys('avatar', 'shippingAddressCity', 'createdAt');
      }
    });

    it('leaves an event in the drawn shape, or out of the list when it has no usable id', () => {
      for (const { label, value } of withEachField(event)) {
        const read = readEvent(value);
        if (!read) {
          expect(label, 'only the id makes an event unreadable').to.match(/^id = /);
          continue;
        }
        expect(misfit(drawn.event, read), label).to.equal('');
      }
    });

    it('keeps a tier or membership whole, or leaves it out', () => {
      for (const [field, object] of [['loyaltyTier', tier], ['loyaltyMembership', membership]] as const) {
        for (const { label, value } of withEachField(object)) {
          const read = readUser({ ...user, [field]: value })!;
          expect(misfit(drawn.auth.entries.user, read), `${field}.${label}`).to.equal('');
          if (!read[field]) expect(label, `${field} without a usable id`).to.match(/^id = /);
        }
        for (const value of [...hostileStrings, ...nonStrings]) {
          const read = readUser({ ...user, [field]: value })!;
          if (read[field]) expect(value, describeValue(value)).to.have.property('id').that.is.a('number');
          else expect(read, describeValue(value)).not.to.have.property(field);
        }
      }
    });
  });

  describe('numbers and ids', () => {
    it('keeps only finite numbers, and falls back to 0 for gold', () => {
      for (const value of [...hostileNumbers, ...hostileStrings, ...hostileObjects, ...hostileArrays, null, true]) {
        const read = readUser({ ...user, gold: value, goldTotal: value })!;
        const finite = typeof value === 'number' && Number.isFinite(value);
        expect(read.gold, describeValue(value)).to.equal(finite ? value : 0);
        expect(read.goldTotal, describeValue(value)).to.equal(finite ? value : undefined);
      }
    });

    it('reads numbers as JSON writes them, 1e400 and all', () => {
      for (const number of hostileJsonNumbers) {
        const body: unknown = JSON.parse(`{"id":1,"gold":${number},"start":${number},"end":${number},"resourceId":${number}}`);
        const value = JSON.parse(number) as number;
        const finite = Number.isFinite(value);
        expect(readUser(body)!.gold, number).to.equal(finite ? value : 0);
        expect(readEvent(body)!.start, number).to.equal(finite ? value : undefined);
        expect(readEvent(body)!.resourceId, number).to.equal(Number.isSafeInteger(value) && value >= 0 ? value : undefined);
      }
    });

    it('takes as ids only non-negative safe integers', () => {
      for (const id of [0, 1, 2 ** 53 - 1]) expect(readEvent({ id })?.id).to.equal(id);
      for (const id of [-1, 0.5, 2 ** 53, NaN, Infinity, '1', '0x1', true, null, [1], { valueOf: () => 1 }]) {
        expect(readEvent({ id }), describeValue(id)).to.equal(undefined);
        expect(readUser({ id }), describeValue(id)).to.equal(undefined);
        expect(readEvent({ ...event, resourceId: id }), describeValue(id)).not.to.have.property('resourceId');
      }
    });
  });

  describe('statuses', () => {
    it('keeps the three the interface names, as they are written', () => {
      for (const status of ['ongoing', 'upcoming', 'completed']) expect(readEvent({ ...event, status })!.status).to.equal(status);
    });

    it('leaves out any other, object keys and other spellings included', () => {
      for (const status of [...prototypeKeys, 'Upcoming', ' upcoming', 'cancelled', ...nonStrings]) {
        expect(readEvent({ ...event, status }), describeValue(status)).not.to.have.property('status');
      }
    });
  });

  describe('lists', () => {
    it('leaves out entries it cannot read and keeps the rest in order', () => {
      const events = [null, 'x', [], { ...event, id: 2 }, { id: -1 }, { ...event, id: '3' }, { ...event, id: 4 }, ...nonStrings];
      // Of the corpus, only `{id: 1, name: 'nested'}` is an event.
      expect(readEventList({ events })!.map((e) => e.id)).to.deep.equal([2, 4, 1]);
      expect(readEvent({ ...event, tags: [null, tag, { name: 'no id' }, 'x', [tag]] })!.tags).to.deep.equal([tag]);
    });

    it('keeps the first of two entries with the same id', () => {
      const events = [event, { ...event, name: 'Copy' }, { ...event, id: 8, name: 'Other' }];
      expect(readEventList({ events })!.map((e) => [e.id, e.name])).to.deep.equal([[7, 'Finals'], [8, 'Other']]);
      expect(readUser({ ...user, tags: [tag, { ...tag, name: 'Again' }] })!.tags).to.deep.equal([tag]);
    });

    it('reads an empty list as empty, and one where no entry can be read as unreadable', () => {
      expect(readEventList({ events: [] })).to.deep.equal([]);
      expect(readEventList({ events: [null, { id: -1 }] })).to.equal(undefined);
    });

    it('gives tags that are not a list as none on an event and leaves them out of a user', () => {
      for (const tags of [...hostileStrings, ...nonStrings.filter((x) => !Array.isArray(x))]) {
        expect(readEvent({ ...event, tags })!.tags, describeValue(tags)).to.deep.equal([]);
        expect(readUser({ ...user, tags }), describeValue(tags)).not.to.have.property('tags');
      }
    });
  });

  describe('what the interface promises', () => {
    it('refuses an answer that is not an object', () => {
      for (const body of [...hostileStrings, ...nonStrings.filter((x) => !hostileObjects.includes(x))]) {
        const label = describeValue(body);
        expect(readAuth(body), label).to.equal(undefined);
        expect(readSignup(body), label).to.equal(undefined);
        expect(readEventList(body), label).to.equal(undefined);
        expect(readEventRead(body, 7), label).to.equal(undefined);
      }
    });

    it('refuses log in without a token or a user', () => {
      expect(readAuth({ user })).to.equal(undefined);
      expect(readAuth({ token: 'tok' })).to.equal(undefined);
      expect(readAuth({ token: 'tok', user: { ...user, id: 'x' } })).to.equal(undefined);
      for (const value of hostileValues.filter((x) => typeof x !== 'string')) {
        expect(readAuth({ token: value, user }), describeValue(value)).to.equal(undefined);
        if (!hostileObjects.includes(value) || !readUser(value)) expect(readAuth({ token: 'tok', user: value }), describeValue(value)).to.equal(undefined);
      }
    });

    it('takes as a token only what can go back in a request header', () => {
      for (const token of ['abc', 'eyJhbGciOiJIUzI1NiJ9.e30.sig', '0123456789abcdef', '!~']) expect(readAuth({ token, user })?.token).to.equal(token);
      for (const token of ['', ' ', ' abc', 'abc ', 'a b', 'a\nb', 'a\rb', 'a\tb', '\x00', 'tök', '🎟️', '\u202Eabc', ...hostileStrings.filter((s) => /[^!-~]/.test(s) || !s)]) {
        expect(readAuth({ token, user }), describeValue(token)).to.equal(undefined);
      }
    });

    it('takes an href on sign up only as text', () => {
      expect(readSignup({ token: 'tok', user })).to.deep.equal({ token: 'tok', user });
      expect(readSignup({ token: 'tok', user, href: null })).to.deep.equal({ token: 'tok', user });
      expect(readSignup({ token: 'tok', user, href: '' })).to.deep.equal({ token: 'tok', user });
      for (const href of nonStrings.filter((x) => x != null)) expect(readSignup({ token: 'tok', user, href }), describeValue(href)).to.equal(undefined);
    });

    it('refuses a list answer without a list of events', () => {
      for (const events of [undefined, ...hostileStrings, ...nonStrings.filter((x) => !Array.isArray(x))]) {
        expect(readEventList({ events }), describeValue(events)).to.equal(undefined);
      }
      expect(readEventList({ items: [event] })).to.equal(undefined);
    });

    it('takes an event read only when it is the event asked for', () => {
      expect(readEventRead({ event }, 7)).to.deep.equal(event);
      for (const id of [8, -7, '7', 7.5, null, undefined]) expect(readEventRead({ event: { ...event, id } }, 7), describeValue(id)).to.equal(undefined);
      expect(readEventRead({ events: [event] }, 7)).to.equal(undefined);
      expect(readEventRead(event, 7), 'the event itself, not wrapped').to.equal(undefined);
    });
  });
});

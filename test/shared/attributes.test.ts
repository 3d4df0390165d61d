import { expect } from '@open-wc/testing';
import { eventIdOf, limitCount, refreshSeconds } from '../../src/base/attribute-converters.js';
import { describeValue, hostileStrings, hostileValues } from '../support/hostile.js';

/** Every reader answers every hostile value with a number in its bounds, or undefined. */
function bounded(read: (value: unknown) => number | undefined, min: number, max: number) {
  for (const value of hostileValues) {
    const read_ = read(value);
    if (read_ !== undefined) expect(read_, describeValue(value)).to.be.within(min, max);
  }
}

describe('number attributes', () => {
  describe('refresh', () => {
    it('holds any positive number of seconds between 5 seconds and a day', () => {
      const cases: [unknown, number][] = [
        ['30', 30],
        [' 60 ', 60],
        [90, 90],
        ['7.5', 7.5],
        ['1', 5],
        ['0.001', 5],
        [Number.MIN_VALUE, 5],
        ['86400', 86_400],
        ['2592000', 86_400],
        ['1e20', 86_400],
        ['Infinity', 86_400],
        [Infinity, 86_400],
        ['1e400', 86_400],
      ];
      for (const [value, seconds] of cases) expect(refreshSeconds(value), describeValue(value)).to.equal(seconds);
    });

    it('means no refresh for zero, negatives and what is not a number', () => {
      for (const value of [null, undefined, '', ' ', '0', 0, -0, '-5', -Infinity, '-Infinity', NaN, 'NaN', 'soon', '5s', {}, [], true]) {
        expect(refreshSeconds(value), describeValue(value)).to.equal(undefined);
      }
    });

    it('never answers a hostile value outside its bounds', () => bounded(refreshSeconds, 5, 86_400));
  });

  describe('limit', () => {
    it('counts whole events from 0', () => {
      const cases: [unknown, number][] = [['0', 0], ['3', 3], [' 3 ', 3], ['2.9', 2], [10, 10], ['1e3', 1000], ['1e20', 1e20]];
      for (const [value, count] of cases) expect(limitCount(value), describeValue(value)).to.equal(count);
    });

    it('means no limit for negatives, Infinity and what is not a number', () => {
      for (const value of [null, undefined, '', ' ', '-1', -0.5, 'Infinity', Infinity, NaN, 'ten', {}, []]) {
        expect(limitCount(value), describeValue(value)).to.equal(undefined);
      }
    });

    it('never answers a hostile value outside its bounds', () => bounded(limitCount, 0, Number.MAX_VALUE));
  });

  describe('event-id', () => {
    it('reads a non-negative safe integer', () => {
      const cases: [unknown, number][] = [['0', 0], ['101', 101], [' 7 ', 7], [12, 12], ['1e2', 100], [String(2 ** 53 - 1), 2 ** 53 - 1]];
      for (const [value, id] of cases) expect(eventIdOf(value), describeValue(value)).to.equal(id);
    });

    it('reads nothing else as an id', () => {
      for (const value of [null, undefined, '', ' ', '-1', '1.5', String(2 ** 53), '1e400', 'Infinity', 'abc', '0x', {}, [], ...hostileStrings]) {
        expect(eventIdOf(value), describeValue(value)).to.equal(undefined);
      }
    });

    it('never answers a hostile value outside its bounds', () => {
      bounded(eventIdOf, 0, Number.MAX_SAFE_INTEGER);
      for (const value of hostileValues) {
        const id = eventIdOf(value);
        if (id !== undefined) expect(Number.isSafeInteger(id), describeValue(value)).to.be.true;
      }
    });
  });
});

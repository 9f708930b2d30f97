// The conformance suite's quick equality (conformance-helpers.ts plainEqual) may say "equal" only
// where vitest's toStrictEqual does; anything it cannot vouch for goes to toStrictEqual.
import { describe, expect, it } from 'vitest';
import { plainEqual } from './conformance-helpers';

class Box {
  constructor(readonly v: number) {}
}
const sparse = [1, , 3]; // eslint-disable-line no-sparse-arrays

describe('plainEqual agrees with toStrictEqual', () => {
  const pairs: [string, unknown, unknown][] = [
    ['same nested JSON, keys in another order', { a: [1, { b: 'x', c: null }], d: true }, { d: true, a: [1, { c: null, b: 'x' }] }],
    ['a deep difference', { a: [1, { b: 'x' }] }, { a: [1, { b: 'y' }] }],
    ['0 and -0', { n: 0 }, { n: -0 }],
    ['NaN and NaN', [NaN], [NaN]],
    ['a key holding undefined and no key', { a: 1, b: undefined }, { a: 1 }],
    ['a sparse array and undefined in its hole', sparse, [1, undefined, 3]],
    ['a class instance and a plain object', new Box(1), { v: 1 }],
    ['a Map and a plain object', new Map(), {}],
    ['an array and an object with index keys', [1], { 0: 1 }],
    ['arrays of other lengths', [1, 2], [1, 2, 3]],
    ['a string and a number', '1', 1],
  ];
  it.each(pairs)('%s', (_name, a, b) => {
    let strict = true;
    try {
      expect(a).toStrictEqual(b);
    } catch {
      strict = false;
    }
    // Never "equal" where toStrictEqual fails; on plain JSON both agree exactly.
    if (plainEqual(a, b)) expect(strict).toBe(true);
    if (strict && !(a instanceof Box) && !(a instanceof Map) && a !== sparse) expect(plainEqual(a, b)).toBe(true);
  });
});

// The seeded generator every digital game keeps inside its JSON state.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRngState, nextFloat, nextInt, nextUint32, seedRng, shuffle, stepInPlace, type RngState } from '../../../src/lib/rng';

/** The first `n` outputs of a generator, threading the state through. */
function outputs(state: RngState, n: number): number[] {
  const out: number[] = [];
  let s = state;
  for (let i = 0; i < n; i++) {
    const d = nextUint32(s);
    out.push(d.value);
    s = d.state;
  }
  return out;
}

describe('seeded rng', () => {
  it('the same seed gives the same sequence; different seeds give different ones', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(outputs(seedRng(a), 8)).toEqual(outputs(seedRng(a), 8));
        if (a !== b) expect(outputs(seedRng(a), 8)).not.toEqual(outputs(seedRng(b), 8));
      }),
    );
  });

  it('never changes a state it is given, and its state survives a JSON round-trip', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 50 }), (seed, skip) => {
        let s = seedRng(seed);
        for (let i = 0; i < skip; i++) s = nextUint32(s).state;
        const before = [...s];
        const again = JSON.parse(JSON.stringify(s)) as RngState;
        expect(isRngState(again)).toBe(true);
        expect(outputs(again, 5)).toEqual(outputs(s, 5));
        expect(s).toEqual(before);
      }),
    );
  });

  it('stepInPlace and nextUint32 produce the same stream', () => {
    const s = seedRng('same stream');
    const mutable = [...s];
    expect(Array.from({ length: 6 }, () => stepInPlace(mutable))).toEqual(outputs(s, 6));
  });

  it('the generator is sfc32: same stream as an independent textbook implementation', () => {
    // sfc32 as published with PractRand: the counter is added before it is incremented.
    const reference = (a: number, b: number, c: number, d: number) => () => {
      const t = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = ((c << 21) | (c >>> 11)) + t;
      c |= 0;
      return t >>> 0;
    };
    fc.assert(
      fc.property(fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat()), ([a, b, c, d]) => {
        const ref = reference(a, b, c, d);
        const mine = [a, b, c, d];
        for (let i = 0; i < 10; i++) expect(stepInPlace(mine)).toBe(ref());
      }),
    );
  });

  it('a saved game replays only if the stream never changes: the first outputs of a fixed seed are pinned', () => {
    // Recorded when the generator was written. If this fails, every stored game would be dealt
    // differently on replay: never "fix" the numbers, fix the generator.
    expect(outputs(seedRng('stolik'), 3)).toEqual([2879032650, 3944861163, 71537154]);
  });

  it('nextInt stays in [0, n) and nextFloat in [0, 1)', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 1000 }), (seed, n) => {
        let s = seedRng(seed);
        for (let i = 0; i < 20; i++) {
          const d = nextInt(s, n);
          expect(d.value).toBeGreaterThanOrEqual(0);
          expect(d.value).toBeLessThan(n);
          expect(Number.isInteger(d.value)).toBe(true);
          const f = nextFloat(d.state);
          expect(f.value).toBeGreaterThanOrEqual(0);
          expect(f.value).toBeLessThan(1);
          s = f.state;
        }
      }),
    );
  });

  it('nextInt is close to uniform (chi-square over 6 faces, 60 000 draws)', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    let s = seedRng('dice');
    for (let i = 0; i < 60_000; i++) {
      const d = nextInt(s, 6);
      counts[d.value]! += 1;
      s = d.state;
    }
    const chi = counts.reduce((sum, c) => sum + (c - 10_000) ** 2 / 10_000, 0);
    expect(chi).toBeLessThan(20.5); // p ≈ 0.001 for 5 degrees of freedom
  });

  it('shuffle returns a permutation, leaves its input alone and depends on the state only', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.integer(), { maxLength: 40 }), (seed, items) => {
        const copy = items.slice();
        const a = shuffle(seedRng(seed), items);
        expect(items).toEqual(copy);
        expect(a.value.slice().sort((x, y) => x - y)).toEqual(copy.sort((x, y) => x - y));
        expect(shuffle(seedRng(seed), items).value).toEqual(a.value);
      }),
    );
  });

  it('isRngState refuses anything but four unsigned 32-bit integers', () => {
    expect(isRngState([1, 2, 3, 4])).toBe(true);
    for (const bad of [[1, 2, 3], [1, 2, 3, -1], [1, 2, 3, 2 ** 32], [1, 2, 3, 0.5], '1234', null]) expect(isRngState(bad)).toBe(false);
  });
});

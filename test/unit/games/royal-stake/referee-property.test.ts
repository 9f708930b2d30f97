// Properties of the trick judge (fast-check): valid tricks always get a winner in range, a
// king always wins (the last one), results do not depend on anything but the input (its speed for
// bot playouts is measured by `npm run bench`). Sections: «Сила карт», «Как использовать королей из отряда».
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { resolveTrick, type TrickContext, type TrickPlay } from '../../../../src/games/royal-stake/referee';

const suit = fc.constantFrom('red', 'blue', 'green', 'black' as const);
const numberPlay = fc.record({
  card: fc.record({ kind: fc.constant('number' as const), colour: suit, rank: fc.integer({ min: 1, max: 10 }) }),
  samurai: fc.boolean(),
  canFollow: fc.boolean(),
});
const specialPlay = fc.record({ card: fc.record({ kind: fc.constantFrom('rarity' as const, 'whiteFlag' as const) }), militia: fc.boolean() });

/** A standard-mode trick of 2-5 plays, optionally with a king on the n-th numbered card. */
const stdTrick = fc
  .tuple(fc.array(fc.oneof(numberPlay, specialPlay), { minLength: 2, maxLength: 5 }), fc.option(fc.nat(), { nil: undefined }))
  .map(([ps, kingAt]) => {
    const out = ps.map((p) => ({ ...p })) as TrickPlay[];
    if (kingAt !== undefined) {
      const i = kingAt % out.length;
      const c = out[i]!.card;
      out[i]!.king = c.kind === 'number' ? (c.colour === 'red' && out[i]!.samurai ? 'red' : c.colour) : 'white';
    }
    return out;
  });

describe('trick judge properties', () => {
  it('every valid standard trick has exactly one winner, in range; a king always takes it', () => {
    fc.assert(
      fc.property(stdTrick, (trick) => {
        const r = resolveTrick(trick, { mode: 'standard' });
        if (!r.ok) throw new Error(r.error);
        expect(r.value.winner).toBeGreaterThanOrEqual(0);
        expect(r.value.winner).toBeLessThan(trick.length);
        const kings = trick.flatMap((p, i) => (p.king ? [i] : []));
        if (kings.length) expect(r.value.winner).toBe(kings[kings.length - 1]);
        for (const v of r.value.violations) expect(v.index).toBeGreaterThan(0);
      }),
      { numRuns: 1000 },
    );
  });
  it('a trick of plain numbers is won by the highest black, else the highest of the lead colour (first on ties)', () => {
    const plain = fc.array(fc.record({ card: fc.record({ kind: fc.constant('number' as const), colour: suit, rank: fc.integer({ min: 1, max: 10 }) }) }), {
      minLength: 1,
      maxLength: 5,
    });
    fc.assert(
      fc.property(plain, (trick) => {
        const r = resolveTrick(trick, { mode: 'standard' });
        if (!r.ok) throw new Error(r.error);
        const cards = trick.map((p) => p.card);
        const blacks = cards.filter((c) => c.colour === 'black');
        const pool = blacks.length ? blacks : cards.filter((c) => c.colour === cards[0]!.colour);
        const best = Math.max(...pool.map((c) => c.rank));
        expect(r.value.winner).toBe(cards.indexOf(pool.find((c) => c.rank === best)!));
      }),
      { numRuns: 1000 },
    );
  });
  it('never throws on junk, in any mode', () => {
    const ctx = fc.record({ mode: fc.constantFrom('standard', 'two-players', 'i-am-king', 'team', 'emperor', 'x'), trump: fc.anything() });
    fc.assert(
      fc.property(fc.anything(), ctx, (junk, c) => {
        expect(() => resolveTrick(junk as TrickPlay[], c as TrickContext)).not.toThrow();
        expect(() => resolveTrick([junk as TrickPlay], c as TrickContext)).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });
  // Its speed for playouts is `npm run bench`'s (rs-std-bench.ts: standard rounds per second).
});

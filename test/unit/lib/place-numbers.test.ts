// Issue 20 point 10: places after a tie read 1, 2, 3, 3, 4; players expect standard competition
// ranking, 1, 2, 3, 3, 5, on every sheet, in History, the CSV, the share card and statistics.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeNumbers, rankWithTieBreaks, sharesPlace } from '../../../src/lib/ranking';

describe('placeNumbers: one numbering of places (standard competition ranking)', () => {
  it('a shared third place is followed by fifth', () => {
    const { ranking } = rankWithTieBreaks({ a: 50, b: 40, c: 30, d: 30, e: 10 });
    expect(ranking).toEqual([['a'], ['b'], ['c', 'd'], ['e']]);
    expect(Object.fromEntries(placeNumbers(ranking))).toEqual({ a: 1, b: 2, c: 3, d: 3, e: 5 });
    expect([sharesPlace(ranking, 'c'), sharesPlace(ranking, 'e')]).toEqual([true, false]);
  });

  it('tie-break notes name the same numbers ("C and D share place 3"; next "5")', () => {
    const { tieBreaks } = rankWithTieBreaks({ a: 5, b: 5, c: 5, d: 1 });
    expect(tieBreaks).toEqual([expect.objectContaining({ kind: 'shared', ids: ['a', 'b', 'c'], place: 1 })]);
    const ahead = rankWithTieBreaks({ a: 9, b: 9, c: 4, d: 4 }, { tieBreaks: [{ key: 'cards', values: { c: 2, d: 1 } }] });
    expect(ahead.tieBreaks.find((n) => n.kind === 'ahead')).toMatchObject({ place: 3 });
  });

  it('a place is 1 + the number of players placed above (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), fc.integer({ min: 0, max: 3 })), (totals) => {
        const places = placeNumbers(rankWithTieBreaks(totals).ranking);
        for (const [id, total] of Object.entries(totals)) {
          expect(places.get(id)).toBe(1 + Object.values(totals).filter((t) => t > total).length);
        }
      }),
    );
  });
});

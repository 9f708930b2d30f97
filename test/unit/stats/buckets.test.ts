// The histogram behind "score distribution" (issue 12): round bucket widths, every value counted once.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bucketWidth, buckets, monthsBetween, utcMonth } from '../../../src/stats/buckets';

describe('buckets', () => {
  it('picks the smallest round width that fits', () => {
    expect(bucketWidth(3, 9, 8)).toBe(1);
    expect(bucketWidth(0, 15, 8)).toBe(2);
    expect(bucketWidth(-40, 180, 8)).toBe(50);
  });

  it('puts every value in exactly one bucket, in at most 8 buckets', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -100000, max: 100000 }), { minLength: 1, maxLength: 50 }), (values) => {
        const b = buckets(values);
        expect(b.length).toBeLessThanOrEqual(8);
        expect(b.reduce((n, x) => n + x.count, 0)).toBe(values.length);
        for (const v of values) expect(b.filter((x) => x.from <= v && v <= x.to)).toHaveLength(1);
      }),
    );
  });

  it('ends on totals too large to count one by one (past 2^53)', () => {
    expect(buckets([1e300, 1e300])).toEqual([{ from: 1e300, to: 1e300, count: 2 }]);
    expect(buckets([2 ** 60, 2 ** 60 + 4096]).reduce((n, b) => n + b.count, 0)).toBe(2);
  });

  it('lists months across a year end, and gives no month to a time no calendar has', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(utcMonth(Date.UTC(2026, 4, 31, 23))).toBe('2026-05');
    expect(utcMonth(Number.NaN)).toBe('');
  });
});

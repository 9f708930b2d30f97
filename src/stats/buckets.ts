/** Histogram buckets and month ranges for the small charts (pure, integer totals). */
import type { Bucket } from './types';

const STEPS = [1, 2, 5];

/** The smallest "round" bucket width (1, 2, 5, 10, 20, 50, ...) that fits the range in `max` bars. */
export function bucketWidth(min: number, max: number, bars: number): number {
  for (let scale = 1; ; scale *= 10) {
    for (const step of STEPS) {
      const w = step * scale;
      if (Math.floor(max / w) - Math.floor(min / w) + 1 <= bars) return w;
    }
  }
}

/** Totals grouped into at most `bars` equal, round-numbered buckets, lowest first; empty buckets kept. */
export function buckets(values: readonly number[], bars = 8): Bucket[] {
  if (values.length === 0) return [];
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    min = Math.min(min, v);
    max = Math.max(max, v);
  }
  const w = bucketWidth(Math.floor(min), Math.floor(max), bars);
  const first = Math.floor(Math.floor(min) / w);
  // Counted from 0, never `i++` from `first`: past 2^53 adding one changes nothing (an endless loop).
  const n = Math.min(bars, Math.max(1, Math.floor(Math.floor(max) / w) - first + 1));
  const out: Bucket[] = [];
  for (let k = 0; k < n; k++) out.push({ from: (first + k) * w, to: (first + k) * w + w - 1, count: 0 });
  for (const v of values) out[Math.min(n - 1, Math.max(0, Math.floor(Math.floor(v) / w) - first))]!.count++;
  return out;
}

/** 'YYYY-MM' of a time in UTC (the screens pass a local-time version); '' for a time no calendar has. */
export const utcMonth = (t: number): string => (Number.isFinite(t) && t >= 0 && t < 253402300800000 ? new Date(t).toISOString().slice(0, 7) : '');

/** Every month from `first` to `last` ('YYYY-MM'), both included. */
export function monthsBetween(first: string, last: string): string[] {
  const out: string[] = [];
  let [y, m] = first.split('-').map(Number) as [number, number];
  for (let guard = 0; guard < 1200; guard++) {
    const month = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}`;
    out.push(month);
    if (month >= last) break;
    if (++m > 12) {
      m = 1;
      y++;
    }
  }
  return out;
}

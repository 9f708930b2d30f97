// @vitest-environment happy-dom
// Issue 20 point 16: "Nov 26" month labels in statistics (and «нояб. 26 г.», which reads as year
// 26), and the version in Settings shown as a raw ISO time. A DOM: Settings loads the wake lock,
// which listens on `document` as soon as it is imported (in Node the file failed to load).
import { describe, expect, it } from 'vitest';
import { buildDate } from '../../../src/screens/Settings';
import { month } from '../../../src/screens/stats/format';

describe('dates a person reads', () => {
  it('a chart month shows the full year in both languages', () => {
    expect(month('2026-11', 'en')).toBe('Nov 2026');
    expect(month('2026-11', 'ru')).toBe('нояб. 2026');
    expect(month('2026-11', 'ru', 'long')).toMatch(/^ноябрь 2026/);
    for (const lang of ['en', 'ru']) expect(month('2026-11', lang)).not.toMatch(/\b26\b/);
  });

  it('the build time reads as a localised date and time; any other id stays as it is', () => {
    const en = buildDate('2026-11-29T08:37:19.000Z', 'en')!;
    const ru = buildDate('2026-11-29T08:37:19.000Z', 'ru')!;
    expect(en).toMatch(/November \d+, 2026/);
    expect(ru).toMatch(/ноября 2026/);
    expect(en).not.toContain('T08');
    expect(buildDate('abc123', 'en')).toBeNull();
  });
});

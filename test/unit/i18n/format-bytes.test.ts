/** Issue 10, point 10: «Занято 1,7 MB» — sizes in the reader's language and units. */
import { describe, expect, it } from 'vitest';
import { formatBytes } from '../../../src/screens/format';

// Intl may separate number and unit with a no-break space: compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatBytes', () => {
  it('Russian: decimal comma and Cyrillic units, never «MB»', () => {
    expect(plain(formatBytes(1.7 * 1024 ** 2, 'ru'))).toBe('1,7 МБ');
    expect(plain(formatBytes(340 * 1024, 'ru'))).toBe('340 кБ');
    expect(plain(formatBytes(12.3 * 1024 ** 3, 'ru'))).toBe('12,3 ГБ');
  });
  it('English: decimal point, MB/kB/GB', () => {
    expect(plain(formatBytes(1.7 * 1024 ** 2, 'en'))).toBe('1.7 MB');
    expect(plain(formatBytes(340 * 1024, 'en'))).toBe('340 kB');
    expect(plain(formatBytes(12.3 * 1024 ** 3, 'en'))).toBe('12.3 GB');
  });
});

import { dateFormat } from '../lib/dateFormat';

/**
 * Date and time in the reader's language (short, for lists). Defensive: a record from a damaged
 * store or an old backup may hold a date Intl refuses (NaN, 9e15); that shows "?" instead of
 * taking the whole screen down.
 */
export function formatDate(ms: number, lang: string): string {
  if (typeof ms !== 'number' || !Number.isFinite(new Date(ms).getTime())) return '?';
  try {
    return dateFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
  } catch {
    return new Date(ms).toISOString();
  }
}

/**
 * Bytes for the storage status in the reader's language and units: "1.7 MB", «1,7 МБ»
 * (Intl names the unit, so Russian never shows a Latin "MB").
 */
export function formatBytes(n: number, lang: string): string {
  const [unit, value, digits] = n < 1024 ** 2 ? ['kilobyte', n / 1024, 0] : n < 1024 ** 3 ? ['megabyte', n / 1024 ** 2, 1] : ['gigabyte', n / 1024 ** 3, 1];
  return new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: digits }).format(value);
}

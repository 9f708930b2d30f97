/** Calendar days in the reader's time zone and language, for History's day headings. */
import type { TFunction } from 'i18next';
import { dateFormat } from '../../lib/dateFormat';

/** The local calendar day of a time, as a key ("2026-11-26"); "?" for a time no calendar has. */
export function dayKey(ms: number): string {
  const d = new Date(ms);
  if (!Number.isFinite(d.getTime())) return '?';
  return `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
}

/** The day heading's or the time's formatter in `lang`, in English for a language Intl refuses. */
function format(lang: string, style: 'day' | 'time'): Intl.DateTimeFormat {
  try {
    return dateFormat(lang, style === 'day' ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } : { timeStyle: 'short' });
  } catch {
    return dateFormat('en', style === 'day' ? { dateStyle: 'full' } : { timeStyle: 'short' });
  }
}

/** "Today", "Yesterday", else the full date («четверг, 26 ноября 2026 г.»). */
export function dayLabel(ms: number, now: number, lang: string, t: TFunction): string {
  const key = dayKey(ms);
  if (key === '?') return '?';
  if (key === dayKey(now)) return t('history.today');
  const yesterday = new Date(now);
  yesterday.setDate(yesterday.getDate() - 1);
  if (key === dayKey(yesterday.getTime())) return t('history.yesterday');
  return format(lang, 'day').format(ms);
}

/** The time of day ("14:05", "2:05 PM"). */
export function timeLabel(ms: number, lang: string): string {
  return Number.isFinite(new Date(ms).getTime()) ? format(lang, 'time').format(ms) : '?';
}

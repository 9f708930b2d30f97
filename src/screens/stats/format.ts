import type { TFunction } from 'i18next';
import type { GameStats } from '../../stats/types';
import { SCORE_PAD } from '../../lib/scorePad';
import { dateFormat } from '../../lib/dateFormat';

const percents = new Map<string, Intl.NumberFormat>();

/** A share as a percentage in the reader's language ("40%", «40 %»); one formatter per language (making one costs more than using it). */
export function percent(share: number, lang: string): string {
  let f = percents.get(lang);
  if (!f) percents.set(lang, (f = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 })));
  return f.format(share);
}

/** A number with at most one decimal ("31.5", «31,5»). */
export const decimal = (n: number, lang: string): string => new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(n);

/** A day in the reader's language (no time: statistics speak of days). */
export function day(ms: number, lang: string): string {
  const d = new Date(ms);
  return Number.isNaN(d.getTime()) ? '?' : dateFormat(lang, { dateStyle: 'medium' }).format(d);
}

/**
 * A month ('2026-03') as "March 2026" / «март 2026 г.», or short for a chart's axis ("Mar 2026" /
 * «мар. 2026»): the year in full, since "Mar 26" and «март 26 г.» read as a day or as year 26.
 */
export function month(m: string, lang: string, style: 'short' | 'long' = 'short'): string {
  const [y, mm] = m.split('-').map(Number) as [number, number];
  const opts = style === 'long' ? ({ month: 'long', year: 'numeric' } as const) : ({ month: 'short', year: 'numeric' } as const);
  const text = dateFormat(lang, { ...opts, timeZone: 'UTC' }).format(Date.UTC(y, mm - 1, 1));
  // Russian adds « г.» to a year; on a chart's axis the four digits say it already.
  return style === 'short' ? text.replace(/\s*г\.$/, '') : text;
}

/** A game's name: the box's name, or for a score-pad game the title typed for it. */
export function gameName(g: Pick<GameStats, 'gameId' | 'title'>, tc: TFunction): string {
  if (g.gameId === SCORE_PAD && g.title.trim()) return g.title.trim();
  return tc(`games.${g.gameId}.name`, { defaultValue: g.gameId });
}

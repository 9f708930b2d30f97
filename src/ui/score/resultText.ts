import type { ScoreResult } from '../../games/types';
import type { TieBreakNote } from '../../lib/ranking';
import type { SeatRecord } from '../../storage/types';

/** A translate function (i18next's `t` in the `common` namespace). */
type Translate = (key: string, params?: Record<string, unknown>) => string;

/** Names joined as the language joins a list: "Anna, Boris and Gleb", «Аня, Борис и Глеб». */
export function joinNames(names: string[], lang: string): string {
  try {
    return new Intl.ListFormat(lang, { type: 'conjunction' }).format(names);
  } catch {
    return names.join(', ');
  }
}

/**
 * One sentence per tie-break note: who is ahead of whom and by which key (with both values),
 * or who shares a place and why. Names stay in the nominative, so no declension is needed.
 */
export function tieBreakSentences(notes: readonly TieBreakNote[], name: (id: string) => string, t: Translate, lang: string): string[] {
  const names = (ids: string[]) => joinNames(ids.map(name), lang);
  return notes.map((n) => {
    const same = n.same.map((s) => t(`tieBreak.same.${s.key}`, { value: s.value }));
    if (n.kind === 'shared') {
      if (same.length === 0) return t('tieBreak.sharedNoRule', { names: names(n.ids), place: n.place, total: n.total });
      return t('tieBreak.shared', { names: names(n.ids), place: n.place, total: n.total, reasons: same.join(', ') });
    }
    const by = t(`tieBreak.more.${n.by.key}`, { ahead: n.by.ahead, behind: n.by.behind });
    return t('tieBreak.ahead', { ahead: names(n.ahead), behind: names(n.behind), total: n.total, reasons: [...same, by].join(', ') });
  });
}

/** The result card as plain text in the current language, for sharing at the table, signed `brand`. */
export function resultText(
  gameName: string,
  seats: SeatRecord[],
  result: ScoreResult,
  when: string,
  points: (n: number) => string,
  tieLines: string[] = [],
  brand = 'Stolik',
): string {
  const name = (id: string) => seats.find((s) => s.id === id)?.name ?? id;
  const lines = [`${gameName} — ${when}`];
  result.ranking.forEach((ids, i) => {
    for (const id of ids) lines.push(`${i + 1}. ${name(id)}: ${points(result.totals[id] ?? 0)}`);
  });
  if (tieLines.length > 0) lines.push('', ...tieLines);
  lines.push('', brand);
  return lines.join('\n');
}

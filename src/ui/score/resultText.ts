import type { TieBreakNote } from '../../lib/ranking';
import { headline, resultLines, type ShareFacts } from '../../share/facts';

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

/**
 * The result as plain text in the current language, for sharing at the table: game and mode, date,
 * every seat with place and total (a total nobody entered says so), tie-break sentences, signed.
 */
export function resultText(f: ShareFacts, tieLines: string[] = [], missing = '—'): string {
  const lines = [`${headline(f)} — ${f.when}`];
  for (const l of resultLines(f)) lines.push(`${l.place}. ${l.name}: ${l.total === null ? missing : f.points(l.total)}`);
  if (tieLines.length > 0) lines.push('', ...tieLines);
  lines.push('', f.brand);
  return lines.join('\n');
}

/** What a received result code holds, before it is saved: game, mode, date, every seat with place and total. */
import { useT } from '../../i18n/useT';
import { SCORE_PAD } from '../../lib/scorePad';
import { unitKey, unitOf } from '../../ui/score/unit';
import type { CodedResult } from './types';
import { dateFormat } from '../../lib/dateFormat';

export function ResultPreview({ r }: { r: CodedResult }) {
  const { t, lang } = useT('share');
  const game = r.game === SCORE_PAD && r.title ? r.title : t(`common:games.${r.game}.name`);
  const mode = r.mode ? t(`share:modes.${r.mode}`, { defaultValue: '' }) : '';
  // Places first (shared places keep seat order), seats without a place last.
  const seats = r.seats.map((s, i) => ({ ...s, i })).sort((a, b) => (a.place ?? 1e9) - (b.place ?? 1e9) || a.i - b.i);
  return (
    <div data-testid="add-result-preview">
      <p>
        <strong data-testid="add-result-game">{mode ? `${game} · ${mode}` : game}</strong>
        <br />
        <span class="small">{longDate(r.updatedAt, lang)}</span>
      </p>
      <ul class="rc-seats" aria-label={t('resultCode.add.players')}>
        {seats.map((s) => (
          <li key={s.i} data-testid="add-result-seat">
            {s.place !== undefined ? `${s.place}. ` : ''}
            <bdi>{s.bot ? t(`common:bot.${s.bot}`) : s.name}</bdi>
            {': '}
            {s.total === undefined ? t('resultCode.add.notEntered') : t(unitKey(unitOf(r.game)), { count: s.total })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** "26 November 2026, 19:40"; "?" for a date the code cannot give. */
function longDate(ms: number, lang: string): string {
  try {
    return dateFormat(lang, { dateStyle: 'long', timeStyle: 'short' }).format(ms);
  } catch {
    return '?';
  }
}

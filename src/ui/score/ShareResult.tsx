import { useState } from 'preact/hooks';
import type { ScoreResult } from '../../games/types';
import { useT } from '../../i18n/useT';
import type { SeatRecord } from '../../storage/types';
import { resultText, tieBreakSentences } from './resultText';
import { unitKey, unitOf } from './unit';

/** Shares the result as text (Web Share where the phone offers it, the clipboard otherwise). */
export function ShareResult({ game, seats, result, at }: { game: string; seats: SeatRecord[]; result: ScoreResult; at: number }) {
  const { t, lang } = useT();
  const [copied, setCopied] = useState(false);
  const share = async () => {
    const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(at);
    const name = (id: string) => seats.find((s) => s.id === id)?.name ?? id;
    const ties = tieBreakSentences(result.tieBreaks ?? [], name, t, lang);
    const text = resultText(t(`games.${game}.name`), seats, result, when, (count) => t(unitKey(unitOf(game)), { count }), ties, t('home.title'));
    if (navigator.share) {
      try {
        await navigator.share({ text });
        return;
      } catch (e) {
        if ((e as Error).name === 'AbortError') return;
      }
    }
    await navigator.clipboard?.writeText(text).catch(() => undefined);
    setCopied(true);
  };
  return (
    <p>
      <button type="button" onClick={() => void share()} data-testid="share-result">
        {t('score.share')}
      </button>
      {copied && (
        <span role="status" class="ok">
          {t('score.copied')}
        </span>
      )}
    </p>
  );
}

import { useMemo, useState } from 'preact/hooks';
import { Lazy } from '../../nav/Lazy';
import type { ScoreResult } from '../../games/types';
import { useT } from '../../i18n/useT';
import { bgStatsUrl } from '../../share/bgstats';
import { cardModel, type CardModel } from '../../share/cardModel';
import { botNamer, seatNames } from '../../share/seatNames';
import { useShareStrings } from '../../share/useShareStrings';
import type { ShareFacts } from '../../share/facts';
import { summarize } from '../../storage/summary';
import type { SessionRecord } from '../../storage/types';
import { resultText, tieBreakSentences } from './resultText';
import { unitKey, unitOf } from './unit';
import { SCORE_PAD } from '../../lib/scorePad';
import { loadResultCodeDialog } from '../../share/resultCode/load';
import { dateFormat } from '../../lib/dateFormat';

/** The card dialog and its canvas code: a chunk of its own, loaded on the first "Share as image". */
const loadCardDialog = () => import('../../share/CardDialog').then((m) => m.CardDialog);

interface ShareResultProps {
  session: SessionRecord;
  /** The result as shown on the screen (the sheet's live result, or the digital game's outcome). */
  result: ScoreResult;
  /** Defaults to the session's flag; a digital game's result screen is finished by definition. */
  finished?: boolean;
}

/**
 * Sharing a result: as text (Web Share, else the clipboard) while the sheet is open; once the game
 * is finished, also as an image (the result card), as a code another phone adds to its History,
 * and to the BG Stats app.
 */
export function ShareResult({ session, result, finished = session.finished }: ShareResultProps) {
  const { t, lang } = useT();
  const [copied, setCopied] = useState(false);
  // The card's words are fixed when it is asked for, so later saves do not redraw an open dialog.
  const [card, setCard] = useState<CardModel | null>(null);
  // The result as a code for another phone's History (issue 23); a lazy chunk, like the card.
  const [asCode, setAsCode] = useState(false);
  const summary = useMemo(() => summarize(session), [session]);
  const ready = useShareStrings();
  const game = session.game;
  const gameName = game === SCORE_PAD && session.title ? session.title : t(`games.${game}.name`);
  const botName = botNamer(t);
  const facts: ShareFacts = {
    gameName,
    mode: summary.mode ? t(`share:modes.${summary.mode}`) : undefined,
    when: longDate(session.updatedAt, lang),
    seats: summary.seats,
    result,
    points: (count) => t(unitKey(unitOf(game)), { count }),
    botName,
    brand: t('home.title'),
  };

  const shareText = async () => {
    const shown = seatNames(summary.seats, botName);
    const name = (id: string) => shown[summary.seats.findIndex((s) => s.id === id)] ?? id;
    const ties = tieBreakSentences(result.tieBreaks ?? [], name, t, lang);
    const text = resultText(facts, ties, t('share:missing'));
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
  const bgStats = finished
    ? bgStatsUrl({ sessionId: session.id, game, gameName, title: session.title, at: session.updatedAt, seats: summary.seats, result, botName })
    : null;
  const stamp = Number.isFinite(new Date(session.updatedAt).getTime()) ? new Date(session.updatedAt).toISOString().slice(0, 10) : 'result';

  if (!ready) return null;
  return (
    <div class="share-result">
      <p class="actions">
        {finished && (
          <button type="button" onClick={() => setCard(cardModel(facts, { winner: t('share:winner'), missing: t('share:missing') }))} data-testid="share-image">
            {t('share:image')}
          </button>
        )}
        <button type="button" onClick={() => void shareText()} data-testid="share-result">
          {t('share:text')}
        </button>
        {finished && session.id && (
          <button type="button" onClick={() => setAsCode(true)} data-testid="share-code">
            {t('share:asCode')}
          </button>
        )}
      </p>
      {copied && (
        <p role="status" class="ok">
          {t('score.copied')}
        </p>
      )}
      {bgStats && (
        <>
          <p>
            <a class="button" href={bgStats} data-testid="bgstats" aria-describedby="bgstats-hint">
              {t('share:bgstats')}
            </a>
          </p>
          <p class="small" id="bgstats-hint">
            {t('share:bgstatsHint')}
          </p>
        </>
      )}
      {asCode && <Lazy load={loadResultCodeDialog} props={{ session, result, gameName, onClose: () => setAsCode(false) }} />}
      {card && (
        <Lazy
          load={loadCardDialog}
          props={{
            model: card,
            fileName: `stolik-${game}-${stamp}.png`,
            onClose: () => setCard(null),
          }}
        />
      )}
    </div>
  );
}

/** "26 November 2026", «26 ноября 2026 г.»; "?" for a date a damaged record cannot give. */
function longDate(ms: number, lang: string): string {
  try {
    return dateFormat(lang, { dateStyle: 'long' }).format(ms);
  } catch {
    return '?';
  }
}

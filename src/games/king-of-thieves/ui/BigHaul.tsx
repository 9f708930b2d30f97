import { Editable } from '../../../ui/score/ReadValue';
import { useEffect, useState } from 'preact/hooks';
import { useT } from '../../../i18n/useT';
import { deleteCardValue, getCardValues, setCardValue } from '../../../storage/cardValues';
import { BIG_HAUL_ICON_CHOICES, BIG_HAUL_ICON_KEY } from '../data/cards';
import { GAME } from './CardFace';

/** The players' stored answer for Big Haul's icon (undefined until asked), re-read on demand. */
export function useBigHaulAnswer() {
  const [answer, setAnswer] = useState<number | undefined>(undefined);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    getCardValues(GAME).then(
      (v) => live && setAnswer(v[BIG_HAUL_ICON_KEY]),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [version]);
  return { answer, refresh: () => setVersion((n) => n + 1) };
}

/**
 * The scorer needs to know which icon this copy prints on Big Haul: ask once, keep the answer
 * on the device (card values), then let the sheet score again with it.
 */
export function BigHaulQuestion({ onAnswered }: { onAnswered: () => Promise<unknown> }) {
  const { t } = useT(GAME);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const answer = async (choice: number) => {
    setBusy(true);
    setFailed(false);
    try {
      await setCardValue(GAME, BIG_HAUL_ICON_KEY, choice);
      await onAnswered();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset data-testid="big-haul-question">
      <legend>{t('bigHaulIcon.question')}</legend>
      <p class="small">{t('bigHaulIcon.once')}</p>
      <div class="actions">
        {BIG_HAUL_ICON_CHOICES.map((_, i) => (
          <button key={i} type="button" disabled={busy} onClick={() => void answer(i)}>
            {t(`bigHaulIcon.${i}`)}
          </button>
        ))}
      </div>
      {failed && (
        <p role="alert" class="field-error">
          {t('bigHaulIcon.saveFailed')}
        </p>
      )}
    </fieldset>
  );
}

/** "Big Haul: Henchman (entered by you)" with a way to answer again if it was misread. */
export function BigHaulAnswer({ answer, onForget }: { answer: number; onForget: () => Promise<unknown> }) {
  const { t } = useT(GAME);
  const [failed, setFailed] = useState(false);
  const forget = async () => {
    try {
      await deleteCardValue(BIG_HAUL_ICON_KEY);
      await onForget();
    } catch {
      setFailed(true);
    }
  };
  const label = BIG_HAUL_ICON_CHOICES[answer] !== undefined ? t(`bigHaulIcon.${answer}`) : '?';
  return (
    <p class="small row" data-testid="big-haul-answer">
      <span>
        {t('bigHaulIcon.answer', { icon: label })} <span class="badge-small">{t('common:score.userEntered')}</span>
      </span>
      <Editable>
        <button type="button" onClick={() => void forget()}>
          {t('bigHaulIcon.askAgain')}
        </button>
      </Editable>
      {failed && (
        <span role="alert" class="field-error">
          {t('bigHaulIcon.saveFailed')}
        </span>
      )}
    </p>
  );
}

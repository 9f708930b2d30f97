import { useEffect, useState } from 'preact/hooks';
import { games } from '../games/registry';
import { ensureNamespace } from '../i18n';
import { useT } from '../i18n/useT';
import { deleteCardValue, listCardValues, setCardValue } from '../storage/cardValues';
import type { CardValueRecord } from '../storage/types';
import { ConfirmButton } from '../ui/ConfirmButton';
import { Stepper } from '../ui/Stepper';

/**
 * A value's name from the game's `printed` strings: the whole key, or the key without its last
 * segment with that segment as `{{last}}` ('royal-stake/bet/hermit/2' -> "Hermit, back: VP for
 * 2 wins"); the raw key when the game names neither.
 */
function valueLabel(t: ReturnType<typeof useT>['t'], game: string, key: string): string {
  const cut = key.lastIndexOf('/');
  return t([`${game}:printed.${key}`, `${game}:printed.${key.slice(0, cut)}`, 'cardValues.unnamed'], { key, last: key.slice(cut + 1) });
}

/**
 * Printed values the user read off their own cards (the rulebooks' text lost them). Each was
 * asked once while scoring; here they can be checked, corrected or forgotten (asked again).
 */
export function CardValues() {
  const { t } = useT();
  const [values, setValues] = useState<CardValueRecord[] | null>(null);
  const reload = () => listCardValues().then(setValues, () => setValues([]));
  useEffect(() => {
    void Promise.all(games.map((g) => ensureNamespace(g.id).catch(() => undefined))).then(reload);
  }, []);
  if (!values) return <p aria-busy="true">{t('app.loading')}</p>;
  return (
    <>
      <h1>{t('cardValues.title')}</h1>
      <p class="hint">{t('cardValues.intro')}</p>
      {values.length === 0 && <p class="hint">{t('cardValues.empty')}</p>}
      {games.map((g) => {
        const mine = values.filter((v) => v.game === g.id);
        if (!mine.length) return null;
        return (
          <section key={g.id} aria-labelledby={`cv-${g.id}`}>
            <h2 id={`cv-${g.id}`}>{t(`games.${g.id}.name`)}</h2>
            <ul class="player-list">
              {mine.map((v) => (
                <li key={v.key} data-testid={`card-value-${v.key}`}>
                  <Stepper
                    label={valueLabel(t, g.id, v.key)}
                    value={v.value}
                    min={-999}
                    max={999}
                    onChange={async (n) => (await setCardValue(g.id, v.key, n).catch(() => undefined), await reload())}
                  />
                  <ConfirmButton
                    question={t('cardValues.confirmForget')}
                    onConfirm={async () => (await deleteCardValue(v.key).catch(() => undefined), await reload())}
                  >
                    {t('cardValues.forget')}
                  </ConfirmButton>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

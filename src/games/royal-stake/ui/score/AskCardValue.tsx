import { useState } from 'preact/hooks';
import { useT } from '../../../../i18n/useT';
import { setCardValue } from '../../../../storage/cardValues';
import { Stepper } from '../../../../ui/Stepper';
import { isColour } from '../../data/colours';
import { hasUnknownBack } from '../../data/characters';
import { CARD_VALUE_PREFIX, MAX_PRINTED_VP, MAX_PRINTED_WINS, betWinsKey, kingNumberKey } from '../../data/card-values';
import { GAME } from './names';

/**
 * Asks once, in plain words, for a printed value the rulebook text lost: a bet back (one or
 * more "wins -> VP" lines) or a king's number. Saved on this device; the card-data screen edits it.
 * `inForm`: inside another form (the play setup), so it renders a group with a plain button;
 * `kingHint`: why a king number is needed there (the sheet's hint speaks of the final tie).
 */
export function AskCardValue({
  valueKey,
  onSaved,
  inForm = false,
  kingHint = 'scoreUi.ask.kingHint',
}: {
  valueKey: string;
  onSaved: () => Promise<void>;
  inForm?: boolean;
  kingHint?: string;
}) {
  const { t } = useT(GAME);
  const [kind = '', subject = ''] = valueKey.slice(CARD_VALUE_PREFIX.length).split('/');
  const [lines, setLines] = useState([{ wins: 0, vp: 0 }]);
  const [number, setNumber] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const bet = kind === 'bet' && hasUnknownBack(subject);
  const king = (kind === 'king-number' || kind === 'king-number-back') && isColour(subject);
  if (!bet && !king)
    return (
      <p role="alert" class="field-error">
        {t('scoreUi.ask.unknown', { key: valueKey })}
      </p>
    );

  const save = async (e?: Event) => {
    e?.preventDefault();
    const wins = lines.map((l) => l.wins);
    if (bet && new Set(wins).size !== wins.length) return setError(t('scoreUi.ask.sameWins'));
    if (bet && lines.some((l) => l.vp === 0)) return setError(t('scoreUi.ask.noVp'));
    setError(null);
    setSaving(true);
    try {
      if (bet) await Promise.all(lines.map((l) => setCardValue(GAME, betWinsKey(subject, l.wins), l.vp)));
      else if (isColour(subject)) await setCardValue(GAME, kingNumberKey(subject, kind === 'king-number' ? 'front' : 'back'), number);
      await onSaved();
    } catch {
      setError(t('scoreUi.ask.saveFailed'));
    } finally {
      setSaving(false);
    }
  };
  const title = bet
    ? t('scoreUi.ask.betTitle', { card: t(`characters.${subject}`) })
    : t(kind === 'king-number' ? 'scoreUi.ask.kingTitle' : 'scoreUi.ask.kingBackTitle', { colour: t(`colours.${subject}`) });
  const body = (
    <>
      <h2 id="rs-ask-h">{title}</h2>
      <p class="small">{t(bet ? 'scoreUi.ask.betHint' : kingHint)}</p>
      {bet ? (
        lines.map((l, i) => (
          <div key={i} class="field-grid steppers-stacked">
            <Stepper
              label={t('scoreUi.ask.wins', { n: i + 1 })}
              value={l.wins}
              min={0}
              max={MAX_PRINTED_WINS}
              onChange={(wins) => setLines(lines.map((x, j) => (j === i ? { ...x, wins } : x)))}
            />
            <Stepper
              label={t('scoreUi.ask.vp', { count: l.wins })}
              value={l.vp}
              min={0}
              max={MAX_PRINTED_VP}
              onChange={(vp) => setLines(lines.map((x, j) => (j === i ? { ...x, vp } : x)))}
            />
            {lines.length > 1 && (
              <button type="button" class="ghost" onClick={() => setLines(lines.filter((_, j) => j !== i))}>
                {t('scoreUi.ask.removeLine', { n: i + 1 })}
              </button>
            )}
          </div>
        ))
      ) : (
        <Stepper label={t('scoreUi.ask.number')} value={number} min={0} max={MAX_PRINTED_VP} onChange={setNumber} />
      )}
      {bet && lines.length < MAX_PRINTED_WINS + 1 && (
        <button type="button" onClick={() => setLines([...lines, { wins: Math.min(MAX_PRINTED_WINS, (lines[lines.length - 1]?.wins ?? 0) + 1), vp: 0 }])}>
          {t('scoreUi.ask.addLine')}
        </button>
      )}
      {error && (
        <p role="alert" class="field-error">
          {error}
        </p>
      )}
    </>
  );
  if (inForm)
    return (
      <div class="panel" role="group" aria-labelledby="rs-ask-h" data-testid="ask-card-value">
        {body}
        <button type="button" class="primary" disabled={saving} data-testid="ask-save" onClick={() => void save()}>
          {t('scoreUi.ask.save')}
        </button>
      </div>
    );
  return (
    <form class="panel" onSubmit={save} aria-labelledby="rs-ask-h" data-testid="ask-card-value">
      {body}
      <button type="submit" class="primary" disabled={saving}>
        {t('scoreUi.ask.save')}
      </button>
    </form>
  );
}

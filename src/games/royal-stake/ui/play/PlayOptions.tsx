/**
 * The options under the seats: which mode this many seats play and what it means (partners in
 * team whist, the emperor's side), and for team and "Emperor" the king numbers. Numbers already
 * entered come from the card-values store (marked as entered by you); while any is missing the
 * game uses Stolik's own numbering, shown as such, and the printed ones can be entered here at
 * any time (saved in the store). No <form> here: PlayNew's form wraps this.
 */
import { useEffect, useState } from 'preact/hooks';
import { useT } from '../../../../i18n/useT';
import { getCardValues, setCardValue } from '../../../../storage/cardValues';
import { Stepper } from '../../../../ui/Stepper';
import { MAX_PRINTED_VP } from '../../data/card-values';
import { STOLIK_KING_BACK, STOLIK_KING_FRONT } from '../../data/king-numbering';
import { RULER_COLOURS } from '../../data/colours';
import { capital, colourText } from '../judge/labels';
import { kingNumbersFrom, KING_SLOTS, missingSlots } from './kingNumbers';
import { GAME } from './names';
import { modeFor, type RsPlayOptions } from './playSetup';
import './play.css';

interface PlayOptionsProps {
  players: number;
  options: RsPlayOptions;
  onChange: (o: RsPlayOptions) => void;
}

/** Mode summary and, where needed, the king numbers (known ones listed, missing ones asked). */
export function PlayOptions({ players, options, onChange }: PlayOptionsProps) {
  const { t } = useT(GAME);
  const [stored, setStored] = useState<Record<string, number> | null>(null);
  const [draft, setDraft] = useState<Record<string, number>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const load = async () => {
    const values = await getCardValues(GAME);
    setStored(values);
    const numbers = kingNumbersFrom(values);
    if (numbers && JSON.stringify(numbers) !== JSON.stringify(options.kingNumbers)) onChange({ ...options, kingNumbers: numbers });
  };
  useEffect(() => void load().catch(() => setFailed('playUi.setup.loadFailed')), []);
  const mode = modeFor(players);
  const about = mode ? <p data-testid="mode-about">{t(`playUi.setup.about.${mode}`)}</p> : <p class="hint">{t('playUi.setup.seats')}</p>;
  const save = async () => {
    setSaving(true);
    try {
      await Promise.all(missingSlots(stored ?? {}).map((s) => setCardValue(GAME, s.key, draft[s.key] ?? 0)));
      await load();
    } catch {
      setFailed('scoreUi.ask.saveFailed');
    } finally {
      setSaving(false);
    }
  };
  const needsNumbers = mode === 'team' || mode === 'emperor';
  const missing = stored ? missingSlots(stored) : [];
  const slotLabel = (s: (typeof KING_SLOTS)[number]) =>
    t(s.side === 'front' ? 'cardValues.kingNumber' : 'cardValues.kingNumberBack', { colour: colourText(t, s.colour) });
  return (
    <fieldset data-testid="rs-options">
      <legend>{mode ? t('playUi.setup.mode', { mode: t(`scoreUi.modes.${mode}`) }) : t('playUi.setup.modes')}</legend>
      {about}
      {needsNumbers && stored && missing.length === 0 && (
        <details data-testid="king-numbers-known">
          <summary>{t('playUi.setup.numbersKnown')}</summary>
          <ul class="rows">
            {KING_SLOTS.map((s) => (
              <li key={s.key}>
                {slotLabel(s)}: {stored[s.key]} <span class="badge-small">{t('playUi.setup.enteredByYou')}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
      {needsNumbers && missing.length > 0 && (
        <div class="panel" data-testid="king-numbers-ask">
          <p class="leader">{t('playUi.setup.numbersUnknown', { count: missing.length })}</p>
          <p data-testid="king-numbers-stolik">{t('playUi.kingNumbers.stolikUsed')}</p>
          <p data-testid="king-numbers-stolik-list">
            {t('playUi.kingNumbers.stolikList', {
              list: RULER_COLOURS.map((c) => `${colourText(t, c)} ${STOLIK_KING_FRONT[c]} / ${STOLIK_KING_BACK[c]}`).join(', '),
            })}
          </p>
          <p class="small">{t('playUi.setup.numbersWhy')}</p>
          <details>
            <summary>{t('playUi.kingNumbers.enter')}</summary>
            {(['front', 'back'] as const).map(
              (side) =>
                missing.some((s) => s.side === side) && (
                  <fieldset key={side} class="rs-numbers">
                    <legend>{t(`playUi.setup.side.${side}`)}</legend>
                    <div class="field-grid">
                      {missing
                        .filter((s) => s.side === side)
                        .map((s) => (
                          <Stepper
                            key={s.key}
                            label={t('playUi.setup.kingOf', { colour: capital(colourText(t, s.colour)) })}
                            value={draft[s.key] ?? 0}
                            min={0}
                            max={MAX_PRINTED_VP}
                            onChange={(n) => setDraft({ ...draft, [s.key]: n })}
                          />
                        ))}
                    </div>
                  </fieldset>
                ),
            )}
            <button type="button" class="primary" disabled={saving} data-testid="save-king-numbers" onClick={() => void save()}>
              {t('playUi.setup.saveNumbers')}
            </button>
          </details>
        </div>
      )}
      {failed && (
        <p role="alert" class="field-error">
          {t(failed)}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The options under the seats: which mode this many seats play and what it means (partners in
 * team whist, the emperor's side), and for team and "Emperor" the printed king numbers. Numbers
 * already entered come from the card-values store (marked as entered by you); missing ones are
 * asked here once and saved there. No <form> here: PlayNew's form wraps this.
 */
import { useEffect, useState } from 'preact/hooks';
import { useT } from '../../../../i18n/useT';
import { getCardValues, setCardValue } from '../../../../storage/cardValues';
import { Stepper } from '../../../../ui/Stepper';
import { MAX_PRINTED_VP } from '../../data/card-values';
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
  const slotLabel = (s: (typeof KING_SLOTS)[number]) => t(s.side === 'front' ? 'cardValues.kingNumber' : 'cardValues.kingNumberBack', { colour: colourText(t, s.colour) });
  return (
    <fieldset data-testid="rs-options">
      <legend>{mode ? t('playUi.setup.mode', { mode: t(`scoreUi.modes.${mode}`) }) : t('playUi.setup.modes')}</legend>
      {about}
      {needsNumbers && stored && missing.length === 0 && (
        <details data-testid="king-numbers-known">
          <summary>{t('playUi.setup.numbersKnown')}</summary>
          <ul class="rows">
            {KING_SLOTS.map((s) => (
              <li key={s.key}>{slotLabel(s)}: {stored[s.key]} <span class="badge-small">{t('playUi.setup.enteredByYou')}</span></li>
            ))}
          </ul>
        </details>
      )}
      {needsNumbers && missing.length > 0 && (
        <div class="panel" data-testid="king-numbers-ask">
          <p role="alert" class="leader">{t('playUi.setup.numbersUnknown', { count: missing.length })}</p>
          <p class="small">{t('playUi.setup.numbersWhy')}</p>
          {(['front', 'back'] as const).map((side) => missing.some((s) => s.side === side) && (
            <fieldset key={side} class="rs-numbers">
              <legend>{t(`playUi.setup.side.${side}`)}</legend>
              <div class="field-grid">
                {missing.filter((s) => s.side === side).map((s) => (
                  <Stepper key={s.key} label={t('playUi.setup.kingOf', { colour: capital(colourText(t, s.colour)) })} value={draft[s.key] ?? 0}
                    min={0} max={MAX_PRINTED_VP} onChange={(n) => setDraft({ ...draft, [s.key]: n })} />
                ))}
              </div>
            </fieldset>
          ))}
          <button type="button" class="primary" disabled={saving} data-testid="save-king-numbers" onClick={() => void save()}>
            {t('playUi.setup.saveNumbers')}
          </button>
        </div>
      )}
      {failed && <p role="alert" class="field-error">{t(failed)}</p>}
    </fieldset>
  );
}

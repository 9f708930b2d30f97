import { useState } from 'preact/hooks';
import { useT } from '../../../i18n/useT';
import { ScoreSetup } from '../../../ui/score/ScoreSetup';
import { ISLANDS_PER_GAME } from '../data/components';
import { GAME_LENGTHS, newSheet } from './sheet';

/** A new Jackal sheet: pirates clockwise from the youngest (who takes the token), and the length. */
export function Setup() {
  const { t } = useT('jackal');
  const [planned, setPlanned] = useState<number>(ISLANDS_PER_GAME);
  return (
    <ScoreSetup
      game="jackal"
      initialData={(seats) =>
        newSheet(
          seats.map((s) => s.id),
          planned,
        )
      }
    >
      <p class="hint">{t('setup.seating')}</p>
      <fieldset>
        <legend>{t('setup.length')}</legend>
        {GAME_LENGTHS.map((n) => (
          <label key={n} class="radio">
            <input type="radio" name="jackal-length" checked={planned === n} onChange={() => setPlanned(n)} />
            {t(n === ISLANDS_PER_GAME ? 'setup.full' : 'setup.learning', { n })}
          </label>
        ))}
      </fieldset>
    </ScoreSetup>
  );
}

import { Editable } from '../../../ui/score/ReadValue';
import { useT } from '../../../i18n/useT';
import { VARIANTS, type Variant } from '../data/limits';
import { manifest } from '../index';

const GAME = manifest.id;

/** Which rules are counted: the full game or one of the two children's versions (2 players). */
export function VariantPicker({ name, value, onChange }: { name: string; value: Variant; onChange: (v: Variant) => void }) {
  const { t } = useT(GAME);
  return (
    <Editable label={t('setup.variant')} value={t(`variants.${value}`)}>
      <fieldset>
        <legend>{t('setup.variant')}</legend>
        {VARIANTS.map((v) => (
          <label key={v} class="radio">
            <input type="radio" name={name} value={v} checked={value === v} onChange={() => onChange(v)} />
            {t(`variants.${v}`)}
          </label>
        ))}
        <p class="small">{t('setup.kidsPlayers')}</p>
      </fieldset>
    </Editable>
  );
}

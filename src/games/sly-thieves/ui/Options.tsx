import { Editable } from '../../../ui/score/ReadValue';
import { useId, useState } from 'preact/hooks';
import { useT } from '../../../i18n/useT';
import { Stepper } from '../../../ui/Stepper';
import { TILE_COUNT } from '../data/board';
import type { ValueCounts, Variant } from '../score/parse';
import { bankWithRest, DEFAULT_BANK, sameCounts } from './input';
import { RuleLink } from '../../../ui/RuleLink';
import { manifest } from '../index';

const GAME = manifest.id;
const VARIANTS: readonly Variant[] = ['basic', 'advanced'];
type BankMode = 'default' | 'custom' | 'none';
/** Radios keep their size when a long label wraps beside them. */
const NO_SHRINK = { flexShrink: 0 } as const;

interface OptionsProps {
  variant: Variant;
  bank: ValueCounts | null;
  onVariant: (v: Variant) => void;
  onBank: (bank: ValueCounts | null) => void;
}

/**
 * The game's options, at setup and later on the sheet: which variant was played and which tile
 * split the bank holds. A custom split is edited as gold bars and diamonds with cash bundles
 * filling the rest, so the split always fills the 60 rooms and never passes through a bad state.
 */
export function Options({ variant, bank, onVariant, onBank }: OptionsProps) {
  const { t } = useT(GAME);
  const name = useId();
  // "Custom" with the default numbers is still custom while the person is editing it.
  const [customChosen, setCustomChosen] = useState(false);
  const mode: BankMode = bank === null ? 'none' : customChosen || !sameCounts(bank, DEFAULT_BANK) ? 'custom' : 'default';
  const choose = (m: BankMode) => {
    setCustomChosen(m === 'custom');
    if (m === 'none') onBank(null);
    else if (m === 'default' || !bank) onBank({ ...DEFAULT_BANK });
  };
  const split = bank ?? DEFAULT_BANK;
  const modes: Array<[BankMode, string]> = [
    ['default', t('options.bankDefault', { cash: DEFAULT_BANK[1], gold: DEFAULT_BANK[2], diamonds: DEFAULT_BANK[3] })],
    ['custom', t('options.bankCustom')],
    ['none', t('options.bankNone')],
  ];
  return (
    <>
      <Editable label={t('options.variant')} value={t(`variants.${variant}`)}>
        <fieldset>
          <legend>{t('options.variant')}</legend>
          {VARIANTS.map((v) => (
            <label class="radio" key={v}>
              <input type="radio" style={NO_SHRINK} name={`${name}-variant`} value={v} checked={variant === v} onChange={() => onVariant(v)} />
              {t(`variants.${v}`)}
            </label>
          ))}
          <p class="small">{t('options.variantSame')}</p>
        </fieldset>
      </Editable>
      <fieldset>
        <legend>{t('options.bank')}</legend>
        <Editable label={t('options.bank')} value={modes.find(([m]) => m === mode)?.[1] ?? null}>
          {modes.map(([m, label]) => (
            <label class="radio" key={m}>
              <input type="radio" style={NO_SHRINK} name={`${name}-bank`} value={m} checked={mode === m} onChange={() => choose(m)} />
              {label}
            </label>
          ))}
        </Editable>
        {mode === 'custom' && (
          <div data-testid="custom-bank">
            <Stepper label={t('options.goldInBox')} value={split[2]} min={0} max={TILE_COUNT - split[3]} onChange={(n) => onBank(bankWithRest(n, split[3]))} />
            <Stepper
              label={t('options.diamondsInBox')}
              value={split[3]}
              min={0}
              max={TILE_COUNT - split[2]}
              onChange={(n) => onBank(bankWithRest(split[2], n))}
            />
            <p>{t('options.cashRest', { count: split[1] })}</p>
          </div>
        )}
        <p class="small">
          {t('options.bankWhy')}{' '}
          <RuleLink game={GAME} anchor="tile-distribution">
            {t('options.bankRule')}
          </RuleLink>
        </p>
      </fieldset>
    </>
  );
}

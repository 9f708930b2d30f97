/**
 * The options form under the seats: variant, and the tile set in the box shown as a table and
 * editable. Basic games edit only how many tiles of each value there are; advanced games edit
 * every value-and-icon line. The total can never pass 60 (each stepper's maximum is what is
 * left), and a set the engine would refuse is explained before Start is pressed.
 */
import { useId } from 'preact/hooks';
import { useT } from '../../../../i18n/useT';
import { Stepper } from '../../../../ui/Stepper';
import { TILE_COUNT } from '../../data/board';
import { countsByValue } from '../../data/distribution';
import { LOOT_BY_VALUE, TILE_ICONS, TILE_VALUES } from '../../data/tiles';
import type { Variant } from '../../engine/types';
import type { SlyPlayOptions } from './playSetup';
import { TileTable } from './TileTable';
import './board.css';
import { defaultTileSet, isDefaultSet, lineCount, tileSetProblem, tileTotal, withLine, withValueCount } from './tileSet';
import { RuleLink } from '../../../../ui/RuleLink';
import { manifest } from '../../index';

const GAME = manifest.id;
const VARIANTS: readonly Variant[] = ['basic', 'advanced'];
const NO_SHRINK = { flexShrink: 0 } as const;

/** Variant radios and the tile set (summary, table, editor, problems). */
export function PlayOptions({ players, options, onChange }: { players: number; options: SlyPlayOptions; onChange: (o: SlyPlayOptions) => void }) {
  const { t } = useT(GAME);
  const name = useId();
  const set = options.distribution;
  const room = TILE_COUNT - tileTotal(set);
  const byValue = countsByValue(set);
  const problem = tileSetProblem(set, players);
  const advanced = options.variant === 'advanced';
  const setSet = (distribution: SlyPlayOptions['distribution']) => onChange({ ...options, distribution });
  return (
    <>
      <fieldset data-testid="variant">
        <legend>{t('options.variant')}</legend>
        {VARIANTS.map((v) => (
          <label class="radio" key={v}>
            <input
              type="radio"
              style={NO_SHRINK}
              name={`${name}-variant`}
              value={v}
              checked={options.variant === v}
              onChange={() => onChange({ ...options, variant: v })}
            />
            {t(`variants.${v}`)}
          </label>
        ))}
      </fieldset>
      <fieldset data-testid="tile-set">
        <legend>{t('options.bank')}</legend>
        <p data-testid="tile-set-summary">
          {t(isDefaultSet(set) ? 'play.setup.default' : 'play.setup.custom')}{' '}
          {t('play.setup.split', { cash: byValue[1], gold: byValue[2], diamonds: byValue[3], total: tileTotal(set) })}
        </p>
        {advanced && <TileTable set={set} />}
        {problem && (
          <p class="field-error" role="alert" data-testid="tile-set-problem">
            {t(problem.key, problem.params)}
          </p>
        )}
        <details class="sly-tiles">
          <summary>{t('play.setup.change')}</summary>
          {!advanced && (
            <div>
              {TILE_VALUES.map((v) => (
                <Stepper
                  key={v}
                  label={t(`loot.${LOOT_BY_VALUE[v]}`)}
                  value={byValue[v]}
                  min={0}
                  max={byValue[v] + room}
                  onChange={(n) => setSet(withValueCount(set, v, n))}
                />
              ))}
            </div>
          )}
          {advanced &&
            TILE_VALUES.map((v) => (
              <fieldset key={v}>
                <legend>{t('play.setup.valueLine', { loot: t(`loot.${LOOT_BY_VALUE[v]}`), count: byValue[v] })}</legend>
                <div>
                  {TILE_ICONS.map((icon) => {
                    const n = lineCount(set, v, icon);
                    return (
                      <Stepper
                        key={icon}
                        label={t(`play.iconName.${icon}`)}
                        value={n}
                        min={0}
                        max={n + room}
                        onChange={(c) => setSet(withLine(set, v, icon, c))}
                      />
                    );
                  })}
                </div>
              </fieldset>
            ))}
          <p class="small">{t('play.setup.room', { count: room })}</p>
          <button type="button" onClick={() => setSet(defaultTileSet())} disabled={isDefaultSet(set)} data-testid="tile-set-reset">
            {t('play.setup.reset')}
          </button>
        </details>
        <p class="small">
          {t('play.setup.why')}{' '}
          <RuleLink game={GAME} anchor="tile-distribution">
            {t('options.bankRule')}
          </RuleLink>
        </p>
      </fieldset>
    </>
  );
}

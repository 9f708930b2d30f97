/**
 * The options under the seats: the game's length (learning: 4 islands, full: 10) and where the
 * islands come from (Stolik's 40, or new ones made from the game's seed), with a plain word that
 * the islands and the split of the arrows are Stolik's own, not the box's.
 */
import { useId } from 'preact/hooks';
import { useT } from '../../../../i18n/useT';
import { RuleLink } from '../../../../ui/RuleLink';
import { ISLANDS_PER_GAME, LEARNING_GAME_ISLANDS } from '../../data/components';
import type { IslandSource } from '../../engine/types';
import { manifest } from '../../index';
import type { JackalPlayOptions } from './playSetup';

const GAME = manifest.id;
const SOURCES: readonly IslandSource[] = ['stolik', 'seeded'];

/** Length and island radios, and the note on Stolik's own islands and deck. */
export function PlayOptions({ options, onChange }: { players: number; options: JackalPlayOptions; onChange: (o: JackalPlayOptions) => void }) {
  const { t } = useT(GAME);
  const name = useId();
  return (
    <>
      <fieldset data-testid="length">
        <legend>{t('setup.length')}</legend>
        {[true, false].map((learning) => (
          <label class="radio" key={String(learning)}>
            <input
              type="radio"
              name={`${name}-length`}
              checked={options.learning === learning}
              onChange={() => onChange({ ...options, learning })}
              data-testid={learning ? 'length-learning' : 'length-full'}
            />
            {learning ? t('setup.learning', { n: LEARNING_GAME_ISLANDS }) : t('setup.full', { n: ISLANDS_PER_GAME })}
          </label>
        ))}
      </fieldset>
      <fieldset data-testid="island-source">
        <legend>{t('play.setup.islands')}</legend>
        {SOURCES.map((s) => (
          <label class="radio" key={s}>
            <input
              type="radio"
              name={`${name}-islands`}
              checked={options.islands === s}
              onChange={() => onChange({ ...options, islands: s })}
              data-testid={`islands-${s}`}
            />
            {t(`play.setup.source.${s}`)}
          </label>
        ))}
        <p class="small" data-testid="own-islands">
          {t('play.setup.own')}{' '}
          <RuleLink game={GAME} anchor="ruling-own-islands">
            {t('play.setup.ownRule')}
          </RuleLink>
        </p>
      </fieldset>
    </>
  );
}

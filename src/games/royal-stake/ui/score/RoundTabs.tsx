import { useT } from '../../../../i18n/useT';
import { Chip } from './Chips';
import { GAME } from './names';

/**
 * One chip per round (a tick when it scores), then "Start round N" once the last round scores
 * and the game goes on, and a way back when the last round was started by mistake.
 */
export function RoundTabs({ rounds, scored, current, onPick, onAdd, onDrop }: {
  rounds: number;
  scored: number;
  current: number;
  onPick: (r: number) => void;
  onAdd?: () => void;
  onDrop?: () => void;
}) {
  const { t } = useT(GAME);
  return (
    <nav aria-label={t('scoreUi.rounds')}>
      <div class="chips">
        {Array.from({ length: rounds }, (_, i) => (
          <Chip key={i} on={i === current} onClick={() => onPick(i)} testid={`round-tab-${i + 1}`}>
            {t('common:pad.round', { n: i + 1 })}
            {i < scored && (
              <>
                {' '}
                <span aria-hidden="true">✓</span>
                <span class="sr-only">{t('scoreUi.scored')}</span>
              </>
            )}
          </Chip>
        ))}
        {onAdd && (
          <button type="button" class="primary" onClick={onAdd} data-testid="add-round">
            {t('scoreUi.startRound', { n: rounds + 1 })}
          </button>
        )}
        {onDrop && (
          <button type="button" class="ghost" onClick={onDrop}>
            {t('scoreUi.dropRound', { n: rounds })}
          </button>
        )}
      </div>
    </nav>
  );
}

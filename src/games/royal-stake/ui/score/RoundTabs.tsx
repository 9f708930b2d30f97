import { useT } from '../../../../i18n/useT';
import { Chip } from './Chips';
import { GAME } from './names';

/**
 * One chip per round (a tick only when it is complete and counted) and a way back when the last
 * round was started by mistake. "Start round N" sits where the round's entry ends (NextAction).
 */
export function RoundTabs({
  rounds,
  scored,
  current,
  onPick,
  onDrop,
}: {
  rounds: number;
  scored: number;
  current: number;
  onPick: (r: number) => void;
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
        {onDrop && (
          <button type="button" class="ghost" onClick={onDrop}>
            {t('scoreUi.dropRound', { n: rounds })}
          </button>
        )}
      </div>
    </nav>
  );
}

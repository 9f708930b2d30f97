import { useT } from '../../../../i18n/useT';
import { Chip, ChipGroup } from './Chips';
import { featuresOf, type JudgeDraft } from './draft';

interface TrickOrderProps {
  draft: JudgeDraft;
  order: number[];
  /** A seat's name: the player's own when the judge was opened from a sheet. */
  seatName: (seat: number) => string;
  onSetup: (patch: Partial<Pick<JudgeDraft, 'leader' | 'greenQueen'>>) => void;
}

/**
 * Who led and in which order the cards come: clockwise from the leader; a player who used the
 * green queen lays their card last, so the judge treats it as the last card of the trick.
 */
export function TrickOrder({ draft, order, seatName, onSetup }: TrickOrderProps) {
  const { t } = useT('royal-stake');
  const seats = Array.from({ length: draft.players }, (_, i) => i);
  return (
    <>
      <ChipGroup label={t('judgeUi.leader')} hint={t('judgeUi.leaderHint')}>
        {seats.map((s) => (
          <Chip key={s} pressed={draft.leader === s} testId={`judge-leader-${s + 1}`} onClick={() => onSetup({ leader: s })}>
            {seatName(s)}
          </Chip>
        ))}
      </ChipGroup>
      {featuresOf(draft.mode).rulerQueens && (
        // Rarely needed, so folded away; the summary still shows the current choice.
        <details data-testid="judge-green">
          <summary>{draft.greenQueen === null ? t('judgeUi.greenQueenNone') : t('judgeUi.greenQueenSummary', { seat: seatName(draft.greenQueen) })}</summary>
          <ChipGroup label={t('judgeUi.greenQueen')}>
            <Chip pressed={draft.greenQueen === null} testId="judge-green-none" onClick={() => onSetup({ greenQueen: null })}>
              {t('judgeUi.nobody')}
            </Chip>
            {seats.map((s) => (
              <Chip key={s} swatch="green" pressed={draft.greenQueen === s} testId={`judge-green-${s + 1}`} onClick={() => onSetup({ greenQueen: s })}>
                {seatName(s)}
              </Chip>
            ))}
          </ChipGroup>
        </details>
      )}
      <p data-testid="judge-order">
        <strong>{t('judgeUi.order')}</strong> {order.map(seatName).join(' → ')}
      </p>
    </>
  );
}

import { useT } from '../../../../i18n/useT';
import { Chip, ChipGroup } from './Chips';
import { featuresOf, type JudgeDraft } from './draft';
import { seatText } from './labels';

interface TrickOrderProps {
  draft: JudgeDraft;
  order: number[];
  onSetup: (patch: Partial<Pick<JudgeDraft, 'leader' | 'greenQueen'>>) => void;
}

/**
 * Who led and in which order the cards come: clockwise from the leader; a player who used the
 * green queen lays their card last, so the judge treats it as the last card of the trick.
 */
export function TrickOrder({ draft, order, onSetup }: TrickOrderProps) {
  const { t } = useT('royal-stake');
  const seats = Array.from({ length: draft.players }, (_, i) => i);
  return (
    <>
      <ChipGroup label={t('judgeUi.leader')} hint={t('judgeUi.leaderHint')}>
        {seats.map((s) => (
          <Chip key={s} pressed={draft.leader === s} testId={`judge-leader-${s + 1}`} onClick={() => onSetup({ leader: s })}>
            {seatText(t, s)}
          </Chip>
        ))}
      </ChipGroup>
      {featuresOf(draft.mode).rulerQueens && (
        // Rarely needed, so folded away; the summary still shows the current choice.
        <details data-testid="judge-green">
          <summary>
            {t('judgeUi.greenQueenSummary', { seat: draft.greenQueen === null ? t('judgeUi.nobody') : seatText(t, draft.greenQueen) })}
          </summary>
          <ChipGroup label={t('judgeUi.greenQueen')}>
            <Chip pressed={draft.greenQueen === null} testId="judge-green-none" onClick={() => onSetup({ greenQueen: null })}>
              {t('judgeUi.nobody')}
            </Chip>
            {seats.map((s) => (
              <Chip key={s} swatch="green" pressed={draft.greenQueen === s} testId={`judge-green-${s + 1}`} onClick={() => onSetup({ greenQueen: s })}>
                {seatText(t, s)}
              </Chip>
            ))}
          </ChipGroup>
        </details>
      )}
      <p data-testid="judge-order">
        <strong>{t('judgeUi.order')}</strong> {order.map((s) => seatText(t, s)).join(' → ')}
      </p>
    </>
  );
}

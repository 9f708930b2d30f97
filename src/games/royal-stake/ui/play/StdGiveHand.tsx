/**
 * Giving one card face down in the cheerleader's exchange (rulebook «Болельщица»): the
 * cheerleader to her partner on her turn, then the partner one back. Pick a card, then confirm.
 */
import { useState } from 'preact/hooks';
import { useT } from '../../../../i18n/useT';
import type { CardId } from '../../engine/types';
import { cardName } from './cards';
import { Hand } from './Hand';
import { GAME } from './names';
import { movesOf } from './stdWords';
import type { PhaseProps } from './phaseProps';

interface Props extends Omit<PhaseProps, 'players'> {
  /** Back to the card play (the cheerleader changed her mind before giving). */
  onCancel?: () => void;
}

/** The hand to give from, with the confirm. */
export function StdGiveHand({ view, legal, busy, onPlay, onCancel }: Props) {
  const { t } = useT(GAME);
  const [picked, setPicked] = useState<CardId | null>(null);
  const gives = movesOf(legal, 'exchange');
  const move = gives.find((m) => m.card === picked) ?? null;
  const title = t('playUi.hand', { count: view.hand.length });
  if (gives.length === 0) return <Hand cards={view.hand} title={title} />;
  const partner = view.phase === 'exchange' ? view.std?.pending : null;
  return (
    <section class="rs-play-panel" data-testid="give-panel">
      <div class="rs-actions">
        <p class="rs-hand-hint">{t(partner ? 'stdUi.give.back' : 'stdUi.give.how')}</p>
        {onCancel && (
          <button type="button" data-testid="give-cancel" onClick={onCancel}>
            {t('stdUi.give.cancel')}
          </button>
        )}
        <button type="button" class="primary" data-testid="give" disabled={busy || !move} onClick={() => move && onPlay(move)}>
          {picked ? t('stdUi.give.confirm', { card: cardName(t, picked) }) : t('stdUi.give.pick')}
        </button>
      </div>
      <Hand
        cards={view.hand}
        title={title}
        pickable={new Set(gives.map((m) => m.card))}
        picked={picked ? [picked] : []}
        onPick={(c) => setPicked(c === picked ? null : c)}
      />
    </section>
  );
}

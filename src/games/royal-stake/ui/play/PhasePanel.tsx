/** The panel of the current phase, marked with `data-phase` for tests and the e2e run. */
import { useT } from '../../../../i18n/useT';
import type { SeatRecord } from '../../../../storage/types';
import type { RsMove, RsView } from '../../engine/types';
import { AuctionPanel } from './AuctionPanel';
import { DiscardPanel } from './DiscardPanel';
import { Hand } from './Hand';
import { GAME } from './names';
import { PickPanel } from './PickPanel';
import { PlayPanel } from './PlayPanel';
import { RevealPanel } from './RevealPanel';

interface PhasePanelProps {
  view: RsView;
  players: readonly SeatRecord[];
  legal: readonly RsMove[];
  busy: boolean;
  onPlay: (move: RsMove) => void;
}

/** Heading, what the phase is about, and its controls; the hand is shown in every phase. */
export function PhasePanel(props: PhasePanelProps) {
  const { t } = useT(GAME);
  const { view } = props;
  const hand = <Hand cards={view.hand} title={t('playUi.hand', { count: view.hand.length })} />;
  let body;
  switch (view.phase) {
    case 'auction': body = <><AuctionPanel {...props} />{hand}</>; break;
    case 'kingSet': case 'sets': case 'draft': body = <><PickPanel {...props} />{hand}</>; break;
    case 'reveal': body = <RevealPanel {...props} />; break;
    case 'discard': body = <DiscardPanel {...props} />; break;
    case 'trick': body = <PlayPanel {...props} />; break;
    default: body = null;
  }
  return (
    <section class="panel rs-phase" aria-labelledby="rs-phase-h" data-phase={view.phase} data-testid="phase">
      <h2 id="rs-phase-h">{t(`playUi.phase.${view.phase}`)}</h2>
      {body}
    </section>
  );
}

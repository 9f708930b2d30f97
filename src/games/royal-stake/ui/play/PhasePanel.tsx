/**
 * The two halves of a phase on the table: what the phase is about in the middle (auction, set
 * picks and draft with their buttons, who still discards, who has chosen) and the hand at the
 * bottom (to play from, to discard from, to choose from, or only to look at).
 */
import type { ComponentChildren } from 'preact';
import { useT } from '../../../../i18n/useT';
import type { RsMove } from '../../engine/types';
import { AuctionPanel } from './AuctionPanel';
import { DiscardPanel, DiscardQueue } from './DiscardPanel';
import { Hand } from './Hand';
import { GAME } from './names';
import { PickPanel } from './PickPanel';
import { RevealInfo, RevealPick } from './RevealPanel';
import { Std2pCatchUpPanel } from './Std2pCatchUpPanel';
import { Std2pJackPanel } from './Std2pJackPanel';
import { StdBetPanel } from './StdBetPanel';
import { StdCheerPanel } from './StdCheerPanel';
import { StdGiveHand } from './StdGiveHand';
import { StdPrepPanel } from './StdPrepPanel';
import { StdSquadPanel } from './StdSquadPanel';
import { StdSquads } from './StdSquads';
import { StdTrickHand } from './StdTrickHand';
import { TableHand } from './TableHand';
import type { PhaseProps } from './phaseProps';

/** The middle of the table outside the trick phase: heading, explanation, choices (and the hint). */
export function PhasePanel(props: PhaseProps & { hint?: ComponentChildren }) {
  const { t } = useT(GAME);
  const { view } = props;
  let body;
  switch (view.phase) {
    case 'auction':
      body = <AuctionPanel {...props} />;
      break;
    case 'kingSet':
    case 'sets':
    case 'draft':
      body = <PickPanel {...props} />;
      break;
    case 'reveal':
      body = <RevealInfo view={view} players={props.players} />;
      break;
    case 'discard':
      body = <DiscardQueue view={view} players={props.players} />;
      break;
    // The standard game's own steps (its panels are Std*.tsx).
    case 'squad':
      body = <StdSquadPanel {...props} />;
      break;
    case 'catchUp':
      body = <Std2pCatchUpPanel {...props} />;
      break;
    case 'bet':
      body = <StdBetPanel {...props} />;
      break;
    case 'jack':
      body = <Std2pJackPanel {...props} />;
      break;
    case 'cheer':
      body = <StdCheerPanel {...props} />;
      break;
    case 'prep':
      body = <StdPrepPanel {...props} />;
      break;
    default:
      body = null;
  }
  return (
    <section class="rs-phase" aria-labelledby="rs-phase-h" data-testid="phase">
      <h2 id="rs-phase-h">{t(`playUi.phase.${view.phase}`)}</h2>
      {body}
      {view.std && <StdSquads view={view} players={props.players} />}
      {props.hint}
    </section>
  );
}

/** The bottom of the table: the hand as the phase uses it. */
export function PhaseHand(props: PhaseProps & { confirm: boolean; onTouch: () => void; hinted?: RsMove | null; hint?: ComponentChildren }) {
  const { t } = useT(GAME);
  const { view, legal, busy, onPlay } = props;
  switch (view.phase) {
    case 'trick':
      if (view.std) return <StdTrickHand {...props} />;
      return (
        <TableHand
          view={view}
          legal={legal}
          busy={busy}
          confirm={props.confirm}
          onPlay={onPlay}
          onTouch={props.onTouch}
          hinted={props.hinted}
          hint={props.hint}
        />
      );
    case 'discard':
    case 'prep':
    case 'hermit':
      return <DiscardPanel view={view} legal={legal} busy={busy} onPlay={onPlay} />;
    case 'exchange':
      return <StdGiveHand view={view} legal={legal} busy={busy} onPlay={onPlay} />;
    case 'reveal':
      return <RevealPick view={view} legal={legal} busy={busy} onPlay={onPlay} />;
    default:
      return <Hand cards={view.hand} title={t('playUi.hand', { count: view.hand.length })} />;
  }
}

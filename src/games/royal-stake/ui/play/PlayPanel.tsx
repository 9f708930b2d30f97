/**
 * The trick phase for the seat holding the phone: tap a card, choose what goes with it (king,
 * a queen's ability, or the green queen instead of a card), then confirm with "Play". Only the
 * engine's legal plays are offered; a played card cannot be taken back, which the screen says
 * once, in the first trick of the game.
 */
import { useState } from 'preact/hooks';
import { useT } from '../../../../i18n/useT';
import type { CardId, RsMove, RsView } from '../../engine/types';
import { colourText } from '../judge/labels';
import { cardName } from './cards';
import { canLayGreen, findPlay, optionsOf, plainestPlay, playableCards, type QueenChoice } from './choices';
import { Hand } from './Hand';
import { GAME } from './names';
import { blockedReasons } from './words';

interface PlayPanelProps {
  view: RsView;
  legal: readonly RsMove[];
  busy: boolean;
  onPlay: (move: RsMove) => void;
}

interface Pick {
  card: CardId | null;
  king: boolean;
  queen: QueenChoice | null;
  green: boolean;
}

const NONE: Pick = { card: null, king: false, queen: null, green: false };

/** Hand, ruler toggles and the confirm button (remount it per position so a pick never lingers). */
export function PlayPanel({ view, legal, busy, onPlay }: PlayPanelProps) {
  const { t } = useT(GAME);
  const [pick, setPick] = useState<Pick>(NONE);
  const myTurn = legal.length > 0;
  const playable = playableCards(legal);
  const setCard = (card: CardId) => {
    if (pick.card === card) return setPick(NONE);
    const plain = plainestPlay(legal, card);
    setPick({ card, king: plain?.king === true, queen: plain?.queen ?? null, green: false });
  };
  const options = pick.card ? optionsOf(legal, pick.card) : null;
  const move: RsMove | null = pick.green ? { t: 'green' } : pick.card ? findPlay(legal, pick.card, pick.king, pick.queen) : null;
  const ownSet = view.seats[view.seat]?.set ?? null;
  const confirmText = pick.green ? t('playUi.layGreen') : pick.card ? t('playUi.playCard', { card: cardName(t, pick.card) }) : t('playUi.pickCard');
  const title = t('playUi.hand', { count: view.hand.length });
  if (!myTurn) return <Hand cards={view.hand} title={title} />;
  return (
    <section class="rs-play-panel" data-testid="play-panel">
      <Hand cards={view.hand} title={title} pickable={playable} picked={pick.card ? [pick.card] : []} onPick={setCard}
        reasons={blockedReasons(t, view.blocked)} />
      {options && (options.king || options.queens.length > 0) && (
        <fieldset data-testid="play-options">
          <legend>{t('playUi.withCard', { card: cardName(t, pick.card!) })}</legend>
          {options.king && (
            <label class="radio">
              <input type="checkbox" checked={pick.king} data-testid="opt-king"
                disabled={!findPlay(legal, pick.card!, !pick.king, pick.queen)}
                onChange={() => setPick({ ...pick, king: !pick.king })} />
              {t('playUi.layKing', { colour: colourText(t, ownSet ?? 'white') })}
            </label>
          )}
          {options.queens.length > 0 && (
            <>
              <label class="radio">
                <input type="radio" name="rs-queen" checked={pick.queen === null} data-testid="opt-queen-none"
                  disabled={!findPlay(legal, pick.card!, pick.king, null)} onChange={() => setPick({ ...pick, queen: null })} />
                {t('playUi.queen.none')}
              </label>
              {options.queens.map((q) => (
                <label class="radio" key={q}>
                  <input type="radio" name="rs-queen" checked={pick.queen === q} data-testid={`opt-queen-${q}`}
                    disabled={!findPlay(legal, pick.card!, pick.king, q)} onChange={() => setPick({ ...pick, queen: q })} />
                  {t(`playUi.queen.${q}`)}
                </label>
              ))}
            </>
          )}
        </fieldset>
      )}
      {canLayGreen(legal) && (
        <label class="radio rs-green">
          <input type="checkbox" checked={pick.green} data-testid="opt-green"
            onChange={() => setPick(pick.green ? NONE : { ...NONE, green: true })} />
          {t('playUi.queen.green')}
        </label>
      )}
      <div class="actions">
        <button type="button" class="primary" data-testid="play" disabled={busy || move === null} onClick={() => move && onPlay(move)}>
          {confirmText}
        </button>
      </div>
      {view.round === 1 && view.history.length === 0 && <p class="small" data-testid="final-note">{t('playUi.final')}</p>}
    </section>
  );
}

/**
 * The hand in the trick phase. A tap lifts a card, a second tap (or dragging it up onto the
 * table) plays it; with the confirm step off, a card with only one way to play goes at once.
 * The lifted card's king and queen options appear above the hand with a "Play" button; a tap on
 * a greyed card says why it cannot be played. Only the engine's legal plays are ever offered.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { useT } from '../../../../i18n/useT';
import type { CardId, RsMove, RsView } from '../../engine/types';
import { cardName } from './cards';
import { canLayGreen, findPlay, optionsOf, plainestPlay, playableCards, playsOf, type KingChoice, type KingPick, type QueenChoice } from './choices';
import { Hand } from './Hand';
import { KingOptions } from './KingOptions';
import { GAME } from './names';
import { blockedReasons } from './words';

interface TableHandProps {
  view: RsView;
  legal: readonly RsMove[];
  busy: boolean;
  /** Ask for a second tap before a card is played (a setting). */
  confirm: boolean;
  onPlay: (move: RsMove) => void;
  /** Any tap on the hand (the finished trick on the table gives way). */
  onTouch?: () => void;
  /** A move the hint suggested: its card is lifted with its king and queen (or the green queen chosen). */
  hinted?: RsMove | null;
  /** The hint button, placed in the action line. */
  hint?: ComponentChildren;
}

interface Lift {
  card: CardId | null;
  /** No king, the own king, or (2 players, round 3) a catch-up king by colour. */
  king: KingPick;
  queen: QueenChoice | null;
  green: boolean;
  /** Standard game: the militia's swap on the lifted card (announced in the log). */
  militia?: boolean;
}

const NONE: Lift = { card: null, king: false, queen: null, green: false };
/** How far up (px) a card must be dragged to be played. */
const DRAG_PLAY = 60;

/** Hand, options of the lifted card and the play button (remount per position: a lift never lingers). */
export function TableHand({ view, legal, busy, confirm, onPlay, onTouch, hinted, hint }: TableHandProps) {
  const { t } = useT(GAME);
  const [lift, setLift] = useState<Lift>(NONE);
  const [why, setWhy] = useState<string | null>(null);
  useEffect(() => {
    if (hinted?.t === 'play')
      setLift({ card: hinted.card, king: hinted.king ?? false, queen: hinted.queen ?? null, green: false, militia: hinted.militia === true });
    else if (hinted?.t === 'green') setLift({ ...NONE, green: true });
  }, [hinted]);
  const drag = useRef<{ card: CardId; y: number; el: HTMLElement; moved: boolean } | null>(null);
  const dragged = useRef(false);
  const myTurn = legal.length > 0;
  const title = t('playUi.hand', { count: view.hand.length });
  if (!myTurn) return <Hand cards={view.hand} title={title} />;
  const playable = playableCards(legal);
  const reasons = blockedReasons(t, view.blocked);
  const send = (move: RsMove | null) => {
    if (move && !busy) onPlay(move);
  };
  const tap = (card: CardId) => {
    // The click that ends a drag is not a tap.
    if (dragged.current) return void (dragged.current = false);
    onTouch?.();
    setWhy(null);
    if (lift.card === card) return send(findPlay(legal, card, lift.king, lift.queen, lift.militia));
    const plain = plainestPlay(legal, card);
    if (!confirm && playsOf(legal, card).length === 1) return send(plain);
    setLift({ card, king: plain?.king ?? false, queen: plain?.queen ?? null, green: false });
  };
  const dragProps = (card: CardId) => ({
    onPointerDown: (e: PointerEvent) => {
      drag.current = { card, y: e.clientY, el: e.currentTarget as HTMLElement, moved: false };
    },
    onPointerMove: (e: PointerEvent) => {
      const d = drag.current;
      if (!d || d.card !== card) return;
      const dy = Math.min(0, e.clientY - d.y);
      if (dy < -8) d.moved = true;
      d.el.style.transform = d.moved ? `translateY(${dy}px)` : '';
    },
    onPointerUp: (e: PointerEvent) => {
      const d = drag.current;
      drag.current = null;
      if (!d) return;
      d.el.style.transform = '';
      dragged.current = d.moved;
      if (d.moved && e.clientY - d.y < -DRAG_PLAY) {
        onTouch?.();
        const l = lift.card === card ? lift : null;
        send(l ? findPlay(legal, card, l.king, l.queen, l.militia) : plainestPlay(legal, card));
      }
    },
    onPointerCancel: () => {
      if (drag.current) drag.current.el.style.transform = '';
      drag.current = null;
    },
  });
  const options = lift.card ? optionsOf(legal, lift.card) : null;
  const move: RsMove | null = lift.green ? { t: 'green' } : lift.card ? findPlay(legal, lift.card, lift.king, lift.queen, lift.militia) : null;
  const ownSet = view.seats[view.seat]?.set ?? null;
  // Kings still in hand: the own one and (2 players, round 3) the catch-up kings not yet laid.
  const ready: KingChoice[] = [
    ...(view.seats[view.seat]?.king === 'ready' ? [true as const] : []),
    ...(view.std?.seats[view.seat]?.extraKings ?? []).filter((k) => !k.used).map((k) => k.colour),
  ];
  const kingWhy = options !== null && ready.some((k) => k !== true && !options.kings.includes(k));
  const first = view.round === 1 && view.history.length === 0;
  return (
    <section class="rs-play-panel" data-testid="play-panel">
      <div class="rs-actions">
        {why ? (
          <p class="rs-why" role="status" data-testid="blocked-reason">
            {why}
          </p>
        ) : null}
        {!why && lift.card && options && (options.king || options.queens.length > 0 || options.militia || kingWhy) && (
          <fieldset class="rs-options" data-testid="play-options">
            <legend class="sr-only">{t('playUi.withCard', { card: cardName(t, lift.card) })}</legend>
            <KingOptions
              card={lift.card}
              kings={options.kings}
              ready={ready}
              ownSet={ownSet}
              pick={lift.king}
              can={(k) => findPlay(legal, lift.card!, k, lift.queen, lift.militia) !== null}
              onPick={(k) => setLift({ ...lift, king: k })}
            />
            {options.queens.length > 0 && (
              <>
                <label class="rs-opt">
                  <input
                    type="radio"
                    name="rs-queen"
                    checked={lift.queen === null}
                    data-testid="opt-queen-none"
                    disabled={!findPlay(legal, lift.card, lift.king, null, lift.militia)}
                    onChange={() => setLift({ ...lift, queen: null })}
                  />
                  {t('table.optNoQueen')}
                </label>
                {options.queens.map((q) => (
                  <label class="rs-opt" key={q}>
                    <input
                      type="radio"
                      name="rs-queen"
                      checked={lift.queen === q}
                      data-testid={`opt-queen-${q}`}
                      disabled={!findPlay(legal, lift.card!, lift.king, q, lift.militia)}
                      onChange={() => setLift({ ...lift, queen: q })}
                    />
                    {t(`table.optQueen.${q}`)}
                  </label>
                ))}
              </>
            )}
            {options.militia && (
              <label class="rs-opt">
                <input
                  type="checkbox"
                  checked={lift.militia === true}
                  data-testid="opt-militia"
                  disabled={!findPlay(legal, lift.card, lift.king, lift.queen, !lift.militia)}
                  onChange={() => setLift({ ...lift, militia: !lift.militia })}
                />
                {t('stdUi.use.militia')}
              </label>
            )}
          </fieldset>
        )}
        {!why && !lift.card && !lift.green && (
          <p class="rs-hand-hint" data-testid={first ? 'final-note' : 'hand-hint'}>
            {t(confirm ? 'table.hintConfirm' : 'table.hintQuick')}
            {first ? ` ${t('table.final')}` : ''}
          </p>
        )}
        {canLayGreen(legal) && (
          <label class="rs-opt rs-green-opt">
            <input type="checkbox" checked={lift.green} data-testid="opt-green" onChange={() => setLift(lift.green ? NONE : { ...NONE, green: true })} />
            {t('table.optGreen')}
          </label>
        )}
        {hint}
        {(lift.card || lift.green) && (
          <button type="button" class="primary rs-play-button" data-testid="play" disabled={busy || move === null} onClick={() => send(move)}>
            {lift.green ? t('playUi.layGreen') : t('playUi.playCard', { card: cardName(t, lift.card!) })}
          </button>
        )}
      </div>
      <Hand
        cards={view.hand}
        title={title}
        pickable={playable}
        picked={lift.card ? [lift.card] : []}
        onPick={tap}
        onBlocked={(card) => (onTouch?.(), setLift(NONE), setWhy(reasons.get(card) ?? null))}
        reasons={reasons}
        drag={dragProps}
      />
    </section>
  );
}

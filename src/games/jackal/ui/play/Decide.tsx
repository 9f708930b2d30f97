/**
 * The bottom of the table: the own row and hand as cards, and the decision at hand. Laying
 * (rulebook "Ход игры", steps 2-3): tap a card to lay it face down, or sail to Tortuga (1, 2 or 3
 * coins for 2, 3 or 5 cards), then finish. After the reveal: tap a double, Friday or weapon and
 * then the move it sticks to, or rum and then the row it goes on; or lay nothing more. Routes:
 * one button per way the move card may go. Only moves the engine listed are offered.
 */
import type { TFunction } from 'i18next';
import type { SeatRecord } from '../../../../storage/types';
import { cardsForCoins } from '../../data/tortuga';
import type { CardFace } from '../../data/stolikDeck';
import type { JackalMove, JackalView } from '../../engine';
import { Card } from './Card';
import { DirArrow } from './Icons';

interface DecideProps {
  t: TFunction;
  view: JackalView;
  moves: readonly JackalMove[];
  players: readonly SeatRecord[];
  busy: boolean;
  onPlay: (m: JackalMove) => void;
  /** The face-up card picked in the open phase, waiting for its target. */
  picked: CardFace | null;
  onPick: (face: CardFace | null) => void;
}

/** The own row (while laying), the hand and the buttons of the decision. */
export function Decide({ t, view, moves, players, busy, onPlay, picked, onPick }: DecideProps) {
  const own = view.seats[view.viewer];
  if (!own) return null;
  const hand = own.hand ?? [];
  const tappable = (face: CardFace): JackalMove | 'pick' | null => {
    if (view.phase === 'lay') return moves.find((m) => m.t === 'lay' && m.card === face) ?? null;
    if (view.phase === 'open') return moves.some((m) => (m.t === 'attach' && m.card === face) || (m.t === 'rum' && face === 'rum')) ? 'pick' : null;
    return null;
  };
  const handCards = hand.map((face, k) => {
    const action = tappable(face);
    const tap = action === null ? undefined : action === 'pick' ? () => onPick(picked === face ? null : face) : () => onPlay(action);
    return <Card key={`${face}-${k}`} t={t} face={face} onTap={tap} selected={picked === face} disabled={busy} testId="hand-card" />;
  });
  const row = view.phase === 'lay' && own.row && own.row.length > 0 && (
    <div class="jk-row" data-testid="own-row" aria-label={t('play.ownRow')} role="group">
      <span class="jk-label" aria-hidden="true">
        {t('play.ownRow')}
      </span>
      {own.row.map((face, k) => (
        <Card key={k} t={t} face={face} faceDown />
      ))}
    </div>
  );
  return (
    <div class="jk-bottom" data-testid="decide">
      {row}
      <div class="jk-hand" role="group" aria-label={t('play.hand', { count: hand.length })} data-testid="hand">
        {handCards.length ? handCards : <span class="small muted">{t('play.emptyHand')}</span>}
      </div>
      {moves.length > 0 && <div class="jk-actions">{buttons()}</div>}
    </div>
  );

  function buttons() {
    const name = (n: number) => players[n]?.name ?? '';
    const me = own!;
    if (view.phase === 'lay') {
      const done = moves.find((m) => m.t === 'done');
      return (
        <>
          {moves.flatMap((m) =>
            m.t === 'tortuga'
              ? [
                  <button key={`t${m.coins}`} type="button" onClick={() => onPlay(m)} disabled={busy} data-testid={`tortuga-${m.coins}`}>
                    {t('play.tortugaTrade', { coins: m.coins, cards: cardsForCoins(m.coins) ?? 0 })}
                  </button>,
                ]
              : [],
          )}
          {done && (
            <button type="button" class="primary" onClick={() => onPlay(done)} disabled={busy} data-testid="done">
              {me.row && me.row.length > 0 ? t('play.done') : t('play.stayAshore')}
            </button>
          )}
        </>
      );
    }
    if (view.phase === 'open') {
      const pass = moves.find((m) => m.t === 'pass')!;
      const targets = picked ? moves.filter((m) => (m.t === 'attach' && m.card === picked) || (m.t === 'rum' && picked === 'rum')) : [];
      return (
        <>
          {targets.map((m) =>
            m.t === 'attach' ? (
              <button key={`a${m.at}`} type="button" onClick={() => onPlay(m)} disabled={busy} data-testid={`attach-${m.at}`}>
                {t('play.attachTo', { n: m.at + 1, card: t(`cards.${me.stack?.moves[m.at]?.card ?? 'arrow'}`) })}
              </button>
            ) : m.t === 'rum' ? (
              <button key={`r${m.target}`} type="button" onClick={() => onPlay(m)} disabled={busy} data-testid={`rum-${m.target}`}>
                {t('play.rumOn', { name: name(m.target) })}
              </button>
            ) : null,
          )}
          {picked ? (
            <button type="button" onClick={() => onPick(null)} disabled={busy} data-testid="cancel">
              {t('play.cancel')}
            </button>
          ) : (
            <button type="button" class="primary" onClick={() => onPlay(pass)} disabled={busy} data-testid="pass">
              {t('play.pass')}
            </button>
          )}
        </>
      );
    }
    return moves.map((m) =>
      m.t === 'go' ? (
        <button key={m.dir} type="button" class="jk-go" onClick={() => onPlay(m)} disabled={busy} data-testid={`go-${m.dir}`}>
          {m.dir !== 'stay' && <DirArrow dir={m.dir} />}
          {m.dir === 'stay' ? t('play.stay') : t(`log.dir.${m.dir}`)}
        </button>
      ) : null,
    );
  }
}

/**
 * The skeleton's table for the seat holding the phone: its hand, the pile, everyone's points and
 * a button per legal move. PlayShell puts the turn line, the curtain, undo and the log around it;
 * only the engine's legal moves are offered, and a tap plays exactly one of them.
 */
import type { PlayScreenProps } from '../../types';
import { useT } from '../../../i18n/useT';
import { usePlayGame } from '../../../play/usePlayGame';
import type { Move, View } from '../engine/types';
import { manifest } from '../index';
import './play.css';

/** A stable name for a move (also its test hook). */
const moveId = (m: Move) => (m.t === 'take' ? `take-${m.n}` : m.t === 'play' ? `play-${m.card}` : m.t);

export function PlayScreen(_: PlayScreenProps) {
  const { t } = useT(manifest.id);
  const g = usePlayGame<View, Move>();
  if (!g.view) return null;
  const v = g.view;
  const label = (m: Move) => (m.t === 'take' ? t('moves.take', { count: m.n }) : m.t === 'play' ? t('moves.play', { card: m.card }) : t(`moves.${m.t}`));
  return (
    <section aria-labelledby="skeleton-h" class="skeleton-play">
      <h2 id="skeleton-h" class="sr-only">
        {t('table.title')}
      </h2>
      <p data-testid="pile">{t('table.pile', { count: v.pile })}</p>
      <p data-testid="hand">{v.hand.length ? t('table.hand', { cards: v.hand.join(', ') }) : t('table.emptyHand')}</p>
      <ul class="rows">
        {g.players.map((p, i) => (
          <li key={p.id} class="row-line">
            {t('table.points', { player: p.name, count: v.scores[i] ?? 0 })}
          </li>
        ))}
      </ul>
      <div class="skeleton-moves">
        {g.legalMoves.map((m) => (
          <button key={moveId(m)} type="button" data-move={moveId(m)} disabled={g.busy} onClick={() => void g.play(m)}>
            {label(m)}
          </button>
        ))}
      </div>
    </section>
  );
}

/**
 * The Royal Stake table for the seat holding the phone: the standing (roles, trump, VP,
 * tricks), the trick on the table, the panel of the current phase (auction, set picks, draft,
 * hidden reveal, discard, or the hand to play from), and the round's finished tricks with the
 * judge's explanation.
 * Only `g.view` is drawn, so other seats' hands never reach the page.
 */
import type { PlayScreenProps } from '../../../types';
import { useT } from '../../../../i18n/useT';
import { usePlayGame } from '../../../../play/usePlayGame';
import type { RsMove, RsView } from '../../engine/types';
import { PhasePanel } from './PhasePanel';
import { History, type ExplainTrick } from './History';
import { GAME } from './names';
import { Standing } from './Standing';
import { TrickTable } from './TrickTable';
import { explainDone } from './explain';
import './play.css';

/** The board; PlayShell renders it inside the table with the turn line, undo and the log. */
export function PlayScreen(_: PlayScreenProps) {
  const { t } = useT(GAME);
  const g = usePlayGame<RsView, RsMove>();
  if (!g.view) return null;
  const view = g.view;
  // A half-made pick belongs to one position: a move, an undo or another seat starts afresh.
  const position = `${g.log.length}/${g.seat}`;
  const play = (move: RsMove) => {
    if (!g.busy) void g.play(move);
  };
  const explain: ExplainTrick = (index) => explainDone(view, index);
  return (
    <section aria-label={t('playUi.board')} class="rs-table" data-testid="rs-table">
      <Standing view={view} players={g.players} />
      {view.phase === 'trick' && <TrickTable trick={view.trick} players={g.players} />}
      <PhasePanel key={position} view={view} players={g.players} legal={g.legalMoves} busy={g.busy} onPlay={play} />
      <History history={view.history} players={g.players} explain={explain} />
    </section>
  );
}

/** What the table hands every phase panel. */
import type { SeatRecord } from '../../../../storage/types';
import type { RsMove, RsView } from '../../engine/types';

/** The seat's view, the people at the seats, its legal moves, whether a move is on its way, and how to play one. */
export interface PhaseProps {
  view: RsView;
  players: readonly SeatRecord[];
  legal: readonly RsMove[];
  busy: boolean;
  onPlay: (move: RsMove) => void;
}

/** The normal bot: the heuristic of each phase (see phases.ts and play.ts). Deterministic. */
import type { RsMove } from '../engine/types';
import { auctionMove, discardMove, draftMove, revealMove, setMove } from './phases';
import { playMove } from './play';
import { stdStepMove } from './stdPhases';
import { stdTrickMove } from './stdTrick';
import { isStdTable } from './stdWins';
import type { Decision } from './table';

/** The normal bot's move (one of `d.moves`). */
export function normalMove(d: Decision): RsMove {
  switch (d.table.phase) {
    case 'auction':
      return auctionMove(d);
    case 'kingSet':
    case 'sets':
      return setMove(d);
    case 'draft':
      return draftMove(d);
    case 'reveal':
      return revealMove(d);
    case 'discard':
      return discardMove(d);
    case 'trick':
      // The standard game plays toward the seat's bet (stdTrick.ts).
      return (isStdTable(d.table) ? stdTrickMove(d.table, d.seat, d.hand, d.moves) : null) ?? playMove(d);
    default:
      // The standard game's own steps (squad, bets, cheerleader, preparation, hermit, exchange).
      return stdStepMove(d) ?? d.moves[0]!;
  }
}

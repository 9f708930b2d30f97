/** "I am King" (3 players): the auction, set picks, discards, round scoring, three rounds. */
import type { ModeRules } from '../../mode';
import { applyAuction, auctionMoves } from './auction';
import { applyDiscard, discardMoves } from './discard';
import { endRound, scorerInput } from './end';
import { applyKingSet, applyOpponentSet, setMoves } from './sets';
import { checkConfig, startRound } from './start';
import { fail } from '../../../codes';

/** The "I am King" rules outside the trick phase. */
export const rules: ModeRules = {
  checkConfig,
  startRound,
  phaseToMove: (s) => {
    if (s.phase === 'auction') return s.auction?.turn ?? null;
    if (s.phase === 'kingSet') return s.lead;
    if (s.phase === 'sets') return s.pickOrder[0] ?? null;
    if (s.phase === 'discard') return s.discardOrder[0]?.seat ?? null;
    return null;
  },
  phaseMoves: (s) => {
    if (s.phase === 'auction') return auctionMoves(s);
    if (s.phase === 'kingSet' || s.phase === 'sets') return setMoves(s);
    if (s.phase === 'discard') return discardMoves(s);
    return [];
  },
  applyPhase: (s, move) => {
    if (s.phase === 'auction') return applyAuction(s, move);
    if (s.phase === 'kingSet') return applyKingSet(s, move);
    if (s.phase === 'sets') return applyOpponentSet(s, move);
    if (s.phase === 'discard') return applyDiscard(s, move);
    return fail('ERR_WRONG_PHASE', { phase: s.phase });
  },
  endRound,
  scorerInput,
};

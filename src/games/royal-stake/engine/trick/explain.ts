/** The trick judge's explanation of a finished trick (the play screen shows it for each one). */
import type { Result } from '../../../../lib/result';
import { resolveTrick } from '../../referee/resolve-trick';
import type { TrickPlay, TrickVerdict } from '../../referee/types';
import { toTrickCard } from '../cards';
import type { PlayRecord, RsState } from '../types';
import { fail, type Code } from '../../codes';

/** A play record in the judge's shape (kings, white/blue queen, black queen). */
export function toTrickPlay(p: PlayRecord): TrickPlay {
  const t: TrickPlay = { card: toTrickCard(p.card) };
  if (p.king) t.king = p.king;
  if (p.queen) t.queen = p.queen;
  if (p.blackQueen) t.blackQueen = true;
  if (p.militia) t.militia = true;
  if (p.samurai) t.samurai = true;
  return t;
}

/** The parts of a state the explanation reads; a seat's view carries the same three. */
export type Explainable = Pick<RsState, 'history' | 'config' | 'trump'>;

/**
 * resolveTrick's verdict on trick `trickIndex` (0-based) of this round's history. Its `winner` is
 * the index of the winning play in `history[trickIndex].plays`, not a seat.
 */
export function explainTrick(state: Explainable, trickIndex: number): Result<TrickVerdict, Code> {
  const done = Number.isInteger(trickIndex) ? state.history[trickIndex] : undefined;
  if (!done) return fail('ERR_NO_SUCH_TRICK', { index: String(trickIndex) });
  const mode = state.config.mode;
  const ctx = mode === 'i-am-king' ? { mode, trump: state.trump ?? undefined } : { mode };
  try {
    return resolveTrick(done.plays.map(toTrickPlay), ctx);
  } catch {
    return fail('ERR_BAD_STATE');
  }
}

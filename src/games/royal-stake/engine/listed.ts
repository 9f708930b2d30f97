/**
 * The engine's last move listing. `apply` skips its legality checks for a move that is the very
 * object `legalMoves` listed for the very state object it is applied to: such a move is legal by
 * construction (the property tests apply every listed move), and checking it again cost about a
 * sixth of a random standard round (issue 14's bench; bots' playouts do the same every step).
 * Anything else (a move built from a tap, read back from storage, copied, or listed for another
 * state) is checked in full.
 *
 * The contract this rests on (src/games/README.md): the list `legalMoves` returns and its moves
 * are read-only, and so is the state they were listed for. The unit tests freeze all three
 * (test/unit/setup.ts), so a caller that edits one fails there instead of slipping an unchecked
 * move in.
 */
import type { RsMove, RsState } from './types';

let listedState: RsState | null = null;
let listedMoves: readonly RsMove[] = [];
let watcher: ((state: RsState, moves: readonly RsMove[]) => void) | null = null;

/** Notes `moves` as the listing of `state`, and returns it. */
export function remember(state: RsState, moves: RsMove[]): RsMove[] {
  listedState = state;
  listedMoves = moves;
  watcher?.(state, moves);
  return moves;
}

/** True when `move` is an object of the last listing and `state` the state it was listed for. */
export const wasListed = (state: RsState, move: unknown): boolean => state === listedState && listedMoves.includes(move as RsMove);

/** Tests: `fn` sees every listing and its state (the unit tests' setup freezes both); null stops it. */
export function watchListings(fn: ((state: RsState, moves: readonly RsMove[]) => void) | null): void {
  watcher = fn;
}

/**
 * Ruling-stalled-game: in the advanced variant thieves may run between empty rooms for ever, and
 * the book never stops them. Stolik ends such a game as if every gang had left the bank once no
 * tile was taken (and no gang left) for STALL_ROUNDS whole rounds, or at TURN_CAP turns at most.
 */
import type { Ending, SlyState } from './types';

/** The parts of a state (or of a seat's view) the limits look at. */
type Progress = Pick<SlyState, 'turns' | 'lastProgress' | 'left'>;

/**
 * Empty turns in a row, per gang still in the bank, that end the game. A thief reaches any room
 * of an open bank in at most three runs, so ten rounds leave a gang that wants a tile more than
 * three times the turns it needs, and a real stalemate still ends within minutes.
 */
export const STALL_ROUNDS = 10;

/** Turns of the heist after which an advanced game ends whatever happens: ten per bank tile. */
export const TURN_CAP = 600;

/** Turns in a row, up to the last completed one, in which no tile was taken and no gang left. */
export const quietTurns = (s: Progress): number => s.turns - s.lastProgress;

/** How many gangs are still in the bank. */
export const gangsInBank = (s: Pick<SlyState, 'left'>): number => s.left.reduce((n, gone) => (gone ? n : n + 1), 0);

/**
 * Quiet turns that end the game: STALL_ROUNDS for each gang still in the bank. Turns go round the
 * gangs in order and a gang leaving resets the count, so this many quiet turns means every gang
 * had STALL_ROUNDS empty turns in a row.
 */
export const stallLimit = (s: Pick<SlyState, 'left'>): number => STALL_ROUNDS * Math.max(1, gangsInBank(s));

/** The limit that ends an advanced game after the turn `s.turns` just counted, or null. */
export function limitReached(s: Progress & Pick<SlyState, 'config'>): Ending | null {
  if (s.config.variant !== 'advanced') return null;
  if (quietTurns(s) >= stallLimit(s)) return 'stalled';
  if (s.turns >= TURN_CAP) return 'turnCap';
  return null;
}

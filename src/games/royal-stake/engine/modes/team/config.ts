/** Team whist config check and the king numbers that pick each round's first player. */
import { ok, type Result } from '../../../../../lib/result';
import { isIntIn } from '../../../../../lib/integer';
import { isRecord } from '../../../../../lib/read';
import { RULER_COLOURS, type Colour } from '../../../data/colours';
import { MAX_PRINTED_VP, kingNumberKey, type KingSide } from '../../../data/card-values';
import { MODE_PLAYERS } from '../../../data/decks';
import type { KingNumbers, RsConfig, SeatState } from '../../types';
import { fail, type Code } from '../../../codes';

/** Seats at a team whist table. */
export const TEAM_PLAYERS = MODE_PLAYERS.team.min;

/** Partners sit opposite: seats 0+2 against 1+3. */
export const TEAM_SEATS: readonly (readonly number[])[] = [
  [0, 2],
  [1, 3],
];

/**
 * Four players and every king number on both sides (the printed values the text lost); the
 * same range the scorer accepts, so a game that starts can always be scored.
 */
export function checkTeamConfig(config: RsConfig): Result<true, Code> {
  const { min, max } = MODE_PLAYERS.team;
  if (config.players !== TEAM_PLAYERS)
    return fail('ERR_PLAYER_COUNT', { count: typeof config.players === 'number' ? config.players : String(config.players), min, max }, 'players');
  const kn: unknown = config.kingNumbers;
  for (const side of ['front', 'back'] as const) {
    const table = isRecord(kn) ? kn[side] : undefined;
    for (const colour of RULER_COLOURS) {
      const n = isRecord(table) ? table[colour] : undefined;
      if (!isIntIn(n, 0, MAX_PRINTED_VP)) return fail('ERR_NEEDS_CARD_VALUE', { key: kingNumberKey(colour, side) }, 'kingNumbers');
    }
  }
  return ok(true);
}

/** The side of a king that shows: its face while unused, its back once laid. */
export const sideShowing = (seat: SeatState): KingSide => (seat.king === 'used' ? 'back' : 'front');

/** The number a seat's king shows now (Infinity before the seat has a set). */
export function showingNumber(seat: SeatState, numbers: KingNumbers): number {
  const colour: Colour | null = seat.set;
  if (colour === null) return Infinity;
  return numbers[sideShowing(seat)][colour];
}

/**
 * The seat whose king shows the lowest number: it takes the first-player card. Equal numbers
 * (only possible through user entries) go to the lower seat index, so the choice stays stable.
 */
export function lowestKingSeat(seats: readonly SeatState[], numbers: KingNumbers): number {
  let best = 0;
  for (let i = 1; i < seats.length; i++) {
    if (showingNumber(seats[i]!, numbers) < showingNumber(seats[best]!, numbers)) best = i;
  }
  return best;
}

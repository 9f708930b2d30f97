/** "Emperor" config: five players and the printed king numbers the round-2 lead needs. */
import { ok, type Result } from '../../../../../lib/result';
import { RULER_COLOURS, type Colour } from '../../../data/colours';
import { MODE_PLAYERS } from '../../../data/decks';
import { MAX_PRINTED_VP, kingNumberKey, type KingSide } from '../../../data/card-values';
import type { KingNumbers, RsConfig, SeatState } from '../../types';
import { fail, type Code } from '../../../codes';

/** Seats in an "Emperor" game. */
export const EMPEROR_PLAYERS = MODE_PLAYERS.emperor.min;

const isPrinted = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_PRINTED_VP;

/**
 * Five players and both printed numbers of every king: the first player of round 2 and the
 * final tie-break depend on them, and the text lost them, so they are never guessed.
 */
export function checkConfig(config: RsConfig): Result<true, Code> {
  if (typeof config !== 'object' || config === null || config.mode !== 'emperor') return fail('ERR_UNKNOWN_MODE', { value: String(config?.mode) });
  if (config.players !== EMPEROR_PLAYERS) return fail('ERR_PLAYER_COUNT', { count: String(config.players), min: EMPEROR_PLAYERS, max: EMPEROR_PLAYERS });
  const kn = config.kingNumbers as Partial<KingNumbers> | undefined;
  for (const side of ['front', 'back'] as const) {
    const table = (kn && typeof kn === 'object' ? kn[side] : undefined) as Record<string, unknown> | undefined;
    for (const colour of RULER_COLOURS) {
      const v = table && typeof table === 'object' ? table[colour] : undefined;
      if (v === undefined) return fail('ERR_NEEDS_CARD_VALUE', { key: kingNumberKey(colour, side) });
      if (!isPrinted(v)) return fail('ERR_BAD_CARD_VALUE', { key: kingNumberKey(colour, side) });
    }
  }
  return ok(true);
}

/** The side of a seat's king that shows: the face until it is laid, the back after. */
export const sideShowing = (seat: SeatState): KingSide => (seat.king === 'used' ? 'back' : 'front');

/** The king number a seat shows (ruling-king-number); checkConfig guarantees it exists. */
export function kingNumberOf(config: RsConfig, seat: SeatState): number {
  const colour: Colour = seat.set ?? 'white';
  return config.kingNumbers?.[sideShowing(seat)][colour] ?? 0;
}

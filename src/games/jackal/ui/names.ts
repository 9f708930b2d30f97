/**
 * Messages from the scorer and the judge name pirates by seat id (a UUID). Before a message is
 * translated, ids in its params become the names the table typed in.
 */
import type { Failure } from '../../../lib/result';
import type { SeatRecord } from '../../../storage/types';

/** A seat's name by id (the id itself for a seat the session does not know). */
export const nameOf = (seats: readonly SeatRecord[], id: string): string => seats.find((s) => s.id === id)?.name ?? id;

const ID_PARAMS = ['id', 'firstPlayer'];

/** Params with seat ids (also comma-joined lists in `rivals`) replaced by names. */
export function namedParams(seats: readonly SeatRecord[], params: Record<string, string | number> | undefined): Record<string, string | number> {
  const out: Record<string, string | number> = { ...(params ?? {}) };
  for (const key of ID_PARAMS) if (typeof out[key] === 'string') out[key] = nameOf(seats, out[key] as string);
  if (typeof out.rivals === 'string')
    out.rivals = out.rivals
      .split(', ')
      .map((id) => nameOf(seats, id))
      .join(', ');
  return out;
}

/** The same failure with names in its params, ready for CannotScore or a judge message. */
export function namedFailure(seats: readonly SeatRecord[], failure: Failure): Failure {
  return { ...failure, params: namedParams(seats, failure.params) };
}

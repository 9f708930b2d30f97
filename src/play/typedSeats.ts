/**
 * A name typed in a seat's own row (a seat that came back from a bot) becomes a saved player at
 * Start, as a name typed in the picker does: the saved player of that name in any case, or a new
 * one. Pure: the caller reads the saved players and writes the new ones.
 */
import { fail, ok, type Result } from '../lib/result';
import { nameKey, normaliseName, sameNameKey } from '../lib/names';
import type { SeatRecord } from '../storage/types';

/** A saved player as far as matching a name needs. */
export interface KnownPlayer {
  id: string;
  name: string;
}

/** Why a typed seat cannot start yet: `seat` (1-based) would be the same player as `other`. */
export interface TakenSeat {
  seat: number;
  other: number;
  /** The other seat's name, as its row shows it. */
  name: string;
}

/** Who each seat counts for: `id:<saved player>`, `new:<name>` for a name nobody has yet, or nothing. */
function whoSits(players: readonly SeatRecord[], typed: readonly string[], saved: readonly KnownPlayer[]): (string | undefined)[] {
  // Players seated from the picker count as known even if the saved list was read before they were added.
  const seated = players.flatMap((p) => (p.playerId && !typed.includes(p.id) ? [{ id: p.playerId, name: p.name }] : []));
  const known = [...saved, ...seated];
  return players.map((p) => {
    if (!typed.includes(p.id)) return p.playerId === undefined ? undefined : `id:${p.playerId}`;
    const name = normaliseName(p.name);
    if (!name) return undefined;
    const match = known.find((k) => sameNameKey(k.name, name));
    return match ? `id:${match.id}` : `new:${nameKey(name)}`;
  });
}

/**
 * Typed seats that would share a saved player with another seat: one seated from the picker, or
 * an earlier typed seat with the same name (the earlier one keeps it). Keyed by seat id.
 */
export function takenSeats(players: readonly SeatRecord[], typed: readonly string[], saved: readonly KnownPlayer[]): Record<string, TakenSeat> {
  const who = whoSits(players, typed, saved);
  const taken: Record<string, TakenSeat> = {};
  players.forEach((p, i) => {
    if (!typed.includes(p.id) || who[i] === undefined) return;
    const j = who.findIndex((w, k) => k !== i && w === who[i] && (k < i || !typed.includes(players[k]!.id)));
    if (j >= 0) taken[p.id] = { seat: i + 1, other: j + 1, name: normaliseName(players[j]!.name) };
  });
  return taken;
}

/** The seats to start with, and the typed seats that need a new saved player (by seat id). */
export interface ClaimedSeats {
  players: SeatRecord[];
  fresh: string[];
}

/**
 * Names trimmed; each typed seat gets the saved player of its name, or is listed in `fresh` for a
 * new one. Refuses (ERR_SEAT_NAME_TAKEN) when two seats would be the same saved player.
 */
export function claimTypedSeats(players: readonly SeatRecord[], typed: readonly string[], saved: readonly KnownPlayer[]): Result<ClaimedSeats> {
  const clash = Object.values(takenSeats(players, typed, saved))[0];
  if (clash) return fail('ERR_SEAT_NAME_TAKEN', { n: clash.seat, other: clash.other, name: clash.name });
  const who = whoSits(players, typed, saved);
  const fresh: string[] = [];
  const seats = players.map((p, i) => {
    const seat = { ...p, name: normaliseName(p.name) };
    const key = who[i];
    if (!typed.includes(p.id) || key === undefined) return seat;
    if (key.startsWith('id:')) return { ...seat, playerId: key.slice(3) };
    fresh.push(p.id);
    return seat;
  });
  return ok({ players: seats, fresh });
}

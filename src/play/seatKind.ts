import type { SeatRecord } from '../storage/types';
import type { SeatSpec } from './types';

/** Seats being set up: names and colours (PlayerPicker) plus who plays each one. */
export interface SeatChoice {
  players: SeatRecord[];
  /** By seat id; a seat without an entry is a person. */
  kinds: Record<string, SeatSpec>;
  /**
   * A person's seat as it was before a bot took it over (typed name, saved player), by seat id:
   * a bot's name replaces the name on screen, and switching back must give the person's back.
   */
  people?: Record<string, SeatRecord>;
  /**
   * Seats that came back from a bot without a person's name, by seat id: their name is typed in
   * their own row and becomes a saved player at Start (typedSeats.ts), like a name typed in the picker.
   */
  typed?: readonly string[];
  /** False when "Save for next time" is unticked: typed names stay one-off seats. */
  remember?: boolean;
}

/**
 * The seats whose person's name is typed in their own row: typed seats that are people now. A
 * typed seat switched back to a bot stays listed in `typed` (so a person there later types again)
 * but is a bot, named by its level, and never becomes a saved player.
 */
export const typedPeople = (choice: SeatChoice): string[] => (choice.typed ?? []).filter((id) => choice.kinds[id]?.kind !== 'bot');

/** The seat kinds in seating order, as a play session stores them. */
export const seatSpecs = (choice: SeatChoice): SeatSpec[] => choice.players.map((p) => choice.kinds[p.id] ?? { kind: 'human' });

/**
 * Switches seat `id` to a person or a bot level. A person's seat is set aside when a bot takes
 * it and comes back when it is a person again; a seat that was a bot from the start comes back
 * with an empty name for the player to type (a bot's name is never kept as a person's). A saved
 * player seated elsewhere meanwhile keeps that seat: the name returns here as a one-off seat.
 */
export function setSeatKind(choice: SeatChoice, id: string, spec: SeatSpec): SeatChoice {
  const { players, kinds } = choice;
  const { [id]: person, ...people } = choice.people ?? {};
  const seat = players.find((p) => p.id === id);
  const wasBot = kinds[id]?.kind === 'bot';
  if (!seat) return choice;
  if (spec.kind === 'bot') {
    const keep = wasBot ? person : seat;
    return { ...choice, kinds: { ...kinds, [id]: spec }, people: keep ? { ...people, [id]: keep } : people };
  }
  if (!wasBot) return choice;
  const next = { ...choice, kinds: { ...kinds, [id]: { kind: 'human' } as SeatSpec }, people };
  if (person) return { ...next, players: players.map((p) => (p.id === id ? restore(person, seat, players) : p)) };
  // No person to give back: the name is typed in the seat's row from now on.
  const typed = choice.typed?.includes(id) ? choice.typed : [...(choice.typed ?? []), id];
  return { ...next, players: players.map((p) => (p.id === id ? { id, name: '', color: seat.color } : p)), typed };
}

/** The person's seat again, in the seat's current colour, without a saved player now seated elsewhere. */
function restore(person: SeatRecord, seat: SeatRecord, players: SeatRecord[]): SeatRecord {
  const { playerId, ...rest } = person;
  const taken = playerId !== undefined && players.some((p) => p.id !== seat.id && p.playerId === playerId);
  return { ...rest, id: seat.id, color: seat.color, ...(playerId && !taken ? { playerId } : {}) };
}

/** Gives a typed name to a person's seat (one that came back from a bot without a name). */
export function nameSeat(choice: SeatChoice, id: string, name: string): SeatChoice {
  return { ...choice, players: choice.players.map((p) => (p.id === id ? { ...p, name } : p)) };
}

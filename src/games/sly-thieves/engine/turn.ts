/**
 * State changes of a turn, written as mutations of a draft whose top-level arrays the caller
 * owns (engine.apply copies them; boardgame.io's immer draft works too). Nested objects are
 * replaced, never changed, so earlier states stay intact.
 */
import { thievesPerPlayer } from '../data/board';
import { hasGuard } from './board';
import { CENTRE, NEIGHBOURS, ROOM_TOTAL } from './geometry';
import { limitReached } from './limits';
import type { SlyState } from './types';

/** A copy of the state whose top-level arrays may be mutated by the functions below. */
export const draftOf = (s: SlyState): SlyState => ({
  ...s,
  tiles: s.tiles.slice(),
  thieves: s.thieves.slice(),
  guards: s.guards.slice(),
  loot: s.loot.slice(),
  left: s.left.slice(),
  bans: s.bans.slice(),
});

/** The seat takes the tile lying in the room, face down; nothing happens in an empty room. */
export function takeTile(d: SlyState, seat: number, room: number): void {
  const tile = d.tiles[room];
  if (!tile) return;
  d.tiles[room] = null;
  d.loot[seat] = [...d.loot[seat]!, tile.value];
}

/** Puts a thief in a room, or takes it off the board (room null). */
export function putThief(d: SlyState, id: number, room: number | null, caught = false): void {
  d.thieves[id] = { ...d.thieves[id]!, room, caught };
}

/** A guard caught the thief: it goes to the box, its tile stays (ruling-caught-thief). */
export function catchThief(d: SlyState, id: number): void {
  putThief(d, id, null, true);
  d.bans = d.bans.filter((b) => b.thief !== id);
}

/** The gang leaves the bank with the tiles under its thieves ("Окончание игры"). */
export function leaveBank(d: SlyState, seat: number): void {
  d.thieves.forEach((t, id) => {
    if (t.seat !== seat || t.room === null) return;
    takeTile(d, seat, t.room);
    putThief(d, id, null);
  });
  d.left[seat] = true;
}

/** Placement round: a new thief on a cash tile; the last one placed opens the heist. */
export function placeThief(d: SlyState, seat: number, room: number): void {
  d.thieves.push({ seat, room, caught: false });
  const players = d.config.players;
  if (d.thieves.length === players * thievesPerPlayer(players)) d.phase = 'play';
  else d.seat = (seat + 1) % players;
}

/**
 * Ruling-advanced-end: a tile can still be taken while one lies under a thief or a chain of
 * neighbouring rooms without guards (and not through the guard post) leads to it from a thief.
 */
export function anyTileTakeable(s: SlyState): boolean {
  const seen = new Uint8Array(ROOM_TOTAL);
  const queue: number[] = [];
  for (const t of s.thieves) {
    if (t.room !== null && !seen[t.room]) {
      seen[t.room] = 1;
      queue.push(t.room);
    }
  }
  while (queue.length > 0) {
    const room = queue.pop()!;
    if (s.tiles[room]) return true;
    for (const n of NEIGHBOURS[room]!) {
      if (seen[n] || n === CENTRE || hasGuard(s, n)) continue;
      seen[n] = 1;
      queue.push(n);
    }
  }
  return false;
}

/**
 * Closes the seat's turn: its black-thief bans expire; the game is over once every gang has left;
 * an advanced game also ends by rule when no tile can be taken any more (ruling-advanced-end) or
 * play has stalled (ruling-stalled-game), every gang leaving with the tiles under its thieves;
 * otherwise play passes clockwise to the next gang still in the bank (the same one when alone).
 */
export function endTurn(d: SlyState): void {
  d.pending = null;
  if (d.bans.length > 0) d.bans = d.bans.filter((b) => d.thieves[b.thief]!.seat !== d.seat);
  d.turns += 1;
  const players = d.config.players;
  const inBank = d.left.some((gone) => !gone);
  const ending = inBank && d.config.variant === 'advanced' ? (anyTileTakeable(d) ? limitReached(d) : 'noTiles') : null;
  if (ending) {
    for (let seat = 0; seat < players; seat++) if (!d.left[seat]) leaveBank(d, seat);
    d.ending = ending;
    d.phase = 'over';
    return;
  }
  for (let k = 1; k <= players; k++) {
    const next = (d.seat + k) % players;
    if (!d.left[next]) {
      d.seat = next;
      return;
    }
  }
  d.phase = 'over';
}

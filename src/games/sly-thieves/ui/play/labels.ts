/**
 * Words for the board: each room's screen-reader label ("Room D4, gold bar, 2 points, your thief")
 * and the tokens' initials. Everything a sighted player reads from colours and symbols is
 * said here in words.
 */
import type { TFunction } from 'i18next';
import type { SeatRecord } from '../../../../storage/types';
import { CENTRE, roomLabel } from '../../engine/geometry';
import type { SlyView } from '../../engine/types';

/** How a room takes part in the current decision. */
export type RoomRole = 'source' | 'picked' | 'target' | null;

/** Thief number standing in each room (-1: none), from the view. */
export function thiefRooms(view: SlyView): number[] {
  const out = new Array<number>(view.tiles.length).fill(-1);
  view.thieves.forEach((t, id) => {
    if (t.room !== null) out[t.room] = id;
  });
  return out;
}

/** The label of one room for the seat looking at the board. */
export function roomAria(t: TFunction, view: SlyView, players: readonly SeatRecord[], room: number, thief: number, role: RoomRole): string {
  const parts = [t('play.room', { room: roomLabel(room) })];
  const tile = view.tiles[room];
  if (room === CENTRE) parts.push(t('play.post'));
  else if (!tile) parts.push(t('play.empty'));
  else {
    // The points are written in the room, so they are said too (the label contains the visible text).
    parts.push(t(`play.tile.v${tile.value}`), t('common:table.points', { count: tile.value }));
    if (tile.icon && view.config.variant === 'advanced') parts.push(t(`play.iconWord.${tile.icon}`));
  }
  const owner = thief >= 0 ? view.thieves[thief]!.seat : -1;
  if (owner === view.viewer) parts.push(t('play.yourThief'));
  else if (owner >= 0) parts.push(t('play.thiefOf', { name: players[owner]?.name ?? '?' }));
  const guards = view.guards.filter((g) => g === room).length;
  if (guards > 0) parts.push(t('play.guards', { count: guards }));
  if (role) parts.push(t(`play.role.${role}`));
  return parts.join(', ');
}

/**
 * One or two letters for each seat's tokens, taken from the name only (never a seat number):
 * the first letter, plus, when another name starts alike, the first letter of the name that
 * tells them apart ("Bot 1" and "Bot 2" become B1 and B2, "Anya" and "Alex" An and Al).
 */
export function initials(players: readonly SeatRecord[]): string[] {
  const chars = players.map((p) => Array.from(p.name.replace(/\s+/g, '')));
  const first = chars.map((c) => (c[0] ?? '?').toLocaleUpperCase());
  return chars.map((c, i) => {
    const alike = chars.filter((_, j) => j !== i && first[j] === first[i]);
    if (alike.length === 0) return first[i]!;
    for (let k = 1; k < c.length; k++) {
      if (alike.every((o) => (o[k] ?? '').toLocaleLowerCase() !== c[k]!.toLocaleLowerCase())) return first[i]! + c[k]!.toLocaleLowerCase();
    }
    return first[i]!; // the same name twice: the colours tell them apart
  });
}

/**
 * Move log entries: a key of the game's namespace (`sly-thieves:log.<key>`) and its parameters.
 * `seat` and `owner` are seat numbers (the shell puts player names in); rooms are labels such
 * as "E5" (geometry.roomLabel).
 */
import { occupancy } from './board';
import { roomLabel } from './geometry';
import { parseMove } from './legal';
import type { SlyState } from './types';

/** A log line for `raw` played in `before`; `{ key: 'unknown' }` for a malformed move. */
export function describe(before: SlyState, raw: unknown): { key: string; params?: Record<string, string | number> } {
  const parsed = parseMove(raw);
  if (!parsed.ok) return { key: 'unknown' };
  const m = parsed.value;
  const seat = m.seat;
  const occ = occupancy(before);
  switch (m.type) {
    case 'place':
      return { key: 'place', params: { seat, to: roomLabel(m.to) } };
    case 'move': {
      const taken = before.tiles[m.from];
      const landing = before.config.variant === 'advanced' ? before.tiles[m.to]?.icon : null;
      const params: Record<string, string | number> = { seat, from: roomLabel(m.from), to: roomLabel(m.to), value: taken?.value ?? 0 };
      if (landing) params.icon = landing;
      return { key: taken ? 'move' : 'moveEmpty', params };
    }
    case 'guard': {
      const caught = occ[m.to]!;
      const params = { seat, from: roomLabel(m.from), to: roomLabel(m.to) };
      return caught >= 0 ? { key: 'guardCatch', params: { ...params, owner: before.thieves[caught]!.seat } } : { key: 'guard', params };
    }
    case 'hatch':
      return { key: 'hatch', params: { seat, from: roomLabel(m.from), to: roomLabel(m.to), icon: 'hatch' } };
    case 'shift': {
      const id = occ[m.from]!;
      const owner = id >= 0 ? before.thieves[id]!.seat : seat;
      return { key: 'shift', params: { seat, owner, from: roomLabel(m.from), to: roomLabel(m.to), icon: before.pending?.icon ?? '' } };
    }
    case 'skip':
      return { key: 'skip', params: { seat, icon: before.pending?.icon ?? '' } };
    case 'leave': {
      const tiles = before.thieves.filter((t) => t.seat === seat && t.room !== null && before.tiles[t.room]).length;
      return { key: 'leave', params: { seat, tiles } };
    }
  }
}

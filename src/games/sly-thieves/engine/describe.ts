/**
 * Move log entries: a key of the game's namespace (`sly-thieves:log.<key>`) and its parameters.
 * `seat` and `ownerSeat` are seat numbers (the shell turns `ownerSeat` into `owner`, that seat's
 * player name); rooms are labels such as "E5" (geometry.roomLabel).
 */
import { occupancy } from './board';
import { roomLabel } from './geometry';
import { applyMove, parseMove } from './legal';
import { STALL_ROUNDS, TURN_CAP } from './limits';
import type { SlyMove, SlyState } from './types';

type LogLine = { key: string; params?: Record<string, string | number> };

/**
 * A log line for `raw` played in `before`; `{ key: 'unknown' }` for a malformed move. A move
 * after which a Stolik rule ends the game gets the key 'ended': its own line (key in `line`)
 * followed by the rule (`ending`), so the log says why the game stopped.
 */
export function describe(before: SlyState, raw: unknown): LogLine {
  const parsed = parseMove(raw);
  if (!parsed.ok) return { key: 'unknown' };
  const line = describeStep(before, parsed.value);
  // Only an advanced heist can be ended by a rule; the basic game needs no second look.
  if (before.config.variant !== 'advanced' || before.phase !== 'play') return line;
  const after = applyMove(before, parsed.value);
  if (!after.ok || !after.value.ending || before.ending) return line;
  return { key: 'ended', params: { ...line.params, line: line.key, ending: after.value.ending, rounds: STALL_ROUNDS, cap: TURN_CAP } };
}

/** The log line of one checked move, whatever follows it. */
function describeStep(before: SlyState, m: SlyMove): LogLine {
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
      return caught >= 0 ? { key: 'guardCatch', params: { ...params, ownerSeat: before.thieves[caught]!.seat } } : { key: 'guard', params };
    }
    case 'hatch':
      return { key: 'hatch', params: { seat, from: roomLabel(m.from), to: roomLabel(m.to), icon: 'hatch' } };
    case 'shift': {
      const id = occ[m.from]!;
      const ownerSeat = id >= 0 ? before.thieves[id]!.seat : seat;
      return { key: 'shift', params: { seat, ownerSeat, from: roomLabel(m.from), to: roomLabel(m.to), icon: before.pending?.icon ?? '' } };
    }
    case 'skip':
      return { key: 'skip', params: { seat, icon: before.pending?.icon ?? '' } };
    case 'leave': {
      const tiles = before.thieves.filter((t) => t.seat === seat && t.room !== null && before.tiles[t.room]).length;
      return { key: 'leave', params: { seat, tiles } };
    }
  }
}

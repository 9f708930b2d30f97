/**
 * Move log lines: a key of the game's namespace (`king-of-thieves:log.<key>`) and its params.
 * `fromSeat` is a seat number the shell turns into that seat's name (`from`).
 */
import { total } from './counts';
import { parseMove } from './apply';
import type { KotState } from './types';

type LogLine = { key: string; params?: Record<string, string | number> };

/** A log line for `raw` played in `before`; `{ key: 'unknown' }` for a malformed move. */
export function describe(before: KotState, raw: unknown): LogLine {
  const m = parseMove(raw);
  if (!m) return { key: 'unknown' };
  switch (m.type) {
    case 'take':
      return { key: m.token ? 'takeWithToken' : 'take', params: { count: total(m.dice) } };
    case 'steal': {
      const returned = total(before.loot[m.from] ?? []) - total(m.keep) + (before.token === m.from && !m.token ? 1 : 0);
      return { key: 'steal', params: { fromSeat: m.from, kept: total(m.keep) + (m.token ? 1 : 0), returned } };
    }
    case 'reroll':
      return { key: 'reroll', params: { face: m.face } };
    case 'skip':
      return { key: 'keepDice' };
    case 'buy':
      return { key: 'buy', params: { card: m.card, coins: m.coins, count: total(m.dice) } };
    case 'flip':
      return { key: 'flip', params: { card: m.card, from: m.from, to: m.to } };
    case 'trade':
      return { key: 'trade', params: { card: m.card } };
    case 'done':
      return { key: 'done' };
  }
}

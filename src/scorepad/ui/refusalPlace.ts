import { isRecord } from '../../lib/read';
import type { SeatRecord } from '../../storage/types';

type T = (key: string, params?: Record<string, unknown>) => string;

/**
 * Where a refusal of a saved pad points, in words ("Аня, round 4"), so the message names the
 * player and the round instead of only the problem; undefined when the path names neither.
 */
export function refusalPlace(data: unknown, seats: readonly SeatRecord[], path: string | undefined, t: T): string | undefined {
  const m = /^players\.(\d+)(?:\.rounds\.(\d+))?/.exec(path ?? '');
  if (!m) return undefined;
  const entry = isRecord(data) && Array.isArray(data.players) ? data.players[Number(m[1])] : undefined;
  const id = isRecord(entry) ? entry.id : undefined;
  const name = seats.find((s) => s.id === id)?.name;
  const round = m[2] === undefined ? undefined : t('sync.round', { n: Number(m[2]) + 1 });
  const words = [name, round].filter(Boolean).join(', ');
  return words || undefined;
}

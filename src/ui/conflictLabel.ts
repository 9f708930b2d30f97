/**
 * Names a clashing value in words a person knows: the player (a seat id met along the path, as a
 * key or as an `id` field), the round number, and the remaining field names.
 */
import type { SessionRecord } from '../storage/types';
import { valueAt, type Path } from './rebase';

type T = (key: string, params?: Record<string, unknown>) => string;

/** "Anna, round 3" for ['data','players',0,'rounds',2] when players[0].id is Anna's seat. */
export function conflictLabel(record: SessionRecord, path: Path, t: T): string {
  const names = new Map(record.players.map((p) => [p.id, p.name]));
  const parts: string[] = [];
  let player: string | undefined;
  for (let i = 0; i < path.length; i++) {
    const key = path[i]!;
    const here = valueAt(record, path.slice(0, i + 1)) as { id?: unknown } | undefined;
    if (typeof key === 'string' && names.has(key)) player ??= names.get(key);
    else if (here && typeof here === 'object' && typeof here.id === 'string' && names.has(here.id)) player ??= names.get(here.id);
    else if (key === 'rounds' && typeof path[i + 1] === 'number') parts.push(t('sync.round', { n: (path[++i] as number) + 1 }));
    else if (typeof key === 'string' && key !== 'data' && key !== 'players') parts.push(key);
  }
  return [player, ...parts].filter(Boolean).join(', ');
}

/** A stored value as text; nothing stored reads "not entered", never 0. */
export function conflictValue(value: unknown, t: T): string {
  if (value === undefined || value === null) return t('sync.missing');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

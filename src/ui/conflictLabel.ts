/**
 * Names a clashing value in words a person knows: the player (a seat id met along the path, as a
 * key or as an `id` field), the round number, and the field in the game's own words
 * (conflictFields.ts); never a raw key.
 */
import type { SessionRecord } from '../storage/types';
import { fieldWords } from './conflictFields';
import { valueAt, type Path } from './rebase';

type T = (key: string | string[], params?: Record<string, unknown>) => string;

/** Record fields outside the game's input a person may change in two tabs. */
const RECORD_FIELDS: Record<string, string> = { title: 'sync.fields.title', finished: 'sync.fields.finished' };

/** "Anna, round 3, Red cards won" for ['data','rounds',2,'players','anna-id','won','red']. */
export function conflictLabel(record: SessionRecord, path: Path, t: T): string {
  if (path[0] !== 'data') return t([RECORD_FIELDS[String(path[0])] ?? 'sync.fields.value', 'sync.fields.value']);
  const names = new Map(record.players.map((p) => [p.id, p.name]));
  const parts: string[] = [];
  const rest: Path = [];
  let player: string | undefined;
  for (let i = 1; i < path.length; i++) {
    const key = path[i]!;
    const here = valueAt(record, path.slice(0, i + 1)) as { id?: unknown } | undefined;
    if (typeof key === 'string' && names.has(key)) player ??= names.get(key);
    else if (here && typeof here === 'object' && typeof here.id === 'string' && names.has(here.id)) player ??= names.get(here.id);
    else if (key === 'rounds' && typeof path[i + 1] === 'number') parts.push(t('sync.round', { n: (path[++i] as number) + 1 }));
    else if (key === 'players' && rest.length === 0) continue;
    else rest.push(key);
  }
  const words = fieldWords(record.game, rest);
  if (words.length > 0)
    parts.push(
      t(
        words.map((w) => w.key),
        Object.assign({}, ...words.map((w) => w.params ?? {})),
      ),
    );
  return [player, ...parts].filter(Boolean).join(', ');
}

/** A stored value as text; nothing stored reads "not entered", never 0. */
export function conflictValue(value: unknown, t: T): string {
  if (value === undefined || value === null) return t('sync.missing');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

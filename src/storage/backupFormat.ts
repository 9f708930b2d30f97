/**
 * The backup file: one versioned JSON document with everything a person entered. Parsing is
 * strict (valibot) and explains a refusal in terms a person understands; it never throws.
 */
import * as v from 'valibot';
import { fail, ok, type Result } from '../lib/result';

export const BACKUP_FORMAT = 'stolik-backup';
/** Bump when the file layout changes; older files stay importable, newer ones are refused. */
export const BACKUP_VERSION = 1;
/** Settings that describe this device, not the person: never exported nor imported. */
export const DEVICE_SETTINGS = ['persisted', 'persistAsked', 'offlineReadyShown'];

const id = v.pipe(v.string(), v.minLength(1), v.maxLength(200));
const time = v.pipe(v.number(), v.integer(), v.minValue(0));
const name = v.pipe(v.string(), v.maxLength(200));
const color = v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/i));
const seat = v.object({ id, name, color, playerId: v.optional(id) });

const session = v.object({
  id,
  game: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/)),
  kind: v.picklist(['score', 'play']),
  title: name,
  players: v.pipe(v.array(seat), v.maxLength(20)),
  createdAt: time,
  updatedAt: time,
  finished: v.boolean(),
  data: v.unknown(),
  result: v.optional(
    v.object({ totals: v.record(v.string(), v.number()), ranking: v.array(v.array(v.string())) }),
  ),
  rev: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
const player = v.object({ id, name, color, createdAt: time });
const setting = v.object({ key: v.pipe(v.string(), v.maxLength(100)), value: v.unknown() });
const cardValue = v.object({ key: id, game: id, value: v.pipe(v.number(), v.integer()), updatedAt: time });

const backupSchema = v.object({
  format: v.literal(BACKUP_FORMAT),
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  exportedAt: time,
  data: v.object({
    sessions: v.array(session),
    players: v.array(player),
    settings: v.array(setting),
    cardValues: v.array(cardValue),
  }),
});

export type Backup = v.InferOutput<typeof backupSchema>;
export type BackupData = Backup['data'];

/** Parses a backup file's text: foreign, newer and broken files are refused with a reason. */
export function parseBackup(text: string): Result<Backup> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return fail('ERR_BACKUP_NOT_JSON');
  }
  const head = raw as { format?: unknown; version?: unknown } | null;
  if (typeof head !== 'object' || head === null || head.format !== BACKUP_FORMAT) return fail('ERR_BACKUP_FOREIGN');
  if (typeof head.version === 'number' && head.version > BACKUP_VERSION) {
    return fail('ERR_BACKUP_NEWER', { version: head.version, supported: BACKUP_VERSION });
  }
  const parsed = v.safeParse(backupSchema, raw);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
    return fail('ERR_BACKUP_INVALID', { path: path || '-' }, path);
  }
  const ids = parsed.output.data.sessions.map((s) => s.id);
  if (new Set(ids).size !== ids.length) return fail('ERR_BACKUP_INVALID', { path: 'data.sessions (id twice)' });
  return ok(parsed.output);
}

/** Wraps store contents as a backup document. */
export function buildBackup(data: BackupData, now: number): Backup {
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: now,
    data: { ...data, settings: data.settings.filter((s) => !DEVICE_SETTINGS.includes(s.key)) },
  };
}

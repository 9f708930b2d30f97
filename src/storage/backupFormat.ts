/**
 * The backup file: one versioned JSON document with everything a person entered. Parsing is
 * strict (valibot) and explains a refusal in terms a person understands; it never throws.
 */
import * as v from 'valibot';
import { fail, ok, type Result } from '../lib/result';
import { MAX_TIME, isValidSetting } from './settingValues';
import { normaliseName } from '../lib/names';

export const BACKUP_FORMAT = 'stolik-backup';
/** Bump when the file layout changes; older files stay importable, newer ones are refused. */
export const BACKUP_VERSION = 1;
/** Settings that describe this device, not the person: never exported nor imported. */
export const DEVICE_SETTINGS = [
  'persisted',
  'persistAsked',
  'offlineReadyShown',
  'summariesDue',
  'factsDue',
  // A table across phones (play/tables/tableMemory.ts): this phone's seats and certificate.
  'tableHost',
  'tableGuest',
  'tableCertificate',
];

const id = v.pipe(v.string(), v.minLength(1), v.maxLength(200));
/** Largest game input kept per session (JSON characters): far above any real game, far below a crash. */
export const MAX_DATA_CHARS = 1_000_000;
/** A moment as stored: whole milliseconds between 1970 and 2100 (the same bound as settings). */
const time = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_TIME));
/** A score or count as the app shows it: a finite number of modest size. */
const amount = v.pipe(v.number(), v.finite(), v.minValue(-1e9), v.maxValue(1e9));
const jsonSize = (x: unknown): number => JSON.stringify(x ?? null).length;
const gameData = v.pipe(
  v.unknown(),
  v.check((x) => jsonSize(x) <= MAX_DATA_CHARS, 'size'),
);
const name = v.pipe(v.string(), v.maxLength(200));
/**
 * A person's name (seat, saved player), normalised at the door like a typed one (lib/names.ts): a
 * name with nothing visible left keeps its old spelling, so restoring loses nothing.
 */
const personName = v.pipe(
  name,
  v.transform((s) => normaliseName(s) || s),
);
const color = v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/i));
const seat = v.object({ id, name: personName, color, playerId: v.optional(id) });
const list = <T extends v.GenericSchema>(item: T, max: number) => v.pipe(v.array(item), v.maxLength(max));
/** "Undo last change" entries of a score sheet: the earlier input and its short label (see SessionRecord.undo). */
const undoLabel = v.object({ who: v.optional(name), what: v.optional(name), from: v.optional(name), to: v.optional(name) });
const undoEntry = v.object({ data: v.unknown(), label: undoLabel });

const session = v.object({
  id,
  game: v.pipe(v.string(), v.maxLength(60), v.regex(/^[a-z0-9-]+$/)),
  kind: v.picklist(['score', 'play']),
  title: name,
  players: v.pipe(v.array(seat), v.maxLength(20)),
  createdAt: time,
  updatedAt: time,
  finished: v.boolean(),
  data: gameData,
  result: v.optional(
    v.object({
      totals: v.pipe(
        v.record(id, amount),
        v.check((t) => Object.keys(t).length <= 20, 'list'),
      ),
      ranking: list(list(id, 20), 20),
      /** Files from before schema v5 (moved into `facts` on import). */
      kingRounds: v.optional(
        v.object({
          played: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000)),
          won: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000)),
        }),
      ),
    }),
  ),
  /** The game's facts (schema v5): read again defensively by the summary, so only their size is bounded here. */
  facts: v.optional(
    v.pipe(
      v.unknown(),
      v.check((x) => jsonSize(x) <= 10_000, 'size'),
    ),
  ),
  rev: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2 ** 31)),
  undo: v.optional(v.pipe(v.array(undoEntry), v.maxLength(20))),
});
/** A saved player; `updatedAt`/`mergedInto` came with schema v3 (absent in older files). */
const player = v.object({ id, name: personName, color, createdAt: time, updatedAt: v.optional(time), mergedInto: v.optional(id) });
/** Known settings carry their own type (settingValues.ts); others (from a newer app) are kept if small. */
const setting = v.pipe(
  v.object({
    key: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
    value: v.pipe(
      v.unknown(),
      v.check((x) => jsonSize(x) <= 10_000, 'size'),
    ),
  }),
  v.check((s) => isValidSetting(s.key, s.value), 'type'),
);
/** Printed card values are edited between -999 and 999 (CardValues screen). */
const cardValue = v.object({ key: id, game: id, value: v.pipe(v.number(), v.integer(), v.minValue(-999), v.maxValue(999)), updatedAt: time });

/** Each list's record schema, for checking records one by one (backupCheck.ts). */
export const RECORD_SCHEMAS = { sessions: session, players: player, settings: setting, cardValues: cardValue };
export const LIST_MAX = { sessions: 10_000, players: 1_000, settings: 100, cardValues: 10_000 };

const backupSchema = v.object({
  format: v.literal(BACKUP_FORMAT),
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  exportedAt: time,
  data: v.object({
    sessions: list(session, 10_000),
    players: list(player, 1_000),
    settings: list(setting, 100),
    cardValues: list(cardValue, 10_000),
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
    return fail('ERR_BACKUP_FIELD', { path: path || '-', reason: refusalReason(issue, path) }, path);
  }
  const { sessions, players, settings, cardValues } = parsed.output.data;
  // A key twice would be written twice and counted twice, but stored once: refuse instead.
  const twice =
    firstRepeat(
      'data.sessions',
      sessions.map((s) => s.id),
    ) ??
    firstRepeat(
      'data.players',
      players.map((p) => p.id),
    ) ??
    firstRepeat(
      'data.settings',
      settings.map((s) => s.key),
    ) ??
    firstRepeat(
      'data.cardValues',
      cardValues.map((c) => c.key),
    );
  if (twice) return fail('ERR_BACKUP_FIELD', { path: twice, reason: 'duplicate' }, twice);
  return ok(parsed.output);
}

/** Why valibot refused, as one of the reasons the Backup screen names (backupReason.*). */
export function refusalReason(issue: v.BaseIssue<unknown>, path: string): string {
  if (issue.type === 'check') return issue.message === 'size' || issue.message === 'list' ? issue.message : 'type';
  if (issue.type === 'max_length' || issue.type === 'min_length') return Array.isArray(issue.input) ? 'list' : 'text';
  if (issue.type === 'min_value' || issue.type === 'max_value' || issue.type === 'integer' || issue.type === 'finite')
    return /At$/.test(path) ? 'date' : 'number';
  return 'type';
}

/** `list.index` of the first value seen before, or undefined. */
function firstRepeat(list: string, keys: string[]): string | undefined {
  const seen = new Set<string>();
  for (const [i, k] of keys.entries()) {
    if (seen.has(k)) return `${list}.${i}`;
    seen.add(k);
  }
  return undefined;
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

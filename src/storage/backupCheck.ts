/**
 * Record by record, what a backup can carry (issue 21): one damaged stored record must neither
 * slip into a file unnoticed nor make a whole file unreadable. Each record is checked against the
 * backup schema; what is safe to mend is mended (a colour, a missing time taken from its twin,
 * derived or undo data dropped), the rest is left out, and both are listed so the screen can say
 * how many and which. Never throws.
 */
import * as v from 'valibot';
import { isRecord } from '../lib/read';
import { fail, ok, type Result } from '../lib/result';
import { BACKUP_FORMAT, BACKUP_VERSION, LIST_MAX, RECORD_SCHEMAS, refusalReason, type BackupData } from './backupFormat';
import { MAX_TIME } from './settingValues';

export type ListName = keyof BackupData;
export const LISTS: readonly ListName[] = ['sessions', 'players', 'settings', 'cardValues'];

/** A record mended or left out: which list, its key, words a person recognises it by, and why. */
export interface RecordNote {
  list: ListName;
  /** Its place in the list (from 0), as the file's path names it: `data.<list>.<index>`. */
  index: number;
  /** Its id (sessions, players) or key (settings, card values); `#n` when it has none. */
  id: string;
  /** A session's title or a player's name when the record has one (else empty). */
  label: string;
  /** The first field found wrong, e.g. `updatedAt` or `players.0.name`. */
  path: string;
  /** One of backupReason.* (type, date, number, text, list, duplicate, size). */
  reason: string;
}

export interface Checked {
  data: BackupData;
  repaired: RecordNote[];
  left: RecordNote[];
}

/** Grey for a seat or player whose colour cannot be read (a colour is never what someone entered as a fact). */
const GREY = '#888888';
const isTime = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= MAX_TIME;
const isColor = (x: unknown): boolean => typeof x === 'string' && /^#[0-9a-f]{6}$/i.test(x);

/** A copy with what is safe to mend mended, or undefined when nothing is. */
function mend(list: ListName, raw: Record<string, unknown>): Record<string, unknown> | undefined {
  const r = { ...raw };
  if (list === 'sessions' || list === 'players') {
    // A change time that cannot be read takes the creation time (and back): both are only for ordering.
    if (!isTime(r.updatedAt) && isTime(r.createdAt)) r.updatedAt = r.createdAt;
    if (!isTime(r.createdAt) && isTime(r.updatedAt)) r.createdAt = r.updatedAt;
  }
  if (list === 'players' && !isColor(r.color)) r.color = GREY;
  if (list === 'sessions') {
    if (Array.isArray(r.players)) r.players = r.players.map((p) => (isRecord(p) && !isColor(p.color) ? { ...p, color: GREY } : p));
    // Totals as last scored are derived from the game data (the sheet scores it again); undo is history, not data.
    if (r.result !== undefined && !v.safeParse(RECORD_SCHEMAS.sessions.entries.result, r.result).success) delete r.result;
    if (r.undo !== undefined && !v.safeParse(RECORD_SCHEMAS.sessions.entries.undo, r.undo).success) delete r.undo;
  }
  return r;
}

const keyOf = (list: ListName, r: unknown, i: number): string => {
  const k = isRecord(r) ? (list === 'settings' || list === 'cardValues' ? r.key : r.id) : undefined;
  return typeof k === 'string' && k ? k : `#${i + 1}`;
};
const labelOf = (list: ListName, r: unknown): string => {
  const l = isRecord(r) ? (list === 'sessions' ? r.title : list === 'players' ? r.name : undefined) : undefined;
  return typeof l === 'string' ? l.slice(0, 80) : '';
};

function firstIssue(list: ListName, r: unknown): { path: string; reason: string } | undefined {
  const parsed = v.safeParse(RECORD_SCHEMAS[list], r);
  if (parsed.success) return undefined;
  const issue = parsed.issues[0];
  const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
  return { path: path || '-', reason: refusalReason(issue, path) };
}

/** Checks every record of every list (anything not a list reads as an empty one). */
export function checkRecords(raw: Partial<Record<ListName, unknown>>): Checked {
  const data = { sessions: [], players: [], settings: [], cardValues: [] } as unknown as Record<ListName, unknown[]>;
  const repaired: RecordNote[] = [];
  const left: RecordNote[] = [];
  for (const list of LISTS) {
    const items = Array.isArray(raw[list]) ? (raw[list] as unknown[]) : [];
    const seen = new Set<string>();
    for (const [i, item] of items.entries()) {
      const note = { list, index: i, id: keyOf(list, item, i), label: labelOf(list, item) };
      const issue = firstIssue(list, item);
      const fixed = issue && isRecord(item) ? mend(list, item) : undefined;
      const still = fixed ? firstIssue(list, fixed) : issue;
      if (still) left.push({ ...note, ...still });
      else if (seen.has(note.id)) left.push({ ...note, path: '-', reason: 'duplicate' });
      else if (data[list].length >= LIST_MAX[list]) left.push({ ...note, path: '-', reason: 'list' });
      else {
        if (issue) repaired.push({ ...note, ...issue });
        seen.add(note.id);
        data[list].push(fixed ?? item);
      }
    }
  }
  return { data: data as unknown as BackupData, repaired, left };
}

/**
 * Reads a backup file whose records may be partly damaged: the file itself (format, version, date,
 * lists) must be sound, the records are checked one by one (see checkRecords). The Backup screen
 * then offers to restore what can be read and lists the rest.
 */
export function parseBackupRecords(text: string): Result<Checked & { exportedAt: number }> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return fail('ERR_BACKUP_NOT_JSON');
  }
  if (!isRecord(raw) || raw.format !== BACKUP_FORMAT) return fail('ERR_BACKUP_FOREIGN');
  if (typeof raw.version === 'number' && raw.version > BACKUP_VERSION) return fail('ERR_BACKUP_NEWER', { version: raw.version, supported: BACKUP_VERSION });
  if (typeof raw.version !== 'number' || !Number.isInteger(raw.version) || raw.version < 1)
    return fail('ERR_BACKUP_FIELD', { path: 'version', reason: 'type' }, 'version');
  if (!isTime(raw.exportedAt)) return fail('ERR_BACKUP_FIELD', { path: 'exportedAt', reason: 'date' }, 'exportedAt');
  if (!isRecord(raw.data)) return fail('ERR_BACKUP_FIELD', { path: 'data', reason: 'type' }, 'data');
  for (const list of LISTS) {
    const items = raw.data[list];
    if (!Array.isArray(items)) return fail('ERR_BACKUP_FIELD', { path: `data.${list}`, reason: 'type' }, `data.${list}`);
    if (items.length > LIST_MAX[list]) return fail('ERR_BACKUP_FIELD', { path: `data.${list}`, reason: 'list' }, `data.${list}`);
  }
  return ok({ ...checkRecords(raw.data), exportedAt: raw.exportedAt });
}

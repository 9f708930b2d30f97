/**
 * Export and import against IndexedDB. Import runs in ONE transaction over every store, so a
 * failure half-way leaves the existing data exactly as it was.
 */
import { readTx, writeTx, type WriteTx } from './db';
import { DEVICE_SETTINGS, buildBackup, type Backup } from './backupFormat';
import { checkRecords, type RecordNote } from './backupCheck';
import { announcePlayers, announceSave } from './sessionChannel';
import { readFacts } from '../lib/facts';
import { withV5Facts } from './legacyFacts';
import { summarize } from './summary';
import type { SessionRecord } from './types';

export type ImportMode = 'merge' | 'replace';
/** Stores a backup carries. Summaries are derived from sessions: never exported, rebuilt on import. */
const STORES = ['sessions', 'players', 'settings', 'cardValues'] as const;
// summaryCache: derived like summaries; an import clears it (Statistics rebuilds it on its next read).
const WRITTEN = [...STORES, 'summaries', 'summaryCache'] as const;

/** Reads every store into a backup document (records checked one by one, see exportChecked). */
export async function exportBackup(now = Date.now()): Promise<Backup> {
  return (await exportChecked(now)).backup;
}

/**
 * Reads every store into a backup document, each record checked against the backup schema: what
 * is safe to mend is mended, what is not is left out, and both are listed (backupCheck.ts), so
 * the file always restores and the screen says what it did with a damaged record.
 */
export async function exportChecked(now = Date.now()): Promise<{ backup: Backup; repaired: RecordNote[]; left: RecordNote[] }> {
  const raw = await readTx(STORES, async (tx) => ({
    sessions: await tx.objectStore('sessions').getAll(),
    players: await tx.objectStore('players').getAll(),
    // Device settings are not exported: left out before the check, so they are never listed.
    settings: (await tx.objectStore('settings').getAll()).filter((s) => !DEVICE_SETTINGS.includes(s.key)),
    cardValues: await tx.objectStore('cardValues').getAll(),
  }));
  const { data, repaired, left } = checkRecords(raw);
  return { backup: buildBackup(data, now), repaired, left };
}

/** What an import changed, for the confirmation message. */
export interface ImportReport {
  sessions: number;
  players: number;
  cardValues: number;
}

/**
 * Writes a parsed backup. `replace` clears the stores first; `merge` keeps what is here and
 * takes a file record only when it is new or was changed later than the local copy.
 */
export async function importBackup(backup: Backup, mode: ImportMode): Promise<ImportReport> {
  const report = await writeTx(WRITTEN, (tx) => writeRecords(tx, backup, mode));
  // Open sheets and tables in other tabs, and Players screens, follow what the import wrote.
  for (const s of backup.data.sessions) announceSave({ id: s.id, rev: s.rev });
  announcePlayers();
  return report;
}

type ImportTx = WriteTx<typeof WRITTEN>;

async function writeRecords(tx: ImportTx, backup: Backup, mode: ImportMode): Promise<ImportReport> {
  const report: ImportReport = { sessions: 0, players: 0, cardValues: 0 };
  await tx.objectStore('summaryCache').clear();
  if (mode === 'replace') {
    await tx.objectStore('sessions').clear();
    await tx.objectStore('summaries').clear();
    await tx.objectStore('players').clear();
    await tx.objectStore('cardValues').clear();
    for (const s of await tx.objectStore('settings').getAll()) {
      if (!DEVICE_SETTINGS.includes(s.key)) await tx.objectStore('settings').delete(s.key);
    }
  }
  for (const raw of backup.data.sessions) {
    // A file from before schema v5 has no session facts: they come as the v5 migration gives them.
    // Facts are the game's words about itself: only their sane part is kept (lib/facts.ts).
    const { facts, ...rest } = raw as SessionRecord;
    const clean = readFacts(facts);
    const s = withV5Facts(clean ? { ...rest, facts: clean } : rest);
    const local = mode === 'merge' ? await tx.objectStore('sessions').get(s.id) : undefined;
    if (!local || local.updatedAt < s.updatedAt) {
      await tx.objectStore('sessions').put(s);
      await tx.objectStore('summaries').put(summarize(s));
      report.sessions++;
    }
  }
  report.players = await writePlayers(tx, backup.data.players, mode);
  for (const c of backup.data.cardValues) {
    const local = mode === 'merge' ? await tx.objectStore('cardValues').get(c.key) : undefined;
    if (!local || local.updatedAt < c.updatedAt) {
      await tx.objectStore('cardValues').put(c);
      report.cardValues++;
    }
  }
  for (const s of backup.data.settings) {
    if (DEVICE_SETTINGS.includes(s.key)) continue;
    if (mode === 'replace' || !(await tx.objectStore('settings').get(s.key))) await tx.objectStore('settings').put(s);
  }
  return report;
}

/**
 * Players from the file: one record per id. Merge takes the file's record when it is new here or
 * was renamed/recoloured/merged later (`updatedAt`; a record without one counts as never changed).
 * Afterwards a `mergedInto` pointing at nobody is dropped, so no player hides behind a missing one.
 */
async function writePlayers(tx: ImportTx, players: Backup['data']['players'], mode: ImportMode): Promise<number> {
  const store = tx.objectStore('players');
  let written = 0;
  for (const p of players) {
    const local = mode === 'merge' ? await store.get(p.id) : undefined;
    if (!local || (local.updatedAt ?? 0) < (p.updatedAt ?? 0)) {
      await store.put(p);
      written++;
    }
  }
  const all = await store.getAll();
  const ids = new Set(all.map((p) => p.id));
  for (const p of all) {
    if (p.mergedInto === undefined || (ids.has(p.mergedInto) && p.mergedInto !== p.id)) continue;
    const { mergedInto: _gone, ...rest } = p;
    await store.put(rest);
  }
  return written;
}

/** Removes everything the person entered (used by tests and "replace"). */
export async function wipeAll(): Promise<void> {
  await writeTx(WRITTEN, async (tx) => {
    for (const s of WRITTEN) await tx.objectStore(s).clear();
  });
}

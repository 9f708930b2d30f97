import { afterEach, describe, expect, it } from 'vitest';
import { exportBackup, importBackup, wipeAll } from '../../../src/storage/backup';
import { parseBackup, type Backup } from '../../../src/storage/backupFormat';
import { closeDb } from '../../../src/storage/db';
import { allPlayers, listPlayers, mergePlayers, renamePlayer, savePlayer } from '../../../src/storage/players';
import { allSummaries, newSession, saveSession } from '../../../src/storage/sessions';
import { summarize } from '../../../src/storage/summary';
import type { PlayerRecord } from '../../../src/storage/types';

afterEach(async () => {
  await closeDb();
  indexedDB.deleteDatabase('stolik');
});

const player = (id: string, name: string, extra: Partial<PlayerRecord> = {}): PlayerRecord => ({ id, name, color: '#c0392b', createdAt: 1, ...extra });
const file = (doc: Backup, players: PlayerRecord[]): Backup => ({ ...doc, data: { ...doc.data, players } });

/** Round-trips a document through its text, as the Backup screen does. */
function parsed(doc: unknown): Backup {
  const r = parseBackup(JSON.stringify(doc));
  if (!r.ok) throw new Error(`${r.error} ${JSON.stringify(r.params)}`);
  return r.value;
}

describe('backups and the v3 data', () => {
  it('carries renames and merges; summaries stay out of the file and are rebuilt on import', async () => {
    const anna = await savePlayer({ name: 'Anna', color: '#c0392b' });
    const anya = await savePlayer({ name: 'Аня', color: '#1f6fb2' });
    await mergePlayers(anya.id, anna.id, 50);
    const s = await saveSession(
      newSession({
        game: 'jackal',
        kind: 'score',
        title: '',
        players: [{ id: 'a', name: 'Аня', color: '#1f6fb2', playerId: anya.id }],
        data: {},
      }),
      1000,
    );
    const doc = await exportBackup(5);
    expect(Object.keys(doc.data).sort()).toEqual(['cardValues', 'players', 'sessions', 'settings']);
    expect(JSON.stringify(doc)).not.toContain('competitive'); // no summary fields anywhere in the file
    await wipeAll();
    expect(await allSummaries()).toEqual([]);
    await importBackup(parsed(doc), 'replace');
    expect(await allSummaries()).toEqual([summarize(s)]);
    expect((await allPlayers()).find((p) => p.id === anya.id)).toMatchObject({ mergedInto: anna.id, updatedAt: 50 });
    expect((await listPlayers()).map((p) => p.name)).toEqual(['Anna']);
  });

  it('merge: one player per id; the later rename wins, either way round', async () => {
    const here = await savePlayer({ name: 'Anna', color: '#c0392b' });
    const other = await savePlayer({ name: 'Boris', color: '#1f6fb2' });
    await renamePlayer(here.id, 'Anna K.', 2000);
    await renamePlayer(other.id, 'Борис', 2000);
    const doc = await exportBackup();
    // The file renamed Anna later than this device did, and Boris earlier.
    const incoming = file(doc, [player(here.id, 'Анна', { updatedAt: 3000 }), player(other.id, 'Boris B.', { updatedAt: 1000 })]);
    const report = await importBackup(parsed(incoming), 'merge');
    expect(report.players).toBe(1);
    expect((await listPlayers()).map((p) => [p.id, p.name])).toEqual([
      [here.id, 'Анна'],
      [other.id, 'Борис'],
    ]);
    expect(await allPlayers()).toHaveLength(2);
  });

  it('merge: a record never changed (no updatedAt, an older file) does not undo a local rename', async () => {
    const p = await savePlayer({ name: 'Anna', color: '#c0392b' });
    await renamePlayer(p.id, 'Анна', 2000);
    const doc = await exportBackup();
    await importBackup(parsed(file(doc, [player(p.id, 'Anna')])), 'merge');
    expect((await listPlayers()).map((x) => x.name)).toEqual(['Анна']);
  });

  it('drops a mergedInto that points at nobody (or at itself), so no player is hidden for good', async () => {
    const doc = await exportBackup();
    const incoming = file(doc, [
      player('p1', 'Anna', { mergedInto: 'missing', updatedAt: 5 }),
      player('p2', 'Boris', { mergedInto: 'p2' }),
      player('p3', 'Vera', { mergedInto: 'p1' }),
    ]);
    await importBackup(parsed(incoming), 'replace');
    const all = await allPlayers();
    expect(all.find((p) => p.id === 'p1')).not.toHaveProperty('mergedInto');
    expect(all.find((p) => p.id === 'p2')).not.toHaveProperty('mergedInto');
    expect(all.find((p) => p.id === 'p3')).toMatchObject({ mergedInto: 'p1' });
    expect((await listPlayers()).map((p) => p.name)).toEqual(['Anna', 'Boris']);
  });

  it('merge import writes a summary for every session it takes, and only those', async () => {
    const local = await saveSession(newSession({ game: 'jackal', kind: 'score', title: 'here', players: [], data: {} }), 5000);
    const doc = await exportBackup();
    const fromFile = { ...newSession({ game: 'sly-thieves', kind: 'score', title: 'file', players: [], data: {} }, 10), rev: 1 };
    const stale = { ...local, title: 'older copy', updatedAt: 10 };
    await importBackup(parsed({ ...doc, data: { ...doc.data, sessions: [stale, fromFile] } }), 'merge');
    expect((await allSummaries()).map((s) => s.title)).toEqual(['here', 'file']);
  });

  it('the file refuses unbounded player fields', () => {
    const base = { format: 'stolik-backup', version: 1, exportedAt: 0, data: { sessions: [], settings: [], cardValues: [] } };
    const doc = (p: unknown) => JSON.stringify({ ...base, data: { ...base.data, players: [p] } });
    expect(parseBackup(doc(player('p', 'A', { mergedInto: 'x'.repeat(201) })))).toMatchObject({
      ok: false,
      error: 'ERR_BACKUP_FIELD',
      path: 'data.players.0.mergedInto',
    });
    expect(parseBackup(doc(player('p', 'A', { updatedAt: -1 })))).toMatchObject({ ok: false, path: 'data.players.0.updatedAt' });
    expect(parseBackup(doc(player('p', 'A', { mergedInto: 'q', updatedAt: 7 })))).toMatchObject({ ok: true });
  });
});

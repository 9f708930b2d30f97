// Issue 21 points 2 and 3: names are normalised at every door into storage (saved players, seats
// typed at setup, backup import) and the "taken" check compares normalised, case-folded names.
import { afterEach, describe, expect, it } from 'vitest';
import { exportBackup, importBackup } from '../../../src/storage/backup';
import { parseBackup } from '../../../src/storage/backupFormat';
import { closeDb } from '../../../src/storage/db';
import { allPlayers, ensurePlayer, renamePlayer, savePlayer } from '../../../src/storage/players';
import { getSession, newSession, saveSession } from '../../../src/storage/sessions';
import { claimTypedSeats } from '../../../src/play/typedSeats';

afterEach(async () => {
  await closeDb();
  indexedDB.deleteDatabase('stolik');
});

describe('saved players', () => {
  it('renaming to "Boris" + U+200B while Boris exists is refused as taken; a name of zero-width spaces as invisible', async () => {
    await savePlayer({ name: 'Boris', color: '#c0392b' });
    const anna = await savePlayer({ name: 'Anna', color: '#1f6fb2' });
    expect(await renamePlayer(anna.id, 'Boris\u200B')).toMatchObject({ ok: false, error: 'ERR_PLAYER_NAME_TAKEN', params: { name: 'Boris' } });
    expect(await renamePlayer(anna.id, 'bORIS\u202E')).toMatchObject({ ok: false, error: 'ERR_PLAYER_NAME_TAKEN' });
    expect(await renamePlayer(anna.id, '\u200B\u200B\u200B')).toMatchObject({ ok: false, error: 'ERR_PLAYER_NAME_INVISIBLE' });
    expect(await renamePlayer(anna.id, '   ')).toMatchObject({ ok: false, error: 'ERR_PLAYER_NAME_EMPTY' });
    expect(await renamePlayer(anna.id, ' \u202EАнна\u2066  Мария\u200F ')).toMatchObject({ ok: true, value: { name: 'Анна Мария' } });
    expect((await allPlayers()).map((p) => p.name).sort()).toEqual(['Boris', 'Анна Мария']);
  });

  it('a name typed at setup as "Boris" + U+200B is the saved Boris, not a second one', async () => {
    const boris = await savePlayer({ name: 'Boris', color: '#c0392b' });
    expect((await ensurePlayer('Boris\u200B', '#1f6fb2')).id).toBe(boris.id);
    expect((await ensurePlayer('\u202EVera ', '#1f6fb2')).name).toBe('Vera');
    expect(await allPlayers()).toHaveLength(2);
  });

  it('seats typed in the play setup are stored normalised, and "Boris" + U+200B in two rows is one person twice (refused)', () => {
    const seat = (id: string, name: string) => ({ id, name, color: '#c0392b' });
    const one = claimTypedSeats([seat('a', ' Vera\u200B\u202E ')], ['a'], []);
    expect(one.ok && one.value.players[0]!.name).toBe('Vera');
    expect(claimTypedSeats([seat('a', 'Boris'), seat('b', 'Boris\u200B')], ['a', 'b'], [])).toMatchObject({ ok: false, error: 'ERR_SEAT_NAME_TAKEN' });
  });
});

describe('backup import', () => {
  it('normalises the names of saved players and seats (a name with nothing visible keeps its spelling)', async () => {
    const zed = await savePlayer({ name: 'Zed', color: '#c0392b' });
    await savePlayer({ name: 'Ghost', color: '#1f6fb2' });
    await saveSession(
      newSession({ game: 'jackal', kind: 'score', title: '', players: [{ id: 's', name: 'Zed', color: '#c0392b', playerId: zed.id }], data: {} }),
    );
    const doc = await exportBackup(5);
    const text = JSON.stringify(doc).replaceAll('"Zed"', '"Z\\u200bed\\u202e"').replace('"Ghost"', '"\\u200b\\u200b"');
    const parsed = parseBackup(text);
    if (!parsed.ok) throw new Error(parsed.error);
    await importBackup(parsed.value, 'replace');
    expect((await allPlayers()).map((p) => p.name).sort()).toEqual(['Zed', '\u200B\u200B']);
    expect((await getSession(doc.data.sessions[0]!.id))?.players[0]?.name).toBe('Zed');
  });
});

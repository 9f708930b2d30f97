// Issue 21 point 6: a stale Players screen cannot undo a merge. Deleting a player refuses, in
// words, one that changed meanwhile (merged into someone in another tab); other tabs hear of
// every change to saved players.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeDb } from '../../../src/storage/db';
import { allPlayers, deletePlayer, mergePlayers, renamePlayer, savePlayer } from '../../../src/storage/players';
import { onPlayersChanged } from '../../../src/storage/sessionChannel';

afterEach(async () => {
  await closeDb();
  indexedDB.deleteDatabase('stolik');
});

describe('deleting a player another tab changed', () => {
  it('tab A merges Xena into Yuri; tab B, still holding Xena as she was, deletes her: refused, the merge stands', async () => {
    const xena = await savePlayer({ name: 'Xena', color: '#c0392b' });
    const yuri = await savePlayer({ name: 'Yuri', color: '#1f6fb2' });
    const seenByB = { ...xena };
    expect((await mergePlayers(xena.id, yuri.id, xena.updatedAt! + 1)).ok).toBe(true);
    expect(await deletePlayer(xena.id, Date.now(), seenByB)).toMatchObject({ ok: false, error: 'ERR_PLAYER_CHANGED', params: { name: 'Xena' } });
    expect((await allPlayers()).find((p) => p.id === xena.id)?.mergedInto).toBe(yuri.id);
  });

  it('a rename meanwhile is refused too; a player already deleted is "missing"; the player as shown is deleted', async () => {
    const xena = await savePlayer({ name: 'Xena', color: '#c0392b' });
    const seen = { ...xena };
    await renamePlayer(xena.id, 'Ksenia', xena.updatedAt! + 1);
    expect(await deletePlayer(xena.id, Date.now(), seen)).toMatchObject({ ok: false, error: 'ERR_PLAYER_CHANGED' });
    const now = (await allPlayers())[0]!;
    expect(await deletePlayer(xena.id, Date.now(), now)).toEqual({ ok: true, value: true });
    expect(await deletePlayer(xena.id, Date.now(), now)).toMatchObject({ ok: false, error: 'ERR_PLAYER_MISSING' });
    expect(await allPlayers()).toEqual([]);
  });
});

describe('other tabs hear of changes to saved players', () => {
  it('a save, a rename, a merge and a delete each post on the channel the sheets use', async () => {
    // A second "tab": its own BroadcastChannel on the same name hears what this one posts.
    const heard = vi.fn();
    const other = new BroadcastChannel('stolik-sessions');
    other.onmessage = (e) => heard(e.data);
    const stop = onPlayersChanged(() => undefined);
    const a = await savePlayer({ name: 'A', color: '#c0392b' });
    const b = await savePlayer({ name: 'B', color: '#1f6fb2' });
    await renamePlayer(a.id, 'Ann');
    await mergePlayers(a.id, b.id);
    await deletePlayer(b.id);
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(5));
    expect(heard).toHaveBeenCalledWith({ players: true });
    stop();
    other.close();
  });
});

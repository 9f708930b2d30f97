import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDb } from '../../../src/storage/db';
import { playerKey, resolvePlayerId } from '../../../src/storage/playerIds';
import { allPlayers, deletePlayer, listPlayers, mergePlayers, renamePlayer, savePlayer, setPlayerColor, unmergePlayer } from '../../../src/storage/players';
import type { PlayerRecord } from '../../../src/storage/types';

afterEach(async () => {
  await closeDb();
  indexedDB.deleteDatabase('stolik');
});

const rec = (id: string, mergedInto?: string): PlayerRecord => ({ id, name: id, color: '#c0392b', createdAt: 1, ...(mergedInto ? { mergedInto } : {}) });

describe('resolvePlayerId and playerKey (pure)', () => {
  it('follows merges to the end of the chain; stops at a missing player; a loop resolves to itself', () => {
    const players = [rec('a', 'b'), rec('b', 'c'), rec('c'), rec('d', 'gone'), rec('x', 'y'), rec('y', 'x')];
    expect(resolvePlayerId('a', players)).toBe('c');
    expect(resolvePlayerId('b', players)).toBe('c');
    expect(resolvePlayerId('c', players)).toBe('c');
    expect(resolvePlayerId('d', players)).toBe('d');
    expect(resolvePlayerId('deleted', players)).toBe('deleted');
    expect(resolvePlayerId('x', players)).toBe('x');
    expect(resolvePlayerId('y', players)).toBe('y');
    expect(resolvePlayerId('a', new Map(players.map((p) => [p.id, p])))).toBe('c');
  });

  it('always ends on a player that is not merged further, for any merge graph', () => {
    const ids = ['a', 'b', 'c', 'd', 'e'];
    fc.assert(
      fc.property(fc.array(fc.option(fc.constantFrom(...ids, 'gone'), { nil: undefined }), { minLength: 5, maxLength: 5 }), (links) => {
        const players = ids.map((id, i) => rec(id, links[i]));
        for (const id of ids) {
          const end = resolvePlayerId(id, players);
          const p = players.find((q) => q.id === end)!;
          const next = p.mergedInto;
          // Either a real end, or `id` itself when the chain loops.
          expect(next === undefined || next === 'gone' || end === id).toBe(true);
        }
      }),
    );
  });

  it('keys a bot by level, a saved player by their surviving id, a one-off name by its spelling', () => {
    const players = [rec('p1', 'p2'), rec('p2')];
    expect(playerKey({ name: 'Бот 1', bot: 'hard', playerId: 'p1' }, players)).toBe('bot:hard');
    expect(playerKey({ name: 'Bot 1', bot: 'hard' }, players)).toBe('bot:hard');
    expect(playerKey({ name: 'Anna', playerId: 'p1' }, players)).toBe('p2');
    expect(playerKey({ name: '  ANNA ' }, players)).toBe('name:anna');
    expect(playerKey({ name: 'Аня' }, players)).toBe('name:аня');
  });
});

describe('saved players', () => {
  it('renames; refuses an empty, too long or taken name (any case), naming the code', async () => {
    const anna = await savePlayer({ name: 'Anna', color: '#c0392b' });
    await savePlayer({ name: 'Борис', color: '#1f6fb2' });
    expect(await renamePlayer(anna.id, '  ')).toEqual({ ok: false, error: 'ERR_PLAYER_NAME_EMPTY' });
    expect(await renamePlayer(anna.id, 'x'.repeat(41))).toMatchObject({ ok: false, error: 'ERR_PLAYER_NAME_LONG' });
    expect(await renamePlayer(anna.id, ' борис ')).toMatchObject({ ok: false, error: 'ERR_PLAYER_NAME_TAKEN', params: { name: 'борис' } });
    expect(await renamePlayer('nobody', 'Zed')).toMatchObject({ ok: false, error: 'ERR_PLAYER_MISSING' });
    const renamed = await renamePlayer(anna.id, ' Анна ', 5000);
    expect(renamed).toMatchObject({ ok: true, value: { id: anna.id, name: 'Анна', updatedAt: 5000, createdAt: anna.createdAt } });
    expect(await renamePlayer(anna.id, 'анна')).toMatchObject({ ok: true }); // own name in another case is fine
    expect((await listPlayers()).map((p) => p.name)).toEqual(['анна', 'Борис']);
  });

  it('changes colour (only a real colour)', async () => {
    const p = await savePlayer({ name: 'Anna', color: '#c0392b' });
    expect(await setPlayerColor(p.id, 'red')).toEqual({ ok: false, error: 'ERR_PLAYER_COLOR' });
    expect(await setPlayerColor(p.id, '#1f6fb2', 7)).toMatchObject({ ok: true, value: { color: '#1f6fb2', updatedAt: 7 } });
  });

  it('merges (hidden from the list, kept as a forwarding record), refuses bad merges, unmerges', async () => {
    const a = await savePlayer({ name: 'Anna', color: '#c0392b' });
    const b = await savePlayer({ name: 'Аня', color: '#1f6fb2' });
    const c = await savePlayer({ name: 'Annie', color: '#1f6fb2' });
    expect(await mergePlayers(a.id, a.id)).toEqual({ ok: false, error: 'ERR_MERGE_SELF' });
    expect(await mergePlayers(a.id, b.id)).toMatchObject({ ok: true, value: { mergedInto: b.id } });
    expect((await listPlayers()).map((p) => p.name)).toEqual(['Annie', 'Аня']);
    expect(await allPlayers()).toHaveLength(3);
    expect(await mergePlayers(c.id, a.id)).toMatchObject({ ok: false, error: 'ERR_MERGE_INTO_MERGED', params: { name: 'Anna' } });
    expect(await mergePlayers(a.id, c.id)).toMatchObject({ ok: false, error: 'ERR_MERGE_ALREADY' });
    expect(await mergePlayers(b.id, 'nobody')).toMatchObject({ ok: false, error: 'ERR_PLAYER_MISSING' });
    // A chain: Аня into Annie, so Anna's games count for Annie too.
    expect(await mergePlayers(b.id, c.id)).toMatchObject({ ok: true });
    expect(resolvePlayerId(a.id, await allPlayers())).toBe(c.id);
    const back = await unmergePlayer(a.id);
    expect(back.ok && back.value).not.toHaveProperty('mergedInto');
    expect((await listPlayers()).map((p) => p.name)).toEqual(['Anna', 'Annie']);
  });

  it('a merged player keeps their name free only among shown players', async () => {
    const a = await savePlayer({ name: 'Anna', color: '#c0392b' });
    const b = await savePlayer({ name: 'Boris', color: '#1f6fb2' });
    await mergePlayers(a.id, b.id);
    expect(await renamePlayer(b.id, 'Anna')).toMatchObject({ ok: true });
  });

  it('deleting a player releases those merged into them, so nobody hides behind a missing record', async () => {
    const a = await savePlayer({ name: 'Anna', color: '#c0392b' });
    const b = await savePlayer({ name: 'Boris', color: '#1f6fb2' });
    await mergePlayers(a.id, b.id);
    await deletePlayer(b.id);
    expect(await allPlayers()).toEqual([expect.objectContaining({ id: a.id, name: 'Anna' })]);
    expect((await allPlayers())[0]).not.toHaveProperty('mergedInto');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { closeDb } from '../../../src/storage/db';
import { deleteCardValue, getCardValues, setCardValue } from '../../../src/storage/cardValues';
import { deletePlayer, listPlayers, savePlayer } from '../../../src/storage/players';
import { deleteSession, getSession, listSessions, listUnfinished, newSession, restoreSession, saveSession } from '../../../src/storage/sessions';
import { getStorageStatus } from '../../../src/storage/status';

afterEach(async () => {
  await closeDb();
  indexedDB.deleteDatabase('stolik');
});

const seat = { id: 's1', name: '<img src=x onerror=alert(1)>', color: '#c0392b' };

describe('sessions', () => {
  it('saves, bumps the revision, lists newest first, filters unfinished', async () => {
    const a = await saveSession(newSession({ game: 'score-pad', kind: 'score', title: 'A', players: [seat], data: {} }, 1), 100);
    const b = await saveSession(newSession({ game: 'jackal', kind: 'score', title: 'B', players: [seat], data: {} }, 2), 200);
    expect(a.rev).toBe(1);
    await saveSession({ ...a, finished: true }, 300);
    expect((await listSessions()).map((s) => s.title)).toEqual(['A', 'B']);
    expect((await listUnfinished()).map((s) => s.id)).toEqual([b.id]);
    expect((await getSession(a.id))?.rev).toBe(2);
    expect(getStorageStatus().lastSavedAt).not.toBeNull();
  });
  it('delete returns the record and restore puts it back identical (undo)', async () => {
    const a = await saveSession(newSession({ game: 'score-pad', kind: 'score', title: 'A', players: [seat], data: { x: [1, 2] } }));
    const old = await deleteSession(a.id);
    expect(await getSession(a.id)).toBeUndefined();
    await restoreSession(old!);
    expect(await getSession(a.id)).toEqual(a);
  });
});

describe('players and card values', () => {
  it('keeps names as given (markup is just text) and sorts them', async () => {
    await savePlayer({ name: 'Борис', color: '#1f6fb2' });
    const p = await savePlayer({ name: seat.name, color: '#c0392b' });
    expect((await listPlayers()).map((x) => x.name)).toEqual([seat.name, 'Борис']);
    await deletePlayer(p.id);
    expect((await listPlayers()).map((x) => x.name)).toEqual(['Борис']);
  });
  it('card values are kept per game', async () => {
    await setCardValue('royal-stake', 'royal-stake/bet/hermit', 40);
    await setCardValue('jackal', 'jackal/x', 1);
    expect(await getCardValues('royal-stake')).toEqual({ 'royal-stake/bet/hermit': 40 });
    await deleteCardValue('royal-stake/bet/hermit');
    expect(await getCardValues('royal-stake')).toEqual({});
  });
});

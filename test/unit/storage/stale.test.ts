// Issue 11 point 1: saves are compare-and-set on `rev` in one transaction; a stale save is refused.
import { afterEach, describe, expect, it } from 'vitest';
import { closeDb } from '../../../src/storage/db';
import { onSessionSaved } from '../../../src/storage/sessionChannel';
import { getSession, newSession, saveSession } from '../../../src/storage/sessions';
import { ERR_STALE, isStale } from '../../../src/storage/stale';
import { getStorageStatus, setStorageStatus } from '../../../src/storage/status';
import type { SessionRecord } from '../../../src/storage/types';

afterEach(async () => {
  await closeDb();
  indexedDB.deleteDatabase('stolik');
  setStorageStatus({ problem: null, lastSavedAt: null });
});

const pad = (cells: number[]) =>
  newSession({
    game: 'score-pad',
    kind: 'score',
    title: 'Pad',
    players: [{ id: 'a', name: 'Аня', color: '#c0392b' }],
    data: { players: [{ id: 'a', rounds: cells }], lowestWins: false },
  });
const cells = (s: SessionRecord | undefined) => (s!.data as { players: { rounds: number[] }[] }).players[0]!.rounds;

describe('compare-and-set saves', () => {
  it('a save made from an older revision is refused with ERR_STALE and the newer record; nothing is written', async () => {
    const first = await saveSession(pad([1]));
    const tabA = await saveSession({ ...first, data: { ...(first.data as object), players: [{ id: 'a', rounds: [5] }] } });
    const refused = await saveSession({ ...first, data: { ...(first.data as object), players: [{ id: 'a', rounds: [9] }] } }).catch((e: unknown) => e);
    expect(isStale(refused)).toBe(true);
    expect((refused as { code: string }).code).toBe(ERR_STALE);
    expect((refused as { current: SessionRecord }).current.rev).toBe(tabA.rev);
    expect(cells(await getSession(first.id))).toEqual([5]);
    expect((await getSession(first.id))!.rev).toBe(2);
    // A lost race is not a storage failure: no banner.
    expect(getStorageStatus().problem).toBeNull();
  });

  it('of two saves racing from the same revision exactly one commits', async () => {
    const base = await saveSession(pad([0]));
    const results = await Promise.allSettled([1, 2, 3, 4].map((n) => saveSession({ ...base, title: `tab ${n}` })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected' && isStale(r.reason))).toHaveLength(3);
    expect((await getSession(base.id))!.rev).toBe(base.rev + 1);
  });

  it('the saving tab announces {id, rev} to other tabs on the "stolik-sessions" channel', async () => {
    const heard: unknown[] = [];
    const other = new BroadcastChannel('stolik-sessions');
    other.onmessage = (e) => heard.push(e.data);
    const saved = await saveSession(pad([3]));
    await expect.poll(() => heard).toEqual([{ id: saved.id, rev: 1 }]);
    other.close();
  });

  it('a tab hears saves announced by another tab', async () => {
    const heard: unknown[] = [];
    const stop = onSessionSaved((m) => heard.push(m));
    const other = new BroadcastChannel('stolik-sessions');
    other.postMessage({ id: 'x', rev: 7 });
    other.postMessage({ junk: true });
    await expect.poll(() => heard).toEqual([{ id: 'x', rev: 7 }]);
    stop();
    other.close();
  });
});

// Statistics' summary cache (schema v4): after any mix of saves, deletes, undos, imports, wipes
// and summary rebuilds, in this tab or with the page reloaded in between, it reads exactly the
// summaries store; it never shows a session other than it is now.
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { exportBackup, importBackup, wipeAll } from '../../../src/storage/backup';
import { closeDb, getDb } from '../../../src/storage/db';
import { rebuildSummaries } from '../../../src/storage/rebuildSummaries';
import { allSummaries, deleteSession, newSession, restoreSession, saveSession } from '../../../src/storage/sessions';
import { forgetSummaryCache, readSummaryFacts } from '../../../src/storage/summaryCache';
import type { SessionRecord, SessionSummary } from '../../../src/storage/types';

afterEach(async () => {
  await closeDb();
  forgetSummaryCache();
  indexedDB.deleteDatabase('stolik');
});

/** A summary as the statistics read it (History's colours, kind and index keys left out). */
function facts(s: SessionSummary) {
  const { kind: _k, openAt: _o, seatKeys: _s, seats, ...rest } = s;
  return { ...rest, seats: seats.map(({ color: _c, ...seat }) => seat) };
}

const expectInStep = async () => expect(await readSummaryFacts()).toEqual((await allSummaries()).map(facts));

function game(i: number, at: number): SessionRecord {
  const players = [
    { id: 'a', name: `Аня ${i % 3}`, color: '#c0392b' },
    { id: 'b', name: 'Boris', color: '#1f6fb2', playerId: 'p1' },
  ];
  return { ...newSession({ game: 'jackal', kind: 'score', title: '', players, data: {} }, at), result: { totals: { a: i, b: 3 }, ranking: [['a'], ['b']] } };
}

type Op = { op: 'new' | 'save' | 'finish' | 'delete' | 'undo' | 'reload' | 'read' | 'export' | 'import' | 'rebuild' | 'wipe'; n: number };

describe('summary cache', { timeout: 30_000 }, () => {
  it('property: any mix of writes, reloads and reads keeps the cache equal to the summaries store', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            op: fc.constantFrom<Op['op']>('new', 'new', 'save', 'finish', 'delete', 'undo', 'reload', 'read', 'read', 'export', 'import', 'rebuild', 'wipe'),
            n: fc.nat(40),
          }),
          { minLength: 5, maxLength: 40 },
        ),
        async (ops) => {
          await wipeAll();
          const live: SessionRecord[] = [];
          const deleted: SessionRecord[] = [];
          let clock = 1000;
          let earlier = await exportBackup();
          for (const { op, n } of ops) {
            clock += 1 + (n % 3); // some saves share a time
            const pick = live[n % Math.max(1, live.length)];
            if (op === 'new') live.push(await saveSession(game(n, clock), clock));
            else if (op === 'save' && pick) live.splice(live.indexOf(pick), 1, await saveSession(pick, clock));
            else if (op === 'finish' && pick) live.splice(live.indexOf(pick), 1, await saveSession({ ...pick, finished: !pick.finished }, clock));
            else if (op === 'delete' && pick) {
              deleted.push((await deleteSession(pick.id))!);
              live.splice(live.indexOf(pick), 1);
            } else if (op === 'undo' && deleted.length) {
              const back = deleted.pop()!;
              await restoreSession(back);
              live.push(back);
            } else if (op === 'reload') forgetSummaryCache();
            else if (op === 'read') await expectInStep();
            else if (op === 'export') earlier = await exportBackup();
            else if (op === 'import') {
              // An earlier backup: replacing goes back to it, merging adds its sessions deleted since.
              await importBackup(earlier, n % 2 ? 'merge' : 'replace');
              live.splice(0, live.length, ...((await getDb().then((db) => db.getAll('sessions'))) as SessionRecord[]));
              deleted.length = 0;
            } else if (op === 'rebuild') await rebuildSummaries(await getDb());
            else if (op === 'wipe') {
              await wipeAll();
              live.length = 0;
              deleted.length = 0;
            }
          }
          await expectInStep();
          forgetSummaryCache();
          await expectInStep();
        },
      ),
      { numRuns: 25 },
    );
  });

  it('the first read writes the snapshot; later changes are logged, read back, and folded once there are many', async () => {
    const db = await getDb();
    const saved: SessionRecord[] = [];
    for (let i = 0; i < 5; i++) saved.push(await saveSession(game(i, 100 + i), 100 + i));
    expect(await db.count('summaryCache')).toBe(5); // five "changed" marks, no snapshot yet
    await expectInStep();
    expect((await db.getAllKeys('summaryCache')).sort()).toEqual(['data', 'meta']);
    const gen = (await db.get('summaryCache', 'meta'))!.gen;
    // A change: one mark, and the next read has it (a finished game counts).
    await saveSession({ ...saved[0]!, finished: true }, 200);
    expect(await db.getAllKeys('summaryCache')).toContain(`log:${saved[0]!.id}`);
    expect((await readSummaryFacts()).find((s) => s.id === saved[0]!.id)).toMatchObject({ finished: true, updatedAt: 200 });
    // 40 more changes: the read still answers at once, then folds them into a new snapshot.
    for (let i = 0; i < 40; i++) await saveSession(game(i, 300 + i), 300 + i);
    await expectInStep();
    await new Promise((r) => setTimeout(r, 1300));
    expect((await db.getAllKeys('summaryCache')).sort()).toEqual(['data', 'meta']);
    expect((await db.get('summaryCache', 'meta'))!.gen).not.toBe(gen);
    await expectInStep();
    forgetSummaryCache();
    await expectInStep();
  });

  it('a damaged snapshot is rebuilt from the summaries, never shown', async () => {
    const db = await getDb();
    await saveSession(game(1, 10), 10);
    await expectInStep();
    const meta = (await db.get('summaryCache', 'meta'))!;
    await db.put('summaryCache', { key: 'data', gen: meta.gen, json: '[{"id":' });
    forgetSummaryCache();
    await expectInStep();
  });
});

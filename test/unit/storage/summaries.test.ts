import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '../../../src/storage/db';
import { mergePlayers, savePlayer } from '../../../src/storage/players';
import {
  allSummaries,
  deleteSession,
  getSession,
  listSummaries,
  listUnfinished,
  newSession,
  restoreSession,
  saveSession,
  type SummaryQuery,
} from '../../../src/storage/sessions';
import { isStale } from '../../../src/storage/stale';
import { summarize } from '../../../src/storage/summary';
import type { SeatRecord, SessionRecord } from '../../../src/storage/types';

afterEach(async () => {
  await closeDb();
  indexedDB.deleteDatabase('stolik');
});

const seat = (id: string, name: string, playerId?: string): SeatRecord => ({ id, name, color: '#c0392b', ...(playerId ? { playerId } : {}) });

async function store(fields: Partial<SessionRecord>, at: number): Promise<SessionRecord> {
  const s = newSession({ game: 'jackal', kind: 'score', title: '', players: [seat('a', 'Anna')], data: {}, ...fields }, at);
  return saveSession({ ...s, ...fields }, at);
}

/** Every page of a query, following `next` (pages of `limit`). */
async function walk(q: SummaryQuery): Promise<string[]> {
  const ids: string[] = [];
  let before = q.before;
  for (let guard = 0; guard < 1000; guard++) {
    const page = await listSummaries({ ...q, before });
    expect(page.items.length).toBeLessThanOrEqual(q.limit);
    ids.push(...page.items.map((s) => s.id));
    if (!page.next) return ids;
    before = page.next;
  }
  throw new Error('paging does not end');
}

describe('summaries are written with their session, in the same transaction', () => {
  it('save, delete and undo keep the summary equal to summarize(session)', async () => {
    const s = await store({ title: 'T', players: [seat('a', 'Anna'), seat('b', 'Boris')], result: { totals: { a: 3, b: 1 }, ranking: [['a'], ['b']] } }, 100);
    expect(await allSummaries()).toEqual([summarize(s)]);
    const old = await deleteSession(s.id);
    expect(await allSummaries()).toEqual([]);
    await restoreSession(old!);
    expect(await allSummaries()).toEqual([summarize(s)]);
  });

  it('a stale save (another tab saved first) changes neither the session nor its summary', async () => {
    const s = await store({ title: 'first' }, 100);
    await saveSession({ ...s, title: 'other tab' }, 200);
    const err = await saveSession({ ...s, title: 'this tab' }, 300).catch((e: unknown) => e);
    expect(isStale(err)).toBe(true);
    expect((await allSummaries()).map((x) => [x.title, x.updatedAt])).toEqual([['other tab', 200]]);
  });

  it('property: after any saves, deletes and restores, summaries are exactly summarize(each session), none outlives its session', async () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('save' as const), slot: fc.nat(3), finished: fc.boolean(), total: fc.integer({ min: -50, max: 50 }) }),
      fc.record({ kind: fc.constant('delete' as const), slot: fc.nat(3) }),
      fc.record({ kind: fc.constant('restore' as const), slot: fc.nat(3) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 12 }), async (ops) => {
        const db = await getDb();
        await Promise.all([db.clear('sessions'), db.clear('summaries')]);
        const live = new Map<number, SessionRecord>();
        const deleted = new Map<number, SessionRecord>();
        let clock = 1000;
        for (const o of ops) {
          if (o.kind === 'save') {
            const base =
              live.get(o.slot) ??
              newSession({ game: 'jackal', kind: 'score', title: `s${o.slot}`, players: [seat('a', 'A'), seat('b', 'B')], data: {} }, clock);
            const next = { ...base, finished: o.finished, result: { totals: { a: o.total, b: 0 }, ranking: o.total >= 0 ? [['a'], ['b']] : [['b'], ['a']] } };
            live.set(o.slot, await saveSession(next, ++clock));
            deleted.delete(o.slot);
          } else if (o.kind === 'delete' && live.has(o.slot)) {
            deleted.set(o.slot, (await deleteSession(live.get(o.slot)!.id))!);
            live.delete(o.slot);
          } else if (o.kind === 'restore' && deleted.has(o.slot)) {
            await restoreSession(deleted.get(o.slot)!);
            live.set(o.slot, deleted.get(o.slot)!);
            deleted.delete(o.slot);
          }
        }
        const sessions = await db.getAll('sessions');
        const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
        expect((await db.getAll('summaries')).sort(byId)).toEqual(sessions.map(summarize).sort(byId));
        expect(sessions.length).toBe(live.size);
      }),
      { numRuns: 40 },
    );
  });
});

describe('listSummaries: pages through by-updated, newest first', () => {
  it('pages without gaps or repeats, also when many sessions share one time', async () => {
    const made: SessionRecord[] = [];
    for (let i = 0; i < 7; i++) made.push(await store({ title: `t${i}` }, i < 5 ? 500 : 500 + i));
    const expected = (await allSummaries()).map((s) => s.id);
    expect(expected).toHaveLength(7);
    expect(new Set(expected).size).toBe(7);
    for (const limit of [1, 2, 3, 7, 10]) expect(await walk({ limit })).toEqual(expected);
    // The same through the per-game index, and through the unfinished one (all seven are both).
    for (const limit of [1, 2, 3]) expect(await walk({ limit, game: 'jackal' })).toEqual(expected);
    for (const limit of [1, 4]) expect(await walk({ limit, unfinished: true })).toEqual(expected);
    expect(await walk({ limit: 2, game: 'jackal-x' })).toEqual([]);
    // Newest first: the two later times lead, then the five of one time.
    expect(expected.slice(0, 2)).toEqual([made[6]!.id, made[5]!.id]);
  });

  it('property: any query, paged at any size, gives exactly the matching summaries newest first (chunk edges and long ties included)', async () => {
    const db = await getDb();
    const games = ['jackal', 'sly-thieves'];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ t: fc.oneof(fc.constant(7), fc.integer({ min: 0, max: 40 })), g: fc.nat(1), done: fc.boolean(), zed: fc.boolean() }), {
          minLength: 150,
          maxLength: 700,
        }),
        fc.record({
          limit: fc.integer({ min: 1, max: 260 }),
          game: fc.option(fc.constantFrom(...games), { nil: undefined }),
          unfinished: fc.option(fc.boolean(), { nil: undefined }),
          search: fc.option(fc.constant('zed'), { nil: undefined }),
        }),
        async (rows, q) => {
          await db.clear('summaries');
          await db.clear('summaryCache'); // written around the app's writers: Statistics' copy (v4) must go too
          const tx = db.transaction('summaries', 'readwrite');
          for (const [i, r] of rows.entries()) {
            const s = newSession({ game: games[r.g]!, kind: 'score', title: r.zed ? 'Zed night' : '', players: [], data: {} }, r.t);
            await tx.store.put(summarize({ ...s, id: `id-${String(i).padStart(4, '0')}`, finished: r.done }));
          }
          await tx.done;
          const all = await allSummaries();
          const want = all
            .filter(
              (s) =>
                (q.game === undefined || s.game === q.game) &&
                (q.unfinished === undefined || s.finished !== q.unfinished) &&
                (!q.search || s.title.includes('Zed')),
            )
            .sort((a, b) => b.updatedAt - a.updatedAt || (b.id < a.id ? -1 : 1))
            .map((s) => s.id);
          expect(await walk({ ...q, limit: q.limit })).toEqual(want);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('a full page says where to go on; the last page does not', async () => {
    for (let i = 0; i < 3; i++) await store({}, 100 + i);
    const first = await listSummaries({ limit: 2 });
    expect(first.items).toHaveLength(2);
    expect(first.next).toEqual({ updatedAt: 101, id: first.items[1]!.id });
    const second = await listSummaries({ limit: 2, before: first.next });
    expect(second.items).toHaveLength(1);
    expect(second.next).toBeUndefined();
    expect(await listSummaries({ limit: 0 })).toEqual({ items: [] });
  });

  it('filters by game, kind, finished, search and player (merges followed)', async () => {
    const anna = await savePlayer({ name: 'Anna', color: '#c0392b' });
    const annie = await savePlayer({ name: 'Annie', color: '#c0392b' });
    const a = await store({ game: 'jackal', players: [seat('x', 'Anna', anna.id)], finished: true }, 100);
    const b = await store({ game: 'sly-thieves', players: [seat('x', 'Annie', annie.id)] }, 200);
    const c = await store({ game: 'jackal', kind: 'play', players: [seat('x', 'Vera')], data: { seats: [{ kind: 'human' }] }, title: 'Friday' }, 300);
    const ids = async (q: Omit<SummaryQuery, 'limit'>) => walk({ limit: 2, ...q });
    expect(await ids({ game: 'jackal' })).toEqual([c.id, a.id]);
    expect(await ids({ kind: 'play' })).toEqual([c.id]);
    expect(await ids({ unfinished: true })).toEqual([c.id, b.id]);
    expect(await ids({ unfinished: false })).toEqual([a.id]);
    expect(await ids({ search: 'fri' })).toEqual([c.id]);
    expect(await ids({ search: 'ANN' })).toEqual([b.id, a.id]);
    expect(await ids({ playerKey: 'name:vera' })).toEqual([c.id]);
    expect(await ids({ playerKey: anna.id })).toEqual([a.id]);
    await mergePlayers(annie.id, anna.id);
    expect(await ids({ playerKey: anna.id })).toEqual([b.id, a.id]);
    expect(await ids({ playerKey: anna.id, game: 'jackal' })).toEqual([a.id]);
  });

  it('listUnfinished reads summaries, newest first, at most `limit`', async () => {
    for (let i = 0; i < 8; i++) await store({ finished: i % 2 === 0, title: `t${i}` }, 100 + i);
    expect((await listUnfinished(2)).map((s) => s.title)).toEqual(['t7', 't5']);
    expect((await listUnfinished()).map((s) => s.title)).toEqual(['t7', 't5', 't3', 't1']);
    // Only unfinished sessions are in the `by-open` index; finishing one takes it out.
    const db = await getDb();
    expect(await db.countFromIndex('summaries', 'by-open')).toBe(4);
    const t7 = (await listUnfinished(1))[0]!;
    await saveSession({ ...(await getSession(t7.id))!, finished: true }, 999);
    expect(await db.countFromIndex('summaries', 'by-open')).toBe(3);
    expect((await listUnfinished(2)).map((s) => s.title)).toEqual(['t5', 't3']);
    expect(await walk({ limit: 1, unfinished: true })).toEqual((await listUnfinished()).map((s) => s.id));
  });
});

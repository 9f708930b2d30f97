/**
 * What the random-kill loops share (issue 11, "repeated random-kill loops"): a seeded generator
 * so a failing loop can be replayed with KILL_SEED, the saved record of one session as IndexedDB
 * holds it, and "kill the browser, open it again on the same profile at this address".
 */
import type { Page } from 'playwright-core';
import type { PersistentProfile } from './browser';
import { dumpDatabase } from './flows';

/** The seed of this run: KILL_SEED replays one; printed by each loop. */
export const killSeed = Number(process.env.KILL_SEED ?? Date.now() % 1_000_000);

/** A small seeded generator (mulberry32): `rand(n)` is an integer in 0..n-1. */
export function rng(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n) | 0;
  };
}

/** The `data` of session `id` as stored on disk right now (undefined when there is none). */
export async function savedData<T>(page: Page, id: string): Promise<T | undefined> {
  const sessions = (await dumpDatabase(page)).sessions as { id: string; data: T }[];
  return sessions.find((s) => s.id === id)?.data;
}

/**
 * Waits in the page until the saved `data` of session `id` holds `want` at `path` (`is`: that
 * value; `atLeast`: a number at least that), reading IndexedDB every 16 ms for up to 10 s, and
 * gives the value there then (the caller's expect names what was wrong). One round trip: with
 * expect.poll and a whole-database read per look, its own pauses (100, 250, 500 ms, ...) were
 * most of each wait for a save.
 */
export function savedAt(page: Page, id: string, path: (string | number)[], want: { is: unknown } | { atLeast: number }): Promise<unknown> {
  return page.evaluate(
    async ({ id, path, want }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('stolik');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const read = () =>
        new Promise<unknown>((resolve) => {
          const q = db.transaction('sessions').objectStore('sessions').get(id);
          q.onsuccess = () =>
            resolve(
              path.reduce<unknown>(
                (at, key) => (at as Record<string | number, unknown> | undefined)?.[key],
                (q.result as { data?: unknown } | undefined)?.data,
              ),
            );
        });
      const ok = (v: unknown) => ('is' in want ? v === want.is : typeof v === 'number' && v >= want.atLeast);
      try {
        const end = performance.now() + 10_000;
        let seen = await read();
        while (!ok(seen) && performance.now() < end) {
          await new Promise((done) => setTimeout(done, 16));
          seen = await read();
        }
        return seen;
      } finally {
        db.close();
      }
    },
    { id, path, want },
  );
}

/** The session id at the end of a session URL (`…/<uuid>`). */
export const idOf = (url: string): string => url.split('/').pop()!;

/** When a loop's kill lands, relative to its last tap. */
export interface KillMoment {
  /** Kill while the tap is still on its way (its input or its save in flight), not after it. */
  racing: boolean;
  /** Milliseconds from sending the tap (racing) or from its end (not racing) to the kill. */
  ms: number;
}

/**
 * A third of kills race the last tap (0-20 ms after sending it); the rest land up to 150 ms after
 * it. Given the kill's index, every third kill (the 2nd, 5th, ...) races, so a short loop always
 * has both kinds; the moment within each stays random.
 */
export const killMoment = (rand: (n: number) => number, kill?: number): KillMoment =>
  (kill === undefined ? rand(3) === 0 : kill % 3 === 1) ? { racing: true, ms: rand(20) } : { racing: false, ms: rand(150) };

/**
 * Makes the last tap of a loop, SIGKILLs the browser at `moment` (before, during or after that
 * tap's save), relaunches it on the same profile and opens `url` there.
 */
export async function tapKillReopen(profile: PersistentProfile, url: string, tap: () => Promise<unknown>, moment: KillMoment): Promise<Page> {
  const done = tap().catch(() => undefined); // the kill may cut the tap off: that is the point
  if (!moment.racing) await done;
  await new Promise((r) => setTimeout(r, moment.ms));
  await profile.kill();
  await done;
  const next = (await profile.open()).page;
  await next.goto(url);
  return next;
}

/**
 * Issue 11 point 1: the same session open in two tabs of one browser. Each tab makes 20 edits,
 * interleaved without waiting for the other tab to catch up; nothing either tab entered is lost,
 * and both tabs end up showing the same record.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSession } from './browser';
import { createPadSession, dumpDatabase } from './flows';
import { useAppFixture } from './fixture';
import { openSecondTab } from './two-tabs-kit';

const f = useAppFixture();

type Pad = { players: { id: string; rounds: number[] }[] };
const padOf = async (page: Page, id: string) => {
  const sessions = (await dumpDatabase(page)).sessions as { id: string; data: Pad; rev: number }[];
  return sessions.find((s) => s.id === id)!;
};
/**
 * Waits in the page (no round trip per look, no full database read) until the saved score of
 * player `p` in round `r` is `value`, for up to 10 s; gives what is saved then.
 */
const savedCell = (page: Page, id: string, p: number, r: number, value: number) =>
  page.evaluate(
    async ({ id, p, r, value }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('stolik');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const read = () =>
        new Promise<number | null | undefined>((resolve) => {
          const q = db.transaction('sessions').objectStore('sessions').get(id);
          q.onsuccess = () => resolve((q.result as { data: Pad } | undefined)?.data.players[p]?.rounds[r]);
        });
      try {
        const end = performance.now() + 10_000;
        let seen = await read();
        while (seen !== value && performance.now() < end) {
          await new Promise((done) => setTimeout(done, 16));
          seen = await read();
        }
        return seen;
      } finally {
        db.close();
      }
    },
    { id, p, r, value },
  );
/** The input of player `p` in round `r` (0-based): cells run round by round, player by player. */
const cell = (page: Page, r: number, p: number) => page.locator('.score-table tbody tr').nth(r).locator('input').nth(p);

describe('two tabs on one session', () => {
  it('score pad: 20 interleaved edits each (cells and new rounds), nothing lost', async () => {
    const s = await openSession(f.browser);
    const a = s.page;
    const url = await createPadSession(a, f.server.url, ['Аня', 'Boris'], 'Two tabs');
    const id = url.split('/').pop()!;
    const b = await openSecondTab(s, url);
    await b.getByTestId('total-Аня').filter({ hasText: '12' }).waitFor();

    for (let i = 0; i < 20; i++) {
      // Tab A adds the round (from round 2 on) and types Аня's score; tab B types Boris's score
      // in the same round straight away: its copy may be a save behind, and must not win.
      if (i > 0) await a.getByRole('button', { name: 'Add a round' }).click();
      await cell(a, i, 0).fill(String(100 + i));
      await cell(b, i, 1).fill(String(200 + i)); // waits until B shows round i (it follows A)
    }
    await expect
      .poll(async () => (await padOf(a, id)).data.players.map((p) => p.rounds), { timeout: 15_000 })
      .toEqual([Array.from({ length: 20 }, (_, i) => 100 + i), Array.from({ length: 20 }, (_, i) => 200 + i)]);
    const sum = (from: number) => String(Array.from({ length: 20 }, (_, i) => from + i).reduce((x, y) => x + y));
    for (const page of [a, b]) {
      await page
        .getByTestId('total-Аня')
        .filter({ hasText: sum(100) })
        .waitFor();
      await page
        .getByTestId('total-Boris')
        .filter({ hasText: sum(200) })
        .waitFor();
    }
    expect(await a.getByTestId('save-conflict').count()).toBe(0);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('score pad: a tab that misses the other tab’s saves: each of its 20 saves is stale, rebased, nothing lost', async () => {
    const s = await openSession(f.browser);
    const a = s.page;
    const url = await createPadSession(a, f.server.url, ['Аня', 'Boris'], 'Deaf tab');
    const id = url.split('/').pop()!;
    // 19 rounds, each drawn before the next tap. "Add a round" adds the round after the last one
    // the screen shows (a second press before the new row is drawn, like a stale tab's, adds no
    // second empty round): 19 presses sent faster than the rows were drawn once left 19 rounds
    // and this test waiting for the 20th. Setup, not under test: tapped in the page, one trip.
    await a.evaluate(async () => {
      const rows = () => document.querySelectorAll('.score-table tbody tr').length;
      for (let n = rows(); n < 20; n++) {
        document.querySelector<HTMLButtonElement>('[data-testid="add-round"]')!.click();
        const end = performance.now() + 10_000;
        while (rows() <= n) {
          if (performance.now() > end) throw new Error(`round ${n + 1} not drawn`);
          await new Promise((done) => setTimeout(done, 16));
        }
      }
    });
    const b = await openSecondTab(s, url, { deaf: true });
    await cell(b, 19, 1).waitFor();
    for (let i = 0; i < 20; i++) {
      await cell(a, i, 0).fill(String(100 + i));
      expect(await savedCell(a, id, 0, i, 100 + i)).toBe(100 + i); // committed: B is now behind
      await cell(b, i, 1).fill(String(200 + i));
      expect(await savedCell(a, id, 1, i, 200 + i)).toBe(200 + i);
    }
    expect((await padOf(a, id)).data.players.map((p) => p.rounds)).toEqual([
      Array.from({ length: 20 }, (_, i) => 100 + i),
      Array.from({ length: 20 }, (_, i) => 200 + i),
    ]);
    expect(await b.getByTestId('save-conflict').count()).toBe(0);
    await s.context.close();
  });

  it('score pad: both tabs change the same cell: both values are shown and the person chooses', async () => {
    const s = await openSession(f.browser);
    const a = s.page;
    const url = await createPadSession(a, f.server.url, ['Аня', 'Boris'], 'Clash');
    const id = url.split('/').pop()!;
    // Tab B does not hear A's saves (it still announces its own), so its copy falls a save behind.
    const b = await openSecondTab(s, url, { deaf: true });
    await b.getByTestId('total-Аня').filter({ hasText: '12' }).waitFor();
    await cell(a, 0, 0).fill('30');
    expect(await savedCell(a, id, 0, 0, 30)).toBe(30);
    await cell(b, 0, 0).fill('40');
    const conflict = b.getByTestId('save-conflict');
    await conflict.waitFor();
    await conflict.getByText('Yours: 40').waitFor();
    await conflict.getByText('Other tab: 30').waitFor();
    await conflict.getByText('Аня, round 1').waitFor();
    await conflict.getByTestId('keep-mine').click();
    expect(await savedCell(a, id, 0, 0, 40)).toBe(40);
    await a.getByTestId('total-Аня').filter({ hasText: '40' }).waitFor();
    await s.context.close();
  });
});

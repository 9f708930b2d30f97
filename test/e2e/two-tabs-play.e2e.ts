/**
 * Issue 11 point 1, play: one Sly Thieves game (two people, pass-and-play) open in two tabs.
 * The tabs take turns making the next decision, 20 each, without waiting for each other; a
 * move tapped on a copy that is a save behind is refused (ERR_STALE) and that tab reloads the
 * newer position. The saved move list never forks and holds every move a tab showed as made.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { openSession } from './browser';
import { useAppFixture } from './fixture';
import { openSecondTab } from './two-tabs-kit';
import { dumpDatabase } from './flows';

const f = useAppFixture();

const savedMoves = async (page: Page, id: string) => {
  const sessions = (await dumpDatabase(page)).sessions as { id: string; data: { moves: unknown[] } }[];
  return sessions.find((s) => s.id === id)!.data.moves;
};

/** The next decision: past the pass-the-phone curtain if it is up, then the first lit choice. */
async function tapNext(page: Page): Promise<void> {
  await page.locator('[data-testid="reveal"], [data-testid="prompt"], [data-testid="result"]').first().waitFor({ timeout: 5000 });
  const reveal = page.getByTestId('reveal');
  if (await reveal.count()) await reveal.click();
  await page.locator('[data-testid="prompt"], [data-testid="result"]').first().waitFor({ timeout: 5000 });
  if ((await page.locator('[data-choice="target"]').count()) === 0 && (await page.locator('[data-choice="source"]').count()) > 0) {
    await page.locator('[data-choice="source"]').first().click();
    await page.locator('[data-choice="target"]').first().waitFor({ timeout: 2000 });
  }
  const target = page.locator('[data-choice="target"]').first();
  if (await target.count()) await target.click();
  else await page.locator('[data-testid="leave"], [data-testid="skip"]').first().click({ timeout: 2000 });
}

describe('two tabs on one play session', () => {
  it.each([
    ['tabs that hear each other', false],
    ['a tab that misses the other tab’s saves (every move it taps is a save behind)', true],
  ])(
    'Sly Thieves, %s: interleaved decisions (20 each; 8 when one tab is deaf); no fork, nothing lost',
    async (_, deaf) => {
      const s = await openSession(f.browser);
      const a = s.page;
      await a.goto(`${f.server.url}#/game/sly-thieves/play`);
      await a.getByRole('heading', { name: 'New game: Sly Thieves', level: 1 }).waitFor();
      for (const name of ['Anya', 'Boris']) {
        await a.locator('#picker-name').fill(name);
        await a.locator('#picker-name').press('Enter');
      }
      await a.getByLabel('Basic variant (for the youngest)').check();
      await a.getByTestId('start').click();
      await a.waitForURL(/#\/game\/sly-thieves\/play\/[0-9a-f-]+$/);
      const url = a.url();
      const id = url.split('/').pop()!;
      const b = await openSecondTab(s, url, { deaf });

      // The deaf tab pays a refusal and a reload for each of its moves: fewer rounds keep it quick.
      const each = deaf ? 8 : 20;
      const made = [0, 0];
      let refused = 0;
      let attempts = 0;
      let notSaved = 0; // taps on a stale position that saved nothing (refused, then reloaded)
      for (let i = 0; made[0]! + made[1]! < 2 * each; i++) {
        const who = i % 2;
        const tab = who === 0 ? a : b;
        const before = (await savedMoves(a, id)).length;
        await tapNext(tab).catch(() => undefined);
        // Saved (the list grew) or refused (the tab says so); a tap that did neither is tried again.
        const look = async (): Promise<'saved' | 'refused' | 'none'> =>
          (await savedMoves(a, id)).length > before ? 'saved' : (await tab.getByTestId('play-error').count()) ? 'refused' : 'none';
        const outcome = await vi
          .waitFor(
            async () => {
              const seen = await look();
              if (seen === 'none') throw new Error('neither saved nor refused yet');
              return seen;
            },
            { timeout: 3000, interval: 50 },
          )
          .catch(() => 'none' as const);
        if (outcome === 'saved') made[who]!++;
        if (process.env.TWO_TABS_LOG) console.log(i, who, outcome);
        if (outcome === 'refused') {
          refused++;
          const said = (await tab.getByTestId('play-error').allTextContents()).join(' '); // it may already be gone: the newer position is shown
          if (said) expect(said).toContain('Another tab saved this first');
        }
        // Refused (said on the board or on the curtain it reloaded to): the same tab tries again,
        // now on the newer position.
        if (outcome !== 'saved') {
          i--;
          notSaved++;
        }
        expect(++attempts).toBeLessThan(200);
      }
      const final = await savedMoves(a, id);
      expect(final).toHaveLength(made[0]! + made[1]!);
      // Both tabs end on the saved position: same move count in each log.
      // The log is behind the curtain when it is up: show the view first.
      const logCount = async (page: Page) => {
        if (await page.getByTestId('reveal').count())
          await page
            .getByTestId('reveal')
            .click()
            .catch(() => undefined);
        return page.evaluate(() => Number(document.querySelector('.move-log summary')?.textContent?.match(/\d+/)?.[0] ?? -1));
      };
      await expect.poll(() => logCount(a)).toBe(final.length);
      if (deaf) await b.reload(); // it hears nothing, so it catches up on its next tap or a reload
      await expect.poll(() => logCount(b)).toBe(final.length);
      if (deaf) expect(notSaved).toBeGreaterThan(0);
      // The refusal is said in words even when the newer position put the curtain up.
      if (deaf) expect(refused).toBeGreaterThan(0);
      expect(made[0]).toBeGreaterThanOrEqual(each - 5);
      expect(made[1]).toBeGreaterThanOrEqual(each - 5);
      expect(s.errors.filter((e) => e.includes('pageerror'))).toEqual([]);
      await s.context.close();
      console.log(`two-tab play: ${made[0]} + ${made[1]} moves saved, ${refused} refusals seen, ${notSaved} taps saved nothing`);
    },
    240_000,
  );
});

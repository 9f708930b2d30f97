/**
 * Issue 11 ("Tests and numbers"): repeated random-kill loops, not one kill after one move. The
 * browser is SIGKILLed several times, each at a random moment after an entry or a move; each
 * time it comes back with every entry or move that was confirmed (committed) before the kill,
 * and an unconfirmed one either fully there or not at all. The seed is printed for replays.
 * Royal Stake's loops are in kill-loop-royal-stake.e2e.ts; both use kill-loop-kit.ts.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { persistentProfile } from './browser';
import { setPauses } from './phone';
import { useAppFixture } from './fixture';
import { createPadSession } from './flows';
import { idOf, killMoment, killSeed, rng, savedAt, savedData, tapKillReopen } from './kill-loop-kit';

const f = useAppFixture();
const KILLS = 6;

const sessionData = (page: Page, id: string) => savedData<{ players?: { rounds: number[] }[]; moves?: unknown[] }>(page, id);

/** The person's next Sly Thieves decision (the first lit choice); false once the game is over. */
async function tapSly(page: Page): Promise<boolean> {
  await page.locator('[data-testid="prompt"], [data-testid="result"]').first().waitFor({ timeout: 20_000 });
  if (await page.getByTestId('result').count()) return false;
  if ((await page.locator('[data-choice="target"]').count()) === 0 && (await page.locator('[data-choice="source"]').count()) > 0) {
    await page.locator('[data-choice="source"]').first().click();
  }
  const target = page.locator('[data-choice="target"]').first();
  if (await target.count()) await target.click();
  else await page.locator('[data-testid="leave"], [data-testid="skip"]').first().click();
  return true;
}

describe('random-kill loops', () => {
  it(`score pad: ${KILLS} kills at random moments keep every confirmed entry`, async () => {
    const rand = rng(killSeed);
    console.log(`pad kill loop seed ${killSeed}`);
    const profile = await persistentProfile('stolik-kill-pad-');
    try {
      let { page } = await profile.open();
      const url = await createPadSession(page, f.server.url, ['Аня', 'Boris'], 'Kill loop');
      const id = idOf(url);
      const cells = (p: Page) => p.locator('.score-table tbody input');
      const confirmed = new Map<number, number>([
        [0, 12],
        [1, 7],
      ]);
      for (let kill = 0; kill < KILLS; kill++) {
        const entries = rand(4); // confirmed ones, then the one the kill races
        for (let j = 0; j < entries; j++) {
          const cell = rand(2);
          const value = 1 + rand(500);
          await cells(page).nth(cell).fill(String(value));
          expect(await savedAt(page, id, ['players', cell, 'rounds', 0], { is: value })).toBe(value);
          confirmed.set(cell, value);
        }
        const pending: [number, number] = [rand(2), 1 + rand(500)];
        const last = page;
        page = await tapKillReopen(profile, url, () => cells(last).nth(pending[0]).fill(String(pending[1])), killMoment(rand, kill));
        await cells(page).nth(1).waitFor();
        const stored = (await sessionData(page, id))!.players!.map((p) => p.rounds[0]);
        const [cell, value] = pending;
        // The unconfirmed entry is all there or not at all; everything confirmed before it is kept.
        expect([confirmed.get(cell), value]).toContain(stored[cell]);
        confirmed.set(cell, stored[cell]!);
        for (const [c, v] of confirmed) {
          expect(stored[c], `kill ${kill}, cell ${c}`).toBe(v);
          expect(await cells(page).nth(c).inputValue()).toBe(String(v));
        }
      }
    } finally {
      await profile.dispose();
    }
  }, 240_000);

  it(`Sly Thieves against a bot: ${KILLS} kills at random moments keep every confirmed move`, async () => {
    const rand = rng(killSeed + 1);
    console.log(`play kill loop seed ${killSeed + 1}`);
    const profile = await persistentProfile('stolik-kill-play-');
    try {
      let { page } = await profile.open();
      await page.goto(`${f.server.url}#/game/sly-thieves/play`);
      // The bot's pace only made every move wait (test/e2e/README.md); the saves are what the kills race.
      await setPauses(page, false);
      await page.locator('#picker-name').fill('Anya');
      await page.locator('#picker-name').press('Enter');
      await page.getByTestId('add-bot').click();
      await page.locator('select').nth(1).selectOption('easy');
      await page.getByLabel('Basic variant (for the youngest)').check();
      await page.getByTestId('start').click();
      await page.waitForURL(/#\/game\/sly-thieves\/play\/[0-9a-f-]+$/);
      const url = page.url();
      const id = idOf(url);
      let confirmed: unknown[] = [];
      for (let kill = 0; kill < KILLS; kill++) {
        const taps = rand(3); // confirmed moves, then the one the kill races
        for (let j = 0; j < taps && (await tapSly(page)); j++) {
          expect(await savedAt(page, id, ['moves', 'length'], { atLeast: confirmed.length + 1 })).toBeGreaterThan(confirmed.length);
          await page.locator('[data-testid="prompt"], [data-testid="result"]').first().waitFor({ timeout: 20_000 });
          confirmed = (await sessionData(page, id))!.moves!;
        }
        const last = page;
        page = await tapKillReopen(profile, url, () => tapSly(last), killMoment(rand, kill));
        await page.locator('[data-testid="prompt"], [data-testid="result"]').first().waitFor({ timeout: 30_000 });
        await setPauses(page, false); // a killed browser may not have written it to disk
        const stored = (await sessionData(page, id))!.moves!;
        // Confirmed moves are all there, in order; nothing else changed them.
        expect(stored.slice(0, confirmed.length), `kill ${kill}`).toEqual(confirmed);
        confirmed = stored;
      }
    } finally {
      await profile.dispose();
    }
  }, 300_000);
});

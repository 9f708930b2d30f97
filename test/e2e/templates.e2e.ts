/**
 * Issue 22, "a new game is one folder": every template game (src/games/_*, the skeleton) built into
 * the real app and played to the end on a phone, through its folder alone. Build B holds the
 * templates (STOLIK_TEMPLATES=1, paths.ts; build A, the one players get, does not: the size check
 * and test/unit/games/templates.test.ts). Nothing here names a template: each is found by its
 * folder, its name and tagline come from its own locale files, and its table is played by tapping
 * the first enabled `[data-move]` button (the template's own hook: src/games/README.md). Two people
 * and a bot when the game seats three: the hand-over curtain between the people, the bot's moves
 * between them. axe, 44 px targets and no sideways scroll at 360 px on each of its screens.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../scripts/static-server';
import { templateFolders } from '../../scripts/template-leaks';
import type { GameManifest } from '../../src/games/types';
import { auditScreen } from './audit';
import { useAppFixture } from './fixture';
import { BUILD_B, BUILD_B_ENV } from './paths';
import { openPhone } from './phone';

const f = useAppFixture(BUILD_B);
// The global setup builds B when this file is in the run; built here only if it is missing.
beforeAll(() => buildApp(BUILD_B, true, 'e2e-b', BUILD_B_ENV), 300_000);

const manifests = import.meta.glob<{ manifest: GameManifest }>('../../src/games/_*/index.ts', { eager: true });
const strings = (id: string, lang: string) => JSON.parse(readFileSync(`src/games/${id}/locales/${lang}.json`, 'utf8')) as { name: string; tagline: string };

/**
 * Moves in the log so far (the full list once there are two, else the last line), or null when the
 * table gave way to the hand-over curtain (no log on it).
 */
const moveCount = (page: Page) =>
  page.evaluate(() => {
    if (document.querySelector('[data-testid="curtain"]')) return null;
    const all = document.querySelectorAll('[data-testid="log"] li').length;
    if (all) return all;
    return document.querySelector('[data-testid="last-move"]')?.textContent === 'No moves yet.' ? 0 : 1;
  });

describe('template games in the real app (build B)', () => {
  it('finds the templates', () => {
    expect(templateFolders().length).toBeGreaterThan(0);
    expect(Object.keys(manifests).length).toBe(templateFolders().length);
  });

  it.each(templateFolders())(
    '%s: from home to the result by taps, with the curtain and a bot; every screen passes the audit',
    async (id) => {
      const manifest = manifests[`../../src/games/${id}/index.ts`]!.manifest;
      expect(manifest.parts, 'the smoke plays the game').toContain('play');
      const en = strings(id, 'en');
      const ru = strings(id, 'ru');
      const s = await openPhone(f.browser, { pauses: false });
      const { page } = s;
      await page.goto(f.server.url);
      // Home lists it like any game, its name and tagline from its folder.
      const card = page.locator('.game-card').filter({ hasText: en.name });
      await card.filter({ hasText: en.tagline }).waitFor();
      await card.getByRole('link', { name: new RegExp(en.name) }).click();
      await page.getByRole('heading', { name: en.name, level: 1 }).waitFor();
      expect(await auditScreen(page), 'game home').toEqual([]);
      await page.getByRole('link', { name: 'Play', exact: true }).click();
      await page.getByRole('heading', { name: `New game: ${en.name}`, level: 1 }).waitFor();
      const people = ['Anya', 'Boris'];
      for (const name of people) {
        await page.locator('#picker-name').fill(name);
        await page.locator('#picker-name').press('Enter');
      }
      const bot = manifest.players.max > people.length;
      if (bot) await page.getByTestId('add-bot').click();
      await page.getByTestId('start').waitFor({ state: 'visible' });
      expect(await auditScreen(page), 'setup').toEqual([]);
      await page.getByTestId('start').click();
      await page.waitForURL(new RegExp(`#/game/${id}/play/[0-9a-f-]+$`));

      const next = page.locator('[data-testid="curtain"], [data-move]:not([disabled]), [data-testid="result"]').first();
      const seen = { curtains: 0, moves: 0, audited: new Set<string>() };
      const audit = async (what: string) => {
        if (seen.audited.has(what)) return;
        seen.audited.add(what);
        expect(await auditScreen(page), what).toEqual([]);
      };
      for (let taps = 0; taps < 400; taps++) {
        await next.waitFor({ timeout: 20_000 });
        if (await page.getByTestId('result').count()) break;
        if (await page.getByTestId('curtain').count()) {
          // The curtain names who takes the phone and shows nothing of the table.
          const title = (await page.locator('#curtain-h').textContent()) ?? '';
          expect(
            people.some((p) => title.includes(p)),
            title,
          ).toBe(true);
          expect(await page.locator('[data-move]').count()).toBe(0);
          await audit('curtain');
          seen.curtains++;
          await page.getByTestId('reveal').click();
          await page.getByTestId('curtain').waitFor({ state: 'detached' });
          continue;
        }
        await audit('table');
        const before = (await moveCount(page)) ?? 0;
        await page.locator('[data-move]:not([disabled])').first().click();
        // The move is in the log, or the curtain is up for the next person.
        await expect.poll(async () => (await moveCount(page)) ?? Infinity, { timeout: 20_000, interval: 25 }).toBeGreaterThan(before);
        seen.moves++;
      }
      await page.getByTestId('winners').waitFor();
      expect(seen.curtains, 'the curtain went up between the two people').toBeGreaterThanOrEqual(2);
      expect(seen.moves).toBeGreaterThan(0);
      // Every seat is on the result, the bot by its level; no raw key, code or empty placeholder.
      const text = (await page.locator('main').textContent()) ?? '';
      for (const p of people) expect(text).toContain(p);
      if (bot) expect(text).toMatch(/Bot: (easy|normal|hard)/);
      expect(text).not.toMatch(new RegExp(`${id}:|games\\.[a-z_]|ERR_|\\{\\{|\\b(log|moves|table|categories|errors)\\.[a-z]`));
      await audit('result');

      // The same result in Russian and dark: its strings from its folder in the other language too.
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.locator('.lang-switch').click();
      await page.getByRole('heading', { name: ru.name, level: 1 }).waitFor();
      const ruText = (await page.locator('main').textContent()) ?? '';
      expect(ruText).not.toMatch(new RegExp(`${id}:|games\\.[a-z_]|ERR_|\\{\\{`));
      await audit('result, Russian, dark');
      expect(s.errors).toEqual([]);
      await s.context.close();
    },
    90_000,
  );
});

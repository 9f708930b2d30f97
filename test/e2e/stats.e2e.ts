// Issue 12 "Done when": a table that has played 200 games answers "who wins most, and against
// whom" in two taps from Home, offline-capable, in either language; axe and the 360 px audit on
// every statistics screen, light and dark.
import { describe, expect, it } from 'vitest';
import { auditScreen } from './audit';
import { useAppFixture } from './fixture';
import { openPhone } from './phone';
import { renameInDb, seedV2, twoHundredGames } from './statsHistory';

const f = useAppFixture();

const LANGS = [
  { locale: 'en-US', nav: 'Statistics', beats: 'Beats most often: Борис (150 times)', h2h: 'Head to head', tough: 'Toughest opponent: Вера (100 losses)' },
  {
    locale: 'ru-RU',
    nav: 'Статистика',
    beats: 'Чаще всех обыгрывает: Борис (150 раз)',
    h2h: 'Личные встречи',
    tough: 'Самый трудный соперник: Вера (100 поражений)',
  },
];

describe('statistics', () => {
  for (const lang of LANGS) {
    it(`answers "who wins most, and against whom" in two taps from Home (${lang.locale})`, async () => {
      const { context, page, errors } = await openPhone(f.browser, { locale: lang.locale });
      await seedV2(page, f.server.url, twoHundredGames());
      errors.length = 0; // the seeding page (robots.txt) asks for a favicon the server does not have
      await page.goto(f.server.url);
      await page.locator('a.game-link').first().waitFor();
      let taps = 0;
      const tap = async (l: ReturnType<typeof page.locator>) => (taps++, l.click());

      await tap(page.getByRole('navigation').getByRole('link', { name: lang.nav }));
      const first = page.getByTestId('stats-player-link').first();
      await first.waitFor();
      expect(await first.locator('strong').innerText()).toContain('Аня');
      expect(await first.getByTestId('stats-beats').innerText()).toBe(lang.beats);

      await tap(first);
      await page.getByTestId('stats-player-name').filter({ hasText: 'Аня' }).waitFor();
      await page.getByRole('heading', { name: lang.h2h }).waitFor();
      const boris = page.getByTestId('h2h-people').getByTestId('h2h-row').filter({ hasText: 'Борис' });
      expect((await boris.locator('td').allInnerTexts()).map(Number)).toEqual([150, 50, 0]);
      const vera = page.getByTestId('h2h-people').getByTestId('h2h-row').filter({ hasText: 'Вера' });
      expect((await vera.locator('td').allInnerTexts()).map(Number)).toEqual([100, 100, 0]);
      // The hard bot beat her 5 times, counted apart: the toughest person is still Вера.
      expect(await page.getByTestId('stats-rivals').innerText()).toContain(lang.tough);
      expect((await page.getByTestId('h2h-bots').getByTestId('h2h-row').locator('td').allInnerTexts()).map(Number)).toEqual([0, 5, 0]);
      expect(taps).toBe(2);
      // From her table to Борис's page: the same games seen from his side (150 losses, 50 wins), from the top.
      await boris.getByRole('link').click();
      await page.getByTestId('stats-player-name').filter({ hasText: 'Борис' }).waitFor();
      const anya = page.getByTestId('h2h-people').getByTestId('h2h-row').filter({ hasText: 'Аня' });
      expect((await anya.locator('td').allInnerTexts()).map(Number)).toEqual([50, 150, 0]);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('follows a renamed player; every statistics screen passes axe and the 360 px audit in both languages and themes', async () => {
    const { context, page, errors } = await openPhone(f.browser);
    await seedV2(page, f.server.url, twoHundredGames());
    errors.length = 0; // the seeding page (robots.txt) asks for a favicon the server does not have
    await page.goto(f.server.url);
    await page.locator('a.game-link').first().waitFor();
    await renameInDb(page, 'u-anya', 'Анна');
    const screens = [
      { hash: '#/stats', ready: 'stats-players' },
      { hash: '#/stats/player/u-anya', ready: 'h2h-people' },
      { hash: '#/stats/game/jackal', ready: 'chart-scores' },
      { hash: '#/stats/game/sly-thieves', ready: 'chart-months' },
      { hash: '#/stats/game/royal-stake', ready: 'stats-king' },
    ];
    const found: string[] = [];
    for (const lang of ['en', 'ru']) {
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        for (const s of screens) {
          await page.goto(`${f.server.url}${s.hash}`);
          await page.getByTestId(s.ready).waitFor();
          expect(await page.locator('html').getAttribute('lang')).toBe(lang);
          found.push(...(await auditScreen(page)).map((x) => `${lang} ${scheme} ${s.hash}: ${x}`));
        }
        if (lang === 'en' && scheme === 'dark') {
          // Switch language for the next round through the app's own switch.
          await page.locator('button.lang-switch').click();
          await page.waitForFunction(() => document.documentElement.lang === 'ru');
        }
      }
    }
    expect(found).toEqual([]);
    // Royal Stake: the modes played and how often the King wins (2 rounds a sheet, the King won 1).
    expect(await page.getByTestId('stats-king').innerText()).toMatch(/^Король выиграл раундов: 3 из 6 \(50\s%\)\.$/); // Intl puts a no-break space
    // Renamed: the statistics show the new name, by id (the sessions keep "Аня").
    await page.goto(`${f.server.url}#/stats`);
    expect(await page.getByTestId('stats-player-link').first().locator('strong').innerText()).toContain('Анна');
    // A game's page opens its statistics.
    await page.goto(`${f.server.url}#/game/jackal`);
    await page.locator('main').getByRole('link', { name: 'Статистика' }).click();
    await page.getByTestId('stats-game-name').filter({ hasText: 'Шакал' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

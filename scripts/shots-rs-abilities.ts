/**
 * `npx vite-node scripts/shots-rs-abilities.ts [outDir]`: screenshots of the Royal Stake standard
 * game's card table at 360 x 640 while the person holds three usable abilities at once (the
 * cheerleader face up: her exchange; the hermit; the ninja), 4 and 5 players, light and dark,
 * English and Russian: the abilities, a card lifted with its options, the ninja's seat buttons,
 * and the answer to a led trick (plain and lifted). Prints per shot whether the squad list scrolls
 * inside itself or is cut off, the trick's height, page overflow and the audit's findings. The deal
 * is arranged with test/e2e/royal-stake-arrange.ts, as in the abilities e2e. Builds into .e2e-shots
 * (STOLIK_SHOTS_REUSE=1 skips the build; STOLIK_SHOTS_ONLY=5p-ru-dark,4p-en-light picks shots).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { auditScreen } from '../test/e2e/audit';
import { launch } from '../test/e2e/browser';
import { arrange, arrangedStandardTable } from '../test/e2e/royal-stake-arrange';
import { openPhone } from '../test/e2e/phone';
import { buildApp, startStaticServer } from './static-server';

const OUT = process.argv[2] ?? '/tmp/rs-shots';
const DIST = join(process.cwd(), '.e2e-shots');
const WISH = ['cheerleader', 'hermit', 'ninja'];

/** A 1-person standard game (cheerleader option) with `bots` bots, given the arranged deal; the table's URL. */
async function arrangedGame(page: Page, base: string, bots: number, prefix: string): Promise<string> {
  const url = await arrangedStandardTable(page, base, ['Anya'], bots, (config) => arrange(config, { chars: WISH, prefix }));
  await page.getByTestId('rs-table').waitFor();
  return url;
}

/** What a player would notice: the squad list scrolling inside itself, the page scrolling sideways or down. */
const measure = (page: Page) =>
  page.evaluate(() => {
    const list = document.querySelector<HTMLElement>('[data-testid="std-squads-table"]');
    const doc = document.scrollingElement!;
    const box = (sel: string) => document.querySelector(sel)?.getBoundingClientRect();
    const mid = box('.rs-middle');
    const hand = box('[data-testid="hand"]');
    return {
      squadsInnerScroll: list ? list.scrollHeight - list.clientHeight : null,
      squadsHeight: list?.clientHeight ?? null,
      squadsClipped: list && mid ? Math.round(list.getBoundingClientRect().bottom - mid.bottom) : null,
      trickHeight: Math.round(box('.rs-trick')?.height ?? 0),
      handBelowScreen: hand ? Math.round(hand.bottom - innerHeight) : null,
      pageX: doc.scrollWidth - doc.clientWidth,
      pageY: doc.scrollHeight - doc.clientHeight,
    };
  });

async function shoot(browser: Browser, base: string, players: 4 | 5, locale: string, dark: boolean): Promise<void> {
  const { context, page } = await openPhone(browser, { locale, dark });
  const tag = `${players}p-${locale.slice(0, 2)}-${dark ? 'dark' : 'light'}`;
  page.on('pageerror', (e) => console.log(tag, 'pageerror', e.message));
  await arrangedGame(page, base, players - 1, `shot${players}`);
  await page.getByTestId('bet-cheer-up').click();
  await page.getByTestId('partner-1').click({ timeout: 30_000 });
  await page.getByTestId('abilities').waitFor({ timeout: 30_000 });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${OUT}/${tag}-abilities.png` });
  console.log(tag, 'abilities', JSON.stringify(await measure(page)), (await auditScreen(page)).join(' | ') || 'audit ok');
  // Lift a card, one with king or queen options if the hand has one (a tap lifts: confirm is on).
  const cards = page.locator('[data-testid="play-panel"] button[data-card]:not([aria-disabled="true"])');
  for (let i = 0; i < (await cards.count()); i++) {
    await cards.nth(i).click();
    if (await page.getByTestId('play-options').count()) break;
  }
  await page.screenshot({ path: `${OUT}/${tag}-lifted.png` });
  // The options' fieldset is display: contents here: it must still be a named group for screen readers.
  const legend = (await page.locator('[data-testid="play-options"] legend').textContent()) ?? '';
  const cdp = await context.newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: { role?: { value: string }; name?: { value: string } }[] };
  console.log(
    tag,
    'options group in the accessibility tree:',
    nodes.some((n) => n.role?.value === 'group' && n.name?.value === legend),
  );
  console.log(tag, 'lifted', JSON.stringify(await measure(page)), (await auditScreen(page)).join(' | ') || 'audit ok');
  const shot = async (name: string) => {
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${OUT}/${tag}-${name}.png` });
    console.log(tag, name, JSON.stringify(await measure(page)), (await auditScreen(page)).join(' | ') || 'audit ok');
  };
  // The ninja's seat choice, nothing lifted (a reload drops the lift).
  await page.reload();
  await page.getByTestId('ninja').click();
  await page.getByTestId('ninja-2').waitFor();
  await shot('ninja');
  // The lead handed on: the bots play, then the person answers with cards on the table.
  await page.getByTestId('ninja-2').click();
  await page.getByTestId('play-panel').waitFor({ timeout: 30_000 });
  await page.locator('.rs-trick .rs-played').first().waitFor();
  await shot('midtrick');
  const playable = page.locator('[data-testid="play-panel"] button[data-card]:not([aria-disabled="true"])');
  for (let i = 0; i < (await playable.count()); i++) {
    await playable.nth(i).click();
    if (await page.getByTestId('play-options').count()) break;
  }
  await shot('midtrick-lifted');
  await context.close();
}

buildApp(DIST, !!process.env.STOLIK_SHOTS_REUSE);
mkdirSync(OUT, { recursive: true });
const server = await startStaticServer(DIST, '/stolik/');
const browser = await launch();
const only = process.env.STOLIK_SHOTS_ONLY; // e.g. "5p-ru-dark,4p-en-light"
try {
  for (const players of [4, 5] as const)
    for (const [locale, dark] of [
      ['en-US', false],
      ['ru-RU', true],
      ['en-US', true],
      ['ru-RU', false],
    ] as const) {
      if (only && !only.split(',').includes(`${players}p-${locale.slice(0, 2)}-${dark ? 'dark' : 'light'}`)) continue;
      await shoot(browser, server.url, players, locale, dark);
    }
} finally {
  await browser.close();
  await server.close();
}
console.log(`screenshots in ${OUT}`);

/**
 * Issue 20 point 3: a five-seat Royal Stake table with four bots read "Bot: nor…" four times in
 * the opponents bar at 360 px; only a colour dot told them apart. Each bot's mark comes before
 * its level and the word bot ("A (bot, easy)", «А (бот, лёгкий)»), and the mark stays inside the visible part of every
 * name, in Russian and English, light and dark, with the audit (axe, targets, no sideways scroll).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { auditScreen } from './audit';
import { useAppFixture } from './fixture';
import { openPhone } from './phone';
import { seatTable, startSeated } from './royal-stake-arrange';
import { shot } from './shots';

const f = useAppFixture();

/** Each opponent's name, and whether its first `upTo` characters (the mark) are fully visible. */
const names = (page: Page, upTo: number) =>
  page.locator('[data-testid="opponents"] .rs-seat-name').evaluateAll(
    (els, n) =>
      els.map((el) => {
        const text = el.textContent!.trim();
        const node = [...el.childNodes].find((c) => c.nodeType === 3 && c.textContent!.trim())!;
        const start = node.textContent!.indexOf(text.slice(0, 1));
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, Math.min(node.textContent!.length, start + n));
        const box = el.getBoundingClientRect();
        const em = parseFloat(getComputedStyle(el).fontSize);
        const cut = el.scrollWidth > el.clientWidth; // cut off: the ellipsis takes about 1em at the end
        return { text, markShown: range.getBoundingClientRect().right <= box.right - (cut ? em : 0) + 0.5 };
      }),
    upTo,
  );

describe('bots at a five-seat table have names that tell them apart', () => {
  for (const [locale, dark] of [
    ['ru-RU', false],
    ['en-US', true],
  ] as const) {
    it(`${locale} ${dark ? 'dark' : 'light'}`, async () => {
      const s = await openPhone(f.browser, { locale, dark });
      try {
        const page = s.page;
        await seatTable(page, f.server.url, ['Аня'], 4);
        await startSeated(page);
        await page.getByTestId('opponents').waitFor();
        const got = await names(page, 1);
        const want = locale === 'ru-RU' ? ['А', 'Б', 'В', 'Г'] : ['A', 'B', 'C', 'D'];
        expect(got.map((n) => n.text.slice(0, 1)).sort()).toEqual(want);
        expect(got.every((n) => n.text.includes(locale === 'ru-RU' ? 'бот' : 'bot'))).toBe(true);
        expect(got.every((n) => n.markShown)).toBe(true);
        await shot(page, `i20-bot-names-${locale}-${dark ? 'dark' : 'light'}`);
        expect(await auditScreen(page)).toEqual([]);
      } finally {
        await s.context.close();
      }
    });
  }
});

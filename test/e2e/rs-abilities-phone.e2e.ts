/**
 * The standard game's card table at 360 x 640 while the person may use three abilities at once
 * (the cheerleader face up: her exchange; the hermit; the ninja — rulebook «Отшельник», «Ниндзя»,
 * «Болельщица»): the squads of every seat read whole, without scrolling inside themselves, the
 * ability buttons take one row of 44 px chips, the hand stays on screen, and the audit passes.
 * Five players in Russian (the longest lines) and four in English. The deal, bets and partner card
 * are arranged with the engine and stored, so the table opens straight at the first lead.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { engine } from '../../src/games/royal-stake/engine';
import type { RsConfig } from '../../src/games/royal-stake/engine/types';
import { auditScreen } from './audit';
import { useAppFixture } from './fixture';
import { openPhone } from './phone';
import { arrange, arrangedStandardTable } from './royal-stake-arrange';

const f = useAppFixture();
const WISH = ['cheerleader', 'hermit', 'ninja'];

/**
 * From the seed to the person's first lead with hermit, ninja and exchange all offered: seat 0
 * drafts the WISH characters, keeps the cheerleader face up and names seat 1 as her partner.
 */
const toFirstLead = (config: RsConfig) =>
  arrange(config, {
    chars: WISH,
    prefix: 'phone',
    stop: (s) => s.phase === 'trick' && engine.toMove(s) === 0,
    own: (legal) => legal.find((x) => x.t === 'bet' && x.cards.length === 0) ?? legal.find((x) => x.t === 'partner' && x.seat === 1),
    holds: (s) => s.phase === 'trick' && ['hermit', 'ninja', 'exchange'].every((k) => engine.legalMoves(s).some((m) => m.t === k)),
  });

/** Boxes (CSS px) of the parts the check compares. */
const layout = (page: Page) =>
  page.evaluate(() => {
    const box = (el: Element | null) => {
      const r = el!.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height };
    };
    const list = document.querySelector('[data-testid="std-squads-table"]')!;
    return {
      inner: list.scrollHeight - list.clientHeight,
      middle: box(document.querySelector('.rs-middle')),
      squads: [...list.querySelectorAll('li')].map(box),
      chips: [...document.querySelectorAll('[data-testid="abilities"] button')].map(box),
      hand: box(document.querySelector('[data-testid="hand"]')),
      screen: { width: innerWidth, height: innerHeight },
    };
  });

describe('the standard table at 360 x 640 with three abilities to use', () => {
  for (const [players, locale] of [
    [5, 'ru-RU'],
    [4, 'en-US'],
  ] as const)
    it(`${players} players, ${locale}: squads whole, abilities in one row, hand on screen`, async () => {
      const { context, page, errors } = await openPhone(f.browser, { locale, dark: players === 5 });
      await arrangedStandardTable(page, f.server.url, ['Anya'], players - 1, toFirstLead);
      await page.getByTestId('abilities').waitFor();
      const l = await layout(page);
      expect(l.squads).toHaveLength(players);
      expect(l.inner).toBeLessThanOrEqual(1); // the squads do not scroll inside themselves
      for (const line of l.squads) expect(line.bottom).toBeLessThanOrEqual(l.middle.bottom + 0.5);
      expect(l.chips).toHaveLength(3);
      for (const chip of l.chips) {
        expect(chip.top).toBe(l.chips[0]!.top); // one row
        expect(chip.height).toBeGreaterThanOrEqual(44);
      }
      expect(l.hand.bottom).toBeLessThanOrEqual(l.screen.height);
      expect(await auditScreen(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }, 60_000);
});

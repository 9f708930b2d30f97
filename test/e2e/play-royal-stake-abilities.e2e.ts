/**
 * The standard game's abilities used by the PERSON on the card table (Chromium, 360 x 640), in a
 * 4-player game against three bots with the cheerleader option: the cheerleader face up (no bet,
 * the partner card, the one card exchange), the hermit (draw 3, discard 3), the ninja (hand the
 * lead on) and the militia (1 <-> 10, announced in the log). Rulebook: the character pages
 * («Отшельник», «Ниндзя», «Ополченец», «Болельщица»). The deal is chosen, not played: the game is
 * started through the setup screen, then its stored seed and draft moves are replaced by a seed
 * and draft (searched with the engine, royal-stake-arrange.ts) in which the person holds those characters and leads
 * the first trick; from the bets on, everything is taps and bot moves. A stored trick pause of 0
 * (never offered by the settings) must not stall the table (tableSettings.ts `offeredPause`).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RsState } from '../../src/games/royal-stake/engine/types';
import { auditScreen } from './audit';
import { useAppFixture } from './fixture';
import { arrange, arrangedStandardTable } from './royal-stake-arrange';
import { openPhone, setPauses } from './phone';
import { moveCount, moveMade, playFirstCard } from './royal-stake-play';
import { shot } from './shots';

const f = useAppFixture();

const audit = auditScreen;
const handCards = (page: Page) => page.locator('[data-testid="hand"] [data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')!));

/**
 * A standard game with the cheerleader option started through the setup screen, then given the
 * arranged seed and draft; the stored trick pause is 0. Returns the table's URL.
 */
async function arrangedGame(page: Page, wish: string[], prefix: string, extra?: (s: RsState) => boolean, bots = 3): Promise<string> {
  // The trick pause stored as 0 ms: not a value the settings offer (tableSettings.ts `offeredPause`).
  const holds = (s: RsState) => s.phase === 'bet' && (extra?.(s) ?? true);
  const url = await arrangedStandardTable(page, f.server.url, ['Anya'], bots, (config) => arrange(config, { chars: wish, prefix, holds }), [
    { key: 'trickPauseMs', value: 0 },
  ]);
  await page.getByTestId('rs-table').waitFor();
  return url;
}

/** The move log's text (opened and closed again). */
async function logText(page: Page): Promise<string> {
  await page.getByTestId('open-log').click();
  const text = (await page.getByTestId('log-sheet').textContent()) ?? '';
  await page.getByTestId('sheet-close').click();
  await page.getByTestId('log-sheet').waitFor({ state: 'detached' });
  return text;
}

describe('the person uses the abilities (standard game, 4 players, cheerleader option)', () => {
  it('cheerleader face up (partner card, exchange), hermit (draw 3, discard 3), ninja (lead handed on)', async () => {
    const { context, page, errors } = await openPhone(f.browser, { pauses: false });
    await arrangedGame(page, ['cheerleader', 'hermit', 'ninja'], 'abl');
    // The bet: one choice per character, the cheerleader may stay face up; the bet is final.
    await page.getByTestId('bet-picks').waitFor();
    const labels = await page.locator('[data-testid="bet-picks"] label').allTextContents();
    expect(new Set(labels).size).toBe(labels.length);
    await expect.poll(() => page.getByTestId('bet-final').count()).toBe(1);
    expect(await audit(page)).toEqual([]);
    await page.getByTestId('bet-cheer-up').click();
    // After the others' bets: the partner card.
    await page.getByTestId('partner-1').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('undo').count()).toBe(0); // the face-up choice was laid: no taking it back
    expect(await audit(page)).toEqual([]);
    await page.getByTestId('partner-1').click();
    // The first trick, the person to lead: every ability a button; every squad on the table.
    await page.getByTestId('abilities').waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('table-squad-0').textContent()).toContain('partner card');
    for (const seat of [1, 2, 3]) expect(await page.getByTestId(`table-squad-${seat}`).textContent()).toMatch(/face down/);
    await shot(page, 'e-abilities');
    expect(await audit(page)).toEqual([]);
    // Hermit: three cards more, then three away.
    const before = await handCards(page);
    await page.getByTestId('hermit').click();
    await page.getByTestId('discard-count').waitFor();
    await expect.poll(async () => (await handCards(page)).length).toBe(before.length + 3);
    expect(await audit(page)).toEqual([]);
    const offered = page.locator('[data-testid="hand"] button[data-card]:not([aria-disabled="true"])');
    for (let i = 0; i < 3; i++) await offered.nth(i).click();
    await page.getByTestId('discard').click();
    await page.getByTestId('abilities').waitFor();
    // The log says where Undo stops: at the hermit's draw.
    await page.getByTestId('open-log').click();
    expect(await page.getByTestId('undo-limit').textContent()).toBe(
      'Undo cannot go back past this move: Anya uses the hermit: draws 3 cards and will discard 3.',
    );
    await page.getByTestId('sheet-close').click();
    await page.getByTestId('log-sheet').waitFor({ state: 'detached' });
    expect(await handCards(page)).toHaveLength(before.length);
    // The discard is still the person's own turn: it may be taken back (the draw may not).
    await page.getByTestId('undo').click();
    await page.getByTestId('discard-count').waitFor();
    expect(await handCards(page)).toHaveLength(before.length + 3);
    expect(await page.getByTestId('undo').count()).toBe(0);
    for (let i = 0; i < 3; i++) await offered.nth(i).click();
    await page.getByTestId('discard').click();
    await page.getByTestId('abilities').waitFor();
    // The log says where Undo stops: at the hermit's draw.
    await page.getByTestId('open-log').click();
    expect(await page.getByTestId('undo-limit').textContent()).toBe(
      'Undo cannot go back past this move: Anya uses the hermit: draws 3 cards and will discard 3.',
    );
    await page.getByTestId('sheet-close').click();
    await page.getByTestId('log-sheet').waitFor({ state: 'detached' });
    expect(await page.getByTestId('hermit').count()).toBe(0); // once a round
    // Cheerleader's exchange: a card to the partner, one back.
    await page.getByTestId('exchange').click();
    await page.getByTestId('give-panel').waitFor();
    expect(await audit(page)).toEqual([]);
    const give = (await page.locator('[data-testid="give-panel"] button[data-card]:not([aria-disabled="true"])').first().getAttribute('data-card'))!;
    await page.locator(`[data-testid="give-panel"] button[data-card="${give}"]`).click();
    await page.getByTestId('give').click();
    await page.getByTestId('abilities').waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('exchange').count()).toBe(0);
    expect(await handCards(page)).toHaveLength(before.length);
    // Ninja: the lead goes to another seat.
    await page.getByTestId('ninja').click();
    await page.getByTestId('ninja-2').waitFor();
    expect(await audit(page)).toEqual([]);
    await page.getByTestId('ninja-2').click();
    await expect.poll(() => page.getByTestId('ninja').count()).toBe(0);
    await page.getByTestId('play-panel').waitFor({ timeout: 30_000 });
    await shot(page, 'e-after-ninja');
    expect(await audit(page)).toEqual([]);
    const log = await logText(page);
    // Bets are laid together (issue 20, point 7): the log says only that Anya has bet, not that she kept the cheerleader face up.
    expect(log).toContain('Anya has bet.');
    expect(log).not.toContain('keeps the cheerleader face up');
    expect(log).toContain('gives the partner card');
    expect(log).toContain('uses the hermit');
    expect(log).toContain('passes a card to the partner face down');
    expect(log).toContain('passes a card back face down');
    expect(log).toContain('uses the ninja and hands the lead on');
    expect(log).not.toContain(give); // the exchanged card is never named
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('militia: a 10 played as a 1, said aloud in the log; the table goes on after a trick with a stored pause of 0', async () => {
    const { context, page, errors } = await openPhone(f.browser);
    const ends = (s: RsState) => s.seats[0]!.hand.some((c) => /^(red|blue|green|black)-(1|10)$/.test(c));
    await arrangedGame(page, ['militia'], 'mil', ends);
    await page.getByTestId('bet-picks').waitFor();
    // Bet another character, so the militia stays face up.
    const other = page.locator('[data-testid="bet-picks"] input:not([data-testid="bet-militia"])').first();
    await other.check();
    await page.getByTestId('bet-confirm').click();
    await page.getByTestId('play-panel').waitFor({ timeout: 30_000 });
    const card = (await handCards(page)).find((c) => /-(1|10)$/.test(c))!;
    await page.locator(`[data-testid="play-panel"] button[data-card="${card}"]`).click();
    await page.getByTestId('opt-militia').check();
    expect(await audit(page)).toEqual([]);
    await page.getByTestId('play').click();
    await expect.poll(() => logText(page)).toMatch(card.endsWith('-10') ? /Militia: it plays as a 1\./ : /Militia: it plays as a 10\./);
    // The bots finish the trick; with the pause stored as 0 the table still moves on to trick 2
    // and gives the person a card to play.
    const tricksWon = () => page.locator('[data-testid^="tricks-"]').allTextContents();
    await expect.poll(async () => (await tricksWon()).some((x) => x.startsWith('1 ')), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => page.getByTestId('turn').textContent(), { timeout: 30_000 }).toBe('Your turn');
    await expect
      .poll(() => page.locator('[data-testid="play-panel"] button[data-card]:not([aria-disabled="true"])').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(await handCards(page)).toHaveLength(4);
    // And on to the end of the round, the person's card sometimes closing a trick, sometimes leading.
    // Trick 2 reached with the pauses on (the stored pause of 0 did not stall): the rest without them.
    await setPauses(page, false);
    const next = page.locator('[data-testid="round-summary"], [data-testid="play-panel"] button[data-card]:not([aria-disabled="true"])').first();
    for (let i = 0; i < 200; i++) {
      // The person's turn (a card to play) or the round's end: no polling on a timer.
      await next.waitFor({ timeout: 30_000 });
      if (await page.getByTestId('round-summary').count()) break;
      const before = await moveCount(page);
      await playFirstCard(page, before);
      await moveMade(page, before);
    }
    await page.getByTestId('round-summary').waitFor({ timeout: 5000 });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('five players at 360 px, Russian, dark: every squad stays readable on the table during a trick', async () => {
    const { context, page, errors } = await openPhone(f.browser, { locale: 'ru-RU', dark: true, pauses: false });
    await arrangedGame(page, ['hermit'], 'five', () => true, 4);
    await page.getByTestId('bet-picks').waitFor();
    expect(await page.getByTestId('bet-final').textContent()).toContain('её уже не забрать');
    await shot(page, 'e-five-bet');
    expect(await audit(page)).toEqual([]);
    await page.locator('[data-testid="bet-picks"] input').first().check();
    await page.getByTestId('bet-confirm').click();
    await page.getByTestId('play-panel').waitFor({ timeout: 30_000 });
    await shot(page, 'e-five');
    for (const seat of [0, 1, 2, 3, 4]) {
      const line = page.getByTestId(`table-squad-${seat}`);
      expect(await line.isVisible()).toBe(true);
      const box = (await line.boundingBox())!;
      const middle = (await page.locator('.rs-middle').boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(middle.y + middle.height + 0.5);
    }
    expect(await audit(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

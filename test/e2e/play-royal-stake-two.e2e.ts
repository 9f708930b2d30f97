/**
 * The Royal Stake game for two (rulebook «Игра на двоих») on the card table in Chromium at 360 x
 * 640, through taps only: a whole game of a person against a bot (the ruler sets, the draft, one
 * hidden bet a round, nine tricks, the king deck and deal colour always in view, the catch-up
 * king when it comes, round summaries with the scorer's rows), the result in History; the audit
 * (axe, 44 px, no overflow) on the draft, bet, trick and result screens in English light and
 * Russian dark; and two people at one phone, where the other person's hand and bet never reach
 * the page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { engine } from '../../src/games/royal-stake/engine';
import type { RsMove, RsState } from '../../src/games/royal-stake/engine/types';
import { seedRng } from '../../src/lib/rng';
import { useAppFixture } from './fixture';
import {
  audit,
  decide,
  inRussianDark,
  openPhone,
  passingOn,
  neitherSeesTheOther,
  playUntil,
  savedGame,
  startTwo,
  waitForDecision,
  type Seen,
} from './royal-stake-std-play';

const f = useAppFixture();

/** Plays the person's side to the result, auditing each kind of screen once; returns what it saw. */
async function playThrough(page: Page, label: string, ruDark: string[]): Promise<{ seen: Seen; audited: Set<string>; decisions: number; deckSeen: number }> {
  const seen: Seen = { summaries: [], rows: [], catchUp: 0 };
  const audited = new Set<string>();
  let decisions = 0;
  let deckSeen = 0;
  while (await waitForDecision(page)) {
    decisions++;
    if (!(await passingOn(page))) {
      for (const [id, sel] of [
        ['draft', '[data-testid^="char-"]:not([disabled])'],
        ['catch-up', '[data-testid="catch-up"] button'],
        ['bet', '[data-testid="bet-picks"]'],
        ['trick', '[data-testid="play-panel"]'],
      ] as const) {
        if (!audited.has(id) && (await page.locator(sel).count())) {
          expect(await audit(page), `${id} ${label}`).toEqual([]);
          if (id !== 'catch-up') ruDark.push(await inRussianDark(page, `${id} ru dark`));
          audited.add(id);
        }
      }
      // Once the sets are taken, the king deck stays in view on the table (three kings, one marked).
      if (await page.getByTestId('king-deck').count()) {
        expect(await page.locator('[data-testid="king-deck"] [data-king]').count()).toBe(3);
        expect(await page.locator('[data-testid="king-deck"] .rs-two-now').count()).toBe(1);
        deckSeen++;
      }
    }
    await decide(page, seen);
  }
  return { seen, audited, decisions, deckSeen };
}

describe('Royal Stake, the game for two', () => {
  it('a whole game against a bot: king deck in view, summaries with rules, the result audited and in History', async () => {
    const started = Date.now();
    const s = await openPhone(f.browser);
    const { page } = s;
    await startTwo(page, f.server.url, ['Anya'], 1, async () => {
      // The setup: the jester deal on and fixed, with why; the 3-5 player options absent.
      expect(await page.getByTestId('std-jesterDeal').isChecked()).toBe(true);
      expect(await page.getByTestId('std-jesterDeal').isDisabled()).toBe(true);
      expect(await page.getByTestId('std-cheerleader').count()).toBe(0);
      expect(await audit(page), 'setup').toEqual([]);
      await inRussianDark(page, 'setup ru dark');
    });
    const ruDark: string[] = [];
    const { seen, audited, decisions, deckSeen } = await playThrough(page, 'en light', ruDark);
    expect([...audited].filter((a) => a !== 'catch-up').sort()).toEqual(['bet', 'draft', 'trick']);
    // The jester deal in words, in Russian, on the table (the draft shows no deal yet).
    expect(ruDark.filter((deal) => /^Сделка с шутом, −(10|20) ПО за карту:$/.test(deal))).not.toEqual([]);
    expect(deckSeen).toBeGreaterThan(10);
    expect(seen.summaries).toEqual(['Round 1 is over', 'Round 2 is over', 'Round 3 is over']);
    expect(seen.rows.every((n) => n > 0)).toBe(true);
    await page.getByRole('heading', { name: 'Game over' }).waitFor();
    await page.getByTestId('breakdown-total-Anya').waitFor();
    expect(await audit(page), 'result').toEqual([]);
    await page.goto(`${f.server.url}#/history`);
    await page
      .getByTestId('history-row')
      .filter({ hasText: 'Anya' })
      .filter({ has: page.locator('.h-done') })
      .waitFor();
    expect(s.errors).toEqual([]);
    await s.context.close();
    console.log(`game for two at 360x640: ${decisions} decisions by Anya, catch-up choices ${seen.catchUp}, ${Date.now() - started} ms`);
  }, 600_000);

  it('the catch-up king (100-199 VP behind) and a catch-up king in the hand pass the audit, English light and Russian dark', async () => {
    // One game, each screen audited in English light and then, switched in place, Russian dark.
    const s = await openPhone(f.browser);
    const { page } = s;
    await startTwo(page, f.server.url, ['Anya', 'Boris'], 0);
    const id = page.url().split('/').at(-1)!;
    const data = await savedGame(page, id);
    const start = engine.setup(data.config as never, data.seed);
    if (!start.ok) throw new Error(start.error);
    // A saved game that reached the catch-up choice, and a way on from it to a turn where the catch-up
    // king may be laid (random legal moves, never a king until then; another seed each try).
    const layable = (x: RsState) => engine.legalMoves(x).some((m) => m.t === 'play' && typeof m.king === 'string');
    let reached: { moves: RsMove[]; state: RsState } | null = null;
    let on: { moves: RsMove[]; state: RsState } | null = null;
    for (let k = 0; k < 300 && !on; k++) {
      reached = playUntil(start.value, seedRng(`catch-${k}`), (x) => x.phase === 'catchUp');
      if (reached) on = playUntil(reached.state, seedRng(`on-${k}`), layable, (legal) => legal.filter((m) => !(m.t === 'play' && m.king)));
    }
    expect(on).not.toBeNull();
    await savedGame(page, id, reached!.moves);
    await page.reload();
    await page.getByTestId('reveal').click();
    await page.locator('[data-testid="catch-up"] button').first().waitFor();
    expect(await page.getByTestId('catch-up-why').textContent()).toMatch(/^You are 1\d\d VP behind after round 2/);
    expect(await audit(page), 'catch-up en').toEqual([]);
    await inRussianDark(page, 'catch-up ru dark', () =>
      page
        .getByTestId('catch-up-why')
        .filter({ hasText: /^После 2-го раунда вы отстаёте на 1\d\d ПО/ })
        .waitFor(),
    );
    // On to that turn: the hand offers the catch-up king by colour.
    const extra = engine.legalMoves(on!.state).find((m) => m.t === 'play' && typeof m.king === 'string') as Extract<RsMove, { t: 'play' }>;
    await savedGame(page, id, [...reached!.moves, ...on!.moves]);
    await page.reload();
    await page.getByTestId('reveal').click();
    await page.getByTestId('play-panel').waitFor();
    await page.locator(`[data-testid="hand"] [data-card="${extra.card}"]`).click();
    await page.getByTestId(`opt-king-${String(extra.king)}`).waitFor();
    expect(await page.getByTestId(`extra-kings-${engine.toMove(on!.state)}`).count()).toBe(1);
    expect(await audit(page), 'catch-up king in hand en').toEqual([]);
    await inRussianDark(page, 'catch-up king in hand ru dark', async () => {
      expect(await page.getByTestId(`opt-king-${String(extra.king)}`).count()).toBe(1);
    });
    expect(s.errors).toEqual([]);
    await s.context.close();
  }, 300_000);

  it('two people at one phone: neither sees the other one’s hand or bet', async () => {
    const s = await openPhone(f.browser);
    const { page } = s;
    await startTwo(page, f.server.url, ['Anya', 'Boris'], 0);
    // The other person's bet lies face down: their squad line says only that they have bet.
    const { curtains, betsChecked } = await neitherSeesTheOther(page, async (line) => {
      expect(await line.textContent()).not.toMatch(/your bet/);
      return true;
    });
    expect(curtains).toBeGreaterThan(0);
    expect(betsChecked).toBeGreaterThan(0);
    expect(s.errors).toEqual([]);
    await s.context.close();
  }, 300_000);
});

/**
 * Issue 20 points 6-9 on a 360 x 640 phone, English light and Russian dark: the game for two picks
 * its ruler sets with no card in hand (the random way offered on the setup), the bet step shows
 * only "has bet" for the other person, the jack decision at scoring offers both totals; the
 * 3-5 seat setup preselects the standard game. Each screen passes the audit; screenshots are
 * kept for review when STOLIK_SHOTS names a folder (shots.ts).
 */
import { describe, expect, it } from 'vitest';
import { engine } from '../../src/games/royal-stake/engine';
import type { RsState } from '../../src/games/royal-stake/engine/types';
import { seedRng } from '../../src/lib/rng';
import { useAppFixture } from './fixture';
import { seatPeople } from './royal-stake-arrange';
import { audit, handCards, openPhone, playUntil, savedGame, startTwo } from './royal-stake-std-play';
import { shot } from './shots';

const f = useAppFixture();

describe('Royal Stake issue 20 screens at 360 x 640', () => {
  it('sets before the deal, "has bet", the jack decision (two people), and the standard game preselected', async () => {
    for (const opts of [{}, { locale: 'ru-RU', dark: true }]) {
      const tag = opts.locale ? 'ru-dark' : 'en-light';
      const s = await openPhone(f.browser, opts);
      const { page } = s;
      // Point 9: four seats open on the standard game.
      await seatPeople(page, f.server.url, ['Anya'], 3);
      expect(await page.getByTestId('choose-standard').isChecked()).toBe(true);
      // Point 6: two seats, the random way offered on the setup; picking in turns is the default.
      await startTwo(page, f.server.url, ['Anya', 'Boris'], 0, async () => {
        expect(await page.getByTestId('std-sets-pick').isChecked()).toBe(true);
        await shot(page.getByTestId('std-two-sets'), `rs20-setup-sets-${tag}`);
      });
      await page.getByTestId('reveal').click();
      await page.locator('[data-testid^="set-"]').first().waitFor();
      expect(await handCards(page)).toEqual([]);
      expect(await audit(page), `set pick ${tag}`).toEqual([]);
      await shot(page, `rs20-set-pick-${tag}`, { fullPage: true });
      // Points 7 and 8 from a saved game: one bet laid, then a round's end with a jack decision.
      const id = page.url().split('/').at(-1)!;
      const data = await savedGame(page, id);
      const start = engine.setup(data.config as never, data.seed);
      if (!start.ok) throw new Error(start.error);
      const oneBet = playUntil(start.value, seedRng('bet-1'), (x: RsState) => x.phase === 'bet' && x.std!.betOrder.length === 1)!;
      await savedGame(page, id, oneBet.moves);
      await page.reload();
      await page.getByTestId('reveal').click();
      await page.getByTestId('bet-picks').waitFor();
      const bettor = 1 - engine.toMove(oneBet.state)!;
      expect(await page.getByTestId(`std-squad-${bettor}`).textContent()).toMatch(opts.locale ? /ставка сделана/ : /has bet/);
      expect(await audit(page), `bet ${tag}`).toEqual([]);
      await shot(page, `rs20-bet-${tag}`, { fullPage: true });
      let jack: ReturnType<typeof playUntil> = null;
      for (let k = 0; k < 80 && !jack; k++) jack = playUntil(start.value, seedRng(`jack-${k}`), (x: RsState) => x.phase === 'jack');
      expect(jack).not.toBeNull();
      await savedGame(page, id, jack!.moves);
      await page.reload();
      await page.getByTestId('reveal').click();
      await page.getByTestId('jack-choice').waitFor();
      expect(await audit(page), `jack ${tag}`).toEqual([]);
      await shot(page, `rs20-jack-${tag}`, { fullPage: true });
      expect(s.errors).toEqual([]);
      await s.context.close();
    }
  }, 300_000);
});

/**
 * The standard game's trick at 360 x 640 with five players in Russian (the longest words), light
 * and dark, at its tightest: four cards on the table, one of them with a king and a queen laid on
 * it (rulebook «Розыгрыш взятки»: the ruler cards go on the played card), the squads under the
 * trick and the person's card lifted with its options. Every played card, with its player's name
 * and the "winning" tag, lies whole inside the trick area; the "К+Д" tag and the colour word do not
 * overlap; the hand and the Play button stay on screen; the audit passes. The same holds with
 * the area held at its least height, and once the person's card completes the trick. The deal is
 * searched with the engine and stored, so the table opens straight at the person's answer.
 * STOLIK_SHOTS=<dir> also saves the screenshots there; STOLIK_FIT_MORE=1 checks 4 players
 * (Russian light, English dark) and 5 players in English instead.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { engine } from '../../src/games/royal-stake/engine';
import { characterOf } from '../../src/games/royal-stake/engine/modes/standard/types';
import type { RsConfig, RsMove, RsState } from '../../src/games/royal-stake/engine/types';
import { auditScreen, settled } from './audit';
import { useAppFixture } from './fixture';
import { openPhone } from './phone';
import { arrangedStandardTable, type Arrangement } from './royal-stake-arrange';

const f = useAppFixture();
const SHOTS = process.env.STOLIK_SHOTS;

/** A red or green card (the longest colour words) with a king and a queen laid on it. */
const longKingAndQueen = (s: RsState) =>
  s.trick!.plays.some((p) => p.king && (p.queen || p.redQueen || p.blackQueen || p.greenQueen) && /^(red|green)-/.test(p.card));

const WISH = ['cheerleader', 'hermit', 'ninja'];

/**
 * A seed and moves to the tightest table: the person (seat 0) drafts the cheerleader, the hermit
 * and the ninja, keeps the cheerleader face up with seat 1 as partner (so the abilities' row shows
 * while they answer), and is the last of five to play to a trick holding a red or green card with a
 * king and a queen on it, and a card in hand they may play with their king and a queen (the most
 * options to lift). Every other choice is the first legal one, but any king-and-queen play.
 */
function lastToAnswer(config: RsConfig): Arrangement {
  for (let i = 0; i < 300; i++) {
    const seed = `fit-${i}`;
    const r = engine.setup(config, seed);
    if (!r.ok) throw new Error(r.error);
    let s = r.value;
    const moves: RsMove[] = [];
    for (let n = 0; n < 400 && engine.toMove(s) !== null; n++) {
      const seat = engine.toMove(s)!;
      const legal = engine.legalMoves(s);
      if (s.phase === 'trick' && seat === 0 && s.trick!.plays.length === s.seats.length - 1 && longKingAndQueen(s)) {
        const variants = (card: string) => legal.filter((m) => m.t === 'play' && m.card === card).length;
        const richest = Math.max(...legal.map((m) => (m.t === 'play' ? variants(m.card) : 0)));
        if (richest >= 4 && legal.some((m) => m.t === 'hermit') && legal.some((m) => m.t === 'exchange')) return { seed, moves };
        break;
      }
      const mine = s.std!.seats[seat]!.chars.map(characterOf);
      const own = (x: RsMove) =>
        (x.t === 'character' && WISH.includes(characterOf(x.card)) && !mine.includes(characterOf(x.card))) ||
        (x.t === 'bet' && x.cards.length === 0) ||
        (x.t === 'partner' && x.seat === 1) ||
        (x.t === 'play' && s.phase === 'trick');
      const m =
        (seat === 0 ? legal.find(own) : undefined) ??
        legal.find((x) => x.t === 'character' && !WISH.includes(characterOf(x.card))) ??
        legal.find((x) => x.t === 'play' && x.king && x.queen) ??
        legal[0]!;
      moves.push(m);
      const a = engine.apply(s, m);
      if (!a.ok) throw new Error(a.error);
      s = a.value;
    }
  }
  throw new Error('no seed found');
}

type Box = { top: number; bottom: number; left: number; right: number };

/** Boxes (CSS px) of the trick area, each played card with its name and tags, the hand and the Play button. */
const layout = (page: Page) =>
  page.evaluate(() => {
    const box = (el: Element | null | undefined): Box | null => {
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    };
    return {
      trick: box(document.querySelector('[data-testid="trick"]'))!,
      middle: box(document.querySelector('.rs-middle'))!,
      played: [...document.querySelectorAll('[data-testid="trick"] [data-played]')].map((card) => ({
        card: card.getAttribute('data-played'),
        box: box(card)!,
        who: box(card.querySelector('.rs-played-who')),
        win: box(card.querySelector('.rs-win-tag')),
        word: box(card.querySelector('.rs-name')),
        tags: box(card.querySelector('.rs-tags')),
      })),
      lines: [...document.querySelectorAll('[data-testid="trick"] .rs-spot-empty')].filter((e) => e.checkVisibility()).map((e) => box(e)!),
      hand: box(document.querySelector('[data-testid="hand"]'))!,
      play: box(document.querySelector('.rs-play-button')),
      screen: { width: innerWidth, height: innerHeight },
    };
  });

const inside = (inner: Box, outer: Box) =>
  inner.top >= outer.top - 0.5 && inner.bottom <= outer.bottom + 0.5 && inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5;
const apart = (a: Box, b: Box) => a.right <= b.left + 0.5 || b.right <= a.left + 0.5 || a.bottom <= b.top + 0.5 || b.bottom <= a.top + 0.5;

const CASES: [number, string, boolean][] = process.env.STOLIK_FIT_MORE
  ? [
      [4, 'ru-RU', false],
      [4, 'en-US', true],
      [5, 'en-US', false],
    ]
  : [
      [5, 'ru-RU', false],
      [5, 'ru-RU', true],
    ];

/** Parts of played cards or waiting lines outside the trick area, king/queen letters over a colour word, a line over a card. */
function misfits(l: Awaited<ReturnType<typeof layout>>): string[] {
  const out: string[] = [];
  for (const p of l.played) {
    for (const [name, part] of Object.entries({ card: p.box, who: p.who, win: p.win, word: p.word, tags: p.tags }))
      if (part && !inside(part, l.trick)) out.push(`${p.card} ${name} ${JSON.stringify(part)} outside the trick ${JSON.stringify(l.trick)}`);
    if (p.tags && !apart(p.tags, p.word!)) out.push(`${p.card}: letters ${JSON.stringify(p.tags)} over word ${JSON.stringify(p.word)}`);
    for (const line of l.lines) if (!apart(line, p.box)) out.push(`a waiting line ${JSON.stringify(line)} over ${p.card}`);
  }
  for (const line of l.lines) if (!inside(line, l.trick)) out.push(`a waiting line ${JSON.stringify(line)} outside the trick`);
  return out;
}

/**
 * The same check with the trick area held at its least height (what a still fuller screen would
 * leave it: the squads then scroll inside themselves); the area's own height restored after.
 */
async function squeezed(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    const trick = document.querySelector<HTMLElement>('[data-testid="trick"]')!;
    trick.style.flex = 'none';
    trick.style.height = '0';
  });
  const l = await layout(page);
  await page.evaluate(() => {
    const trick = document.querySelector<HTMLElement>('[data-testid="trick"]')!;
    trick.style.flex = '';
    trick.style.height = '';
  });
  return misfits(l).map((m) => `at ${l.trick.bottom - l.trick.top} px: ${m}`);
}

describe('the standard trick at 360 x 640 at its tightest', () => {
  for (const [players, locale, dark] of CASES)
    it(`${players} players, ${locale}, ${dark ? 'dark' : 'light'}: every played card whole, K+Д beside its colour word, hand and Play on screen`, async () => {
      const { context, page, errors } = await openPhone(f.browser, { locale, dark });
      const person = locale === 'ru-RU' ? 'Александра' : 'Alexandra';
      await arrangedStandardTable(page, f.server.url, [person], players - 1, lastToAnswer, [{ key: 'trickPauseMs', value: 3000 }]);
      await page.getByTestId('play-panel').waitFor();
      // Lift the card with the most options (king, queens): the tallest action line (a tap lifts: confirm is on).
      const cards = page.locator('[data-testid="play-panel"] button[data-card]:not([aria-disabled="true"])');
      const options: number[] = [];
      for (let i = 0; i < (await cards.count()); i++) {
        await cards.nth(i).click();
        options.push(await page.locator('[data-testid="play-options"] input').count());
      }
      const most = options.indexOf(Math.max(...options));
      if (most < options.length - 1) await cards.nth(most).click(); // the last one is lifted already
      await settled(page); // the cards' arrival
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/rs-fit-${players}p-${locale.slice(0, 2)}-${dark ? 'dark' : 'light'}.png` });
      const l = await layout(page);
      expect(l.played).toHaveLength(players - 1);
      expect(await page.getByTestId('abilities').count()).toBe(1);
      expect(inside(l.trick, l.middle)).toBe(true);
      expect(misfits(l)).toEqual([]);
      expect(await squeezed(page)).toEqual([]);
      expect(l.played.filter((p) => p.tags)).not.toHaveLength(0);
      expect(l.hand.bottom).toBeLessThanOrEqual(l.screen.height);
      expect(l.play!.bottom).toBeLessThanOrEqual(l.screen.height);
      expect(await auditScreen(page)).toEqual([]);
      // The person's card completes the trick: all of them lie whole while it is shown as taken.
      await page.getByTestId('play').click();
      await page.getByTestId('trick-moment').waitFor();
      await settled(page); // the card's arrival
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/rs-fit-${players}p-${locale.slice(0, 2)}-${dark ? 'dark' : 'light'}-taken.png` });
      const done = await layout(page);
      expect(done.played).toHaveLength(players);
      expect(misfits(done)).toEqual([]);
      expect(await squeezed(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }, 60_000);
});

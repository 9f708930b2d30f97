/**
 * Issue 23, the Royal Stake standard game across phones (the KINGs modes are played in
 * across-phones-five.e2e.ts): a host and two guests, each a browser context at 360 x 640, pair by
 * the text codes and play round 1 by taps (squad draft, the face-down bets, every trick). After
 * every move each guest is checked against the host's stored game replayed with the engine: what
 * the page was sent is exactly `view(state, its seat)`, holds no other seat's hand and, until the
 * last bet is laid, no other seat's bet (rulebook «Ставка»: the bets are laid face down together);
 * its screen shows no other seat's card and says of another's bet only that it is laid. Then the
 * across-phones screens no other test audits, each as its phone shows it and switched in place to
 * the other language and theme: the bare "Join a table", "Check connection" with its list, a
 * silent phone's away line on the host and on a guest, the guest whose seat went to a bot, and the
 * guest whose host is gone. No fixed sleeps; the table's pauses are off.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { engine } from '../../src/games/royal-stake/engine';
import { HIDDEN } from '../../src/games/royal-stake/engine/modes/standard/view';
import type { RsConfig, RsMove, RsState } from '../../src/games/royal-stake/engine/types';
import { cardsShown, freeze, pair, phoneAt, received, recordReceived, waitForSetting } from './across-phones-kit';
import { auditScreen } from './audit';
import { useAppFixture } from './fixture';
import { readSession, seatPeople } from './royal-stake-arrange';
import { decide, waitForDecision, type Seen } from './royal-stake-std-play';
import { shot } from './shots';

const f = useAppFixture();
const NAMES = ['Anya', 'Boris', 'Vera'];

/** Every position of the game the host stored, from the deal (index = revision). */
async function positions(host: Page, id: string): Promise<RsState[]> {
  const data = (await readSession(host, id)).data as { config: RsConfig; seed: string; moves: RsMove[] };
  const r = engine.setup(data.config, data.seed);
  if (!r.ok) throw new Error(r.error);
  const out = [r.value];
  for (const m of data.moves) {
    const a = engine.apply(out.at(-1)!, m);
    if (!a.ok) throw new Error(a.error);
    out.push(a.value);
  }
  return out;
}

/** The table's move counter on a page (-1 without a table). */
const movesShown = (p: Page) => p.evaluate(() => Number(document.querySelector('[data-testid="rs-table"]')?.getAttribute('data-moves') ?? -1));

/** The squad lines the page shows for `seat` (the phase's list, and the compact one on the table). */
const squadLines = (p: Page, seat: number) =>
  p.evaluate((i) => [...document.querySelectorAll(`[data-testid="std-squad-${i}"], [data-testid="table-squad-${i}"]`)].map((e) => e.textContent ?? ''), seat);

/** The page is taller than the screen: a card table (which fills the screen) pushed down by what sits above it. */
const pageTaller = (p: Page) => p.evaluate(() => document.documentElement.scrollHeight > innerHeight);

/** "face down" in either language: what another seat's line says only once every bet is laid. */
const FACE_DOWN = /face down|лицом вниз/;
const HAS_BET = /has bet|ставка сделана/;

/**
 * The screen audited (axe, 44 px targets, no sideways scroll) as the phone shows it, then switched
 * in place to the other language and theme (the app changes language live) and audited again,
 * then switched back. With STOLIK_SHOTS set, both are saved as PNGs.
 */
async function auditBoth(page: Page, label: string): Promise<void> {
  for (let pass = 0; pass < 2; pass++) {
    const { lang, dark } = await page.evaluate(() => ({ lang: document.documentElement.lang, dark: matchMedia('(prefers-color-scheme: dark)').matches }));
    const name = `${label}-${lang}-${dark ? 'dark' : 'light'}`;
    expect(await auditScreen(page), name).toEqual([]);
    await shot(page, name.replace(/[^a-z0-9-]+/gi, '-'), { fullPage: true });
    await switchLanguageAndTheme(page, lang === 'ru' ? 'en' : 'ru', !dark);
    if (pass === 1) return;
  }
}

async function switchLanguageAndTheme(page: Page, lang: string, dark: boolean): Promise<void> {
  await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
  await page.locator('.lang-switch').click();
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
}

describe('the standard game across phones', () => {
  it('a host and two guests pair by text codes and play round 1 of the standard game: no guest is sent or shows another seat’s hand, or its face-down bet before the last is laid; the across-phones screens pass the audit in both languages', async () => {
    const started = Date.now();
    // Anya hosts in English, light; Boris's phone is in Russian and dark; Vera's in English.
    // The guests ask for reduced motion (their animations are not what this checks; the host animates).
    const [h, b, v] = [
      await phoneAt(f.browser),
      await phoneAt(f.browser, { locale: 'ru-RU', dark: true, motion: false }),
      await phoneAt(f.browser, { motion: false }),
    ];
    for (const s of [b, v]) await s.context.addInitScript(recordReceived);
    const [host, boris, vera] = [h.page, b.page, v.page];
    const guests = [boris, vera];

    // The bare "Join a table", reached from Home as a person does, before any code.
    await boris.goto(f.server.url);
    await boris.locator('#app:not([inert])').waitFor();
    await boris.getByTestId('join-table').click();
    await boris.locator('#join-h').waitFor();
    await auditBoth(boris, 'join');

    await seatPeople(host, f.server.url, NAMES, 0);
    await host.getByTestId('choose-standard').check();
    // Stolik's own values: the printed ones are not entered on a fresh phone.
    await host.getByTestId('std-values-stolik').check();
    await host.getByTestId('host-table').click();
    await host.waitForURL(/#\/game\/royal-stake\/play\/[0-9a-f-]+$/);
    const id = host.url().match(/([0-9a-f-]+)$/)![1]!;
    await host.getByTestId('host-panel').waitFor();
    const pairing = [await pair(f.server.url, host, boris, 1, 'Boris', '[data-testid="rs-table"]')];
    pairing.push(await pair(f.server.url, host, vera, 2, 'Vera', '[data-testid="rs-table"]'));

    const seen: Seen = { summaries: [], rows: [], catchUp: 0 };
    const phones = [host, boris, vera];
    let hiddenBets = 0;
    let openBets = 0;
    for (;;) {
      const states = await positions(host, id);
      const state = states.at(-1)!;
      const rev = states.length - 1;
      // Every guest is at the host's revision: check what it was sent and what it shows.
      await expect.poll(async () => Math.min(...(await Promise.all(guests.map(movesShown)))), { timeout: 30_000, interval: 20 }).toBe(rev);
      const betting = state.std!.seats.some((s) => s.bets === null) && state.phase === 'bet';
      for (const [k, g] of guests.entries()) {
        const seat = k + 1;
        const who = `${NAMES[seat]}'s phone at move ${rev}`;
        const last = (await received(g, true)).views[0]!;
        expect(last.rev, who).toBe(rev);
        // Exactly its own seat's view: nothing more (engine view.ts hides the rest; peeking.test.ts).
        expect(last.view, `${who}: the view it was sent`).toEqual(JSON.parse(JSON.stringify(engine.view(state, seat))));
        const others = state.seats.flatMap((s, j) => (j === seat ? [] : [...s.hand, ...s.discarded]));
        const memory = JSON.stringify({ ...(last.view as object), rounds: null });
        expect(
          others.filter((c) => memory.includes(`"${c}"`)),
          `${who}: another seat's cards in memory`,
        ).toEqual([]);
        expect(await cardsShown(g, others), `${who}: another seat's cards on the screen`).toEqual([]);
        const sent = (last.view as { std: { seats: { bets: string[] | null }[] } }).std.seats;
        for (const [j, s] of state.std!.seats.entries()) {
          if (j === seat || s.bets === null) continue;
          const lines = await squadLines(g, j);
          if (betting) {
            // Laid, nothing more: not which card, not how many (issue 20).
            expect(sent[j]!.bets, `${who}: ${NAMES[j]}'s bet in memory`).toEqual([HIDDEN]);
            expect(lines.length, `${who}: ${NAMES[j]}'s squad line`).toBeGreaterThan(0);
            for (const line of lines) {
              expect(line, `${who}: ${NAMES[j]}'s squad line`).toMatch(HAS_BET);
              expect(line, `${who}: ${NAMES[j]}'s squad line`).not.toMatch(FACE_DOWN);
            }
            if (hiddenBets++ === 0) await shot(g, `guest-bets-${seat}`);
          } else if (s.bets.length > 0 && state.round === 1) {
            // Once all are laid, the face-up rest tells the bets: every phone names them.
            expect(sent[j]!.bets, `${who}: ${NAMES[j]}'s open bet`).toEqual(s.bets.slice().sort());
            if (lines.some((l) => FACE_DOWN.test(l))) openBets++;
          }
        }
      }
      if (state.round > 1 || engine.toMove(state) === null) break;
      // The seat to move plays on its own phone (Anya on the host), the simplest legal move.
      const mover = phones[engine.toMove(state)!]!;
      await waitForDecision(mover);
      await decide(mover, seen);
    }
    expect(hiddenBets, 'bets checked while hidden').toBeGreaterThanOrEqual(3);
    expect(openBets, 'bets seen turned up').toBeGreaterThan(0);
    // Everything each guest was ever sent, not only the last view: its own seat's view at that revision.
    const states = await positions(host, id);
    const moves = states.length - 1;
    for (const [k, g] of guests.entries()) {
      const all = await received(g);
      for (const m of all.views)
        expect(m.view, `${NAMES[k + 1]}: the view of revision ${m.rev}`).toEqual(JSON.parse(JSON.stringify(engine.view(states[m.rev]!, k + 1))));
      expect(all.types.welcome, `${NAMES[k + 1]}: welcomed`).toBeGreaterThan(0);
      for (const t of Object.keys(all.types)) expect(['welcome', 'view', 'seats', 'ping', 'ticket', 'refused', 'bye']).toContain(t);
    }
    const played = Date.now() - started;

    // Round 1's summary on a guest is a sheet over its table, as on the host (the table's own
    // styles come with the guest's board, not only with the host's table).
    await boris.getByTestId('round-summary').waitFor();
    expect(await boris.evaluate(() => getComputedStyle(document.querySelector('.play-sheet-back')!).position)).toBe('fixed');
    await shot(boris, 'guest-round-summary-ru-dark');
    // Round 1's summary closed on every phone: round 2's draft is on the table.
    for (const p of phones) if (await p.getByTestId('round-summary').count()) await decide(p, seen);

    // "Check connection" on the host, its list filled with each phone's round trip.
    await host.getByTestId('check-connection').click();
    for (const name of ['Boris', 'Vera'])
      await host
        .getByTestId('rtt')
        .getByText(new RegExp(`^${name}: answers in \\d+ ms`))
        .waitFor({ timeout: 15_000 });
    await auditBoth(host, 'check-connection');

    // Vera's phone goes silent (locked): the host and Boris say so, the host offers a bot.
    const thaw = await freeze(vera);
    const veraRow = host.getByTestId('host-seat-2');
    await veraRow.getByTestId('seat-status').filter({ hasText: 'Vera is not answering' }).waitFor({ timeout: 30_000 });
    await boris.getByTestId('away').filter({ hasText: 'Vera' }).waitFor({ timeout: 30_000 });
    // "Check connection" says the same of her as her seat's line, not "not connected".
    await host.getByTestId('rtt').getByText('Vera: not answering', { exact: true }).waitFor();
    await auditBoth(host, 'host-away');
    // The away line sits above Boris's board, which still ends at the screen's bottom: no page scroll.
    expect(await pageTaller(boris), "Boris's board under the away line").toBe(false);
    await auditBoth(boris, 'guest-away');
    // The host gives her seat to a bot; her phone wakes to "your seat went to a bot".
    await veraRow.getByTestId('to-bot').click();
    await veraRow.getByTestId('seat-status').filter({ hasText: 'A bot now plays for Vera' }).waitFor();
    await thaw();
    await vera.getByTestId('taken-over').waitFor({ timeout: 30_000 });
    // Her phone pings on and the host refuses it (no seat): she is still told why she left, and her
    // phone forgets the table (there is no seat to come back to after a reload).
    await expect.poll(async () => (await received(vera, true)).types.refused ?? 0, { timeout: 15_000, interval: 50 }).toBeGreaterThanOrEqual(2);
    await vera.getByTestId('taken-over').waitFor({ timeout: 1_000 });
    await waitForSetting(vera, 'tableGuest', (x) => !x);
    await auditBoth(vera, 'taken-over');

    // The host's phone is gone: Boris's says it cannot reach the host, and what to do.
    await h.context.close();
    await boris.getByTestId('host-lost').waitFor({ timeout: 30_000 });
    expect(await pageTaller(boris), "Boris's board under the host's silence").toBe(false);
    await auditBoth(boris, 'host-lost');

    for (const s of [b, v]) expect(s.errors).toEqual([]);
    console.log(
      `standard game across phones: pairing ${pairing.join(', ')} ms; round 1 (${moves} moves, ${hiddenBets} hidden-bet checks) in ${played} ms; the whole test ${Date.now() - started} ms`,
    );
    await Promise.all([b.context.close(), v.context.close()]);
  }, 420_000);
});

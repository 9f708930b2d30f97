/**
 * Issue 11 ("Tests and numbers"): repeated random-kill loops for Royal Stake, the round-by-round
 * score sheet and "I am King" against two bots. Each loop makes a random number of entries or
 * moves, SIGKILLs the browser at a random moment (before, during or after the last save), opens
 * it again on the same profile and checks that every confirmed entry or move is there, the last
 * unconfirmed one is all there or not at all, and nothing else in the record changed. The seed is
 * printed; KILL_SEED replays a run.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TYPICAL_SEATS, seatTypicalTable } from '../../scripts/royal-stake-round';
import { persistentProfile } from './browser';
import { setPauses } from './phone';
import { useAppFixture } from './fixture';
import { idOf, killMoment, killSeed, rng, savedAt, savedData, tapKillReopen } from './kill-loop-kit';
import { DECISION, decide, moveCount, startGame, waitForDecision } from './royal-stake-play';

const f = useAppFixture();
// Six kills a loop, as in kill-loop.e2e.ts: two racing the last tap, four after it (killMoment),
// each checking every confirmed entry and the last one all or nothing. Ten and eight relaunches
// checked the same things more often; the seed changes every run.
const SHEET_KILLS = 6;
const PLAY_KILLS = 6;

interface SheetData {
  players: { id: string }[];
  rounds: { players: Record<string, { tricks?: number }> }[];
}
/** The saved sheet with round 1's tricks set as `tricks` says (seat index -> count). */
function withTricks(base: SheetData, tricks: Map<number, number>): SheetData {
  const next = structuredClone(base);
  for (const [seat, n] of tricks) next.rounds[0]!.players[base.players[seat]!.id]!.tricks = n;
  return next;
}
const NAMES = TYPICAL_SEATS.map(([name]) => name);
/** The tricks field of seat `i` (Подсчёт очков: tricks are typed per player, in table order). */
const tricksField = (page: Page, i: number) => page.getByTestId(`tricks-${NAMES[i]}`).locator('input');

describe('random-kill loops, Royal Stake', () => {
  it(`score sheet: ${SHEET_KILLS} kills at random moments keep every confirmed count, change nothing else`, async () => {
    const rand = rng(killSeed + 2);
    console.log(`Royal Stake sheet kill loop seed ${killSeed + 2}`);
    const profile = await persistentProfile('stolik-kill-rs-sheet-');
    const started = Date.now();
    try {
      let { page } = await profile.open();
      await seatTypicalTable(page, f.server.url);
      await page.waitForURL(/#\/game\/royal-stake\/score\/[0-9a-f-]+$/);
      const url = page.url();
      const id = idOf(url);
      const base = (await savedData<SheetData>(page, id))!;
      const confirmed = new Map<number, number>();
      let landed = 0; // last counts saved before the kill
      let cut = 0; // last counts the kill cut off (all or nothing)
      for (let kill = 0; kill < SHEET_KILLS; kill++) {
        const entries = rand(4); // confirmed ones, then the one the kill races
        for (let j = 0; j < entries; j++) {
          const seat = rand(NAMES.length);
          const value = rand(6); // 0..5: five tricks at four players
          await tricksField(page, seat).fill(String(value));
          expect(await savedAt(page, id, ['rounds', 0, 'players', base.players[seat]!.id, 'tricks'], { is: value })).toBe(value);
          confirmed.set(seat, value);
        }
        const pending: [number, number] = [rand(NAMES.length), rand(6)];
        const last = page;
        page = await tapKillReopen(profile, url, () => tricksField(last, pending[0]).fill(String(pending[1])), killMoment(rand, kill));
        await tricksField(page, NAMES.length - 1).waitFor();
        const stored = await savedData<SheetData>(page, id);
        const [seat, value] = pending;
        const withPending = new Map(confirmed).set(seat, value);
        // The whole record is the confirmed one, or the confirmed one plus the last count: nothing else.
        const was = stored?.rounds[0]?.players[base.players[seat]!.id]?.tricks;
        const expected = was === value ? withTricks(base, withPending) : withTricks(base, confirmed);
        expect(stored, `kill ${kill}`).toEqual(expected);
        if (confirmed.get(seat) !== value && was === value) landed++;
        else if (confirmed.get(seat) !== value) cut++;
        if (was === value) confirmed.set(seat, value);
        for (let i = 0; i < NAMES.length; i++)
          expect(await tricksField(page, i).inputValue(), `kill ${kill}, ${NAMES[i]}`).toBe(String(confirmed.get(i) ?? ''));
      }
      console.log(`sheet: ${SHEET_KILLS} kills, last count saved ${landed}, cut off ${cut}, ${Date.now() - started} ms`);
    } finally {
      await profile.dispose();
    }
  }, 180_000); // six browser relaunches (ten took 87 s alone on a quiet 2-core machine)

  it(`"I am King" against two bots: ${PLAY_KILLS} kills at random moments keep every confirmed move`, async () => {
    const rand = rng(killSeed + 3);
    console.log(`Royal Stake play kill loop seed ${killSeed + 3}`);
    const profile = await persistentProfile('stolik-kill-rs-play-');
    const started = Date.now();
    type PlayData = { moves: unknown[] };
    try {
      let { page } = await profile.open();
      const url = await startGame(page, f.server.url, ['Anya'], 2);
      await setPauses(page, false); // many moves, no trick moment looked at (test/e2e/README.md)
      const id = idOf(url);
      let confirmed: unknown[] = [];
      let decisions = 0;
      for (let kill = 0; kill < PLAY_KILLS; kill++) {
        const taps = rand(3); // confirmed decisions, then the one the kill races
        for (let j = 0; j < taps && (await waitForDecision(page)); j++) {
          await decide(page, 2);
          decisions++;
          // Confirmed: what the table shows as made is on disk (bots may have added more since).
          const shown = await moveCount(page);
          expect(await savedAt(page, id, ['moves', 'length'], { atLeast: shown })).toBeGreaterThanOrEqual(shown);
          confirmed = (await savedData<PlayData>(page, id))!.moves;
        }
        const last = page;
        const open = await waitForDecision(last);
        if (open) decisions++;
        page = await tapKillReopen(profile, url, () => (open ? decide(last, 2) : Promise.resolve()), killMoment(rand, kill));
        await page.locator(DECISION).first().waitFor({ timeout: 30_000 });
        await setPauses(page, false); // a killed browser may not have written it to disk
        const stored = (await savedData<PlayData>(page, id))!.moves;
        // Confirmed moves are all there, in order; nothing changed them.
        expect(stored.slice(0, confirmed.length), `kill ${kill}`).toEqual(confirmed);
        expect(stored.length).toBeGreaterThanOrEqual(confirmed.length);
        confirmed = stored;
      }
      console.log(`play: ${PLAY_KILLS} kills over ${decisions} decisions, ${confirmed.length} moves kept, ${Date.now() - started} ms`);
    } finally {
      await profile.dispose();
    }
  }, 90_000);
});

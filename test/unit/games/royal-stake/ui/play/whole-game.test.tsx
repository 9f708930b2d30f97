// @vitest-environment happy-dom
/**
 * A whole game by taps only, one person against bots, in each mode (#mode-i-am-king,
 * #mode-team, #mode-emperor): whatever the phase, the table always offers the person a way on
 * (a bid, a set, a card, past a finished trick or a round summary), every round ends with its
 * summary, and the game reaches the result with the scorer's breakdown (by team where there are teams).
 */
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import type { RsConfig } from '../../../../../../src/games/royal-stake/engine/types';
import { PAUSES_KEY } from '../../../../../../src/play/pace';
import { byTestId, click } from './fixtures';
import { withTestRoot } from './root';
import { BOT, H, mountRs } from './table';

let root: HTMLElement;
withTestRoot((r) => (root = r), '<main><div id="r"></div></main>');

const KN = { front: { white: 3, red: 1, blue: 5, green: 2, black: 4 }, back: { white: 13, red: 11, blue: 15, green: 12, black: 14 } };
const enabled = (sel: string) => [...root.querySelectorAll<HTMLButtonElement>(sel)].filter((b) => !b.disabled && b.getAttribute('aria-disabled') !== 'true');

/**
 * One decision of the person: the first thing the screen lets them do (a finished trick and a
 * round summary are passed on too). Returns false when nothing was offered.
 */
async function decide(): Promise<boolean> {
  const curtain = byTestId(root, 'reveal');
  if (curtain && byTestId(root, 'curtain')) return click(curtain).then(() => true);
  if (byTestId(root, 'round-summary')) return click(byTestId(root, 'sheet-close')).then(() => true);
  const moment = byTestId(root, 'trick-moment');
  if (moment) {
    // A tap sends the finished trick's cards to its winner; they are gone a moment later. Their
    // 250 ms flight (jack-summary.test.tsx times it, on fake timers) is not what this test is
    // about: the app's pause switch (src/play/pace.ts, read when the tap starts the flight) is on
    // for the tap alone, so the game's tricks stop costing 250 ms each; every other pause (the
    // next queued trick's stay) is the product's, as before.
    localStorage.setItem(PAUSES_KEY, '0');
    await click(moment);
    localStorage.removeItem(PAUSES_KEY);
    await vi.waitFor(() => expect(byTestId(root, 'trick-moment')).toBeNull(), { interval: 5 });
    return true;
  }
  const phase = root.querySelector('[data-phase]');
  if (!phase) return false;
  const cards = enabled('[data-phase] [data-testid="hand"] button[data-card]');
  if (byTestId(root, 'play-panel') && cards.length > 0) {
    // The table: a tap lifts the card, "Play" (or a second tap) plays it.
    await click(cards[0]!);
    const play = byTestId(root, 'play') as HTMLButtonElement | null;
    if (play && !play.disabled) await click(play);
    await settle();
    return true;
  }
  const confirm = byTestId(root, 'discard') ?? byTestId(root, 'reveal-card');
  if (confirm && cards.length > 0) {
    const need = Number(byTestId(root, 'discard-count')?.textContent?.match(/\d+/)?.[0] ?? 1);
    const pressed = (b: Element) => b.getAttribute('aria-pressed') === 'true';
    const picked = cards.filter(pressed).length;
    for (const c of cards.filter((b) => !pressed(b)).slice(0, need - picked)) await click(c);
    await click(confirm);
    await settle();
    return true;
  }
  const choice = enabled('[data-phase] .rs-choices button, [data-phase] .actions button')[0];
  if (!choice) return false;
  await click(choice);
  await settle();
  return true;
}

/** Lets IndexedDB (macrotasks) finish the save a tap started. */
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));

describe.each([
  { config: { mode: 'i-am-king', players: 3 } as RsConfig, seats: [H, BOT, BOT] },
  { config: { mode: 'team', players: 4, kingNumbers: KN } as RsConfig, seats: [BOT, H, BOT, BOT] },
  { config: { mode: 'emperor', players: 5, kingNumbers: KN } as RsConfig, seats: [BOT, BOT, H, BOT, BOT] },
])('$config.mode', ({ config, seats }) => {
  it("a person plays to the end by taps; the result shows the scorer's breakdown", async () => {
    await mountRs(root, seats, { config, seed: `whole-${config.mode}` });
    let idle = 0;
    const summaries = new Set<string>();
    // Per round: the seats whose VP the summary explains with the scorer's rows (or "no VP").
    const explained = new Map<string, number>();
    for (let i = 0; i < 1500 && !byTestId(root, 'result'); i++) {
      const summary = byTestId(root, 'round-summary');
      if (summary) {
        const title = summary.querySelector('h2')!.textContent!;
        summaries.add(title);
        explained.set(title, [...summary.querySelectorAll('li[data-testid^="summary-"]')].filter((li) => li.querySelector('ul.rows, p.small')).length);
      }
      if (await decide()) idle = 0;
      else {
        // Bots are moving: let the table run.
        idle++;
        await settle();
        if (idle > 2000) throw new Error(`stuck at ${root.querySelector('[data-phase]')?.getAttribute('data-phase')}: ${byTestId(root, 'turn')?.textContent}`);
      }
    }
    await vi.waitFor(() => expect(byTestId(root, 'result')).not.toBeNull());
    // Every round ends with its summary, the last one too (before the result comes up).
    if (config.mode === 'team') expect(summaries.size).toBeGreaterThanOrEqual(2);
    else expect([...summaries]).toEqual(Array.from({ length: config.mode === 'i-am-king' ? 3 : 2 }, (_, i) => `Round ${i + 1} is over`));
    if (config.mode === 'i-am-king') expect(byTestId(root, 'winners')!.textContent).toMatch(/wins|share first place/);
    else {
      // Team whist and "Emperor": every round's summary explains every seat's VP, not only round 1's.
      expect([...explained.values()]).toEqual([...explained.keys()].map(() => seats.length));
      expect(byTestId(root, 'winners')!.textContent).toMatch(/^Team .+ wins with \d+!$|^The teams share first place!$/);
      expect(root.querySelectorAll('[data-testid^="team-total-"]')).toHaveLength(2);
    }
  }, 60_000);
});

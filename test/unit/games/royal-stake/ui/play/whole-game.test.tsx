// @vitest-environment happy-dom
/**
 * A whole game by taps only, one person against two bots, in each mode (#mode-i-am-king,
 * #mode-team, #mode-emperor): whatever the phase, the screen always offers the person a way on
 * (a bid, a set, a card), and the game reaches the result with the scorer's breakdown.
 */
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import type { RsConfig } from '../../../../../../src/games/royal-stake/engine/types';
import { byTestId, click } from './fixtures';
import { withTestRoot } from './root';
import { BOT, H, mountRs } from './table';

let root: HTMLElement;
withTestRoot((r) => (root = r), '<main><div id="r"></div></main>');

const KN = { front: { white: 3, red: 1, blue: 5, green: 2, black: 4 }, back: { white: 13, red: 11, blue: 15, green: 12, black: 14 } };
const enabled = (sel: string) => [...root.querySelectorAll<HTMLButtonElement>(sel)].filter((b) => !b.disabled && b.getAttribute('aria-disabled') !== 'true');

/** One decision of the person: the first thing the screen lets them do. Returns false when nothing was offered. */
async function decide(): Promise<boolean> {
  const curtain = byTestId(root, 'reveal');
  if (curtain && byTestId(root, 'curtain')) return click(curtain).then(() => true);
  const phase = root.querySelector('[data-phase]');
  if (!phase) return false;
  const cards = enabled('[data-phase] [data-testid="hand"] button[data-card]');
  const confirm = byTestId(root, 'play') ?? byTestId(root, 'discard') ?? byTestId(root, 'reveal-card');
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
  it('a person plays to the end by taps; the result shows the scorer\'s breakdown', async () => {
    await mountRs(root, seats, { config, seed: `whole-${config.mode}` });
    let idle = 0;
    for (let i = 0; i < 1500 && !byTestId(root, 'result'); i++) {
      if (await decide()) idle = 0;
      else {
        // Bots are moving: let the table run.
        idle++;
        await settle();
        if (idle > 2000) throw new Error(`stuck at ${root.querySelector('[data-phase]')?.getAttribute('data-phase')}: ${byTestId(root, 'turn')?.textContent}`);
      }
    }
    await vi.waitFor(() => expect(byTestId(root, 'result')).not.toBeNull());
    expect(byTestId(root, 'winners')!.textContent).toMatch(/wins|share first place/);
  }, 60_000);
});

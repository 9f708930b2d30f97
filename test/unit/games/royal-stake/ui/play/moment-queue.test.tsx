// @vitest-environment happy-dom
/**
 * A finished trick and a round's summary when the table draws several moves at once (a busy
 * phone, bots answering fast, renders batched): every finished trick is shown in turn and every
 * round ends with its summary (#mode-i-am-king: a round ends after its last trick and is scored),
 * none replaced by a later trick and none skipped because it was not the last move drawn.
 */
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { engine } from '../../../../../../src/games/royal-stake/engine';
import type { RsConfig, RsMove, RsState, RsView } from '../../../../../../src/games/royal-stake/engine/types';
import { PlayScreen } from '../../../../../../src/games/royal-stake/ui/play/PlayScreen';
import type { LogEntry } from '../../../../../../src/play/types';
import { byTestId, click, fakeTable, mount } from './fixtures';
import { withTestRoot } from './root';
import { movesUntil } from './table';

let root: HTMLElement;
withTestRoot((r) => (root = r));

const CONFIG: RsConfig = { mode: 'i-am-king', players: 3 };
const SEED = 'moment-queue';

/** The game on from `moves` (first legal move each) until `stop`, with every state and the log as the table keeps it. */
function game(moves: RsMove[], stop: (s: RsState, i: number) => boolean): { states: RsState[]; log: LogEntry[] } {
  const start = engine.setup(CONFIG, SEED);
  if (!start.ok) throw new Error(start.error);
  const log: LogEntry[] = [];
  const step = (s: RsState, m: RsMove): RsState => {
    log.push({ index: log.length, seat: engine.toMove(s)!, checkpoint: false, log: engine.describeMove(s, m) });
    const next = engine.apply(s, m);
    if (!next.ok) throw new Error(next.error);
    return next.value;
  };
  const states = [moves.reduce(step, start.value)];
  while (!stop(states[states.length - 1]!, states.length - 1)) states.push(step(states[states.length - 1]!, engine.legalMoves(states[states.length - 1]!)[0]!));
  return { states, log };
}

/** Round 1's last trick with its first card laid. */
const lastTrick = movesUntil(
  CONFIG,
  SEED,
  (s) => s.round === 1 && s.phase === 'trick' && s.seats.every((x) => x.hand.length <= 1) && s.trick!.plays.length === 1,
);

/** Draws the table as seat 0 sees it `at` moves past `lastTrick` (one render, however many moves that is). */
async function drawAt(g: ReturnType<typeof game>, at: number) {
  const view = engine.view(g.states[at]!, 0) as RsView;
  const { wrap } = fakeTable(view, [], { log: g.log.slice(0, lastTrick.length + at) });
  await mount(root, wrap(<PlayScreen sessionId="s" />));
}

/** The finished trick shown: its winner and cards. */
const shownTrick = () => {
  const moment = byTestId(root, 'trick-moment');
  const cards = [...root.querySelectorAll('[data-testid="trick"] [data-played]')].map((e) => e.getAttribute('data-played')).join(' ');
  return moment ? `trick won by ${moment.getAttribute('data-winner')}: ${cards}` : null;
};

/** What the person sees, tapping past each finished trick and round summary until none is left. */
async function tapThrough(): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < 20; i++) {
    const summary = byTestId(root, 'round-summary');
    const trick = shownTrick();
    if (summary) {
      seen.push(summary.querySelector('h2')!.textContent!);
      await click(byTestId(root, 'sheet-close'));
    } else if (trick) {
      seen.push(trick);
      await click(byTestId(root, 'trick-moment'));
      // The cards fly to the winner (250 ms); then the next finished trick (or nothing) is shown.
      await act(async () => void vi.advanceTimersByTime(300));
      expect(shownTrick()).not.toBe(trick);
    } else return seen;
  }
  throw new Error('the table never let go');
}

describe('moves drawn together', () => {
  // Only the table's own timers are faked, so no pause runs out while the test draws: nothing
  // leaves the table unless tapped.
  beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => void vi.useRealTimers());
  it("the round's last two cards and the next round's first moves in one render: the trick, then the round's summary", async () => {
    const g = game(lastTrick, (_, i) => i === 4);
    expect(g.states[2]!.round).toBe(2); // the second card after `lastTrick` closed round 1
    await drawAt(g, 0);
    expect(shownTrick()).toBeNull();
    await drawAt(g, 4);
    expect(await tapThrough()).toEqual([expect.stringMatching(/^trick won by [0-2]: \S+ \S+ \S+$/), 'Round 1 is over']);
  });
  it("a trick of the next round finished while the round's last trick is still shown: it waits its turn, and the summary still opens", async () => {
    // On past round 1's end to the first trick round 2 finishes.
    const g = game(lastTrick, (s) => s.round === 2 && s.phase === 'trick' && s.history.length === 1);
    await drawAt(g, 1);
    await drawAt(g, 2);
    const last = shownTrick(); // round 1's last trick, its summary not opened yet
    expect(last).toMatch(/^trick won by [0-2]: /);
    // Round 2 drawn move by move up to its first trick's last card, which then closes it.
    const end = g.states.length - 1;
    for (let at = 3; at <= end; at++) await drawAt(g, at);
    expect(g.states[end - 1]!.trick!.plays).toHaveLength(2);
    const seen = await tapThrough();
    expect(seen).toEqual([last, 'Round 1 is over', expect.stringMatching(/^trick won by [0-2]: /)]);
    expect(seen[2]).not.toBe(last);
  });
});

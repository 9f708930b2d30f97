// @vitest-environment happy-dom
/**
 * The game for two with the jack decision at scoring («Игра на двоих»: the jack «может» shift the
 * bet; #ruling-two-jack-shift): the round's last trick is shown once, when it ends; after the jack
 * decisions the table goes straight to the round's summary. It used to lay the last trick out a
 * second time before the summary (issue 20, noted at stop 26).
 */
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { engine } from '../../../../../../src/games/royal-stake/engine';
import type { RsState, RsView } from '../../../../../../src/games/royal-stake/engine/types';
import { PlayScreen } from '../../../../../../src/games/royal-stake/ui/play/PlayScreen';
import type { LogEntry } from '../../../../../../src/play/types';
import { randomRun, stdConfig, stdStarted } from '../../standard/helpers';
import { byTestId, click, fakeTable, mount } from './fixtures';
import { withTestRoot } from './root';

let root: HTMLElement;
withTestRoot((r) => (root = r));

const base = stdConfig(2, { jesterDeal: true });
const CONFIG = { ...base, options: { ...base.options, jackChoice: true } };

/** A game that reaches the jack decisions, with every state and the log the table keeps. */
function jackGame(): { states: RsState[]; log: LogEntry[]; jackAt: number } {
  for (let g = 0; g < 40; g++) {
    const { states, moves } = randomRun(stdStarted(CONFIG, `jack-summary-${g}`), `jack-summary-run-${g}`, (x) => x.round === 2 && x.phase !== 'jack');
    const jackAt = states.findIndex((s) => s.phase === 'jack');
    if (jackAt < 0 || states.at(-1)!.round !== 2) continue;
    const log = moves.map((m, i): LogEntry => ({ index: i, seat: engine.toMove(states[i]!)!, checkpoint: false, log: engine.describeMove(states[i]!, m) }));
    return { states, log, jackAt };
  }
  throw new Error('no game reached the jack decisions');
}

async function drawAt(g: ReturnType<typeof jackGame>, at: number) {
  const view = engine.view(g.states[at]!, 0) as RsView;
  const { wrap } = fakeTable(view, [], { log: g.log.slice(0, at) });
  await mount(root, wrap(<PlayScreen sessionId="s" />));
}

describe('after the jack decisions the round summary comes straight away', () => {
  beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => void vi.useRealTimers());

  it('the last trick is shown once, when it ends; the decisions bring the summary, not the trick again', async () => {
    const g = jackGame();
    await drawAt(g, g.jackAt - 1); // the last trick with its last card still to come
    await drawAt(g, g.jackAt); // the last card: the trick is shown, the jack decisions begin
    expect(byTestId(root, 'trick-moment')).not.toBeNull();
    await click(byTestId(root, 'trick-moment'));
    await act(async () => void vi.advanceTimersByTime(300));
    expect(byTestId(root, 'trick-moment')).toBeNull();
    expect(byTestId(root, 'round-summary')).toBeNull();
    // The decisions, one render each, up to the next round.
    const next = g.states.findIndex((s, i) => i > g.jackAt && s.phase !== 'jack');
    for (let at = g.jackAt + 1; at <= next; at++) await drawAt(g, at);
    expect(g.states[next]!.round).toBe(2);
    expect(byTestId(root, 'trick-moment')).toBeNull();
    expect(byTestId(root, 'round-summary')?.querySelector('h2')?.textContent).toBe('Round 1 is over');
  });

  it('decided while the last trick is still on the table: the summary opens once it has left, never a second trick', async () => {
    const g = jackGame();
    await drawAt(g, g.jackAt - 1);
    await drawAt(g, g.jackAt);
    const next = g.states.findIndex((s, i) => i > g.jackAt && s.phase !== 'jack');
    for (let at = g.jackAt + 1; at <= next; at++) await drawAt(g, at);
    expect(byTestId(root, 'trick-moment')).not.toBeNull();
    expect(byTestId(root, 'round-summary')).toBeNull();
    await click(byTestId(root, 'trick-moment'));
    await act(async () => void vi.advanceTimersByTime(300));
    expect(byTestId(root, 'trick-moment')).toBeNull();
    expect(byTestId(root, 'round-summary')?.querySelector('h2')?.textContent).toBe('Round 1 is over');
  });
});

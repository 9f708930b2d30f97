// The e2e's pause switch (src/play/pace.ts): with localStorage `stolik:pauses` = `0` a bot answers
// without its pace; without it the product keeps the pause. No clock is read: the pause here is an
// hour, so a move that lands at all has skipped it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlayController } from '../../../src/play/controller';
import { PAUSES_KEY, paced } from '../../../src/play/pace';
import { createPlaySession } from '../../../src/play/playSession';
import type { SeatSpec } from '../../../src/play/types';
import { hiddenNim, type NimMove, type NimState } from '../../fixtures/toy-games/hiddenNim';
import { directRunner } from '../../fixtures/toy-games/runner';

const HOUR = 3_600_000;
const store = new Map<string, string>();
const switchPauses = (off: boolean) => {
  vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null });
  if (off) store.set(PAUSES_KEY, '0');
  else store.delete(PAUSES_KEY);
};
afterEach(() => vi.unstubAllGlobals());

/** A table whose bot (seat 0) moves first, with an hour's pace. */
async function botFirst() {
  const seats: SeatSpec[] = [{ kind: 'bot', level: 'easy' }, { kind: 'human' }];
  const players = ['Anya', 'Boris'].map((name, i) => ({ id: `p${i}`, name, color: '#000000' }));
  const created = await createPlaySession({ game: 'toy', engine: hiddenNim as never, players, seats, config: { players: 2, pile: 12 }, seed: 'pace' });
  if (!created.ok) throw new Error(created.error);
  const runner = directRunner();
  const c = new PlayController<NimState, NimMove>({ game: 'toy', engine: hiddenNim as never, sessionId: created.value.id, runner, botPauseMs: HOUR });
  await c.load();
  return { c, runner };
}

describe('pause switch for the e2e', () => {
  it('paced() is the product pause unless the switch is on; storage refusing it keeps the pause', () => {
    switchPauses(false);
    expect(paced(350)).toBe(350);
    switchPauses(true);
    expect(paced(350)).toBe(0);
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
    });
    expect(paced(800)).toBe(800);
  });

  it('with the switch on, a bot with an hour-long pace moves at once', async () => {
    switchPauses(true);
    const { c } = await botFirst();
    await vi.waitFor(() => expect(c.snapshot.toMove).toBe(1));
    c.dispose();
  });

  it('without it, the bot has answered but its move waits for the pace', async () => {
    switchPauses(false);
    const { c, runner } = await botFirst();
    await vi.waitFor(() => expect(runner.calls).toBe(1));
    await new Promise((r) => setTimeout(r, 50)); // the answer is in; only the pace is left
    expect(c.snapshot.thinking).toBe(0);
    expect(c.snapshot.toMove).toBe(0);
    c.dispose();
  });
});

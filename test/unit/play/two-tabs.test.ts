// Issue 11 point 1: two tabs on one play session never fork the move list. A move saved against
// a stale revision is refused (ERR_STALE) and that tab reloads the newer position.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlayController } from '../../../src/play/controller';
import { createPlaySession } from '../../../src/play/playSession';
import type { SeatSpec } from '../../../src/play/types';
import { closeDb } from '../../../src/storage/db';
import { getSession } from '../../../src/storage/sessions';
import { openNim, type NimMove, type NimState } from '../../fixtures/toy-games/hiddenNim';
import { directRunner } from '../../fixtures/toy-games/runner';

afterEach(async () => {
  await closeDb();
  indexedDB.deleteDatabase('stolik');
});

const H: SeatSpec = { kind: 'human' };
type Ctl = PlayController<NimState, NimMove>;
const movesOf = (c: Ctl) => (c.snapshot.session!.data as { moves: NimMove[] }).moves;

describe('two tabs on one play session', () => {
  it('20 interleaved moves from each tab: every refused move is reloaded, none is lost or forked', async () => {
    const engine = openNim as never;
    const players = [0, 1].map((i) => ({ id: `p${i}`, name: `P${i}`, color: '#000000' }));
    const created = await createPlaySession({ game: 'toy-open', engine, players, seats: [H, H], config: { players: 2, pile: 50 }, seed: 'two-tabs' });
    if (!created.ok) throw new Error(created.error);
    const open = async () => {
      const c: Ctl = new PlayController({ game: 'toy-open', engine, sessionId: created.value.id, runner: directRunner() });
      await c.load();
      return c;
    };
    const tabs = [await open(), await open()];
    const accepted: number[] = [0, 0];
    let refused = 0;
    const seen: NimMove[][] = [];
    for (let round = 0; accepted[0]! < 20 || accepted[1]! < 20; round++) {
      const who = round % 2 === 0 ? 0 : 1;
      if (accepted[who]! >= 20) continue;
      const tab = tabs[who]!;
      const done = await tab.play({ t: 'take', n: 1 }, tab.snapshot.toMove);
      if (done.ok) accepted[who]!++;
      else {
        expect(done).toMatchObject({ error: 'ERR_STALE' });
        refused++;
        // The stale tab shows the newer position on its own (no reload by the person).
        const stored = (await getSession(created.value.id))!;
        await vi.waitFor(() => expect(tab.snapshot.session!.rev).toBe(stored.rev));
        expect(tab.snapshot.error).toMatchObject({ error: 'ERR_STALE' });
      }
      seen.push(movesOf(tab));
    }
    const final = ((await getSession(created.value.id))!.data as { moves: NimMove[] }).moves;
    expect(final).toHaveLength(40);
    expect(refused).toBeGreaterThan(0);
    // Never a fork: every list a tab ever showed is a prefix of the final one.
    for (const list of seen) expect(final.slice(0, list.length)).toEqual(list);
    for (const c of tabs) c.dispose();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { PlayController, type TableSnapshot } from '../../../src/play/controller';
import { createPlaySession } from '../../../src/play/playSession';
import type { BotAnswer, BotRequest, BotRunner, SeatSpec } from '../../../src/play/types';
import { getSession, saveSession } from '../../../src/storage/sessions';
import type { SessionRecord } from '../../../src/storage/types';
import { hiddenNim, openNim, type NimMove, type NimState } from '../../fixtures/toy-games/hiddenNim';
import { directRunner } from '../../fixtures/toy-games/runner';

const H: SeatSpec = { kind: 'human' };
const B: SeatSpec = { kind: 'bot', level: 'easy' };
const names = ['Anya', 'Boris', 'Vera'];

async function table(seats: SeatSpec[], opts: { pile?: number; open?: boolean; runner?: BotRunner; save?: (s: SessionRecord) => Promise<SessionRecord> } = {}) {
  const engine = (opts.open ? openNim : hiddenNim) as never;
  const players = seats.map((_, i) => ({ id: `p${i}`, name: names[i]!, color: '#000000' }));
  const created = await createPlaySession({
    game: opts.open ? 'toy-open' : 'toy',
    engine,
    players,
    seats,
    config: { players: seats.length, pile: opts.pile ?? 12 },
    seed: 'ctl',
  });
  if (!created.ok) throw new Error(created.error);
  const c = new PlayController<NimState, NimMove>({
    game: opts.open ? 'toy-open' : 'toy',
    engine,
    sessionId: created.value.id,
    runner: opts.runner ?? directRunner(),
    save: opts.save,
  });
  await c.load();
  return c;
}
/** Waits until the table settles (no bot thinking, nothing saving). */
const settled = (c: PlayController<NimState, NimMove>) => vi.waitFor(() => expect(c.snapshot.thinking === null && !c.snapshot.busy).toBe(true));
const moves = (s: TableSnapshot<NimState>) => (s.session!.data as { moves: NimMove[] }).moves;

describe('table controller: bots, commits, undo', () => {
  it('after a human move the bot answers on its own, and both moves are saved', async () => {
    const c = await table([H, B]);
    expect(await c.play({ t: 'take', n: 2 }, 0)).toEqual({ ok: true, value: true });
    await vi.waitFor(() => expect(c.snapshot.toMove).toBe(0));
    await settled(c);
    expect(moves(c.snapshot)).toEqual([
      { t: 'take', n: 2 },
      { t: 'take', n: 1 },
    ]);
    expect((await getSession(c.snapshot.session!.id))!.data).toMatchObject({ moves: moves(c.snapshot) });
  });

  it('a bot seated first moves as soon as the table opens', async () => {
    const c = await table([B, H]);
    await vi.waitFor(() => expect(c.snapshot.toMove).toBe(1));
    expect(moves(c.snapshot)).toHaveLength(1);
  });

  it('refuses a move from a seat that is not to move, and a second tap while saving', async () => {
    let release: () => void = () => undefined;
    const save = (s: SessionRecord) => new Promise<SessionRecord>((r) => (release = () => r(saveSession(s))));
    const c = await table([H, H], { save });
    expect(await c.play({ t: 'take', n: 1 }, 1)).toMatchObject({ error: 'ERR_NOT_YOUR_TURN' });
    const first = c.play({ t: 'take', n: 1 }, 0);
    expect(c.snapshot.busy).toBe(true);
    expect(await c.play({ t: 'take', n: 1 }, 0)).toMatchObject({ error: 'ERR_BUSY' });
    release();
    await first;
    expect(moves(c.snapshot)).toHaveLength(1);
    expect(c.snapshot.busy).toBe(false);
  });

  it('when the bot fails or times out, the first legal move is played instead', async () => {
    const failing: BotRunner = { choose: async (r) => ({ id: r.id, ok: false, error: 'ERR_BOT_TIMEOUT' }) };
    const c = await table([H, { kind: 'bot', level: 'hard' }], { runner: failing });
    await c.play({ t: 'take', n: 3 }, 0);
    await vi.waitFor(() => expect(moves(c.snapshot)).toHaveLength(2));
    expect(moves(c.snapshot)[1]).toEqual({ t: 'take', n: 1 }); // the first legal move with 9 pebbles left
  });

  it('undo takes back the human move and the bot move after it', async () => {
    const c = await table([H, B]);
    await c.play({ t: 'take', n: 2 }, 0);
    await vi.waitFor(() => expect(moves(c.snapshot)).toHaveLength(2));
    await settled(c);
    expect(c.snapshot.undo).toEqual({ count: 2, seat: 0 });
    expect(await c.undo()).toEqual({ ok: true, value: true });
    expect(moves(c.snapshot)).toEqual([]);
    expect((await getSession(c.snapshot.session!.id))!.data).toMatchObject({ moves: [] });
  });

  it('a bot answer that arrives after an undo is thrown away', async () => {
    const pending: Array<(a: BotAnswer) => void> = [];
    const manual: BotRunner = { choose: (r: BotRequest) => new Promise((res) => pending.push(() => res({ id: r.id, ok: true, move: { t: 'take', n: 3 } }))) };
    const c = await table([H, B], { runner: manual });
    await c.play({ t: 'take', n: 1 }, 0);
    await vi.waitFor(() => expect(c.snapshot.thinking).toBe(1));
    expect((await c.undo()).ok).toBe(true);
    pending[0]!({} as BotAnswer);
    await settled(c);
    expect(moves(c.snapshot)).toEqual([]);
    expect(c.snapshot.toMove).toBe(0);
  });

  it('a bot making the last move finishes the game: outcome shown, result in history', async () => {
    const c = await table([H, B], { pile: 2 });
    await c.play({ t: 'take', n: 1 }, 0);
    await vi.waitFor(() => expect(c.snapshot.outcome).not.toBeNull());
    const stored = (await getSession(c.snapshot.session!.id))!;
    expect(stored.finished).toBe(true);
    expect(stored.result).toEqual({ totals: { p0: 1, p1: 1 }, ranking: [['p0', 'p1']] });
    expect(c.snapshot.undo).toBeNull();
  });

  it('a bot move that cannot be saved stalls the bots until "try again"', async () => {
    let failing = true;
    const save = (s: SessionRecord) => (failing && (s.data as { moves: unknown[] }).moves.length === 2 ? Promise.reject(new Error('full')) : saveSession(s));
    const c = await table([H, B], { save });
    await c.play({ t: 'take', n: 1 }, 0);
    await vi.waitFor(() => expect(c.snapshot.stalled).toBe(true));
    expect(c.snapshot.error).toMatchObject({ error: 'ERR_SAVE_FAILED' });
    expect(moves(c.snapshot)).toHaveLength(1);
    failing = false;
    c.retry();
    await vi.waitFor(() => expect(moves(c.snapshot)).toHaveLength(2));
    expect(c.snapshot.stalled).toBe(false);
  });
});

describe('table controller: whose eyes, and the curtain', () => {
  it('two people, hidden hands: the curtain names who takes the phone; the view changes only on their tap', async () => {
    const c = await table([H, H]);
    expect(c.snapshot).toMatchObject({ curtain: 0, viewer: null });
    c.reveal(1); // not the named person: ignored
    expect(c.snapshot.viewer).toBeNull();
    c.reveal(0);
    expect(c.snapshot).toMatchObject({ curtain: null, viewer: 0 });
    await c.play({ t: 'take', n: 1 }, 0);
    expect(c.snapshot).toMatchObject({ curtain: 1, viewer: 0 });
    // Before handing over, Anya may still take her move back from the curtain.
    expect(c.snapshot.undo).toEqual({ count: 1, seat: 0 });
    c.reveal(1);
    expect(c.snapshot).toMatchObject({ curtain: null, viewer: 1 });
    // Boris holds the phone now: Anya's move is not his to take back.
    expect(c.snapshot.undo).toBeNull();
  });

  it('one person against bots: never a curtain', async () => {
    const c = await table([B, H, B]);
    expect(c.snapshot.curtain).toBeNull();
    expect(c.snapshot.viewer).toBe(1);
  });

  it('open hands: no curtain, the screen follows whoever moves, undo offered to the table', async () => {
    const c = await table([H, H], { open: true });
    expect(c.snapshot).toMatchObject({ curtain: null, viewer: 0 });
    await c.play({ t: 'take', n: 1 }, 0);
    expect(c.snapshot).toMatchObject({ curtain: null, viewer: 1, undo: { count: 1, seat: 0 } });
  });
});

// The engine guard fails closed (src/games/README.md, "Engines"): a throwing isCheckpoint stops
// undo, a throwing toMove becomes ERR_BAD_STATE on the table instead of a silent stall, and a
// commit applies the move once (isCheckpoint gets the state after it).
import { describe, expect, it, vi } from 'vitest';
import { guardEngine } from '../../../src/games/guard';
import type { Engine } from '../../../src/games/types';
import { PlayController } from '../../../src/play/controller';
import { createPlaySession } from '../../../src/play/playSession';
import type { SeatSpec } from '../../../src/play/types';
import { planUndo } from '../../../src/play/undo';
import { hiddenNim, type NimConfig, type NimMove, type NimState } from '../../fixtures/toy-games/hiddenNim';
import { directRunner } from '../../fixtures/toy-games/runner';

const H: SeatSpec = { kind: 'human' };
const players = [
  { id: 'a', name: 'Anya', color: '#000000' },
  { id: 'b', name: 'Boris', color: '#000000' },
];
const boom = () => {
  throw new Error('engine bug');
};

/** A controller over `engine` with two people and a fresh session. */
async function table(engine: Engine<NimConfig, NimState, NimMove>) {
  const created = await createPlaySession({ game: 'toy', engine: engine as never, players, seats: [H, H], config: { players: 2, pile: 12 }, seed: 'guard' });
  if (!created.ok) throw new Error(created.error);
  const c = new PlayController<NimState, NimMove>({ game: 'toy', engine, sessionId: created.value.id, runner: directRunner() });
  await c.load();
  return c;
}

describe('guardEngine fails closed', () => {
  it('a throwing isCheckpoint answers true, so undo stops there', () => {
    const g = guardEngine({ ...hiddenNim, isCheckpoint: boom });
    const s = g.setup({ players: 2, pile: 12 }, 'x');
    if (!s.ok) throw new Error(s.error);
    expect(g.isCheckpoint(s.value, { t: 'take', n: 1 }, s.value)).toBe(true);
    expect(planUndo([{ seat: 0, checkpoint: true }], [H, H])).toMatchObject({ ok: false, error: 'ERR_UNDO_CHECKPOINT' });
  });

  it('the other methods give their neutral answers', () => {
    const g = guardEngine({ ...hiddenNim, setup: boom, toMove: boom, legalMoves: boom, apply: boom, outcome: boom, describeMove: boom });
    expect(g.setup({ players: 2, pile: 3 }, 'x')).toMatchObject({ ok: false, error: 'ERR_BAD_CONFIG' });
    const s = {} as NimState;
    expect(g.toMove(s)).toBeNull();
    expect(g.legalMoves(s)).toEqual([]);
    expect(g.apply(s, { t: 'take', n: 1 })).toMatchObject({ ok: false, error: 'ERR_BAD_STATE' });
    expect(g.outcome(s)).toBeNull();
    expect(g.describeMove(s, { t: 'take', n: 1 })).toEqual({ key: 'unknown' });
  });

  it('a throwing toMove shows ERR_BAD_STATE on the table, not a silent stall', async () => {
    let broken = false;
    const engine = guardEngine<NimConfig, NimState, NimMove>({ ...hiddenNim, toMove: (s) => (broken ? boom() : hiddenNim.toMove(s)) });
    const c = await table(engine);
    expect(c.snapshot.error).toBeNull();
    broken = true;
    c.reveal(0); // any change republishes the table
    expect(await c.play({ t: 'take', n: 1 }, 0)).toMatchObject({ ok: false });
    await vi.waitFor(() => expect(c.snapshot.error).toMatchObject({ error: 'ERR_BAD_STATE' }));
    expect(c.snapshot.outcome).toBeNull();
  });

  it('a throwing legalMoves shows ERR_BAD_STATE on the table, not a seat with no choices and no word', async () => {
    let broken = false;
    const engine = guardEngine<NimConfig, NimState, NimMove>({ ...hiddenNim, legalMoves: (s) => (broken ? boom() : hiddenNim.legalMoves(s)) });
    const c = await table(engine);
    expect(await c.play({ t: 'take', n: 1 }, 0)).toEqual({ ok: true, value: true });
    expect(c.snapshot.error).toBeNull();
    broken = true;
    c.reveal(1); // any change republishes the table
    await vi.waitFor(() => expect(c.snapshot.error).toMatchObject({ error: 'ERR_BAD_STATE' }));
    expect(c.snapshot.toMove).toBe(1);
    expect(c.snapshot.steps).toHaveLength(1); // the move log stays (undo: table-broken-view.test.tsx)
  });

  it('a throwing view answers null, which the table shows as ERR_BAD_STATE (table-broken-view.test.tsx)', () => {
    const g = guardEngine({ ...hiddenNim, view: boom });
    const s = g.setup({ players: 2, pile: 12 }, 'x');
    if (!s.ok) throw new Error(s.error);
    expect(g.view(s.value, 0)).toBeNull();
  });

  it('a commit applies the move once, and isCheckpoint sees the state after it', async () => {
    let applied = 0;
    const seen: unknown[] = [];
    const engine: Engine<NimConfig, NimState, NimMove> = {
      ...hiddenNim,
      apply: (s, m) => (applied++, hiddenNim.apply(s, m)),
      isCheckpoint: (before, m, after) => (seen.push(after), hiddenNim.isCheckpoint(before, m, after)),
    };
    const c = await table(engine);
    applied = 0;
    expect(await c.play({ t: 'take', n: 2 }, 0)).toEqual({ ok: true, value: true });
    expect(applied).toBe(1);
    expect(seen.at(-1)).toBe(c.snapshot.state);
  });
});

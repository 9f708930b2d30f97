// Issue 13 "Hint" through the bot worker protocol and the table: a request with `hint: true`
// answers the hard bot's move with its reason (older requests get the plain answer), and the
// table counts each hint per seat in the saved game (`data.hints`) without playing anything.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { sameMove } from '../../../../../src/games/royal-stake/bots';
import { engine } from '../../../../../src/games/royal-stake/engine';
import type { RsMove, RsState } from '../../../../../src/games/royal-stake/engine/types';
import { createBotHandler } from '../../../../../src/play/botHandler';
import { loadBotGameFromRegistry } from '../../../../../src/play/botRegistry';
import { PlayController } from '../../../../../src/play/controller';
import { createPlaySession } from '../../../../../src/play/playSession';
import type { BotRequest, SeatSpec } from '../../../../../src/play/types';
import { getSession } from '../../../../../src/storage/sessions';

const config = { mode: 'i-am-king' as const, players: 3 };
/** A clock that moves 1 ms per reading, so the hard search stops after a few hundred playouts. */
const ticking = () => {
  let t = 0;
  return () => t++;
};

describe('bot worker protocol: hint', () => {
  const request = (patch: Partial<BotRequest>): BotRequest => ({
    id: 3,
    game: 'royal-stake',
    config,
    seed: 'hint-proto',
    moves: [],
    seat: 0,
    level: 'hard',
    botSeed: 'b',
    ...patch,
  });
  const start = engine.setup(config, 'hint-proto');
  if (!start.ok) throw new Error(start.error);
  const seat = engine.toMove(start.value)!;

  it('with hint: true the answer carries the reason; without it, the answer is as before', async () => {
    const handle = createBotHandler(loadBotGameFromRegistry, ticking());
    const hinted = await handle(request({ seat, hint: true }));
    expect(hinted).toMatchObject({ id: 3, ok: true, reason: { key: expect.any(String) } });
    const plain = await handle(request({ seat }));
    expect(plain.ok && 'reason' in plain).toBe(false);
    if (hinted.ok) expect(engine.legalMoves(start.value).some((m) => sameMove(m, hinted.move as RsMove))).toBe(true);
  });
});

describe('table: hint', () => {
  it('answers a legal move for the person to move, plays nothing and counts the hint for that seat', async () => {
    const handle = createBotHandler(loadBotGameFromRegistry, ticking());
    const players = ['Anya', 'Boris', 'Vera'].map((name, i) => ({ id: `p${i}`, name, color: '#000000' }));
    const seats: SeatSpec[] = [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }];
    const created = await createPlaySession({ game: 'royal-stake', engine: engine as never, players, seats, config, seed: 'hint-table' });
    if (!created.ok) throw new Error(created.error);
    const c = new PlayController<RsState, RsMove>({ game: 'royal-stake', engine: engine as never, sessionId: created.value.id, runner: { choose: handle } });
    await c.load();
    const toMove = c.snapshot.toMove!;
    expect(await c.hint((toMove + 1) % 3)).toMatchObject({ ok: false, error: 'ERR_NOT_YOUR_TURN' });
    const got = await c.hint(toMove);
    expect(got.ok).toBe(true);
    if (!got.ok) return;
    expect(engine.legalMoves(c.snapshot.state!).some((m) => sameMove(m, got.value.move))).toBe(true);
    expect(got.value.reason?.key).toEqual(expect.any(String));
    await c.hint(toMove);
    const saved = (await getSession(created.value.id))!.data as { moves: unknown[]; hints: number[] };
    expect(saved.moves).toEqual([]);
    expect(saved.hints).toEqual([0, 1, 2].map((i) => (i === toMove ? 2 : 0)));
    // A later move keeps the count (the commit writes the whole data back).
    expect((await c.play(got.value.move, toMove)).ok).toBe(true);
    const after = (await getSession(created.value.id))!.data as { moves: unknown[]; hints: number[] };
    expect([after.moves.length, after.hints[toMove]]).toEqual([1, 2]);
  });
});

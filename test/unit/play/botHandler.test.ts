import { existsSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { games } from '../../../src/games/registry';
import type { BotLevel, GameBots } from '../../../src/games/types';
import { ok } from '../../../src/lib/result';
import { BOT_BUDGET_MS, createBotHandler, type BotGame } from '../../../src/play/botHandler';
import { loadBotGameFromRegistry } from '../../../src/play/botRegistry';
import type { BotRequest } from '../../../src/play/types';
import { hiddenNim, type NimMove, type NimState } from '../../fixtures/toy-games/hiddenNim';
import { loadToyGame } from '../../fixtures/toy-games/runner';
import { countingNim, legalGame } from './helpers';

const config = { players: 3, pile: 20 };
const request = (patch: Partial<BotRequest> = {}): BotRequest => ({
  id: 7,
  game: 'toy',
  config,
  seed: 's1',
  moves: [],
  seat: 0,
  level: 'easy',
  botSeed: 's1/bot/0',
  ...patch,
});
const withBots =
  (bots: GameBots<NimState, NimMove>, engine = hiddenNim) =>
  async () =>
    ok({ engine, bots } as unknown as BotGame);

describe('bot worker handler (called directly: Node has no Worker)', () => {
  it('rebuilds the position and answers a legal move for the seat to move', async () => {
    const handle = createBotHandler(loadToyGame, () => 0);
    const moves = legalGame([1, 2, 3, 4]);
    const answer = await handle(request({ moves, seat: moves.length % 3 }));
    expect(answer).toEqual({ id: 7, ok: true, move: { t: 'take', n: 1 } });
  });

  it.each(['easy', 'normal', 'hard'] as BotLevel[])('%s gets its time budget as the deadline', async (level) => {
    const clock = 1000;
    const seen: number[] = [];
    const bots: GameBots<NimState, NimMove> = {
      chooseMove(state, _seat, _level, seed, c) {
        seen.push(c.deadline - c.now());
        expect(seed).toBe('s1/bot/0');
        return hiddenNim.legalMoves(state)[0]!;
      },
    };
    const handle = createBotHandler(withBots(bots), () => clock);
    await handle(request({ level }));
    expect(seen).toEqual([BOT_BUDGET_MS[level]]);
    expect(BOT_BUDGET_MS).toEqual({ easy: 100, normal: 250, hard: 400 });
  });

  it('the hard toy bot really stops at its deadline', async () => {
    let t = 0;
    const handle = createBotHandler(loadToyGame, () => (t += 10));
    const answer = await handle(request({ level: 'hard' }));
    expect(answer.ok).toBe(true);
    expect(t).toBeGreaterThanOrEqual(400);
    expect(t).toBeLessThan(460);
  });

  it('keeps a replayer per game: one more move replays one move', async () => {
    const engine = countingNim();
    const handle = createBotHandler(withBots({ chooseMove: (s) => hiddenNim.legalMoves(s)[0]! }, engine), () => 0);
    const moves = legalGame(
      Array.from({ length: 12 }, (_, i) => i),
      config,
    );
    await handle(request({ moves: moves.slice(0, 11), seat: 11 % 3 }));
    engine.applied = 0;
    await handle(request({ moves, seat: 12 % 3 }));
    expect(engine.applied).toBe(2); // the new move, then the legality check of the answer
  });

  it.each([
    ['a request for the wrong seat', loadToyGame, request({ seat: 1 }), 'ERR_BOT_NOT_TURN'],
    ['an unknown game', loadToyGame, request({ game: 'nope' }), 'ERR_UNKNOWN_GAME'],
    ['a stored move the engine rejects', loadToyGame, request({ moves: [{ t: 'take', n: 9 }] }), 'ERR_REPLAY_MOVE'],
    ['a bot answering an illegal move', withBots({ chooseMove: () => ({ t: 'take', n: 99 }) }), request(), 'ERR_BOT_ILLEGAL_MOVE'],
    [
      'a bot that throws',
      withBots({
        chooseMove: () => {
          throw new Error('bug');
        },
      }),
      request(),
      'ERR_BOT_CRASHED',
    ],
    ['a malformed request', loadToyGame, { ...request(), level: 'godlike' } as unknown as BotRequest, 'ERR_BOT_REQUEST'],
  ] as const)('answers an error code for %s', async (_, load, req, code) => {
    const handle = createBotHandler(load, () => 0);
    expect(await handle(req)).toEqual({ id: 7, ok: false, error: code });
  });

  it('a game that failed to load is tried again on the next request', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk')).mockImplementation(loadToyGame);
    const handle = createBotHandler(load, () => 0);
    expect(await handle(request())).toMatchObject({ ok: false, error: 'ERR_BOT_LOAD' });
    expect(await handle(request())).toMatchObject({ ok: true });
  });
});

describe('loading bots through the registry', () => {
  it('refuses an unknown game', async () => {
    expect(await loadBotGameFromRegistry('no-such-game')).toEqual({ ok: false, error: 'ERR_UNKNOWN_GAME', params: { game: 'no-such-game' } });
  });
  it.each(games.map((g) => [g.id, g] as const))(
    '%s: the worker finds engine and bots exactly when the folders exist, and always for a game with play',
    async (id, g) => {
      const r = await loadBotGameFromRegistry(id);
      const folders = existsSync(`src/games/${id}/engine/index.ts`) && existsSync(`src/games/${id}/bots/index.ts`);
      expect(r.ok).toBe(folders);
      if (g.parts.includes('play')) {
        expect(r.ok).toBe(true);
        // The worker plays the very engine the page replays (README: "Bots").
        if (r.ok) expect(r.value.engine).toBe(await g.loadEngine!());
      }
    },
  );
});

describe('bot.worker.ts wiring', () => {
  it('answers each message by posting the handler result', async () => {
    const posted: unknown[] = [];
    const g = globalThis as unknown as Record<string, unknown>;
    g.self = globalThis;
    g.postMessage = (m: unknown) => posted.push(m);
    try {
      await import('../../../src/play/bot.worker');
      (g.onmessage as (e: { data: unknown }) => void)({ data: request({ game: 'not-registered' }) });
      await vi.waitFor(() => expect(posted).toEqual([{ id: 7, ok: false, error: 'ERR_UNKNOWN_GAME' }]));
    } finally {
      delete g.self;
      delete g.postMessage;
      delete g.onmessage;
    }
  });
});

/**
 * The bot worker's logic, free of DOM and Worker APIs so tests call it directly: rebuild the
 * position by replay, ask the game's bots for a move within the level's time budget, and check
 * the move is legal before answering.
 */
import type { BotLevel, Engine, GameBots } from '../games/types';
import { fail, ok, type Result } from '../lib/result';
import { Replayer } from './replay';
import type { BotAnswer, BotRequest } from './types';

/** Thinking time per level, in milliseconds (the search stops at the deadline). */
export const BOT_BUDGET_MS: Readonly<Record<BotLevel, number>> = { easy: 100, normal: 250, hard: 400 };

/** A game's engine and bots, as the worker loads them. */
export interface BotGame {
  engine: Engine<unknown, unknown, unknown>;
  bots: GameBots<unknown, unknown>;
}

/** Loads a game by id (the registry in the worker, a fixture in tests). */
export type LoadBotGame = (game: string) => Promise<Result<BotGame>>;

const LEVELS: readonly string[] = ['easy', 'normal', 'hard'];

/** Checks a message is a well-formed request (it crosses a thread boundary). */
function parseRequest(raw: unknown): Result<BotRequest> {
  const r = raw as Partial<BotRequest> | null;
  if (typeof r !== 'object' || r === null || typeof r.id !== 'number') return fail('ERR_BOT_REQUEST');
  const good =
    typeof r.game === 'string' &&
    typeof r.seed === 'string' &&
    typeof r.botSeed === 'string' &&
    Array.isArray(r.moves) &&
    Number.isInteger(r.seat) &&
    LEVELS.includes(r.level as string);
  return good ? ok(r as BotRequest) : fail('ERR_BOT_REQUEST');
}

/**
 * Makes the message handler. It keeps each game loaded and one replayer per game in progress,
 * so a request after one more move replays one move, not the whole game.
 */
export function createBotHandler(load: LoadBotGame, now: () => number): (raw: unknown) => Promise<BotAnswer> {
  const games = new Map<string, Promise<Result<BotGame>>>();
  const replayers = new Map<string, Replayer<unknown, unknown, unknown>>();

  const replayerFor = (req: BotRequest, engine: BotGame['engine']) => {
    const key = JSON.stringify([req.game, req.seed, req.config]);
    let r = replayers.get(key);
    if (!r) {
      if (replayers.size >= 4) replayers.clear(); // a handful of games at most; keep memory flat
      r = new Replayer(engine, req.config, req.seed);
      replayers.set(key, r);
    }
    return r;
  };

  return async (raw) => {
    const parsed = parseRequest(raw);
    const id = typeof (raw as { id?: unknown } | null)?.id === 'number' ? (raw as { id: number }).id : -1;
    if (!parsed.ok) return { id, ok: false, error: parsed.error };
    const req = parsed.value;
    if (!games.has(req.game))
      games.set(
        req.game,
        load(req.game).catch(() => fail('ERR_BOT_LOAD')),
      );
    const loaded = await games.get(req.game)!;
    if (!loaded.ok) {
      games.delete(req.game); // let a later request retry (a chunk that failed to load)
      return { id, ok: false, error: loaded.error };
    }
    const { engine, bots } = loaded.value;
    const replayed = replayerFor(req, engine).run(req.moves);
    if (!replayed.ok) return { id, ok: false, error: replayed.error };
    const state = replayed.value.state;
    if (engine.toMove(state) !== req.seat) return { id, ok: false, error: 'ERR_BOT_NOT_TURN' };
    try {
      const clock = { now, deadline: now() + BOT_BUDGET_MS[req.level] };
      // A hint asks for the reason too; games without `explainMove` answer the plain move.
      const explained = req.hint === true && bots.explainMove ? bots.explainMove(state, req.seat, req.level, req.botSeed, clock) : null;
      const move = explained ? explained.move : bots.chooseMove(state, req.seat, req.level, req.botSeed, clock);
      if (!engine.apply(state, move).ok) return { id, ok: false, error: 'ERR_BOT_ILLEGAL_MOVE' };
      return explained ? { id, ok: true, move, reason: explained.reason } : { id, ok: true, move };
    } catch {
      // A bot bug must not leave the table waiting: the page plays a fallback move instead.
      return { id, ok: false, error: 'ERR_BOT_CRASHED' };
    }
  };
}

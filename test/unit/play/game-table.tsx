/**
 * A real game's play table in happy-dom, shared by the games' play-screen tests: the engine and
 * bots called in-process, positions rebuilt from move lists, and a session mounted some moves in.
 * (The toy game's table is ui-helpers.tsx.)
 */
import { render, type ComponentType } from 'preact';
import { act } from 'preact/test-utils';
import { expect, vi } from 'vitest';
import type { Engine, GameBots, PlayScreenProps } from '../../../src/games/types';
import { ok } from '../../../src/lib/result';
import { createBotHandler, type BotGame } from '../../../src/play/botHandler';
import { PlayTable } from '../../../src/play/PlayTable';
import { createPlaySession } from '../../../src/play/playSession';
import type { BotRunner, SeatSpec } from '../../../src/play/types';
import { saveSession } from '../../../src/storage/sessions';
import type { SeatRecord, SessionRecord } from '../../../src/storage/types';

/** The bot worker's handler, called in-process with this engine and these bots. */
export function inProcessRunner<C, S, M>(game: { engine: Engine<C, S, M>; bots: GameBots<S, M> }): BotRunner {
  const handle = createBotHandler(
    async () => ok(game as unknown as BotGame),
    () => performance.now(),
  );
  return { choose: (request) => handle(request) };
}

/** The state after `moves` from a fresh deal; throws if any move is refused. */
export function replayMoves<C, S, M>(engine: Engine<C, S, M>, config: C, seed: string, moves: readonly M[]): S {
  const start = engine.setup(config, seed);
  if (!start.ok) throw new Error(start.error);
  return moves.reduce((s, m) => {
    const next = engine.apply(s, m);
    if (!next.ok) throw new Error(`${next.error} ${JSON.stringify(m)}`);
    return next.value;
  }, start.value);
}

/**
 * Plays from `start`, taking legal move number `pick(i, n)` each time, until `stop` holds; the
 * moves, or null when the game ends or `limit` moves pass first.
 */
export function legalMovesUntil<C, S, M>(
  engine: Engine<C, S, M>,
  start: S,
  stop: (s: S) => boolean,
  pick: (i: number, n: number) => number,
  limit: number,
): M[] | null {
  let s = start;
  const moves: M[] = [];
  for (let i = 0; i < limit && !stop(s); i++) {
    const legal = engine.legalMoves(s);
    if (legal.length === 0) return null;
    const m = legal[pick(i, legal.length)]!;
    const next = engine.apply(s, m);
    if (!next.ok) throw new Error(next.error);
    s = next.value;
    moves.push(m);
  }
  return stop(s) ? moves : null;
}

/** What `mountGameTable` sets up: the game, its screen, the bots' runner, the seats and the start. */
export interface GameTableSpec<C, S, M> {
  game: string;
  engine: Engine<C, S, M>;
  Screen: ComponentType<PlayScreenProps>;
  runner: BotRunner;
  players: SeatRecord[];
  seats: SeatSpec[];
  config: C;
  seed: string;
  /** Moves already played, written straight into the saved session. */
  moves?: readonly M[];
}

/** Creates a session (already `moves` in) and mounts its table into `root`; waits until it is ready. */
export async function mountGameTable<C, S, M>(root: HTMLElement, spec: GameTableSpec<C, S, M>): Promise<SessionRecord> {
  const { game, players, seats, config, seed } = spec;
  const engine = spec.engine as never;
  const created = await createPlaySession({
    game,
    engine,
    players,
    seats,
    config,
    seed,
    save: (s) => saveSession({ ...s, data: { ...(s.data as object), moves: spec.moves ?? [] } }),
  });
  if (!created.ok) throw new Error(created.error);
  await act(async () =>
    render(<PlayTable game={game} engine={engine} sessionId={created.value.id} Screen={spec.Screen} runner={spec.runner} botPauseMs={0} />, root),
  );
  await vi.waitFor(() => expect(root.querySelector('[aria-busy]')).toBeNull());
  return created.value;
}

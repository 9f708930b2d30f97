/** The Royal Stake table in happy-dom with the real engine; bots (if any seat has one) play the first legal move. */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { expect, vi } from 'vitest';
import { engine } from '../../../../../../src/games/royal-stake/engine';
import type { RsConfig, RsMove, RsState } from '../../../../../../src/games/royal-stake/engine/types';
import { PlayScreen } from '../../../../../../src/games/royal-stake/ui/play/PlayScreen';
import { ok } from '../../../../../../src/lib/result';
import { createBotHandler, type BotGame } from '../../../../../../src/play/botHandler';
import { PlayTable } from '../../../../../../src/play/PlayTable';
import { createPlaySession } from '../../../../../../src/play/playSession';
import type { BotRunner, SeatSpec } from '../../../../../../src/play/types';
import { getSession, saveSession } from '../../../../../../src/storage/sessions';
import { players } from './fixtures';

export const H: SeatSpec = { kind: 'human' };
export const BOT: SeatSpec = { kind: 'bot', level: 'easy' };

/** A runner whose bots take the first legal move (the real bots are tested by their owners). */
export function firstMoveRunner(): BotRunner {
  const bots = { chooseMove: (s: RsState) => engine.legalMoves(s)[0]! };
  const handle = createBotHandler(async () => ok({ engine, bots } as unknown as BotGame), () => performance.now());
  return { choose: (request) => handle(request) };
}

/** The state after `moves` from a fresh deal; throws if any move is refused. */
export function replay(config: RsConfig, seed: string, moves: readonly RsMove[]): RsState {
  const start = engine.setup(config, seed);
  if (!start.ok) throw new Error(start.error);
  return moves.reduce((s, m) => {
    const next = engine.apply(s, m);
    if (!next.ok) throw new Error(`${next.error} ${JSON.stringify(m)}`);
    return next.value;
  }, start.value);
}

/** Moves from a fresh deal (legal move number `pick(i, n)` each time) until `stop` holds. */
export function movesUntil(config: RsConfig, seed: string, stop: (s: RsState) => boolean, pick = (i: number, n: number) => (i * 5) % n): RsMove[] {
  let s = replay(config, seed, []);
  const moves: RsMove[] = [];
  for (let i = 0; i < 500 && !stop(s); i++) {
    const legal = engine.legalMoves(s);
    if (legal.length === 0) break;
    const m = legal[pick(i, legal.length)]!;
    const next = engine.apply(s, m);
    if (!next.ok) throw new Error(next.error);
    s = next.value;
    moves.push(m);
  }
  if (!stop(s)) throw new Error('position not reached');
  return moves;
}

/** Creates a session already `moves` in and mounts its table into `root`. */
export async function mountRs(root: HTMLElement, seats: SeatSpec[], opts: { config: RsConfig; seed?: string; moves?: RsMove[] }) {
  const seed = opts.seed ?? 'rs-ui-seed';
  const created = await createPlaySession({
    game: 'royal-stake', engine: engine as never, players: players(seats.length), seats, config: opts.config, seed,
    save: (s) => saveSession({ ...s, data: { ...(s.data as object), moves: opts.moves ?? [] } }),
  });
  if (!created.ok) throw new Error(created.error);
  await act(async () => render(<PlayTable game="royal-stake" engine={engine as never} sessionId={created.value.id} Screen={PlayScreen} runner={firstMoveRunner()} botPauseMs={0} />, root));
  await vi.waitFor(() => expect(root.querySelector('[aria-busy]')).toBeNull());
  return { session: created.value, seed };
}

/** Moves saved in the session so far. */
export const savedMoves = async (id: string) => ((await getSession(id))!.data as { moves: RsMove[] }).moves;

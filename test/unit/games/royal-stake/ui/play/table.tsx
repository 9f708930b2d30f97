/** The Royal Stake table in happy-dom with the real engine; bots (if any seat has one) play the first legal move. */
import { engine } from '../../../../../../src/games/royal-stake/engine';
import type { RsConfig, RsMove, RsState } from '../../../../../../src/games/royal-stake/engine/types';
import { PlayScreen } from '../../../../../../src/games/royal-stake/ui/play/PlayScreen';
import type { BotRunner, SeatSpec } from '../../../../../../src/play/types';
import { getSession } from '../../../../../../src/storage/sessions';
import { inProcessRunner, legalMovesUntil, mountGameTable, replayMoves } from '../../../../play/game-table';
import { players } from './fixtures';

export const H: SeatSpec = { kind: 'human' };
export const BOT: SeatSpec = { kind: 'bot', level: 'easy' };

/** A runner whose bots take the first legal move (the real bots are tested by their owners). */
export function firstMoveRunner(): BotRunner {
  return inProcessRunner({ engine, bots: { chooseMove: (s: RsState) => engine.legalMoves(s)[0]! } });
}

/** The state after `moves` from a fresh deal; throws if any move is refused. */
export const replay = (config: RsConfig, seed: string, moves: readonly RsMove[]): RsState => replayMoves(engine, config, seed, moves);

/** Moves from a fresh deal (legal move number `pick(i, n)` each time) until `stop` holds. */
export function movesUntil(config: RsConfig, seed: string, stop: (s: RsState) => boolean, pick = (i: number, n: number) => (i * 5) % n): RsMove[] {
  const moves = legalMovesUntil(engine, replay(config, seed, []), stop, pick, 500);
  if (!moves) throw new Error('position not reached');
  return moves;
}

/** Creates a session already `moves` in and mounts its table into `root`. */
export async function mountRs(root: HTMLElement, seats: SeatSpec[], opts: { config: RsConfig; seed?: string; moves?: RsMove[] }) {
  const seed = opts.seed ?? 'rs-ui-seed';
  const session = await mountGameTable(root, {
    game: 'royal-stake',
    engine,
    Screen: PlayScreen,
    runner: firstMoveRunner(),
    players: players(seats.length),
    seats,
    config: opts.config,
    seed,
    moves: opts.moves,
  });
  return { session, seed };
}

/** Moves saved in the session so far. */
export const savedMoves = async (id: string) => ((await getSession(id))!.data as { moves: RsMove[] }).moves;

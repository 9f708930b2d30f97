/**
 * Benchmark only (never imported by src/): Sly Thieves written against boardgame.io's `Game`
 * API, driven through its reducer. Moves mutate the immer draft `G` with the engine's own rule
 * functions (check, then perform), and boardgame.io runs turns and the end of the game, so the
 * two sides play the very same rules and the measured gap is the framework's cost.
 */
import type { Game } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { occupancy } from '../../../src/games/sly-thieves/engine/board';
import { checkMove, performMove } from '../../../src/games/sly-thieves/engine/rules';
import { setupGame } from '../../../src/games/sly-thieves/engine/setup';
import type { SlyConfig, SlyMove, SlyState } from '../../../src/games/sly-thieves/engine/types';

/** What the reducer is started with: the table's choices and the seed of the deal. */
export interface PortSetup {
  config: SlyConfig;
  seed: string;
}

type MoveArgs = Omit<SlyMove, 'type' | 'seat'>;

/** One boardgame.io move per engine move type: check, mutate the draft, end the turn if done. */
function portMove(type: SlyMove['type']) {
  return ({ G, playerID, events }: { G: SlyState; playerID: string; events: { endTurn: () => void } }, args?: MoveArgs) => {
    const move = { ...(args ?? {}), type, seat: Number(playerID) } as SlyMove;
    const occ = occupancy(G);
    if (checkMove(G, occ, move)) return INVALID_MOVE;
    performMove(G, occ, move);
    if (!G.pending && G.phase !== 'over') events.endTurn();
  };
}

/** The boardgame.io game definition. */
export const slyGame: Game<SlyState, Record<string, unknown>, PortSetup> = {
  name: 'sly-thieves',
  disableUndo: true,
  setup: (_ctx, data) => {
    const r = setupGame(data?.config, data?.seed);
    if (!r.ok) throw new Error(r.error);
    return r.value;
  },
  turn: { order: { first: ({ G }) => G.seat, next: ({ G }) => G.seat } },
  moves: {
    place: portMove('place'),
    move: portMove('move'),
    guard: portMove('guard'),
    hatch: portMove('hatch'),
    shift: portMove('shift'),
    skip: portMove('skip'),
    leave: portMove('leave'),
  },
  endIf: ({ G }) => (G.phase === 'over' ? { loot: G.loot } : undefined),
};

/** A started match and a function that plays one move through the reducer. */
export function startMatch(setup: PortSetup) {
  const reducer = CreateGameReducer({ game: slyGame });
  let state = InitializeGame({ game: slyGame, numPlayers: setup.config.players, setupData: setup });
  return {
    get G(): SlyState {
      return state.G as SlyState;
    },
    get over(): boolean {
      return state.ctx.gameover !== undefined;
    },
    play(move: SlyMove): void {
      const { type, seat, ...args } = move;
      const action = { type: 'MAKE_MOVE' as const, payload: { type, args, playerID: String(seat), credentials: '' } };
      const next = reducer(state, action);
      if ('transients' in next && next.transients) throw new Error(`boardgame.io refused ${JSON.stringify(move)}`);
      state = next;
    },
  };
}

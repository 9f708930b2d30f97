/**
 * The little of boardgame.io's types that port.ts uses, so `npm run typecheck` passes where
 * boardgame.io is not installed (everywhere but after `npm run bench`, which installs it in this
 * folder; then the package's own types are used instead of these).
 */
declare module 'boardgame.io' {
  interface Context<G> {
    G: G;
  }
  export interface Game<G = unknown, _Plugins = Record<string, unknown>, SetupData = unknown> {
    name?: string;
    disableUndo?: boolean;
    setup?: (ctx: unknown, setupData?: SetupData) => G;
    turn?: { order?: { first: (c: Context<G>) => number; next: (c: Context<G>) => number | undefined } };
    moves?: Record<string, (c: Context<G> & { playerID: string; events: { endTurn: () => void } }, ...args: never[]) => unknown>;
    endIf?: (c: Context<G>) => unknown;
  }
}
declare module 'boardgame.io/core' {
  export const INVALID_MOVE: 'INVALID_MOVE';
}
declare module 'boardgame.io/internal' {
  import type { Game } from 'boardgame.io';
  interface State {
    G: unknown;
    ctx: { gameover?: unknown };
  }
  export function InitializeGame<G, P, S>(opts: { game: Game<G, P, S>; numPlayers: number; setupData?: unknown }): State;
  export function CreateGameReducer<G, P, S>(opts: { game: Game<G, P, S> }): (state: State, action: unknown) => State | (State & { transients: unknown });
}

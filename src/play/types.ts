/**
 * Shapes shared by the pass-and-play platform: what a play session stores, what the bot worker
 * is asked and answers, and what a game's play screen receives from `usePlayGame`.
 */
import type { ComponentType } from 'preact';
import type { BotLevel, Outcome } from '../games/types';
import type { Failure, Result } from '../lib/result';
import type { SeatRecord } from '../storage/types';

/** Who plays a seat: a person holding the phone, or a bot of some level. */
export interface SeatSpec {
  kind: 'human' | 'bot';
  level?: BotLevel;
  /** A person playing on their own phone at a table across phones (this phone hosts). */
  phone?: true;
}

/** `session.data` of a kind 'play' session: everything needed to rebuild the position. */
export interface PlayData<Config = unknown, Move = unknown> {
  config: Config;
  seed: string;
  moves: Move[];
  /** Same order and length as `session.players` and as the engine's seats. */
  seats: SeatSpec[];
  /** Hints each seat asked for ("Hint" button), in seat order; absent until the first one. */
  hints?: number[];
}

/** What the replay learns about one applied move (undo and the log need it). */
export interface MoveStep {
  /** Seat that made the move (`engine.toMove` before it). */
  seat: number;
  /** The move revealed something or used the RNG: undo stops here. */
  checkpoint: boolean;
  /** For the move log: `<game>:log.<key>` with its parameters. */
  log: { key: string; params?: Record<string, string | number> };
}

/** One line of the move log, ready to translate. */
export interface LogEntry extends MoveStep {
  index: number;
}

/** A question to the bot worker: rebuild this game, then choose a move for `seat`. */
export interface BotRequest {
  id: number;
  game: string;
  config: unknown;
  seed: string;
  moves: unknown[];
  seat: number;
  level: BotLevel;
  /** Seed for the bot's own randomness, derived from the position so replays stay exact. */
  botSeed: string;
  /** A "Hint" for a person: answer with the bot's reason too (games with `explainMove`). */
  hint?: boolean;
}

/** The worker's answer: a move, or why there is none (the page then plays the first legal move). */
export type BotAnswer =
  | { id: number; ok: true; move: unknown; reason?: { key: string; params?: Record<string, string | number> } }
  | { id: number; ok: false; error: string };

/** Something that answers bot requests (the worker client in the app, a direct call in tests). */
export interface BotRunner {
  /** Always resolves; a timeout or crash resolves `{ ok: false }`. */
  choose(request: BotRequest): Promise<BotAnswer>;
}

/** Game options on the play setup screen (variant, tile split), supplied by the game. */
export interface PlaySetup<Options = unknown> {
  /** Options before anyone changes them. */
  defaultOptions: Options;
  /** The engine config for this many seats with these options. */
  config(players: number, options: Options): unknown;
  /** Seats this game's digital play takes, when narrower than the manifest's (which also covers scoring). */
  players?: { min: number; max: number };
  /** Form fields for the options, rendered under the seats. */
  Options?: ComponentType<{ players: number; options: Options; onChange: (options: Options) => void }>;
}

/** What a game's play screen gets from `usePlayGame()`. */
export interface PlayGame<View = unknown, Move = unknown> {
  game: string;
  /** Names and colours, in seat order. */
  players: SeatRecord[];
  seats: SeatSpec[];
  /** The human seat whose view is shown, or null while nobody's is. */
  seat: number | null;
  toMove: number | null;
  /** `engine.view(state, seat)`; null while the curtain is up or no human is looking. */
  view: View | null;
  /** Moves `seat` may make now; empty when it is not that seat's turn. */
  legalMoves: Move[];
  /** Commits a move for `seat`; resolves after IndexedDB has it (or with the refusal). */
  play(move: Move): Promise<Result<true>>;
  /** Takes back the last human move (and the bot moves after it). */
  undo(): Promise<Result<true>>;
  canUndo: boolean;
  /** Seat whose move `undo` would take back. */
  undoSeat: number | null;
  log: LogEntry[];
  /** Final result with totals and ranking keyed by `players[].id`. */
  outcome: Outcome | null;
  /** Bot seat choosing a move right now. */
  thinking: number | null;
  /** A commit is in flight: further taps are refused. */
  busy: boolean;
  /** Last refusal or failed save, for a message. */
  error: Failure | null;
  /**
   * Asks the hard bot what `seat` (the one shown, to move) would play and why; counts the hint
   * in the session (`data.hints`) before it resolves. Tables without bots in the app refuse it.
   */
  hint?(): Promise<Result<HintAnswer<Move>>>;
  /** Hints asked per seat so far (same order as `seats`). */
  hints?: number[];
}

/** A hint: the move the hard bot would make and its reason (a key of the game's `hint.*`). */
export interface HintAnswer<Move = unknown> {
  move: Move;
  reason: { key: string; params?: Record<string, string | number> } | null;
}

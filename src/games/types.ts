/**
 * The game contract (see README.md beside this file). Everything here is plain data or pure
 * functions, except the lazy UI loaders, which only the app shell calls.
 */
import type { ComponentType } from 'preact';
import type { Result } from '../lib/result';
import type { TieBreakNote } from '../lib/ranking';
import type { GameProgress, SessionFacts } from '../lib/facts';

export type Lang = 'ru' | 'en';
/** What a game can offer a table: a scorer, a digital game, a rules reference. */
export type Part = 'score' | 'play' | 'rules';
/** What a game's score counts, for labels like "12 gold" (`common:table.<unit>`). */
export type ScoreUnit = 'points' | 'gold' | 'coins';

/** One explained line of a score: what it is for, how much, and the rule behind it. */
export interface BreakdownRow {
  /** Category key, translated as `<game-id>:categories.<category>` (params fill the label). */
  category: string;
  points: number;
  /** Anchor of the rules section this row comes from (`locales/<lang>/rules/<game-id>.md`). */
  rule: string;
  params?: Record<string, string | number>;
  /** True when the row used a printed value the user typed in (shown as "entered by you"). */
  userEntered?: boolean;
  /** True when the row moved with a value the user typed in for another player's card (a shared majority): "depends on your answer". */
  dependsOnUserValue?: boolean;
}

/** What every scorer returns: totals, places best first (shared places share a list), rows. */
export interface ScoreResult {
  totals: Record<string, number>;
  ranking: string[][];
  breakdown: Record<string, BreakdownRow[]>;
  /** Why equal totals got their places, in order (from `rankWithTieBreaks`); shown in words. */
  tieBreaks?: TieBreakNote[];
  /** Scored, but worth a look (`WARN_…`, translated as `<game-id>:warnings.<code>`). */
  warnings?: ScoreWarning[];
  /** What History and Statistics keep beyond totals and places (mode, teams, counters); see lib/facts.ts. */
  facts?: SessionFacts;
}

/** Something unusual the scorer accepted (Jackal: more coins in purses than the box holds). */
export interface ScoreWarning {
  code: string;
  params?: Record<string, string | number>;
}

/** Printed values the user entered once for their copy of a game (key -> number). */
export type CardValues = Record<string, number>;

/**
 * A pure scorer: validates unknown input and explains every point. Never throws. `Code` is the
 * game's closed table of error codes (`src/games/<id>/codes.ts`): a game declares
 * `Scorer<Code>`, so a code outside it does not compile and a screen comparing a failure's code
 * with a literal is checked against the table. The platform, which holds any game, reads the
 * default, any string.
 */
export interface Scorer<Code extends string = string> {
  score(input: unknown, cardValues?: CardValues): Result<ScoreResult, Code>;
}

/** Final result of a digital game, in the same shape the scorer explains. */
export interface Outcome {
  finished: true;
  result: ScoreResult;
}

/**
 * The codes the platform's guard (`guard.ts`) answers with when an engine throws, beside the
 * game's own (a guarded `Engine<C, S, M, Code>` fails with `Code | GuardCode`).
 */
export type GuardCode = 'ERR_BAD_CONFIG' | 'ERR_BAD_STATE';

/**
 * A pure, deterministic digital game (boardgame.io's shape). State is plain JSON with its seeded
 * RNG inside; a game in progress is `{ config, seed, moves[] }` and is rebuilt by replay.
 * `Code` is the game's closed table of error codes (`codes.ts`), as for `Scorer`; the platform
 * reads the default, any string.
 */
export interface Engine<Config, State, Move, Code extends string = string> {
  setup(config: Config, seed: string): Result<State, Code>;
  /** The seat that moves next, or null once the game is over. */
  toMove(state: State): number | null;
  legalMoves(state: State): Move[];
  apply(state: State, move: Move): Result<State, Code>;
  /** What `seat` may see: secret parts of other seats are removed, not hidden. */
  view(state: State, seat: number): unknown;
  outcome(state: State): Outcome | null;
  /**
   * Optional: what History and Statistics keep about the game so far (its mode, whether places
   * belong to teams, named counters such as the King's rounds), read after every saved move, so a
   * game in progress shows its mode too. Null when there are none. Once the game is over, the
   * outcome's `result.facts` (from the scorer) is used when this method is absent.
   */
  facts?(state: State): SessionFacts | null;
  /**
   * Optional: where an unfinished game stands, for Home and History (issue 20 point 14): the
   * round or turn being played and each seat's total so far, keyed by seat ("0", "1", …) as the
   * outcome is, and only what every seat may see. Null once the game is over or when there is
   * nothing to tell.
   */
  standing?(state: State): Standing | null;
  /** A move for the log: a key of the game's namespace (`log.<key>`) and its parameters. */
  describeMove(state: State, move: Move): { key: string; params?: Record<string, string | number> };
  /**
   * True when `move` (which took `before` to `after`) reveals hidden information or draws on the
   * RNG (dice, shuffles): undo may not go back past it. Games with neither never return true.
   * The caller passes the state `apply` already returned, so the move is applied once per commit.
   */
  isCheckpoint(before: State, move: Move, after: State): boolean;
  /** True when seats see different things (hands): the pass-the-phone curtain is needed. */
  hiddenInformation: boolean;
}

/** A game in progress as Home and History show it (see `Engine.standing`). */
export interface Standing extends GameProgress {
  totals: Record<string, number>;
}

export type BotLevel = 'easy' | 'normal' | 'hard';

/** Bots for a game: pure and deterministic for a given seed; the worker enforces the clock. */
export interface GameBots<State, Move> {
  /** Chooses a legal move for `seat`; `deadline` is a time from `now()` the search must respect. */
  chooseMove(state: State, seat: number, level: BotLevel, seed: string, clock: { now: () => number; deadline: number }): Move;
  /**
   * Optional, for a "Hint": the same choice with one line why, as a key of the game's namespace
   * (`hint.<key>`) and its parameters.
   */
  explainMove?(
    state: State,
    seat: number,
    level: BotLevel,
    seed: string,
    clock: { now: () => number; deadline: number },
  ): {
    move: Move;
    reason: { key: string; params?: Record<string, string | number> };
  };
}

/** Props of a game's scoring screen: no session id = set up a new one. */
export interface ScoreScreenProps {
  sessionId?: string;
}

/** Props of a game's pass-and-play screen. */
export interface PlayScreenProps {
  sessionId: string;
}

/** The small, eagerly loaded description of a game; everything heavy is behind a loader. */
export interface GameManifest {
  /** The game's id, declared here once: its folder name, locale namespace and route. */
  id: string;
  /** Place on the home screen, lowest first (the boxes count in tens, so a new game fits between). */
  order?: number;
  players: { min: number; max: number };
  /** Parts this game declares; the contract test fails while a declared part lacks a piece. */
  parts: readonly Part[];
  /** Hex colour used for the game's card on the home screen. */
  accent: string;
  /** What totals count (default 'points'): Knights vs Steambots counts gold, Jackal coins. */
  unit?: ScoreUnit;
  loadScorer?: () => Promise<Scorer>;
  loadScoreScreen?: () => Promise<ComponentType<ScoreScreenProps>>;
  /** A dispute helper (trick judge, arrival judge) that works without a session. */
  loadRefereeScreen?: () => Promise<ComponentType<Record<string, never>>>;
  /** The same `engine` the bot worker finds in `engine/index.ts` (bots are found by folder, see README). */
  loadEngine?: () => Promise<Engine<unknown, unknown, unknown>>;
  loadPlayScreen?: () => Promise<ComponentType<PlayScreenProps>>;
  /** Optional play options form and config builder (`PlaySetup` in src/play/types.ts). */
  loadPlaySetup?: () => Promise<unknown>;
}

/**
 * Test-only: what a game may add to the shared conformance suite, in `src/games/<id>/conformance.ts`
 * (export `adapter`; the app never imports it). Both parts optional.
 */
export interface ConformanceAdapter<State = unknown> {
  /** Option sets played besides the setup's defaults (variants, test printed values). */
  options?: (defaults: unknown) => unknown[];
  /**
   * A copy of `state` in which everything `seat` may not see is changed (other hands shuffled,
   * the deck reordered...): `view(state, seat)` must not notice. Required when views hide anything.
   */
  disguise?: (state: State, seat: number, seed: string) => State;
  /**
   * For the score-screen fuzz (test/unit/fuzz/score-input.test.tsx): what the game's score screen
   * refuses, when that is not simply `scorer.score(data)` (Royal Stake's sheet reads its own
   * input first). A failure means the screen must say why in words.
   */
  screenVerdict?: (data: unknown, seatIds: string[]) => Result<unknown>;
  /** Damaged sessions the score-screen fuzz renders (default 40). */
  fuzzRuns?: number;
}

/**
 * Optional, in `src/games/<id>/clash.ts` (export `clashFields`): words for the game's saved score
 * fields when two tabs changed the same one (src/ui/conflictFields.ts). Without it a field reads
 * "a value".
 */
export interface ClashFields {
  /** i18next keys (namespaced) by dotted field path; the longest matching prefix wins. */
  labels: Record<string, string>;
  /** Words for a field path that need a number or follow a pattern (an island, an order card). */
  patterned?: (rest: readonly (string | number)[]) => { key: string; params?: Record<string, unknown> } | undefined;
}

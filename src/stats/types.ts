/**
 * What the statistics read and report: plain data, computed by pure functions from session
 * summaries. The summary's fields are defined here (this pure folder imports no storage module);
 * storage's SessionSummary extends them with what only History needs (kind, colours, openAt).
 */

/** A bot's level (bots are keyed by level, never saved as players). */
export type BotLevel = 'easy' | 'normal' | 'hard';

/** A seat of a session (copied from the session when it was saved: a rename never rewrites it). */
export interface SummarySeat {
  id: string;
  name: string;
  /** Set when the seat came from a saved player (follow `mergedInto` to find who it counts for). */
  playerId?: string;
  /** Present for a bot seat of a play session: bots are never saved players. */
  bot?: BotLevel;
}

/** One session, as History and the statistics read it. */
export interface SessionSummary {
  id: string;
  game: string;
  /** The game's mode when it has several, as the game named it (its facts, lib/facts.ts). */
  mode?: string;
  title: string;
  createdAt: number;
  updatedAt: number;
  finished: boolean;
  seats: SummarySeat[];
  /** As last scored (only what was entered): totals by seat id; places best first, a shared place holds several ids. */
  totals?: Record<string, number>;
  ranking?: string[][];
  /** False where places are not a contest between the seats (team whist, "Emperor": the team owns the place). */
  competitive: boolean;
  /** Named counts the game wrote into its facts (Royal Stake "I am King": kingRounds, kingWins). */
  counters?: Record<string, number>;
}

/** Who a seat counts for: the caller's `playerKey` (resolved saved player, one-off name or bot level). */
export type SeatKey = (seat: SummarySeat) => string;

/** Wins, losses and ties of one player against one opponent, counted per finished competitive game. */
export interface HeadToHead {
  key: string;
  name: string;
  bot?: BotLevel;
  /** Games both finished with a place each. */
  games: number;
  wins: number;
  losses: number;
  ties: number;
}

/** One player's numbers in one game. */
export interface PlayerGameLine {
  /** The game's statistics key (score-pad games by title); gameId is the registry id. */
  game: string;
  gameId: string;
  title: string;
  games: number;
  wins: number;
  /** Best and average of the totals entered (undefined when no total was entered). */
  best?: number;
  average?: number;
}

/** Games and wins in one group of games (with people only, or with at least one bot). */
export interface WinCount {
  games: number;
  wins: number;
}

/** Everything the statistics know about one player (or one bot level). */
export interface PlayerStats {
  key: string;
  /** The name this player last played under (a saved player's current name is the caller's). */
  name: string;
  bot?: BotLevel;
  /** Finished games. */
  games: number;
  /**
   * Finished games whose places are a contest between at least two players: for a person, those
   * with people only (games with a bot are counted apart, in `withBots`); for a bot level, every
   * seat it held (three normal bots at one table are three games of "Bot: normal").
   */
  competitiveGames: number;
  /** Wins among `competitiveGames`; streaks count the same games. */
  wins: number;
  /** wins / competitiveGames; null when there is no competitive game. */
  winRate: number | null;
  /** Competitive games with people only, and those with at least one bot at the table. */
  withPeople: WinCount;
  withBots: WinCount;
  perGame: PlayerGameLine[];
  lastPlayed: number;
  favouriteGame?: string;
  currentStreak: number;
  longestStreak: number;
  /** Opponents, most games together first. */
  headToHead: HeadToHead[];
  /** The person this player beat most often, and the person who beat this player most often. */
  beatMost?: HeadToHead;
  beatenMost?: HeadToHead;
}

/** A bar of a histogram: totals from `from` to `to`, both included. */
export interface Bucket {
  from: number;
  to: number;
  count: number;
}

/** A winning score and where it was made. */
export interface WinningScore {
  total: number;
  key: string;
  name: string;
  at: number;
  sessionId: string;
}

/** Everything the statistics know about one game. */
export interface GameStats {
  game: string;
  /** The registry id ('score-pad' for every score-pad game). */
  gameId: string;
  title: string;
  plays: number;
  unfinished: number;
  /** Different players (people and bot levels) who finished a game of it. */
  players: number;
  /** How many seats the table had, and how often. */
  tableSizes: Array<{ seats: number; plays: number }>;
  /** Who wins it most: players by wins, then by win rate. */
  leaders: Array<{ key: string; name: string; bot?: BotLevel; plays: number; wins: number }>;
  /** True when the lower total usually wins (a score-pad setting): the record is then the lowest. */
  lowWins: boolean;
  averageWinning?: number;
  record?: WinningScore;
  distribution: Bucket[];
  /** Every month from the first play to the last ('YYYY-MM'), with the plays in it. */
  perMonth: Array<{ month: string; plays: number }>;
  modes: Array<{ mode: string; plays: number }>;
  /** Every counter of the game's finished sessions, summed by name (Royal Stake "I am King": kingRounds, kingWins). */
  counters?: Record<string, number>;
}

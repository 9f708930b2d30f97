/** Records as stored in IndexedDB (schema version 5). Plain data: structured-clone safe. */
import type { GameProgress, SessionFacts } from '../lib/facts';
import type { SessionSummary as SummaryFacts, SummarySeat as SeatFacts } from '../stats/types';

/** A player as seated in one session (a copy, so renaming a saved player keeps history true). */
export interface SeatRecord {
  id: string;
  name: string;
  color: string;
  /** Set when the seat came from a saved player. */
  playerId?: string;
}

export interface SessionRecord {
  id: string;
  /** Game id from the registry, or 'score-pad'. */
  game: string;
  kind: 'score' | 'play';
  title: string;
  players: SeatRecord[];
  createdAt: number;
  updatedAt: number;
  finished: boolean;
  /** Game-specific input: the scorer's input, or `{ config, seed, moves }` for a digital game. */
  data: unknown;
  /** Totals and places as last scored, so history lists without loading game code. */
  result?: {
    totals: Record<string, number>;
    ranking: string[][];
  };
  /**
   * What the game said of itself (v5): mode, team places, named counters, copied from its scorer's
   * result or its engine's facts; History and Statistics read only this (lib/facts.ts).
   */
  facts?: SessionFacts;
  /** Incremented on every save; lets a stale tab notice it lost a race. */
  rev: number;
  /** Earlier inputs of a score sheet, newest last (at most 20), for "Undo last change" after a reload. */
  undo?: UndoRecord[];
}

/** One undoable change: the input before it and the words that name it ("Аня, раунд 3: 15 → 5"). */
export interface UndoRecord {
  data: unknown;
  label: { who?: string; what?: string; from?: string; to?: string };
}

export interface PlayerRecord {
  id: string;
  name: string;
  color: string;
  createdAt: number;
  /** Last rename or colour change (v3). */
  updatedAt?: number;
  /**
   * Set when this player was merged into another (v3): the record stays as a forwarding address so
   * sessions seated under this id count for the survivor; lists hide it; unmerge deletes the field.
   */
  mergedInto?: string;
  /** Set by the reader (readRecords.ts), never stored: the record could not be read whole (e.g. no name). */
  damaged?: boolean;
}

/** A seat as History and Statistics see it: the facts statistics read (stats/types.ts), and its colour. */
export interface SummarySeat extends SeatFacts {
  color: string;
}

/**
 * One small record per session (store `summaries`, v3, same key as the session), written in the
 * SAME transaction as the session it describes: History, Home and Statistics read only these, so
 * they never load a game's moves. Derived data: rebuilt from sessions by the migration and on
 * backup import, never exported. Its fields beyond these are documented in stats/types.ts, where
 * the pure statistics (which may not import storage) define them.
 */
export interface SessionSummary extends Omit<SummaryFacts, 'seats'> {
  kind: 'score' | 'play';
  seats: SummarySeat[];
  /**
   * `updatedAt` while the session is unfinished, absent once finished: the `by-open` index holds
   * only unfinished sessions, so Home finds them without walking history.
   */
  openAt?: number;
  /** Each seat's key (merges not followed) with `updatedAt`: the multi-entry `by-seat` index (v4, see playerIds.seatKeysOf). */
  seatKeys?: Array<[string, number]>;
  /** An unfinished digital game's round or turn (and what its totals count), from its engine's standing. */
  progress?: GameProgress;
  /**
   * A game a guest phone kept from a table across phones (play/tables/guestHistory.ts): the id of
   * its own seat. It has no moves to open: History shows it read-only.
   */
  acrossPhones?: { own: string };
  /** A finished game's result received from another phone as a code (share/resultCode): shown read-only. */
  received?: true;
  /** Set by the reader (readRecords.ts), never stored: part of the record could not be read (History marks the row). */
  damaged?: boolean;
}

/**
 * Store `summaryCache` (v4, derived, never exported): every summary in one record, so Statistics
 * reads one record instead of thousands. `meta` and `data` carry the same `gen`; `log:<id>` marks a
 * session whose summary changed since (every writer of `summaries` adds it in the same
 * transaction, or clears the store). See summaryCache.ts.
 */
export interface SummaryCacheRecord {
  key: string;
  gen?: string;
  /** JSON of SessionSummary[] (one string reads far faster than thousands of small objects). */
  json?: string;
}

export interface SettingRecord {
  key: string;
  value: unknown;
}

/** A printed value the user read off their own card (e.g. 'royal-stake/bet/hermit'). */
export interface CardValueRecord {
  key: string;
  game: string;
  value: number;
  updatedAt: number;
}

export interface StolikSchema {
  sessions: { key: string; value: SessionRecord; indexes: { 'by-updated': number; 'by-game': string } };
  players: { key: string; value: PlayerRecord };
  summaries: {
    key: string;
    value: SessionSummary;
    indexes: { 'by-updated': number; 'by-open': number; 'by-game': [string, number]; 'by-seat': [string, number] };
  };
  summaryCache: { key: string; value: SummaryCacheRecord };
  settings: { key: string; value: SettingRecord };
  cardValues: { key: string; value: CardValueRecord; indexes: { 'by-game': string } };
}

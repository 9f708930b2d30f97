/** Records as stored in IndexedDB (schema version 2). Plain data: structured-clone safe. */

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
  result?: { totals: Record<string, number>; ranking: string[][] };
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
  settings: { key: string; value: SettingRecord };
  cardValues: { key: string; value: CardValueRecord; indexes: { 'by-game': string } };
}

/** What a result code carries: a finished session's result, nothing a game needs to replay it. */

/** One seat: its name and colour as the sending phone kept them, its place (1 = first) and total. */
export interface CodedSeat {
  name: string;
  color: string;
  bot?: 'easy' | 'normal' | 'hard';
  /** 1 for first; absent when the sheet gave this seat no place. */
  place?: number;
  /** Absent when nobody entered it (shown as missing, never as 0). */
  total?: number;
}

/** The result of one finished session, in seat order. */
export interface CodedResult {
  game: string;
  kind: 'score' | 'play';
  /** The sending phone's session id: the same game is never kept twice. */
  id: string;
  createdAt: number;
  updatedAt: number;
  /** A score pad's game name ("Azul"). */
  title?: string;
  mode?: string;
  teams?: boolean;
  counters?: Record<string, number>;
  seats: CodedSeat[];
}

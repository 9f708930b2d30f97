/**
 * One finished session as the statistics see it: one entry per person (two seats that count for
 * the same player, e.g. after a merge, are one entry with the better place and total) and one per
 * bot seat: three normal bots at a table are three players, though they share the key of their level.
 */
import type { BotLevel, SeatKey, SessionSummary } from './types';
import { SCORE_PAD } from '../lib/scorePad';

/** A player's result in one session. */
export interface Entry {
  key: string;
  name: string;
  bot?: BotLevel;
  /** 0 = first; null when the session has no place for this seat. */
  place: number | null;
  total?: number;
}

/** Games are told apart by id; score-pad sessions by the title typed for them ("Azul"). */
export function gameKeyOf(s: Pick<SessionSummary, 'game' | 'title'>): string {
  const title = s.game === SCORE_PAD ? s.title.trim().toLowerCase() : '';
  return title ? `score-pad:${title}` : s.game;
}

const better = (a: number | null, b: number | null): number | null => (a === null ? b : b === null ? a : Math.min(a, b));

/** Entries of a session, one per person key and one per bot seat, in seat order. */
export function entriesOf(s: SessionSummary, keyOf: SeatKey, lowWins = false): Entry[] {
  const placeOf = new Map<string, number>();
  (s.ranking ?? []).forEach((group, i) => group.forEach((id) => placeOf.set(id, i)));
  const byKey = new Map<string, Entry>();
  for (const seat of s.seats) {
    const key = keyOf(seat);
    const total = s.totals?.[seat.id];
    const entry: Entry = { key, name: seat.name, bot: seat.bot, place: placeOf.get(seat.id) ?? null, total: Number.isFinite(total) ? total : undefined };
    // A bot seat is never merged: two bots of one level are two players at the table.
    const old = seat.bot ? undefined : byKey.get(key);
    if (!old) byKey.set(seat.bot ? `bot-seat:${seat.id}` : key, entry);
    else {
      old.place = better(old.place, entry.place);
      if (entry.total !== undefined && (old.total === undefined || (lowWins ? entry.total < old.total : entry.total > old.total))) old.total = entry.total;
    }
  }
  return [...byKey.values()];
}

/** A finished game counts as a contest when it is competitive and at least two players have a place. */
export const isContest = (s: SessionSummary, entries: Entry[]): boolean => s.competitive && entries.filter((e) => e.place !== null).length >= 2;

/** Finished sessions, oldest first (ties by id, so the order never depends on the input's). */
export function finishedInOrder(summaries: readonly SessionSummary[]): SessionSummary[] {
  return summaries.filter((s) => s.finished).sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * Games where the lower total usually wins (a score-pad option): in most of their contests the
 * winner's total is below the last place's.
 */
export function lowWinsGames(finished: readonly SessionSummary[]): Set<string> {
  const vote = new Map<string, number>();
  for (const s of finished) {
    const first = s.ranking?.[0]?.[0];
    const last = s.ranking?.[s.ranking.length - 1]?.[0];
    const a = first === undefined ? undefined : s.totals?.[first];
    const b = last === undefined ? undefined : s.totals?.[last];
    if (a === undefined || b === undefined || a === b) continue;
    const g = gameKeyOf(s);
    vote.set(g, (vote.get(g) ?? 0) + (a < b ? 1 : -1));
  }
  return new Set([...vote].filter(([, v]) => v > 0).map(([g]) => g));
}

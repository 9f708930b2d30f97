/** Names for the seats of one session, bots labelled by level (never by a name saved in one language). */
import type { BotLevel } from '../games/types';

/** The seat facts every export reads: a copy of the session's seat, with the bot's level when it is one. */
export interface ShareSeat {
  id: string;
  name: string;
  playerId?: string;
  bot?: BotLevel;
}

/** Labels a bot seat: `level` and, when several bots of that level sit at the table, its number (1, 2, ...). */
export type BotName = (level: BotLevel, n?: number) => string;

/**
 * Display name of every seat, in seat order. A bot is named by its level in the reader's language;
 * two bots of one level are numbered so they stay apart ("Bot: hard 1", "Bot: hard 2").
 */
export function seatNames(seats: readonly ShareSeat[], botName: BotName): string[] {
  const perLevel = new Map<BotLevel, number>();
  for (const s of seats) if (s.bot) perLevel.set(s.bot, (perLevel.get(s.bot) ?? 0) + 1);
  const seen = new Map<BotLevel, number>();
  return seats.map((s) => {
    if (!s.bot) return s.name;
    const n = (seen.get(s.bot) ?? 0) + 1;
    seen.set(s.bot, n);
    return (perLevel.get(s.bot) ?? 0) > 1 ? botName(s.bot, n) : botName(s.bot);
  });
}

/** Places by seat id (1 = best; a shared place gives everyone in it the same number), from a ranking. */
export function placesOf(ranking: readonly (readonly string[])[]): Map<string, number> {
  const places = new Map<string, number>();
  ranking.forEach((ids, i) => ids.forEach((id) => places.set(id, i + 1)));
  return places;
}

/**
 * The saved Jackal score sheet: the scorer's input `{ players: [{ id, islands }] }` plus a few
 * optional fields the scorer ignores (who held the first-player token on island 1, how many
 * islands the table plays, and the arrival judge's drafts per island). The last island in the
 * lists is the one being played; earlier ones can still be corrected.
 */
import { ISLANDS_PER_GAME, LEARNING_GAME_ISLANDS } from '../data/components';
import { appendIsland, type ArrivalVerdict } from '../referee';
import { firstPlayerOfIsland } from '../score/firstPlayer';
import { ok, type Result } from '../../../lib/result';
import { fail, type Code } from '../codes';
import type { JudgeDraft } from './judge/draft';
import { isRecord } from '../../../lib/read';

/** The session data of a Jackal score sheet. */
export interface JackalSheet {
  players: Array<{ id: string; islands: number[] }>;
  /** Seat id of whoever held the first-player token on island 1 (the youngest). */
  starter?: string;
  /** Islands this game lasts: 10, or 4 for the learning game. */
  planned?: number;
  /** Arrival-judge drafts by island number, kept so a reload loses nothing. */
  judged?: Record<string, JudgeDraft>;
}

/** Game lengths a table can choose. */
export const GAME_LENGTHS = [ISLANDS_PER_GAME, LEARNING_GAME_ISLANDS] as const;

/** A fresh sheet: island 1 is under way for everyone, the first seat holds the token. */
export function newSheet(seatIds: string[], planned: number = ISLANDS_PER_GAME): JackalSheet {
  return { players: seatIds.map((id) => ({ id, islands: [0] })), starter: seatIds[0], planned };
}

/** The saved data if it looks like a sheet at all (the scorer judges the details). */
export function asSheet(data: unknown): JackalSheet | null {
  if (!isRecord(data)) return null;
  const players = data.players;
  if (!Array.isArray(players) || players.length === 0) return null;
  const fine = players.every((p) => isRecord(p) && typeof p.id === 'string' && Array.isArray(p.islands));
  return fine ? (data as unknown as JackalSheet) : null;
}

/** Islands started so far (the longest list, so a damaged sheet still shows everything). */
export const islandsStarted = (sheet: JackalSheet): number => Math.max(0, ...sheet.players.map((p) => p.islands.length));

/** Islands the game lasts (10 unless the table chose the learning game). */
export const plannedIslands = (sheet: JackalSheet): number => (sheet.planned === LEARNING_GAME_ISLANDS ? LEARNING_GAME_ISLANDS : ISLANDS_PER_GAME);

/** The number a player has on an island (0 when nothing is written there). */
export function valueAt(sheet: JackalSheet, id: string, island: number): number {
  const v = sheet.players.find((p) => p.id === id)?.islands[island - 1];
  return typeof v === 'number' ? v : 0;
}

/** Coins in a player's purse before `island` (what a Tortuga visit there can spend). */
export function purseBefore(sheet: JackalSheet, id: string, island: number): number {
  const list = sheet.players.find((p) => p.id === id)?.islands ?? [];
  return list.slice(0, island - 1).reduce((sum, v) => sum + (typeof v === 'number' ? v : 0), 0);
}

/** Writes one player's net coins for one island (0-3 won, or -1..-3 paid at Tortuga). */
export function setValue(sheet: JackalSheet, id: string, island: number, value: number): JackalSheet {
  const players = sheet.players.map((p) => {
    if (p.id !== id) return p;
    const islands = [...p.islands];
    while (islands.length < island) islands.push(0);
    islands[island - 1] = value;
    return { ...p, islands };
  });
  return { ...sheet, players };
}

/** Starts the next island for everyone (nothing won there yet). */
export function startIsland(sheet: JackalSheet): JackalSheet {
  const n = islandsStarted(sheet) + 1;
  if (n > ISLANDS_PER_GAME) return sheet;
  const players = sheet.players.map((p) => {
    const islands = p.islands.slice(0, n - 1);
    while (islands.length < n - 1) islands.push(0); // mends a list a damaged sheet left short
    return { ...p, islands: [...islands, 0] };
  });
  return { ...sheet, players };
}

/** Removes the last island (a mistaken "next island"), with its judge draft. */
export function dropLastIsland(sheet: JackalSheet): JackalSheet {
  const n = islandsStarted(sheet);
  const judged = { ...(sheet.judged ?? {}) };
  delete judged[String(n)];
  return { ...sheet, judged, players: sheet.players.map((p) => ({ ...p, islands: p.islands.slice(0, n - 1) })) };
}

/** Who holds the first-player token on `island`; it passes to the left (clockwise) each island. */
export function tokenHolder(sheet: JackalSheet, seatIds: string[], island: number): string | undefined {
  const starter = sheet.starter && seatIds.includes(sheet.starter) ? sheet.starter : seatIds[0];
  if (!starter) return undefined;
  const holder = firstPlayerOfIsland(seatIds, starter, island);
  return holder.ok ? holder.value : undefined;
}

/** Corrects the token: `holder` had it on `island`, so island 1's holder is that many seats back. */
export function withTokenHolder(sheet: JackalSheet, seatIds: string[], island: number, holder: string): JackalSheet {
  const n = seatIds.length;
  const at = seatIds.indexOf(holder);
  if (at < 0 || n === 0) return sheet;
  const back = (island - 1) % n;
  return { ...sheet, starter: seatIds[(at - back + n) % n] };
}

/** Saves (or clears) the judge's draft for one island. */
export function withDraft(sheet: JackalSheet, island: number, draft: JudgeDraft | null): JackalSheet {
  const judged = { ...(sheet.judged ?? {}) };
  if (draft) judged[String(island)] = draft;
  else delete judged[String(island)];
  return { ...sheet, judged };
}

/** Tortuga visitors of an island and what each paid (their numbers there are negative). */
export function tortugaOn(sheet: JackalSheet, island: number): Record<string, number> {
  const paid: Record<string, number> = {};
  for (const p of sheet.players) {
    const v = p.islands[island - 1];
    if (typeof v === 'number' && v < 0) paid[p.id] = -v;
  }
  return paid;
}

/**
 * Books the judge's coins on `island`: the referee's appendIsland builds the island's column
 * (judged coins, Tortuga kept negative, everyone else 0), which then replaces that column.
 */
export function bookVerdict(sheet: JackalSheet, island: number, verdict: ArrivalVerdict): Result<JackalSheet, Code> {
  if (island < 1 || island > islandsStarted(sheet)) return fail('ERR_BAD_ISLAND', { island });
  const blank = { players: sheet.players.map((p) => ({ id: p.id, islands: [] as number[] })) };
  const column = appendIsland(blank, verdict, tortugaOn(sheet, island));
  if (!column.ok) return column;
  let next = sheet;
  for (const p of column.value.players) next = setValue(next, p.id, island, p.islands[0] ?? 0);
  return ok(next);
}

/** True when the island already holds exactly the coins the judge gave. */
export function isBooked(sheet: JackalSheet, island: number, verdict: ArrivalVerdict): boolean {
  return verdict.pirates.every((p) => valueAt(sheet, p.id, island) === p.coins);
}

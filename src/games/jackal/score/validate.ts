/**
 * Validation of the Jackal score input `{ players: [{ id, islands: number[] }] }`: one number per
 * island visited so far, the net coins of that island (a Tortuga visit is -1, -2 or -3).
 * Only what the rulebook makes impossible is refused.
 */
import { ok, type Result } from '../../../lib/result';
import { COINS, ISLANDS_PER_GAME, MAX_TREASURE, PLAYERS } from '../data/components';
import { TORTUGA_PRICES } from '../data/tortuga';
import { ERR_NOT_OBJECT, isRecord } from '../../../lib/read';
import { fail, type Code } from '../codes';

/** One validated player: id and net coins per island, in island order. */
export interface JackalPlayer {
  id: string;
  islands: number[];
}

const MOST_SPENT = Math.max(...TORTUGA_PRICES);

/** Checks the raw input; on success returns the players in input order. */
export function validateScoreInput(input: unknown): Result<JackalPlayer[], Code> {
  if (!isRecord(input)) return fail(ERR_NOT_OBJECT);
  const raw = input.players;
  if (!Array.isArray(raw)) return fail('ERR_PLAYERS_NOT_ARRAY', undefined, 'players');
  // One player is accepted so a table can start entering before everyone is added (ruling
  // "partial-game").
  if (raw.length === 0) return fail('ERR_NO_PLAYERS', undefined, 'players');
  if (raw.length > PLAYERS.max) return fail('ERR_TOO_MANY_PLAYERS', { max: PLAYERS.max }, 'players');
  const players: JackalPlayer[] = [];
  const seen = new Set<string>();
  for (const [p, entry] of raw.entries()) {
    const path = `players.${p}`;
    if (!isRecord(entry)) return fail(ERR_NOT_OBJECT, undefined, path);
    const { id, islands } = entry;
    if (typeof id !== 'string' || id.trim() === '') return fail('ERR_BAD_PLAYER_ID', undefined, `${path}.id`);
    if (seen.has(id)) return fail('ERR_DUPLICATE_PLAYER', { id }, `${path}.id`);
    seen.add(id);
    if (!Array.isArray(islands)) return fail('ERR_ISLANDS_NOT_ARRAY', { id }, `${path}.islands`);
    if (islands.length > ISLANDS_PER_GAME) {
      return fail('ERR_TOO_MANY_ISLANDS', { id, max: ISLANDS_PER_GAME }, `${path}.islands`);
    }
    const checked = checkIslands(id, islands, `${path}.islands`);
    if (!checked.ok) return checked;
    players.push({ id, islands: checked.value });
  }
  const count = players[0]!.islands.length;
  const odd = players.find((pl) => pl.islands.length !== count);
  if (odd) return fail('ERR_ISLAND_COUNT_MISMATCH', { id: odd.id, expected: count, got: odd.islands.length });
  return ok(players);
}

/** Each island value is an integer from -3 (dearest Tortuga trade) to 3 (the big treasure). */
function checkIslands(id: string, islands: unknown[], path: string): Result<number[], Code> {
  let purse = 0;
  for (const [i, v] of islands.entries()) {
    const at = `${path}.${i}`;
    const island = i + 1;
    if (typeof v !== 'number' || !Number.isInteger(v)) return fail('ERR_NOT_INTEGER', { id, island }, at);
    // A pirate stops on the first treasure cell he enters, so one island never pays more than 3.
    if (v > MAX_TREASURE) return fail('ERR_TOO_MANY_COINS_ON_ISLAND', { id, island, max: MAX_TREASURE }, at);
    if (v < -MOST_SPENT) return fail('ERR_TORTUGA_TRADE', { id, island, max: MOST_SPENT }, at);
    // Tortuga is paid from coins already held: nobody starts with gold.
    if (purse + v < 0) return fail('ERR_NOT_ENOUGH_COINS', { id, island, has: purse, spends: -v }, at);
    purse += v;
  }
  return ok(islands as number[]);
}

/** Where the purses first held more coins than the box: the island, the coins, the box's 37. */
export interface CoinSupplyWarning {
  island: number;
  coins: number;
  max: number;
}

/**
 * The quartermaster holds 37 coins and Tortuga payments go back to him, but the book pays a
 * treasure's shares beyond the coins on it, so a real game can run the box dry. That is not
 * refused: the first island after which all purses together exceed the box is reported as a
 * warning (ruling "coin-supply"), or null.
 */
export function coinSupplyWarning(players: readonly JackalPlayer[]): CoinSupplyWarning | null {
  const count = Math.max(0, ...players.map((p) => p.islands.length));
  let inPurses = 0;
  for (let i = 0; i < count; i++) {
    for (const pl of players) inPurses += pl.islands[i] ?? 0;
    if (inPurses > COINS) return { island: i + 1, coins: inPurses, max: COINS };
  }
  return null;
}

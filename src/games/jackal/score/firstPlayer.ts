/**
 * The first-player token (rulebook "Подготовка", "Ход игры" step 6): the youngest player takes it
 * before the first island, and after every island it passes to the left neighbour, i.e. the next
 * seat clockwise. Seats are listed clockwise, as the referee's `seats` are.
 */
import { ok, type Result } from '../../../lib/result';
import { fail, type Code } from '../codes';

/** Who holds the token on island `island` (1-based), given who held it on island 1. */
export function firstPlayerOfIsland(seats: readonly string[], starter: string, island: number): Result<string, Code> {
  const start = seats.indexOf(starter);
  if (start < 0) return fail('ERR_UNKNOWN_PLAYER', { id: starter });
  if (new Set(seats).size !== seats.length) return fail('ERR_DUPLICATE_PLAYER');
  if (!Number.isInteger(island) || island < 1) return fail('ERR_BAD_ISLAND', { island });
  // The token moves every island, Tortuga or not: island n is n - 1 passes after the start.
  return ok(seats[(start + island - 1) % seats.length]!);
}

/** The token holder of islands 1..count, in order. */
export function firstPlayersByIsland(seats: readonly string[], starter: string, count: number): Result<string[], Code> {
  const holders: string[] = [];
  for (let island = 1; island <= count; island++) {
    const holder = firstPlayerOfIsland(seats, starter, island);
    if (!holder.ok) return holder;
    holders.push(holder.value);
  }
  return ok(holders);
}

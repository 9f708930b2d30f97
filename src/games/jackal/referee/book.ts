/**
 * Books one island into the scorer's input: the judge's coins for those who sailed, the Tortuga
 * price (as a negative number) for those who traded instead. Pure: returns a new input object.
 */
import { ok, type Result } from '../../../lib/result';
import { isTortugaPrice, TORTUGA_PRICES } from '../data/tortuga';
import type { ArrivalVerdict } from './types';
import { fail, type Code } from '../codes';

/** Scorer input shape (see score/validate.ts). */
export interface IslandLedger {
  players: Array<{ id: string; islands: number[] }>;
}

/**
 * Appends the island to every player's list. `tortuga` maps a player to the coins paid there;
 * such a player must not also appear among the judged pirates.
 */
export function appendIsland(ledger: IslandLedger, verdict: ArrivalVerdict, tortuga: Record<string, number> = {}): Result<IslandLedger, Code> {
  const sailed = new Set(verdict.pirates.map((p) => p.id));
  for (const [id, coins] of Object.entries(tortuga)) {
    if (!ledger.players.some((p) => p.id === id)) return fail('ERR_UNKNOWN_PLAYER', { id });
    if (!isTortugaPrice(coins)) return fail('ERR_TORTUGA_TRADE', { id, max: Math.max(...TORTUGA_PRICES) });
    if (sailed.has(id)) return fail('ERR_TORTUGA_AND_ISLAND', { id });
  }
  for (const id of sailed) {
    if (!ledger.players.some((p) => p.id === id)) return fail('ERR_UNKNOWN_PLAYER', { id });
  }
  const players = ledger.players.map((p) => {
    const paid = tortuga[p.id];
    const net = paid !== undefined ? -paid : (verdict.coins[p.id] ?? 0);
    return { id: p.id, islands: [...p.islands, net] };
  });
  return ok({ players });
}

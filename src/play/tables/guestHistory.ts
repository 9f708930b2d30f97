/**
 * Results reach every phone (issue 23): when the game ends, a guest phone keeps it in its own
 * History under the host's session id (a later backup merge never holds it twice), with the
 * outcome, everyone's names and its own seat marked. It has no moves (the host holds the game),
 * so History shows it read-only and says it was played across phones (summary `acrossPhones`).
 */
import { readFacts } from '../../lib/facts';
import type { Outcome } from '../../games/types';
import { addSessionIfAbsent } from '../../storage/sessions';
import type { SessionRecord } from '../../storage/types';
import type { GuestTable } from './guest';
import { guestOutcome, guestPlayers } from './ui/guestGame';

/** The finished game as this guest's History keeps it, or null while it is not over (or its outcome is unreadable). */
export function guestRecord(g: GuestTable, now: number): SessionRecord | null {
  const outcome: Outcome | null = g.finished ? guestOutcome(g) : null;
  if (!outcome) return null;
  const players = guestPlayers(g);
  const facts = readFacts(outcome.result.facts);
  return {
    id: g.table,
    game: g.game,
    kind: 'play',
    title: '',
    players,
    createdAt: now,
    updatedAt: now,
    finished: true,
    data: { seats: g.seats.map((s) => ({ kind: s.kind === 'bot' ? 'bot' : 'human' })), acrossPhones: { own: players[g.seat]?.id ?? String(g.seat) } },
    result: { totals: outcome.result.totals, ranking: outcome.result.ranking },
    ...(facts ? { facts } : {}),
    rev: 1,
  };
}

/**
 * Writes the record with its summary, unless this phone already has a session with that id (the
 * same game kept before, or this phone's own hosted game): nothing here ever overwrites one.
 * Resolves true once History holds the game (written now or before), false when the write failed;
 * never throws (a failed write leaves History as it was).
 */
export async function keepInHistory(record: SessionRecord): Promise<boolean> {
  try {
    await addSessionIfAbsent(record);
    return true;
  } catch {
    return false;
  }
}

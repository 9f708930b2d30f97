/**
 * "Play again" at a table across phones: the host's next game keeps the table. The finished game's
 * host link hands what holds the phones (their open channels, the standby connections behind the
 * tickets it gave them, the tickets they gave it) to the next game's link, which the table screen
 * makes a moment later for the new session; the guests are told the new session id (`next`) and
 * are welcomed there, with no scan. Both links live in this page, so the hand-over is in memory;
 * what a reload needs (phones, tickets) is stored under the new session id before the guests are
 * told (tableMemory.ts).
 */
import type { HostTickets } from './hostTickets';

export interface CarriedTable {
  /** Per seat, the phone (certificate fingerprint) that held it, as the host memory keeps it. */
  phones: (string | null)[];
  /** Per seat, the ticket that phone left the host (its standby offer), for a host reload. */
  tickets: (string | null)[];
  /** The open channels by fingerprint: the next game speaks on them. */
  channels: Map<string, RTCDataChannel>;
  /** The standby connections behind the host's tickets: an away phone comes back by one of them. */
  returnTickets: HostTickets;
}

/** Only the newest hand-over waits: one table per phone, taken by the next game's link. */
const waiting = new Map<string, CarriedTable>();

export function keepForNext(table: string, carried: CarriedTable): void {
  for (const c of waiting.values()) c.returnTickets.dispose();
  waiting.clear();
  waiting.set(table, carried);
}

/** What the last game of this table left for session `table`, once (null: a table of its own). */
export function takeCarried(table: string): CarriedTable | null {
  const c = waiting.get(table) ?? null;
  waiting.delete(table);
  return c;
}

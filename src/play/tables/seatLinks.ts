/** What the host's pairing panel shows for each guest seat, from the host's table and its pairings (hostLink.ts). */
import type { HostTable } from './host';

/** One guest seat as the host's pairing panel shows it. */
export interface SeatLink {
  seat: number;
  name: string;
  /** waiting: no phone yet; inviting: the offer code is shown; joined; away: silent; bot: handed over. */
  status: 'waiting' | 'inviting' | 'joined' | 'away' | 'bot';
  code: string | null;
  error: string | null;
  /** The offer is for a phone this host knows: the guest's scan alone brings it back (returnKeys.ts). */
  oneCode: boolean;
  /** Round-trip time of the last ping this phone answered (ms), null before any. */
  rtt: number | null;
}

/** Per seat: the offer shown, the last pairing error, one-code offers, seats handed to a bot by the host. */
export interface Pairings {
  codes: ReadonlyMap<number, string>;
  errors: ReadonlyMap<number, string>;
  oneCode: ReadonlySet<number>;
  handedOver: ReadonlySet<number>;
}

export function seatLinks(table: HostTable, p: Pairings): SeatLink[] {
  return table.seats.flatMap((s, seat) => {
    if (s.kind === 'host' || (s.kind === 'bot' && !p.codes.has(seat) && !p.handedOver.has(seat))) return [];
    const status: SeatLink['status'] =
      s.kind === 'bot' ? 'bot' : s.fingerprint && !s.away ? 'joined' : p.codes.has(seat) ? 'inviting' : s.fingerprint ? 'away' : 'waiting';
    return [
      {
        seat,
        name: s.name,
        status,
        code: p.codes.get(seat) ?? null,
        error: p.errors.get(seat) ?? null,
        oneCode: p.oneCode.has(seat),
        rtt: status === 'joined' ? (s.rtt ?? null) : null,
      },
    ];
  });
}

/**
 * What a table across phones keeps in IndexedDB so a reload does not end it: the host remembers
 * which phone (certificate fingerprint) holds which seat, a guest remembers the table it sits at,
 * and each phone keeps its own DTLS certificate (findings 1c: the same fingerprint after a
 * reload). They live in the `settings` store as device settings (never exported nor imported,
 * storage/backupFormat.ts): key/value records need no schema change, and a backup restored on
 * another phone must not claim this phone's seats. The game itself is the session, saved as ever.
 * Everything read back is checked like a message from another phone: junk reads as "nothing kept".
 */
import { isRecord } from '../../lib/read';
import { readTx, writeTx } from '../../storage/db';
import { ticketCode } from './messages';
import { FINGERPRINT } from './sdpCodec';

export const HOST_KEY = 'tableHost';
export const GUEST_KEY = 'tableGuest';
export const CERTIFICATE_KEY = 'tableCertificate';
/** Hosted tables remembered (newest first): more than one only when a host left a table unfinished. */
const HOSTED = 4;

/** The host's memory of one table: per seat, the phone that holds it (null: none, or not a guest seat). */
export interface HostMemory {
  table: string;
  phones: (string | null)[];
  /**
   * Per seat, the return ticket its phone gave this host (the guest's standby offer): after a host
   * reload the host answers it and the guest's standby connection opens with no scan.
   */
  tickets?: (string | null)[];
}

/** A guest's memory of its table: enough to say where it sat and to recognise its host again. */
export interface GuestMemory {
  table: string;
  game: string;
  seat: number;
  name: string;
  /** The host phone's fingerprint, read from its offer: a later code from the same host is known. */
  host: string;
  /** The host's return ticket for this phone (its standby offer): a reload rejoins with no scan. */
  ticket?: string;
  /**
   * The game this phone saw end: kept (with its ticket) because the host may start another game
   * at this table ("Play again", hostAgain.ts); a ticket that no longer works then forgets it quietly.
   */
  finished?: true;
}

const text = (v: unknown, max: number): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;

export function readHostMemory(v: unknown): HostMemory | null {
  if (!isRecord(v) || !text(v.table, 40) || !Array.isArray(v.phones) || v.phones.length > 16) return null;
  if (!v.phones.every((p) => p === null || (typeof p === 'string' && FINGERPRINT.test(p)))) return null;
  const tickets = Array.isArray(v.tickets) && v.tickets.length <= 16 ? v.tickets.map((c) => (ticketCode(c) ? c : null)) : null;
  return { table: v.table, phones: v.phones as (string | null)[], ...(tickets ? { tickets } : {}) };
}

export function readGuestMemory(v: unknown): GuestMemory | null {
  if (!isRecord(v) || !text(v.table, 40) || !text(v.game, 40) || typeof v.name !== 'string' || v.name.length > 40) return null;
  if (typeof v.seat !== 'number' || !Number.isInteger(v.seat) || v.seat < 0 || v.seat > 15) return null;
  if (typeof v.host !== 'string' || !FINGERPRINT.test(v.host)) return null;
  const finished = v.finished === true ? { finished: true as const } : {};
  return { table: v.table, game: v.game, seat: v.seat, name: v.name, host: v.host, ...(ticketCode(v.ticket) ? { ticket: v.ticket } : {}), ...finished };
}

const get = async (key: string): Promise<unknown> => (await readTx(['settings'], (tx) => tx.store.get(key)))?.value;
const put = (key: string, value: unknown) => writeTx(['settings'], (tx) => tx.store.put({ key, value }));

/** The host's memory of `table`, or null. Never throws: a storage failure only means "nothing kept". */
export async function loadHostMemory(table: string): Promise<HostMemory | null> {
  try {
    const all = await get(HOST_KEY);
    return (Array.isArray(all) ? all.map(readHostMemory) : []).find((m) => m?.table === table) ?? null;
  } catch {
    return null;
  }
}

/** Stores the host's memory of one table (the newest first, a few kept). */
export async function saveHostMemory(memory: HostMemory): Promise<void> {
  try {
    await writeTx(['settings'], async (tx) => {
      const all = (await tx.store.get(HOST_KEY))?.value;
      const others = (Array.isArray(all) ? all.map(readHostMemory) : []).filter((m): m is HostMemory => m !== null && m.table !== memory.table);
      await tx.store.put({ key: HOST_KEY, value: [memory, ...others].slice(0, HOSTED) });
    });
  } catch {
    // The table goes on; only a reload would need the seats paired again by two codes.
  }
}

export async function loadGuestMemory(): Promise<GuestMemory | null> {
  try {
    return readGuestMemory(await get(GUEST_KEY));
  } catch {
    return null;
  }
}

/** Stores (or, with null, forgets) the table this guest phone sits at. */
export async function saveGuestMemory(memory: GuestMemory | null): Promise<void> {
  try {
    await (memory ? put(GUEST_KEY, memory) : writeTx(['settings'], (tx) => tx.store.delete(GUEST_KEY)));
  } catch {
    // A reload would then offer no rejoin: the player joins by the host's code as at first.
  }
}

/** This phone's stored certificate if it is still good for a day; null otherwise. */
export async function loadCertificate(now: number): Promise<RTCCertificate | null> {
  try {
    const c = await get(CERTIFICATE_KEY);
    return typeof c === 'object' && c !== null && typeof (c as RTCCertificate).expires === 'number' && (c as RTCCertificate).expires > now + 86_400_000
      ? (c as RTCCertificate)
      : null;
  } catch {
    return null;
  }
}

export async function saveCertificate(c: RTCCertificate): Promise<void> {
  try {
    await put(CERTIFICATE_KEY, c);
  } catch {
    // Not kept: after a reload this phone has a new fingerprint and pairs by two codes.
  }
}

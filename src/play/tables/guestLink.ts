/**
 * A guest phone's side of a table across phones, over one data channel: it answers the host's
 * offer code, keeps only its own seat's picture (`guestReceive`), sends moves with a fresh id and
 * finds a silent host by the heartbeat (never by the channel's `close`, findings 1c).
 */
import { fail, ok, type Result } from '../../lib/result';
import { askCamera } from './camera';
import { phoneCertificate } from './certificate';
import { guestReceive, moveMessage, type GuestTable } from './guest';
import { AWAY_AFTER_MS } from './host';
import { answer, offerToKnown, useTicket, type Pairing } from './peer';
import { saveGuestMemory, type GuestMemory } from './tableMemory';
import { guestRecord, keepInHistory } from './guestHistory';

export type GuestStatus = 'connecting' | 'joined' | 'lost';

/** A ticket that has not opened a channel by then cannot work (the host's address changed): scan instead. */
export const TICKET_MS = 6_000;

export class GuestLink {
  table: GuestTable | null = null;
  status: GuestStatus = 'connecting';
  /** A host message that could not be read, or a refusal of the seat itself. */
  error: string | null = null;
  /** The finished game is in this phone's History (guestHistory.ts). */
  kept = false;
  /** The table whose finished game was written to History (or is being written): once per game. */
  private keptTable: string | null = null;
  /** The host started the next game at this table ("Play again"): said in words until this phone's first move. */
  again = false;
  /** A move sent and not yet answered by a view or a refusal: further taps wait. */
  pending: string | null = null;
  private channel: RTCDataChannel | null = null;
  private lastHeard = 0;
  private timer: ReturnType<typeof setInterval> | null = null;
  private listeners = new Set<() => void>();
  /** The table and seat last remembered (tableMemory.ts), so it is written once per change. */
  private remembered = '';
  /** The host's return ticket for this phone (its standby offer), kept for a reload. */
  private ticket: string | null = null;
  /**
   * This phone's standby connection for the host (its offer went to the host as its ticket), and
   * the one before it: the host may not have stored the newest ticket yet when it reloads.
   */
  private standby: Pairing | null = null;
  private previous: Pairing | null = null;
  /** A ticket being tried (a silent host, or a reload), closed once a channel is back. */
  private trying: RTCPeerConnection | null = null;
  private disposed = false;

  /** @param host the host phone's fingerprint, from its offer (remembered with the table). */
  constructor(readonly host = '') {}

  /** Reads the host's code and makes this phone's answer code (camera permission first). */
  static async answer(offerCode: string): Promise<Result<{ link: GuestLink; code: string; host: string }>> {
    await askCamera();
    let certificate: RTCCertificate;
    try {
      certificate = await phoneCertificate();
    } catch {
      return fail('ERR_WEBRTC_UNAVAILABLE');
    }
    const made = await answer(offerCode.trim(), certificate);
    if (!made.ok) return made;
    const link = new GuestLink(made.value.host.fingerprint);
    void made.value.channel.then((ch) => link.attach(ch));
    return ok({ link, code: made.value.code, host: made.value.host.fingerprint });
  }

  /**
   * After a reload: uses the host's return ticket from `memory` (no scan). The link connects by
   * itself when the ticket works; the caller gives up after `TICKET_MS` and offers the codes.
   */
  static async rejoin(memory: GuestMemory): Promise<Result<GuestLink>> {
    if (!memory.ticket) return fail('ERR_NO_TICKET');
    const link = new GuestLink(memory.host);
    link.ticket = memory.ticket;
    link.remembered = `${memory.table}/${memory.seat}/${memory.ticket}/${memory.finished === true}`;
    return (await link.tryTicket()) ? ok(link) : fail('ERR_NO_TICKET');
  }

  /** Listens to every change; returns the unsubscribe function. */
  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Sends a move made on the current view; the answer is the next view or a refusal. */
  play(move: unknown): Result<true> {
    const g = this.table;
    if (!g || !this.channel || this.channel.readyState !== 'open') return fail('ERR_CONNECTION_LOST');
    if (this.pending) return fail('ERR_BUSY');
    const id = crypto.randomUUID();
    this.pending = id;
    this.again = false;
    this.channel.send(JSON.stringify(moveMessage(g, id, move)));
    this.changed();
    return ok(true);
  }

  dispose(): void {
    this.disposed = true;
    if (this.timer) clearInterval(this.timer);
    this.channel?.close();
    this.standby?.pc.close();
    this.previous?.pc.close();
    this.trying?.close();
    this.listeners.clear();
  }

  private attach(ch: RTCDataChannel): void {
    if (this.disposed) return void ch.close();
    // A ticket or a standby brought a new channel: it replaces the old one, which is no longer heard.
    if (this.channel && this.channel !== ch) this.channel.close();
    this.trying?.close();
    this.trying = null;
    this.channel = ch;
    this.lastHeard = Date.now();
    ch.addEventListener('message', (e) => this.channel === ch && this.receive(e.data));
    this.timer ??= setInterval(() => this.check(), 1_000);
    void this.prepareStandby();
    this.changed();
  }

  /** The host's ticket: a new connection that opens by itself if the host kept its standby. */
  private async tryTicket(): Promise<boolean> {
    const ticket = this.ticket;
    if (!ticket || this.trying) return false;
    // Used once (taken now, so the heartbeat cannot start it twice): the host makes a new standby
    // and sends a new ticket when this phone is back.
    this.ticket = null;
    await askCamera();
    let certificate: RTCCertificate;
    try {
      certificate = await phoneCertificate();
    } catch {
      return false;
    }
    const used = await useTicket(ticket, certificate);
    if (!used.ok) return false;
    if (used.value.from !== this.host || this.disposed || this.trying) return (used.value.pc.close(), false);
    const pc = used.value.pc;
    this.trying = pc;
    void used.value.channel.then((ch) => {
      if (this.trying !== pc) return;
      this.trying = null;
      this.attach(ch);
    });
    setTimeout(() => this.trying === pc && (pc.close(), (this.trying = null)), TICKET_MS);
    return true;
  }

  /** While connected: a standby connection for the host, its offer sent as this phone's ticket (host reload). */
  private async prepareStandby(): Promise<void> {
    this.previous?.pc.close();
    this.previous = this.standby;
    this.standby = null;
    let certificate: RTCCertificate;
    try {
      certificate = await phoneCertificate();
    } catch {
      return;
    }
    const made = await offerToKnown(certificate, this.host);
    if (!made.ok) return;
    if (this.disposed || this.standby || this.channel?.readyState !== 'open') return made.value.pc.close();
    const pairing = made.value;
    this.standby = pairing;
    this.channel.send(JSON.stringify({ t: 'ticket', code: pairing.code }));
    void pairing.channel.then((ch) => {
      if (this.standby === pairing) this.standby = null;
      else if (this.previous === pairing) this.previous = null;
      else return;
      this.attach(ch);
    });
  }

  private receive(raw: unknown): void {
    this.lastHeard = Date.now();
    const before = this.table;
    const step = guestReceive(before, raw);
    this.table = step.guest;
    if (step.ticket) this.ticket = step.ticket;
    if (before && this.table && before.table !== this.table.table) {
      // The next game at this table: nothing of the last one is pending or shown as kept.
      this.again = true;
      this.pending = null;
      this.kept = false;
    }
    if (step.reply && this.channel?.readyState === 'open') this.channel.send(JSON.stringify(step.reply));
    if (step.error) this.error = step.error;
    else if (this.table && !before) this.error = null;
    // A refusal before any seat (the table is full, another version): the screen says why.
    if (!this.table && !step.error) this.error = null;
    const msg = safeType(raw);
    if (msg === 'view' || msg === 'refused') this.pending = null;
    if (msg === 'refused' && !this.table) this.error = this.refusalCode(raw);
    this.status = this.table ? 'joined' : this.status;
    this.remember();
    this.changed();
  }

  /**
   * Keeps the table this phone sits at, so a reload offers to rejoin it; forgets it once the seat
   * was given to a bot (nothing left to rejoin), or the game is over with no ticket to come back
   * by. A finished game with a ticket is kept, marked: the host may play again at this table.
   */
  private remember(): void {
    const g = this.table;
    if (!g) return;
    const record = this.keptTable === g.table ? null : guestRecord(g, Date.now());
    if (record) {
      this.keptTable = g.table;
      void keepInHistory(record).then((kept) => {
        if (this.table?.table === record.id) this.kept = kept;
        this.changed();
      });
    }
    const gone = g.closed || g.refusal === 'ERR_SEAT_TAKEN_OVER' || (g.finished && !this.ticket);
    const key = gone ? 'gone' : `${g.table}/${g.seat}/${this.ticket ?? ''}/${g.finished}`;
    if (key === this.remembered) return;
    this.remembered = key;
    const ticket = this.ticket ? { ticket: this.ticket } : {};
    const over = g.finished ? { finished: true as const } : {};
    void saveGuestMemory(gone ? null : { table: g.table, game: g.game, seat: g.seat, name: g.seats[g.seat]?.name ?? '', host: this.host, ...ticket, ...over });
  }

  private refusalCode(raw: unknown): string {
    try {
      return (JSON.parse(String(raw)) as { code?: string }).code ?? 'ERR_MESSAGE_UNREADABLE';
    } catch {
      return 'ERR_MESSAGE_UNREADABLE';
    }
  }

  /** The host has been silent too long: say so (it may come back by itself). */
  private check(): void {
    const silent = Date.now() - this.lastHeard > AWAY_AFTER_MS;
    // A phone that woke up to a dead channel (iOS may reclaim a sleeping app's sockets, findings
    // 1c) tries its ticket beside the old channel; whichever brings the host back first is kept.
    if (silent && this.ticket && !this.trying) void this.tryTicket();
    const status: GuestStatus = silent ? 'lost' : this.table ? 'joined' : 'connecting';
    if (status === this.status) return;
    this.status = status;
    this.changed();
  }

  private changed(): void {
    for (const l of this.listeners) l();
  }
}

function safeType(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 300_000) return null;
  try {
    const t = (JSON.parse(raw) as { t?: unknown }).t;
    return typeof t === 'string' ? t : null;
  } catch {
    return null;
  }
}

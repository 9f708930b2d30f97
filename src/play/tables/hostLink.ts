/**
 * The host phone's side of a table across phones, wired to the pass-and-play controller: it
 * pairs guests (one offer per seat), reads their messages with `hostReceive`, commits an accepted
 * move through the controller (IndexedDB first) and only then sends every guest its own view.
 * Local moves and bot moves reach the guests the same way: every committed revision is sent once.
 */
import type { Engine } from '../../games/types';
import type { Result } from '../../lib/result';
import type { PlayController, TableSnapshot } from '../controller';
import { askCamera } from './camera';
import { checkPresence, hostReceive, nextGame, openTable, phonesOf, restorePhones, takeOver, viewsFor, type HostTable, type Outgoing } from './host';
import { hello } from './guest';
import { accept, offer, offerToKnown, type Pairing } from './peer';
import { HostTickets } from './hostTickets';
import { phoneCertificate } from './certificate';
import { saveHostMemory, type HostMemory } from './tableMemory';
import { keepForNext, takeCarried, type CarriedTable } from './hostAgain';
import { seatLinks, type SeatLink } from './seatLinks';

/** How often the host pings each guest (three missed pings make a seat away). */
export const PING_MS = 2_000;
/** An answer applied and no channel after this long: say why (findings, risks: client isolation). */
const UNREACHABLE_MS = 10_000;

export type { SeatLink } from './seatLinks';

export class HostLink<State, Move> {
  table: HostTable;
  private channels = new Map<string, RTCDataChannel>();
  private pairings = new Map<number, Pairing>();
  private codes = new Map<number, string>();
  private errors = new Map<number, string>();
  private oneCode = new Set<number>();
  /** Per seat, the ticket its phone left for this host (its standby offer), kept for a host reload. */
  private tickets: (string | null)[];
  private readonly ticketHost = {
    holds: (seat: number, fp: string) => !this.released && this.table.seats[seat]?.kind === 'guest' && this.table.seats[seat]?.fingerprint === fp,
    back: (seat: number, fp: string, ch: RTCDataChannel) => this.attach(seat, fp, ch),
    send: (fp: string, code: string) => this.send([{ to: fp, message: { t: 'ticket', code } }]),
  };
  private returnTickets = new HostTickets(this.ticketHost);
  /** This game continues the last one at this table ("Play again"); `released`: this one has handed its phones on. */
  private follows = false;
  private released = false;
  /** The seats' phones as last stored, so only a change is written. */
  private savedPhones: string;
  private sentRev: number;
  private timer: ReturnType<typeof setInterval> | null = null;
  private listeners = new Set<() => void>();
  private stop: () => void;

  constructor(
    private readonly engine: Engine<unknown, State, Move>,
    private readonly controller: PlayController<State, Move>,
    id: string,
    game: string,
    /** What this phone kept of the table before a reload: its guests come back as away. */
    memory: HostMemory | null = null,
  ) {
    const s = controller.snapshot;
    const players = s.session?.players ?? [];
    this.table = openTable(
      id,
      game,
      s.seats.map((seat, i) => ({
        name: players[i]?.name ?? '',
        color: players[i]?.color,
        kind: seat.phone ? 'guest' : seat.kind === 'bot' ? 'bot' : 'host',
      })),
      s.steps.length,
    );
    if (memory?.table === id) this.table = restorePhones(this.table, memory.phones);
    this.tickets = this.table.seats.map((_, i) => (memory?.table === id ? (memory.tickets?.[i] ?? null) : null));
    this.savedPhones = JSON.stringify([phonesOf(this.table), this.tickets]);
    const carried = takeCarried(id);
    if (carried) this.adopt(carried);
    // Each guest left a ticket before this reload: answer them all, and the table is back with no scan.
    else
      this.tickets.forEach((code, seat) => {
        const fp = this.table.seats[seat]?.fingerprint;
        if (code && fp) void this.returnTickets.comeBack(seat, fp, code);
      });
    this.sentRev = s.steps.length;
    this.stop = controller.subscribe((snap) => this.committed(snap));
    this.timer = setInterval(() => this.heartbeat(), PING_MS);
  }

  /** Listens to changes of the seats' links; returns the unsubscribe function. */
  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** What the pairing panel shows for each guest seat. */
  links(): SeatLink[] {
    return seatLinks(this.table, { codes: this.codes, errors: this.errors, oneCode: this.oneCode, handedOver: this.handedOver });
  }

  private handedOver = new Set<number>();

  /**
   * Makes the offer for `seat` (camera permission first: it lets Chromium offer every interface).
   * A seat whose phone this host knows gets a one-code offer (the guest's scan is enough) unless
   * `twoCodes` asks for the full pairing: the way back when that phone lost its certificate.
   */
  async invite(seat: number, twoCodes = false): Promise<void> {
    this.errors.delete(seat);
    this.oneCode.delete(seat);
    this.pairings.get(seat)?.pc.close();
    this.pairings.delete(seat);
    await askCamera();
    let certificate: RTCCertificate;
    try {
      certificate = await phoneCertificate();
    } catch {
      return this.fail(seat, 'ERR_WEBRTC_UNAVAILABLE');
    }
    const known = twoCodes ? null : (this.table.seats[seat]?.fingerprint ?? null);
    const made = known ? await offerToKnown(certificate, known) : await offer(certificate);
    if (!made.ok) return this.fail(seat, made.error);
    this.pairings.set(seat, made.value);
    this.codes.set(seat, made.value.code);
    if (known) {
      this.oneCode.add(seat);
      const pairing = made.value;
      void pairing.channel.then((ch) => this.pairings.get(seat) === pairing && this.attach(seat, known, ch));
    }
    this.changed();
  }

  /** The guest's answer for `seat`, scanned or pasted: on success the channel opens shortly. */
  async answer(seat: number, code: string): Promise<Result<string>> {
    const pairing = this.pairings.get(seat);
    if (!pairing || this.oneCode.has(seat)) return { ok: false, error: 'ERR_CODE_WRONG_KIND' } as Result<string>;
    const fp = await accept(pairing, code.trim());
    if (!fp.ok) {
      this.fail(seat, fp.error);
      return fp;
    }
    this.errors.delete(seat);
    // No candidate pair within 10 s: most often a guest Wi-Fi that keeps devices apart.
    const late = setTimeout(() => this.fail(seat, 'ERR_UNREACHABLE'), UNREACHABLE_MS);
    void pairing.channel.then((ch) => (clearTimeout(late), this.attach(seat, fp.value, ch)));
    return fp;
  }

  /** The host gives a silent guest's seat to a bot, for the rest of the game. */
  async toBot(seat: number): Promise<Result<true>> {
    const r = takeOver(this.table, seat, 'bot');
    this.table = r.table;
    this.handedOver.add(seat);
    this.send(r.out);
    this.changed();
    return this.controller.handOver(seat, { kind: 'bot', level: 'normal' });
  }

  /**
   * "Play again" at this table: the phones follow to session `next` (hostAgain.ts). What a reload
   * needs is stored under it first, then each phone is told; this link lets go of the channels
   * and the standby connections without closing them, for the next game's link to take.
   */
  async carry(next: string): Promise<void> {
    const phones = phonesOf(this.table);
    const tickets = this.tickets.map((c, i) => (phones[i] ? c : null));
    await saveHostMemory({ table: next, phones, tickets });
    keepForNext(next, { phones, tickets, channels: new Map(this.channels), returnTickets: this.returnTickets });
    this.send(nextGame(this.table, next));
    this.released = true;
    this.returnTickets = new HostTickets(this.ticketHost);
    this.dispose();
  }

  /** The last game's phones: this game speaks on their open channels and welcomes each to its seat. */
  private adopt(c: CarriedTable): void {
    // The hand-over itself is the truth (the stored memory may have failed to write).
    this.table = restorePhones(this.table, c.phones);
    this.tickets = this.table.seats.map((_, i) => c.tickets[i] ?? null);
    this.returnTickets.dispose();
    this.returnTickets = c.returnTickets;
    c.returnTickets.host = this.ticketHost;
    this.follows = true;
    this.table.seats.forEach((s, seat) => {
      const ch = s.fingerprint ? c.channels.get(s.fingerprint) : undefined;
      if (s.fingerprint && ch?.readyState === 'open') this.hear(seat, s.fingerprint, ch);
    });
  }

  /** Closes every connection (leaving the table screen). */
  dispose(): void {
    if (this.timer) clearInterval(this.timer);
    this.stop();
    for (const p of this.pairings.values()) p.pc.close();
    this.returnTickets.dispose();
    this.listeners.clear();
  }

  private attach(seat: number, fp: string, ch: RTCDataChannel): void {
    this.channels.get(fp)?.close();
    // The host invited this seat again (its phone reloaded or changed): the new phone takes it.
    const held = this.table.seats[seat]?.fingerprint;
    if (held && held !== fp) {
      this.channels.get(held)?.close();
      this.channels.delete(held);
      this.table = { ...this.table, seats: this.table.seats.map((s, i) => (i === seat ? { ...s, fingerprint: null } : s)) };
    }
    this.hear(seat, fp, ch);
    // A fresh standby (and ticket) for this phone's next return; the old attempts are closed.
    void this.returnTickets.prepare(seat, fp);
  }

  /** `fp` holds `seat` on `ch`: heard from now on, and welcomed (a hello on its behalf). */
  private hear(seat: number, fp: string, ch: RTCDataChannel): void {
    this.channels.set(fp, ch);
    this.codes.delete(seat);
    this.oneCode.delete(seat);
    this.errors.delete(seat);
    // Only the phone's newest channel is heard: an older one that wakes up later is closed.
    // A link that handed its phones to the next game hears them no more (nor closes their channels).
    ch.addEventListener('message', (e) => (this.released ? undefined : this.channels.get(fp) === ch ? this.receive(fp, e.data) : ch.close()));
    // A phone that missed "Play again" (its channel was down) is told first which game this is.
    if (this.follows) this.send([{ to: fp, message: { t: 'next', table: this.table.table, game: this.table.game } }]);
    // The seat was chosen by the host when it made this offer: claim it for the guest's phone.
    this.receive(fp, JSON.stringify(hello(this.table.table, seat, this.table.seats[seat]?.name ?? '')));
  }

  private receive(fp: string, raw: unknown): void {
    const snap = this.controller.snapshot;
    if (snap.state === null) return;
    const step = hostReceive(this.engine, snap.state, this.table, fp, raw, Date.now());
    if (step.ticket) this.tickets = this.tickets.map((c, i) => (i === step.ticket!.seat ? step.ticket!.code : c));
    if (!step.applied) {
      this.table = step.table;
      this.send(step.out);
      this.changed();
      return;
    }
    // Commit before acknowledging: the views go out from `committed` once IndexedDB has the move.
    const before = this.table;
    this.table = { ...step.table, rev: before.rev };
    this.send(step.out.filter((o) => o.message.t !== 'view'));
    const { seat, move } = step.applied;
    void this.controller.play(move, seat).then((done) => {
      if (done.ok) return;
      this.send([{ to: fp, message: { t: 'refused', code: done.error } }]);
      this.committed(this.controller.snapshot, true);
    });
  }

  /** After every snapshot: a new revision goes to every guest (a bot's, the host's or a guest's move). */
  private committed(snap: TableSnapshot<State>, force = false): void {
    if (snap.state === null) return;
    const rev = snap.steps.length;
    if (rev === this.sentRev && !force) return;
    this.sentRev = rev;
    this.table = { ...this.table, rev };
    const step = snap.steps[rev - 1];
    const last = step ? { seat: step.seat, key: step.log.key, ...(step.log.params ? { params: step.log.params } : {}) } : undefined;
    this.send(viewsFor(this.engine, snap.state, this.table, last));
  }

  private heartbeat(): void {
    const now = Date.now();
    for (const [fp] of this.channels) this.send([{ to: fp, message: { t: 'ping', at: now } }]);
    const r = checkPresence(this.table, now);
    if (r.table !== this.table) {
      this.table = r.table;
      this.send(r.out);
      this.changed();
    }
  }

  private send(out: Outgoing[]): void {
    for (const o of out) {
      const ch = this.channels.get(o.to);
      if (ch?.readyState === 'open') ch.send(JSON.stringify(o.message));
    }
  }

  private fail(seat: number, error: string): void {
    this.errors.set(seat, error);
    this.changed();
  }

  private changed(): void {
    // Which phone holds which seat survives a reload (tableMemory.ts); written only when it changes.
    const phones = phonesOf(this.table);
    // A ticket is kept only while its phone holds the seat (a seat given to a bot has none).
    const tickets = this.tickets.map((c, i) => (phones[i] ? c : null));
    const key = JSON.stringify([phones, tickets]);
    if (key !== this.savedPhones) {
      this.savedPhones = key;
      void saveHostMemory({ table: this.table.table, phones, tickets });
    }
    for (const l of this.listeners) l();
  }
}

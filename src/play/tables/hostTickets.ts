/**
 * The host's return tickets (findings 1c, 4b): while a guest's phone is connected the host keeps a
 * standby connection ready for it and sends its offer to the phone as a ticket, so a guest reload
 * rejoins with no scan; and it keeps the ticket each guest left for it (the guest's standby
 * offer) so that after a host reload it answers them all and the whole table is back with no
 * scan. A ticket that cannot work (an address changed) never opens: the seat stays away and the
 * codes remain (hostLink.ts, "Connect again").
 */
import { askCamera } from './camera';
import { phoneCertificate } from './certificate';
import { offerToKnown, useTicket, type Pairing } from './peer';

export interface TicketHost {
  /** Whether `fp` still holds guest seat `seat` (a standby for a phone that left is dropped). */
  holds(seat: number, fp: string): boolean;
  /** A standby or a used ticket opened: the phone is back on this channel. */
  back(seat: number, fp: string, ch: RTCDataChannel): void;
  /** Sends the host's ticket to the phone. */
  send(fp: string, code: string): void;
}

export class HostTickets {
  private standby = new Map<number, Pairing>();
  private returning = new Map<number, RTCPeerConnection>();
  private disposed = false;

  /** `host` is replaced when the next game at this table takes these tickets over (hostAgain.ts). */
  constructor(public host: TicketHost) {}

  /** After a reload: answers the ticket `seat`'s phone left; its standby connection opens by itself. */
  async comeBack(seat: number, fp: string, code: string): Promise<void> {
    await askCamera();
    const certificate = await phoneCertificate().catch(() => null);
    if (!certificate) return;
    const used = await useTicket(code, certificate);
    if (!used.ok) return;
    const { pc, from, channel } = used.value;
    // A ticket from another phone than the seat's is not used (a damaged memory, never a seat change).
    if (from !== fp || this.disposed) return pc.close();
    this.returning.set(seat, pc);
    void channel.then((ch) => {
      if (this.returning.get(seat) !== pc) return;
      this.returning.delete(seat);
      if (this.host.holds(seat, fp)) this.host.back(seat, fp, ch);
    });
  }

  /**
   * While `seat`'s phone is connected: a standby connection for it, whose offer goes to the phone
   * as its ticket. The phone's answer is written here (its certificate and derived credentials,
   * returnKeys.ts), so after a reload the phone uses the ticket and this connection opens.
   */
  async prepare(seat: number, fp: string): Promise<void> {
    this.arrived(seat);
    const certificate = await phoneCertificate().catch(() => null);
    if (!certificate) return;
    const made = await offerToKnown(certificate, fp);
    if (!made.ok) return;
    const pairing = made.value;
    if (this.disposed || !this.host.holds(seat, fp) || this.standby.has(seat)) return pairing.pc.close();
    this.standby.set(seat, pairing);
    this.host.send(fp, pairing.code);
    void pairing.channel.then((ch) => {
      if (this.standby.get(seat) !== pairing) return;
      this.standby.delete(seat);
      if (this.host.holds(seat, fp)) this.host.back(seat, fp, ch);
    });
  }

  /** `seat`'s phone is connected again (by any way): the attempts for it are closed. */
  arrived(seat: number): void {
    this.standby.get(seat)?.pc.close();
    this.standby.delete(seat);
    this.returning.get(seat)?.close();
    this.returning.delete(seat);
  }

  dispose(): void {
    this.disposed = true;
    for (const seat of [...this.standby.keys(), ...this.returning.keys()]) this.arrived(seat);
  }
}

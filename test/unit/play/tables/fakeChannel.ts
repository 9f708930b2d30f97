/**
 * Test doubles the table-link tests share: a data channel as far as HostLink and GuestLink use
 * one, a wait for IndexedDB writes the links make without being awaited, and real pairing codes.
 */

import { encodePairingCode, expandDescription } from '../../../../src/play/tables/sdpCodec';

/** A data channel: what was sent (parsed), `say` delivers a message as the other phone would. */
export class FakeChannel extends EventTarget {
  readyState = 'open';
  sent: { t: string; [k: string]: unknown }[] = [];
  send(s: string) {
    this.sent.push(JSON.parse(s) as FakeChannel['sent'][number]);
  }
  close() {
    this.readyState = 'closed';
  }
  say(m: unknown) {
    this.dispatchEvent(Object.assign(new Event('message'), { data: JSON.stringify(m) }));
  }
}

/** Waits (up to a second) until `check` holds: a link saves its memory in the background. */
export const settled = async (check: () => Promise<boolean>): Promise<void> => {
  for (let i = 0; i < 200 && !(await check()); i++) await new Promise((r) => setTimeout(r, 5));
};

/** A certificate fingerprint made of one repeated byte, e.g. FP('AA'). */
export const FP = (b: string): string => `${b}:`.repeat(31) + b;

/** A real pairing code (a host's offer) for the phone with fingerprint `fp`: what a ticket holds. */
export function offerCode(fp: string, address = '192.168.1.5'): string {
  const c = encodePairingCode(
    expandDescription({
      kind: 'offer',
      fingerprint: fp,
      ufrag: 'Ab3+',
      pwd: 'abcdefghijklmnopqrstuvwx',
      candidates: [{ kind: 'ipv4', address, port: 50000 }],
    }),
    'offer',
  );
  if (!c.ok) throw new Error(c.error);
  return c.value;
}

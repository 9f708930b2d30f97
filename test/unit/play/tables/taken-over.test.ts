/**
 * A guest whose seat the host gave to a bot (issue 23: "the host makes it a bot") learns it once,
 * from the host's `refused ERR_SEAT_TAKEN_OVER`; its phone, waking from a lock, goes on pinging,
 * and the host answers each ping `ERR_NOT_SEATED` (protocol.test.ts). Found by
 * across-phones-standard.e2e.ts: the later refusal replaced the first, so the phone showed an
 * unexplained error on a dead board instead of "your seat went to a bot", and kept the table in
 * its memory to come back to.
 */
import { describe, expect, it } from 'vitest';
import { guestReceive, hello, type GuestTable } from '../../../../src/play/tables/guest';
import { hostReceive, openTable, takeOver } from '../../../../src/play/tables/host';
import { hiddenNim, type NimMove, type NimState } from '../../../fixtures/toy-games/hiddenNim';

const engine = hiddenNim as unknown as Parameters<typeof hostReceive<NimState, NimMove>>[0];
const send = (m: unknown) => JSON.stringify(m);

describe('a seat given to a bot stays given on the old phone', () => {
  it('the host’s later refusals of that phone do not hide why it left the table', () => {
    const s = hiddenNim.setup({ players: 2, pile: 9 }, 'taken-over');
    if (!s.ok) throw new Error(s.error);
    const state = s.value;
    let table = openTable('t1', 'toy', [
      { name: 'Anya', kind: 'host' },
      { name: 'Vera', kind: 'guest' },
    ]);
    const joined = hostReceive(engine, state, table, 'FP-V', send(hello('t1', 1, 'Vera')), 0);
    table = joined.table;
    let g: GuestTable | null = null;
    for (const o of joined.out) if (o.to === 'FP-V') g = guestReceive(g, send(o.message)).guest;
    expect(g?.seat).toBe(1);
    // The host hands Vera's silent seat to a bot; her phone wakes and hears it.
    const over = takeOver(table, 1, 'bot');
    for (const o of over.out) if (o.to === 'FP-V') g = guestReceive(g, send(o.message)).guest;
    expect(g!.refusal).toBe('ERR_SEAT_TAKEN_OVER');
    // Its next ping is refused: the phone holds no seat. It still knows why.
    const ping = hostReceive(engine, state, over.table, 'FP-V', send({ t: 'ping', at: 1 }), 10);
    expect(ping.out.map((o) => o.message)).toEqual([{ t: 'refused', code: 'ERR_NOT_SEATED' }]);
    for (const o of ping.out) g = guestReceive(g, send(o.message)).guest;
    expect(g!.refusal).toBe('ERR_SEAT_TAKEN_OVER');
  });
});

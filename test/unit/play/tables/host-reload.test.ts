/**
 * Issue 23, "phones come and go": after a host reload the table keeps which phone holds which
 * seat (restorePhones), every guest shows as away until its phone connects again, and only the
 * phone that held a seat gets it back. "Check connection" reads each phone's round trip from the
 * heartbeat; a pong carrying a time the host never sent changes nothing and never throws.
 */
import { describe, expect, it } from 'vitest';
import { checkPresence, hostReceive, openTable, phonesOf, restorePhones, seatInfo } from '../../../../src/play/tables/host';
import { hello } from '../../../../src/play/tables/guest';
import { hiddenNim, type NimMove, type NimState } from '../../../fixtures/toy-games/hiddenNim';

const engine = hiddenNim as unknown as Parameters<typeof hostReceive<NimState, NimMove>>[0];
const state = (() => {
  const s = hiddenNim.setup({ players: 3, pile: 30 }, 'reload-seed');
  if (!s.ok) throw new Error(s.error);
  return s.value;
})();
const FP_B = 'AA:'.repeat(31) + 'AA';
const FP_V = 'BB:'.repeat(31) + 'BB';
const fresh = () =>
  openTable('t1', 'toy', [
    { name: 'Anya', kind: 'host' },
    { name: 'Boris', kind: 'guest' },
    { name: 'Vera', kind: 'guest' },
  ]);
const seated = () => {
  let t = fresh();
  t = hostReceive(engine, state, t, FP_B, JSON.stringify(hello('t1', 1, 'Boris')), 0).table;
  return hostReceive(engine, state, t, FP_V, JSON.stringify(hello('t1', 2, 'Vera')), 0).table;
};

describe('a host reload keeps the seats’ phones', () => {
  it('each guest seat gets its phone back, away until that phone connects again', () => {
    const kept = phonesOf(seated());
    expect(kept).toEqual([null, FP_B, FP_V]);
    const t = restorePhones(fresh(), kept);
    expect(t.seats.map((s) => s.fingerprint)).toEqual([null, FP_B, FP_V]);
    expect(seatInfo(t).map((s) => s.away)).toEqual([false, true, true]);
    // The returning phone takes its own seat with a hello naming no seat (or its own) ...
    const back = hostReceive(engine, state, t, FP_B, JSON.stringify(hello('t1', null, 'Boris')), 10);
    expect(back.out[0]!.message).toMatchObject({ t: 'welcome', seat: 1 });
    expect(back.table.seats[1]!.away).toBe(false);
    // ... and another phone cannot take it while it is away.
    const thief = hostReceive(engine, state, t, 'CC:'.repeat(31) + 'CC', JSON.stringify(hello('t1', 1, 'Boris')), 10);
    expect(thief.out).toEqual([{ to: 'CC:'.repeat(31) + 'CC', message: { t: 'refused', code: 'ERR_SEAT_TAKEN' } }]);
    expect(thief.table).toBe(t);
    // The heartbeat keeps a silent returning seat away, as before the reload.
    expect(checkPresence(t, 10_000).table.seats[2]!.away).toBe(true);
  });

  it('a damaged memory never seats one phone twice, nor a phone on the host’s or a bot’s seat', () => {
    const t = openTable('t1', 'toy', [
      { name: 'Anya', kind: 'host' },
      { name: 'Boris', kind: 'guest' },
      { name: 'Vera', kind: 'guest' },
      { name: 'Bot', kind: 'bot' },
    ]);
    const r = restorePhones(t, [FP_B, FP_B, FP_B, FP_V, FP_V]);
    expect(r.seats.map((s) => s.fingerprint)).toEqual([null, FP_B, null, null]);
    expect(restorePhones(t, []).seats).toEqual(t.seats);
  });
});

describe('check connection', () => {
  it('a pong gives the seat’s round trip; a time the host never sent is ignored', () => {
    const t = seated();
    const ok = hostReceive(engine, state, t, FP_B, JSON.stringify({ t: 'pong', at: 1_000 }), 1_012);
    expect(ok.table.seats[1]!.rtt).toBe(12);
    expect(ok.out).toEqual([]);
    // A minute or more ago, or in the future: not a ping of this host's heartbeat.
    for (const at of [2_000, 1, Number.MAX_SAFE_INTEGER]) {
      const odd = hostReceive(engine, state, ok.table, FP_B, JSON.stringify({ t: 'pong', at }), 100_000);
      expect(odd.table.seats[1]!.rtt).toBe(12);
    }
    // Junk pongs are refused as unreadable and change nothing.
    for (const raw of ['{"t":"pong","at":-1}', '{"t":"pong","at":"soon"}', '{"t":"pong"}']) {
      const r = hostReceive(engine, state, ok.table, FP_B, raw, 2_000);
      expect(r.table).toBe(ok.table);
      expect(r.out[0]!.message).toMatchObject({ t: 'refused', code: 'ERR_MESSAGE_UNREADABLE' });
    }
    // A phone with no seat gets no round trip recorded.
    expect(hostReceive(engine, state, t, 'DD', JSON.stringify({ t: 'pong', at: 1 }), 5).table).toBe(t);
  });
});

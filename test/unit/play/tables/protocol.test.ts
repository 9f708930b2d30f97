/**
 * The table across phones (issue 23): the host is the only referee. Every message a guest can
 * send (stale, out of turn, illegal, a retried id, from a phone without a seat, oversize, junk)
 * is answered without a throw and changes nothing unless it is a legal move on the current
 * revision; every guest is only ever sent its own seat's view. Played with the hidden-hand toy game.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPresence, hostReceive, openTable, seatOf, takeOver, type HostTable, type Outgoing } from '../../../../src/play/tables/host';
import { guestReceive, hello, moveMessage, type GuestTable } from '../../../../src/play/tables/guest';
import { MAX_GUEST_MESSAGE } from '../../../../src/play/tables/messages';
import { hiddenNim, type NimMove, type NimState } from '../../../fixtures/toy-games/hiddenNim';

const engine = hiddenNim as unknown as Parameters<typeof hostReceive<NimState, NimMove>>[0];
const start = (): NimState => {
  const s = hiddenNim.setup({ players: 3, pile: 30 }, 'table-seed');
  if (!s.ok) throw new Error(s.error);
  return s.value;
};
/** Anya plays on the host phone; Boris and Vera each on their own. */
const seats = () =>
  openTable('t1', 'toy', [
    { name: 'Anya', kind: 'host' },
    { name: 'Boris', kind: 'guest' },
    { name: 'Vera', kind: 'guest' },
  ]);
const send = (m: unknown) => JSON.stringify(m);
const to = (out: Outgoing[], fp: string) => out.filter((o) => o.to === fp).map((o) => o.message);

function joined(): { table: HostTable; state: NimState } {
  let table = seats();
  const state = start();
  table = hostReceive(engine, state, table, 'FP-B', send(hello('t1', 1, 'Boris')), 0).table;
  table = hostReceive(engine, state, table, 'FP-V', send(hello('t1', 2, 'Vera')), 0).table;
  return { table, state };
}

describe("seats: a phone's fingerprint is its credential", () => {
  it('a guest claims an open seat and gets only its own view', () => {
    const state = start();
    const r = hostReceive(engine, state, seats(), 'FP-B', send(hello('t1', 1, 'Boris')), 5);
    expect(seatOf(r.table, 'FP-B')).toBe(1);
    const [welcome] = to(r.out, 'FP-B');
    expect(welcome).toMatchObject({ t: 'welcome', seat: 1, rev: 0, view: hiddenNim.view(state, 1) });
  });
  it('refuses a held seat, a seat played on the host, an unknown table, a second seat', () => {
    const { table, state } = joined();
    const code = (fp: string, m: unknown) => to(hostReceive(engine, state, table, fp, send(m), 1).out, fp)[0];
    expect(code('FP-X', hello('t1', 1, 'Gleb'))).toEqual({ t: 'refused', code: 'ERR_SEAT_TAKEN' });
    expect(code('FP-X', hello('t1', 0, 'Gleb'))).toEqual({ t: 'refused', code: 'ERR_SEAT_NOT_OPEN' });
    expect(code('FP-X', hello('t2', null, 'Gleb'))).toEqual({ t: 'refused', code: 'ERR_UNKNOWN_TABLE' });
    expect(code('FP-X', hello('t1', null, 'Gleb'))).toEqual({ t: 'refused', code: 'ERR_NO_SEAT' });
    expect(code('FP-X', { ...hello('t1', 1, 'Gleb'), v: 99 })).toEqual({ t: 'refused', code: 'ERR_VERSION' });
    const open = hostReceive(engine, state, seats(), 'FP-B', send(hello('t1', 1, 'Boris')), 0).table;
    expect(to(hostReceive(engine, state, open, 'FP-B', send(hello('t1', 2, 'Boris')), 0).out, 'FP-B')[0]).toEqual({ t: 'refused', code: 'ERR_ALREADY_SEATED' });
  });
  it('a returning phone takes its seat back with no seat number', () => {
    const { table, state } = joined();
    expect(to(hostReceive(engine, state, table, 'FP-V', send(hello('t1', null, 'Vera')), 9).out, 'FP-V')[0]).toMatchObject({ t: 'welcome', seat: 2 });
  });
});

describe('moves: the host applies each once, on the revision it was made on', () => {
  // Anya (host) moves first; the host phone's own moves are not messages.
  const afterAnya = () => {
    const { table, state } = joined();
    const next = hiddenNim.apply(state, { t: 'take', n: 1 });
    if (!next.ok) throw new Error();
    return { table: { ...table, rev: 1 }, state: next.value };
  };
  it('a legal move on the current revision is applied and every guest gets its own new view', () => {
    const { table, state } = afterAnya();
    const r = hostReceive(engine, state, table, 'FP-B', send({ t: 'move', id: 'm1', rev: 1, move: { t: 'take', n: 2 } }), 2);
    expect(r.applied).toEqual({ seat: 1, move: { t: 'take', n: 2 } });
    expect(r.table.rev).toBe(2);
    expect(to(r.out, 'FP-B')).toEqual([expect.objectContaining({ t: 'view', rev: 2, view: hiddenNim.view(r.state, 1) })]);
    expect(to(r.out, 'FP-V')).toEqual([
      expect.objectContaining({ t: 'view', rev: 2, view: hiddenNim.view(r.state, 2), last: { seat: 1, key: 'take', params: { count: 2 } } }),
    ]);
  });
  it('a retried id is answered with the view, not applied again', () => {
    const { table, state } = afterAnya();
    const move = send({ t: 'move', id: 'm1', rev: 1, move: { t: 'take', n: 2 } });
    const first = hostReceive(engine, state, table, 'FP-B', move, 2);
    const again = hostReceive(engine, first.state, first.table, 'FP-B', move, 3);
    expect(again.applied).toBeUndefined();
    expect(again.state).toBe(first.state);
    expect(to(again.out, 'FP-B')).toEqual([expect.objectContaining({ t: 'view', rev: 2 })]);
  });
  it('stale, out of turn, illegal and unseated moves are refused with a code and change nothing', () => {
    const { table, state } = afterAnya();
    const cases: [string, unknown, string][] = [
      ['FP-B', { t: 'move', id: 'a', rev: 0, move: { t: 'take', n: 1 } }, 'ERR_STALE'],
      ['FP-V', { t: 'move', id: 'b', rev: 1, move: { t: 'take', n: 1 } }, 'ERR_NOT_YOUR_TURN'],
      ['FP-B', { t: 'move', id: 'c', rev: 1, move: { t: 'take', n: 7 } }, 'ERR_BAD_MOVE'],
      ['FP-X', { t: 'move', id: 'd', rev: 1, move: { t: 'take', n: 1 } }, 'ERR_NOT_SEATED'],
    ];
    for (const [fp, m, code] of cases) {
      const r = hostReceive(engine, state, table, fp, send(m), 2);
      expect(r.applied).toBeUndefined();
      expect(r.state).toBe(state);
      expect(r.table.rev).toBe(1);
      expect(to(r.out, fp)[0]).toMatchObject({ t: 'refused', code });
    }
  });
  it('junk and oversize messages are refused in words, never thrown', () => {
    const { table, state } = afterAnya();
    for (const raw of [
      '',
      '{',
      'null',
      '[]',
      '{"t":"move"}',
      42,
      null,
      'x'.repeat(MAX_GUEST_MESSAGE + 1),
      send({ t: 'hello', v: 1, table: 't1', seat: 99, name: 'x' }),
    ]) {
      const r = hostReceive(engine, state, table, 'FP-B', raw, 2);
      expect(r.state).toBe(state);
      expect(r.table.rev).toBe(1);
      expect(to(r.out, 'FP-B')[0]).toMatchObject({ t: 'refused' });
    }
  });
});

describe('any stream of messages from any phones', () => {
  const phones = ['FP-B', 'FP-V', 'FP-X'];
  const message = fc.oneof(
    fc.record({ kind: fc.constant('legal' as const), pick: fc.nat(), id: fc.constantFrom('i1', 'i2', 'i3', 'i4', 'i5', 'i6') }),
    fc.record({ kind: fc.constant('stale' as const), back: fc.integer({ min: 1, max: 3 }), id: fc.string({ maxLength: 8 }) }),
    fc.record({ kind: fc.constant('raw' as const), raw: fc.oneof(fc.json(), fc.string({ maxLength: 60 })) }),
    fc.record({ kind: fc.constant('hello' as const), seat: fc.option(fc.integer({ min: -1, max: 4 })) }),
    fc.record({ kind: fc.constant('ping' as const), at: fc.nat() }),
    fc.record({ kind: fc.constant('host' as const), pick: fc.nat() }),
    // The phone whose turn it is sends a legal move (most of a real game).
    fc.record({ kind: fc.constant('turn' as const), pick: fc.nat(), id: fc.constantFrom('i1', 'i2', 'i3', 'i4', 'i5', 'i6') }),
    fc.record({ kind: fc.constant('turn' as const), pick: fc.nat(), id: fc.constantFrom('i1', 'i2', 'i3', 'i4', 'i5', 'i6') }),
  );
  it('never throws, applies only legal current moves, and sends each guest only its own view', () => {
    let total = 0;
    fc.assert(
      fc.property(fc.boolean(), fc.array(fc.tuple(fc.constantFrom(...phones), message), { minLength: 20, maxLength: 80 }), (seated, stream) => {
        let { table, state } = seated ? joined() : { table: seats(), state: start() };
        let applied = 0;
        for (const [phone, m] of stream) {
          const mover = hiddenNim.toMove(state);
          const fp = m.kind === 'turn' ? (table.seats[mover ?? 0]!.fingerprint ?? phone) : phone;
          if (m.kind === 'host' || (m.kind === 'turn' && mover === 0)) {
            // Anya's own turn, played on the host phone.
            if (hiddenNim.toMove(state) !== 0) continue;
            const legal = hiddenNim.legalMoves(state);
            const next = hiddenNim.apply(state, legal[m.pick % legal.length]!);
            if (next.ok) [state, table, applied] = [next.value, { ...table, rev: table.rev + 1 }, applied + 1];
            continue;
          }
          const legal = hiddenNim.legalMoves(state);
          const raw =
            m.kind === 'legal' || m.kind === 'turn'
              ? send({
                  t: 'move',
                  id: m.kind === 'turn' ? `turn-${table.rev}` : `${fp}-${m.id}`,
                  rev: table.rev,
                  move: legal[m.pick % Math.max(1, legal.length)] ?? { t: 'take', n: 1 },
                })
              : m.kind === 'stale'
                ? send({ t: 'move', id: m.id || 'x', rev: Math.max(0, table.rev - m.back), move: { t: 'take', n: 1 } })
                : m.kind === 'hello'
                  ? send({ t: 'hello', v: 1, table: 't1', seat: m.seat, name: 'x' })
                  : m.kind === 'ping'
                    ? send({ t: 'ping', at: m.at })
                    : typeof m.raw === 'string'
                      ? m.raw
                      : JSON.stringify(m.raw);
          const r = hostReceive(engine, state, table, fp, raw, 0);
          if (r.applied) {
            const seat = seatOf(table, fp);
            expect(r.applied.seat).toBe(seat);
            expect(hiddenNim.toMove(state)).toBe(seat);
            const next = hiddenNim.apply(state, r.applied.move);
            expect(next.ok && next.value).toEqual(r.state);
            expect(r.table.rev).toBe(table.rev + 1);
            applied++;
          } else {
            expect(r.state).toBe(state);
            expect(r.table.rev).toBe(table.rev);
          }
          for (const o of r.out) {
            const seat = seatOf(r.table, o.to);
            if (o.message.t === 'view' || o.message.t === 'welcome') expect(o.message.view).toEqual(hiddenNim.view(r.state, seat));
          }
          [table, state] = [r.table, r.state];
          expect(table.rev).toBe(applied);
        }
        total += applied;
      }),
      { numRuns: 120 },
    );
    // The stream is a game, not only refusals: guests' moves were applied along the way.
    expect(total).toBeGreaterThan(300);
  });
});

describe('presence and taking a seat over', () => {
  it('a silent guest is away after 6 s on every phone, and back with its next ping', () => {
    const { table, state } = joined();
    expect(checkPresence(table, 5_000).out).toEqual([]);
    const later = checkPresence(table, 6_001);
    expect(later.table.seats.map((s) => s.away)).toEqual([false, true, true]);
    expect(to(later.out, 'FP-B')[0]).toMatchObject({ t: 'seats', seats: [{ away: false }, { away: true }, { away: true }] });
    const back = hostReceive(engine, state, later.table, 'FP-B', send({ t: 'ping', at: 7 }), 6_100);
    expect(back.table.seats[1]!.away).toBe(false);
    expect(to(back.out, 'FP-V')[0]).toMatchObject({ t: 'seats', seats: [{ away: false }, { away: false }, { away: true }] });
  });
  it('a seat given to a bot no longer answers its old phone', () => {
    const { table, state } = joined();
    const t = takeOver(table, 2, 'bot');
    expect(to(t.out, 'FP-V')[0]).toEqual({ t: 'refused', code: 'ERR_SEAT_TAKEN_OVER' });
    expect(to(hostReceive(engine, state, t.table, 'FP-V', send({ t: 'ping', at: 1 }), 0).out, 'FP-V')[0]).toEqual({ t: 'refused', code: 'ERR_NOT_SEATED' });
  });
});

describe('the guest keeps only the newest view', () => {
  const welcome = {
    t: 'welcome',
    v: 1,
    table: 't1',
    game: 'toy',
    seat: 1,
    seats: [
      { name: 'A', kind: 'host', away: false },
      { name: 'B', kind: 'guest', away: false },
    ],
    rev: 3,
    view: { hand: [1] },
    toMove: 0,
    finished: false,
  };
  const joinedGuest = () => guestReceive(null, send(welcome)).guest as GuestTable;
  it('ignores an older view, takes a newer one, and resyncs when the host is ahead', () => {
    const g = joinedGuest();
    expect(guestReceive(g, send({ t: 'view', rev: 2, view: { hand: [9] }, toMove: 1, finished: false })).guest).toBe(g);
    expect(guestReceive(g, send({ t: 'view', rev: 4, view: { hand: [2] }, toMove: 1, finished: false })).guest!.view).toEqual({ hand: [2] });
    expect(guestReceive(g, send({ t: 'pong', at: 1, rev: 5 })).reply).toEqual(hello('t1', 1, 'B'));
    expect(moveMessage(g, 'id', { t: 'draw' })).toEqual({ t: 'move', id: 'id', rev: 3, move: { t: 'draw' } });
  });
  it('junk from a broken host leaves the table as it was', () => {
    const g = joinedGuest();
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        const r = guestReceive(g, raw);
        if (r.error) expect(r.guest).toBe(g);
      }),
    );
  });
});

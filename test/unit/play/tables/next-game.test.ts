/**
 * Issue 23, "another game at this table": when the host taps "Play again" at a table across
 * phones, every guest phone is told the next game's session id (`next`), follows it with its
 * seat and is welcomed there with no scan. Nothing of one game reaches the other: while a phone
 * follows, the last game's views and refusals are not drawn, and the next game starts with an
 * empty log. A `next` that is junk, oversize or stale (this table, the one already followed, one
 * left before, another game) never throws and never changes the guest's state.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDb } from '../../../../src/storage/db';
import { hostReceive, nextGame, openTable, phonesOf, restorePhones, type HostTable, type Outgoing } from '../../../../src/play/tables/host';
import { guestReceive, hello, type GuestTable } from '../../../../src/play/tables/guest';
import { GuestLink } from '../../../../src/play/tables/guestLink';
import { keepForNext, takeCarried } from '../../../../src/play/tables/hostAgain';
import { HostTickets } from '../../../../src/play/tables/hostTickets';
import { MAX_HOST_MESSAGE, readHostMessage } from '../../../../src/play/tables/messages';
import { loadGuestMemory, readGuestMemory } from '../../../../src/play/tables/tableMemory';
import { hiddenNim, type NimMove, type NimState } from '../../../fixtures/toy-games/hiddenNim';
import { FakeChannel, offerCode, settled } from './fakeChannel';

afterEach(async () => {
  await closeDb();
  indexedDB.deleteDatabase('stolik');
});

const engine = hiddenNim as unknown as Parameters<typeof hostReceive<NimState, NimMove>>[0];
const start = (seed: string): NimState => {
  const s = hiddenNim.setup({ players: 3, pile: 30 }, seed);
  if (!s.ok) throw new Error(s.error);
  return s.value;
};
const send = (m: unknown) => JSON.stringify(m);
const to = (out: Outgoing[], fp: string) => out.filter((o) => o.to === fp).map((o) => o.message);
/** Anya plays on the host phone; Boris and Vera each on their own phone; a bot in seat 3. */
const open = (table: string) =>
  openTable(table, 'toy', [
    { name: 'Anya', kind: 'host' },
    { name: 'Boris', kind: 'guest' },
    { name: 'Vera', kind: 'guest' },
    { name: 'Bot', kind: 'bot' },
  ]);
function joined(table: string, state: NimState): HostTable {
  let t = open(table);
  t = hostReceive(engine, state, t, 'FP-B', send(hello(table, 1, 'Boris')), 0).table;
  return hostReceive(engine, state, t, 'FP-V', send(hello(table, 2, 'Vera')), 0).table;
}
/** Boris's phone, welcomed at `table` by the host's own welcome message. */
function boris(table: string, state: NimState): GuestTable {
  const welcome = to(hostReceive(engine, state, open(table), 'FP-B', send(hello(table, 1, 'Boris')), 0).out, 'FP-B')[0];
  const g = guestReceive(null, send(welcome)).guest;
  if (!g) throw new Error('not welcomed');
  return g;
}
/** The same phone at the end of its game: finished, with a move in its log and a refusal shown. */
const finishedAt = (table: string): GuestTable => ({
  ...boris(table, start('one')),
  finished: true,
  toMove: null,
  log: [{ seat: 0, key: 'take', params: { count: 1 } }],
  refusal: 'ERR_STALE',
});

describe('the next message', () => {
  it('reads a session id and a game; junk, oversize and wrong fields are refused, never thrown', () => {
    expect(readHostMessage(send({ t: 'next', table: 't2', game: 'toy' }))).toEqual({ ok: true, value: { t: 'next', table: 't2', game: 'toy' } });
    for (const bad of [
      {},
      { table: 't2' },
      { game: 'toy' },
      { table: '', game: 'toy' },
      { table: 'x'.repeat(41), game: 'toy' },
      { table: 7, game: 'toy' },
      { table: 't2', game: null },
    ])
      expect(readHostMessage(send({ t: 'next', ...bad }))).toEqual({ ok: false, error: 'ERR_MESSAGE_UNREADABLE' });
    expect(readHostMessage(send({ t: 'next', table: 't2', game: 'toy', pad: 'x'.repeat(MAX_HOST_MESSAGE) }))).toEqual({
      ok: false,
      error: 'ERR_MESSAGE_TOO_LARGE',
    });
  });
});

describe('the host: "Play again" keeps the table', () => {
  it('tells every phone holding a guest seat (an away one too) the next game, and no one else', () => {
    const t = joined('t1', start('one'));
    const away = { ...t, seats: t.seats.map((s, i) => (i === 2 ? { ...s, away: true } : s)) };
    expect(nextGame(away, 't2')).toEqual([
      { to: 'FP-B', message: { t: 'next', table: 't2', game: 'toy' } },
      { to: 'FP-V', message: { t: 'next', table: 't2', game: 'toy' } },
    ]);
  });
  it('the next game holds the same phones in the same seats: each is welcomed with no scan, a stranger is not', () => {
    const t1 = joined('t1', start('one'));
    const state = start('two');
    const t2 = restorePhones(open('t2'), phonesOf(t1));
    const b = hostReceive(engine, state, t2, 'FP-B', send(hello('t2', 1, 'Boris')), 5);
    expect(to(b.out, 'FP-B')[0]).toMatchObject({ t: 'welcome', table: 't2', seat: 1, rev: 0, view: hiddenNim.view(state, 1) });
    expect(to(hostReceive(engine, state, b.table, 'FP-X', send(hello('t2', 2, 'Gleb')), 5).out, 'FP-X')[0]).toEqual({ t: 'refused', code: 'ERR_SEAT_TAKEN' });
    // The old game's id is not this table's: a phone still speaking of it is refused, never seated there.
    expect(to(hostReceive(engine, state, b.table, 'FP-V', send(hello('t1', 2, 'Vera')), 5).out, 'FP-V')[0]).toEqual({
      t: 'refused',
      code: 'ERR_UNKNOWN_TABLE',
    });
  });
  it('the hand-over waits for the next game only, once; a newer one closes the older one', () => {
    let closed = 0;
    const tickets = () => Object.assign(new HostTickets({ holds: () => true, back: () => {}, send: () => {} }), { dispose: () => void closed++ });
    const carried = { phones: [null, 'FP-B'], tickets: [null, null], channels: new Map(), returnTickets: tickets() };
    keepForNext('t2', carried);
    expect(takeCarried('t3')).toBeNull();
    expect(takeCarried('t2')).toBe(carried);
    expect(takeCarried('t2')).toBeNull();
    keepForNext('t4', { ...carried, returnTickets: tickets() });
    keepForNext('t5', { ...carried, returnTickets: tickets() });
    expect(closed).toBe(1);
    expect(takeCarried('t4')).toBeNull();
    expect(takeCarried('t5')).not.toBeNull();
  });
});

describe('the guest follows the table to its next game', () => {
  it('after next, the old game is not drawn any more; the welcome of the next game starts clean', () => {
    const old = finishedAt('t1');
    const following = guestReceive(old, send({ t: 'next', table: 't2', game: 'toy' })).guest!;
    expect(following).toEqual({ ...old, next: 't2' });
    // A late view or refusal (of either game) while following changes nothing.
    expect(guestReceive(following, send({ t: 'view', rev: 99, view: { secret: 1 }, toMove: 1, finished: false })).guest).toBe(following);
    expect(guestReceive(following, send({ t: 'refused', code: 'ERR_STALE' })).guest).toBe(following);
    const state = start('two');
    const t2 = restorePhones(open('t2'), ['FP-A', 'FP-B', 'FP-V', null]);
    const welcome = to(hostReceive(engine, state, t2, 'FP-B', send(hello('t2', 1, 'Boris')), 0).out, 'FP-B')[0];
    const next = guestReceive(following, send(welcome));
    expect(next.error).toBeUndefined();
    expect(next.guest).toMatchObject({ table: 't2', seat: 1, rev: 0, view: hiddenNim.view(state, 1), finished: false, log: [], refusal: null, before: ['t1'] });
    expect(next.guest!.next).toBeUndefined();
    // Its views count again from the new game's revision 0.
    const view = { t: 'view', rev: 1, view: hiddenNim.view(state, 1), toMove: 2, finished: false, last: { seat: 0, key: 'take' } };
    expect(guestReceive(next.guest, send(view)).guest).toMatchObject({ rev: 1, log: [{ seat: 0, key: 'take' }] });
  });
  it('a stale, junk or oversize next never changes the state and never throws', () => {
    const at2 = { ...boris('t2', start('two')), before: ['t1'] };
    const following = { ...finishedAt('t2'), before: ['t1'], next: 't3' };
    const same = (g: GuestTable, m: unknown) => expect(guestReceive(g, typeof m === 'string' ? m : send(m)).guest).toBe(g);
    same(at2, { t: 'next', table: 't2', game: 'toy' }); // the table it is at
    same(at2, { t: 'next', table: 't1', game: 'toy' }); // one it left (a late copy)
    same(at2, { t: 'next', table: 't9', game: 'other' }); // another game is not "again"
    same(following, { t: 'next', table: 't3', game: 'toy' }); // the one it already follows
    for (const junk of [{ t: 'next' }, { t: 'next', table: ['t4'], game: 'toy' }, { t: 'next', table: 't4', game: 'toy', pad: 'x'.repeat(MAX_HOST_MESSAGE) }]) {
      same(at2, junk);
      same(following, junk);
    }
    same(at2, 'not json');
    // A welcome of a table it was never told of is refused.
    const w = guestReceive(
      at2,
      send({ t: 'welcome', v: 1, table: 't7', game: 'toy', seat: 1, seats: at2.seats, rev: 0, view: {}, toMove: 0, finished: false }),
    );
    expect(w).toEqual({ guest: at2, error: 'ERR_UNKNOWN_TABLE' });
    // Before any welcome (a reload coming back by its ticket) a next is no error: the welcome follows.
    expect(guestReceive(null, send({ t: 'next', table: 't4', game: 'toy' }))).toEqual({ guest: null });
  });
  it('any next the guest receives either is ignored or makes it follow a table it has never sat at', () => {
    const tables = ['t1', 't2', 't3', 't4', ''];
    fc.assert(
      fc.property(fc.array(fc.record({ table: fc.constantFrom(...tables), game: fc.constantFrom('toy', 'other', '') }), { maxLength: 12 }), (stream) => {
        let g: GuestTable = { ...boris('t2', start('two')), before: ['t1'] };
        for (const m of stream) {
          const r = guestReceive(g, send({ t: 'next', ...m }));
          const fresh = m.table !== '' && m.game === 'toy' && m.table !== g.table && m.table !== g.next && !g.before?.includes(m.table);
          if (fresh) expect(r.guest).toEqual({ ...g, next: m.table });
          else expect(r.guest).toBe(g);
          g = r.guest!;
        }
      }),
    );
  });
});

describe("the guest phone's link", () => {
  const seats = [
    { name: 'Anya', kind: 'host', away: false },
    { name: 'Boris', kind: 'guest', away: false },
  ];
  const welcome = (table: string) => ({ t: 'welcome', v: 1, table, game: 'toy', seat: 1, seats, rev: 0, view: {}, toMove: 1, finished: false });

  it('says a new game started until its first move, with nothing pending from the last one', () => {
    const link = new GuestLink('AA:'.repeat(31) + 'AA');
    const ch = new FakeChannel();
    (link as unknown as { attach(c: unknown): void }).attach(ch);
    ch.say(welcome('t1'));
    expect(link.again).toBe(false);
    expect(link.play({ t: 'take', n: 1 }).ok).toBe(true);
    ch.say({ t: 'next', table: 't2', game: 'toy' });
    // The old game's answer to that move, arriving late, is not drawn.
    ch.say({ t: 'view', rev: 1, view: { old: true }, toMove: 0, finished: false });
    expect(link.table).toMatchObject({ table: 't1', rev: 0, next: 't2' });
    ch.say(welcome('t2'));
    expect(link.table).toMatchObject({ table: 't2', rev: 0, log: [] });
    expect(link.again).toBe(true);
    expect(link.pending).toBeNull();
    expect(link.play({ t: 'take', n: 1 }).ok).toBe(true);
    expect(link.again).toBe(false);
    link.dispose();
  });

  it('keeps its table with its ticket past the end of a game (marked finished), so a reload can still follow the next game', async () => {
    const host = 'AA:'.repeat(31) + 'AA';
    const ticket = offerCode(host);
    const link = new GuestLink(host);
    const ch = new FakeChannel();
    (link as unknown as { attach(c: unknown): void }).attach(ch);
    const kept = async (want: (m: Awaited<ReturnType<typeof loadGuestMemory>>) => boolean) => {
      await settled(async () => want(await loadGuestMemory()));
      return loadGuestMemory();
    };
    ch.say(welcome('t1'));
    ch.say({ t: 'ticket', code: ticket });
    ch.say({ t: 'view', rev: 1, view: {}, toMove: null, finished: true });
    expect(await kept((m) => m?.finished === true)).toEqual({ table: 't1', game: 'toy', seat: 1, name: 'Boris', host, ticket, finished: true });
    ch.say({ t: 'next', table: 't2', game: 'toy' });
    ch.say(welcome('t2'));
    expect(await kept((m) => m?.table === 't2')).toEqual({ table: 't2', game: 'toy', seat: 1, name: 'Boris', host, ticket });
    // Read back like a message: only `true` marks a finished game.
    expect(readGuestMemory({ table: 't', game: 'g', seat: 1, name: 'B', host, finished: 'yes' })).toEqual({ table: 't', game: 'g', seat: 1, name: 'B', host });
    link.dispose();
  });
});

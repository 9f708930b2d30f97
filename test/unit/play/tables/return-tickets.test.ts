/**
 * Issue 23, "a guest that reloads, crashes or wakes rejoins by itself (return tickets), and so
 * does the whole table after a host reload" (findings 1c, 4b). While connected, each side sends
 * the other its standby offer as a `ticket`; the receiver keeps it in IndexedDB. A ticket is
 * untrusted input like any message: only a pairing code is kept, junk is refused, and a phone
 * without a seat cannot leave one.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeDb, writeTx } from '../../../../src/storage/db';
import { hostReceive, openTable, type Outgoing } from '../../../../src/play/tables/host';
import { guestReceive, hello } from '../../../../src/play/tables/guest';
import { GuestLink } from '../../../../src/play/tables/guestLink';
import { readGuestMessage, readHostMessage } from '../../../../src/play/tables/messages';
import { GUEST_KEY, HOST_KEY, loadGuestMemory, loadHostMemory, saveHostMemory } from '../../../../src/play/tables/tableMemory';
import { hiddenNim, type NimMove, type NimState } from '../../../fixtures/toy-games/hiddenNim';
import { FakeChannel, FP, offerCode, settled } from './fakeChannel';

afterEach(async () => {
  await closeDb();
  indexedDB.deleteDatabase('stolik');
});

const TICKET = offerCode(FP('AA'));
const JUNK = [42, '', 'lower case', 'X'.repeat(301), null];

describe('the ticket message', () => {
  it('carries a pairing code both ways; anything else is refused, never thrown', () => {
    const m = JSON.stringify({ t: 'ticket', code: TICKET });
    expect(readGuestMessage(m)).toEqual({ ok: true, value: { t: 'ticket', code: TICKET } });
    expect(readHostMessage(m)).toEqual({ ok: true, value: { t: 'ticket', code: TICKET } });
    for (const junk of JUNK) {
      const j = JSON.stringify({ t: 'ticket', code: junk });
      expect(readGuestMessage(j)).toEqual({ ok: false, error: 'ERR_MESSAGE_UNREADABLE' });
      expect(readHostMessage(j)).toEqual({ ok: false, error: 'ERR_MESSAGE_UNREADABLE' });
    }
  });
});

describe('the host keeps the ticket of a seated phone only', () => {
  const engine = hiddenNim as unknown as Parameters<typeof hostReceive<NimState, NimMove>>[0];
  const start = () => {
    const s = hiddenNim.setup({ players: 2, pile: 20 }, 'seed');
    if (!s.ok) throw new Error(s.error);
    return s.value;
  };
  const table = openTable('t1', 'toy', [
    { name: 'Anya', kind: 'host' },
    { name: 'Boris', kind: 'guest' },
  ]);
  it('a seated guest: its ticket for its seat, the game unchanged; a phone without a seat: refused', () => {
    const state = start();
    const seated = hostReceive(engine, state, table, FP('BB'), JSON.stringify(hello('t1', 1, 'Boris')), 0).table;
    const r = hostReceive(engine, state, seated, FP('BB'), JSON.stringify({ t: 'ticket', code: TICKET }), 10);
    expect(r.ticket).toEqual({ seat: 1, code: TICKET });
    expect(r.state).toBe(state);
    expect(r.table.rev).toBe(seated.rev);
    expect(r.applied).toBeUndefined();
    const stranger = hostReceive(engine, state, seated, FP('CC'), JSON.stringify({ t: 'ticket', code: TICKET }), 10);
    expect(stranger.ticket).toBeUndefined();
    expect(stranger.out).toEqual<Outgoing[]>([{ to: FP('CC'), message: { t: 'refused', code: 'ERR_NOT_SEATED' } }]);
  });
  it("the guest reducer hands the host's ticket to its caller and keeps its table as it was; before any welcome it is refused", () => {
    const state = start();
    const seated = hostReceive(engine, state, table, FP('BB'), JSON.stringify(hello('t1', 1, 'Boris')), 0);
    const welcome = seated.out.find((o) => o.to === FP('BB') && o.message.t === 'welcome')!.message;
    const g = guestReceive(null, JSON.stringify(welcome)).guest;
    const step = guestReceive(g, JSON.stringify({ t: 'ticket', code: TICKET }));
    expect(step.ticket).toBe(TICKET);
    expect(step.guest).toBe(g);
    expect(step.reply).toBeUndefined();
    const early = guestReceive(null, JSON.stringify({ t: 'ticket', code: TICKET }));
    expect(early.ticket).toBeUndefined();
    expect(early.error).toBe('ERR_NOT_JOINED');
  });
});

describe('tickets survive a reload in IndexedDB', () => {
  it("the host's tickets per seat, read back; a damaged ticket reads as none for that seat only", async () => {
    await saveHostMemory({ table: 'a', phones: [null, FP('BB'), FP('CC')], tickets: [null, TICKET, offerCode(FP('CC'))] });
    expect((await loadHostMemory('a'))?.tickets).toEqual([null, TICKET, offerCode(FP('CC'))]);
    await writeTx(['settings'], (tx) => tx.store.put({ key: HOST_KEY, value: [{ table: 'a', phones: [null, FP('BB')], tickets: [null, 'bad ticket'] }] }));
    expect(await loadHostMemory('a')).toEqual({ table: 'a', phones: [null, FP('BB')], tickets: [null, null] });
  });

  it("a guest keeps the host's newest ticket with its table, and never a junk one", async () => {
    const link = new GuestLink(FP('0A'));
    const ch = new FakeChannel();
    (link as unknown as { attach(c: unknown): void }).attach(ch);
    ch.say({
      t: 'welcome',
      v: 1,
      table: 'table-1',
      game: 'sly-thieves',
      seat: 1,
      seats: [
        { name: 'Anya', kind: 'host', away: false },
        { name: 'Boris', kind: 'guest', away: false },
      ],
      rev: 3,
      view: {},
      toMove: 0,
      finished: false,
    });
    ch.say({ t: 'ticket', code: TICKET });
    await settled(async () => (await loadGuestMemory())?.ticket === TICKET);
    expect(await loadGuestMemory()).toEqual({ table: 'table-1', game: 'sly-thieves', seat: 1, name: 'Boris', host: FP('0A'), ticket: TICKET });
    ch.say({ t: 'ticket', code: 'not a code' });
    expect(link.error).toBe('ERR_MESSAGE_UNREADABLE');
    expect((await loadGuestMemory())?.ticket).toBe(TICKET);
    await writeTx(['settings'], (tx) => tx.store.put({ key: GUEST_KEY, value: { table: 't', game: 'g', seat: 1, name: 'B', host: FP('AA'), ticket: 7 } }));
    expect(await loadGuestMemory()).toEqual({ table: 't', game: 'g', seat: 1, name: 'B', host: FP('AA') });
    link.dispose();
  });

  it('with no ticket kept, a reload cannot rejoin by itself: the codes are offered', async () => {
    expect(await GuestLink.rejoin({ table: 't', game: 'g', seat: 1, name: 'B', host: FP('AA') })).toEqual({ ok: false, error: 'ERR_NO_TICKET' });
  });
});

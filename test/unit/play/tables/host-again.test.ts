/**
 * Issue 23, "another game at this table", on the host phone: "Play again" stores the table's
 * phones and tickets under the new session id before the guests hear of it (a host reload in the
 * second game finds them), tells each phone `next`, and hands the channels and the standby
 * tickets to the next game's link, which welcomes each phone to its seat on its open channel. The
 * finished game's link hears nothing more; a phone that was away is told `next` and welcomed when
 * it comes back by its ticket. Channels are fakes; the protocol and the memory are the real ones.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { PlayController } from '../../../../src/play/controller';
import { HostLink } from '../../../../src/play/tables/hostLink';
import { loadHostMemory } from '../../../../src/play/tables/tableMemory';
import { closeDb } from '../../../../src/storage/db';
import { hiddenNim, type NimMove, type NimState } from '../../../fixtures/toy-games/hiddenNim';
import { FakeChannel, FP, offerCode } from './fakeChannel';

afterEach(async () => {
  await closeDb();
  indexedDB.deleteDatabase('stolik');
});

const FP_B = FP('BB');
const FP_V = FP('CC');
const TICKET = offerCode(FP_B, '192.168.1.7');
const engine = hiddenNim as unknown as ConstructorParameters<typeof HostLink<NimState, NimMove>>[0];

/** A pass-and-play controller stand-in: Anya on the host phone, Boris and Vera on their own. */
function controller(seed: string) {
  const s = hiddenNim.setup({ players: 3, pile: 30 }, seed);
  if (!s.ok) throw new Error(s.error);
  const played: unknown[] = [];
  const c = {
    played,
    snapshot: {
      session: { players: [{ name: 'Anya' }, { name: 'Boris' }, { name: 'Vera' }] },
      seats: [{ kind: 'human' }, { kind: 'human', phone: true }, { kind: 'human', phone: true }],
      steps: [],
      state: s.value,
    },
    subscribe: () => () => {},
    play: async (move: unknown) => (played.push(move), { ok: true }),
    handOver: async () => ({ ok: true }),
  };
  return c as unknown as PlayController<NimState, NimMove> & { played: unknown[] };
}
const attach = (link: HostLink<NimState, NimMove>, seat: number, fp: string, ch: FakeChannel) =>
  (link as unknown as { attach(seat: number, fp: string, ch: unknown): void }).attach(seat, fp, ch);

describe('"Play again" on the host keeps the table', () => {
  it('stores the phones and tickets under the new id, tells each phone, and the next game welcomes it on its open channel', async () => {
    const c1 = controller('one');
    const first = new HostLink(engine, c1, 't1', 'toy');
    const boris = new FakeChannel();
    const vera = new FakeChannel();
    attach(first, 1, FP_B, boris);
    attach(first, 2, FP_V, vera);
    boris.say({ t: 'ticket', code: TICKET });
    // Vera's phone is away when the host taps "Play again" (its channel is down).
    vera.close();
    await first.carry('t2');
    // What a host reload in the second game starts from (host-reload.test.ts: restorePhones, tickets answered).
    const memory = await loadHostMemory('t2');
    expect(memory).toEqual({ table: 't2', phones: [null, FP_B, FP_V], tickets: [null, TICKET, null] });
    expect(boris.sent.at(-1)).toEqual({ t: 'next', table: 't2', game: 'toy' });

    const c2 = controller('two');
    const next = new HostLink(engine, c2, 't2', 'toy', memory);
    expect(boris.sent.at(-1)).toMatchObject({ t: 'welcome', table: 't2', seat: 1, rev: 0 });
    expect(next.links().map((l) => [l.name, l.status])).toEqual([
      ['Boris', 'joined'],
      ['Vera', 'away'],
    ]);
    // Boris's messages now reach the second game only: a move out of turn is refused there, once.
    const sent = boris.sent.length;
    boris.say({ t: 'move', id: 'm1', rev: 0, move: { t: 'take', n: 1 } });
    expect(boris.sent.slice(sent).filter((m) => m.t === 'refused')).toEqual([{ t: 'refused', code: 'ERR_NOT_YOUR_TURN', id: 'm1' }]);
    expect(c1.played).toEqual([]);
    // Vera comes back by her ticket (the standby the first game made, now the second's): told `next`, then welcomed.
    const back = new FakeChannel();
    (next as unknown as { ticketHost: { back(seat: number, fp: string, ch: unknown): void } }).ticketHost.back(2, FP_V, back);
    expect(back.sent.slice(0, 2)).toMatchObject([
      { t: 'next', table: 't2' },
      { t: 'welcome', table: 't2', seat: 2 },
    ]);
    for (const l of [first, next]) l.dispose();
  });
});

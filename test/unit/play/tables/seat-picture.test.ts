/**
 * Issue 23: a guest has no game state, so the host sends it, with its own view, its own legal
 * moves on its turn (never on another seat's turn, never another seat's) and, at the end, the
 * public outcome. On the host phone, seats played on other phones never raise the pass curtain
 * and never become the viewer; hosting seats the first person here and the others on their phones.
 */
import { describe, expect, it } from 'vitest';
import { hostReceive, openTable, seatPicture, viewsFor } from '../../../../src/play/tables/host';
import { guestReceive, hello } from '../../../../src/play/tables/guest';
import { readHostMessage } from '../../../../src/play/tables/messages';
import { screenFor, usesCurtain } from '../../../../src/play/viewer';
import { parsePlayData } from '../../../../src/play/playData';
import { phoneSeats } from '../../../../src/play/PlayNew';
import type { SeatSpec } from '../../../../src/play/types';
import { hiddenNim, type NimMove, type NimState } from '../../../fixtures/toy-games/hiddenNim';

const engine = hiddenNim as unknown as Parameters<typeof hostReceive<NimState, NimMove>>[0];
const start = (pile = 30): NimState => {
  const s = hiddenNim.setup({ players: 3, pile }, 'picture-seed');
  if (!s.ok) throw new Error(s.error);
  return s.value;
};
const table = () => {
  let t = openTable('t1', 'toy', [
    { name: 'Anya', kind: 'host' },
    { name: 'Boris', kind: 'guest', color: '#1f6fb2' },
    { name: 'Vera', kind: 'guest' },
  ]);
  t = hostReceive(engine, start(), t, 'FP-B', JSON.stringify(hello('t1', 1, 'Boris')), 0).table;
  return hostReceive(engine, start(), t, 'FP-V', JSON.stringify(hello('t1', 2, 'Vera')), 0).table;
};

describe('what the host sends a guest about a position', () => {
  it('legal moves go only to the seat to move, and only its own', () => {
    let state = start();
    // Play on until Boris (seat 1) is to move.
    while (hiddenNim.toMove(state) !== 1) {
      const next = hiddenNim.apply(state, hiddenNim.legalMoves(state)[0]!);
      if (!next.ok) throw new Error(next.error);
      state = next.value;
    }
    const out = viewsFor(engine, state, table());
    const boris = out.find((o) => o.to === 'FP-B')!.message as { moves?: unknown[] };
    const vera = out.find((o) => o.to === 'FP-V')!.message as { moves?: unknown[] };
    expect(boris.moves).toEqual(hiddenNim.legalMoves(state));
    expect(vera.moves).toBeUndefined();
    // And the guest keeps them, read back through the untrusted-input reader.
    const g = guestReceive(
      null,
      JSON.stringify({ t: 'welcome', v: 1, table: 't1', game: 'toy', seat: 1, seats: [], rev: 0, view: {}, toMove: 1, finished: false }),
    );
    expect(g.guest).toBeNull(); // an empty seat list is junk
    const w = hostReceive(engine, state, table(), 'FP-B', JSON.stringify(hello('t1', null, 'Boris')), 0).out.find((o) => o.to === 'FP-B')!.message;
    const read = guestReceive(null, JSON.stringify(w));
    expect(read.guest?.moves).toEqual(hiddenNim.legalMoves(state));
    expect(read.guest?.seats[1]?.color).toBe('#1f6fb2');
  });

  it('the outcome travels only once the game is over', () => {
    let state = start(4);
    expect(seatPicture(engine, state, 1).outcome).toBeUndefined();
    while (hiddenNim.toMove(state) !== null) {
      const next = hiddenNim.apply(state, hiddenNim.legalMoves(state)[0]!);
      if (!next.ok) throw new Error(next.error);
      state = next.value;
    }
    const p = seatPicture(engine, state, 2);
    expect(p).toMatchObject({ finished: true, toMove: null, outcome: hiddenNim.outcome(state) });
    expect(p.moves).toBeUndefined();
  });

  it('junk in the optional fields is dropped, never kept', () => {
    const m = readHostMessage(JSON.stringify({ t: 'view', rev: 1, view: {}, toMove: 0, finished: false, moves: 'all', outcome: 7 }));
    expect(m.ok && m.value).toEqual({ t: 'view', rev: 1, view: {}, toMove: 0, finished: false });
  });
});

describe('the host phone at a table across phones', () => {
  const seats: SeatSpec[] = [{ kind: 'human' }, { kind: 'human', phone: true }, { kind: 'human', phone: true }, { kind: 'bot', level: 'easy' }];

  it('seats on other phones never raise the curtain here, and never become the viewer', () => {
    expect(usesCurtain(true, seats)).toBe(false);
    expect(screenFor({ hidden: true, seats, toMove: 1, viewer: 0, finished: false })).toEqual({ viewer: 0, curtain: null });
    expect(screenFor({ hidden: true, seats, toMove: 2, viewer: null, finished: false })).toEqual({ viewer: 0, curtain: null });
    // Two people on the host phone still pass it behind the curtain.
    const two: SeatSpec[] = [{ kind: 'human' }, { kind: 'human' }, { kind: 'human', phone: true }];
    expect(screenFor({ hidden: true, seats: two, toMove: 1, viewer: 0, finished: false })).toEqual({ viewer: 0, curtain: 1 });
    expect(screenFor({ hidden: true, seats: two, toMove: 2, viewer: 0, finished: false })).toEqual({ viewer: 0, curtain: null });
  });

  it('"Host a table" keeps the first person here and puts every other person on their phone; the flag survives a reload', () => {
    const hosted = phoneSeats([{ kind: 'bot', level: 'hard' }, { kind: 'human' }, { kind: 'human' }, { kind: 'human' }]);
    expect(hosted).toEqual([{ kind: 'bot', level: 'hard' }, { kind: 'human' }, { kind: 'human', phone: true }, { kind: 'human', phone: true }]);
    const parsed = parsePlayData({ config: {}, seed: 's', moves: [], seats: hosted }, 4);
    expect(parsed.ok && parsed.value.seats).toEqual(hosted);
    // Only `true` counts: a damaged flag reads as a person on this phone.
    const odd = parsePlayData({ config: {}, seed: 's', moves: [], seats: [{ kind: 'human', phone: 'yes' }] }, 1);
    expect(odd.ok && odd.value.seats).toEqual([{ kind: 'human' }]);
  });
});

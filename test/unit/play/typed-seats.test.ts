// A name typed in a seat's own row (the seat came back from a bot) is a player like any name typed
// in the picker: the saved player of that name (any case) or a new one, never the same saved player
// as another seat (issue notes: "the name typed there is a one-off"; house rule: a refusal names
// the seat). Statistics follow `playerId` (README, "Players and statistics").
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimTypedSeats, takenSeats } from '../../../src/play/typedSeats';
import type { SeatRecord } from '../../../src/storage/types';

const seat = (id: string, name: string, playerId?: string): SeatRecord => ({ id, name, color: '#1f6fb2', ...(playerId ? { playerId } : {}) });
const saved = [
  { id: 'p-anya', name: 'Anya' },
  { id: 'p-vera', name: 'Vera' },
];

describe('claimTypedSeats: a typed seat gets a saved player', () => {
  it('the saved player of that name in any case and spacing; the seat keeps the name as typed, trimmed', () => {
    const claimed = claimTypedSeats([seat('a', 'Anya', 'p-anya'), seat('z', '  vERA ')], ['z'], saved);
    expect(claimed).toEqual({ ok: true, value: { players: [seat('a', 'Anya', 'p-anya'), seat('z', 'vERA', 'p-vera')], fresh: [] } });
  });

  it('a name nobody has yet is listed for a new saved player; other seats are left as they are', () => {
    const oneOff = seat('b', 'Guest'); // unticked "Save for next time" in the picker: stays one-off
    const claimed = claimTypedSeats([seat('a', 'Anya', 'p-anya'), oneOff, seat('z', ' Gleb ')], ['z'], saved);
    expect(claimed).toEqual({ ok: true, value: { players: [seat('a', 'Anya', 'p-anya'), oneOff, seat('z', 'Gleb')], fresh: ['z'] } });
  });

  it('a player seated from the picker after the saved list was read still counts as taken', () => {
    const claimed = claimTypedSeats([seat('a', 'Boris', 'p-new'), seat('z', 'boris')], ['z'], saved);
    expect(claimed).toEqual({ ok: false, error: 'ERR_SEAT_NAME_TAKEN', params: { n: 2, other: 1, name: 'Boris' } });
  });

  it('a one-off seat of the same name does not block: only a shared saved player does', () => {
    const claimed = claimTypedSeats([seat('b', 'Anya'), seat('z', 'anya')], ['z'], saved);
    expect(claimed.ok && claimed.value.players[1]).toEqual(seat('z', 'anya', 'p-anya'));
  });
});

describe('takenSeats: two seats never end up with the same saved player', () => {
  it('a saved player already seated: the typed seat is refused, naming both seats', () => {
    const players = [seat('z', 'ANYA'), seat('a', 'Anya', 'p-anya')];
    expect(takenSeats(players, ['z'], saved)).toEqual({ z: { seat: 1, other: 2, name: 'Anya' } });
  });

  it('the same new name typed in two rows: the later seat is refused, the earlier keeps it', () => {
    const players = [seat('a', 'Anya', 'p-anya'), seat('y', 'Gleb'), seat('z', ' gleb')];
    expect(takenSeats(players, ['y', 'z'], saved)).toEqual({ z: { seat: 3, other: 2, name: 'Gleb' } });
  });

  it('an empty row and untyped seats are never refused', () => {
    const players = [seat('a', 'Anya', 'p-anya'), seat('y', ''), seat('z', '  ')];
    expect(takenSeats(players, ['y', 'z'], saved)).toEqual({});
  });

  it('any table: a claim either refuses with a seat in takenSeats or gives every seat its own saved player', () => {
    const names = fc.constantFrom('Anya', 'anya ', 'Vera', 'Gleb', 'GLEB', 'Dana', '');
    const row = fc.record({ name: names, typed: fc.boolean(), saved: fc.boolean() });
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 6 }), (rows) => {
        // Picker seats: a saved player (at most once each, as the picker allows) or a one-off name.
        const used = new Set<string>();
        const players = rows.map((r, i) => {
          const match = saved.find((p) => p.name.toLowerCase() === r.name.trim().toLowerCase());
          const id = !r.typed && r.saved && match && !used.has(match.id) ? match.id : undefined;
          if (id) used.add(id);
          return seat(`s${i}`, r.typed || !id ? r.name : match!.name, id);
        });
        const typed = players.filter((_, i) => rows[i]!.typed).map((p) => p.id);
        const taken = takenSeats(players, typed, saved);
        const claimed = claimTypedSeats(players, typed, saved);
        expect(claimed.ok).toBe(Object.keys(taken).length === 0);
        if (!claimed.ok) return;
        const ids = claimed.value.players.flatMap((p) => (p.playerId ? [p.playerId] : []));
        expect(new Set(ids).size).toBe(ids.length);
        const freshNames = claimed.value.fresh.map((id) => claimed.value.players.find((p) => p.id === id)!.name.toLowerCase());
        expect(new Set(freshNames).size).toBe(freshNames.length);
        claimed.value.players.forEach((p, i) => {
          expect(p.name).toBe(players[i]!.name.trim()); // nothing entered is changed beyond trimming
          if (typed.includes(p.id) && p.name) expect(p.playerId !== undefined || claimed.value.fresh.includes(p.id)).toBe(true);
        });
      }),
    );
  });
});

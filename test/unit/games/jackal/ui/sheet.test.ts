// The saved sheet behind the Jackal screen: the scorer accepts it as written, the first-player
// token passes left («Ход игры», шаг 6) and a judged island is booked with Tortuga kept
// («Можно ли потратить монеты?»).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judgeArrivals, type ArrivalVerdict } from '../../../../../src/games/jackal/referee';
import { scorer } from '../../../../../src/games/jackal/score';
import {
  bookVerdict,
  dropLastIsland,
  isBooked,
  newSheet,
  purseBefore,
  setValue,
  startIsland,
  tokenHolder,
  withTokenHolder,
} from '../../../../../src/games/jackal/ui/sheet';
import { card, island, T } from '../helpers';

const SEATS = ['A', 'B', 'C'];
const verdictOf = (input: unknown): ArrivalVerdict => {
  const r = judgeArrivals(input);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

describe('the sheet is the scorer input — «Аррррр! Победитель!»', () => {
  it('a new sheet, islands entered and started, scores like a vector', () => {
    let sheet = newSheet(SEATS);
    sheet = setValue(setValue(sheet, 'A', 1, 3), 'B', 1, 1);
    sheet = startIsland(sheet);
    sheet = setValue(setValue(sheet, 'A', 2, -2), 'C', 2, 2);
    const r = scorer.score(sheet);
    expect(r.ok && r.value.totals).toEqual({ A: 1, B: 1, C: 2 });
    expect(purseBefore(sheet, 'A', 2)).toBe(3);
  });
  it('removing the last island drops its numbers and its judge draft', () => {
    const sheet = { ...startIsland(newSheet(SEATS)), judged: { '2': { flags: [], rows: {} } } };
    const dropped = dropLastIsland(sheet);
    expect(dropped.players.map((p) => p.islands.length)).toEqual([1, 1, 1]);
    expect(dropped.judged).toEqual({});
  });
  it('starting an island never goes past ten', () => {
    let sheet = newSheet(SEATS);
    for (let i = 0; i < 12; i++) sheet = startIsland(sheet);
    expect(sheet.players[0]!.islands).toHaveLength(10);
  });
});

describe('the first-player token — «Ход игры», шаг 6', () => {
  it('passes to the left neighbour (next seat clockwise) every island', () => {
    const sheet = newSheet(SEATS);
    expect([1, 2, 3, 4].map((n) => tokenHolder(sheet, SEATS, n))).toEqual(['A', 'B', 'C', 'A']);
  });
  it('property: correcting the holder on any island makes that island show that holder', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.nat(), fc.integer({ min: 1, max: 10 }), (n, who, at) => {
        const seats = ['A', 'B', 'C', 'D'].slice(0, n);
        const holder = seats[who % n]!;
        const sheet = withTokenHolder(newSheet(seats), seats, at, holder);
        expect(tokenHolder(sheet, seats, at)).toBe(holder);
        expect(tokenHolder(sheet, seats, at + 1)).toBe(seats[(who + 1) % n]);
      }),
    );
  });
});

describe('booking a judged island — «Ход игры», шаг 5; «Можно ли потратить монеты?»', () => {
  const input = island({ A: [card('horse', T('big', 3))], B: [card('arrowVertical', T('big', 3))] }, { seats: SEATS });
  it("writes the judge's coins and keeps a Tortuga visitor's trade", () => {
    const sheet = setValue(startIsland(setValue(newSheet(SEATS), 'C', 1, 2)), 'C', 2, -1);
    const booked = bookVerdict(sheet, 2, verdictOf(input));
    if (!booked.ok) throw new Error(booked.error);
    expect(booked.value.players.map((p) => p.islands)).toEqual([
      [0, 3],
      [0, 2],
      [2, -1],
    ]);
    expect(isBooked(booked.value, 2, verdictOf(input))).toBe(true);
    expect(isBooked(sheet, 2, verdictOf(input))).toBe(false);
  });
  it('refuses a pirate who was at Tortuga and on the island at once', () => {
    const sheet = setValue(startIsland(setValue(newSheet(SEATS), 'A', 1, 2)), 'A', 2, -1);
    const booked = bookVerdict(sheet, 2, verdictOf(input));
    expect(booked.ok ? 'booked' : booked.error).toBe('ERR_TORTUGA_AND_ISLAND');
  });
  it('refuses an island that has not started', () => {
    const booked = bookVerdict(newSheet(SEATS), 3, verdictOf(input));
    expect(booked.ok ? 'booked' : booked.error).toBe('ERR_BAD_ISLAND');
  });
});

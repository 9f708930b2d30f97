import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rankPlayers } from '../../../src/lib/ranking';
import { parseScore } from '../../../src/lib/integer';

describe('rankPlayers', () => {
  it('puts the highest total first and shares equal places', () => {
    expect(rankPlayers({ A: 10, B: 30, C: 10 })).toEqual([['B'], ['A', 'C']]);
  });
  it('lowest wins when asked', () => {
    expect(rankPlayers({ A: 10, B: 30, C: 5 }, { lowestWins: true })).toEqual([['C'], ['A'], ['B']]);
  });
  it('applies tie-breaks in order, each with its own direction', () => {
    const r = rankPlayers(
      { A: 10, B: 10, C: 10 },
      { tieBreaks: [{ values: { A: 2, B: 3, C: 3 } }, { values: { A: 0, B: 7, C: 4 }, lowestWins: true }] },
    );
    expect(r).toEqual([['C'], ['B'], ['A']]);
  });
  it('every player appears exactly once and places are ordered (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1, maxLength: 3 }), fc.integer({ min: -50, max: 50 })), (totals) => {
        const places = rankPlayers(totals);
        expect(places.flat().sort()).toEqual(Object.keys(totals).sort());
        for (let i = 1; i < places.length; i++) expect(totals[places[i - 1]![0]!]!).toBeGreaterThan(totals[places[i]![0]!]!);
        for (const p of places) expect(new Set(p.map((id) => totals[id])).size).toBe(1);
      }),
    );
  });
});

describe('parseScore', () => {
  it.each(['-', '3.5', '10^9', '1e9', '', ' ', '--1', '0x10', '1 000'])('refuses %j', (s) => {
    expect(parseScore(s).ok).toBe(false);
  });
  it('refuses huge numbers with a range code', () => {
    expect(parseScore('1000000000')).toMatchObject({ ok: false, error: 'ERR_OUT_OF_RANGE' });
  });
  it.each([['0', 0], ['-0', 0], ['+7', 7], ['-12', -12], [' 42 ', 42], ['\u22125', -5]])('reads %j as %d', (s, n) => {
    expect(parseScore(s)).toEqual({ ok: true, value: n });
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rankPlayers, rankWithTieBreaks } from '../../../src/lib/ranking';
import { parseScore } from '../../../src/lib/integer';

describe('rankPlayers', () => {
  it('puts the highest total first and shares equal places', () => {
    expect(rankPlayers({ A: 10, B: 30, C: 10 })).toEqual([['B'], ['A', 'C']]);
  });
  it('lowest wins when asked', () => {
    expect(rankPlayers({ A: 10, B: 30, C: 5 }, { lowestWins: true })).toEqual([['C'], ['A'], ['B']]);
  });
  it('applies tie-breaks in order, each with its own direction', () => {
    const r = rankPlayers({ A: 10, B: 10, C: 10 }, { tieBreaks: [{ values: { A: 2, B: 3, C: 3 } }, { values: { A: 0, B: 7, C: 4 }, lowestWins: true }] });
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

// King of Thieves, "Подсчёт очков": equal totals go to more cards, then more notoriety.
describe('rankWithTieBreaks: the report of every equal total', () => {
  const kot = (cards: Record<string, number>, notoriety: Record<string, number>) => ({
    tieBreaks: [
      { key: 'cards', values: cards },
      { key: 'notoriety', values: notoriety },
    ],
  });
  it('names the key that put one player ahead, with both values', () => {
    const r = rankWithTieBreaks({ Z: 26, I: 26, W: 30 }, kot({ Z: 7, I: 6, W: 1 }, { Z: 0, I: 9, W: 0 }));
    expect(r.ranking).toEqual([['W'], ['Z'], ['I']]);
    expect(r.tieBreaks).toEqual([
      { kind: 'ahead', ahead: ['Z'], behind: ['I'], place: 2, total: 26, same: [], by: { key: 'cards', ahead: 7, behind: 6, lowestWins: false } },
    ]);
  });
  it('lists the keys that were equal before the deciding one', () => {
    const r = rankWithTieBreaks({ A: 10, B: 10 }, kot({ A: 5, B: 5 }, { A: 1, B: 3 }));
    expect(r.ranking).toEqual([['B'], ['A']]);
    expect(r.tieBreaks).toEqual([
      {
        kind: 'ahead',
        ahead: ['B'],
        behind: ['A'],
        place: 1,
        total: 10,
        same: [{ key: 'cards', value: 5 }],
        by: { key: 'notoriety', ahead: 3, behind: 1, lowestWins: false },
      },
    ]);
  });
  it('says when players share a place, with the values they are equal on', () => {
    const r = rankWithTieBreaks({ A: 10, B: 10, C: 4 }, kot({ A: 5, B: 5, C: 1 }, { A: 2, B: 2, C: 0 }));
    expect(r.tieBreaks).toEqual([
      {
        kind: 'shared',
        ids: ['A', 'B'],
        place: 1,
        total: 10,
        same: [
          { key: 'cards', value: 5 },
          { key: 'notoriety', value: 2 },
        ],
      },
    ]);
  });
  it('without tie-breaks, equal totals are reported as shared with nothing compared', () => {
    expect(rankWithTieBreaks({ A: 3, B: 3 }).tieBreaks).toEqual([{ kind: 'shared', ids: ['A', 'B'], place: 1, total: 3, same: [] }]);
    expect(rankWithTieBreaks({ A: 3, B: 4 }).tieBreaks).toEqual([]);
  });
  it('a lower-wins key reports its direction (Royal Stake king number)', () => {
    const r = rankWithTieBreaks({ A: 50, B: 50 }, { tieBreaks: [{ key: 'kingNumber', values: { A: 5, B: 3 }, lowestWins: true }] });
    expect(r.ranking).toEqual([['B'], ['A']]);
    expect(r.tieBreaks[0]).toMatchObject({ kind: 'ahead', by: { key: 'kingNumber', ahead: 3, behind: 5, lowestWins: true } });
  });
  it('a shared place followed by a separated player: both are reported', () => {
    const r = rankWithTieBreaks({ A: 8, B: 8, C: 8 }, kot({ A: 4, B: 4, C: 2 }, { A: 0, B: 0, C: 5 }));
    expect(r.ranking).toEqual([['A', 'B'], ['C']]);
    expect(r.tieBreaks.map((n) => n.kind)).toEqual(['shared', 'ahead']);
    expect(r.tieBreaks[1]).toMatchObject({ ahead: ['A', 'B'], behind: ['C'], by: { key: 'cards', ahead: 4, behind: 2 } });
  });
  it('reports exactly the neighbouring places with equal totals, and every shared place (property)', () => {
    const ids = fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), { minLength: 1 });
    const small = fc.integer({ min: 0, max: 3 });
    fc.assert(
      fc.property(ids, fc.array(small, { minLength: 6, maxLength: 6 }), fc.array(small, { minLength: 6, maxLength: 6 }), (players, t, c) => {
        const totals = Object.fromEntries(players.map((p, i) => [p, t[i]!]));
        const cards = Object.fromEntries(players.map((p, i) => [p, c[i]!]));
        const r = rankWithTieBreaks(totals, { tieBreaks: [{ key: 'cards', values: cards }] });
        expect(r.ranking).toEqual(rankPlayers(totals, { tieBreaks: [{ values: cards }] }));
        let expected = 0;
        r.ranking.forEach((place, i) => {
          if (place.length > 1) expected++;
          const next = r.ranking[i + 1];
          if (next && totals[next[0]!] === totals[place[0]!]) expected++;
        });
        expect(r.tieBreaks).toHaveLength(expected);
        for (const n of r.tieBreaks) if (n.kind === 'ahead') expect(n.by.ahead).toBeGreaterThan(n.by.behind);
      }),
    );
  });
});

describe('parseScore', () => {
  // "1 000" is read as 1000 since issue 10 (thousands groups): see test/unit/lib/integer.test.ts.
  it.each(['-', '3.5', '10^9', '1e9', '', ' ', '--1', '0x10', '1 00'])('refuses %j', (s) => {
    expect(parseScore(s).ok).toBe(false);
  });
  it('refuses huge numbers with a range code', () => {
    expect(parseScore('1000000000')).toMatchObject({ ok: false, error: 'ERR_OUT_OF_RANGE' });
  });
  it.each([
    ['0', 0],
    ['-0', 0],
    ['+7', 7],
    ['-12', -12],
    [' 42 ', 42],
    ['\u22125', -5],
  ])('reads %j as %d', (s, n) => {
    expect(parseScore(s)).toEqual({ ok: true, value: n });
  });
});

// Invariants of the scorer ("Подсчёт очков"): totals are the sum of the rows, the ranking holds
// every player exactly once in order of total, seat order changes nothing, bad input never throws.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scorer } from '../../../../src/games/king-of-thieves/score';
import { BIG_HAUL_ICON_KEY, MARKET_CARDS } from '../../../../src/games/king-of-thieves/data/cards';
import { CARDS_KEPT } from '../../../../src/games/king-of-thieves/data/setup';
import { scoreOk } from './helpers';

const OWNABLE = MARKET_CARDS.filter((c) => c.id !== 'unlabeled-potion');
const IDS = ['A', 'B', 'C', 'D', 'E'];

/** A legal table: 3-5 players, each card in at most one hand, deck limits respected. */
const table = fc
  .record({
    n: fc.integer({ min: 3, max: 5 }),
    picks: fc.shuffledSubarray(OWNABLE, { maxLength: 36 }),
    owners: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 36, maxLength: 36 }),
    coins: fc.array(fc.integer({ min: 0, max: 15 }), { minLength: 5, maxLength: 5 }),
    notoriety: fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 5, maxLength: 5 }),
    icon: fc.integer({ min: 0, max: 4 }),
  })
  .map(({ n, picks, owners, coins, notoriety, icon }) => {
    const used = { A: 0, B: 0, C: 0 };
    const players = IDS.slice(0, n).map((id, i) => ({ id, cards: [] as string[], coins: coins[i]!, notoriety: notoriety[i]! }));
    picks.forEach((card, k) => {
      if (used[card.deck] >= CARDS_KEPT[card.deck]) return;
      used[card.deck] += 1;
      players[owners[k]! % n]!.cards.push(card.id);
    });
    return { players, cardValues: { [BIG_HAUL_ICON_KEY]: icon } };
  });

describe('scorer properties', () => {
  it('every total equals the sum of its rows, and every row cites a scoring anchor', () => {
    fc.assert(
      fc.property(table, ({ players, cardValues }) => {
        const s = scoreOk(players, cardValues);
        for (const pl of players) {
          const rows = s.breakdown[pl.id]!;
          expect(rows.reduce((n, r) => n + r.points, 0)).toBe(s.totals[pl.id]);
          for (const r of rows) expect(r.rule).toMatch(/^scoring-[a-z-]+$/);
          expect(rows.every((r) => Number.isInteger(r.points) && r.points >= 0)).toBe(true);
        }
      }),
    );
  });

  it('the ranking holds everyone once, best total first, ties only among equals', () => {
    fc.assert(
      fc.property(table, ({ players, cardValues }) => {
        const s = scoreOk(players, cardValues);
        const flat = s.ranking.flat();
        expect([...flat].sort()).toEqual(players.map((pl) => pl.id).sort());
        const key = (id: string) => {
          const pl = players.find((x) => x.id === id)!;
          return [s.totals[id]!, pl.cards.length, pl.notoriety];
        };
        for (let i = 1; i < s.ranking.length; i++) {
          const [a, b] = [key(s.ranking[i - 1]![0]!), key(s.ranking[i]![0]!)];
          const firstDiff = a.findIndex((v, k) => v !== b[k]);
          expect(firstDiff).toBeGreaterThanOrEqual(0);
          expect(a[firstDiff]!).toBeGreaterThan(b[firstDiff]!);
        }
        for (const place of s.ranking) for (const id of place) expect(key(id)).toEqual(key(place[0]!));
      }),
    );
  });

  it('majority bonuses hand out at most 3 + 1 for henchmen and 3 for coins per player', () => {
    fc.assert(
      fc.property(table, ({ players, cardValues }) => {
        const s = scoreOk(players, cardValues);
        const sum = (cat: string) =>
          Object.values(s.breakdown)
            .flat()
            .filter((r) => r.category === cat)
            .reduce((n, r) => n + r.points, 0);
        // Shared places pay 2 each, so the pool grows with ties but never beyond 2 per player.
        expect(sum('coins')).toBeLessThanOrEqual(Math.max(3, 2 * players.length));
        expect(sum('henchmen')).toBeLessThanOrEqual(Math.max(4, 2 * players.length));
      }),
    );
  });

  it('seat order does not change totals or places', () => {
    fc.assert(
      fc.property(table, ({ players, cardValues }) => {
        const s = scoreOk(players, cardValues);
        const r = scoreOk([...players].reverse(), cardValues);
        expect(r.totals).toEqual(s.totals);
        const norm = (rk: string[][]) => rk.map((pl) => [...pl].sort());
        expect(norm(r.ranking)).toEqual(norm(s.ranking));
      }),
    );
  });

  it('never throws on arbitrary JSON, and answers with a result either way', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.dictionary(fc.string(), fc.jsonValue()), (input, holder) => {
        expect(() => scorer.score(input)).not.toThrow();
        expect(() => scorer.score({ players: [holder, holder, holder] })).not.toThrow();
        const r = scorer.score(input);
        expect(r.ok ? true : /^ERR_[A-Z_]+$/.test(r.error)).toBe(true);
      }),
    );
  });
});

// Invariants of the gold count ("Подсчет очков") over random valid tables: totals are the sum of
// their rows, the ranking holds every player once in descending gold, and one more card of a kind
// changes the total by exactly that card's value.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { scoreOk } from './helpers';

const small = fc.integer({ min: 0, max: 4 });

/** A full-game player the book allows: a team (or a ghost), items fitting the slots, settings fitting both. */
const validPlayer = fc
  .record({
    ghost: fc.boolean(),
    knights: fc.integer({ min: 0, max: 2 }),
    mages: fc.integer({ min: 0, max: 1 }),
    items: fc.tuple(small, small, small, small),
    settings: small,
    victories: fc.record({ simple: small, spearman: small, armoured: small }),
    hand: fc.record({ simple: small, spearman: small, armoured: small, special: small, dragon: small }),
    orders: fc.array(fc.integer({ min: -5, max: 5 }), { maxLength: 4 }),
  })
  .map(({ ghost, knights, mages, items, settings, ...rest }) => {
    const team = ghost ? { knights: 0, mages: 0 } : knights + mages === 0 ? { knights: 1, mages } : { knights, mages };
    let free = team.knights + team.mages;
    const [rock, scissors, paper, trap] = items.map((n) => {
      const take = Math.min(n, free);
      free -= take;
      return take;
    }) as [number, number, number, number];
    const maxSettings = Math.min(team.knights, rock + scissors + paper);
    return { ...rest, ...team, ghost, inventory: { rock, scissors, paper, trap }, settings: Math.min(settings, maxSettings) };
  });

const validTable = fc.array(validPlayer, { minLength: 2, maxLength: 4 }).map((ps) => ({ players: ps.map((p, i) => ({ id: `P${i}`, ...p })) }));

describe('Подсчет очков: properties', () => {
  it('every total is the sum of its breakdown rows', () => {
    fc.assert(
      fc.property(validTable, (input) => {
        const r = scoreOk(input);
        for (const [id, rows] of Object.entries(r.breakdown)) {
          expect(rows.reduce((s, row) => s + row.points, 0)).toBe(r.totals[id]);
        }
      }),
    );
  });
  it('the ranking holds every player once, best first, equal gold together', () => {
    fc.assert(
      fc.property(validTable, (input) => {
        const r = scoreOk(input);
        const ids = input.players.map((p) => p.id);
        expect(r.ranking.flat().sort()).toEqual([...ids].sort());
        const gold = r.ranking.map((place) => r.totals[place[0]!]!);
        for (const place of r.ranking) for (const id of place) expect(r.totals[id]).toBe(r.totals[place[0]!]);
        for (let i = 1; i < gold.length; i++) expect(gold[i - 1]!).toBeGreaterThan(gold[i]!);
      }),
    );
  });
  it('one more armoured steambot in the victory pile adds 2, one more dragon in hand takes 3', () => {
    fc.assert(
      fc.property(validTable, (input) => {
        const before = scoreOk(input).totals.P0!;
        const [first, ...others] = input.players;
        const won = { ...first!, victories: { ...first!.victories, armoured: first!.victories.armoured + 1 } };
        expect(scoreOk({ players: [won, ...others] }).totals.P0).toBe(before + 2);
        const burnt = { ...first!, hand: { ...first!.hand, dragon: first!.hand.dragon + 1 } };
        expect(scoreOk({ players: [burnt, ...others] }).totals.P0).toBe(before - 3);
      }),
    );
  });
});
